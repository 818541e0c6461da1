// LatinWordKeys against its plain reference, a std::set of NormalizeKey of each word that
// ForEachLatinWord gives, on generated texts: Has for every key of a text and for keys it
// lacks, KeyAt at every byte of every text; and one table read again for other texts.
#include "rules/latin_words.h"

#include <algorithm>
#include <boost/test/unit_test.hpp>
#include <random>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "text/unicode.h"

using namespace concord;

namespace {

// "w1|w2|…": the words ForEachLatinWord gives.
std::string Visited(std::string_view text) {
  std::string out;
  ForEachLatinWord(text, [&](std::string_view w) {
    if (!out.empty()) out += '|';
    out += w;
  });
  return out;
}

// Pieces of every kind the reader and NormalizeKey tell apart: ASCII in both cases and digits,
// accented and full-width letters and a ligature (normalized without ICU and with it), Han and
// Hangul (stepped over), Kana, spaces and punctuation.
const std::vector<std::string_view> kPieces = {
    "a",    "Helm", "HTTP", "v2", "3", "é", "É", "ß",  "Ａ", "ﬁ", "Straße", "ǅ",
    "헬름", "图表", "カ",   " ",  "-", ".", "’", "、", "\n", "x", "0",      "Ünïcode"};

std::string RandomText(std::mt19937& rng, int pieces) {
  std::uniform_int_distribution<size_t> pick(0, kPieces.size() - 1);
  std::string text;
  for (int i = 0; i < pieces; ++i) text += kPieces[pick(rng)];
  return text;
}

// The reference: each word's NormalizeKey, with where it starts.
struct Reference {
  std::set<std::string> keys;
  std::vector<std::vector<std::pair<size_t, std::string_view>>> words;  // by text: (begin, word)
};

Reference ReferenceOf(const std::vector<std::string_view>& texts) {
  Reference r;
  for (std::string_view text : texts) {
    r.words.emplace_back();
    ForEachLatinWord(text, [&](std::string_view w) {
      r.keys.insert(NormalizeKey(w));
      r.words.back().emplace_back(static_cast<size_t>(w.data() - text.data()), w);
    });
  }
  return r;
}

void CheckAgainstReference(const LatinWordKeys& table, const std::vector<std::string_view>& texts) {
  const Reference r = ReferenceOf(texts);
  for (const std::string& key : r.keys) BOOST_TEST(table.Has(key), key);
  for (std::string_view absent : {"", "zz", "helmx", "héLm", "a a"})
    BOOST_TEST(table.Has(absent) == (r.keys.count(std::string(absent)) > 0), absent);
  for (size_t t = 0; t < texts.size(); ++t) {
    for (const auto& [begin, w] : r.words[t]) {
      const std::optional<std::string_view> key = table.KeyAt(t, begin, w);
      BOOST_TEST_REQUIRE(key.has_value(), w);
      BOOST_TEST(*key == NormalizeKey(w), w);
      // A word that is not the whole word there, or read where the next text lacks it, has no
      // key.
      if (w.size() > 1) BOOST_TEST(!table.KeyAt(t, begin, w.substr(0, w.size() - 1)), w);
      const bool next_has = t + 1 < texts.size() &&
                            std::any_of(r.words[t + 1].begin(), r.words[t + 1].end(),
                                        [&](const auto& pw) { return pw == std::pair(begin, w); });
      BOOST_TEST(table.KeyAt(t + 1, begin, w).has_value() == next_has, w);
    }
    for (size_t begin = 0; begin < texts[t].size(); ++begin) {
      const bool word_here = std::any_of(r.words[t].begin(), r.words[t].end(),
                                         [&](const auto& pw) { return pw.first == begin; });
      if (!word_here) BOOST_TEST(!table.KeyAt(t, begin, texts[t].substr(begin, 1)));
    }
  }
}

BOOST_AUTO_TEST_CASE(words_are_maximal_runs_of_latin_letters_and_ascii_digits) {
  BOOST_TEST(Visited("Helm 차트의 v2") == "Helm|v2");
  BOOST_TEST(Visited("Straße-Ａ.ﬁx") == "Straße|Ａ|ﬁx");
  BOOST_TEST(Visited("图表Helm헬름") == "Helm");
  BOOST_TEST(Visited("") == "");
}

BOOST_AUTO_TEST_CASE(keys_are_normalize_key_of_each_word) {
  const std::vector<std::string_view> texts = {"Helm 차트의 HTTP", "Straße Ａ ﬁx helm"};
  const LatinWordKeys table(texts);
  BOOST_TEST(table.Has("helm"));
  BOOST_TEST(table.Has("strasse") == (NormalizeKey("Straße") == "strasse"));
  BOOST_TEST(table.Has(NormalizeKey("Ａ")));
  BOOST_TEST(table.Has(NormalizeKey("ﬁx")));
  BOOST_TEST(!table.Has("Helm"));
  BOOST_TEST(*table.KeyAt(0, 0, "Helm") == "helm");
  BOOST_TEST(!table.KeyAt(0, 1, "elm"));
  CheckAgainstReference(table, texts);
}

BOOST_AUTO_TEST_CASE(generated_texts_match_the_reference_and_a_table_read_again) {
  std::mt19937 rng(19);
  LatinWordKeys reused;
  for (int round = 0; round < 300; ++round) {
    std::vector<std::string> owned;
    const int n = 1 + round % 4;
    for (int i = 0; i < n; ++i) owned.push_back(RandomText(rng, 1 + round % 17));
    const std::vector<std::string_view> texts(owned.begin(), owned.end());
    CheckAgainstReference(LatinWordKeys(texts), texts);
    reused.Read(texts);
    CheckAgainstReference(reused, texts);
  }
}

}  // namespace
