// cjk_substrings.h — the candidate renderings of equivalents learning (rules/equivalents.h):
// the short substrings of a text's runs of Han, Hangul and Kana letters, each with a hash.
//
//   std::vector<HashedSubstring> grams;
//   AppendCjkSubstrings(prose, 8, &grams);     // each unit of one side of a bead
//   SortUniqueSubstrings(&grams);               // each distinct substring once
//   CjkSubstringsReference(prose, 8);           // the same set, spelled out (tests)
//   VisitCjkSubstrings(prose, 8, [&](const HashedSubstring& s) { return known.count(s.text); });
//
// Learning counts every substring of up to eight code points of every CJK run, eight per
// character. The learner walks them in a trie of the substrings it has numbered
// (rules/gram_trie.h WalkCjkSubstrings); these hashed visits are what the tests hold that walk
// to. AppendCjkSubstrings reads each code point once and hashes the substrings that start at
// one character as it extends them, instead of making and hashing a string per substring;
// CjkSubstringsReference is its plain twin, which the tests hold it equal to.
#ifndef CONCORD_RULES_CJK_SUBSTRINGS_H_
#define CONCORD_RULES_CJK_SUBSTRINGS_H_

#include <cstddef>
#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "text/unicode.h"

namespace concord {

// The letters of a rendering: Han, Hangul and Kana, and the Katakana length mark that Kana
// names are written with.
bool IsRenderingLetter(char32_t c);

// A substring of a text (a view into it) and SubstringHash(text).
struct HashedSubstring {
  uint64_t hash;
  std::string_view text;
};

// The hash AppendCjkSubstrings gives `text`: 64-bit FNV-1a of its bytes.
uint64_t SubstringHash(std::string_view text);

// Appends to `out` every substring of 1 to `max_chars` code points of each maximal run of CJK
// letters (IsRenderingLetter) of `text`; runs end at spaces, punctuation and other scripts. A
// substring that occurs twice is appended twice. The views point into `text`.
void AppendCjkSubstrings(std::string_view text, size_t max_chars,
                         std::vector<HashedSubstring>* out);

// Calls visit(substring) (a HashedSubstring) for the substrings AppendCjkSubstrings finds, those
// that start at one code point shortest first; where visit returns false, the longer ones
// that start there are skipped. A learner looking for the substrings of a set that holds
// every prefix of each of its members (as the set of all substrings of some texts does) visits
// each of those found, and past them only one substring per start.
template <typename Visit>
void VisitCjkSubstrings(std::string_view text, size_t max_chars, Visit visit);

// The substrings of `text` that VisitCjkSubstrings(text, max_chars, visit) is called for and
// `known` holds, where `known` holds every prefix of each of its members: those of
// CjkSubstringsReference(text, max_chars) in `known`, found one string at a time.
std::set<std::string> KnownCjkSubstringsReference(std::string_view text, size_t max_chars,
                                                  const std::set<std::string>& known);

// Sorts `substrings` and keeps each distinct text once.
void SortUniqueSubstrings(std::vector<HashedSubstring>* substrings);

// The distinct substrings AppendCjkSubstrings finds, made one string at a time.
std::set<std::string> CjkSubstringsReference(std::string_view text, size_t max_chars);

namespace cjk_substrings_internal {

// Calls flush(starts) for each maximal run of CJK letters of `text`, `starts` holding the byte
// offset of each of its code points and then the run's end.
template <typename F>
void ForEachCjkRun(std::string_view text, std::vector<size_t>* starts, F flush);

// 64-bit FNV-1a of `bytes`, continued from `h`.
inline uint64_t FnvAdd(uint64_t h, std::string_view bytes) {
  for (unsigned char c : bytes) {
    h ^= c;
    h *= 1099511628211ULL;
  }
  return h;
}
constexpr uint64_t kFnvBasis = 1469598103934665603ULL;

template <typename F>
void ForEachCjkRun(std::string_view text, std::vector<size_t>* starts, F flush) {
  starts->clear();
  size_t pos = 0;
  while (pos < text.size()) {
    const size_t here = pos;
    if (IsRenderingLetter(NextCodePoint(text, &pos))) {
      if (starts->empty()) starts->push_back(here);
      starts->push_back(pos);
    } else if (!starts->empty()) {
      flush(*starts);
      starts->clear();
    }
  }
  if (!starts->empty()) flush(*starts);
}

}  // namespace cjk_substrings_internal

template <typename Visit>
void VisitCjkSubstrings(std::string_view text, size_t max_chars, Visit visit) {
  using namespace cjk_substrings_internal;
  std::vector<size_t> starts;
  ForEachCjkRun(text, &starts, [&](const std::vector<size_t>& run) {
    for (size_t i = 0; i + 1 < run.size(); ++i) {
      uint64_t h = kFnvBasis;  // of the substring from code point i to i + n, as it grows
      for (size_t n = 1; n <= max_chars && i + n < run.size(); ++n) {
        h = FnvAdd(h, text.substr(run[i + n - 1], run[i + n] - run[i + n - 1]));
        if (!visit(HashedSubstring{h, text.substr(run[i], run[i + n] - run[i])})) break;
      }
    }
  });
}

}  // namespace concord

#endif  // CONCORD_RULES_CJK_SUBSTRINGS_H_
