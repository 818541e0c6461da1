// cjk_substrings.h — the candidate renderings of equivalents learning (rules/equivalents.h):
// the short substrings of a text's runs of Han, Hangul and Kana letters, each with a hash.
//
//   std::vector<HashedSubstring> grams;
//   AppendCjkSubstrings(prose, 8, &grams);     // each unit of one side of a bead
//   SortUniqueSubstrings(&grams);               // each distinct substring once
//   CjkSubstringsReference(prose, 8);           // the same set, spelled out (tests)
//
// Learning counts every substring of up to eight code points of every CJK run, eight per
// character, so this is the learner's innermost loop. AppendCjkSubstrings reads each code
// point once and hashes the substrings that start at one character as it extends them, instead
// of making and hashing a string per substring; CjkSubstringsReference is its plain twin, which
// the tests hold it equal to.
#ifndef CONCORD_RULES_CJK_SUBSTRINGS_H_
#define CONCORD_RULES_CJK_SUBSTRINGS_H_

#include <cstddef>
#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <vector>

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

// Sorts `substrings` and keeps each distinct text once.
void SortUniqueSubstrings(std::vector<HashedSubstring>* substrings);

// The distinct substrings AppendCjkSubstrings finds, made one string at a time.
std::set<std::string> CjkSubstringsReference(std::string_view text, size_t max_chars);

}  // namespace concord

#endif  // CONCORD_RULES_CJK_SUBSTRINGS_H_
