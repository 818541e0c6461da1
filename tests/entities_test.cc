// Tests for entities.h, what EntityExtractor finds in one unit, and for ContainsWords
// (rules/entity_match.h).
//
// Cases are tables of (unit kind, unit text) → a compact dump of the entities in position
// order, "kind:value|kind:value" (e.g. "name:Noam Shazeer|number:12"); keys are checked in a
// second table where they differ from the value.
#include "extract/entities.h"

#include <unicode/locid.h>

#include <boost/test/unit_test.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "model.h"
#include "rules/entity_match.h"
#include "test_util.h"
#include "text/number_forms.h"
#include "text/number_words.h"
#include "text/unicode.h"

namespace concord {
namespace {

constexpr UnitKind P = UnitKind::kParagraph;
constexpr UnitKind L = UnitKind::kListItem;
constexpr UnitKind H = UnitKind::kHeading;

const EntityExtractor& Extractor() { return testing::SharedExtractor(); }

// An entity with its value as written (EntityValue()), which the tables compare.
struct Seen {
  EntityKind kind;
  std::string value, key;
  size_t begin, end;
};

std::vector<Seen> Extract(UnitKind kind, std::string_view text,
                          std::vector<std::string> links = {}) {
  Unit unit;
  unit.kind = kind;
  unit.line = 1;
  unit.last_line = 1;
  unit.text = std::string(text);
  if (!links.empty()) unit.markup.Mutable().links = std::move(links);
  std::vector<Seen> seen;
  for (const Entity& e : Extractor()(unit))
    seen.push_back({e.kind, std::string(EntityValue(unit, e)), std::string(e.key), e.begin, e.end});
  return seen;
}

// "kind:value|kind:value" in the order the extractor returns them (by position).
std::string Dump(const std::vector<Seen>& entities) {
  std::string out;
  for (const Seen& e : entities) {
    if (!out.empty()) out += "|";
    out += std::string(EntityKindName(e.kind)) + ":" + e.value;
  }
  return out;
}

struct DumpCase {
  UnitKind kind;
  std::string_view text;
  std::string_view want;
};

void RunDumpCases(const std::vector<DumpCase>& cases) {
  for (const DumpCase& c : cases) {
    BOOST_TEST_CONTEXT(UnitKindName(c.kind) << " \"" << c.text << "\"") {
      BOOST_TEST(Dump(Extract(c.kind, c.text)) == c.want);
    }
  }
}

BOOST_AUTO_TEST_CASE(names) {
  RunDumpCases({
      {P, "Jacob Austin은 Google DeepMind의 연구원입니다.",
       "name:Jacob Austin|name:Google DeepMind"},
      // Possessive dropped, both apostrophes; the name ends at the possessive.
      {P, "Rafi Witten’s High Performance Computing 강의",
       "name:Rafi Witten|name:High Performance Computing"},
      {P, "Rafi Witten's 강의", "name:Rafi Witten"},
      {P, "James Bradbury、Reiner Pope 和 Blake Hechtman",
       "name:James Bradbury|name:Reiner Pope|name:Blake Hechtman"},
      // "and" joins two names, it is not inside one; "of"/"van" are. A word the word list
      // also knows as a proper noun (Dean) does not make a sentence look like Title Case.
      {P, "Noam Shazeer and Jeff Dean", "name:Noam Shazeer|name:Jeff Dean"},
      {P, "我们在 Bank of America 和 Ludwig van Beethoven",
       "name:Bank of America|name:Ludwig van Beethoven"},
      // A Chinese sentence that opens with a run of capitalized words opens with a name; one
      // that opens with English prose capitalizes its first word as English does.
      {P, "The Anatomy of Collective Communication 是一篇文章。",
       "name:The Anatomy of Collective Communication"},
      {P, "In practice 这个 TPU 很快", "term:practice|name:TPU"},
      // A single capital letter is not a name.
      {P, "X 轴", ""},
      {P, "A B", ""},
      {P, "Noam Shazeer 写了 12 篇", "name:Noam Shazeer|number:12"},
      // "·" separates two names.
      {P, "GPU·CUDA에 특화", "name:GPU|name:CUDA"},
      // A title in a paragraph (not a list item) is names, not a title: English in Title Case,
      // where only words that are not common English words are names.
      {P, "How to Optimize a CUDA Matmul Kernel: a Worklog：虽然是 GPU 的。",
       "name:CUDA Matmul|name:Worklog|name:GPU"},
      // The same in a heading: every word of it is a common English word.
      {H, "Efficiently Scaling Transformer Inference: 요약", ""},
      // Latin text that another entity took (here code) still makes what follows it Latin:
      // the number before "Jean" is part of the word.
      {P, "说 `x` 0.5Jean 和", "code:x|name:0.5Jean"},
  });
}

// Capitalization is evidence of a name only where English does not capitalize every word of a
// kind: not for the first word of an English sentence, not in Title Case text. Which words are
// common English words comes from the word list (english_words.h).
BOOST_AUTO_TEST_CASE(names_are_names) {
  const std::vector<DumpCase> cases = {
      // A sentence-initial common word is no name, alone or before one.
      {P, "Returns the number of rows.", ""},
      {P, "Thank you for reading.", ""},
      {P, "Please restart the server.", ""},
      {P, "Stop Docker before you upgrade.", "name:Docker"},
      {P, "It works. Generate Kubernetes manifests with it.", "name:Kubernetes"},
      {L, "Zorblat renders the page.", "name:Zorblat"},  // not in the word list: a name
      // ... also where the sentence opens after a CJK sentence end, or after a quote.
      {P, "完成了。Please restart the server.", ""},
      {P, "\"Install Helm first,\" she said.", "name:Helm"},
      // ... and the first word of a quotation (a label, a message) or of a clause set off by a
      // colon or a dash, in any script's quotation marks.
      {P, "Then click \"Execute\" and wait.", ""},
      {P, "It answers \"Invalid token or expired session\" at once.", ""},
      {P, "Then press \u2018Save\u2019 to keep it.", ""},
      {P, "点击 \"Execute\" 按钮。", ""},
      {L, "`timeout` - Sets the time to wait.", ""},
      {L, "retry \u2013 Enables another attempt.", ""},
      {P, "The server \u2014 Returns nothing here.", ""},
      {L, "Default: Disabled for new users.", ""},
      // A name there is still a name; a closing mark or a joining hyphen opens nothing.
      {P, "Then click \"Kubernetes\" in the menu.", "name:Kubernetes"},
      {L, "`kind` - Zorblat runs it.", "name:Zorblat"},
      {P, "The \"fast\" Mode is on.", "name:Mode"},
      {P, "We keep it\u2014Hosted here.", "name:Hosted"},
      // A Chinese or Korean sentence that opens with a Latin word capitalizes it by choice.
      {P, "Helm은 패키지 관리자입니다.", "name:Helm"},
      {P, "Helm 是包管理器。", "name:Helm"},
      {P, "Trace Viewer 显示时间线。", "name:Trace Viewer"},
      // Words the list knows only capitalized are proper nouns, at the start too.
      {P, "America is large.", "name:America"},
      // Articles and verbs do not join words into a name.
      {P, "You can stop a Docker container.", "name:Docker"},
      {P, "Stop a Docker container.", "name:Docker"},
      {P, "Run it and Generate a Kubernetes manifest.", "name:Generate|name:Kubernetes"},
      {P, "We moved from Mesos to Kubernetes.", "name:Mesos|name:Kubernetes"},
      {P, "使用 Redis for Kubernetes 部署", "name:Redis|name:Kubernetes"},
      // "of" joins two name words; not a sentence-initial common word to a name.
      {P, "他在 Bank of America 工作", "name:Bank of America"},
      {P, "Installation of Kubernetes is easy.", "name:Kubernetes"},
      // In English Title Case, only words that are not common English words are names.
      {H, "How to Think About TPUs", "name:TPUs"},
      {H, "Chapter 2: Installation Guide", "number:2"},
      {H, "Getting Started With Kubernetes on GitHub", "name:Kubernetes|name:GitHub"},
      {H, "第 3 章：How to Think About TPUs", "number:3|name:TPUs"},
      // Prose with a capitalized common word inside is no Title Case.
      {P, "We store the files in Google Cloud Storage for now.", "name:Google Cloud Storage"},
      // A Latin run inside a Chinese sentence keeps its capitals: no Title Case there.
      {P, "我们阅读了 High Performance Computing 课程", "name:High Performance Computing"},
  };
  for (const DumpCase& c : cases) {  // the names only: prose has terms too
    BOOST_TEST_CONTEXT(UnitKindName(c.kind) << " \"" << c.text << "\"") {
      std::vector<Seen> names;
      for (Seen& e : Extract(c.kind, c.text))
        if (e.kind == EntityKind::kName || e.kind == EntityKind::kNumber) names.push_back(e);
      BOOST_TEST(Dump(names) == c.want);
    }
  }
}

BOOST_AUTO_TEST_CASE(emails) {
  RunDumpCases({
      {P, "请发邮件到 a.b@example.com。", "email:a.b@example.com"},
      // Obfuscated: no number (123) and no name or term come out of the address.
      {P, "jacobaustin123 [at] gmail [dot] com으로 연락하세요.", "email:jacobaustin123@gmail.com"},
      {P, "发邮件到jacobaustin123 [at] gmail [dot] com", "email:jacobaustin123@gmail.com"},
      {P, "jacobaustin123 (at) gmail (dot) com", "email:jacobaustin123@gmail.com"},
      {P, "jacobaustin123 {at} gmail {dot} com", "email:jacobaustin123@gmail.com"},
      {P, "jacobaustin123 [AT] gmail [DOT] com", "email:jacobaustin123@gmail.com"},
      {P, "邮箱 jacobaustin123 at gmail dot com 。", "email:jacobaustin123@gmail.com"},
      {P, "jacobaustin123＠gmail.com", "email:jacobaustin123@gmail.com"},
      {P, "jacob [at] cs [dot] stanford [dot] edu", "email:jacob@cs.stanford.edu"},
      // The address is case folded.
      {P, "a.b＠Example.COM", "email:a.b@example.com"},
      {P, "Jacob Austin은 a.b@example.com으로", "name:Jacob Austin|email:a.b@example.com"},
  });
}

BOOST_AUTO_TEST_CASE(urls) {
  RunDumpCases({
      // Trailing punctuation is not part of the URL.
      {P, "参见 https://example.com/path/.", "url:https://example.com/path/"},
      {P, "链接 http://foo.org/a, 和 www.example.org/x/!",
       "url:http://foo.org/a|url:www.example.org/x/"},
      {P, "链接：https://jax-ml.github.io/scaling-book/。",
       "url:https://jax-ml.github.io/scaling-book/"},
      {P, "（https://example.com/a）", "url:https://example.com/a"},
      {P, "ftp://files.example.com/a.txt;", "url:ftp://files.example.com/a.txt"},
      {P, "www.example.com.", "url:www.example.com"},
      // Parentheses the address opens and closes are its own (a Wikipedia page named with its
      // field); one it does not open is the prose's. The percent-encoded bytes in them are no
      // numbers.
      {P, "定义可参考：https://zh.wikipedia.org/wiki/%E5%89%AF_(%E8%AE%A1%E7%A7%91)",
       "url:https://zh.wikipedia.org/wiki/%E5%89%AF_(%E8%AE%A1%E7%A7%91)"},
      {P, "See https://en.wikipedia.org/wiki/Heap_(data_structure).",
       "url:https://en.wikipedia.org/wiki/Heap_(data_structure)"},
      {P, "参见 (https://example.org/a) 和 (www.example.org/b)",
       "url:https://example.org/a|url:www.example.org/b"},
      {P, "https://example.org/a_(b 12", "url:https://example.org/a_|number:12"},
      {P, "参见 (https://en.wikipedia.org/wiki/Heap_(data_structure)) 一文",
       "url:https://en.wikipedia.org/wiki/Heap_(data_structure)"},
      {P, "参见 https://example.org/Foo_((bar))", "url:https://example.org/Foo_|term:bar"},
  });
}

BOOST_AUTO_TEST_CASE(numbers) {
  RunDumpCases({
      {P, "峰值 9.89e14 次。", "number:9.89e14"},
      {P, "1e-3 与 16×16", "number:1e-3|number:16×16"},
      {P, "我们有 8,192 个。", "number:8,192"},
      {P, "共 １２ 个。", "number:１２"},
      {P, "第12章", "number:12"},
      {P, "12장에서", "number:12"},
      {P, "第１２章", "number:１２"},
      // A unit written after the number is not part of it.
      {P, "延迟 50ms。", "number:50"},
      {P, "1.5x 更快", "number:1.5"},
      // A decimal without its leading zero begins at its point; a '.' after a word or another
      // '.' is none.
      {P, "约 .4 秒（.25 秒）", "number:.4|number:.25"},
      {P, "等...4 秒", "number:4"},
      // Nor is one before a date: only digits make a decimal.
      {P, "日期 .2024-01-31 的", "number:2024-01-31"},
      {P, "网格 4x2 的", "number:4x2"},
      {P, "크기 800*500 픽셀", "number:800*500"},
      {P, "一张 800*500px 的图片", "number:800*500"},
      {L, "[2211.05102] Efficiently Scaling Transformer Inference：一篇关于推理的论文。",
       "number:2211.05102|title:Efficiently Scaling Transformer Inference"},
      // Digits inside a lowercase-led word are not numbers (nor terms).
      {P, "bfloat16 和 int8 以及 v5e", ""},
      // Uppercase ids alone are numbers, not names; followed by a name word they are a name.
      {P, "CS336", "number:CS336"},
      {P, "CS336의 강의", "number:CS336"},
      {P, "H100", "number:H100"},
      {P, "H100 SXM", "name:H100 SXM"},
      // Digits and capitals that other entities claimed are no numbers; those after them are.
      {P, "写信给 Jacob Austin2 与 jacob9@example.com 第 42 次，见 https://x.org/A7 和 8",
       "name:Jacob Austin2|email:jacob9@example.com|number:42|url:https://x.org/A7|number:8"},
      // Full-width forms (common in Chinese text) are read as their ASCII counterparts: an id
      // is one number, and a lone full-width capital is no name.
      {P, "使用 Ａ１００ 显卡", "number:Ａ１００"},
      {P, "Ａ１００ 그래픽 카드", "number:Ａ１００"},
      {P, "Ｈ１００ ＳＸＭ", "name:Ｈ１００ ＳＸＭ"},
      {P, "型号 Ａ 和 B", ""},
      // The same for other Latin capitals: letters are counted, not bytes.
      {P, "我们 É 和 Ö 。", ""},
      {P, "Ö1 und Ä2", "number:Ö1|term:und|number:Ä2"},
      {P, "共 １２３ 个", "number:１２３"},
  });
}

// Scans step over Chinese, Korean and punctuation 16 bytes at a time: what they find must not
// depend on where in those 16 bytes it starts, nor on the characters before it.
BOOST_AUTO_TEST_CASE(entities_after_cjk_at_every_offset) {
  const std::vector<std::pair<std::string_view, std::string_view>> cases = {
      {"峰值 9.89e14 次", "number:9.89e14"},
      {"我们有 8,192 个", "number:8,192"},
      {"共 １２ 个", "number:１２"},
      {"第12章", "number:12"},
      {"12장에서", "number:12"},
      {"bfloat16 和 int8 以及 v5e", ""},
      {"CS336의 강의", "number:CS336"},
      {"H100 SXM 和", "name:H100 SXM"},
      {"Noam Shazeer와 Jeff Dean이", "name:Noam Shazeer|name:Jeff Dean"},
      {"the kernel 很快", "term:kernel"},
      {"A100 和 T4", "number:A100|number:T4"},
      {"Émile Zola 的 Ⅻ 章", "name:Émile Zola"},
      {"读《Efficiently Scaling Transformer Inference》",
       "title:Efficiently Scaling Transformer Inference"},
      {"『Deep Dive』와", "title:Deep Dive"},
  };
  const std::vector<std::string> fill = {"是", "一", "가", "하", "。", "“", "，", " ", "中"};
  for (const auto& [text, want] : cases) {
    for (size_t offset = 0; offset < 24; ++offset) {
      std::string prefix;
      for (size_t i = 0; i < offset; ++i) prefix += fill[(i + offset) % fill.size()];
      const std::string unit = prefix + "。" + std::string(text) + "。完了，完了。";
      BOOST_TEST_CONTEXT("\"" << unit << "\"") { BOOST_TEST(Dump(Extract(P, unit)) == want); }
    }
  }
}

// Seventeen characters of the CJK punctuation block belong to a script (々 〇 〡–〩 〸–〻 are
// Han, U+302E–302F Hangul): a digit after one joins the Han run, not the Latin word before it,
// however long the text after it (the 16-byte steps must not take them for punctuation).
BOOST_AUTO_TEST_CASE(scripted_cjk_punctuation_ends_a_latin_run) {
  std::vector<char32_t> scripted = {0x3005, 0x3007, 0x302E, 0x302F};
  for (char32_t c = 0x3021; c <= 0x3029; ++c) scripted.push_back(c);
  for (char32_t c = 0x3038; c <= 0x303B; ++c) scripted.push_back(c);
  auto utf8 = [](char32_t c) {  // three bytes: all of U+3000–303F
    return std::string{static_cast<char>(0xE0 | (c >> 12)),
                       static_cast<char>(0x80 | ((c >> 6) & 0x3F)),
                       static_cast<char>(0x80 | (c & 0x3F))};
  };
  const std::string tail = " 3.Bar 모델과 노드를 사용합니다 and more.";
  for (char32_t c : scripted) {
    BOOST_TEST_CONTEXT("U+" << std::hex << static_cast<unsigned>(c)) {
      BOOST_TEST(Dump(Extract(P, "Tokyo" + utf8(c) + tail)) ==
                 "name:Tokyo|number:3|name:Bar|term:more");
    }
  }
  for (char32_t c : {char32_t{0x3001}, char32_t{0x3003}, char32_t{0x300C}}) {  // Common
    BOOST_TEST_CONTEXT("U+" << std::hex << static_cast<unsigned>(c)) {
      BOOST_TEST(Dump(Extract(P, "Tokyo" + utf8(c) + tail)) == "name:Tokyo|name:3.Bar|term:more");
    }
  }
}

// Words are read 16 bytes at a time: words longer than that, and words that run into bytes
// an earlier extractor claimed (an email, inline code), end where they should.
BOOST_AUTO_TEST_CASE(long_words_across_16_byte_steps) {
  RunDumpCases({
      {P, "感谢 Supercalifragilisticexpialidocious Person。",
       "name:Supercalifragilisticexpialidocious Person"},
      {P,
       "用 internationalization 的方法和 ABCDEFGHIJKLMNOPQ123 以及 "
       "Xylophonesxylophonesxylophones-like 和",
       "term:internationalization|number:ABCDEFGHIJKLMNOPQ123|"
       "name:Xylophonesxylophonesxylophones-like"},
      {P,
       "写信 aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@example.com 还有 "
       "`averyveryverylongcodeidentifier` 与 wordwordwordwordwordword`code`",
       "email:aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@example.com|"
       "code:averyveryverylongcodeidentifier|term:wordwordwordwordwordword|code:code"},
  });
}

BOOST_AUTO_TEST_CASE(titles) {
  RunDumpCases({
      // The lead before the '：' that introduces the translation keeps its inner ':'.
      {L,
       "How to Optimize a CUDA Matmul Kernel for cuBLAS-like Performance: a Worklog：虽然是 GPU "
       "的。",
       "title:How to Optimize a CUDA Matmul Kernel for cuBLAS-like Performance: a "
       "Worklog|name:GPU"},
      {L,
       "How to Optimize a CUDA Matmul Kernel for cuBLAS-like Performance: a Worklog: GPU·CUDA에 "
       "특화된 글.",
       "title:How to Optimize a CUDA Matmul Kernel for cuBLAS-like Performance: a "
       "Worklog|name:GPU|name:CUDA"},
      // An all-Latin item: the first ": " ends the title.
      {L, "Efficiently Scaling Transformer Inference: a paper about inference",
       "title:Efficiently Scaling Transformer Inference|term:paper|term:about|term:inference"},
      // A one-word lead is a label, not a title; a common English word, it is no name either.
      {L, "Hint: 这是提示。", ""},
      {L, "Kubectl: 这是工具。", "name:Kubectl"},
      // The lead ends at the first CJK letter: a ':' after it (here in the same 16 bytes that
      // the lead is read in) is not the lead's.
      {L, "Big Nets: 深:学习网络", "title:Big Nets"},
      // Latin text in CJK quotation marks is a title; CJK text in them is not.
      {P, "《Attention Is All You Need》", "title:Attention Is All You Need"},
      {P, "「Scaling Laws」", "title:Scaling Laws"},
      {P, "『Scaling Laws』", "title:Scaling Laws"},
      {P, "“Attention Is All You Need”", "title:Attention Is All You Need"},
      {P, "《A Book》", "title:A Book"},  // shorter than one 16-byte step
      {P, "“Two Words”", "title:Two Words"},
      {P, "《深度学习》", ""},
      {P, "「深度学习」", ""},
      {P, "「GPU 편」", "name:GPU"},
  });
}

BOOST_AUTO_TEST_CASE(code_and_terms) {
  RunDumpCases({
      {P, "使用 `jax.jit` 编译", "code:jax.jit"},
      // A URL inside code is code only.
      {P, "`https://example.com`", "code:https://example.com"},
      {L, "`jit`: 编译函数", "code:jit"},
      // Lowercase words are terms; function words and short words are not.
      {P, "这个 kernel 用于 inference 和 the and 的", "term:kernel|term:inference"},
      {P, "the and for with is", ""},
  });
}

// Keys: NormalizeKey of the value plus kind-specific folding.
BOOST_AUTO_TEST_CASE(keys) {
  struct Case {
    UnitKind kind;
    std::string_view text;
    EntityKind entity;
    std::string_view value;
    std::string_view key;
  };
  const Case cases[] = {
      {P, "Rafi Witten’s 강의", EntityKind::kName, "Rafi Witten", "rafi witten"},
      {P, "jacobaustin123 [at] gmail [dot] com으로", EntityKind::kEmail, "jacobaustin123@gmail.com",
       "jacobaustin123@gmail.com"},
      {P, "Jacob [at] Gmail [dot] Com", EntityKind::kEmail, "jacob@gmail.com", "jacob@gmail.com"},
      {P, "参见 https://example.com/path/.", EntityKind::kUrl, "https://example.com/path/",
       "https://example.com/path"},
      {P, "www.example.org/x/!", EntityKind::kUrl, "www.example.org/x/", "www.example.org/x"},
      {P, "我们有 8,192 个。", EntityKind::kNumber, "8,192", "8192"},
      {P, "1,234,567", EntityKind::kNumber, "1,234,567", "1234567"},
      {P, "共 １２ 个。", EntityKind::kNumber, "１２", "12"},
      {P, "８，１９２", EntityKind::kNumber, "８，１９２", "8192"},
      {P, "Ａ１００ 显卡", EntityKind::kNumber, "Ａ１００", "a100"},  // meets A100
      {P, "第12章", EntityKind::kNumber, "12", "12"},
      {P, "12장", EntityKind::kNumber, "12", "12"},
      {P, "CS336", EntityKind::kNumber, "CS336", "cs336"},
      {P, "自 1970-01-01 00:00:00 起", EntityKind::kNumber, "1970-01-01 00:00:00",
       "1970-01-01 00:00:00"},
      {P, "发布于 2024-03-05。", EntityKind::kNumber, "2024-03-05", "2024-03-05"},
      {P, "在下午 1:00 关机", EntityKind::kNumber, "1:00", "1:00"},
      {P, "在 13:45:10 整", EntityKind::kNumber, "13:45:10", "13:45:10"},
      {P, "《Attention Is All You Need》", EntityKind::kTitle, "Attention Is All You Need",
       "attention is all you need"},
      {P, "使用 `JAX.jit` 编译", EntityKind::kCode, "JAX.jit", "JAX.jit"},  // code is exact
  };
  for (const Case& c : cases) {
    BOOST_TEST_CONTEXT("\"" << c.text << "\"") {
      std::vector<Seen> got = Extract(c.kind, c.text);
      BOOST_TEST_REQUIRE(got.size() == 1u);
      BOOST_TEST(EntityKindName(got[0].kind) == EntityKindName(c.entity));
      BOOST_TEST(got[0].value == c.value);
      BOOST_TEST(got[0].key == c.key);
    }
  }
}

// begin/end are the byte span of the value in the unit text.
BOOST_AUTO_TEST_CASE(spans_match_values) {
  const std::string_view texts[] = {
      "Rafi Witten’s High Performance Computing 강의",
      "[2211.05102] Efficiently Scaling Transformer Inference：一篇关于推理的论文。",
      "参见 https://example.com/path/. 和 `jax.jit` 和 8,192",
      "《Attention Is All You Need》 by Noam Shazeer",
  };
  for (std::string_view text : texts) {
    BOOST_TEST_CONTEXT("\"" << text << "\"") {
      std::vector<Seen> got = Extract(L, text);
      BOOST_TEST(!got.empty());
      size_t last_begin = 0;
      for (const Seen& e : got) {
        BOOST_TEST(e.begin < e.end);
        BOOST_TEST_REQUIRE(e.end <= text.size());
        BOOST_TEST(text.substr(e.begin, e.end - e.begin) == e.value);
        BOOST_TEST(e.begin >= last_begin);
        last_begin = e.begin;
      }
    }
  }
}

// A Markdown link target is not in the unit's text: its value is the link as written, the
// first of the unit's links with its key that is one (a link is one when it starts with
// "http", "ftp" or "www.", or is a relative path, as written); anchors and other schemes are
// no entities.
BOOST_AUTO_TEST_CASE(link_targets_keep_the_link_as_written) {
  std::vector<Seen> got = Extract(
      P, "参见论文",
      {"../gpus/", "HTTPS://Arxiv.org/abs/2211.05102/", "https://Arxiv.org/abs/2211.05102/",
       "https://arxiv.org/abs/2211.05102", "#top", "mailto:a@example.com", "README.zh-CN.md"});
  BOOST_TEST_REQUIRE(got.size() == 3u);
  BOOST_TEST(Dump(got) == "url:../gpus/|url:https://Arxiv.org/abs/2211.05102/|url:README.zh-CN.md");
  BOOST_TEST(got[0].key == "../gpus");
  BOOST_TEST(got[1].key == "https://arxiv.org/abs/2211.05102");
  BOOST_TEST(got[2].key == "readme.zh-cn.md");
  for (const Seen& e : got) {
    BOOST_TEST(e.begin == 0u);
    BOOST_TEST(e.end == 0u);
  }
}

// The entities of `kind` read from a unit of `unit_kind` with `text` and `link_texts` (each
// linking ../x/), each as "value:source:link": "text" or "link-text", and which link text (0
// for none).
std::string EntitiesBySource(UnitKind unit_kind, std::string_view text,
                             const std::vector<std::string>& link_texts, EntityKind kind,
                             const std::vector<std::string>& emphasized = {}) {
  Unit unit;
  unit.kind = unit_kind;
  unit.text = std::string(text);
  unit.markup.Mutable().link_texts = link_texts;
  unit.markup.Mutable().link_text_targets.assign(link_texts.size(), "../x/");
  unit.markup.Mutable().emphasized = emphasized;
  std::string got;
  for (const Entity& e : Extractor()(unit)) {
    if (e.kind != kind) continue;
    const char* source = e.source == EntitySource::kLinkText ? "link-text" : "text";
    got += (got.empty() ? "" : "|") + std::string(EntityValue(unit, e)) + ":" + source + ":" +
           std::to_string(e.link);
  }
  return got;
}

// A title read from a link text says so (EntitySource::kLinkText, and which link text it is);
// a link text that is also a reference title (quoted, or a reading-list item's lead) does not.
BOOST_AUTO_TEST_CASE(link_text_titles_are_marked) {
  struct Case {
    UnitKind kind;
    std::string_view text;
    std::vector<std::string> link_texts;
    std::string_view want;  // "value:source:link" of each title
  };
  const Case cases[] = {
      {P,
       "参见 Consensus Seeking 和 Old Notes。",
       {"Consensus Seeking", "Old Notes"},
       "Consensus Seeking:link-text:1|Old Notes:link-text:2"},
      {P,
       "见《Attention Is All You Need》。",
       {"Attention Is All You Need"},
       "Attention Is All You Need:text:0"},
      {L,
       "Efficiently Scaling Inference: 一篇论文。",
       {"Efficiently Scaling Inference"},
       "Efficiently Scaling Inference:text:0"},
      {L, "Deep Nets and Friends: 一篇论文。", {"Deep Nets"}, "Deep Nets:text:0"},
      // The link's words written as inline code before it are the code's, not the link's.
      {P,
       "先打开 `Getting Started`，再读 Getting Started。",
       {"Getting Started"},
       "Getting Started:link-text:1"},
  };
  for (const Case& c : cases) {
    BOOST_TEST_CONTEXT("\"" << c.text << "\"") {
      BOOST_TEST(EntitiesBySource(c.kind, c.text, c.link_texts, EntityKind::kTitle) == c.want);
    }
  }
}

// A name inside a link text says so too (which link text it is); a name outside does not.
BOOST_AUTO_TEST_CASE(link_text_names_are_marked) {
  // The link's word written as inline code before it is the code's: the link is the later copy.
  BOOST_TEST(EntitiesBySource(P, "先运行 `Docker`，再读 Docker。", {"Docker"}, EntityKind::kName) ==
             "Docker:link-text:1");
  BOOST_TEST(EntitiesBySource(P, "Lumen 使用 Prism 和 Quartz，见 Lumen。",
                              {"Prism", "Quartz", "Lumen"}, EntityKind::kName) ==
             "Lumen:text:0|Prism:link-text:1|Quartz:link-text:2|Lumen:link-text:3");
}

// A name does not run over a link text's edge, where the link begins or where it ends:
// "Render [Gin 部署指南](…)" names Render, and Gin in the link text, where the other edition
// writes "the Render [guide to deploying Gin](…)". A connector does not carry it over either. A
// link text found inside a word has no edge there: `[API]` looked for by its text is found in
// "OpenAPI" first, which stays one name with "Generator".
BOOST_AUTO_TEST_CASE(names_stop_at_a_link_texts_edge) {
  struct Case {
    std::string_view text;
    std::vector<std::string> link_texts;
    std::string want;
  };
  const std::vector<Case> cases = {
      {"按照 Render Gin 部署指南 与 Acme Cloud 操作。",
       {"Gin 部署指南", "Cloud"},
       "Render:text:0|Gin:link-text:1|Acme:text:0|Cloud:link-text:2"},
      {"见 部署 Gin Render 指南。", {"部署 Gin"}, "Gin:link-text:1|Render:text:0"},
      {"见 Bank of America 的说明。", {"Bank"}, "Bank:link-text:1|America:text:0"},
      {"使用 OpenAPI Generator 生成 API。", {"API"}, "OpenAPI Generator:text:0|API:text:0"},
  };
  for (const Case& c : cases) BOOST_TEST_CONTEXT(c.text) {
      BOOST_TEST(EntitiesBySource(P, c.text, c.link_texts, EntityKind::kName) == c.want);
    }
}

// A name does not run over an emphasis's edge either: "**Gradle** Windows 음성 API" sets the
// name in emphasis apart from the name after it, and "Android Studio **Zylo**" the release's name
// from the product's. Emphasis inside a word ("Open**API**") has no edge there; a name set in
// emphasis whole stays one.
BOOST_AUTO_TEST_CASE(names_stop_at_an_emphasis_edge) {
  struct Case {
    std::string_view text;
    std::vector<std::string> emphasized;
    std::string want;
  };
  const std::vector<Case> cases = {
      {"Gradle Windows 음성 API에 대한 추가 정보",
       {"Gradle"},
       "Gradle:text:0|Windows:text:0|API:text:0"},
      {"在 Android Studio Zylo 页面中", {"Zylo"}, "Android Studio:text:0|Zylo:text:0"},
      {"使用 OpenAPI Generator 生成。", {"API"}, "OpenAPI Generator:text:0"},
      {"打开 Visual Studio Code 编辑器。", {"Visual Studio Code"}, "Visual Studio Code:text:0"},
      {"Note Windows 음성 API에 대한 추가 정보", {}, "Note Windows:text:0|API:text:0"},
  };
  for (const Case& c : cases) BOOST_TEST_CONTEXT(c.text) {
      BOOST_TEST(EntitiesBySource(P, c.text, {}, EntityKind::kName, c.emphasized) == c.want);
    }
}

// The names of the one unit of English Markdown `markdown`, joined; "(units)" where it gives
// more or fewer units.
std::string NamesOfOneUnit(const std::string& markdown) {
  const Edition e = testing::MemoryEdition("a.md", markdown + "\n", "en");
  if (e.units.size() != 1u) return "(units)";
  std::vector<std::string> names;
  for (const Entity& entity : e.units[0].entities)
    if (entity.kind == EntityKind::kName) names.emplace_back(EntityValue(e.units[0], entity));
  return testing::Join(names);
}

// A label in emphasis that opens a unit ends a clause, as a colon does: the English sentence
// after it opens with a capital that is no evidence of a name ("**Exposing services**<br />The
// port …"). Only the word right after the label: a capital later in the sentence is evidence
// again; and only a label the unit opens with, not emphasis whose text also stands earlier.
BOOST_AUTO_TEST_CASE(a_label_that_opens_a_unit_ends_a_clause) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"**Exposing services**<br />\nThe inspection port stays private.", ""},
      {"**Tip** Generally the vehicle arms itself.", ""},
      {"**Note** Kubernetes restarts the pod.", "Kubernetes"},
      {"**Note** Restart the Server before you deploy.", "Server"},
      {"See **Exposing services** The inspection port.", "Exposing|The"},
      // (The emphasis's edge is looked for by its text, so the first "Docker" ends a name.)
      {"Docker Compose starts **Docker** for you.", "Docker|Compose|Docker"},
  };
  for (const auto& [markdown, want] : cases) BOOST_TEST_CONTEXT(markdown) {
      BOOST_TEST(NamesOfOneUnit(markdown) == want);
    }
}

