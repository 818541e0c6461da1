// unicode_test.cc — the ICU edge: comparison keys, script runs, terminal widths.
#include "text/unicode.h"

#include <unicode/uchar.h>

#include <boost/test/unit_test.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "../fuzz/fuzz_util.h"  // fuzz::IsValidUtf8, the reference decoder
#include "text/doc_paths.h"
#include "text/enumeration.h"
#include "text/lang_code.h"
#include "text/number_words.h"

using namespace concord;

namespace {

std::string_view ScriptName(Script s) {
  switch (s) {
    case Script::kCommon:
      return "Common";
    case Script::kLatin:
      return "Latin";
    case Script::kHan:
      return "Han";
    case Script::kHangul:
      return "Hangul";
    case Script::kKana:
      return "Kana";
    case Script::kOther:
      return "Other";
  }
  return "?";
}

// "Latin[0,12) Hangul[12,15)": every run with its byte span.
std::string DumpRuns(const std::vector<ScriptRun>& runs) {
  std::string out;
  for (const ScriptRun& r : runs) {
    if (!out.empty()) out += ' ';
    out += std::string(ScriptName(r.script)) + "[" + std::to_string(r.begin) + "," +
           std::to_string(r.end) + ")";
  }
  return out;
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// NormalizeKey

struct KeyCase {
  const char* name;
  const char* text;
  const char* key;
};

const KeyCase kKeyCases[] = {
    {"header example", "Rafi Witten’s", "rafi witten's"},
    {"ascii case fold", "Google DeepMind TPU", "google deepmind tpu"},
    {"full-width letters and digits", "ＧＰＵ １２３", "gpu 123"},
    {"full-width mixed with ascii", "Ｊａｃｏｂ Austin", "jacob austin"},
    {"half-width katakana (NFKC)", "ｶﾀｶﾅ", "カタカナ"},
    {"ligature (NFKC)", "ﬁle", "file"},
    {"circled digit (NFKC)", "①", "1"},
    {"combining accent composes (NFKC)", "Cafe\u0301", "caf\u00e9"},
    {"full case fold", "STRASSE Straße", "strasse strasse"},
    {"greek case fold", "ΑΒΓ", "αβγ"},
    {"right single quote", "Stas Bekman’s", "stas bekman's"},
    {"left and right single quotes", "‘Deep Dive’", "'deep dive'"},
    {"double quotes", "“Deep Dive”", "\"deep dive\""},
    {"quotes next to CJK", "“深入探讨”", "\"深入探讨\""},
    {"ascii quotes unchanged", "\"A\" 'b'", "\"a\" 'b'"},
    {"whitespace collapsed and trimmed (ascii)", "  Jacob \t\n Austin  ", "jacob austin"},
    {"whitespace collapsed and trimmed (non-ascii)", " \t Jacob  Austin’s \n", "jacob austin's"},
    {"ideographic space", "\u3000Jacob\u3000\u3000Austin\u3000", "jacob austin"},
    {"no-break space", "Jacob\u00A0Austin", "jacob austin"},
    {"form feed and vertical tab", "Jacob\f\vAustin", "jacob austin"},
    {"CJK untouched", "感谢阅读", "感谢阅读"},
    {"hangul untouched", "감사의 말", "감사의 말"},
    {"empty", "", ""},
    {"only spaces", " \t\u3000 \n", ""},
};

BOOST_AUTO_TEST_CASE(heading_slug_as_site_generators_derive_it) {
  BOOST_TEST(HeadingSlug("Language Support!") == "language-support");
  BOOST_TEST(HeadingSlug("What Is a TPU?") == "what-is-a-tpu");
  BOOST_TEST(HeadingSlug("Café au Lait") == "café-au-lait");
  BOOST_TEST(HeadingSlug("head command: snake_case") == "head-command-snake_case");
  BOOST_TEST(HeadingSlug("上下文") == "上下文");
  BOOST_TEST(HeadingSlug("?!").empty());
}

BOOST_AUTO_TEST_CASE(normalized_paths) {
  BOOST_TEST(NormalizedPath("docs/a/../b/./c.md").value() == "docs/b/c.md");
  BOOST_TEST(NormalizedPath("/site//x/").value() == "/site/x");
  BOOST_TEST(!NormalizedPath("../up.md").has_value());
  // Resolved keeping the ".." that climb above the start, so two documents written from one
  // directory resolve alike.
  BOOST_TEST(ResolvedPath("../a/../b/./c.md") == "../b/c.md");
  BOOST_TEST(ResolvedPath("translations/../tools.md") == "tools.md");
  BOOST_TEST(ResolvedPath("../../x.md") == "../../x.md");
  BOOST_TEST(IsIndexStem("README"));
  BOOST_TEST(IsIndexStem("_index"));
  BOOST_TEST(!IsIndexStem("README.ja-JP"));
}

BOOST_AUTO_TEST_CASE(language_menus) {
  using V = std::vector<std::string>;
  // File-name suffixes, with ./ and fragments.
  BOOST_TEST(IsLanguageMenu(V{"README.md", "./README.zh-CN.md#top", "README.pt-BR.md"},
                            "lib/heap/README.ko-KR.md"));
  // Language directories.
  BOOST_TEST(IsLanguageMenu(V{"../en/guide.md", "../zh/guide.md"}, "docs/ko/guide.md"));
  // One link is a menu when its text names its target's language (ICU's name, in that
  // language or in English), and no menu otherwise.
  BOOST_TEST(IsLanguageMenu(V{"README.ko-KR.md"}, "lib/README.md", "한국어"));
  BOOST_TEST(IsLanguageMenu(V{"README.zh-CN.md"}, "lib/README.md", "简体中文"));
  BOOST_TEST(IsLanguageMenu(V{"../ko/guide.md"}, "docs/en/guide.md", "Korean"));
  // A document given from a sibling directory ("../en/guide.md") or by its absolute path.
  BOOST_TEST(IsLanguageMenu(V{"../ko/guide.md"}, "../en/guide.md", "Korean"));
  BOOST_TEST(IsLanguageMenu(V{"README.ko-KR.md"}, "../lib/README.md", "한국어"));
  BOOST_TEST(IsLanguageMenu(V{"../ko/guide.md"}, "/srv/docs/en/guide.md", "Korean"));
  BOOST_TEST(!IsLanguageMenu(V{"README.zh-CN.md"}, "lib/README.md", "the notes on stacks"));
  BOOST_TEST(!IsLanguageMenu(V{"README.zh-CN.md"}, "lib/README.md", "한국어"));
  BOOST_TEST(!IsLanguageMenu(V{"README.zh-CN.md"}, "lib/README.md"));
  // Nor are links to other documents, or absolute and external ones.
  BOOST_TEST(!IsLanguageMenu(V{"README.zh-CN.md", "../stack/README.md"}, "lib/heap/README.md"));
  BOOST_TEST(
      !IsLanguageMenu(V{"README.zh-CN.md", "https://example.org/README.md"}, "lib/README.md"));
  BOOST_TEST(!IsLanguageMenu(V{"/zh/guide.md", "/en/guide.md"}, "ko/guide.md"));
  // Links that all name one other document, resolved against the document's directory.
  BOOST_TEST(LinksOnlyTo(V{"README.ko-KR.md", "./README.ko-KR.md#top"}, "lib/README.md",
                         "lib/README.ko-KR.md"));
  BOOST_TEST(LinksOnlyTo(V{"../ko/guide.md"}, "docs/en/guide.md", "docs/ko/guide.md"));
  BOOST_TEST(!LinksOnlyTo(V{"README.ko-KR.md", "README.zh-CN.md"}, "lib/README.md",
                          "lib/README.ko-KR.md"));
  BOOST_TEST(!LinksOnlyTo(V{}, "lib/README.md", "lib/README.ko-KR.md"));
  // A word that is no language tag keeps its place: guide.v2 is another page.
  BOOST_TEST(!IsLanguageMenu(V{"guide.v2.md", "guide.zh.md"}, "guide.md"));
}

BOOST_AUTO_TEST_CASE(normalize_key_table) {
  for (const KeyCase& c : kKeyCases) {
    BOOST_TEST_CONTEXT(c.name << ": \"" << c.text << "\"") {
      BOOST_TEST(NormalizeKey(c.text) == c.key);
    }
  }
}

// The key is a normal form: normalizing it again changes nothing.
BOOST_AUTO_TEST_CASE(normalize_key_is_idempotent) {
  for (const KeyCase& c : kKeyCases) {
    BOOST_TEST_CONTEXT(c.name) {
      const std::string once = NormalizeKey(c.text);
      BOOST_TEST(NormalizeKey(once) == once);
    }
  }
}

// NormalizeKey folds Latin texts (ASCII, full-width ASCII, curly quotes) without ICU: on any
// mix of those characters, and of characters that need ICU, it says what ICU says.
BOOST_AUTO_TEST_CASE(normalize_key_fast_path_agrees_with_icu) {
  // One row per kind of character. clang-format's column widths disagree with themselves on
  // full-width characters, so it cannot keep a table of them stable.
  // clang-format off
  const char* const pieces[] = {
      "A", "z", "Q", "7", " ", "  ", "\t", "\n", "'", "\"", "-", ".", "~", "\x7f",
      "’", "‘", "“", "”", "‛", "‟",                // folded quotes, kept by NFKC
      "Ａ", "ｚ", "７", "＇", "＂", "，", "！", "～",  // full-width ASCII (FF01–FF5E)
      "″", "′", "＃", "\u3000", "\u00A0", "é", "e\u0301",  // ICU's to fold
      "ß", "İ", "ﬁ", "ｶ", "感", "각"};
  // clang-format on
  uint32_t state = 12345;  // a fixed linear congruential sequence: the same cases every run
  auto next = [&state](uint32_t n) {
    state = state * 1103515245u + 12345u;
    return (state >> 16) % n;
  };
  for (int i = 0; i < 4000; ++i) {
    std::string text;
    // Most texts only from the fast path's characters, some with one of ICU's.
    const uint32_t alphabet = i % 4 == 0 ? std::size(pieces) : 28;
    for (uint32_t k = 0, n = next(12); k < n; ++k) text += pieces[next(alphabet)];
    BOOST_TEST_CONTEXT("\"" << text << "\"") {
      BOOST_TEST(NormalizeKey(text) == unicode_internal::NormalizeKeyWithIcu(text));
    }
  }
}

// Longer keys of ASCII, as most names and titles are, which NormalizeKey lower-cases 16 bytes
// at a time when they hold single spaces only: spaces doubled, leading or trailing, tabs and
// control characters at every offset of the 16-byte steps say what ICU says too.
BOOST_AUTO_TEST_CASE(normalize_key_of_long_ascii_agrees_with_icu) {
  auto check = [](const std::string& text) {
    BOOST_TEST_CONTEXT("\"" << text << "\"") {
      const std::string key = unicode_internal::NormalizeKeyWithIcu(text);
      BOOST_TEST(NormalizeKey(text) == key);
      // Twice between Han characters: the second key joined to the first by one space.
      BOOST_TEST(NormalizeKeyOutsideCjk("感" + text + "感" + text) ==
                 (key.empty() ? "" : key + " " + key));
    }
  };
  // Two spaces, a tab, a control character at every offset of a long word.
  const std::string word = "NoamShazeerJacobAustinRafiWittenEfficient";
  for (std::string_view odd : {"  ", "\t", "\x01", " \t ", " "})
    for (size_t at = 0; at <= word.size(); ++at)
      check(word.substr(0, at) + std::string(odd) + word.substr(at));
  const char pieces[] = {'a', 'Z', 'm', '0', '~', '@', ' ', ' ', ' ', '\t', '\x1f', '\x7f'};
  uint32_t state = 777;  // a fixed sequence, as above
  auto next = [&state](uint32_t n) {
    state = state * 1103515245u + 12345u;
    return (state >> 16) % n;
  };
  for (int i = 0; i < 4000; ++i) {
    std::string text;
    // Half the texts of letters and single spaces only (the fast path's); the others with
    // anything in the table.
    const uint32_t alphabet = i % 2 == 0 ? 5 : std::size(pieces);
    for (uint32_t k = 0, n = next(50); k < n; ++k) {
      text += pieces[next(alphabet)];
      if (i % 2 == 0 && next(6) == 0 && k + 1 < n) text += ' ';
    }
    check(text);
  }
}

// The pieces between CJK characters (and CJK punctuation, curly quotes), each normalized as
// NormalizeKey normalizes, joined by single spaces.
BOOST_AUTO_TEST_CASE(normalize_key_outside_cjk_table) {
  const std::pair<const char*, const char*> cases[] = {
      {"Jacob Austin", "jacob austin"},
      {"感谢Jacob  Austin's帮助", "jacob austin's"},
      {"Austin’s", "austin s"},      // curly quotes end a piece too
      {"ＧＰＵ的Café", "gpu café"},  // the second piece goes through ICU
      {"“Deep Dive”와 ｔｐｕ", "deep dive tpu"},
      {"A，B。  。C", "a,b c"},
      {"感谢　 。", ""},
      {"", ""},
  };
  for (const auto& [text, want] : cases) {
    BOOST_TEST_CONTEXT(text) { BOOST_TEST(NormalizeKeyOutsideCjk(text) == want); }
  }
}

BOOST_AUTO_TEST_CASE(normalize_key_makes_spellings_equal) {
  BOOST_TEST(NormalizeKey("ＴＰＵ  Deep　Dive") == NormalizeKey("tpu deep dive"));
  BOOST_TEST(NormalizeKey("Stas Bekman’s") == NormalizeKey("stas bekman's"));
  BOOST_TEST(NormalizeKey("Jacob Austin") != NormalizeKey("Jacob Austen"));
}

// ---------------------------------------------------------------------------------------------
// ScriptOf and ScriptRuns

struct ScriptOfCase {
  char32_t c;
  Script script;
};

BOOST_AUTO_TEST_CASE(script_of_table) {
  const ScriptOfCase cases[] = {
      {U'a', Script::kLatin},       {U'Z', Script::kLatin},
      {U'\u00e9', Script::kLatin},  {U'\uFF21', Script::kLatin},  // full-width A
      {U'1', Script::kCommon},      {U' ', Script::kCommon},
      {U'.', Script::kCommon},      {U'\u3002', Script::kCommon},  // 。
      {U'\u3000', Script::kCommon},                                // ideographic space
      {U'\u0301', Script::kCommon},                                // combining acute (Inherited)
      {U'\u611F', Script::kHan},                                   // 感
      {U'\uD55C', Script::kHangul},                                // 한
      {U'\u3042', Script::kKana},                                  // あ
      {U'\u30A2', Script::kKana},                                  // ア
      {U'\u0416', Script::kOther},                                 // Ж
  };
  for (const ScriptOfCase& c : cases) {
    BOOST_TEST_CONTEXT("U+" << std::hex << static_cast<uint32_t>(c.c)) {
      BOOST_TEST(ScriptName(ScriptOf(c.c)) == ScriptName(c.script));
    }
  }
}

struct RunCase {
  const char* name;
  const char* text;
  const char* runs;
};

const RunCase kRunCases[] = {
    {"header example", "Jacob Austin은", "Latin[0,12) Hangul[12,15)"},
    {"space joins the run before it", "Jacob Austin 은", "Latin[0,13) Hangul[13,16)"},
    {"Han then Latin, full stop joins Latin", "感谢 Jacob Austin。", "Han[0,7) Latin[7,22)"},
    {"digits and space inside a Hangul run", "GPU를 12장", "Latin[0,3) Hangul[3,12)"},
    {"leading Common takes the following script", "2024年", "Han[0,7)"},
    {"only Common", "123 !?", "Common[0,6)"},
    {"combining mark joins Latin", "e\u0301te\u0301", "Latin[0,7)"},
    {"Han then Kana", "日本語のテキスト", "Han[0,9) Kana[9,24)"},
    {"Kana then Han", "テスト結果", "Kana[0,9) Han[9,15)"},
    {"quoted Hangul inside Han", "他说“감사”。", "Han[0,9) Hangul[9,21)"},
    {"other script", "Привет мир", "Other[0,19)"},
    {"empty", "", ""},
};

BOOST_AUTO_TEST_CASE(script_runs_table) {
  for (const RunCase& c : kRunCases) {
    BOOST_TEST_CONTEXT(c.name << ": \"" << c.text << "\"") {
      BOOST_TEST(DumpRuns(ScriptRuns(c.text)) == c.runs);
    }
  }
}

// Runs tile the text: contiguous, non-empty, from 0 to the end, neighbours differ.
BOOST_AUTO_TEST_CASE(script_runs_cover_text) {
  for (const RunCase& c : kRunCases) {
    BOOST_TEST_CONTEXT(c.name) {
      const std::string_view text = c.text;
      const std::vector<ScriptRun> runs = ScriptRuns(text);
      size_t at = 0;
      for (size_t i = 0; i < runs.size(); ++i) {
        BOOST_TEST(runs[i].begin == at);
        BOOST_TEST(runs[i].end > runs[i].begin);
        if (i > 0) BOOST_TEST(ScriptName(runs[i].script) != ScriptName(runs[i - 1].script));
        at = runs[i].end;
      }
      BOOST_TEST(at == text.size());
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Code points

BOOST_AUTO_TEST_CASE(code_point_round_trip) {
  const char32_t cps[] = {U'a', U'\u00e9', U'\u611F', U'\uD55C', U'\U0001F600', U'\u0301'};
  std::string s;
  for (char32_t c : cps) AppendUtf8(c, &s);
  BOOST_TEST(s == "a\u00e9\u611F\uD55C\U0001F600\u0301");
  size_t pos = 0;
  for (char32_t c : cps) {
    BOOST_TEST_CONTEXT("at byte " << pos) {
      const size_t before = pos;
      BOOST_TEST(static_cast<uint32_t>(NextCodePoint(s, &pos)) == static_cast<uint32_t>(c));
      BOOST_TEST(static_cast<uint32_t>(PrevCodePoint(s, pos)) == static_cast<uint32_t>(c));
      BOOST_TEST(pos > before);
    }
  }
  BOOST_TEST(pos == s.size());
  BOOST_TEST(static_cast<uint32_t>(PrevCodePoint(s, 0)) == 0u);
}

// The inline fast paths of PrevCodePoint against ICU's U8_PREV alone, at every offset of text
// that mixes every length of sequence with malformed ones (stray and missing continuation
// bytes, an encoded surrogate, an overlong form, bytes that are never UTF-8).
BOOST_AUTO_TEST_CASE(prev_code_point_matches_icu_at_every_offset) {
  const std::string s =
      "a\u00e9\u611F\uD55C\U0001F600\u3002\uFF0C\u0301z"
      "\x80\xBF\xE4\xB8\xED\xA0\x80\xE0\x80\x80\xE1\x80\xC3\xFF\xF0\x9F\x98\xE3\x80\x82";
  for (size_t pos = 0; pos <= s.size(); ++pos) {
    BOOST_TEST_CONTEXT("at byte " << pos) {
      BOOST_TEST(static_cast<uint32_t>(PrevCodePoint(s, pos)) ==
                 static_cast<uint32_t>(unicode_internal::PrevCodePointSlow(s, pos)));
    }
  }
}

struct SpaceCase {
  char32_t c;
  bool space;
};

BOOST_AUTO_TEST_CASE(is_space_table) {
  const SpaceCase cases[] =
      {
          {U' ', true},       {U'\t', true}, {U'\n', true},      {U'\r', true},
          {U'\f', true},      {U'\v', true}, {U'\u00A0', true},  {U'\u3000', true},
          {U'\u2003', true},  {U'a', false}, {U'\u611F', false}, {U'_', false},
          {U'\u200B', false},  // zero-width space is not White_Space
      };
  for (const SpaceCase& c : cases) {
    BOOST_TEST_CONTEXT("U+" << std::hex << static_cast<uint32_t>(c.c)) {
      BOOST_TEST(IsSpace(c.c) == c.space);
    }
  }
}

BOOST_AUTO_TEST_CASE(digits_full_width_included) {
  BOOST_TEST(IsDigit(U'7'));
  BOOST_TEST(IsDigit(U'\uFF17'));  // ７
  BOOST_TEST(!IsDigit(U'a'));
  BOOST_TEST(!IsDigit(U'\u4E03'));  // 七 is not a decimal digit
}

// ---------------------------------------------------------------------------------------------
// DisplayWidth, TruncateToWidth, VisibleLength

struct WidthCase {
  const char* text;
  int width;
};

BOOST_AUTO_TEST_CASE(display_width_table) {
  const WidthCase cases[] = {
      {"", 0},
      {"abc", 3},
      {"感谢", 4},    // header example
      {"한국어", 6},  // Hangul syllables are Wide
      {"テスト", 6},
      {"ＧＰＵ", 6},  // Fullwidth
      {"。，！", 6},  // CJK punctuation
      {"Jacob Austin은", 14},
      {"e\u0301", 1},              // combining acute takes no column
      {"a\u0300\u0301\u0302", 1},  // several combining marks
      {"a\u20DD", 1},              // enclosing mark
      {"\U0001F600", 2},           // emoji presentation is Wide
      {"a\u200Bb", 2},             // zero-width space
  };
  for (const WidthCase& c : cases) {
    BOOST_TEST_CONTEXT("\"" << c.text << "\"") { BOOST_TEST(DisplayWidth(c.text) == c.width); }
  }
}

// DisplayWidth answers ASCII, CJK and full-width forms without ICU: as ICU does, for every code
// point of the blocks it answers and of their neighbours.
BOOST_AUTO_TEST_CASE(display_width_fast_path_agrees_with_icu) {
  const std::pair<char32_t, char32_t> blocks[] = {
      {0x00, 0x7F},     {0x2000, 0x206F}, {0x3000, 0x303F}, {0x4DF0, 0x4E10},
      {0x9FF0, 0xA010}, {0xABF0, 0xAC10}, {0xD790, 0xD7B0}, {0xFF00, 0xFFEF}};
  for (auto [first, last] : blocks) {
    for (char32_t c = first; c <= last; ++c) {
      std::string text;
      AppendUtf8(c, &text);
      BOOST_TEST_CONTEXT("U+" << std::hex << static_cast<uint32_t>(c)) {
        const int want = c >= 0x20 && c < 0x7F ? 1 : unicode_internal::CodePointWidthWithIcu(c);
        BOOST_TEST(DisplayWidth(text) == want);
      }
    }
  }
}

struct TruncateCase {
  const char* text;
  int columns;
  const char* prefix;
};

BOOST_AUTO_TEST_CASE(truncate_to_width_table) {
  const TruncateCase cases[] = {
      {"abcdef", 3, "abc"},
      {"abc", 3, "abc"},
      {"abc", 10, "abc"},
      {"abc", 0, ""},
      {"", 5, ""},
      {"感谢阅读", 5, "感谢"},  // never half a wide character
      {"感谢阅读", 4, "感谢"},
      {"感谢阅读", 1, ""},
      {"a感谢", 2, "a"},
      {"한국어", 3, "한"},
      {"e\u0301e\u0301e\u0301", 2, "e\u0301e\u0301"},  // the accent stays with its e
      {"e\u0301x", 1, "e\u0301"},
      // A decomposed Hangul syllable (L V T jamo) is one grapheme cluster: kept whole or
      // dropped whole, even where a code point cut would fit the width.
      {"\u1112\u1161\u11AB\u1100\u1173\u11AF", 3, ""},
      // Family emoji: three Wide code points joined by ZWJ, one cluster 6 columns wide.
      {"\U0001F468\u200D\U0001F469\u200D\U0001F467x", 5, ""},
      {"\U0001F468\u200D\U0001F469\u200D\U0001F467x", 6,
       "\U0001F468\u200D\U0001F469\u200D\U0001F467"},
  };
  for (const TruncateCase& c : cases) {
    BOOST_TEST_CONTEXT("\"" << c.text << "\" in " << c.columns << " columns") {
      const std::string_view text = c.text;
      const std::string_view got = TruncateToWidth(text, c.columns);
      BOOST_TEST(got == c.prefix);
      BOOST_TEST((got.data() == text.data()));  // a view of the input, not a copy
    }
  }
}

// For every width, the result is the longest prefix that ends on a grapheme-cluster boundary
// (listed by hand) and fits.
struct ClusterCase {
  const char* name;
  const char* text;
  std::vector<size_t> boundaries;  // byte offsets of cluster ends, 0 and size included
};

BOOST_AUTO_TEST_CASE(truncate_to_width_keeps_clusters_whole) {
  const ClusterCase cases[] = {
      {"ascii", "abc", {0, 1, 2, 3}},
      {"combining accents", "e\u0301a\u0300\u0301b", {0, 3, 8, 9}},
      {"Han", "感谢x", {0, 3, 6, 7}},
      {"Hangul syllables", "한국", {0, 3, 6}},
      {"decomposed Hangul jamo", "\u1112\u1161\u11AB\u1100\u1173\u11AFx", {0, 9, 18, 19}},
      {"two flags", "\U0001F1F0\U0001F1F7\U0001F1EF\U0001F1F5", {0, 8, 16}},
      {"ZWJ sequence", "a\U0001F468\u200D\U0001F469\u200D\U0001F467b", {0, 1, 19, 20}},
      {"emoji with skin tone", "\U0001F44D\U0001F3FDok", {0, 8, 9, 10}},
  };
  for (const ClusterCase& c : cases) {
    const std::string_view text = c.text;
    BOOST_TEST_REQUIRE(c.boundaries.back() == text.size());
    const int full = DisplayWidth(text);
    for (int columns = 0; columns <= full + 1; ++columns) {
      BOOST_TEST_CONTEXT(c.name << " in " << columns << " columns") {
        const std::string_view got = TruncateToWidth(text, columns);
        BOOST_TEST((got.data() == text.data()));
        BOOST_TEST(DisplayWidth(got) <= columns);
        // The longest boundary prefix that fits.
        size_t want = 0;
        for (size_t b : c.boundaries)
          if (DisplayWidth(text.substr(0, b)) <= columns) want = b;
        BOOST_TEST(got.size() == want);
      }
    }
  }
}

BOOST_AUTO_TEST_CASE(visible_length_table) {
  const struct {
    const char* text;
    size_t length;
  } cases[] = {
      {"", 0},
      {"abc", 3},
      {"  a b\t", 2},
      {"感谢 阅读", 4},
      {"a\u3000b", 2},  // ideographic space is white space
      {"a\u00A0b", 2},  // so is no-break space
      {" \t\n\u3000", 0},
      {"e\u0301", 2},  // code points, not clusters
      {"\U0001F600!", 2},
      {"Jacob Austin은", 12},
  };
  for (const auto& c : cases) {
    BOOST_TEST_CONTEXT("\"" << c.text << "\"") { BOOST_TEST(VisibleLength(c.text) == c.length); }
  }
}

// VisibleLength and CodePointCount count 16 bytes at a time: every kind of white space and
// character, at every offset of a block and across block ends, must count as it does one code
// point at a time.
BOOST_AUTO_TEST_CASE(visible_length_at_every_offset) {
  const std::vector<std::string> pieces = {
      "a",      " ",      "\t",     "\r",     "\n",         "\v",     "\f",
      "感",     "은",     "。",     "\u3000", "\u00A0",     "\u0085", "\u1680",
      "\u2003", "\u205F", "\u2026", "\u00E9", "\U0001F600", "\u3001", "\u2019"};
  auto one_by_one = [](std::string_view text) {
    size_t n = 0;
    for (size_t pos = 0; pos < text.size();) n += !IsSpace(NextCodePoint(text, &pos));
    return n;
  };
  for (size_t lead = 0; lead < 17; ++lead) {
    for (const std::string& piece : pieces) {
      std::string text = std::string(lead, 'x') + piece;
      for (const std::string& other : pieces) text += other + piece;
      BOOST_TEST_CONTEXT("lead " << lead << ", piece \"" << piece << "\"") {
        BOOST_TEST(VisibleLength(text) == one_by_one(text));
        size_t code_points = 0;
        for (size_t pos = 0; pos < text.size(); ++code_points) NextCodePoint(text, &pos);
        BOOST_TEST(CodePointCount(text) == code_points);
      }
    }
  }
}

// AsciiAlnumCount counts 16 bytes at a time: at every offset of a block and across block
// ends, it must count what a byte-by-byte count does.
BOOST_AUTO_TEST_CASE(ascii_alnum_count_at_every_offset) {
  const std::vector<std::string> pieces = {"a", "Z", "0", "9",  " ",  "_", "@",          "[",   "`",
                                           "{", "/", ":", "感", "은", "é", "\U0001F600", "\x7F"};
  auto one_by_one = [](std::string_view text) {
    size_t n = 0;
    for (unsigned char c : text) n += IsAsciiAlnum(c);
    return n;
  };
  for (size_t lead = 0; lead < 19; ++lead) {
    for (const std::string& piece : pieces) {
      std::string text = std::string(lead, '-') + piece;
      for (const std::string& other : pieces) text += other + piece;
      BOOST_TEST_CONTEXT("lead " << lead << ", piece \"" << piece << "\"") {
        BOOST_TEST(AsciiAlnumCount(text) == one_by_one(text));
      }
    }
  }
}

// SkipHanHangul tells Han and Hangul by lead byte alone: from every code point boundary of texts
// that mix runs of every length with what ends them (Han and Hangul outside its lead bytes
// included), it must stop where decoding one code point at a time does.
BOOST_AUTO_TEST_CASE(skip_han_hangul_at_every_boundary) {
  auto one_by_one = [](std::string_view text, size_t pos) {
    for (size_t next = pos; pos < text.size(); pos = next) {
      const char32_t c = NextCodePoint(text, &next);
      if (!((c >= 0x5000 && c <= 0x9FFF) || (c >= 0xB000 && c <= 0xCFFF))) break;
    }
    return pos;
  };
  // 感 (E6) and 은 (EC) are skipped; 一 (E4), 가 (EA), 힣 (ED), 。 (E3) and the rest end a run.
  const std::vector<std::string> enders = {"a",  " ",  "一",     "가",
                                           "힣", "。", "\u00E9", "\U0001F600"};
  for (size_t run = 0; run < 20; ++run) {
    for (const std::string& ender : enders) {
      std::string text;
      for (size_t i = 0; i < run; ++i) text += i % 3 == 0 ? "은" : "感";
      text += ender + text + ender;
      for (size_t pos = 0; pos <= text.size(); ++pos) {
        if (pos < text.size() && (static_cast<unsigned char>(text[pos]) & 0xC0) == 0x80) continue;
        BOOST_TEST_CONTEXT("run " << run << ", ender \"" << ender << "\", from " << pos) {
          BOOST_TEST(SkipHanHangul(text, pos) == one_by_one(text, pos));
        }
      }
    }
  }
}

// IsValidUtf8 reads 32 bytes at a time while they are ASCII and three-byte sequences: every
// byte of texts that mix all lengths of sequence, replaced by every kind of byte, and every
// cut of them, must be judged as the fuzz targets' own decoder (written apart from the
// library's on purpose) judges it.
BOOST_AUTO_TEST_CASE(is_valid_utf8_at_every_byte) {
  const std::vector<std::string> texts = {
      "感谢阅读，这是一本书。第一章讲的是如何扩展模型。感谢阅读，这是一本书。",
      "하나의 책을 읽어 주셔서 감사합니다. 한국어 문장 하나와 힣 그리고 가나다라마바사.",
      "Jacob Austin은 “How to Scale” 책을 썼다 — café 😀 日本語の文章 ①②③ ok ok ok.",
  };
  const unsigned char replacements[] = {'a',  0x80, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xDF, 0xE0,
                                        0xE1, 0xEC, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF};
  for (const std::string& text : texts) {
    BOOST_TEST(IsValidUtf8(text));
    for (size_t cut = 0; cut <= text.size(); ++cut) {
      const std::string_view prefix = std::string_view(text).substr(0, cut);
      BOOST_TEST_CONTEXT("cut at " << cut) {
        BOOST_TEST(IsValidUtf8(prefix) == fuzz::IsValidUtf8(prefix));
      }
    }
    for (size_t pos = 0; pos < text.size(); ++pos) {
      for (unsigned char r : replacements) {
        std::string bad = text;
        bad[pos] = static_cast<char>(r);
        BOOST_TEST_CONTEXT("byte " << pos << " := " << static_cast<int>(r)) {
          BOOST_TEST(IsValidUtf8(bad) == fuzz::IsValidUtf8(bad));
        }
      }
    }
  }
}

namespace concord {
namespace {

bool HasForm(const std::vector<std::string>& forms, std::string_view form) {
  for (const std::string& f : forms)
    if (f == form) return true;
  return false;
}

BOOST_AUTO_TEST_CASE(numeral_values) {
  BOOST_TEST(NumeralValue(U'三') == 3);
  BOOST_TEST(NumeralValue(U'兩') == 2);
  BOOST_TEST(NumeralValue(U'十') == 10);
  BOOST_TEST(NumeralValue(U'①') == 1);
  BOOST_TEST(NumeralValue(U'５') == 5);
  BOOST_TEST(NumeralValue(U'两') == -1);  // no numeric value in Unicode: a spellout form
  BOOST_TEST(NumeralValue(U'이') == -1);  // Hangul syllables are letters
  BOOST_TEST(NumeralValue(U'x') == -1);
  BOOST_TEST(NumeralValue(U'½') == -1);  // not whole
  BOOST_TEST(IsNumeral(U'½'));
  BOOST_TEST(IsNumeral(U'7'));
  BOOST_TEST(!IsNumeral(U'第'));
}

// NumeralValue and IsNumeral answer ASCII and Hangul syllables without ICU: the same answers
// as ICU's numeric values, at every one of those code points.
BOOST_AUTO_TEST_CASE(numeral_fast_paths_agree_with_icu) {
  auto check = [](char32_t c) {
    const double v = u_getNumericValue(static_cast<UChar32>(c));
    BOOST_TEST_REQUIRE(IsNumeral(c) == (v != U_NO_NUMERIC_VALUE), static_cast<uint32_t>(c));
    const int64_t whole = v == U_NO_NUMERIC_VALUE || v < 0 || v != static_cast<int64_t>(v)
                              ? -1
                              : static_cast<int64_t>(v);
    BOOST_TEST_REQUIRE(NumeralValue(c) == whole, static_cast<uint32_t>(c));
  };
  for (char32_t c = 0; c < 0x80; ++c) check(c);
  for (char32_t c = 0xAC00; c <= 0xD7A3; ++c) check(c);
}

BOOST_AUTO_TEST_CASE(number_words_of_a_language) {
  NumberWords en("en"), zh("zh-CN"), zh_tw("zh_TW"), ko("ko"), unknown("xx"), bad("docs-2");
  BOOST_TEST(HasForm(en.Forms(6), "six"));
  BOOST_TEST(HasForm(en.Forms(6), "sixth"));
  BOOST_TEST(HasForm(en.Forms(21), "twenty-one"));
  // Two number words that make one number, joined by a space or a hyphen, or not.
  BOOST_TEST(en.JoinAsNumber("twenty", "one"));
  BOOST_TEST(en.JoinAsNumber("twenty", "second"));
  BOOST_TEST(en.JoinAsNumber("one", "hundred"));
  BOOST_TEST(en.JoinAsNumber("a", "hundred"));
  BOOST_TEST(!en.JoinAsNumber("three", "second"));
  BOOST_TEST(!en.JoinAsNumber("two", "first"));
  BOOST_TEST(!unknown.JoinAsNumber("twenty", "one"));
  BOOST_TEST(HasForm(zh.Forms(2), "二"));
  BOOST_TEST(HasForm(zh.Forms(2), "两"));
  BOOST_TEST(HasForm(zh.Forms(16), "十六"));
  BOOST_TEST(HasForm(zh.Forms(3), "第三"));
  BOOST_TEST(HasForm(zh_tw.Forms(2), "兩"));
  // Not a year's forms (ja 元 for an era's first year), nor Hangul ones, nor another language's
  // words for a language ICU has no rules for.
  NumberWords ja("ja");
  BOOST_TEST(!HasForm(ja.Forms(1), "元"));
  BOOST_TEST(HasForm(ja.Forms(1), "一"));
  // Of Korean, the native forms only: not the Sino-Korean reading 이.
  BOOST_TEST(HasForm(ko.Forms(2), "두"));
  BOOST_TEST(HasForm(ko.Forms(2), "둘"));
  BOOST_TEST(!HasForm(ko.Forms(2), "이"));
  BOOST_TEST(ko.Forms(100).empty());
  BOOST_TEST(unknown.Forms(6).empty());
  BOOST_TEST(bad.Forms(6).empty());
  BOOST_TEST(en.Forms(-1).empty());
  // An edition named by its country (README-cn.md, README-kr.md): the language likely there.
  NumberWords cn("cn"), kr("KR");
  BOOST_TEST(HasForm(cn.Forms(2), "两"));
  BOOST_TEST(HasForm(kr.Forms(2), "두"));
}

BOOST_AUTO_TEST_CASE(a_language_is_named_by_its_english_name_too) {
  const LanguageTags zh("zh-CN"), ko("ko"), en("en");
  BOOST_TEST(zh.MatchesEnglishName("chinese"));
  BOOST_TEST(ko.MatchesEnglishName("korean"));
  BOOST_TEST(en.MatchesEnglishName("english"));
  BOOST_TEST(!zh.MatchesEnglishName("korean"));
  BOOST_TEST(!ko.MatchesEnglishName("kore"));
  // A name is not a tag: only callers that look at a file name's suffix ask for names.
  BOOST_TEST(!zh.Matches("chinese"));
  BOOST_TEST(PartsOfLanguage("zh-CN").english_name == "chinese");
  // A code ICU reads as a language but has no name for is given no name, not its code back.
  BOOST_TEST(PartsOfLanguage("xq").language == "xq");
  BOOST_TEST(PartsOfLanguage("xq").english_name.empty());
}

BOOST_AUTO_TEST_CASE(the_language_icu_reads_for_an_edition_code) {
  BOOST_TEST(IcuLanguageOf("zh-CN") == "zh-CN");
  BOOST_TEST(IcuLanguageOf("ko") == "ko");
  BOOST_TEST(IcuLanguageOf("cn") == "zh-CN");
  BOOST_TEST(IcuLanguageOf("kr") == "ko-KR");
  BOOST_TEST(IcuLanguageOf("jp") == "ja-JP");
  // A tag written as an identifier, its subtags run together (VitePress's docs/zhHans).
  BOOST_TEST(IcuLanguageOf("zhHans") == "zh-Hans");
  BOOST_TEST(IcuLanguageOf("zhCN") == "zh-CN");
  BOOST_TEST(IcuLanguageOf("ptBR") == "pt-BR");
  BOOST_TEST(IcuLanguageOf("zhHansCN") == "zh-Hans-CN");
  // Not a tag so written: all lower case, a script or region ICU does not know, another shape.
  BOOST_TEST(IcuLanguageOf("zhhans") == "zhhans");
  BOOST_TEST(IcuLanguageOf("zhXy") == "zhXy");
  BOOST_TEST(IcuLanguageOf("goLang") == "goLang");
  BOOST_TEST(IcuLanguageOf("zhHANS") == "zhHANS");
  // Such an edition's tags are Chinese ones, and its code as written (an address's /zhHans/).
  const LanguageTags zh_hans("zhHans");
  BOOST_TEST(zh_hans.Matches("zh"));
  BOOST_TEST(zh_hans.Matches("zhhans"));
  BOOST_TEST(!zh_hans.Matches("ko"));
  // A language ICU has data for stays itself, though a region has its code too (de, Germany's
  // language, and DE); neither a language nor a region stays as written.
  BOOST_TEST(IcuLanguageOf("de") == "de");
  BOOST_TEST(IcuLanguageOf("docs") == "docs");
  BOOST_TEST(IcuLanguageOf("xq") == "xq");
  // Another language's old code, and a region that is no country, stay as written.
  BOOST_TEST(IcuLanguageOf("in") == "in");
  BOOST_TEST(IcuLanguageOf("un") == "un");
  BOOST_TEST(IcuLanguageOf("zz") == "zz");
}

// An edition a tree names after its country (docs/kr, README-cn.md) is that country's language
// wherever concord asks what an edition is written in: here its tags (checks_test: whether it
// is CJK).
BOOST_AUTO_TEST_CASE(an_edition_named_after_its_country_is_its_language) {
  const LanguageTags kr("kr"), cn("cn"), zh("zh");
  BOOST_TEST(kr.Matches("ko"));
  BOOST_TEST(kr.Matches("ko-kr"));
  BOOST_TEST(kr.Matches("kor"));
  BOOST_TEST(kr.MatchesEnglishName("korean"));
  BOOST_TEST(cn.Matches("zh-cn"));
  // The code as written is the edition's own tag, as a language, not only as a region.
  BOOST_TEST(kr.MatchesLanguage("kr"));
  BOOST_TEST(cn.MatchesLanguage("cn"));
  BOOST_TEST(!zh.MatchesLanguage("cn"));
  BOOST_TEST(zh.Matches("cn"));
  BOOST_TEST(!kr.Matches("ja"));
  // A menu entry names such an edition by its language's name.
  BOOST_TEST(NamesLanguage("한국어", "kr"));
  BOOST_TEST(NamesLanguage("简体中文", "cn", "kr"));
}

// The magnitudes a language writes after digits, from ICU's spellout of the powers of ten:
// one word each, the word for one taken away; a run that holds more than the magnitude (만큼
// "as much as") or a count of magnitudes (ten thousand) is none.
BOOST_AUTO_TEST_CASE(magnitude_words_of_a_language) {
  NumberWords en("en"), zh("zh-CN"), ko("ko"), unknown("xx");
  BOOST_TEST(en.Magnitude("million") == 1000000);
  BOOST_TEST(en.Magnitude("thousand") == 1000);
  BOOST_TEST(en.Magnitude("hundred") == 100);
  BOOST_TEST(en.Magnitude("ten") == 0);
  BOOST_TEST(en.Magnitude("users") == 0);
  BOOST_TEST(zh.Magnitude("万") == 10000);
  BOOST_TEST(zh.Magnitude("亿") == 100000000);
  BOOST_TEST(zh.Magnitude("千万") == 10000000);
  BOOST_TEST(ko.Magnitude("만") == 10000);
  BOOST_TEST(ko.Magnitude("억") == 100000000);
  BOOST_TEST(ko.Magnitude("천만") == 10000000);
  BOOST_TEST(ko.Magnitude("만큼") == 0);
  // English's words in every language, where its own give them no other value: a Korean
  // edition that keeps a sentence in English ("1.3 Billion").
  BOOST_TEST(ko.Magnitude("billion") == 1000000000);
  BOOST_TEST(zh.Magnitude("million") == 1000000);
  BOOST_TEST(unknown.Magnitude("million") == 1000000);
  BOOST_TEST(unknown.Magnitude("ten") == 0);
}

BOOST_AUTO_TEST_CASE(month_names_of_a_language) {
  NumberWords en("en"), fr("fr"), zh("zh-CN"), ko("ko"), unknown("xx");
  BOOST_TEST(HasForm(en.MonthNames(4), "April"));
  BOOST_TEST(HasForm(en.MonthNames(4), "Apr"));
  BOOST_TEST(HasForm(en.MonthNames(5), "May"));
  BOOST_TEST(!HasForm(en.MonthNames(5), "may"));
  BOOST_TEST(!HasForm(en.MonthNames(1), "J"));  // the narrow form
  BOOST_TEST(HasForm(fr.MonthNames(4), "avril"));
  BOOST_TEST(HasForm(fr.MonthNames(4), "Avril"));
  BOOST_TEST(HasForm(fr.MonthNames(4), "avr"));  // "avr." without its period
  // Names that hold their number (四月, 4月, 4월) are left out; every language has English's
  // (a generated footer's "14-Jan-2026" kept in a translation), not another fallback
  // language's; none for a month outside 1–12.
  for (NumberWords* words : {&zh, &ko, &unknown})
    BOOST_TEST(words->MonthNames(4) == en.MonthNames(4), boost::test_tools::per_element());
  BOOST_TEST(en.MonthNames(0).empty());
  BOOST_TEST(zh.MonthNames(13).empty());
  BOOST_TEST(en.MonthNames(13).empty());
}

// Sentences by ICU's rules: a full stop before a capital or the end, and the CJK full stop,
// end one; an abbreviation before a lowercase word and a dot inside a name do not; white
// space alone is none.
BOOST_AUTO_TEST_CASE(sentence_count_follows_icu_sentence_breaks) {
  BOOST_TEST(SentenceCount("Run it. Then stop.") == 2u);
  BOOST_TEST(SentenceCount("Use node.js, e.g. for this.") == 1u);
  BOOST_TEST(SentenceCount("先运行。再停止。") == 2u);
  BOOST_TEST(SentenceCount("실행합니다. 멈춥니다!") == 2u);
  BOOST_TEST(SentenceCount("Why? Because.") == 2u);
  BOOST_TEST(SentenceCount("   ") == 0u);
  BOOST_TEST(SentenceCount("") == 0u);
}

BOOST_AUTO_TEST_CASE(ends_with_colon_reads_the_last_visible_character) {
  BOOST_TEST(EndsWithColon("Run:"));
  BOOST_TEST(EndsWithColon("显示版本： \n"));
  BOOST_TEST(EndsWithColon("버전 표시:\u3000"));
  BOOST_TEST(!EndsWithColon("Note: this ends here."));
  BOOST_TEST(!EndsWithColon("a:b "));
  BOOST_TEST(!EndsWithColon("\xff\xfe"));  // not UTF-8: no colon, and no read out of bounds
  BOOST_TEST(!EndsWithColon("   "));
  BOOST_TEST(!EndsWithColon(""));
}

// Brackets with the bracket Unicode pairs them with, opening with closing quotation marks, and
// a mark that does either with itself; the full-width and CJK ones too.
BOOST_AUTO_TEST_CASE(enclosing_pairs) {
  const std::pair<char32_t, char32_t> pairs[] = {
      {U'(', U')'}, {U'[', U']'}, {U'（', U'）'}, {U'「', U'」'}, {U'《', U'》'},
      {U'“', U'”'}, {U'‘', U'’'}, {U'«', U'»'},   {U'"', U'"'},   {U'\'', U'\''}};
  for (const auto& [open, close] : pairs)
    BOOST_TEST(IsEnclosingPair(open, close), static_cast<uint32_t>(open));
  const std::pair<char32_t, char32_t> not_pairs[] = {{U'(', U']'}, {U')', U'('}, {U'"', U'\''},
                                                     {U'”', U'“'}, {U'a', U'a'}, {U'/', U'/'},
                                                     {U'<', U'>'}, {U'`', U'`'}, {U'（', U')'}};
  for (const auto& [open, close] : not_pairs)
    BOOST_TEST(!IsEnclosingPair(open, close), static_cast<uint32_t>(open));
}

}  // namespace
}  // namespace concord

namespace concord {
namespace {

// An inline enumeration's labels: a number of one or two digits before ')' or '）', at the
// start or after a blank, an opening parenthesis or CJK punctuation; not a reference (#2), a
// version's part (v1.2)) nor a word's digits (a2)).
BOOST_AUTO_TEST_CASE(inline_enumeration_labels) {
  BOOST_TEST((InlineEnumerationLabels("步骤：（1）批准，（2）发送。") == std::set<int>{1, 2}));
  BOOST_TEST((InlineEnumerationLabels("网络状态 2) SSU 状态 3) Q 状态") == std::set<int>{2, 3}));
  BOOST_TEST((InlineEnumerationLabels("1) a, 2) b (v1.2) c2) #3) 100)") == std::set<int>{1, 2}));
  BOOST_TEST(InlineEnumerationLabels("调用 `f(1)` 然后 `f(2)`").empty());
  // A Markdown list's markers run into a line; not a decimal, a version or a sentence's end.
  BOOST_TEST((InlineEnumerationLabels("步骤：1. 下载 2. 安装 3.5 GB") == std::set<int>{1, 2}));
  BOOST_TEST(InlineEnumerationLabels("共 1.5 GB，版本 2.0.1. 完成于 3.").empty());
  BOOST_TEST((InlineEnumerationLabels("“打开”。 2. 查看 3. 完成") == std::set<int>{2, 3}));
  BOOST_TEST(InlineEnumerationLabels("Set replicas to 2. Set workers to 3. Then restart.").empty());
  BOOST_TEST(InlineEnumerationLabels("2024. 3. 4. 에 배포").empty());
  // An unmatched backtick is text: the labels after it count.
  BOOST_TEST((InlineEnumerationLabels("1) `a 2) b") == std::set<int>{1, 2}));
  BOOST_TEST(IsLabelAt("保留：1) 保留 2 天，2) 删除", 9, 10));
  BOOST_TEST(!IsLabelAt("保留：1) 保留 2 天，2) 删除", 19, 20));
  BOOST_TEST(IsLabelAt("保留：1) 保留 2 天，2) 删除", 27, 28));
  BOOST_TEST(IsEnumerationRun({2, 3, 4}));
  BOOST_TEST(!IsEnumerationRun({2, 4}));
  BOOST_TEST(!IsEnumerationRun({3}));
}

}  // namespace
}  // namespace concord
