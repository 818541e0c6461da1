// gram_trie.h — a set of CJK substrings that holds every prefix of each of its members, walked
// one code point at a time: how equivalents learning counts, in its observations without
// words, the substrings it wants (rules/equivalents.cc CountUnpaired).
//
//   GramTrie trie;
//   trie.Add(GramTrie::kRoot, U'헬', 7);        // id 7 is "헬"
//   trie.Add(7, U'름', 9);                      // id 9 is "헬름": 7's string, then 름
//   VisitCjkSubstringsIn(text, 8, trie, [&](uint32_t id) { ++count[id]; });
//
// VisitCjkSubstrings (cjk_substrings.h) finds a substring by hashing its bytes as it extends
// it and comparing the string it finds under that hash with it, a comparison as long as the
// substring at each step; a walk of the trie finds the next substring from the last one and a
// code point, by an integer key. The edges are an open-addressing table (linear probing, a
// power-of-two size) keyed by (parent id, code point), as align/anchors.h numbers anchors.
// VisitCjkSubstringsIn visits the ids of the substrings VisitCjkSubstrings visits when told to
// go on exactly at the members of the set, which equivalents_test holds it to.
#ifndef CONCORD_RULES_GRAM_TRIE_H_
#define CONCORD_RULES_GRAM_TRIE_H_

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

#include "rules/cjk_substrings.h"
#include "text/unicode.h"

namespace concord {

class GramTrie {
 public:
  static constexpr uint32_t kAbsent = UINT32_MAX;
  static constexpr uint32_t kRoot = UINT32_MAX - 1;  // the empty string

  // Makes `id` the child of `parent` (an id added before, or kRoot) by code point `c`: the
  // string of `id` is the string of `parent` followed by `c`. REQUIRES: id < kRoot, and no
  // child of `parent` by `c` yet.
  void Add(uint32_t parent, char32_t c, uint32_t id) {
    if (2 * (size_ + 1) > slots_.size()) Grow();
    const uint64_t key = Key(parent, c);
    size_t i = Home(key);
    while (slots_[i].id != kAbsent) i = (i + 1) & (slots_.size() - 1);
    slots_[i] = {key, id};
    ++size_;
  }
  // The child of `parent` by `c`, or kAbsent.
  uint32_t Child(uint32_t parent, char32_t c) const {
    if (slots_.empty()) return kAbsent;
    const uint64_t key = Key(parent, c);
    for (size_t i = Home(key);; i = (i + 1) & (slots_.size() - 1)) {
      const Slot& slot = slots_[i];
      if (slot.id == kAbsent || slot.key == key) return slot.id;
    }
  }
  size_t size() const { return size_; }

 private:
  struct Slot {
    uint64_t key = 0;
    uint32_t id = kAbsent;  // kAbsent: empty
  };
  // Code points take 21 bits; the parent, kRoot included, fits in the 43 above them.
  static uint64_t Key(uint32_t parent, char32_t c) {
    return (uint64_t{parent} + 1) << 21 | static_cast<uint64_t>(c);
  }
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

// Calls visit(id) (a uint32_t) for each substring of 1 to `max_chars` code points of each
// maximal run of CJK letters (IsRenderingLetter) of `text` that `trie` holds and whose every
// prefix it holds, those that start at one code point shortest first: the substrings
// VisitCjkSubstrings visits where it is told to go on exactly at the trie's members.
template <typename Visit>
void VisitCjkSubstringsIn(std::string_view text, size_t max_chars, const GramTrie& trie,
                          Visit visit) {
  std::vector<char32_t> run;  // the code points of the current run
  auto walk = [&] {
    for (size_t i = 0; i < run.size(); ++i) {
      uint32_t node = GramTrie::kRoot;
      for (size_t n = 1; n <= max_chars && i + n <= run.size(); ++n) {
        node = trie.Child(node, run[i + n - 1]);
        if (node == GramTrie::kAbsent) break;
        visit(node);
      }
    }
    run.clear();
  };
  for (size_t pos = 0; pos < text.size();) {
    const char32_t c = NextCodePoint(text, &pos);
    if (IsRenderingLetter(c))
      run.push_back(c);
    else if (!run.empty())
      walk();
  }
  if (!run.empty()) walk();
}

}  // namespace concord

#endif  // CONCORD_RULES_GRAM_TRIE_H_