// One word alone in emphasis is a label the author set apart, as a quotation is ("click
// **Save**", "点击 **Save** 按钮"): a common English word there is capitalized as a label, not
// as a name. A word the list does not know stays a name, and so does one it knows as a proper
// noun too ("**Windows**"), a phrase in emphasis whose words are all capitalized, or a word
// emphasis only begins ("**S**ave").
BOOST_AUTO_TEST_CASE(a_common_word_alone_in_emphasis_is_a_label) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"Then click **Save** and close the window.", ""},
      {"然后点击 **Save** 按钮。", ""},
      {"**Note** Windows 음성 API에 대한 추가 정보", "Windows|API"},
      {"在 Android Studio **Welcome** 页面中", "Android Studio"},
      {"然后在 **Windows** 上运行安装程序。", "Windows"},
      {"Then select *Filters* in the menu.", ""},
      {"Then open **Kubernetes** in the menu.", "Kubernetes"},
      {"Then open **Visual Studio Code** from the start menu of your computer.",
       "Visual Studio Code"},
      {"Then click \"Save\" and close the window.", ""},
      {"Then click Save and close the window.", "Save"},
      {"Then click **S**ave and close the window.", "Save"},
  };
  for (const auto& [markdown, want] : cases) BOOST_TEST_CONTEXT(markdown) {
      BOOST_TEST(NamesOfOneUnit(markdown) == want);
    }
}

