// gram_trie.h — CJK substrings numbered in a trie, found one code point at a time: how
// equivalents learning numbers the substrings of its observations (rules/equivalents.cc), and
// counts, in its observations without words, the substrings it wants.
//
//   GramIds grams;
//   WalkCjkSubstrings(text, 8, [&](uint32_t node, char32_t c, std::string_view gram) {
//     return grams.Id(node, c, gram);             // gram's id: node's string, then c
//   });
//   grams.Child(grams.Id("헬"), U'름') == grams.Id("헬름");
//
// A substring is found from the one a code point shorter and that code point, by an integer
// key, where a table of strings would hash the substring's bytes and compare the string it
// finds with it, as long as the substring at each step. The edges are an
// open-addressing table (linear probing, a power-of-two size) keyed by (parent id, code
// point) (key_ids.h). WalkCjkSubstrings visits the substrings
// AppendCjkSubstrings (cjk_substrings.h) finds; equivalents_test holds the walks to
// VisitCjkSubstrings (the same substrings) and the ids to a map filled in order.
#ifndef CONCORD_RULES_GRAM_TRIE_H_
#define CONCORD_RULES_GRAM_TRIE_H_

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "rules/cjk_substrings.h"
#include "rules/key_ids.h"
#include "text/unicode.h"

namespace concord {

class GramTrie {
 public:
  static constexpr uint32_t kAbsent = KeyIds::kAbsent;
  static constexpr uint32_t kRoot = UINT32_MAX - 1;  // the empty string

  // The child of `parent` (an id given before, or kRoot) by code point `c`; made `id` (which
  // REQUIRES id < kRoot) when there is none.
  uint32_t ChildOr(uint32_t parent, char32_t c, uint32_t id) {
    return edges_.IdOr(Key(parent, c), id);
  }
  // The child of `parent` by `c`, or kAbsent.
  uint32_t Child(uint32_t parent, char32_t c) const { return edges_.Find(Key(parent, c)); }
  size_t size() const { return edges_.size(); }

 private:
  // Code points take 21 bits; the parent, kRoot included, fits in the 43 above them.
  static uint64_t Key(uint32_t parent, char32_t c) {
    return (uint64_t{parent} + 1) << 21 | static_cast<uint64_t>(c);
  }

  KeyIds edges_;
};

// CJK substrings numbered in order of first sight, each found from its prefix a code point
// shorter (the trie's parent) and its last code point. The contract is that of
// std::unordered_map<std::string, uint32_t> filled with the next id on a miss, which the tests
// hold it to.
class GramIds {
 public:
  // The id of `gram`, the string of `parent` (an id, or GramTrie::kRoot) followed by code point
  // `c`: the one it was given, or the next (ids count from 0). REQUIRES: `gram` is that string.
  uint32_t Id(uint32_t parent, char32_t c, std::string_view gram) {
    const auto next = static_cast<uint32_t>(strings_.size());
    const uint32_t id = trie_.ChildOr(parent, c, next);
    if (id == next) strings_.emplace_back(gram);
    return id;
  }
  // The id of `gram`, found (or numbered, with each of its prefixes that has none) one code
  // point after another.
  uint32_t Id(std::string_view gram) {
    uint32_t node = GramTrie::kRoot;
    for (size_t pos = 0; pos < gram.size();) {
      const char32_t c = NextCodePoint(gram, &pos);
      node = Id(node, c, gram.substr(0, pos));
    }
    return node;
  }
  // The id of the string of `parent` followed by `c`, or GramTrie::kAbsent when it has none.
  uint32_t Child(uint32_t parent, char32_t c) const { return trie_.Child(parent, c); }
  // Every string, by id.
  const std::vector<std::string>& strings() const { return strings_; }
  size_t size() const { return strings_.size(); }

 private:
  GramTrie trie_;
  std::vector<std::string> strings_;
};

// The longest substring WalkCjkSubstrings walks, in code points.
inline constexpr size_t kMaxWalkChars = 16;

// Walks each maximal run of CJK letters (IsRenderingLetter) of `text` from each of its code
// points: from node GramTrie::kRoot, for the substrings of 1 to `max_chars` code points that
// start there, shorter before longer, node = step(node, c, substring) (a uint32_t), c being
// the substring's last code point; the walk from that start stops where step returns
// GramTrie::kAbsent. The substrings are views into `text`; those that end at one code point
// are stepped to together, the longest first, so no run is held. REQUIRES: max_chars <=
// kMaxWalkChars.
template <typename Step>
void WalkCjkSubstrings(std::string_view text, size_t max_chars, Step step) {
  struct Walk {
    uint32_t node;
    uint32_t chars;  // of the substring walked to
    size_t begin;    // where it begins
  };
  Walk walks[kMaxWalkChars];  // under way: the substrings that end at the last code point
  size_t count = 0;
  for (size_t pos = 0; pos < text.size();) {
    // ASCII, the Latin words and spaces among the letters, ends every walk: a byte at a time,
    // undecoded.
    if (static_cast<unsigned char>(text[pos]) < 0x80) {
      count = 0;
      ++pos;
      continue;
    }
    const size_t here = pos;
    const char32_t c = NextCodePoint(text, &pos);
    // Han ideographs and Hangul syllables, most of the letters asked about, without a lookup.
    if (!unicode_internal::IsHanBlock(c) && !unicode_internal::IsHangulSyllable(c) &&
        !IsRenderingLetter(c)) {
      count = 0;
      continue;
    }
    size_t kept = 0;
    for (size_t k = 0; k < count; ++k) {
      const Walk& w = walks[k];
      if (w.chars == max_chars) continue;
      const uint32_t node = step(w.node, c, std::string_view(text.data() + w.begin, pos - w.begin));
      if (node != GramTrie::kAbsent) walks[kept++] = {node, w.chars + 1, w.begin};
    }
    if (max_chars > 0) {
      const uint32_t node =
          step(GramTrie::kRoot, c, std::string_view(text.data() + here, pos - here));
      if (node != GramTrie::kAbsent) walks[kept++] = {node, 1, here};
    }
    count = kept;
  }
}

}  // namespace concord

#endif  // CONCORD_RULES_GRAM_TRIE_H_
