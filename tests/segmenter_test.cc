// segmenter_test.cc — plain text into headings, paragraphs and list items; language guess.
#include "segment/segmenter.h"

#include <boost/test/unit_test.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "model.h"
#include "test_util.h"
#include "text/document.h"
#include "text/language.h"
#include "text/unicode.h"

using namespace concord;

namespace {

std::string Dump(const std::vector<Unit>& units) { return testing::UnitDump(units); }

std::vector<Unit> Segment(std::string_view text) {
  return SegmentPlainText(DecodeDocument("mem.txt", text));
}

std::string SourcePath(const std::string& rel) {
  return std::string(CONCORD_SOURCE_DIR) + "/" + rel;
}

std::string Repeat(std::string_view s, int n) {
  std::string out;
  for (int i = 0; i < n; ++i) out += s;
  return out;
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// SegmentPlainText: layouts and unit kinds

struct SegmentCase {
  const char* name;
  const char* text;
  const char* dump;
};

const SegmentCase kSegmentCases[] = {
    // One unit per line: no blank line, so no line continues another.
    {"one unit per line", "Acknowledgements\nThis document is a joint effort.\nThanks to all!",
     "H1|P2|P3"},
    {"one unit per line, CJK", "致谢\n感谢阅读。\n谢谢大家！", "H1|P2|P3"},
    // A final newline ends the last line; it is not a blank line.
    {"one unit per line, final newline",
     "Acknowledgements\nThis document is a joint effort.\nThanks to all!\n", "H1|P2|P3"},
    {"list then paragraph, final newline",
     "- first item\n- second item\nA paragraph after the list.\n", "L1|L2|P3"},

    // Paragraphs separated by blank lines.
    {"blank-line-separated paragraphs",
     "Acknowledgements\n\nThis document is a joint effort.\n\nThanks to all!\n", "H1|P3|P5"},
    {"several blank lines", "One.\n\n\n\nTwo.", "P1|P5"},
    {"leading blank lines", "\n\nTitle", "H3"},
    {"whitespace-only line separates", "First one.\n \t \nSecond one.", "P1|P3"},

    // Hard-wrapped: short lines, blank-line separated; lines join into one unit.
    {"hard-wrapped paragraphs",
     "This paragraph was\nwrapped by hand over\nthree short lines.\n\nA second one, also\n"
     "wrapped.\n",
     "P1-3|P5-6"},
    {"hard-wrapped with a heading", "Further reading\n\nThere are many related\narticles.\n",
     "H1|P3-4"},
    {"two short lines without punctuation are not a heading", "Some title\nsecond line\n\nBody.",
     "P1-2|P4"},
    // Blank lines alone do not make a file hard-wrapped: the lines must stop mid-sentence.
    {"blank lines, every line a sentence",
     "First sentence here.\nSecond sentence here.\n\nThird sentence here.", "P1|P2|P4"},
    {"blank lines, lines end with ? or ？",
     "Is this line a question that is longer than fifty columns?\nIt is one indeed.\n\n"
     "这是一个很长的问题，它的宽度超过了五十个显示列，对吗？\n是的。",
     "P1|P2|P4|P5"},
    {"blank lines, short line before a long one",
     "Heading\nA much longer line of text that follows.\n\nAnother paragraph.", "H1|P2|P4"},
    // Two of three line pairs stop mid-sentence: enough.
    {"two thirds of the lines wrapped",
     "aaaa bbbb cccc dddd\neeee ffff gggg hhhh\niiii jjjj kkkk.\nllll.\n\nNext one.", "P1-4|P6"},
    // One of three: not enough.
    {"one third of the lines wrapped",
     "aaaa bbbb cccc dddd\neeee ffff gggg.\niiii jjjj kkkk.\nllll.\n\nNext one.", "H1|P2|P3|P4|P6"},
    // Wrapped lines at less than 60% of the widest line do not count.
    {"lines much narrower than the widest",
     "aaaa bbbb\ncccc dddd\neeee ffff\n\nThis is the widest line by far.", "H1|H2|H3|P5"},
    {"blank line only at the end", "Some title\nsecond line\n\n\n", "H1|H2"},
    // One line wider than kMaxWrapColumns: every line starts a unit again.
    {"wide line: not hard-wrapped",
     "Short line one\nshort line two.\n\nThis line is deliberately made much wider than one "
     "hundred columns so that the file cannot be read as hard-wrapped.",
     "H1|P2|P4"},

    // List items.
    {"list items",
     "- one\n* two\n+ three\n• four\n・五\n1. six\n2) seven\n① eight\n(a) nine\n"
     "(ii) ten",
     "L1|L2|L3|L4|L5|L6|L7|L8|L9|L10"},
    {"indented continuation of a list item",
     "- first item\n  continued here\n- second item\nA paragraph after the list.", "L1-2|L3|P4"},
    {"tab-indented continuation", "• first item\n\tcontinued here\n• second item", "L1-2|L3"},
    {"unindented line after a list item is new", "- first item\nNot a continuation.", "L1|P2"},
    {"nested marker starts a new item", "- outer item\n  - inner item\n- next item", "L1|L2|L3"},
    {"list in a hard-wrapped file", "Items:\n\n- first item that\n  wraps\n- second\n\nDone.",
     "P1|L3-4|L5|P7"},
    {"non-markers", "*bold* text here.\n1.5 GB is plenty.\n(L) | 80\n-5 degrees outside.",
     "P1|P2|P3|P4"},

    // Headings.
    {"atx heading", "# Title\nBody text here.", "H1|P2"},
    {"atx heading with closing punctuation", "## A heading that ends in a full stop.", "H1"},
    {"atx heading does not take the next line", "# Title\nBody text.\n\nMore text.", "H1|P2|P4"},
    {"hash without space is not atx", "#hashtag is popular.", "P1"},
    {"short line without closing punctuation", "Acknowledgements", "H1"},
    {"short Chinese line", "延伸阅读", "H1"},
    {"short Korean line", "감사의 말", "H1"},
    {"ends with 。", "感谢阅读。", "P1"},
    {"ends with !", "Thanks!", "P1"},
    {"ends with ！", "谢谢大家！", "P1"},
    {"ends with :", "Contents:", "P1"},
    {"ends with ：", "包括以下内容：", "P1"},
    {"ends with .", "Done.", "P1"},
    {"table row", "Name | Size", "P1"},

    // Nothing to segment.
    {"empty file", "", ""},
    {"whitespace-only file", " \n\t\n\u3000\n  \n", ""},
    {"newlines only", "\n\n\n", ""},
};

BOOST_AUTO_TEST_CASE(segment_table) {
  for (const SegmentCase& c : kSegmentCases) {
    BOOST_TEST_CONTEXT(c.name) { BOOST_TEST(Dump(Segment(c.text)) == c.dump); }
  }
}

// kMaxHeadingColumns is inclusive: 50 columns may be a heading, 51 may not.
BOOST_AUTO_TEST_CASE(heading_width_limit) {
  static_assert(kMaxHeadingColumns == 50);
  const struct {
    std::string text;
    const char* dump;
  } cases[] = {
      {Repeat("a", 50), "H1"},  {Repeat("a", 51), "P1"},        {Repeat("字", 25), "H1"},
      {Repeat("字", 26), "P1"}, {Repeat("한", 25) + "x", "P1"},
  };
  for (const auto& c : cases) {
    BOOST_TEST_CONTEXT(DisplayWidth(c.text) << " columns") {
      BOOST_TEST(Dump(Segment(c.text)) == c.dump);
    }
  }
}

// kMaxWrapColumns is inclusive: a 100-column line still allows hard wrapping.
BOOST_AUTO_TEST_CASE(wrap_width_limit) {
  static_assert(kMaxWrapColumns == 100);
  const std::string tail = "\nend.\n\nNext.";
  BOOST_TEST(Dump(Segment(Repeat("b", 100) + tail)) == "P1-2|P4");
  BOOST_TEST(Dump(Segment(Repeat("b", 101) + tail)) == "P1|P2|P4");
  BOOST_TEST(Dump(Segment(Repeat("字", 50) + tail)) == "P1-2|P4");
  BOOST_TEST(Dump(Segment(Repeat("字", 50) + "x" + tail)) == "P1|P2|P4");
}

// Texts: joined lines, marker removed and kept in Unit::marker, white space trimmed.
BOOST_AUTO_TEST_CASE(unit_text_of_joined_lines) {
  const std::vector<Unit> wrapped =
      Segment("This paragraph was\n  wrapped by hand over  \nthree short lines.\n\nNext.");
  BOOST_TEST_REQUIRE(wrapped.size() == 2u);
  BOOST_TEST(wrapped[0].text == "This paragraph was wrapped by hand over three short lines.");
  BOOST_TEST(wrapped[0].line == 1);
  BOOST_TEST(wrapped[0].last_line == 3);
  BOOST_TEST(wrapped[0].marker.empty());

  const std::vector<Unit> list = Segment("- first item\n    continued here\n- second");
  BOOST_TEST_REQUIRE(list.size() == 2u);
  BOOST_TEST(list[0].text == "first item continued here");
  BOOST_TEST(list[0].marker == "-");
  BOOST_TEST(list[0].last_line == 2);
}

BOOST_AUTO_TEST_CASE(atx_heading_text_drops_hashes) {
  const std::vector<Unit> units = Segment("### Further reading");
  BOOST_TEST_REQUIRE(units.size() == 1u);
  BOOST_TEST(units[0].text == "Further reading");
  BOOST_TEST(units[0].marker.empty());
}

BOOST_AUTO_TEST_CASE(surrounding_white_space_trimmed) {
  const std::vector<Unit> units = Segment("   Indented text.\u3000 \t");
  BOOST_TEST_REQUIRE(units.size() == 1u);
  BOOST_TEST(units[0].text == "Indented text.");
}

struct MarkerCase {
  const char* line;
  const char* marker;  // "" when the line is not a list item
  const char* text;
};

BOOST_AUTO_TEST_CASE(list_marker_kept_and_stripped) {
  const MarkerCase cases[] = {
      {"- item", "-", "item"},
      {"* item", "*", "item"},
      {"+ item", "+", "item"},
      {"• James Bradbury", "•", "James Bradbury"},
      {"・項目", "・", "項目"},
      {"・ 項目", "・", "項目"},
      {"1. item", "1.", "item"},
      {"12) item", "12)", "item"},
      {"① item", "①", "item"},
      {"(a) item", "(a)", "item"},
      {"(ii) item", "(ii)", "item"},
      {"-\titem", "-", "item"},
      {"-   item", "-", "item"},
      {"・\u3000項目", "・", "項目"},  // ideographic space after the marker
      {"1.\u3000項目", "1.", "項目"},
      // Not markers: the whole line is the text.
      {"*bold* text here.", "", "*bold* text here."},
      {"1.5 GB is plenty.", "", "1.5 GB is plenty."},
      {"(L) | 80", "", "(L) | 80"},
      {"-5 degrees outside.", "", "-5 degrees outside."},
  };
  for (const MarkerCase& c : cases) {
    BOOST_TEST_CONTEXT("\"" << c.line << "\"") {
      const std::vector<Unit> units = Segment(c.line);
      BOOST_TEST_REQUIRE(units.size() == 1u);
      const bool is_item = *c.marker != '\0';
      BOOST_TEST((units[0].kind == UnitKind::kListItem) == is_item);
      BOOST_TEST(units[0].marker == c.marker);
      BOOST_TEST(units[0].text == c.text);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// ListMarkerLength

struct MarkerLengthCase {
  const char* line;
  size_t length;
};

BOOST_AUTO_TEST_CASE(list_marker_length_table) {
  const MarkerLengthCase cases[] = {
      {"- item", 2},
      {"* item", 2},
      {"+ item", 2},
      {"-   item", 4},  // all the spaces after the marker
      {"-\titem", 2},
      {"• item", 4},  // 3-byte bullet + space
      {"・ 項目", 4},
      {"・項目", 3},  // CJK bullets need no space
      {"1. item", 3},
      {"9) item", 3},
      {"10. item", 4},
      {"123. item", 5},
      {"① item", 4},
      {"⑳ item", 4},
      {"(a) item", 4},
      {"(z) item", 4},
      {"(i) item", 4},
      {"(ii) item", 5},
      {"(iv) item", 5},
      // Not list items.
      {"", 0},
      {"-", 0},  // a marker alone is not an item
      {"•", 0},
      {"1.", 0},
      {"-item", 0},
      {"--- rule", 0},
      {"*bold*", 0},
      {"**bold** text", 0},
      {"1.5 GB is", 0},
      {"1.x", 0},
      {"2024. A year", 0},  // four digits: a year, not an item number
      {"(L) | 80", 0},      // uppercase letter in parentheses
      {"(A) item", 0},
      {"(ab) item", 0},
      {"() item", 0},
      {"(a)item", 0},
      {"item - not", 0},
      {"感谢", 0},
  };
  for (const MarkerLengthCase& c : cases) {
    BOOST_TEST_CONTEXT("\"" << c.line << "\"") { BOOST_TEST(ListMarkerLength(c.line) == c.length); }
  }
}

// ---------------------------------------------------------------------------------------------
// The seed editions

BOOST_AUTO_TEST_CASE(seed_zh_conclusion) {
  const std::vector<Unit> units =
      SegmentPlainText(ReadDocument(SourcePath("corpus/zh/conclusion.txt")));
  BOOST_TEST(units.size() == 33u);
  BOOST_TEST(Dump(units) ==
             "H1|P3|P5|P7|H9|P11|L13|L14|L15|L16|L17|L18|P20|P22|P24|H26|P28|"
             "L30|L31|L32|L33|L34|L35|L36|L37|L38|L39|L40|L41|L42|P44|H46|P48");
  for (const Unit& u : units) {
    BOOST_TEST_CONTEXT("zh:" << u.line) {
      if (u.kind == UnitKind::kListItem) {
        BOOST_TEST(u.marker == "•");
        BOOST_TEST(u.text.rfind("•", 0) == std::string::npos);
      } else {
        BOOST_TEST(u.marker.empty());
      }
    }
  }
  BOOST_TEST_REQUIRE(units.size() > 6u);
  BOOST_TEST(units[0].text == "结论与延伸阅读");
  BOOST_TEST(units[6].text.rfind("James Bradbury、Reiner Pope", 0) == 0u);
}

BOOST_AUTO_TEST_CASE(seed_ko_conclusion) {
  const std::vector<Unit> units =
      SegmentPlainText(ReadDocument(SourcePath("corpus/ko/conclusion.txt")));
  BOOST_TEST(units.size() == 33u);
  BOOST_TEST(Dump(units) ==
             "P1|P2|H3|P4|L5|L6|L7|L8|L9|L10|P11|P12|P13|H14|P15|"
             "L16|L17|L18|L19|L20|L21|L22|L23|L24|L25|L26|L27|L28|L29|L30|P31|H32|P33");
  BOOST_TEST_REQUIRE(units.size() > 4u);
  BOOST_TEST(units[2].text == "감사의 말");
  BOOST_TEST(units[4].marker == "-");
  BOOST_TEST(units[4].text.rfind("James Bradbury, Reiner Pope", 0) == 0u);
}

// ---------------------------------------------------------------------------------------------
// DetectLanguage

struct LangCase {
  const char* name;
  const char* text;
  const char* lang;
};

BOOST_AUTO_TEST_CASE(detect_language_table) {
  const LangCase cases[] = {
      {"Hangul", "감사의 말", "ko"},
      {"Hangul with Hanja and Latin", "漢字 표기와 Google DeepMind의 한국어 문장", "ko"},
      {"Han", "结论与延伸阅读", "zh"},
      {"Han with Latin names", "感谢 Jacob Austin 和 Google DeepMind 的贡献。", "zh"},
      {"Kana and Han", "日本語のテキストを読みます。", "ja"},
      {"mostly Han, some Kana", "東京大学の研究", "ja"},
      {"Latin", "Hello world, thanks for reading.", "en"},
      {"digits only", "12345 678", "und"},
      {"punctuation and digits", "1. (2) — 3!", "und"},
      {"empty", "", "und"},
      {"Chinese with one quoted Korean word",
       "本文档代表了许多人的重大集体投入，韩文版把“감사”这个词放在了标题里，我们想在这里简要地"
       "向所有参与翻译和审校工作的同事致谢。",
       "zh"},
  };
  for (const LangCase& c : cases) {
    BOOST_TEST_CONTEXT(c.name) { BOOST_TEST(DetectLanguage(c.text) == c.lang); }
  }
}

// The language is that of the prose: most of its words, a CJK character counted as a word.
// An English page's language menu or quoted example is a few CJK characters among its words;
// a translation's code blocks, inline code, links and tags are no prose.
BOOST_AUTO_TEST_CASE(detect_language_of_the_prose) {
  const LangCase cases[] = {
      {"English README with a language menu",
       "English | [简体中文](docs/zh/README.md) | [日本語](docs/ja/README.md) | "
       "[한국어](docs/ko/README.md)\n\nLumen is a small library that reads, checks and prints "
       "calendar dates for you.\n",
       "en"},
      {"English with a quoted Chinese prompt",
       "Pass the prompt “一只猫” to the pipeline to get a picture of a cat.", "en"},
      {"Chinese with an English code block",
       "用下面的命令安装：\n\n```sh\npip install lumen --upgrade --index-url "
       "https://example.org/simple\nlumen init --config lumen.yml --force\nlumen check "
       "--all --verbose --report report.json\n```\n",
       "zh"},
      {"Korean with inline code, a link and a tag",
       "`kettle.boil(temperature=100, timeout=30)`을 호출하면 <a href=\"https://example.org/"
       "docs/kettle/boil\">문서</a>에서 설명한 대로 물이 끓습니다.",
       "ko"},
      {"Chinese with more Latin letters than characters",
       "在 Kubernetes 中，Deployment 会创建 ReplicaSet。", "zh"},
      // An address ends where CJK text follows it without a space.
      {"Chinese right after an address",
       "请访问 https://example.org/docs获取更多信息和完整的安装说明以及常见问题的解答，然后 "
       "read the install guide for the kettle.",
       "zh"},
      // A '<' that opens no tag is text, not the start of one that runs to a later '>'.
      {"a comparison in Chinese prose",
       "如果 a < b 就返回较小的值，否则返回另一个值，并且把这个值交给调用者继续处理 x > y and "
       "the rest.",
       "zh"},
      // A fence closes only on a bare run of its mark at least as long as the one that opened it.
      {"a Markdown example holding a code block",
       "````md\n```js\nconst first = load(config, options, defaults, the, kettle, and, its, "
       "settings);\n"
       "```\nconst third = render(second, target, options);\n````\n下面是这段示例的说明。\n",
       "zh"},
      {"double-backtick inline code",
       "``const value = compute(first, second, third, fourth)`` 是代码。", "zh"},
  };
  for (const LangCase& c : cases) {
    BOOST_TEST_CONTEXT(c.name) { BOOST_TEST(DetectLanguage(c.text) == c.lang); }
  }
}

// Each case sits exactly on a threshold (one code point fewer of the deciding script flips it),
// behind any number of leading blanks.
BOOST_AUTO_TEST_CASE(detect_language_thresholds_at_every_offset) {
  const std::string han9 = "结论与延伸阅读的内";  // 9 Han ideographs
  const struct {
    const char* name;
    std::string text;
    const char* lang;
  } cases[] = {
      {"1 Hangul in 10", han9 + "감", "ko"},
      {"々 is Han", "々" + han9 + "감", "zh"},
      {"U+D790 is Hangul", han9 + han9 + "\uD790감", "ko"},  // 2 in 20
      {"1 Kana in 10", han9 + "の", "ja"},
      {"Latin without CJK", "Hello world and more words", "en"},
  };
  for (const auto& c : cases) {
    for (int shift = 0; shift < 18; ++shift) {
      const std::string text = std::string(static_cast<size_t>(shift), ' ') + c.text + " 1.";
      BOOST_TEST_CONTEXT(c.name << ", shifted by " << shift) {
        BOOST_TEST(DetectLanguage(text) == c.lang);
      }
    }
  }
}

BOOST_AUTO_TEST_CASE(detect_language_of_seed_files) {
  BOOST_TEST(DetectLanguage(ReadDocument(SourcePath("corpus/zh/conclusion.txt")).text) == "zh");
  BOOST_TEST(DetectLanguage(ReadDocument(SourcePath("corpus/ko/conclusion.txt")).text) == "ko");
}