// Inline code: its key masks each run of CJK text (letters, CJK punctuation, the spaces between
// them) with one placeholder; its value stays as written; code without CJK is its own key.
BOOST_AUTO_TEST_CASE(code_keys_mask_cjk_runs) {
  const std::string ph = "\xEF\xBF\xBC";
  struct Case {
    std::string_view text;
    std::string_view value;
    std::string key;
  };
  const Case cases[] = {
      {"用 `tail -n {{数量}} {{路径/到/文件}}` 显示", "tail -n {{数量}} {{路径/到/文件}}",
       "tail -n {{" + ph + "}} {{" + ph + "}}"},
      {"`tail -n {{개수}} {{경로/대상/파일}}`로", "tail -n {{개수}} {{경로/대상/파일}}",
       "tail -n {{" + ph + "}} {{" + ph + "}}"},
      // Korean spaces its words, Chinese does not: one run either way; CJK punctuation joins.
      {"`cp {{원본 파일}} {{대상}}`", "cp {{원본 파일}} {{대상}}",
       "cp {{" + ph + "}} {{" + ph + "}}"},
      {"`cp {{源文件（可选）}} {{目标}}`", "cp {{源文件（可选）}} {{目标}}",
       "cp {{" + ph + "}} {{" + ph + "}}"},
      {"`ls ラベル`", "ls ラベル", "ls " + ph},
      // Joiners between CJK letters are the phrase's: one placeholder, however structured.
      {"`stat {{경로/대상/파일}}`", "stat {{경로/대상/파일}}", "stat {{" + ph + "}}"},
      {"`stat {{文件}}.txt`", "stat {{文件}}.txt", "stat {{" + ph + "}}.txt"},
      {"`cat 输出_文件.html`", "cat 输出_文件.html", "cat " + ph + ".html"},
      {"`  --force `", "--force", "--force"},
      {"`ls ：`", "ls ：", "ls ："},  // CJK punctuation alone is no CJK text
      // Chinese running text's marks outside the CJK blocks (the ellipsis, curly quotes) are
      // the run's too; alone they are no CJK text.
      {"`\"✅ 连接中……\"`", "\"✅ 连接中……\"", "\"✅ " + ph + "\""},
      {"`log(“已连接”)`", "log(“已连接”)", "log(" + ph + ")"},
      {"`log(“done…”)`", "log(“done…”)", "log(“done…”)"},
      // An argument in angle brackets: the run takes in all the brackets hold, the Latin words
      // a translator kept beside it too; brackets that hold other code do not.
      {"`http://<服务器 IP>:8080`", "http://<服务器 IP>:8080", "http://<" + ph + ">:8080"},
      {"`ssh <用户名>@<主机 2>`", "ssh <用户名>@<主机 2>", "ssh <" + ph + ">@<" + ph + ">"},
      {"`<config 파일 path>`", "<config 파일 path>", "<" + ph + ">"},
      {"`<a href=\"x\">링크</a>`", "<a href=\"x\">링크</a>", "<a href=\"x\">" + ph + "</a>"},
      {"`f(<x, 값>)`", "f(<x, 값>)", "f(<x, " + ph + ">)"},
      // Spaced brackets are a shell's redirections, not an argument's.
      {"`cat < 输入.txt > 输出.txt`", "cat < 输入.txt > 输出.txt",
       "cat < " + ph + ".txt > " + ph + ".txt"},
  };
  for (const Case& c : cases) {
    BOOST_TEST_CONTEXT("\"" << c.text << "\"") {
      std::vector<Seen> got = Extract(P, c.text);
      BOOST_TEST_REQUIRE(got.size() >= 1u);
      BOOST_TEST(EntityKindName(got[0].kind) == "code");
      BOOST_TEST(got[0].value == c.value);
      BOOST_TEST(got[0].key == c.key);
    }
  }
}

