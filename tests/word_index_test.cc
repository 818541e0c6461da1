// ForEachWordRun against WordRuns, its plain twin, at every start of generated texts; and
// WordIndex::HasWords against a search of the text's words one place after another, for an
// index of one text and of the same text given in pieces.
#include "rules/word_index.h"

#include <algorithm>
#include <boost/test/unit_test.hpp>
#include <random>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "rules/entity_match.h"

using namespace concord;

namespace {

// "w1|w2|…": the words ForEachWordRun gives.
std::string Visited(std::string_view text) {
  std::string out;
  ForEachWordRun(text, [&](std::string_view w) {
    if (!out.empty()) out += '|';
    out += w;
  });
  return out;
}

std::string Joined(const std::vector<std::string>& words) {
  std::string out;
  for (const std::string& w : words) out += (out.empty() ? "" : "|") + w;
  return out;
}

// Pieces that make words, word boundaries, digit runs and multi-byte code points of every
// kind the word reader tells apart.
const std::vector<std::string_view> kPieces = {"a",  "box", "boxes", "es", "s", "3", "12",
                                               "０", "d",   "gb",    "é",  " ", " ", "-",
                                               ".",  "中",  "한",    "'",  "Ⅻ", "x"};

std::string Generate(std::mt19937* rng, size_t pieces) {
  std::uniform_int_distribution<size_t> pick(0, kPieces.size() - 1);
  std::string text;
  for (size_t i = 0; i < pieces; ++i) text += kPieces[pick(*rng)];
  return text;
}

// Whether the words of `key` occur consecutively in `text`, the last in a plural form: every
// place of the text tried in turn.
bool HasWordsReference(std::string_view text, std::string_view key) {
  const std::vector<std::string> words = WordRuns(text), k = WordRuns(key);
  if (k.empty()) return false;
  const std::vector<std::string> forms = PluralForms(k.back());
  for (size_t start = 0; start + k.size() <= words.size(); ++start) {
    bool match = true;
    for (size_t i = 0; i + 1 < k.size() && match; ++i) match = words[start + i] == k[i];
    if (match && std::find(forms.begin(), forms.end(), words[start + k.size() - 1]) != forms.end())
      return true;
  }
  return false;
}

}  // namespace

BOOST_AUTO_TEST_CASE(word_runs_examples) {
  struct Row {
    std::string_view text, words;
  } rows[] = {
      {"4MB 블록", "4|MB"}, {"cublas-like", "cublas|like"},
      {"3d", "3|d"},        {"v2x", "v2x"},
      {"12", "12"},         {"", ""},
      {"中文", ""},         {"a1b2 ３x", "a1b2|３|x"},
      {"1.5GB", "1|5|GB"},  {"l'été", "l|été"},
  };
  for (const Row& r : rows) {
    BOOST_TEST(Visited(r.text) == r.words, r.text);
    BOOST_TEST(Joined(WordRuns(r.text)) == r.words, r.text);
  }
}

BOOST_AUTO_TEST_CASE(for_each_word_run_equals_word_runs_at_every_start) {
  std::mt19937 rng(19);
  for (int n = 0; n < 300; ++n) {
    const std::string text = Generate(&rng, 40);
    for (size_t start = 0; start <= text.size(); ++start) {
      const std::string_view suffix = std::string_view(text).substr(start);
      BOOST_TEST_REQUIRE(Visited(suffix) == Joined(WordRuns(suffix)), suffix);
    }
  }
}

BOOST_AUTO_TEST_CASE(has_words_equals_a_search_place_by_place) {
  std::mt19937 rng(7);
  for (int n = 0; n < 300; ++n) {
    const std::string text = Generate(&rng, 60);
    // The same text in pieces cut at its spaces: an index of pieces reads them as if joined
    // by a space.
    std::vector<std::string> pieces(1);
    for (char c : text) {
      if (c == ' ' && rng() % 2 == 0) {
        pieces.emplace_back();
      } else {
        pieces.back() += c;
      }
    }
    std::string joined;
    for (const std::string& p : pieces) joined += p + " ";
    const std::vector<std::string_view> views(pieces.begin(), pieces.end());
    const WordIndex whole(joined), in_pieces{std::span<const std::string_view>(views)};
    for (int k = 0; k < 40; ++k) {
      const std::string key = Generate(&rng, 1 + rng() % 5);
      const bool expected = HasWordsReference(joined, key);
      BOOST_TEST_REQUIRE(whole.HasWords(key) == expected, key << " in " << joined);
      BOOST_TEST_REQUIRE(in_pieces.HasWords(key) == expected, key << " in " << joined);
    }
  }
}

BOOST_AUTO_TEST_CASE(word_list_answers_as_word_index) {
  std::mt19937 rng(11);
  for (int n = 0; n < 400; ++n) {
    const std::string text = Generate(&rng, 1 + rng() % 60);
    const WordIndex index(text);
    const WordList list(text);
    for (int k = 0; k < 40; ++k) {
      const std::string key = Generate(&rng, 1 + rng() % 8);
      BOOST_TEST_REQUIRE(list.HasWords(key) == index.HasWords(key), key << " in " << text);
    }
  }
}

