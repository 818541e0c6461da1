// hashed_string_ids.h — numbers strings in order of first sight, looked up by a 64-bit hash the
// caller already has, so that a string is not hashed again for its lookup. Equivalents
// learning numbered its CJK substrings so until it found them in a trie instead
// (rules/gram_trie.h); nothing in the library uses it now.
//
//   HashedStringIds ids;
//   uint32_t id = ids.Id(SubstringHash(s), s);   // s's id: the one it had, or the next
//   ids.Find(SubstringHash(s), s);               // its id, or HashedStringIds::kAbsent
//   ids.strings()[id] == s;
//
// An open-addressing table (linear probing, a power-of-two size, each slot holding the hash
// and the id), as align/anchors.h numbers anchors: the learner asks for an id once per
// substring of its observations, from far fewer distinct ones, so a lookup is a probe of a flat
// array, not a walk through a node-based map. Two strings with one hash are two ids: a slot
// matches only when its string is the one asked for. The contract is that of
// std::unordered_map<std::string, uint32_t> filled with the next id on a miss, which the tests
// hold it to.
#ifndef CONCORD_RULES_HASHED_STRING_IDS_H_
#define CONCORD_RULES_HASHED_STRING_IDS_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace concord {

class HashedStringIds {
 public:
  static constexpr uint32_t kAbsent = UINT32_MAX;

  // The id of `s`, whose hash is `hash`: the one it was given, or the next (ids count from 0).
  // REQUIRES: the same string is always given with the same hash.
  uint32_t Id(uint64_t hash, std::string_view s);
  // The id of `s`, or kAbsent when it has none.
  uint32_t Find(uint64_t hash, std::string_view s) const;
  // Every string, by id.
  const std::vector<std::string>& strings() const { return strings_; }
  size_t size() const { return strings_.size(); }

 private:
  struct Slot {
    uint64_t hash = 0;
    uint32_t id = kAbsent;  // kAbsent: empty
  };
  // The first slot to probe: the top bits of the hash times 2^64/φ (Fibonacci hashing).
  size_t Home(uint64_t hash) const {
    return static_cast<size_t>((hash * 0x9E3779B97F4A7C15ull) >> (64 - bits_));
  }
  void Grow();

  std::vector<Slot> slots_;
  int bits_ = 0;  // slots_.size() == 2^bits_
  std::vector<std::string> strings_;
};

}  // namespace concord

#endif  // CONCORD_RULES_HASHED_STRING_IDS_H_