// Inline code: the values of its {{…}} placeholders are masked, one placeholder for each run
// of words, while options (words starting with '-'), tldr's '[', ']', '|' and the text outside
// the braces are kept; an unclosed "{{" is kept as written.
BOOST_AUTO_TEST_CASE(code_keys_mask_placeholder_values) {
  const std::string ph = "\xEF\xBF\xBC";
  const std::pair<std::string_view, std::string> cases[] = {
      {"`mkfs {{/dev/sdq}}`", "mkfs {{" + ph + "}}"},
      {"`dim {{0.25}}`", "dim {{" + ph + "}}"},
      {"`wc {{a/b/one a/b/two ...}}`", "wc {{" + ph + "}}"},
      {"`crop {{[-k|--keep]}} {{7}}`", "crop {{[-k|--keep]}} {{" + ph + "}}"},
      {"`crop {{[-7|--keep 7]}}`", "crop {{[-7|--keep " + ph + "]}}"},
      {"`crop {{ -k }}`", "crop {{ -k }}"},
      {"`crop {{a|b|...}}`", "crop {{" + ph + "|" + ph + "|" + ph + "}}"},
      {"`crop --keep -{{7}}`", "crop --keep -{{" + ph + "}}"},
      {"`crop {{{raw}}}`", "crop {{{" + ph + "}}}"},
      {"`crop {{}}`", "crop {{}}"},
      {"`crop {{7} x`", "crop {{7} x"},  // unclosed: kept
      {"`crop }} {{7`", "crop }} {{7"},  // no "}}" after the "{{"
      {"`crop {{7}} {{8`", "crop {{" + ph + "}} {{8"},
      {"`crop {{文件}} 出力`", "crop {{" + ph + "}} " + ph},  // then CJK runs
  };
  for (const auto& [text, key] : cases) {
    BOOST_TEST_CONTEXT("\"" << text << "\"") {
      std::vector<Seen> got = Extract(P, text);
      BOOST_TEST_REQUIRE(got.size() >= 1u);
      BOOST_TEST(EntityKindName(got[0].kind) == "code");
      BOOST_TEST(got[0].value == text.substr(1, text.size() - 2));
      BOOST_TEST(got[0].key == key);
    }
  }
}

