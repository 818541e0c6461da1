// key_ids.h — 64-bit keys numbered by their caller, found again by an open-addressing table
// (linear probing, a power-of-two size, at most half full), as align/anchors.h numbers anchors:
// the equivalents learner's trie edges (gram_trie.h, keyed by parent and code point) and its
// counts of words and substrings seen together (keyed by word and substring id), each asked
// for once per substring of an observation, where a node-based map would walk a list per
// lookup and allocate a node per key.
//
//   KeyIds ids;
//   uint32_t id = ids.IdOr(key, next);   // key's id, or `next` made its id
//   ids.Find(key);                       // its id, or KeyIds::kAbsent
//
// The contract is that of std::unordered_map<uint64_t, uint32_t>'s try_emplace, which
// equivalents_test holds it to.
#ifndef CONCORD_RULES_KEY_IDS_H_
#define CONCORD_RULES_KEY_IDS_H_

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace concord {

class KeyIds {
 public:
  static constexpr uint32_t kAbsent = UINT32_MAX;

  // The id of `key`: the one it was given, or `id` when it has none. REQUIRES: id != kAbsent.
  uint32_t IdOr(uint64_t key, uint32_t id) {
    if (2 * (size_ + 1) > slots_.size()) Grow();
    size_t i = Home(key);
    for (; slots_[i].id != kAbsent; i = (i + 1) & (slots_.size() - 1))
      if (slots_[i].key == key) return slots_[i].id;
    slots_[i] = {key, id};
    ++size_;
    return id;
  }
  // The id of `key`, or kAbsent when it has none.
  uint32_t Find(uint64_t key) const {
    if (slots_.empty()) return kAbsent;
    for (size_t i = Home(key);; i = (i + 1) & (slots_.size() - 1)) {
      const Slot& slot = slots_[i];
      if (slot.id == kAbsent || slot.key == key) return slot.id;
    }
  }
  // The keys that have an id.
  size_t size() const { return size_; }

 private:
  struct Slot {
    uint64_t key = 0;
    uint32_t id = kAbsent;  // kAbsent: empty
  };
  // The first slot to probe: the top bits of the key times 2^64/φ (Fibonacci hashing).
  size_t Home(uint64_t key) const {
    return static_cast<size_t>((key * 0x9E3779B97F4A7C15ull) >> (64 - bits_));
  }
  void Grow() {
    std::vector<Slot> old = std::move(slots_);
    bits_ = std::max(bits_ + 1, 6);
    slots_.assign(size_t{1} << bits_, Slot{});
    for (const Slot& s : old) {
      if (s.id == kAbsent) continue;
      size_t i = Home(s.key);
      while (slots_[i].id != kAbsent) i = (i + 1) & (slots_.size() - 1);
      slots_[i] = s;
    }
  }

  std::vector<Slot> slots_;
  int bits_ = 0;  // slots_.size() == 2^bits_
  size_t size_ = 0;
};

}  // namespace concord

#endif  // CONCORD_RULES_KEY_IDS_H_
