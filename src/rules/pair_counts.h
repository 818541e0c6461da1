// pair_counts.h — how often two kinds of items (words and substrings, by id) are seen together
// in the same observations: the equivalents learner's count of each (candidate word, CJK
// substring) pair of one direction (rules/equivalents.h).
//
//   std::vector<ObservedIds> rows = {{document, words, grams}, ...};   // spans into the caller's
//   auto may_pair = [&](uint32_t w) { return [&, w](uint32_t g) { return ...; }; };
//   for (const PairCount& p : CountPairs(rows, word_ids, gram_ids, may_pair)) ...
//   CountPairsReference(rows, may_pair);   // the same counts, from a std::map (tests)
//
// CountPairs reads the rows word by word (an index of each word's rows, made first) and counts
// the substrings of one word's rows in arrays indexed by substring id, cleared after the word:
// an array increment per pair seen, where a table keyed by both ids hashes and probes for each.
// The work is the pairs seen plus the ids, linear in the rows. pair_counts_test holds it to
// CountPairsReference.
#ifndef CONCORD_RULES_PAIR_COUNTS_H_
#define CONCORD_RULES_PAIR_COUNTS_H_

#include <cstddef>
#include <cstdint>
#include <map>
#include <span>
#include <utility>
#include <vector>

namespace concord {

// One observation: the document it is from, and the ids of the words and of the substrings it
// holds, each id once.
struct ObservedIds {
  uint32_t document = 0;
  std::span<const uint32_t> words;
  std::span<const uint32_t> grams;
};

// One (word, gram) pair seen together, and how often.
struct PairCount {
  uint32_t word = 0, gram = 0;
  uint32_t rows = 0;       // the rows that hold both
  uint32_t documents = 0;  // among those rows, in order, each row of another document than the
                           // row before it: the distinct documents where each one's rows are
                           // contiguous, as the learner adds them
  bool operator==(const PairCount&) const = default;
};

// Every pair (w, g) of a word and a gram that some row holds and for which may_pair(w)(g) is
// true, with its counts: by word, then a word's grams in order of first sight. may_pair(w) is
// asked once per word, its answer once per gram of the word's rows. REQUIRES: each word id <
// `words`, each gram id < `grams`, each id once in its row's list.
template <typename MayPair>
std::vector<PairCount> CountPairs(std::span<const ObservedIds> rows, size_t words, size_t grams,
                                  MayPair may_pair) {
  // Each word's rows, in order: the rows of word w are rows_of[begin[w] .. begin[w + 1]).
  std::vector<uint32_t> begin(words + 1, 0);
  for (const ObservedIds& r : rows)
    for (uint32_t w : r.words) ++begin[w + 1];
  for (size_t w = 0; w < words; ++w) begin[w + 1] += begin[w];
  std::vector<uint32_t> rows_of(begin[words]), filled(begin.begin(), begin.end() - 1);
  for (size_t i = 0; i < rows.size(); ++i)
    for (uint32_t w : rows[i].words) rows_of[filled[w]++] = static_cast<uint32_t>(i);
  std::vector<PairCount> out;
  // Of the word being read, by gram: the rows that hold both (0: none yet), the documents
  // among them, and 1 + the document of the last row counted.
  std::vector<uint32_t> together(grams), documents(grams), last_document(grams);
  std::vector<uint32_t> seen;  // the grams of the word being read, in order
  for (uint32_t w = 0; w < words; ++w) {
    if (begin[w] == begin[w + 1]) continue;
    const auto pairs_with_w = may_pair(w);
    for (uint32_t k = begin[w]; k < begin[w + 1]; ++k) {
      const ObservedIds& r = rows[rows_of[k]];
      const uint32_t document = r.document + 1;
      for (uint32_t g : r.grams) {
        if (!pairs_with_w(g)) continue;
        if (together[g]++ == 0) seen.push_back(g);
        if (last_document[g] != document) {
          last_document[g] = document;
          ++documents[g];
        }
      }
    }
    for (uint32_t g : seen) {
      out.push_back({w, g, together[g], documents[g]});
      together[g] = documents[g] = last_document[g] = 0;
    }
    seen.clear();
  }
  return out;
}

// CountPairs' pairs and counts, from a map by (word, gram) filled row by row: sorted by word,
// then gram.
template <typename MayPair>
std::vector<PairCount> CountPairsReference(std::span<const ObservedIds> rows, MayPair may_pair) {
  std::map<std::pair<uint32_t, uint32_t>, std::pair<PairCount, uint32_t>> counts;  // → last doc
  for (const ObservedIds& r : rows)
    for (uint32_t w : r.words)
      for (uint32_t g : r.grams) {
        if (!may_pair(w)(g)) continue;
        auto& [p, last] = counts[{w, g}];
        p = {w, g, p.rows + 1, p.documents + (p.rows == 0 || last != r.document ? 1 : 0)};
        last = r.document;
      }
  std::vector<PairCount> out;
  for (const auto& [key, p] : counts) out.push_back(p.first);
  return out;
}

}  // namespace concord

#endif  // CONCORD_RULES_PAIR_COUNTS_H_
