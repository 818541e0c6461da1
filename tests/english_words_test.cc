// Tests for extract/english_words.h: the word list compiled in at build time and the lookups
// the name extractor and the untranslated check make in it.
#include "extract/english_words.h"

#include <boost/test/unit_test.hpp>
#include <string_view>

namespace concord {
namespace {

// The lookups search by halves: the list must be sorted as std::string_view compares, each
// word between two newlines, none twice.
BOOST_AUTO_TEST_CASE(list_is_sorted) {
  const std::string_view list = EnglishWordList();
  BOOST_TEST_REQUIRE(list.size() > 2u);
  BOOST_TEST(list.front() == '\n');
  BOOST_TEST(list.back() == '\n');
  std::string_view previous;
  size_t words = 0;
  for (size_t pos = 1; pos < list.size();) {
    const size_t end = list.find('\n', pos);
    const std::string_view word = list.substr(pos, end - pos);
    BOOST_TEST_REQUIRE(!word.empty());
    const bool in_order = previous < word;
    BOOST_TEST_REQUIRE(in_order, previous << " before " << word);
    previous = word;
    pos = end + 1;
    ++words;
  }
  BOOST_TEST(words > 10000u);  // a real dictionary, not a stub
}

BOOST_AUTO_TEST_CASE(common_words) {
  // Lower case, capitalized, and every word of the list found, first and last included.
  for (std::string_view w : {"returns", "Returns", "the", "The", "please", "guide", "Guide"})
    BOOST_TEST(IsCommonEnglishWord(w), w);
  const std::string_view list = EnglishWordList();
  for (size_t pos = 1; pos < list.size();) {
    const size_t end = list.find('\n', pos);
    BOOST_TEST_REQUIRE(IsListedEnglishWord(list.substr(pos, end - pos)));
    pos = end + 1;
  }
  // Apostrophes either way, hyphenated words part by part.
  BOOST_TEST(IsCommonEnglishWord("don't"));
  BOOST_TEST(IsCommonEnglishWord("Don’t"));
  BOOST_TEST(IsCommonEnglishWord("Built-in"));
  BOOST_TEST(IsCommonEnglishWord("state-of-the-art"));
  BOOST_TEST(!IsCommonEnglishWord("Kubernetes-native"));
  // Proper nouns (listed only capitalized), unknown words, acronyms, CamelCase, digits.
  for (std::string_view w : {"Jacob", "America", "Kubernetes", "Zorblat", "TPUs", "GitHub", "NOTE",
                             "H100", "", "-", "a-", "Guide\nthe"})
    BOOST_TEST(!IsCommonEnglishWord(w), w);
  // Exact lookups: a capitalized form listed is a proper noun too.
  BOOST_TEST(IsListedEnglishWord("Dean"));
  BOOST_TEST(!IsListedEnglishWord("Guide"));
  BOOST_TEST(IsListedEnglishWord("guide"));
}

}  // namespace
}  // namespace concord