// AsciiKeyWords against the words of the normalized text it stands for, on texts of ASCII
// words among the characters it steps over (CJK letters and punctuation, full-width and
// general punctuation, curly quotes) and the ones it leaves to normalizing (accented and
// full-width letters, full-width digits, Kana, Roman numerals).
BOOST_AUTO_TEST_CASE(ascii_key_words_equal_the_normalized_words) {
  const std::vector<std::string_view> pieces = {
      "Helm", "box", "4MB", "v2x", "3d", "12", " ",  "  ", "-",  ".",  "中", "한", "，", "。",
      "「",   "’",   "“",   "…",   "·",  "（", "＿", "é",  "Ａ", "３", "カ", "Ⅻ",  "\t"};
  std::mt19937 rng(23);
  std::uniform_int_distribution<size_t> pick(0, pieces.size() - 1);
  size_t ascii = 0;
  for (int n = 0; n < 4000; ++n) {
    std::string text;
    for (size_t i = 0, len = rng() % 12; i < len; ++i) text += pieces[pick(rng)];
    std::string lowered;
    std::vector<std::string_view> words;
    if (!AsciiKeyWords(text, &lowered, &words)) continue;
    ++ascii;
    std::vector<std::string> got(words.begin(), words.end());
    BOOST_TEST_REQUIRE(Joined(got) == Joined(WordRuns(NormalizeKeyOutsideCjk(text))), text);
  }
  BOOST_TEST(ascii > 1000u);  // most texts take the fast path
  std::string lowered;
  std::vector<std::string_view> words;
  BOOST_TEST(!AsciiKeyWords("Café", &lowered, &words));
  BOOST_TEST(AsciiKeyWords("用Helm安装，4MB블록", &lowered, &words));
  BOOST_TEST(Joined(std::vector<std::string>(words.begin(), words.end())) == "helm|4|mb");
}

// A key whose head matches in part at every place, as a long name against a text that
// repeats its first word: the search falls back along the head, never starting over.
BOOST_AUTO_TEST_CASE(word_list_finds_a_head_that_overlaps_itself) {
  struct Row {
    std::string_view text, key;
    bool found;
  } rows[] = {
      {"a a a b", "a a b", true},           {"a a b a a a b", "a a a b", true},
      {"a b a b a c", "a b a c", true},     {"a b a b a b", "a b a c", false},
      {"x boxes", "x box", true},           {"a a a", "a a a a", false},
      {"abc abd abc abe", "abc abe", true},
  };
  for (const Row& r : rows) {
    BOOST_TEST(WordList(r.text).HasWords(r.key) == r.found, r.key << " in " << r.text);
    BOOST_TEST(WordIndex(r.text).HasWords(r.key) == r.found, r.key << " in " << r.text);
  }
}

// A name's words with one joining word between two of them ("otlp over http" for "otlp
// http"); two words between, a word that does not join, or the words out of order are no
// match.
BOOST_AUTO_TEST_CASE(has_words_joined_allows_one_joining_word) {
  const auto joins = [](std::string_view w) { return w == "over" || w == "s" || w == "by"; };
  const WordIndex text("send otlp over http or on youtube by ada lee to starlight's ui today");
  BOOST_TEST(text.HasWordsJoined("otlp http", joins));
  BOOST_TEST(text.HasWordsJoined("youtube - ada lee", joins));
  BOOST_TEST(text.HasWordsJoined("starlight ui", joins));
  BOOST_TEST(text.HasWordsJoined("otlp over http", joins));
  BOOST_TEST(!text.HasWordsJoined("send http", joins));     // two words between
  BOOST_TEST(!text.HasWordsJoined("http youtube", joins));  // "or on": "or" does not join
  BOOST_TEST(!text.HasWordsJoined("lee ada", joins));
  BOOST_TEST(!text.HasWordsJoined("otlp grpc", joins));
  BOOST_TEST(!text.HasWordsJoined("", joins));
}

// Every pair of a word and a candidate form, from words built of the pieces that plurals are
// made of (s, es, a Latin letter before them, a non-Latin one): IsPluralForm is membership in
// PluralForms.
BOOST_AUTO_TEST_CASE(is_plural_form_is_membership_in_plural_forms) {
  const std::vector<std::string_view> pieces = {"", "s", "es", "e", "box", "a", "é", "3", "中"};
  std::vector<std::string> words;
  for (std::string_view a : pieces)
    for (std::string_view b : pieces)
      for (std::string_view c : pieces)
        words.push_back(std::string(a) + std::string(b) + std::string(c));
  for (const std::string& word : words) {
    const std::vector<std::string> forms = PluralForms(word);
    for (const std::string& form : words)
      BOOST_TEST_REQUIRE(
          IsPluralForm(form, word) == (std::find(forms.begin(), forms.end(), form) != forms.end()),
          '"' << form << "\" of \"" << word << '"');
    for (const std::string& form : forms) BOOST_TEST_REQUIRE(IsPluralForm(form, word));
  }
}