BOOST_AUTO_TEST_CASE(extractor_table_order) {
  std::string order;
  for (const ExtractorInfo& info : ExtractorTable()) {
    order += (order.empty() ? "" : " ") + std::string(EntityKindName(info.kind));
    BOOST_TEST(!info.description.empty());
  }
  BOOST_TEST(order == "code url email title name number term");
}

// Regressions the documented email contract requires (see the report that came with them).
BOOST_AUTO_TEST_CASE(email_dot_word_in_any_case_is_a_separator) {
  // The pattern is case-insensitive, so "[Dot]" is accepted as a separator; it must not
  // become a label of the address.
  BOOST_TEST(Dump(Extract(P, "jacob [at] gmail [Dot] com")) == "email:jacob@gmail.com");
}

BOOST_AUTO_TEST_CASE(plain_email_with_dot_label_is_kept) {
  // A plain address whose domain has a label spelled "dot" is still that address.
  BOOST_TEST(Dump(Extract(P, "someone@dot.com")) == "email:someone@dot.com");
}

BOOST_AUTO_TEST_CASE(english_sentence_with_at_is_not_an_email) {
  // " at " is an obfuscation only when followed by host " dot " tld; a sentence that says
  // "at noon. Then" has no email address in it.
  for (const Seen& e : Extract(P, "We meet at noon. Then we eat.")) {
    BOOST_TEST_CONTEXT(e.value) { BOOST_TEST(EntityKindName(e.kind) != "email"); }
  }
}

BOOST_AUTO_TEST_CASE(contains_words) {
  struct Case {
    std::string_view text_key;
    std::string_view key;
    bool want;
  };
  const Case cases[] = {
      {"the flop count", "flop", true},
      {"flop", "flop", true},
      // Whole words: no Latin letter or digit on either side.
      {"flopsy", "flop", false},
      {"xflop", "flop", false},
      {"flop2", "flop", false},
      // Digits that begin a word are a number and the letters after them its unit, which a
      // text without spaces writes together ("4MB 블록" for "4 MB block").
      {"2flop", "flop", true},
      {"4mb 블록", "mb", true},
      {"4mb 블록", "4 mb", true},
      {"4 mb block", "4mb", true},
      {"x4mb", "mb", false},
      {"café", "caf", false},
      {"h1000", "h100", false},
      {"h100 and tpu", "h100", true},
      {"jax-ml", "jax", true},
      {"noam shazeer와", "noam shazeer", true},
      {"noam shazeerx", "noam shazeer", false},
      // Hangul and Han are boundaries.
      {"gpu에서", "gpu", true},
      {"在gpu上", "gpu", true},
      // English plurals in either direction.
      {"9.89e14 flops/s", "flop", true},
      {"roofline", "rooflines", true},
      {"gpu", "gpus", true},
      {"matches", "match", true},
      // Too short to drop an 's'.
      {"ga", "gas", false},
      {"", "gpu", false},
      {"gpu", "", false},
  };
  for (const Case& c : cases) {
    BOOST_TEST_CONTEXT("ContainsWords(\"" << c.text_key << "\", \"" << c.key << "\")") {
      BOOST_TEST(ContainsWords(c.text_key, c.key) == c.want);
    }
  }
}

// Whether `text`, with the number words of language `lang`, has the number `key`.
bool HasNumberIn(std::string_view lang, std::string_view text, std::string_view key) {
  NumberWords words{std::string(lang)};
  return TextIndex(NormalizeKeyOutsideCjk(text), text, &words).HasNumber(key);
}

// A version or decimal whose last components are zeros is the number with fewer of them: an
// edition writes "< 2" where another writes "< 2.0.0". Other components, and an address's
// four, stay as written.
BOOST_AUTO_TEST_CASE(trailing_zero_components_name_the_same_number) {
  auto has = [](std::string_view text, std::string_view key) {
    return TextIndex(NormalizeKeyOutsideCjk(text)).HasNumber(key);
  };
  BOOST_TEST(has("이전 버전(< 2)에서는", "2.0.0"));
  BOOST_TEST(has("在之前的版本 (< 2.0.0) 中", "2"));
  BOOST_TEST(has("版本 2.0 中", "2.0.0"));
  BOOST_TEST(has("버전 3.10에서", "3.10.0"));
  BOOST_TEST(!has("버전 3.1에서", "3.10.0"));
  BOOST_TEST(!has("版本 2.1.0 中", "2"));
  BOOST_TEST(!has("地址 10 中", "10.0.0.0"));
  BOOST_TEST(!has("地址 10.0.0.0 中", "10"));
  BOOST_TEST(!has("网段 3.10.0.0", "3.10"));
  BOOST_TEST(!has("192.168.0.0/16", "192.168"));
}

