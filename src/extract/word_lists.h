// word_lists.h — the fixed English word lists the name and term extractors consult.
//
//   if (Contains<kTermStopwords>(word)) continue;   // "which" is never a term
//
// Each list is sorted (checked at compile time) and looked up by halves, after two checks that
// rule out most words without a comparison: the word's first byte and its length. Inline: the
// lookups run once per Latin word of every unit.
#ifndef CONCORD_EXTRACT_WORD_LISTS_H_
#define CONCORD_EXTRACT_WORD_LISTS_H_

#include <algorithm>
#include <array>
#include <cstdint>
#include <string_view>

namespace concord::extract {

// Lowercase words that may stand inside a name between two of its words: "of" and the
// particles of personal names ("Bank of America", "Ludwig van Beethoven"). Articles and the
// prepositions that join a verb to its object or an infinitive (a, the, to, for) are left
// out: "Stop a Docker container", "Switch to Kubernetes" are a verb and a name, not one name;
// so are "and"/"or", which join two names in a list.
inline constexpr std::array<std::string_view, 11> kNameConnectors = {
    "da", "de", "del", "der", "di", "du", "la", "le", "of", "van", "von"};

// Lowercase English function words that are never a "term kept in English".
inline constexpr std::array<std::string_view, 40> kTermStopwords = {
    "all",   "and",   "any",   "are",   "but", "can", "for",  "from", "has",   "have",
    "how",   "its",   "not",   "one",   "our", "per", "that", "the",  "their", "then",
    "there", "these", "this",  "those", "two", "use", "via",  "was",  "were",  "what",
    "when",  "where", "which", "while", "who", "why", "will", "with", "you",   "your",
};

// Which ASCII bytes start a word of the set, and its longest word: most words looked up are
// ruled out by these two before any comparison.
template <size_t N>
constexpr std::array<uint64_t, 2> FirstBytes(const std::array<std::string_view, N>& set) {
  std::array<uint64_t, 2> bits{};
  for (std::string_view w : set) {
    const auto b = static_cast<unsigned char>(w.front());
    bits[b / 64] |= uint64_t{1} << (b % 64);
  }
  return bits;
}
template <size_t N>
constexpr size_t LongestWord(const std::array<std::string_view, N>& set) {
  size_t n = 0;
  for (std::string_view w : set) n = std::max(n, w.size());
  return n;
}

// Whether `word` is one of kSet's words (compared exactly, case included).
template <const auto& kSet>
bool Contains(std::string_view word) {
  static constexpr std::array<uint64_t, 2> kFirst = FirstBytes(kSet);
  static constexpr size_t kLongest = LongestWord(kSet);
  if (word.empty() || word.size() > kLongest) return false;
  const auto b = static_cast<unsigned char>(word.front());
  if (b >= 128 || !(kFirst[b / 64] >> (b % 64) & 1)) return false;
  return std::binary_search(kSet.begin(), kSet.end(), word);
}
// Contains() searches by halves: the word lists are kept sorted.
static_assert(std::is_sorted(kNameConnectors.begin(), kNameConnectors.end()));
static_assert(std::is_sorted(kTermStopwords.begin(), kTermStopwords.end()));

}  // namespace concord::extract

#endif  // CONCORD_EXTRACT_WORD_LISTS_H_
