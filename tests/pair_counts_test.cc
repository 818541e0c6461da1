#include "rules/pair_counts.h"

#include <algorithm>
#include <boost/test/unit_test.hpp>
#include <cstdint>
#include <random>
#include <vector>

using namespace concord;

namespace {

std::vector<PairCount> SortedByWordAndGram(std::vector<PairCount> pairs) {
  std::sort(pairs.begin(), pairs.end(), [](const PairCount& l, const PairCount& r) {
    return std::pair(l.word, l.gram) < std::pair(r.word, r.gram);
  });
  return pairs;
}

// `count` distinct ids below `below`, in a shuffled order.
std::vector<uint32_t> DistinctIds(std::mt19937& rng, uint32_t below, size_t count) {
  std::vector<uint32_t> all(below);
  for (uint32_t i = 0; i < below; ++i) all[i] = i;
  std::shuffle(all.begin(), all.end(), rng);
  all.resize(std::min<size_t>(count, below));
  return all;
}

}  // namespace

// Rows of a few words and many grams from a small vocabulary, so that pairs repeat, in runs of
// rows of one document and documents that come back later (counted again each time): the
// counts are those of a map filled row by row, with and without a filter on the pairs.
BOOST_AUTO_TEST_CASE(pair_counts_equal_a_map_filled_row_by_row) {
  std::mt19937 rng(7);
  constexpr uint32_t kWords = 40, kGrams = 300;
  std::vector<std::vector<uint32_t>> words, grams;
  std::vector<uint32_t> documents;
  for (int i = 0; i < 600; ++i) {
    words.push_back(DistinctIds(rng, kWords, rng() % 6));
    grams.push_back(DistinctIds(rng, kGrams, rng() % 40));
    documents.push_back(i % 50 < 45 ? static_cast<uint32_t>(i / 7) % 9 : 3);
  }
  std::vector<ObservedIds> rows;
  for (size_t i = 0; i < words.size(); ++i) rows.push_back({documents[i], words[i], grams[i]});
  auto every = [](uint32_t) { return [](uint32_t) { return true; }; };
  auto some = [](uint32_t w) { return [w](uint32_t g) { return (w + g) % 3 != 0; }; };
  const std::vector<PairCount> all = CountPairs(rows, kWords, kGrams, every);
  BOOST_TEST((SortedByWordAndGram(all) == CountPairsReference(rows, every)));
  BOOST_TEST((SortedByWordAndGram(CountPairs(rows, kWords, kGrams, some)) ==
              CountPairsReference(rows, some)));
  BOOST_TEST(std::is_sorted(all.begin(), all.end(), [](const PairCount& l, const PairCount& r) {
    return l.word < r.word;
  }));
  BOOST_TEST(std::any_of(all.begin(), all.end(), [](const PairCount& p) {
    return p.documents > 1 && p.documents < p.rows;
  }));
}

// No rows, and rows without words or without grams: no pairs.
BOOST_AUTO_TEST_CASE(pair_counts_of_rows_without_pairs_are_empty) {
  auto every = [](uint32_t) { return [](uint32_t) { return true; }; };
  BOOST_TEST(CountPairs({}, 3, 3, every).empty());
  const std::vector<uint32_t> ids = {0, 2};
  const std::vector<ObservedIds> rows = {{0, ids, {}}, {1, {}, ids}};
  BOOST_TEST(CountPairs(rows, 3, 3, every).empty());
  BOOST_TEST(CountPairsReference(rows, every).empty());
}