// A measurement printed with three decimals or more is the number rounded or cut to fewer, one
// at least, and the other way round; a version's two places, or a rounding to a whole number,
// stay apart.
BOOST_AUTO_TEST_CASE(a_long_decimal_is_its_rounding) {
  auto has = [](std::string_view text, std::string_view key) {
    return TextIndex(NormalizeKeyOutsideCjk(text)).HasNumber(key);
  };
  BOOST_TEST(has("速度 5.26 (+23.55%)", "23.54651163"));
  BOOST_TEST(has("속도 31.83139535 향상", "31.83"));
  BOOST_TEST(has("耗时 0.1234 秒", "0.12"));
  BOOST_TEST(!has("速度 +23.56%", "23.54651163"));
  BOOST_TEST(!has("Python 3.1", "3.10"));
  BOOST_TEST(!has("提升 24%", "23.54651163"));
  // Cut or rounded half up, no further: 23.5401 is 23.54, not 23.55.
  BOOST_TEST(!has("速度 +23.55%", "23.5401"));
  BOOST_TEST(has("速度 +23.54%", "23.5401"));
  BOOST_TEST(has("耗时 10.00 秒", "9.996"));
  // A form of one significant digit names no one measurement: 0.0001 is not 0.001.
  BOOST_TEST(!has("0.001 的学习率", "0.0001"));
  BOOST_TEST(!has("learning rate of 0.0001", "0.001"));
  BOOST_TEST(!has("dropout 0.0", "0.001"));
}

// A lettered id is found with English's plural ending or without it, in either direction, as
// written: a small s after the digits. A capital S is another id (an X30S is no X30), a number
// and an id with another ending are not ids in the plural.
BOOST_AUTO_TEST_CASE(a_lettered_id_with_its_plural_ending_is_the_id) {
  // Whether the id written `written` (the whole of the unit's text) is found in `other`.
  auto found = [](std::string_view written, std::string_view other) {
    const std::string key = NormalizeKey(written);
    const std::string other_key = NormalizeKeyOutsideCjk(other);
    return PluralIdFound(written, 0, written.size(), key, TextIndex(other_key, other, nullptr));
  };
  BOOST_TEST(found("X30s", "在4个X30上训练"));
  BOOST_TEST(found("X30", "trained on 4 X30s today"));
  BOOST_TEST(found("Q2s", "公共链（Q1 和 Q2）"));
  BOOST_TEST(!found("X31s", "在4个X30上训练"));
  BOOST_TEST(!found("X30S", "在4个X30上训练"));  // another id
  BOOST_TEST(!found("X30", "在4个X30S上训练"));
  BOOST_TEST(!found("X30", "on 4 X30sx"));
  BOOST_TEST(!found("X30b", "X30 上"));
  BOOST_TEST(OtherPluralForm("zq7s") == "zq7");
  BOOST_TEST(OtherPluralForm("zq7") == "zq7s");
  BOOST_TEST(OtherPluralForm("7s").empty());  // a decade or seconds, not an id's plural
  BOOST_TEST(OtherPluralForm("v1.2").empty());
  BOOST_TEST(OtherPluralForm("zq7ss").empty());
}

// A number in thousands groups separated by spaces is its digits ("18 000" is 18000, as SI and
// several languages write it); a run of numbers that no grouping makes one stays apart.
BOOST_AUTO_TEST_CASE(thousands_separated_by_spaces_are_one_number) {
  // A narrow no-break space (U+202F) and a no-break space (U+00A0) between the groups of 1234567.
  const std::string text =
      "共 18 000 人，1\xE2\x80\xAF"
      "234\xC2\xA0"
      "567 次，5 18 000 和 18 000 12";
  auto around = [&](std::string_view group) {
    const size_t at = text.find(group);
    return SpacedThousandsAround(text, at, at + group.size());
  };
  BOOST_TEST(around("18 ") == "");  // the "18" of "18 000": its digits only, below
  BOOST_TEST(SpacedThousandsAround(text, 4, 6) == "18000");
  BOOST_TEST(SpacedThousandsAround(text, 7, 10) == "18000");
  BOOST_TEST(around("1\xE2\x80\xAF") == "");
  const size_t one = text.find("1\xE2\x80\xAF");
  BOOST_TEST(SpacedThousandsAround(text, one, one + 1) == "1234567");
  const size_t five = text.find("5 18");
  BOOST_TEST(SpacedThousandsAround(text, five, five + 1) == "");      // 5, then 18: a list
  BOOST_TEST(SpacedThousandsAround(text, five + 2, five + 4) == "");  // 18 after 5
  const size_t last = text.rfind("18 000 12");
  BOOST_TEST(SpacedThousandsAround(text, last, last + 2) == "");  // 12 after 000: a list
  BOOST_TEST(SpacedThousandsAround("in 2023 100 people", 3, 7) == "");
  BOOST_TEST(SpacedThousandsIn(text) == (std::vector<std::string>{"18000", "1234567"}),
             boost::test_tools::per_element());
  BOOST_TEST(SpacedThousandsIn("共 18000 人").empty());
  // A fraction's digits are no first group: "2.1 100" is 2.1 and 100, "1,5 000" no 5000.
  BOOST_TEST(SpacedThousandsIn("版本 2.1 100 次").empty());
  BOOST_TEST(SpacedThousandsIn("1,5 000").empty());
  BOOST_TEST(SpacedThousandsIn("1 000 000 000 000 000 000") ==
                 (std::vector<std::string>{"1000000000000000000"}),
             boost::test_tools::per_element());
  BOOST_TEST(SpacedThousandsIn("1 000 000 000 000 000 000 000").empty());  // eight groups
  BOOST_TEST(TextIndex("共 18 000 人", "共 18 000 人", nullptr).HasSpacedThousands("18000"));
  BOOST_TEST(!TextIndex("共 18000 人", "共 18000 人", nullptr).HasSpacedThousands("18000"));
}

// A number is read in a text as the number extractor reads it: a unit glued to it (and to the
// Hangul after it) is not part of it, and a list of numbers is several.
BOOST_AUTO_TEST_CASE(text_index_numbers_as_the_extractor_reads_them) {
  auto has = [](std::string_view text, std::string_view key) {
    return TextIndex(NormalizeKeyOutsideCjk(text)).HasNumber(key);
  };
  BOOST_TEST(has("RAM이 3GB뿐이라면", "3"));
  BOOST_TEST(has("2,000KB 페이지", "2000"));
  BOOST_TEST(has("延迟 50ms。", "50"));
  BOOST_TEST(has("1.5x 更快", "1.5"));
  BOOST_TEST(has("2,4,8", "4"));
  BOOST_TEST(has("见第１２章", "12"));
  // As before: whole runs, and numbers inside words or versions are none.
  BOOST_TEST(has("CS336의 강의", "cs336"));
  BOOST_TEST(has("网格 4x2 的", "4x2"));
  // A size written in ASCII also has its two numbers, as one written with × does (another
  // edition writes them apart: "4 × 2"); a hexadecimal number is no size.
  BOOST_TEST(has("网格 4x2 的", "4"));
  BOOST_TEST(has("网格 4x2 的", "2"));
  BOOST_TEST(!has("值 0x80 的", "80"));
  // A size is one number however its sign is written: 800x500 ≡ 800×500 ≡ 800*500.
  BOOST_TEST(has("800*500 픽셀", "800x500"));
  BOOST_TEST(has("800×500 像素", NumberKey("800*500")));
  BOOST_TEST(NumberKey("800×500") == NumberKey("800x500"));
  // A whole number padded with zeros is that number (December 05 is 12월 5일); a decimal, a
  // size and zero itself keep theirs.
  BOOST_TEST(has("2021 年 2 月 23 日", NumberKey("02")));
  BOOST_TEST(NumberKey("007") == "7");
  BOOST_TEST(NumberKey("00") == "0");
  BOOST_TEST(NumberKey("0.5") == "0.5");
  BOOST_TEST(has("costs .05 MB", "0.05"));
  BOOST_TEST(!has("costs .05 MB", "0.5"));
  BOOST_TEST(NumberKey("0,005") != "5");
  BOOST_TEST(NumberKey("0x40") == "0x40");
  // A unit after any sign (800x500px as 800×500px); 0x1F is hexadecimal, not a size.
  BOOST_TEST(has("a 800x500px PNG", "800x500"));
  BOOST_TEST(has("一张 800×500px 的图", "800x500"));
  BOOST_TEST(!has("mask 0x1F", "0x1"));
  BOOST_TEST(!has("bfloat16", "16"));
  BOOST_TEST(!has("v1.2", "2"));
  BOOST_TEST(!has("123 个", "12"));
}

// A date or a time of day is one number, found where its fields are, a zero field of the time
// where it is not written; its fields are numbers of the text too.
BOOST_AUTO_TEST_CASE(text_index_dates_and_times_by_their_fields) {
  constexpr auto has = &HasNumberIn;
  BOOST_TEST(has("ko", "오후 1시에 끄기", "1:00"));
  BOOST_TEST(has("zh", "下午 1:30 关机", "1:30"));
  BOOST_TEST(!has("ko", "오후 1시에 끄기", "1:30"));
  BOOST_TEST(has("zh", "自 1970 年 1 月 1 日起", "1970-01-01 00:00:00"));
  BOOST_TEST(!has("en", "since the Unix epoch", "1970-01-01 00:00:00"));
  BOOST_TEST(!has("zh", "自 1970 年起", "1970-01-01"));
  BOOST_TEST(has("en", "at 1:00 pm", "1"));
  BOOST_TEST(has("en", "since 1970-01-01", "1970"));
  BOOST_TEST(has("en", "a 16:9 screen", "9"));  // a ratio: one digit after ':' makes no time
}

// English writes one as its indefinite article: "a week" has the 1 of 1주일; "a hundred" has
// no 1, and other languages' articles are not numbers.
BOOST_AUTO_TEST_CASE(text_index_the_english_article_is_one) {
  constexpr auto has = &HasNumberIn;
  BOOST_TEST(has("en", "Expires after a week.", "1"));
  BOOST_TEST(has("en", "Needs an hour.", "1"));
  BOOST_TEST(!has("en", "Costs a hundred.", "1"));
  BOOST_TEST(!has("en", "Expires after a week.", "2"));
  BOOST_TEST(!has("fr", "Expire après a week.", "1"));
}

BOOST_AUTO_TEST_CASE(url_keys) {
  BOOST_TEST(UrlKey("https://Example.org/docs/") == "https://example.org/docs");
  BOOST_TEST(UrlKey("https://example.org/str.html#") == "https://example.org/str.html");
  BOOST_TEST(UrlKey("https://example.org/x/?") == "https://example.org/x");
  BOOST_TEST(UrlKey("https://example.org/x/#/") == "https://example.org/x");
  BOOST_TEST(UrlKey("https://example.org/x#top") == "https://example.org/x#top");
  BOOST_TEST(UrlKey("#") == "#");
  BOOST_TEST(UrlKey("/") == "/");  // the site root is an address, not an empty key
  BOOST_TEST(UrlKey("/#") == "/");
  BOOST_TEST(UrlKey("//") == "/");
  // A query's '&' escaped for HTML is the same address; other references are kept.
  BOOST_TEST(UrlKey("https://example.org/x?a=1&amp;b=2") == "https://example.org/x?a=1&b=2");
  BOOST_TEST(UrlKey("https://example.org/x?a=1&#38;b=2&#x26;c=3") ==
             "https://example.org/x?a=1&b=2&c=3");
  BOOST_TEST(UrlKey("https://example.org/x?a=1&#038;b=2&#x0026;c=3") ==
             "https://example.org/x?a=1&b=2&c=3");
  BOOST_TEST(UrlKey("&amp;https://example.org/x?a=&amp;") == "&https://example.org/x?a=&");
  BOOST_TEST(UrlKey("https://example.org/x?a=1&amp;amp;b=2") ==
             "https://example.org/x?a=1&amp;b=2");
  BOOST_TEST(UrlKey("https://example.org/x?a=1&ampb=2") == "https://example.org/x?a=1&ampb=2");
  BOOST_TEST(UrlKey("https://example.org/x?a=1&#3;b") == "https://example.org/x?a=1&#3;b");
  BOOST_TEST(UrlKey("https://example.org/x?a=&#0;&#x;&#;&#x") ==
             "https://example.org/x?a=&#0;&#x;&#;&#x");
  BOOST_TEST(UrlKey("https://example.org/x?q=&lt;") == "https://example.org/x?q=&lt;");
}

BOOST_AUTO_TEST_CASE(scaled_number_keys) {
  BOOST_TEST(ScaledNumberKey("3000", 10000) == "30000000");
  BOOST_TEST(ScaledNumberKey("1.5", 100000000) == "150000000");
  BOOST_TEST(ScaledNumberKey("0.25", 100) == "25");
  BOOST_TEST(ScaledNumberKey("0.125", 10) == "1.25");
  BOOST_TEST(ScaledNumberKey("0", 1000) == "0");
  BOOST_TEST(ScaledNumberKey("4x2", 100).empty());         // a size
  BOOST_TEST(ScaledNumberKey("2024-01-31", 100).empty());  // a date
  BOOST_TEST(ScaledNumberKey("30", 250).empty());          // not a power of ten
  NumberWords en("en"), ko("ko"), zh("zh-CN");
  BOOST_TEST(NumberTimesItsMagnitude("30 million users", 0, 2, "30", &en) == "30000000");
  BOOST_TEST(NumberTimesItsMagnitude("3,000만 명", 0, 5, "3000", &ko) == "30000000");
  BOOST_TEST(NumberTimesItsMagnitude("125亿参数", 0, 3, "125", &zh) == "12500000000");
  // Korean joins a counter or a particle to the magnitude: its longest start that is one. So
  // 1만큼 ("by one") reads as 10,000 too; the digits stay a number of their own (TextIndex), so
  // the 1 is found as well.
  BOOST_TEST(NumberTimesItsMagnitude("70억개 모델", 0, 2, "70", &ko) == "7000000000");
  BOOST_TEST(NumberTimesItsMagnitude("1만큼 증가", 0, 1, "1", &ko) == "10000");
  BOOST_TEST(NumberTimesItsMagnitude("3개", 0, 1, "3", &ko).empty());
  // A number written in parts, the larger first: each part stands for the whole.
  BOOST_TEST(NumberTimesItsMagnitude("3억 7,500만 명", 0, 1, "3", &ko) == "375000000");
  BOOST_TEST(NumberTimesItsMagnitude("3억 7,500만 명", 5, 10, "7500", &ko) == "375000000");
  BOOST_TEST(NumberTimesItsMagnitude("1억 5천만 달러", 0, 1, "1", &ko) == "150000000");
  BOOST_TEST(NumberTimesItsMagnitude("1억 5천만 달러", 5, 6, "5", &ko) == "150000000");
  BOOST_TEST(NumberTimesItsMagnitude("2만 5천 명", 0, 1, "2", &ko) == "25000");
  BOOST_TEST(NumberTimesItsMagnitude("2만 5천 명", 5, 6, "5", &ko) == "25000");
  BOOST_TEST(NumberTimesItsMagnitude("1亿5000万", 0, 1, "1", &zh) == "150000000");
  BOOST_TEST(NumberTimesItsMagnitude("1亿5000万", 4, 8, "5000", &zh) == "150000000");
  // Parts of equal magnitude, or the smaller first, are numbers of their own (a list).
  BOOST_TEST(NumberTimesItsMagnitude("1만 2만 3만", 5, 6, "2", &ko) == "20000");
  BOOST_TEST(NumberTimesItsMagnitude("5천 3억", 5, 6, "3", &ko) == "300000000");
  // Chinese makes a number approximate with 多 or 余 before its magnitude.
  BOOST_TEST(NumberTimesItsMagnitude("1,500 多万个网站", 0, 5, "1500", &zh) == "15000000");
  BOOST_TEST(NumberTimesItsMagnitude("150余万", 0, 3, "150", &zh) == "1500000");
  BOOST_TEST(NumberTimesItsMagnitude("3 多个", 0, 1, "3", &zh).empty());
  // The short compact format's abbreviations (CLDR's), English's in every language.
  BOOST_TEST(NumberTimesItsMagnitude("500K tokens", 0, 3, "500", &en) == "500000");
  BOOST_TEST(NumberTimesItsMagnitude("a 12.5B model", 2, 6, "12.5", &en) == "12500000000");
  BOOST_TEST(NumberTimesItsMagnitude("7B 模型", 0, 1, "7", &zh) == "7000000000");
  BOOST_TEST(NumberTimesItsMagnitude("7B 모델", 0, 1, "7", &ko) == "7000000000");
  BOOST_TEST(NumberTimesItsMagnitude("1T tokens", 0, 1, "1", &en) == "1000000000000");
  BOOST_TEST(NumberTimesItsMagnitude("500KB", 0, 3, "500", &en).empty());
  // A language's own abbreviation keeps its value (Spanish B is a billón); a language ICU has
  // no data for takes English's, not those of the default locale.
  NumberWords es("es");
  BOOST_TEST(NumberTimesItsMagnitude("7B", 0, 1, "7", &es) == "7000000000000");
  // An abbreviation with a full stop (German Mrd., Mio.) is read as its letters.
  NumberWords de("de");
  BOOST_TEST(NumberTimesItsMagnitude("2 Mrd. Downloads", 0, 1, "2", &de) == "2000000000");
  BOOST_TEST(NumberTimesItsMagnitude("3 Mio. Nutzer", 0, 1, "3", &de) == "3000000");
  const icu::Locale default_locale = icu::Locale::getDefault();
  UErrorCode status = U_ZERO_ERROR;
  icu::Locale::setDefault(icu::Locale::getFrench(), status);
  NumberWords unknown("xx");
  BOOST_TEST(NumberTimesItsMagnitude("7B", 0, 1, "7", &unknown) == "7000000000");
  BOOST_TEST(NumberTimesItsMagnitude("7 Md", 0, 1, "7", &unknown).empty());  // French 10^9
  icu::Locale::setDefault(default_locale, status);
  BOOST_TEST(NumberTimesItsMagnitude("30 users", 0, 2, "30", &en).empty());
  BOOST_TEST(NumberTimesItsMagnitude("30 million", 0, 2, "30", nullptr).empty());
  // The decimals of a number the reader cut at a decimal comma: no 5 million in "1,5 million".
  BOOST_TEST(NumberTimesItsMagnitude("1,5 million", 2, 3, "5", &en).empty());
  BOOST_TEST(NumberTimesItsMagnitude("1.5 million", 0, 3, "1.5", &en) == "1500000");
  // A run longer than any magnitude word is not looked up.
  BOOST_TEST(NumberTimesItsMagnitude("3 " + std::string(100, 'm'), 0, 1, "3", &en).empty());
}

// With the edition's number words, a whole number is also found where that edition writes it
// as a numeral of its script or as a number word of its language, standing alone.
BOOST_AUTO_TEST_CASE(text_index_numbers_in_numerals_and_words) {
  constexpr auto has = &HasNumberIn;
  BOOST_TEST(has("zh", "第三方", "3"));
  BOOST_TEST(has("zh", "两个汉堡", "2"));
  BOOST_TEST(has("zh", "兩個", "2"));  // Unicode's value of 兩, whatever the locale's rules
  BOOST_TEST(has("zh-TW", "兩個", "2"));
  BOOST_TEST(has("zh", "十六个", "16"));
  BOOST_TEST(has("zh", "二十个", "20"));
  BOOST_TEST(has("en", "fields two and six", "6"));
  BOOST_TEST(has("en", "The Sixth field", "6"));
  BOOST_TEST(has("en", "twenty-one rows", "21"));
  BOOST_TEST(has("en", "fields two, six", "2"));  // a comma lists numbers, it does not join them
  // A number word joined to one that makes no number with it: a unit named by an ordinal's
  // word ("a three-second delay", "one second").
  BOOST_TEST(has("en", "a three second delay", "3"));
  BOOST_TEST(has("en", "a two-second delay", "2"));
  BOOST_TEST(has("en", "in one second", "1"));
  BOOST_TEST(has("ja", "三つ", "3"));
  // Not the number: a part of a longer numeral, another word, a Hangul reading, a key that is
  // not a whole number, a language ICU has no rules of its own for.
  BOOST_TEST(!has("zh", "十二个", "2"));
  BOOST_TEST(!has("zh", "两千个", "2"));
  BOOST_TEST(!has("zh", "二十一", "20"));
  BOOST_TEST(!has("en", "sixteen cores", "6"));
  BOOST_TEST(!has("en", "twenty-one rows", "20"));
  BOOST_TEST(!has("en", "the twenty-second row", "20"));
  BOOST_TEST(!has("en", "one hundred rows", "1"));
  BOOST_TEST(!has("en", "a hundred rows", "1"));
  BOOST_TEST(!has("ko", "이 정도", "2"));
  BOOST_TEST(!has("zh", "三个", "3.0"));
  BOOST_TEST(!has("zh", "三个", "03"));
  BOOST_TEST(!has("xx", "six", "6"));
  // Without number words, digits only.
  BOOST_TEST(!TextIndex("six").HasNumber("6"));
}

// A month written as a name of the edition's calendar is its number: one edition writes a date
// 2024 年 4 月 or 2024년 4월, another April 2024.
BOOST_AUTO_TEST_CASE(text_index_numbers_as_month_names) {
  constexpr auto has = &HasNumberIn;
  BOOST_TEST(has("en", "Released in April 2024.", "4"));
  BOOST_TEST(has("en", "Due Nov 30, 2031", "11"));
  BOOST_TEST(has("en", "Released on 3 May.", "5"));
  BOOST_TEST(has("en-GB", "Until September", "9"));
  BOOST_TEST(has("fr", "Publié en avril", "4"));
  BOOST_TEST(has("fr", "Avril : nouvelle version", "4"));  // a sentence's first word
  BOOST_TEST(has("de", "Seit März", "3"));
  // Not the month: another case (the verb "may"), inside a word, a month outside 1–12, one
  // letter (the narrow form J), a language ICU has no names of its own for.
  BOOST_TEST(!has("en", "It may fail.", "5"));
  BOOST_TEST(!has("en", "Aprilia bikes", "4"));
  BOOST_TEST(!has("en", "In April", "13"));
  BOOST_TEST(!has("en", "Column J", "1"));
  BOOST_TEST(!has("xx", "Avril", "4"));
  // Every edition reads English month names, where it keeps English text: an ISO date's month
  // is found in another edition's "14-Jan-2026", and 2016 年 8 月 in "15 Aug 2016".
  BOOST_TEST(has("ko", "Auto generated by spf13/cobra on 14-Jan-2026", "2026-01-14"));
  BOOST_TEST(has("zh", "Released 15 Aug 2016.", "8"));
  BOOST_TEST(!has("ko", "Auto generated on 14-Jan-2026", "2026-02-14"));
  // Without number words, digits only.
  BOOST_TEST(!TextIndex("April").HasNumber("4"));
}

// A Korean edition writes a small count in native Korean words (두 줄, 세 가지), which ICU's
// native rule sets spell (with or without the space before a bound noun: 두 번째, 두번째);
// Sino-Korean readings (이 "this") are no number, nor is a native
// form inside a longer word.
BOOST_AUTO_TEST_CASE(text_index_numbers_in_native_korean_words) {
  auto has = [](std::string_view text, std::string_view key) {
    return HasNumberIn("ko", text, key);
  };
  BOOST_TEST(has("코드 두 줄만 바꾸면", "2"));
  BOOST_TEST(has("세 가지 방법", "3"));
  BOOST_TEST(has("이 두 파일", "2"));
  BOOST_TEST(has("스무 개", "20"));
  BOOST_TEST(has("두 번째 인자", "2"));
  BOOST_TEST(has("둘째, 설정", "2"));
  // An ordinal written without the space before its bound noun, as Korean often does.
  BOOST_TEST(has("첫번째 단계", "1"));
  BOOST_TEST(has("두번째와 세번째 인자", "3"));
  BOOST_TEST(!has("두번째와 세번째 인자", "4"));
  BOOST_TEST(has("열하나 개", "11"));
  BOOST_TEST(!has("이 정도", "2"));
  BOOST_TEST(!has("그대로 두고", "2"));
  BOOST_TEST(!has("세계", "3"));
  BOOST_TEST(!has("백 개", "100"));  // 백 is the Sino-Korean reading (native counting ends at 99)
  BOOST_TEST(!has("두 줄", "2.0"));
}

// Two Han digits of consecutive values side by side are an approximate count (三四行: three
// or four lines), so both numbers are there; not in a longer numeral nor for other pairs.
BOOST_AUTO_TEST_CASE(text_index_numbers_in_approximate_han_pairs) {
  auto has = [](std::string_view text, std::string_view key) {
    return HasNumberIn("zh", text, key);
  };
  BOOST_TEST(has("只要三四行代码", "3"));
  BOOST_TEST(has("只要三四行代码", "4"));
  BOOST_TEST(has("等七八天", "8"));
  BOOST_TEST(!has("三四十个", "3"));  // thirty or forty
  BOOST_TEST(!has("三四十个", "4"));
  BOOST_TEST(!has("三五成群", "3"));
  BOOST_TEST(!has("九十个", "9"));
  BOOST_TEST(!has("一十二", "1"));
}

// Korean writes an approximate count as the native forms of two consecutive values in one word
// (두세 문제: two or three problems; 한두 번), so both numbers are there; not inside a longer
// word (봐두세요, "keep it"), nor for values that are not consecutive.
BOOST_AUTO_TEST_CASE(text_index_numbers_in_approximate_korean_pairs) {
  auto has = [](std::string_view text, std::string_view key) {
    return HasNumberIn("ko", text, key);
  };
  BOOST_TEST(has("또 다른 두세 문제를 풉니다", "2"));
  BOOST_TEST(has("또 다른 두세 문제를 풉니다", "3"));
  BOOST_TEST(has("한두 번", "1"));
  BOOST_TEST(has("한두 번", "2"));
  BOOST_TEST(!has("한두 번", "3"));
  BOOST_TEST(!has("문제를 봐두세요", "3"));
  BOOST_TEST(!has("그대로 두세요", "2"));  // "leave it as it is": a longer word
  BOOST_TEST(!has("그대로 두세요", "3"));
  BOOST_TEST(!has("세두 문제", "3"));  // the higher value first
  BOOST_TEST(!has("두네 문제", "4"));
}

// "English plurals do not count as a difference" holds for an -es plural key too, as it does
// for an -s one ("rooflines" in "roofline").
BOOST_AUTO_TEST_CASE(contains_words_es_plural_key) {
  BOOST_TEST(ContainsWords("match", "matches"));
  BOOST_TEST(ContainsWords("one box", "boxes"));
}

}  // namespace
}  // namespace concord
