// Tests of what localized documentation trees write differently without drifting: code whose
// placeholders an English edition writes in English words, code that writes another
// alternative of an option group (`-c` for `{{[-c|--count]}}`), links to the other edition's own
// pages and to a directory's index document, names a translation leaves out as a rule, English
// terms kept in a translation. Every edition is made up.
#include <algorithm>
#include <array>
#include <boost/test/unit_test.hpp>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "extract/entities.h"
#include "model.h"
#include "project/project.h"
#include "project/tree_check.h"
#include "rules/check.h"
#include "rules/checks.h"
#include "rules/code_match.h"
#include "rules/entity_match.h"
#include "rules/glossary.h"
#include "rules/media_types.h"
#include "rules/target_set.h"
#include "rules/translated_urls.h"
#include "test_util.h"
#include "text/lang_code.h"

namespace concord {
namespace {

RuleSpec Spec(const std::string& check, const std::map<std::string, std::string>& params,
              Severity severity = Severity::kError) {
  RuleSpec spec;
  spec.id = check;
  spec.path = "rules/" + check + ".yml";
  spec.check = check;
  spec.severity = severity;
  spec.message = "{value}";
  int line = 2;
  for (const auto& [key, value] : params) spec.params[key] = RuleParam{{value}, line++, 1};
  return spec;
}

// The findings of `spec` on two Markdown editions whose units pair one to one, as
// "a:value" (missing in a) or "b:value".
std::vector<std::string> Findings(const RuleSpec& spec, const std::string& path_a,
                                  const std::string& lang_a, const std::string& text_a,
                                  const std::string& path_b, const std::string& lang_b,
                                  const std::string& text_b) {
  const Edition a = testing::MemoryEdition(path_a, text_a, lang_a);
  const Edition b = testing::MemoryEdition(path_b, text_b, lang_b);
  BOOST_TEST_REQUIRE(a.units.size() == b.units.size());
  std::vector<Bead> beads;
  for (int i = 0; i < static_cast<int>(a.units.size()); ++i) beads.push_back(Bead{{i}, {i}, 1.0});
  const CheckInfo* info = FindCheck(spec.check);
  BOOST_TEST_REQUIRE(info != nullptr);
  std::unique_ptr<Check> check = info->make(spec);
  std::vector<Finding> found;
  check->Run(CheckContext{a, b, beads}, spec, &found);
  std::vector<std::string> out;
  for (const Finding& f : found) out.push_back(std::string(SideName(f.missing_in)) + ":" + f.value);
  return out;
}

const std::string kMark(kCodePlaceholder);

BOOST_AUTO_TEST_CASE(masked_code_stands_for_words_and_paths) {
  BOOST_TEST(
      MaskedCodeMatches("tail -n {{" + kMark + "}} {{" + kMark + "/" + kMark + "/" + kMark + "}}",
                        "tail -n {{count}} {{path/to/file}}"));
  BOOST_TEST(MaskedCodeMatches("{{" + kMark + "}}", "{{for an azure storage account}}"));
  BOOST_TEST(MaskedCodeMatches("a " + kMark, "a " + kMark));  // both masked
  BOOST_TEST(MaskedCodeMatches("plain", "plain"));
  BOOST_TEST(!MaskedCodeMatches("plain", "plan"));
  BOOST_TEST(!MaskedCodeMatches("cp --force {{" + kMark + "}}", "cp --forced {{file}}"));
  // A masked phrase stands for the punctuation of a phrase too (？ in the run, ? in English).
  BOOST_TEST(MaskedCodeMatches(":::tip[" + kMark + "]", ":::tip[Did you know?]"));
  BOOST_TEST(!MaskedCodeMatches(":::tip[" + kMark + "]", ":::tip[Did you know?]{icon}"));
  // English words are written with apostrophes, typographic or not.
  BOOST_TEST(
      MaskedCodeMatches("setBio('" + kMark + "Bob" + kMark + "')", "setBio('This is Bob’s bio')"));
  BOOST_TEST(MaskedCodeMatches("setBio('" + kMark + "')", "setBio('Bob's bio')"));
  BOOST_TEST(!MaskedCodeMatches("setBio('" + kMark + "')", "setBio(“Bob”)"));
  // The marks a masked run takes in (…, ‘’, ·) are marks English writes too.
  BOOST_TEST(MaskedCodeMatches("\"" + kMark + "\"", "\"Connecting…\""));
  BOOST_TEST(MaskedCodeMatches(kMark, "Home · About"));
  // A whole placeholder may be written out as a value, without its braces; not a part of one.
  BOOST_TEST(MaskedCodeMatches("pbpaste | {{" + kMark + "}}", "pbpaste | grep foo"));
  BOOST_TEST(!MaskedCodeMatches("pbpaste | {{" + kMark + "}}", "pbpaste | grep | foo"));
  BOOST_TEST(!MaskedCodeMatches("cat {{" + kMark + "/x}}", "cat a/x"));
  BOOST_TEST(!MaskedCodeMatches("{{" + kMark + "}}", "{{}}"));  // it stands for something
  BOOST_TEST(!MaskedCodeMatches("ls " + kMark, "ls | rm"));     // '|' is no word or path
  BOOST_TEST(!MaskedCodeMatches(std::string(kMaxMaskedCodeBytes, 'x') + kMark,
                                std::string(kMaxMaskedCodeBytes, 'x') + "y"));
}

BOOST_AUTO_TEST_CASE(code_with_localized_placeholders_against_english) {
  const RuleSpec code = Spec("entity-parity", {{"kind", "code"}}, Severity::kWarning);
  BOOST_TEST(Findings(code, "en/a.md", "en", "Show: `tail -n {{count}} {{path/to/file}}`\n",
                      "ko/a.md", "ko", "표시: `tail -n {{개수}} {{경로/대상/파일}}`\n")
                 .empty());
  // Latin words written into the localized run are part of it.
  BOOST_TEST(Findings(code, "en/a.md", "en",
                      "Make: `aiac get terraform {{for a storage account}}`\n", "zh/a.md", "zh",
                      "生成：`aiac get terraform {{用于 Azure 存储账户}}`\n")
                 .empty());
  // A message translated in code, with the marks of Chinese text: "……" for "...".
  BOOST_TEST(Findings(code, "en/a.md", "en", "Logs `\"✅ Connecting...\"` first.\n", "zh/a.md", "zh",
                      "先输出 `\"✅ 连接中……\"`。\n")
                 .empty());
  BOOST_TEST(Findings(code, "en/a.md", "en", "Call `setBio('This is Bob’s bio')`.\n", "zh/a.md",
                      "zh", "调用 `setBio('这是Bob的传记')`。\n")
                 .empty());
  const std::vector<std::string> want = {"b:cp --force {{file}}", "a:cp --forced {{파일}}"};
  BOOST_TEST(Findings(code, "en/a.md", "en", "Copy: `cp --force {{file}}`\n", "ko/a.md", "ko",
                      "복사: `cp --forced {{파일}}`\n") == want,
             boost::test_tools::per_element());
}

// A Markdown link written inside an HTML block stands for the link its author meant (the other
// edition writes <a href> there): the digits of its path are no numbers to find in the other
// edition's text, and its target is compared as a link target, the language segment taken out.
BOOST_AUTO_TEST_CASE(a_markdown_link_inside_an_html_block) {
  const RuleSpec numbers = Spec("entity-parity", {{"kind", "number"}}, Severity::kWarning);
  const RuleSpec urls = Spec("entity-parity", {{"kind", "url"}}, Severity::kWarning);
  const std::string en =
      "<div class=\"actions\">\n[Details](/en/blog/2015/07/16/meetup/)\n</div>\n";
  const std::string zh =
      "<div class=\"actions\">\n<a href=\"/zh/blog/2015/07/16/meetup/\">详情</a>\n</div>\n";
  BOOST_TEST(Findings(numbers, "en/a.md", "en", en, "zh/a.md", "zh", zh).empty());
  BOOST_TEST(Findings(urls, "en/a.md", "en", en, "zh/a.md", "zh", zh).empty());
  // Another post is another target.
  const std::string other =
      "<div class=\"actions\">\n<a href=\"/zh/blog/2016/07/16/meetup/\">详情</a>\n</div>\n";
  const std::vector<std::string> want = {"b:/en/blog/2015/07/16/meetup/",
                                         "a:/zh/blog/2016/07/16/meetup/"};
  BOOST_TEST(Findings(urls, "en/a.md", "en", en, "zh/a.md", "zh", other) == want,
             boost::test_tools::per_element());
}

// English words in code font (a UI label, a term) are translated as a phrase in code font too:
// not reported where the other side of the bead sets a phrase of its own script in code font.
// One word alone (`padding`) is as often a name in code, and code that is no phrase of common
// words (`npm install`) is code; the phrase is still reported where the other side has no
// translated phrase in code font.
BOOST_AUTO_TEST_CASE(english_words_in_code_font_translated_as_a_phrase) {
  BOOST_TEST(IsEnglishPhraseInCode("RLP-encoded transaction"));
  BOOST_TEST(IsEnglishPhraseInCode("Not Logged"));
  BOOST_TEST(!IsEnglishPhraseInCode("padding"));
  BOOST_TEST(!IsEnglishPhraseInCode("npm install"));
  BOOST_TEST(!IsEnglishPhraseInCode("pip install"));  // dictionary words, but a command's
  BOOST_TEST(!IsEnglishPhraseInCode("max_retries value"));
  BOOST_TEST(!IsEnglishPhraseInCode("RLP TX"));  // acronyms alone
  BOOST_TEST(IsTranslatedPhraseInCode(kMark));
  BOOST_TEST(IsTranslatedPhraseInCode("RLP " + kMark));
  BOOST_TEST(!IsTranslatedPhraseInCode("{{" + kMark + "}}"));
  BOOST_TEST(!IsTranslatedPhraseInCode("spaces/" + kMark));
  const RuleSpec code = Spec("entity-parity", {{"kind", "code"}}, Severity::kWarning);
  BOOST_TEST(Findings(code, "en/a.md", "en", "Returns the `RLP-encoded transaction` of `tx`.\n",
                      "ko/a.md", "ko", "`tx`의 `RLP 인코딩된 트랜잭션`을 반환합니다.\n")
                 .empty());
  BOOST_TEST(Findings(code, "en/a.md", "en", "Returns the `RLP-encoded transaction` of `tx`.\n",
                      "ko/a.md", "ko", "`tx`의 RLP 인코딩된 트랜잭션을 반환합니다.\n") ==
                 std::vector<std::string>{"b:RLP-encoded transaction"},
             boost::test_tools::per_element());
}

// A gloss in code font: an identifier with its rendering in brackets, inside one span
// (`hidden_states（隐状态）`, `输入词id(input_ids)`). The identifier is what a translation keeps:
// present where the other side has it as code or in its text, reported where it has neither.
BOOST_AUTO_TEST_CASE(code_glossed_in_the_editions_own_script) {
  BOOST_TEST(GlossedCode("hidden_states（隐状态）") == "hidden_states");
  BOOST_TEST(GlossedCode("输入词id(input_ids)") == "input_ids");
  BOOST_TEST(GlossedCode("state dictionary （状态字典）") == "state dictionary");
  BOOST_TEST(GlossedCode("print(x)").empty());          // no CJK: code as written
  BOOST_TEST(GlossedCode("打印(你好)").empty());        // CJK both: no identifier
  BOOST_TEST(GlossedCode("（隐状态）").empty());        // nothing before the brackets
  BOOST_TEST(GlossedCode("f(g(状态))").empty());        // brackets inside
  BOOST_TEST(GlossedCode("spaces/space名称").empty());  // no brackets: a path's part translated
  BOOST_TEST(GlossedCode("变量(x)").empty());           // one letter: any text holds it
  const RuleSpec code = Spec("entity-parity", {{"kind", "code"}}, Severity::kWarning);
  BOOST_TEST(Findings(code, "en/a.md", "en",
                      "The keys are `input_ids` and `token_type_ids`, in the state dictionary.\n",
                      "zh/a.md", "zh",
                      "键是 `输入词id(input_ids)` 和 `token类型ID(token_type_ids)`，"
                      "在 `state dictionary（状态字典）` 里。\n")
                 .empty());
  const std::vector<std::string> want = {"b:attention_mask", "a:token类型ID(token_type_ids)"};
  BOOST_TEST(
      Findings(code, "en/a.md", "en", "The keys are `input_ids` and `attention_mask`.\n", "zh/a.md",
               "zh", "键是 `输入词id(input_ids)` 和 `token类型ID(token_type_ids)`。\n") == want,
      boost::test_tools::per_element());
}

// An example that names a locale, which each translation sets to its own language: the same
// code but for language tags, one of them the edition's own (LanguageTagSwapped). Two other
// languages, or a word that is no language, still differ.
BOOST_AUTO_TEST_CASE(code_with_a_locale_set_to_the_editions_own) {
  BOOST_TEST(LanguageTagSwapped("/zh/foo", "en", "/ko/foo", "ko"));
  BOOST_TEST(LanguageTagSwapped("zh", "zh", "ko", "ko"));
  BOOST_TEST(LanguageTagSwapped("lang: 'en-US'", "en", "lang: 'ko-KR'", "ko"));
  BOOST_TEST(!LanguageTagSwapped("/fr/foo", "en", "/de/foo", "ko"));    // neither is its own
  BOOST_TEST(!LanguageTagSwapped("/ko/foo", "zh", "/zh/foo", "ko"));    // each the other's
  BOOST_TEST(!LanguageTagSwapped("/zh/foo", "en", "/ko/bar", "ko"));    // more differs
  BOOST_TEST(!LanguageTagSwapped("/go/foo", "en", "/ko/foo", "ko"));    // go: no language
  BOOST_TEST(!LanguageTagSwapped("/zh/foo", "en", "/zh/foo", "ko"));    // equal
  BOOST_TEST(!LanguageTagSwapped("/zh/foo", "en", "/ko/foo/x", "ko"));  // longer
  // An edition named after its country (kr) is that country's language.
  BOOST_TEST(LanguageTagSwapped("/zh/foo", "cn", "/ko/foo", "kr"));
  const RuleSpec code = Spec("entity-parity", {{"kind", "code"}}, Severity::kWarning);
  BOOST_TEST(Findings(code, "en/a.md", "en",
                      "Set the locale to `zh` to serve the page at `/zh/foo`.\n", "ko/a.md", "ko",
                      "로케일을 `ko`로 설정하면 페이지가 `/ko/foo`에 있습니다.\n")
                 .empty());
  const std::vector<std::string> want = {"b:/fr/foo", "a:/de/foo"};
  BOOST_TEST(Findings(code, "en/a.md", "en", "The page is at `/fr/foo`.\n", "ko/a.md", "ko",
                      "페이지는 `/de/foo`에 있습니다.\n") == want,
             boost::test_tools::per_element());
  // One for one: the translation's one `ko` stands for one of the source's tags, not for every
  // code that has a language tag's shape (`os`, `rm`: Ossetic, Romansh).
  const std::vector<std::string> dropped = {"b:os", "b:rm"};
  BOOST_TEST(Findings(code, "en/a.md", "en", "Set `locale` to `en`, import `os` and call `rm`.\n",
                      "ko/a.md", "ko", "`locale`을 `ko`로 설정합니다.\n") == dropped,
             boost::test_tools::per_element());
}

// A command one edition writes inline and the other shows as a line of its example: present,
// with the document scope, where it is the whole line word for word. A part of a line, or one
// word on a line of its own (an option in an example: the prose need not name it), is not.
BOOST_AUTO_TEST_CASE(code_written_as_a_line_of_the_other_editions_example) {
  const RuleSpec code =
      Spec("entity-parity", {{"kind", "code"}, {"scope", "document"}}, Severity::kWarning);
  const std::string en = "Install it:\n\n```sh\ncargo add zorp-upload\n  --verbose\n```\n";
  BOOST_TEST(
      Findings(code, "en/a.md", "en", en, "zh/a.md", "zh", "运行 `cargo add zorp-upload` 安装：\n")
          .empty());
  // A version in quotes is part of what a command says.
  const std::vector<std::string> quoted = {"a:pip install \"torch==2.1\""};
  BOOST_TEST(
      Findings(code, "en/a.md", "en", "Install it:\n\n```sh\npip install \"torch==2.0\"\n```\n",
               "zh/a.md", "zh", "运行 `pip install \"torch==2.1\"` 安装：\n") == quoted,
      boost::test_tools::per_element());
  const std::vector<std::string> want = {"a:cargo add", "a:--verbose"};
  BOOST_TEST(Findings(code, "en/a.md", "en", en, "zh/a.md", "zh",
                      "运行 `cargo add` 安装，加上 `--verbose`：\n") == want,
             boost::test_tools::per_element());
  // An indented code block is an example too, where an edition writes one: the line is there.
  BOOST_TEST(Findings(code, "en/a.md", "en", "Install it:\n\n    cargo add zorp-upload\n",
                      "zh/a.md", "zh", "运行 `cargo add zorp-upload` 安装：\n")
                 .empty());
}

BOOST_AUTO_TEST_CASE(code_with_changed_placeholder_values) {
  const RuleSpec code = Spec("entity-parity", {{"kind", "code"}}, Severity::kWarning);
  // A placeholder's value is a sample the translator may change: a device, a number, a list.
  BOOST_TEST(Findings(code, "en/a.md", "en",
                      "Scan: `scrub {{/dev/hdq}}`\n\nDim: `glow {{1}}`\n\n"
                      "Join: `weld {{[-s|--seam]}} {{4}} {{a/one a/two ...}}`\n",
                      "zh/a.md", "zh",
                      "扫描：`scrub {{/dev/hdb}}`\n\n调暗：`glow {{0.5}}`\n\n"
                      "连接：`weld {{[-s|--seam]}} {{12}} {{文件1 文件2 ...}}`\n")
                 .empty());
  // A value written out where the other edition has the placeholder is an example of it.
  BOOST_TEST(Findings(code, "en/a.md", "en", "Filter: `pbpaste | {{grep search_string}}`\n",
                      "zh/a.md", "zh", "过滤：`pbpaste | grep foo`\n")
                 .empty());
  // Options inside the braces, and the command and options outside them, are compared.
  const std::vector<std::string> want = {"b:weld {{[-s|--seam]}} {{4}}",
                                         "a:weld {{[-g|--gap]}} {{4}}",
                                         "b:scrub -f {{/dev/hdq}}",
                                         "a:scrub -q {{/dev/hdq}}",
                                         "b:glow {{1}}",
                                         "a:glaw {{1}}"};
  BOOST_TEST(Findings(code, "en/a.md", "en",
                      "Join: `weld {{[-s|--seam]}} {{4}}`\n\nScan: `scrub -f {{/dev/hdq}}`\n\n"
                      "Dim: `glow {{1}}`\n",
                      "ko/a.md", "ko",
                      "연결: `weld {{[-g|--gap]}} {{4}}`\n\n검사: `scrub -q {{/dev/hdq}}`\n\n"
                      "조광: `glaw {{1}}`\n") == want,
             boost::test_tools::per_element());
}

// A translation renames a command's placeholders one for one: a placeholder dropped (the
// arguments after the command) is missing, however the rest is quoted; a value written out
// for a placeholder (`8` for `{{8}}`) is not, and an option is no value (`-f` for `{{x}}`).
BOOST_AUTO_TEST_CASE(code_with_a_placeholder_dropped) {
  const RuleSpec code = Spec("entity-parity", {{"kind", "code"}}, Severity::kWarning);
  BOOST_TEST(Findings(code, "en/a.md", "en", "Tail: `peek -n 8 {{path/to/file}}`\n", "ko/a.md",
                      "ko", "끝: `peek -n {{8}} {{경로/대상/파일}}`\n")
                 .empty());
  // A placeholder signed with a dash (all but the last N) is another value.
  const std::vector<std::string> signed_value = {"b:peek --bytes {{n}} {{path/to/file}}",
                                                 "a:peek --bytes -{{8}} {{경로/대상/파일}}"};
  BOOST_TEST(
      Findings(code, "en/a.md", "en", "Bytes: `peek --bytes {{n}} {{path/to/file}}`\n", "ko/a.md",
               "ko", "바이트: `peek --bytes -{{8}} {{경로/대상/파일}}`\n") == signed_value,
      boost::test_tools::per_element());
  const std::vector<std::string> want = {"b:run -x {{command}} {{argument1 argument2 ...}}",
                                         "a:run -x \"{{명령}}\""};
  BOOST_TEST(
      Findings(code, "en/a.md", "en", "Run: `run -x {{command}} {{argument1 argument2 ...}}`\n",
               "ko/a.md", "ko", "실행: `run -x \"{{명령}}\"`\n") == want,
      boost::test_tools::per_element());
  // The same for a command of one word, which the other side writes elsewhere in its prose.
  BOOST_TEST(Findings(code, "en/a.md", "en", "Peek: `peek {{count}} {{path}}`\n", "ko/a.md", "ko",
                      "peek 보기: `peek {{개수}}`\n")
                 .size() == 2u);
  // The words compared: each placeholder one, an option with its dashes; a placeholder stands
  // for a value, not for an option.
  const std::string mark(kCodePlaceholder);
  const std::string key = "rub -f {{" + mark + "}} en-US";
  const std::vector<std::string_view> words = CodeWords(key);
  BOOST_TEST((std::vector<std::string>(words.begin(), words.end())) ==
                 (std::vector<std::string>{"rub", "-f", mark, "en", "US"}),
             boost::test_tools::per_element());
  const std::string peek = "peek {{" + mark + "}}";
  BOOST_TEST(SpansSpell(CodeWords(peek), {CodeWords("peek 8")}));
  BOOST_TEST(!SpansSpell(CodeWords(peek), {CodeWords("peek -f")}));
}

// An example's description names its placeholder's sample value; a translation that picks
// another sample changes both, and neither is compared. Code that is no sample value is.
BOOST_AUTO_TEST_CASE(code_naming_a_placeholder_sample_value) {
  const RuleSpec code = Spec("entity-parity", {{"kind", "code"}}, Severity::kWarning);
  BOOST_TEST(Findings(code, "en/a.md", "en",
                      "- Convert `file.rtf` into `file.html`:\n\n"
                      "`remix -to html {{path/to/file.rtf}} {{path/to/file.html}}`\n\n"
                      "- Scan disk `/dev/hdq`:\n\n`scrub {{/dev/hdq}}`\n",
                      "zh/a.md", "zh",
                      "- 将 `foo.rtf` 转换为 `foo.html`：\n\n"
                      "`remix -to html {{foo.rtf}} {{foo.html}}`\n\n"
                      "- 扫描磁盘 /dev/hdb：\n\n`scrub {{/dev/hdb}}`\n")
                 .empty());
  // A file the example makes from the sample value is named after it (`file.html` from
  // `file.rtf`), and changes with it.
  BOOST_TEST(
      Findings(code, "en/a.md", "en",
               "- Convert `file.rtf` into `file.html`:\n\n`remix -to html {{path/to/file.rtf}}`\n",
               "zh/a.md", "zh",
               "- 将 `foo.rtf` 转换为 `foo.html`：\n\n`remix -to html {{foo.rtf}}`\n")
          .empty());
  const std::vector<std::string> want = {"a:--kept", "b:file.txt", "b:cat file.txt",
                                         "a:cat note.txt"};
  BOOST_TEST(Findings(code, "en/a.md", "en",
                      "- Copy with `--keep`:\n\n`dup --keep {{path/to/file}}`\n\n"
                      "- Read `file.txt`:\n\n`cat file.txt`\n",
                      "ko/a.md", "ko",
                      "- `--kept`로 복사:\n\n`dup --keep {{경로/대상/파일}}`\n\n"
                      "- 읽기:\n\n`cat note.txt`\n") == want,
             boost::test_tools::per_element());
}

// Code that the other side writes in its prose is present, whatever its case; code against
// code is compared as written.
BOOST_AUTO_TEST_CASE(code_written_in_the_other_sides_prose) {
  const RuleSpec code = Spec("entity-parity", {{"kind", "code"}}, Severity::kWarning);
  BOOST_TEST(Findings(code, "zh/a.md", "zh", "- 显示可由 Zorb Viewer.app 打开的报告：\n", "ko/a.md",
                      "ko", "- `Zorb Viewer.app`에서 열 수 있는 보고서 표시:\n")
                 .empty());
  const std::vector<std::string> want = {"a:Zorb Viewer.app"};
  BOOST_TEST(Findings(code, "zh/a.md", "zh", "- 显示可由 Zorb Reader.app 打开的报告：\n", "ko/a.md",
                      "ko", "- `Zorb Viewer.app`에서 열 수 있는 보고서 표시:\n") == want,
             boost::test_tools::per_element());
}

// A phrase in code font (`QS 算法`: Latin words and words of the edition's script, nothing
// else) is translated as prose is: the other edition, which never writes "QS", renders the
// phrase its own way. Where that edition writes its Latin words elsewhere in the document, it
// is expected; code with syntax (`sort "{{文件}}"`) is no phrase.
BOOST_AUTO_TEST_CASE(a_phrase_in_code_font) {
  const RuleSpec code = Spec("entity-parity", {{"kind", "code"}}, Severity::kWarning);
  BOOST_TEST(Findings(code, "zh/a.md", "zh", "- 用 `QS 算法` 排序。\n", "ko/a.md", "ko",
                      "- 퀵 정렬 알고리즘으로 정렬한다.\n")
                 .empty());
  BOOST_TEST(IsPhraseInCode("QS " + kMark));
  BOOST_TEST(IsPhraseInCode("7 " + kMark));
  BOOST_TEST(!IsPhraseInCode("sort \"" + kMark + "\""));
  BOOST_TEST(!IsPhraseInCode("sort {{" + kMark + "}}"));
  BOOST_TEST(!IsPhraseInCode(kMark));
  BOOST_TEST(!IsPhraseInCode("sort file"));
  // ko writes both words of `Quick Sort 算法` in its document (not as this code): expected.
  const std::vector<std::string> want = {"b:Quick Sort 算法"};
  BOOST_TEST(Findings(code, "zh/a.md", "zh", "# 排序\n\n- 用 `Quick Sort 算法` 排序。\n", "ko/a.md",
                      "ko", "# Quick Sort\n\n- 퀵 정렬 알고리즘으로 정렬한다.\n") == want,
             boost::test_tools::per_element());
}

// A qualified name is written unqualified where its qualifier stands in the same bead (a
// list of a class's methods that names the class once); without the qualifier it is missing.
BOOST_AUTO_TEST_CASE(a_qualified_name_written_unqualified) {
  const RuleSpec code = Spec("entity-parity", {{"kind", "code"}}, Severity::kWarning);
  BOOST_TEST(Findings(code, "en/a.md", "en",
                      "- `Till::open` and `Till::count` run in the `Till` class.\n", "zh/a.md",
                      "zh", "- `Till::open` 和 `count` 在 `Till` 类中运行。\n")
                 .empty());
  auto sorted = [](std::vector<std::string> v) {
    std::sort(v.begin(), v.end());
    return v;
  };
  // Without its qualifier beside it, and where the qualifier differs, it is missing.
  BOOST_TEST(sorted(Findings(code, "en/a.md", "en", "- `Till::open` and `Till::count` run.\n",
                             "zh/a.md", "zh", "- `Tally::open` 和 `count` 运行。\n")) ==
                 std::vector<std::string>({"a:Tally::open", "b:Till::count", "b:Till::open"}),
             boost::test_tools::per_element());
  BOOST_TEST(sorted(Findings(code, "en/a.md", "en", "- `Till::count` runs in `Till`.\n", "zh/a.md",
                             "zh", "- `Till` 类运行 `total`。\n")) ==
                 std::vector<std::string>({"a:total", "b:Till::count"}),
             boost::test_tools::per_element());
}

// A member named by its type or object (`Cup.fill()`, `Cup.size`) is written alone where the
// other side names the member only (a reference page's heading under the type's section):
// with or without the call's "()"; another member, or a member of an expression that is not
// identifiers joined by dots, is missing.
BOOST_AUTO_TEST_CASE(a_member_written_without_its_type) {
  const RuleSpec code = Spec("entity-parity", {{"kind", "code"}}, Severity::kWarning);
  BOOST_TEST(Findings(code, "en/a.md", "en", "### `Cup.fill()`\n\n### `Cup.size`\n", "zh/a.md",
                      "zh", "### `fill`\n\n### `size`\n")
                 .empty());
  BOOST_TEST(
      Findings(code, "ko/a.md", "ko", "### `tea.cup.fill()`\n", "zh/a.md", "zh", "### `fill()`\n")
          .empty());
  // (`fill()` is the other side's text: found there, as code written in prose is.)
  const std::vector<std::string> want = {"b:Cup.fill()", "a:pour()", "b:cups[0].fill()"};
  BOOST_TEST(Findings(code, "en/a.md", "en", "### `Cup.fill()`\n\n### `cups[0].fill()`\n",
                      "zh/a.md", "zh", "### `pour()`\n\n### `fill()`\n") == want,
             boost::test_tools::per_element());
}

// A subcommand with its program (`cup fill`) is written alone where the other side names the
// program once beside a list of its subcommands; without the program named there, or with
// another subcommand, it is missing.
BOOST_AUTO_TEST_CASE(a_subcommand_written_without_its_program) {
  const RuleSpec code = Spec("entity-parity", {{"kind", "code"}}, Severity::kWarning);
  BOOST_TEST(Findings(code, "zh/a.md", "zh", "只有 `cup fill` 和 `cup pour` 可用。\n", "en/a.md",
                      "en", "Only `fill` and `pour` work, as subcommands of `cup`.\n")
                 .empty());
  const std::vector<std::string> want = {"b:cup fill", "b:cup pour", "a:spill"};
  BOOST_TEST(Findings(code, "zh/a.md", "zh", "只有 `cup fill` 和 `cup pour` 可用。\n", "en/a.md",
                      "en", "Only `fill` and `spill` work.\n") == want,
             boost::test_tools::per_element());
}

// Code that is a link's whole text names the page it links to: where the other side links the
// same page with a text of its own script, the translator named the page. Code beside the link,
// or a link the other side does not have, is compared as code.
BOOST_AUTO_TEST_CASE(code_as_a_link_text_translated) {
  const RuleSpec code = Spec("entity-parity", {{"kind", "code"}}, Severity::kWarning);
  BOOST_TEST(Findings(code, "en/a.md", "en", "Use it with [`cup_folder`](/docs/cups).\n", "zh/a.md",
                      "zh", "与[杯子文件夹](/zh/docs/cups)一起使用。\n")
                 .empty());
  const std::vector<std::string> want = {"b:cup_folder", "b:pour_mode"};
  BOOST_TEST(
      Findings(code, "en/a.md", "en", "Use it with [`cup_folder`](/docs/cups) and `pour_mode`.\n",
               "zh/a.md", "zh", "与[杯子文件夹](/zh/docs/pots)一起使用。\n") == want,
      boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(links_of_a_language_menu_and_index_documents) {
  const RuleSpec urls = Spec("entity-parity", {{"kind", "url"}}, Severity::kWarning);
  // The English page links to the Chinese edition, which does not link to itself.
  BOOST_TEST(Findings(urls, "README.md", "en",
                      "Read [the guide](guide.md) or [中文](README.zh-CN.md).\n", "README.zh-CN.md",
                      "zh", "阅读[指南](guide.md)。\n")
                 .empty());
  // A directory and its index document are one page.
  BOOST_TEST(Findings(urls, "README.md", "en", "See [linked list](src/linked-list).\n",
                      "README.zh-CN.md", "zh", "见[链表](src/linked-list/README.zh-CN.md)。\n")
                 .empty());
  const std::vector<std::string> want = {"b:src/queue", "a:src/stack/README.zh-CN.md"};
  BOOST_TEST(Findings(urls, "README.md", "en", "See [queue](src/queue).\n", "README.zh-CN.md", "zh",
                      "见[栈](src/stack/README.zh-CN.md)。\n") == want,
             boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(links_with_or_without_a_language_segment) {
  const RuleSpec urls = Spec("entity-parity", {{"kind", "url"}}, Severity::kWarning);
  // The edition's own language segment, the other's, or none: one page. A page in either
  // language has anchors made from its translated headings.
  BOOST_TEST(Findings(urls, "en/a.md", "en",
                      "Read [the primer](https://zorb.example/en/learn/primer/).\n\n"
                      "See [tips](https://zorb.example/tips).\n\n"
                      "Set [flags](https://zorb.example/en/ref/cli/#global-flags).\n",
                      "zh-cn/a.md", "zh-cn",
                      "阅读[入门](https://zorb.example/learn/primer/)。\n\n"
                      "见[技巧](https://zorb.example/en/tips)。\n\n"
                      "设置[标志](https://zorb.example/zh-cn/ref/cli/#全局标志)。\n")
                 .empty());
  // Two ASCII anchors of the localized page that differ name two sections (a heading id the
  // translation kept; `#flags` is not `#global-flags`).
  BOOST_TEST(Findings(urls, "en/a.md", "en",
                      "Set [flags](https://zorb.example/en/ref/cli/#global-flags).\n", "zh-cn/a.md",
                      "zh-cn", "设置[标志](https://zorb.example/zh-cn/ref/cli/#flags)。\n")
                 .size() == 2u);
  BOOST_TEST(Findings(urls, "en/a.md", "en", "Read [x](https://zorb.example/en/learn/x).\n",
                      "ko/a.md", "ko", "읽기 [x](https://zorb.example/ko/learn/x).\n")
                 .empty());
  // Another page, or a link the other edition lacks, is still a difference.
  const std::vector<std::string> want = {"b:https://zorb.example/en/learn/x",
                                         "a:https://zorb.example/zh-cn/learn/y",
                                         "b:https://spec.example/v2"};
  BOOST_TEST(Findings(urls, "en/a.md", "en",
                      "Read [x](https://zorb.example/en/learn/x).\n\n"
                      "Per [the spec](https://spec.example/v2).\n",
                      "zh-cn/a.md", "zh-cn",
                      "阅读[y](https://zorb.example/zh-cn/learn/y)。\n\n依据规范。\n") == want,
             boost::test_tools::per_element());
}

// A translator's localized copy of an image, in a directory of its language, may be saved with
// another extension of its format (rules/media_types.h): one picture. Another format, or
// another name, is another picture.
BOOST_AUTO_TEST_CASE(a_localized_image_saved_with_another_extension_of_its_format) {
  const RuleSpec urls = Spec("entity-parity", {{"kind", "url"}}, Severity::kWarning);
  BOOST_TEST(
      Findings(
          urls, "readme.md", "en",
          "The report: ![report](assets/report.jpeg)\n\n"
          "The parts: ![parts](/assets/parts.JPG)\n",
          "readme-zh-CN.md", "zh-cn",
          "报告：![报告](assets/zh-CN/report.jpg)\n\n部分：![部分](/assets/zh-CN/parts.jpeg)\n")
          .empty());
  // From a document at another depth (`file`, the path resolved against the document's).
  BOOST_TEST(Findings(urls, "docs/guide/a.md", "en",
                      "The chart: ![chart](../../assets/chart.jpeg)\n", "docs/zh/guide/a.md", "zh",
                      "图表：![图表](../../../assets/zh/chart.jpg)\n")
                 .empty());
  // Two extensions of one text or program type name two files.
  BOOST_TEST(Findings(urls, "readme.md", "en", "Load [the module](dist/lib.mjs).\n",
                      "readme-zh-CN.md", "zh", "加载[模块](dist/zh-CN/lib.js)。\n")
                 .size() == 2u);
  const std::vector<std::string> want = {"b:assets/report.jpeg", "a:assets/zh-CN/report.png",
                                         "b:assets/parts.jpeg", "a:assets/zh-CN/part.jpg"};
  BOOST_TEST(
      Findings(
          urls, "readme.md", "en",
          "The report: ![report](assets/report.jpeg)\n\n"
          "The parts: ![parts](assets/parts.jpeg)\n",
          "readme-zh-CN.md", "zh-cn",
          "报告：![报告](assets/zh-CN/report.png)\n\n部分：![部分](assets/zh-CN/part.jpg)\n") ==
          want,
      boost::test_tools::per_element());
}

// A site serves the page of `cli.mdx` at `cli`: an edition that links the page without its
// document extension, and to a translated heading's anchor, links the same page.
BOOST_AUTO_TEST_CASE(a_relative_link_with_or_without_its_document_extension) {
  const RuleSpec urls = Spec("entity-parity", {{"kind", "url"}}, Severity::kWarning);
  BOOST_TEST(Findings(urls, "docs/guide/build.md", "en",
                      "See [the guide](../guide.htm) and [its tabs](../tabs.md?tab=cli).\n",
                      "zh/guide/build.md", "zh",
                      "见[指南](../guide.html)和[标签](../tabs?tab=cli)。\n")
                 .empty());
  BOOST_TEST(Findings(urls, "docs/guide/build.mdx", "en",
                      "See [the build command](../reference/cli.mdx#build) and "
                      "[templates](../guides/templates.md).\n",
                      "zh/guide/build.mdx", "zh",
                      "见[构建命令](../reference/cli#构建)和[模板](../guides/templates)。\n")
                 .empty());
  // Another page is still another page.
  const std::vector<std::string> want = {"b:../reference/cli.mdx#build",
                                         "a:../reference/cli-old#构建"};
  BOOST_TEST(
      Findings(urls, "docs/guide/build.mdx", "en",
               "See [the build command](../reference/cli.mdx#build).\n", "zh/guide/build.mdx", "zh",
               "见[构建命令](../reference/cli-old#构建)。\n") == want,
      boost::test_tools::per_element());
}

// Where a path's extension is, and which extensions name one format (rules/media_types.h).
BOOST_AUTO_TEST_CASE(file_extensions_of_one_format) {
  BOOST_TEST(FirstExtensionOfType("jpg") == "jpeg");
  BOOST_TEST(FirstExtensionOfType("jpeg") == "jpeg");
  BOOST_TEST(FirstExtensionOfType("tif") == "tiff");
  BOOST_TEST(FirstExtensionOfType("mjs") == "mjs");  // a program's type: not read
  BOOST_TEST(FirstExtensionOfType("png") == "png");
  std::string path = "a/v1.2/chart.jpg?raw=1#top";
  WithFirstExtensionOfType(&path);
  BOOST_TEST(path == "a/v1.2/chart.jpeg?raw=1#top");
  BOOST_TEST(LastExtension("a/v1.2/readme").at == std::string_view::npos);  // a dot in a folder
  BOOST_TEST(LastExtension("../x").at == std::string_view::npos);
  BOOST_TEST(LastExtension("page?file=a.md").at == std::string_view::npos);
  BOOST_TEST(LastExtension("guide.md?tab=x").size == 2u);
}

BOOST_AUTO_TEST_CASE(language_tags_icu_knows) {
  for (const char* tag :
       {"zh", "ko", "en-US", "zh-CN", "zh_Hans_CN", "EN-us", "pt-br", "es-419", "fil", "it"})
    BOOST_TEST(IsKnownLanguageTag(tag), tag);
  for (const char* word : {"", "go", "js", "v1", "docs", "wiki", "en-guide", "zh-cn-x",
                           "zh-Hans-Hant", "en-US-CN", "xx", "cn", "中文"})
    BOOST_TEST(!IsKnownLanguageTag(word), word);
}

// A language's name as ICU gives it, in the language itself, in English or in a third
// language, perhaps with a qualifier; not a phrase that mentions it.
BOOST_AUTO_TEST_CASE(texts_that_name_a_language) {
  BOOST_TEST(NamesLanguage("한국어", "ko-KR"));
  BOOST_TEST(NamesLanguage("简体中文", "zh-CN"));
  BOOST_TEST(NamesLanguage("English", "en"));
  BOOST_TEST(NamesLanguage("영어", "en", "ko"));
  BOOST_TEST(!NamesLanguage("영어", "en"));
  // Codes as trees write them, with '_'.
  BOOST_TEST(NamesLanguage("简体中文", "zh_CN"));
  BOOST_TEST(NamesLanguage("한국어", "ko_KR"));
  BOOST_TEST(NamesLanguage("영어", "en_US", "ko_KR"));
  // A flag beside the name is no word of a phrase; a phrase that holds the name is not a name.
  BOOST_TEST(NamesLanguage("🇨🇳 简体中文", "zh"));
  BOOST_TEST(!NamesLanguage("中文的翻译说明", "zh"));
  BOOST_TEST(!NamesLanguage("Chinese remainder theorem", "zh"));
  BOOST_TEST(!NamesLanguage("English", "zh"));
  BOOST_TEST(!NamesLanguage("", "ko"));
}

BOOST_AUTO_TEST_CASE(absolute_links_with_a_language_marker) {
  const RuleSpec urls = Spec("entity-parity", {{"kind", "url"}}, Severity::kWarning);
  // A subdomain that is the edition's language (or its region), against none.
  BOOST_TEST(Findings(urls, "en/a.md", "en", "Use [imports](https://zorb.example/guide/imports).\n",
                      "zh-cn/a.md", "zh-cn",
                      "使用[导入](https://cn.zorb.example/guide/imports)。\n")
                 .empty());
  // The localized copy served without the ".html" of the page it copies, or the other way.
  BOOST_TEST(Findings(urls, "en/a.md", "en",
                      "Read [the guide](https://zorb.example/guide/build.html#targets).\n",
                      "zh-cn/a.md", "zh-cn",
                      "阅读[指南](https://cn.zorb.example/guide/build#targets)。\n")
                 .empty());
  BOOST_TEST(Findings(urls, "zh-cn/a.md", "zh-cn",
                      "阅读[指南](https://cn.zorb.example/guide/build)。\n", "ko/a.md", "ko",
                      "[안내서](https://ko.zorb.example/guide/build.html)를 읽으세요.\n")
                 .empty());
  // The edition's own language in the first path segment or a query, against a third
  // language's: the other edition links the English page.
  BOOST_TEST(Findings(urls, "zh-cn/a.md", "zh-cn",
                      "见[元素](https://ref.zorb.example/zh-CN/docs/el/box)。\n\n"
                      "见[参考](https://zorb.example/ref?hl=zh-cn&v=2)。\n",
                      "ko/a.md", "ko",
                      "[요소](https://ref.zorb.example/en-US/docs/el/box) 참조.\n\n"
                      "[참고](https://zorb.example/ref?hl=en&v=2) 참조.\n")
                 .empty());
  // Two numbered anchors are two sections (`#step-1`, `#step-2`); two projects of one hosting
  // domain are two sites (the Public Suffix List: `a.readthedocs.io`); an address without a
  // host is read without failing.
  BOOST_TEST(Findings(urls, "en/a.md", "en",
                      "Do [it](https://zorb.example/en/guide/#step-1).\n\n"
                      "Read [a](https://a.readthedocs.io/en/latest/x).\n\n"
                      "Odd [link](https:///en/).\n",
                      "ko/a.md", "ko",
                      "[하기](https://zorb.example/ko/guide/#step-2).\n\n"
                      "[b](https://b.readthedocs.io/ko/latest/x) 읽기.\n\n"
                      "이상한 [링크](https:///ko/).\n")
                 .size() == 4u);
  // Campaign parameters name no other page, nor does a '/' before the query.
  BOOST_TEST(
      Findings(urls, "en/a.md", "en",
               "See [the guide](https://zorb.example/docs/?utm_source=x&v=2&utm_medium=y).\n",
               "zh-cn/a.md", "zh-cn", "见[指南](https://zorb.example/docs?v=2)。\n")
          .empty());
  BOOST_TEST(Findings(urls, "en/a.md", "en", "See [the guide](https://zorb.example/docs?v=2).\n",
                      "zh-cn/a.md", "zh-cn", "见[指南](https://zorb.example/docs?v=3)。\n")
                 .size() == 2u);
  // Both localized in the first path segment, on a subdomain the site moved its docs to.
  BOOST_TEST(Findings(urls, "en/a.md", "en",
                      "Install [it](https://docs.zorb.example/en-us/tools/install).\n", "ko/a.md",
                      "ko", "[설치](https://learn.zorb.example/ko-kr/tools/install)하세요.\n")
                 .empty());
  // A translator's link to their language's copy on another subdomain of the site: a copy of
  // an older site (`ko.legacy.`), the docs moved to another subdomain; the marker in the host
  // or the path, the other side's address without one.
  BOOST_TEST(Findings(urls, "en/a.md", "en",
                      "Read [the post](https://zorb.example/blog/2020/x.html#why).\n\n"
                      "Install [it](https://learn.zorb.example/tools/install).\n",
                      "ko/a.md", "ko",
                      "[글](https://ko.legacy.zorb.example/blog/2020/x.html#why) 참조.\n\n"
                      "[설치](https://docs.zorb.example/ko/tools/install)하세요.\n")
                 .empty());
  // The same localized page, but another section: two ASCII anchors that differ (a heading
  // id survives translation); an anchor in the page's own script, none, or the same one with
  // a slug's "-1" for a second heading of its words, is the same place.
  const std::vector<std::string> sections = {"b:https://zorb.example/en/ref/#build", "b:/en/ref/#x",
                                             "a:https://zorb.example/ko/ref/#dev", "a:/ko/ref/#y"};
  BOOST_TEST(Findings(urls, "en/a.md", "en",
                      "See [build](https://zorb.example/en/ref/#build) and "
                      "[x](/en/ref/#x).\n\nSee [it](https://zorb.example/en/ref/#run), "
                      "[them](/en/ref/#z) and [foot](https://zorb.example/en/ref/#footer-1).\n",
                      "ko/a.md", "ko",
                      "[개발](https://zorb.example/ko/ref/#dev)과 [y](/ko/ref/#y) 참조.\n\n"
                      "[실행](https://zorb.example/ko/ref/#실행), [z](/ko/ref/), "
                      "[바닥글](https://zorb.example/ko/ref/#footer) 참조.\n") == sections,
             boost::test_tools::per_element());
  // Anything else that differs is another place: a version, a word that is no language, a
  // third language's page without either edition's own, another page in two languages, the
  // same path on another domain, or the translator's copy against a subdomain of that copy
  // (`ko.m.`, a mobile site, in the Chinese edition), which another subdomain does not excuse
  // as it does an address without a marker. (A page with its `.html` and
  // without, `w.html` and `w`, is one: a_page_with_its_html_extension_and_without.)
  const std::vector<std::string> want = {
      "b:https://zorb.example/v1/x",       "a:https://zorb.example/v2/x",
      "b:https://zorb.example/go/y",       "a:https://zorb.example/y",
      "b:https://zorb.example/it/z",       "a:https://zorb.example/z",
      "b:https://zorb.example/ko/learn/a", "a:https://zorb.example/zh/learn/b",
      "b:https://zorb.example/v1/x?hl=ko", "a:https://zorb.example/v1/x?hl=go",
      "b:https://docs.zorb.example/ko/d",  "a:https://learn.blip.example/zh/d",
      "b:https://ko.zorb.example/e"};
  BOOST_TEST(
      Findings(urls, "ko/a.md", "ko",
               "[x](https://zorb.example/v1/x).\n\n[y](https://zorb.example/go/y).\n\n"
               "[z](https://zorb.example/it/z).\n\n[a](https://zorb.example/ko/learn/a).\n\n"
               "[x](https://zorb.example/v1/x?hl=ko).\n\n[w](https://zorb.example/w.html).\n\n"
               "[d](https://docs.zorb.example/ko/d).\n\n[e](https://ko.zorb.example/e).\n",
               "zh/a.md", "zh",
               "[x](https://zorb.example/v2/x)。\n\n[y](https://zorb.example/y)。\n\n"
               "[z](https://zorb.example/z)。\n\n[b](https://zorb.example/zh/learn/b)。\n\n"
               "[x](https://zorb.example/v1/x?hl=go)。\n\n[w](https://zorb.example/w)。\n\n"
               "[d](https://learn.blip.example/zh/d)。\n\n[e](https://ko.m.zorb.example/e)。\n") ==
          want,
      boost::test_tools::per_element());
}

// A country's copy of a site: the translator links the page at the site's domain of their
// country (`zorb.cn` in the Chinese edition, `zorb.co.kr` in the Korean one), the other edition
// at its other domain (`zorb.com`). The same page and section, found once in each edition.
// Another page, another section, another site or subdomain, a port, or a country whose domain
// is not the linking edition's own language's (`zorb.cn` in the Korean edition) are other
// places.
BOOST_AUTO_TEST_CASE(a_countrys_copy_of_a_site) {
  const RuleSpec urls = Spec("entity-parity", {{"kind", "url"}}, Severity::kWarning);
  BOOST_TEST(Findings(urls, "en/a.md", "en",
                      "Solve [it](https://zorb.com/problems/two-sum/).\n\n"
                      "See [the notes](http://www.zorb.com/docs/x#usage).\n",
                      "zh-cn/a.md", "zh-cn",
                      "在[力扣](https://zorb.cn/problems/two-sum/)上完成。\n\n"
                      "见[说明](https://zorb.cn/docs/x#usage)。\n")
                 .empty());
  BOOST_TEST(Findings(urls, "en/a.md", "en", "Read [the guide](https://zorb.com/docs/x).\n",
                      "ko/a.md", "ko", "[안내](https://zorb.co.kr/docs/x)를 읽으세요.\n")
                 .empty());
  const std::vector<std::string> want = {"b:https://zorb.com/problems/two-sum",
                                         "a:https://zorb.cn/problems/add-two",
                                         "b:https://zorb.com/docs/x#usage",
                                         "a:https://zorb.cn/docs/x#install",
                                         "b:https://zorb.com/y",
                                         "a:https://blip.cn/y",
                                         "b:https://docs.zorb.com/z",
                                         "a:https://zorb.cn/z",
                                         "b:https://zorb.com:8443/p",
                                         "a:https://zorb.cn/p"};
  BOOST_TEST(Findings(urls, "en/a.md", "en",
                      "Solve [it](https://zorb.com/problems/two-sum).\n\n"
                      "See [the notes](https://zorb.com/docs/x#usage).\n\n"
                      "See [y](https://zorb.com/y).\n\n"
                      "See [z](https://docs.zorb.com/z).\n\n"
                      "See [p](https://zorb.com:8443/p).\n",
                      "zh-cn/a.md", "zh-cn",
                      "在[力扣](https://zorb.cn/problems/add-two)上完成。\n\n"
                      "见[说明](https://zorb.cn/docs/x#install)。\n\n"
                      "见[y](https://blip.cn/y)。\n\n"
                      "见[z](https://zorb.cn/z)。\n\n"
                      "见[p](https://zorb.cn/p)。\n") == want,
             boost::test_tools::per_element());
  BOOST_TEST(Findings(urls, "en/a.md", "en", "Read [the guide](https://zorb.com/docs/x).\n",
                      "ko/a.md", "ko", "[안내](https://zorb.cn/docs/x)를 읽으세요.\n")
                 .size() == 2u);
}

BOOST_AUTO_TEST_CASE(pages_of_a_localized_site_with_translated_paths) {
  const RuleSpec urls = Spec("entity-parity", {{"kind", "url"}}, Severity::kWarning);
  // Each edition links its own language's article, whose title is translated, or the
  // localized copy of a page that moved on the English site.
  BOOST_TEST(Findings(urls, "en/a.md", "en",
                      "See [sundials](https://en.zorbpedia.example/wiki/Sundial).\n\n"
                      "See [layers](https://ref.zorb.example/en-US/docs/css/layers).\n",
                      "ko/a.md", "ko",
                      "[해시계](https://ko.zorbpedia.example/wiki/해시계) 참조.\n\n"
                      "[계층](https://ref.zorb.example/ko/docs/styling/layers) 참조.\n")
                 .empty());
  // One to one: the link without a counterpart stays; another site or section, or two
  // languages neither of which is the edition's own, are not paired.
  const std::vector<std::string> want = {
      "b:https://en.zorbpedia.example/wiki/Moondial", "b:https://en.zorbpedia.example/talk/Sun",
      "a:https://ko.zorbpedia.example/help/해",       "b:https://ja.zorbpedia.example/wiki/Star",
      "a:https://de.zorbpedia.example/wiki/Stern",    "b:https://ref.zorb.example/en-US/docs/a/b",
      "a:https://ref.zorb.example/ko/docs/a/c"};
  BOOST_TEST(Findings(urls, "en/a.md", "en",
                      "See [sundials](https://en.zorbpedia.example/wiki/Sundial) and "
                      "[moondials](https://en.zorbpedia.example/wiki/Moondial).\n\n"
                      "See [the sun](https://en.zorbpedia.example/talk/Sun).\n\n"
                      "See [stars](https://ja.zorbpedia.example/wiki/Star).\n\n"
                      "See [b](https://ref.zorb.example/en-US/docs/a/b).\n",
                      "ko/a.md", "ko",
                      "[해시계](https://ko.zorbpedia.example/wiki/해시계) 참조.\n\n"
                      "[해](https://ko.zorbpedia.example/help/해) 참조.\n\n"
                      "[별](https://de.zorbpedia.example/wiki/Stern) 참조.\n\n"
                      "[c](https://ref.zorb.example/ko/docs/a/c) 참조.\n") == want,
             boost::test_tools::per_element());
}

// A wiki serves an article in a language variant under the variant's route
// (`zh.zorbpedia.example/zh-cn/日晷`) and under its route for pages (`/wiki/`) in English: one
// article. A page deeper under the variant's route, or two pages under two routes of pages,
// are other places.
BOOST_AUTO_TEST_CASE(an_article_under_its_language_variants_route) {
  const RuleSpec urls = Spec("entity-parity", {{"kind", "url"}}, Severity::kWarning);
  BOOST_TEST(Findings(urls, "en/a.md", "en",
                      "See [sundials](https://en.zorbpedia.example/wiki/Sundial).\n", "zh-cn/a.md",
                      "zh-cn",
                      "参见[日晷](https://zh.zorbpedia.example/zh-cn/%E6%97%A5%E6%99%B7)。\n")
                 .empty());
  const std::vector<std::string> want = {"b:https://en.zorbpedia.example/wiki/Sundial",
                                         "a:https://zh.zorbpedia.example/zh-cn/日晷/历史",
                                         "b:https://en.zorbpedia.example/talk/Sun",
                                         "a:https://zh.zorbpedia.example/help/太阳"};
  BOOST_TEST(Findings(urls, "en/a.md", "en",
                      "See [sundials](https://en.zorbpedia.example/wiki/Sundial).\n\n"
                      "See [the sun](https://en.zorbpedia.example/talk/Sun).\n",
                      "zh-cn/a.md", "zh-cn",
                      "参见[日晷](https://zh.zorbpedia.example/zh-cn/日晷/历史)。\n\n"
                      "参见[太阳](https://zh.zorbpedia.example/help/太阳)。\n") == want,
             boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(links_to_the_document_itself_in_another_language) {
  const RuleSpec urls = Spec("entity-parity", {{"kind", "url"}}, Severity::kWarning);
  // Each edition's language menu lacks the link to itself.
  BOOST_TEST(Findings(urls, "lib/heap/README.md", "en",
                      "Read in [한국어](README.ko-KR.md), [中文](README.zh-CN.md).\n\nA heap.\n",
                      "lib/heap/README.ko-KR.md", "ko",
                      "[English](README.md), [中文](./README.zh-CN.md)로 읽기.\n\n힙.\n")
                 .empty());
  BOOST_TEST(Findings(urls, "docs/en/guide/start.md", "en",
                      "Also in [Korean](../../ko/guide/start.md).\n", "docs/ko/guide/start.md",
                      "ko", "[영어](../../en/guide/start.md#top)로도.\n")
                 .empty());
  // A menu's entry for the other edition at another address (a repository's home page for its
  // English README) is named by its text; a link whose text only mentions a language is not.
  BOOST_TEST(
      Findings(urls, "lib/heap/README.md", "en", "Read in [中文](README.zh-CN.md).\n\nA heap.\n",
               "lib/heap/README.ko-KR.md", "ko",
               "[English](https://example.org/heaps/), [中文](README.zh-CN.md)로 읽기.\n\n힙.\n")
          .empty());
  BOOST_TEST(Findings(urls, "lib/heap/README.md", "en",
                      "Read in [中文](README.zh-CN.md).\n\nSee the [Korean alphabet "
                      "chart](https://example.org/hangul).\n",
                      "lib/heap/README.ko-KR.md", "ko", "[中文](README.zh-CN.md)로 읽기.\n\n힙.\n")
                 .size() == 1u);
  // A third language's page, or another document, is compared.
  const std::vector<std::string> want = {"b:README.ja-JP.md", "b:../stack/README.md"};
  BOOST_TEST(Findings(urls, "lib/heap/README.md", "en",
                      "Read in [日本語](README.ja-JP.md), [한국어](README.ko-KR.md).\n\n"
                      "Like [a stack](../stack/README.md).\n",
                      "lib/heap/README.ko-KR.md", "ko",
                      "[English](README.md)로 읽기.\n\n스택과 같다.\n") == want,
             boost::test_tools::per_element());
}

// A language menu is site navigation, whose label a tree may keep in English in every edition:
// it is not untranslated, while a paragraph of the same edition left in English is.
BOOST_AUTO_TEST_CASE(a_language_menu_left_in_english_is_not_untranslated) {
  const RuleSpec untranslated = Spec("untranslated", {}, Severity::kWarning);
  const std::vector<std::string> want = {"b:Then push the item onto the top of the stack."};
  BOOST_TEST(
      Findings(untranslated, "lib/stack/README.md", "en",
               "Read this in other languages: [français](README.fr-FR.md), "
               "[中文](README.zh-CN.md)\n\nA stack is a list.\n\nIt has a top.\n\n"
               "Push an item.\n\nThen push the item onto the top of the stack.\n",
               "lib/stack/README.zh-CN.md", "zh",
               "Read this in other languages: [français](README.fr-FR.md), "
               "[english](README.md)\n\n栈是一种列表。\n\n它有一个栈顶。\n\n压入一个元素。\n\n"
               "Then push the item onto the top of the stack.\n") == want,
      boost::test_tools::per_element());
}

// The units the unit-parity rule reports of `text_a` (README.md, en; its first unit left without
// counterpart) against the Korean edition "힙.", which pairs with its second.
std::vector<std::string> LoneFirstUnit(const std::string& text_a,
                                       const std::string& path_a = "lib/heap/README.md",
                                       const std::string& path_b = "lib/heap/README.ko-KR.md") {
  const RuleSpec units = Spec("unit-parity", {});
  const Edition a = testing::MemoryEdition(path_a, text_a, "en");
  const Edition b = testing::MemoryEdition(path_b, "힙.\n", "ko");
  BOOST_TEST_REQUIRE(a.units.size() == 2u);
  const std::vector<Bead> beads = {Bead{{0}, {}, 0.0}, Bead{{1}, {0}, 1.0}};
  std::vector<Finding> found;
  FindCheck(units.check)->make(units)->Run(CheckContext{a, b, beads}, units, &found);
  std::vector<std::string> out;
  for (const Finding& f : found) out.push_back(f.value);
  return out;
}

// A language menu that lists only the other edition is not missing from it: that edition lists
// itself in no menu. A menu of one link is one when the link's text names its language.
BOOST_AUTO_TEST_CASE(a_menu_listing_only_the_other_edition) {
  BOOST_TEST(
      LoneFirstUnit("_Read this in other languages:_ [_한국어_](README.ko-KR.md)\n\nA heap.\n")
          .empty());
  BOOST_TEST(LoneFirstUnit("Other languages: [한국어](README.ko-KR.md), [Korean](./README.ko-KR.md)"
                           "\n\nA heap.\n")
                 .empty());
  // A menu with a third edition, or a sentence that links the other edition, is reported.
  BOOST_TEST(LoneFirstUnit("Other languages: [中文](README.zh-CN.md)\n\nA heap.\n").size() == 1u);
  BOOST_TEST(LoneFirstUnit("See [the proof](README.ko-KR.md) in full.\n\nA heap.\n").size() == 1u);
  // An entry that links the other edition's document and names its language is the menu's,
  // whatever the tree calls its files; an entry for a third language, or a link whose text
  // names none, is reported.
  const std::string en = "README.md", ko = "ko-KR/README-ko_KR.md";
  BOOST_TEST(LoneFirstUnit("- [🇰🇷 한국어](./ko-KR/README-ko_KR.md)\n- A heap.\n", en, ko).empty());
  BOOST_TEST(LoneFirstUnit("- [Korean](ko-KR/README-ko_KR.md)\n- A heap.\n", en, ko).empty());
  BOOST_TEST(
      LoneFirstUnit("- [🇨🇳 简体中文](./zh-CN/README-zh_CN.md)\n- A heap.\n", en, ko).size() == 1u);

  BOOST_TEST(LoneFirstUnit("- [the proof](./ko-KR/README-ko_KR.md)\n- A heap.\n", en, ko).size() ==
             1u);
  // The link names the other document in another language's name: no menu entry of it.
  BOOST_TEST(LoneFirstUnit("- [English](./ko-KR/README-ko_KR.md)\n- A heap.\n", en, ko).size() ==
             1u);
  BOOST_TEST(LoneFirstUnit("- [简体中文](./ko-KR/README-ko_KR.md)\n- A heap.\n", en, ko).size() ==
             1u);
  // A label before the link is a menu's; a sentence around it says something of its own.
  BOOST_TEST(
      LoneFirstUnit("Read this in other languages: [한국어](ko-KR/README-ko_KR.md)\n\nA heap.\n",
                    en, ko)
          .empty());
  BOOST_TEST(LoneFirstUnit("The [Korean](ko-KR/README-ko_KR.md) edition covers only chapters one "
                           "to twelve.\n\nA heap.\n",
                           en, ko)
                 .size() == 1u);
  BOOST_TEST(LoneFirstUnit("The [Korean](README.ko-KR.md) edition covers only chapters one to "
                           "twelve.\n\nA heap.\n")
                 .size() == 1u);
}

// A description that names a value its example shows (a tldr item ending with a colon): the
// other edition's description leaves it to its example, which has it. Where that example
// lacks it too, it is missing.
BOOST_AUTO_TEST_CASE(a_value_of_a_lead_in_found_in_the_unit_it_introduces) {
  const RuleSpec numbers = Spec("entity-parity", {{"kind", "number"}}, Severity::kWarning);
  const std::string en = "- Speed up the dock:\n\n`defaults write dock delay -float 0.1`\n";
  BOOST_TEST(
      Findings(numbers, "pages/osx/dock.md", "en", en, "pages.zh/osx/dock.md", "zh",
               "- 加速程序坞（时间设置为 0.1）：\n\n`defaults write dock delay -float 0.1`\n")
          .empty());
  const std::vector<std::string> want = {"a:0.1"};
  BOOST_TEST(
      Findings(numbers, "pages/osx/dock.md", "en",
               "- Speed up the dock:\n\n`defaults write dock delay -float 0.5`\n",
               "pages.zh/osx/dock.md", "zh",
               "- 加速程序坞（时间设置为 0.1）：\n\n`defaults write dock delay -float 0.5`\n") ==
          want,
      boost::test_tools::per_element());
  // A placeholder's value in the example is a sample, not the number the description names:
  // "the last 8 lines" against "the last 'count' lines" over `tail -n {{8}}` lacks the 8.
  const std::vector<std::string> sample = {"b:8"};
  BOOST_TEST(
      Findings(numbers, "pages/osx/tail.md", "en",
               "- Show the last 8 lines:\n\n`tail -n 8 {{path/to/file}}`\n", "pages.ko/osx/tail.md",
               "ko", "- 마지막 '개수' 줄 표시:\n\n`tail -n {{8}} {{경로/대상/파일}}`\n") == sample,
      boost::test_tools::per_element());
}

// A credit kept as written under each of two images, against one in the other edition: the
// repeated copy is not missing from it. A translated unit repeated (an item listed in two
// sections) still is: the other edition's one copy says nothing of the second.
BOOST_AUTO_TEST_CASE(a_unit_repeating_a_pair_of_equal_texts) {
  const RuleSpec units = Spec("unit-parity", {});
  auto lone_findings = [&](const std::string& text_a, const std::string& text_b) {
    const Edition a = testing::MemoryEdition("lib/heap/README.zh-CN.md", text_a, "zh");
    const Edition b = testing::MemoryEdition("lib/heap/README.md", text_b, "en");
    BOOST_TEST_REQUIRE(a.units.size() == 3u);
    BOOST_TEST_REQUIRE(b.units.size() == 2u);
    const std::vector<Bead> beads = {Bead{{0}, {0}, 1.0}, Bead{{1}, {}, 0.0}, Bead{{2}, {1}, 1.0}};
    std::vector<Finding> found;
    FindCheck(units.check)->make(units)->Run(CheckContext{a, b, beads}, units, &found);
    std::vector<std::string> out;
    for (const Finding& f : found) out.push_back(f.value);
    return out;
  };
  BOOST_TEST(lone_findings("Made with sketch.app\n\nMade with sketch.app\n\n堆。\n",
                           "Made with sketch.app\n\nA heap.\n")
                 .empty());
  BOOST_TEST(lone_findings("堆排序\n\n堆排序\n\n堆。\n", "Heap sort\n\nA heap.\n").size() == 1u);
}

// A translation's unit left in English that is not the English edition's text (a placeholder
// page, an English paragraph the source has since rewritten) is no counterpart: the source's
// unit is missing from it. The source's text kept as it is, is the untranslated check's; two
// CJK editions, or a translated unit, are not compared by their words.
BOOST_AUTO_TEST_CASE(other_english_text_kept_in_a_translation) {
  const RuleSpec units = Spec("unit-parity", {});
  const std::string prose =
      "This section holds a collection of prompts for testing how models reason.";
  const std::string placeholder =
      "This page needs a translation! Feel free to contribute one with the edit button.";
  const std::string en = "# Reasoning\n\n" + prose + "\n";
  auto zh = [](const std::string& text) { return "# 推理\n\n" + text + "\n"; };
  BOOST_TEST(Findings(units, "pages/reasoning.en.md", "en", en, "pages/reasoning.zh.md", "zh",
                      zh(placeholder)) == std::vector<std::string>{"b:" + prose});
  BOOST_TEST(Findings(units, "pages/reasoning.zh.md", "zh", zh(placeholder),
                      "pages/reasoning.en.md", "en", en) == std::vector<std::string>{"a:" + prose});
  BOOST_TEST(
      Findings(units, "pages/reasoning.en.md", "en", en, "pages/reasoning.zh.md", "zh", zh(prose))
          .empty());
  BOOST_TEST(Findings(units, "pages/reasoning.en.md", "en", en, "pages/reasoning.zh.md", "zh",
                      zh("本节收集了用于测试模型推理能力的提示。"))
                 .empty());
  // The words of code and URLs are not the prose's (counted with them, fewer than half of the
  // unit's words would be the kept text's).
  BOOST_TEST(
      Findings(units, "pages/reasoning.en.md", "en",
               "# Reasoning\n\n" + prose +
                   " See https://example.org/api/v2/reference/endpoints/completions/"
                   "streaming/batches and "
                   "`client.generate(model_id, max_new_tokens, temperature, top_p, seed)`.\n",
               "pages/reasoning.zh.md", "zh", zh(prose))
          .empty());
  // On a page the translation translates, a unit left in English is the untranslated check's.
  BOOST_TEST(Findings(units, "pages/reasoning.en.md", "en",
                      en + "\nThe first prompt asks for a proof.\n\nThe second asks for a plan.\n",
                      "pages/reasoning.zh.md", "zh",
                      zh(placeholder) + "\n第一个提示要求给出证明。\n\n第二个提示要求给出计划。\n")
                 .empty());
  // Two CJK editions are not compared by their words.
  BOOST_TEST(Findings(units, "pages/reasoning.ko.md", "ko", "# 추론\n\n" + placeholder + "\n",
                      "pages/reasoning.zh.md", "zh", zh(prose))
                 .empty());
}

// A page with a title and a link title against a translation with a title only: the
// translation names the page, and its one title is no missing title. Without any title of the
// front matter paired, both are reported.
BOOST_AUTO_TEST_CASE(a_second_page_title_of_the_front_matter) {
  const RuleSpec units = Spec("unit-parity", {});
  const Edition a = testing::MemoryEdition(
      "docs/en/deploy.md", "---\ntitle: Deploy the Collector\nlinkTitle: Deploy\n---\n\nText.\n",
      "en");
  const Edition b =
      testing::MemoryEdition("docs/zh/deploy.md", "---\ntitle: 部署\n---\n\n文本。\n", "zh");
  BOOST_TEST_REQUIRE(a.units.size() == 3u);
  BOOST_TEST_REQUIRE(b.units.size() == 2u);
  auto count = [&](const std::vector<Bead>& beads) {
    std::vector<Finding> found;
    FindCheck(units.check)->make(units)->Run(CheckContext{a, b, beads}, units, &found);
    return found.size();
  };
  BOOST_TEST(count({Bead{{0}, {}, 0.0}, Bead{{1}, {0}, 1.0}, Bead{{2}, {1}, 1.0}}) == 0u);
  BOOST_TEST(count({Bead{{0}, {}, 0.0}, Bead{{1}, {}, 0.0}, Bead{{}, {0}, 0.0},
                    Bead{{2}, {1}, 1.0}}) == 3u);
}

// One edition links a page of the site by its site-absolute path, the other relative to the
// document: the same page where the absolute path is the tail of the relative one resolved,
// against the document's directory or, for pretty addresses, the document as a directory.
BOOST_AUTO_TEST_CASE(relative_and_site_absolute_links_to_one_page) {
  const RuleSpec urls = Spec("entity-parity", {{"kind", "url"}}, Severity::kWarning);
  BOOST_TEST(Findings(urls, "site/en/docs/signals/_index.md", "en",
                      "Kinds: [spans](spans/) and [marks](marks.md).\n",
                      "site/zh/docs/signals/_index.md", "zh",
                      "种类：[跨度](/docs/signals/spans/)和[标记](/zh/docs/signals/marks)。\n")
                 .empty());
  BOOST_TEST(Findings(urls, "site/ko/docs/terms.md", "ko", "[한도](../limits/#caps) 참조.\n",
                      "site/en/docs/terms.md", "en", "See [limits](/docs/limits/#caps).\n")
                 .empty());
  BOOST_TEST(Findings(urls, "site/en/ref/config.mdx", "en", "See [loader](#loader).\n",
                      "site/zh/ref/config.mdx", "zh", "见[加载器](/ref/config/#loader)。\n")
                 .empty());
  // Another page of the site, whose path is not a tail of the resolved one, still differs.
  const std::vector<std::string> want = {"b:spans/", "a:/docs/other/spans/"};
  BOOST_TEST(
      Findings(urls, "site/en/docs/signals/_index.md", "en", "See [spans](spans/).\n",
               "site/zh/docs/signals/_index.md", "zh", "见[跨度](/docs/other/spans/)。\n") == want,
      boost::test_tools::per_element());
}

// Translations kept in a folder beside the original (`translations/README-ko.md` for
// `README.md`) link the project's files one level up: two relative links that resolve, each
// against its document's directory, to one file are one link, in the same section or with a
// translated heading's fragment. Another section, or the language menu's link to a third
// language's README (not the directory's index) still differs.
BOOST_AUTO_TEST_CASE(relative_links_to_one_file_from_documents_at_different_depths) {
  const RuleSpec urls = Spec("entity-parity", {{"kind", "url"}}, Severity::kWarning);
  BOOST_TEST(Findings(urls, "README.md", "en",
                      "See [the notes](notes/setup.md#install) and [tools](tools.md).\n",
                      "translations/README-ko.md", "ko",
                      "[설치](../notes/setup.md#설치)와 [도구](../tools.md) 참조.\n")
                 .empty());
  std::vector<std::string> want = {"b:notes/setup.md#install", "a:../notes/setup.md#usage"};
  BOOST_TEST(Findings(urls, "README.md", "en", "See [the notes](notes/setup.md#install).\n",
                      "translations/README-ko.md", "ko",
                      "[설치](../notes/setup.md#usage) 참조.\n") == want,
             boost::test_tools::per_element());
  // A file whose name begins as a scheme does is a file; an address whose scheme lost a '/' is
  // an address, not a file beside the document.
  BOOST_TEST(Findings(urls, "README.md", "en", "See [http](http.md).\n",
                      "translations/README-ko.md", "ko", "[http](../http.md) 참조.\n")
                 .empty());
  BOOST_TEST(Findings(urls, "README.md", "en", "See [the set](https://example.org/set).\n",
                      "translations/README-ko.md", "ko", "[데이터](https:/example.org/set) 참조.\n")
                 .size() == 2u);
  // Resolved alike whichever directory the documents' paths are written from, and in any case.
  BOOST_TEST(Findings(urls, "../README.md", "en", "See [tools](tools.md).\n", "README-ko.md", "ko",
                      "[도구](../tools.md) 참조.\n")
                 .empty());
  BOOST_TEST(Findings(urls, "README.md", "en", "See [setup](Docs/Setup.md).\n", "Docs/README-ko.md",
                      "ko", "[설정](Setup.md) 참조.\n")
                 .empty());
  want = {"b:README.es-ES.md"};
  BOOST_TEST(Findings(urls, "src/list/README.md", "en",
                      "[Español](README.es-ES.md), [한국어](README.ko-KR.md)\n",
                      "src/list/README.ko-KR.md", "ko", "[English](README.md)\n") == want,
             boost::test_tools::per_element());
}

// Some trees name a translation by its language's English name (README.korean.md,
// sections/x/guard.chinese.md): each edition links its own page, or the English one where it
// has none, and these are one link. A third language's page still differs.
BOOST_AUTO_TEST_CASE(links_to_pages_named_by_the_language_in_english) {
  const RuleSpec urls = Spec("entity-parity", {{"kind", "url"}}, Severity::kWarning);
  BOOST_TEST(Findings(urls, "README.chinese.md", "zh",
                      "阅读[更多](./sections/guard.chinese.md)。\n", "README.korean.md", "ko",
                      "[자세히](./sections/guard.korean.md) 보기.\n")
                 .empty());
  BOOST_TEST(Findings(urls, "README.chinese.md", "zh",
                      "阅读[更多](./sections/guard.chinese.md)。\n", "README.korean.md", "ko",
                      "[자세히](./sections/guard.md) 보기.\n")
                 .empty());
  // Elsewhere than a file name's suffix the name is a word: a link to another page.
  BOOST_TEST(Findings(urls, "README.md", "en",
                      "See [writing](https://en.wikipedia.org/wiki/Written_Chinese) and "
                      "[courses](courses/english.md).\n",
                      "README.chinese.md", "zh", "见[课程](courses/chinese.md)。\n") ==
                 std::vector<std::string>({"b:https://en.wikipedia.org/wiki/Written_Chinese",
                                           "b:courses/english.md", "a:courses/chinese.md"}),
             boost::test_tools::per_element());
  const std::vector<std::string> want = {"b:./sections/guard.chinese.md",
                                         "a:./sections/guard.french.md"};
  BOOST_TEST(
      Findings(urls, "README.chinese.md", "zh", "阅读[更多](./sections/guard.chinese.md)。\n",
               "README.korean.md", "ko", "[자세히](./sections/guard.french.md) 보기.\n") == want,
      boost::test_tools::per_element());
}

// Some addresses carry words of their page (a badge's label, a search's terms), and a
// translation translates them with the text around them: one address, no finding. Addresses
// that differ otherwise (Latin words on both sides, digits, a path segment) stay two.
BOOST_AUTO_TEST_CASE(an_address_whose_text_was_translated) {
  const RuleSpec urls = Spec("entity-parity", {{"kind", "url"}}, Severity::kWarning);
  const std::string en_badge =
      "<p><img src=\"https://badges.example.org/badge/-Start%20here-3178c6?logo=ts\" "
      "alt=\"Start here\"/> Read on.</p>\n";
  const std::string zh_badge =
      "<p><img src=\"https://badges.example.org/badge/-%E4%BB%8E%E8%BF%99%E9%87%8C%E5%BC%80%E5%A7"
      "%8B-3178c6?logo=ts\" alt=\"从这里开始\"/> 继续阅读。</p>\n";
  const std::string ko_badge =
      "<p><img src=\"https://badges.example.org/badge/-%EC%97%AC%EA%B8%B0%EC%84%9C%20%EC%8B%9C%EC"
      "%9E%91-3178c6?logo=ts\" alt=\"여기서 시작\"/> 계속 읽으세요.</p>\n";
  BOOST_TEST(Findings(urls, "README.md", "en", en_badge, "README.zh.md", "zh", zh_badge).empty());
  BOOST_TEST(
      Findings(urls, "README.zh.md", "zh", zh_badge, "README.ko.md", "ko", ko_badge).empty());
  // A search's terms, written as they are or with a word the translation added.
  BOOST_TEST(Findings(urls, "README.md", "en",
                      "[Search](https://find.example.org/q?terms=sundial+clock) the catalogue.\n",
                      "README.zh.md", "zh", "[搜索](https://find.example.org/q?terms=日晷)目录。\n")
                 .empty());
  BOOST_TEST(Findings(urls, "README.md", "en", "[Pick](https://tags.example.org/t/-pick-7aad0c).\n",
                      "README.zh.md", "zh",
                      "[实现](https://tags.example.org/t/-实现%20pick-7aad0c)。\n")
                 .empty());
  // Latin words on both sides, digits alone, a path segment: each stays two links.
  for (const auto& [en, zh] :
       {std::pair<std::string, std::string>{"https://docs.example.org/guide/intro",
                                            "https://docs.example.org/guide/start"},
        {"https://play.example.org/3/play", "https://play.example.org/4/play"},
        {"https://docs.example.org/a/setup", "https://docs.example.org/安装/b/setup"}}) {
    const std::vector<std::string> want = {"b:" + en, "a:" + zh};
    BOOST_TEST(Findings(urls, "README.md", "en", "[Link](" + en + ").\n", "README.zh.md", "zh",
                        "[链接](" + zh + ")。\n") == want,
               boost::test_tools::per_element());
  }
}

// A page links its own site with the host or without it, and a translation may write the
// other form: `/docs/x#usage` and `https://docs.example.org/docs/x#usage` in one bead are one
// link where the edition with the path links that host too. Another path, or the same path with
// another fragment, stays two links.
BOOST_AUTO_TEST_CASE(a_page_linked_with_its_host_and_without) {
  const RuleSpec urls = Spec("entity-parity", {{"kind", "url"}}, Severity::kWarning);
  // Each edition links the host elsewhere ("home"): it is their site.
  const std::string en =
      "See [the types](https://docs.example.org/docs/types#hooks).\n\n"
      "Back [home](https://docs.example.org/).\n";
  const std::string zh =
      "参见[类型](/docs/types#hooks)。\n\n回到[首页](https://docs.example.org/)。\n";
  const std::string ko =
      "[타입](https://docs.example.org/docs/types#hooks)을 보세요.\n\n"
      "[홈](https://docs.example.org/)으로.\n";
  BOOST_TEST(Findings(urls, "guide.md", "en", en, "guide.zh.md", "zh", zh).empty());
  BOOST_TEST(Findings(urls, "guide.zh.md", "zh", zh, "guide.ko.md", "ko", ko).empty());
  // The evidence is the edition's that writes the path: where only the other links the host,
  // two links; `http://` links the same host.
  const std::vector<std::string> not_linked = {"b:https://docs.example.org/docs/types#hooks",
                                               "a:/docs/types#hooks",
                                               "b:https://docs.example.org/"};
  BOOST_TEST(Findings(urls, "guide.md", "en", en, "guide.zh.md", "zh",
                      "参见[类型](/docs/types#hooks)。\n\n回到首页。\n") == not_linked,
             boost::test_tools::per_element());
  BOOST_TEST(Findings(urls, "guide.md", "en", en, "guide.zh.md", "zh",
                      "参见[类型](/docs/types#hooks)。\n\n回到[首页](http://docs.example.org/)。\n")
                 .empty());
  // A host that the edition with the path never links is another site (a mirror that a
  // translator pasted): two links.
  const std::vector<std::string> mirror = {"b:/docs/types#hooks",
                                           "a:https://mirror.example.net/docs/types#hooks"};
  BOOST_TEST(
      Findings(urls, "guide.md", "en", "See [the types](/docs/types#hooks).\n", "guide.zh.md", "zh",
               "参见[类型](https://mirror.example.net/docs/types#hooks)。\n") == mirror,
      boost::test_tools::per_element());
  // Two links with hosts are two sites, though one path ends with the other's.
  const std::vector<std::string> two_sites = {"b:https://one.example/zh/docs/install",
                                              "a:https://two.example/ko/manual/docs/install"};
  BOOST_TEST(Findings(urls, "guide.zh.md", "zh",
                      "[安装指南](https://one.example/zh/docs/install)\n", "guide.ko.md", "ko",
                      "[설치 안내](https://two.example/ko/manual/docs/install)\n") == two_sites,
             boost::test_tools::per_element());
  for (const auto& [en_url, zh_url] :
       {std::pair<std::string, std::string>{"https://docs.example.org/docs/types#hooks",
                                            "/docs/types#options"},
        {"https://docs.example.org/docs/types", "/docs/typing"},
        {"https://docs.example.org/docs/types", "//docs.example.org/docs/types/x"}}) {
    const std::vector<std::string> want = {"b:" + en_url, "a:" + zh_url};
    BOOST_TEST(
        Findings(urls, "guide.md", "en",
                 "See [the types](" + en_url + ").\n\nBack [home](https://docs.example.org/).\n",
                 "guide.zh.md", "zh",
                 "参见[类型](" + zh_url + ")。\n\n回到[首页](https://docs.example.org/)。\n") ==
            want,
        boost::test_tools::per_element());
  }
}

// One page linked with its HTML file's extension and without (a static site serves both):
// one link; another page, or another section of the page, stays two, and so do two files
// with extensions (`a.htm`, `a.html`).
BOOST_AUTO_TEST_CASE(a_page_with_its_html_extension_and_without) {
  const RuleSpec urls = Spec("entity-parity", {{"kind", "url"}}, Severity::kWarning);
  for (const auto& [zh_url, ko_url] :
       {std::pair<std::string, std::string>{"https://docs.example.org/api/widgets",
                                            "https://docs.example.org/api/widgets.html"},
        {"https://docs.example.org/api/widgets.htm#sizes",
         "https://docs.example.org/api/widgets#sizes"},
        {"https://docs.example.org/api/index.html", "https://docs.example.org/api/"}}) {
    BOOST_TEST(Findings(urls, "guide.zh.md", "zh", "参见[组件](" + zh_url + ")。\n", "guide.ko.md",
                        "ko", "[위젯](" + ko_url + ")을 보세요.\n")
                   .empty(),
               zh_url << " " << ko_url);
  }
  for (const auto& [zh_url, ko_url] :
       {std::pair<std::string, std::string>{"https://docs.example.org/api/widgets",
                                            "https://docs.example.org/api/gadgets.html"},
        {"https://docs.example.org/api/widgets.html#sizes",
         "https://docs.example.org/api/widgets#colors"},
        {"https://docs.example.org/api/widgets.html", "https://docs.example.org/api/widgets.md"},
        {"https://docs.example.org/api/widgets.htm", "https://docs.example.org/api/widgets.html"},
        {"https://docs.example.org/docs.html", "https://docs.example.org/docs/index.html"}}) {
    const std::vector<std::string> want = {"b:" + zh_url, "a:" + ko_url};
    BOOST_TEST(Findings(urls, "guide.zh.md", "zh", "参见[组件](" + zh_url + ")。\n", "guide.ko.md",
                        "ko", "[위젯](" + ko_url + ")을 보세요.\n") == want,
               boost::test_tools::per_element());
  }
}

// A site serves a page under two routes whose words are the same in another order (a course's
// lecture as /learn/<course>/lecture/<id>/<title> and /lecture/<course>/<title>-<id>): one link.
// The same words in the same order with one more are another place.
BOOST_AUTO_TEST_CASE(a_page_under_two_routes_of_its_site) {
  const RuleSpec urls = Spec("entity-parity", {{"kind", "url"}}, Severity::kWarning);
  BOOST_TEST(
      Findings(urls, "README.md", "en",
               "- [Stacks](https://courses.example.org/learn/data-structures/lecture/UdKzQ/"
               "stacks)\n",
               "README-ko.md", "ko",
               "- [스택](https://courses.example.org/lecture/data-structures/stacks-UdKzQ)\n")
          .empty());
  const std::vector<std::string> versions = {"b:https://docs.example.org/docs/guide/intro",
                                             "a:https://docs.example.org/docs/v2/guide/intro"};
  BOOST_TEST(Findings(urls, "README.md", "en",
                      "- [Intro](https://docs.example.org/docs/guide/intro)\n", "README-ko.md",
                      "ko", "- [소개](https://docs.example.org/docs/v2/guide/intro)\n") == versions,
             boost::test_tools::per_element());
  // The same words, or words of digits in another order, are another place: a date, a swap.
  for (const auto& [en_url, ko_url] :
       {std::pair<std::string, std::string>{"https://blog.example.org/2023/05/04/release-notes",
                                            "https://blog.example.org/2023/04/05/release-notes"},
        {"https://code.example.org/tea/compare/v1...v2",
         "https://code.example.org/tea/compare/v2...v1"}}) {
    const std::vector<std::string> want = {"b:" + en_url, "a:" + ko_url};
    BOOST_TEST(Findings(urls, "README.md", "en", "- [Notes](" + en_url + ")\n", "README-ko.md",
                        "ko", "- [노트](" + ko_url + ")\n") == want,
               boost::test_tools::per_element());
  }
  // One to one: of two routes of the lecture on the other side, one stays reported.
  BOOST_TEST(Findings(urls, "README.md", "en",
                      "- [Stacks](https://courses.example.org/learn/ds/lecture/UdKzQ/stacks)\n",
                      "README-ko.md", "ko",
                      "- [스택](https://courses.example.org/lecture/ds/stacks-UdKzQ) "
                      "[스택](https://courses.example.org/stacks/ds/learn/UdKzQ)\n")
                 .size() == 1);
  // A word said twice is no other order: a folder added to a path that repeats a word.
  const std::vector<std::string> repeated = {"b:https://code.example.org/tea/tree/main/tea/tests",
                                             "a:https://code.example.org/tea/tree/main/tests"};
  BOOST_TEST(
      Findings(urls, "README.md", "en",
               "- [Tests](https://code.example.org/tea/tree/main/tea/tests)\n", "README-ko.md",
               "ko", "- [테스트](https://code.example.org/tea/tree/main/tests)\n") == repeated,
      boost::test_tools::per_element());
  const std::vector<std::string> hosts = {"b:https://a.example.org/learn/x/lecture/Q1/y",
                                          "a:https://b.example.org/lecture/x/y-Q1"};
  BOOST_TEST(
      Findings(urls, "README.md", "en", "- [Y](https://a.example.org/learn/x/lecture/Q1/y)\n",
               "README-ko.md", "ko", "- [와이](https://b.example.org/lecture/x/y-Q1)\n") == hosts,
      boost::test_tools::per_element());
}

// Decoding stops short of what is no escape or no UTF-8; the test reads addresses decoded.
BOOST_AUTO_TEST_CASE(addresses_decoded_and_compared) {
  BOOST_TEST(PercentDecoded("a/%e4%bb%8e%20b") == "a/从 b");
  BOOST_TEST(PercentDecoded("a/%zz%2") == "a/%zz%2");
  BOOST_TEST(PercentDecoded("a/%ff%20b") == "a/%ff%20b");
  BOOST_TEST(DifferInTranslatedText("https://x.example.org/-english-gray",
                                    "https://x.example.org/-%e7%ae%80%e4%bd%93-gray"));
  BOOST_TEST(DifferInTranslatedText("https://x.example.org/-简体中文-gray",
                                    "https://x.example.org/-한국어-gray"));
  // Not on the host, nor across an address's marks, nor without a CJK side.
  BOOST_TEST(!DifferInTranslatedText("https://x.example.org/a", "https://文.example.org/a"));
  BOOST_TEST(!DifferInTranslatedText("https://x.example.org/-english-gray",
                                     "https://x.example.org/-简体-blue"));
  BOOST_TEST(!DifferInTranslatedText("https://x.example.org/-english-gray",
                                     "https://x.example.org/-german-gray"));
  BOOST_TEST(!DifferInTranslatedText("https://x.example.org/p?q=a&r=b",
                                     "https://x.example.org/p?q=甲&s=b"));
}

// An edition written later links the https address of a page that an older one links with
// http: one resource. Another path over either scheme still differs.
BOOST_AUTO_TEST_CASE(one_page_over_http_and_https) {
  const RuleSpec urls = Spec("entity-parity", {{"kind", "url"}}, Severity::kWarning);
  BOOST_TEST(Findings(urls, "README.md", "en", "See [bits](https://bits.example.org/swap.html).\n",
                      "README-zh.md", "zh", "见[位运算](http://bits.example.org/swap.html)。\n")
                 .empty());
  // A development server's address says which scheme to use.
  BOOST_TEST(Findings(urls, "README.md", "en", "Open [it](http://localhost:8080/admin).\n",
                      "README-zh.md", "zh", "打开[它](https://localhost:8080/admin)。\n") ==
                 std::vector<std::string>(
                     {"b:http://localhost:8080/admin", "a:https://localhost:8080/admin"}),
             boost::test_tools::per_element());
  const std::vector<std::string> want = {"b:https://bits.example.org/swap.html",
                                         "a:http://bits.example.org/abs.html"};
  BOOST_TEST(
      Findings(urls, "README.md", "en", "See [bits](https://bits.example.org/swap.html).\n",
               "README-zh.md", "zh", "见[位运算](http://bits.example.org/abs.html)。\n") == want,
      boost::test_tools::per_element());
}

// Two site-absolute links to one page: one edition writes the site's route base and its
// language (`/zh/docs/topics/registries/`), the other links the document (`/topics/
// registries.md`) and leaves the route to the generator. A tail of two segments or more is
// the same page, in the same section; a page name alone, another section or another
// directory is not.
BOOST_AUTO_TEST_CASE(site_absolute_links_with_and_without_the_route_base) {
  const RuleSpec urls = Spec("entity-parity", {{"kind", "url"}}, Severity::kWarning);
  auto findings = [&](const std::string& zh_target, const std::string& ko_target) {
    return Findings(urls, "site/zh/topics/a.md", "zh", "见[仓库](" + zh_target + ")。\n",
                    "site/ko/topics/a.md", "ko", "[저장소](" + ko_target + ") 참조.\n");
  };
  BOOST_TEST(findings("/zh/docs/topics/registries/", "/topics/registries.md").empty());
  BOOST_TEST(findings("/topics/registries.md", "/ko/docs/topics/registries").empty());
  BOOST_TEST(findings("/docs/topics/registries#oci", "/topics/registries.md#oci").empty());
  BOOST_TEST(findings("/zh/docs/topics/registries/", "/registries.md").size() == 2u);
  BOOST_TEST(findings("/docs/topics/registries#oci", "/topics/registries.md#auth").size() == 2u);
  BOOST_TEST(findings("/zh/docs/howto/registries/", "/topics/registries.md").size() == 2u);
  // The translator's link to their copy of the page, with the site's host: the same page. A
  // link to the host without the translation's own language marker is another site's page.
  BOOST_TEST(
      findings("https://helm.example/zh/docs/topics/registries/", "/topics/registries.md").empty());
  BOOST_TEST(
      findings("https://helm.example/docs/topics/registries/", "/topics/registries.md").size() ==
      2u);
  // A path in the query is no path of the page.
  BOOST_TEST(
      findings("https://zh.helm.example?next=/docs/topics/registries", "/topics/registries.md")
          .size() == 2u);
  // The marker as a later segment of the path (`/docs/zh/…`), against the other edition's
  // site-absolute link of the same path in its language: one page.
  BOOST_TEST(
      findings("https://desk.example/docs/zh/self-host/license/", "/docs/ko/self-host/license/")
          .empty());
  BOOST_TEST(findings("https://desk.example/docs/zh/self-host/license/#setup",
                      "/docs/ko/self-host/license/#billing")
                 .size() == 2u);
}

// A translation that links the copy of a page in a third language of the run (the Chinese
// edition's `…/docs/en/x`, where the Korean one links `/docs/ko/x`) names the same page when
// that language is an edition of the run (PairTags::editions), and not otherwise: in a pair of
// files, or for a language the run does not have.
BOOST_AUTO_TEST_CASE(links_to_a_copy_in_another_language_of_the_run) {
  const LanguageTags zh("zh-cn"), ko("ko");
  const std::vector<LanguageTags> run = {LanguageTags("en"), LanguageTags("zh-cn"),
                                         LanguageTags("ko")};
  auto same = [&](std::string_view zh_link, std::string_view ko_link,
                  std::span<const LanguageTags> editions) {
    TargetSet there;
    there.Add(ko_link, PairTags{ko, zh, "content/x/_index.ko.md", editions});
    return there.Contains(
        TargetKeys(zh_link, PairTags{zh, ko, "content/x/_index.zh-cn.md", editions}));
  };
  BOOST_TEST(
      same("https://desk.example/docs/en/self-host/license", "/docs/ko/self-host/license", run));
  BOOST_TEST(
      !same("https://desk.example/docs/en/self-host/license", "/docs/ko/self-host/license", {}));
  BOOST_TEST(
      !same("https://desk.example/docs/fr/self-host/license", "/docs/ko/self-host/license", run));
  BOOST_TEST(
      !same("https://desk.example/docs/en/self-host/relay", "/docs/ko/self-host/license", run));
  // A language's region alone (`us` for en) is no marker of a third language.
  BOOST_TEST(!same("https://desk.example/about/us/team", "/about/team", run));
  // A section of the page: the anchor of a translated heading may be any section (the Korean
  // edition's link to its own copy's heading), in either direction; two ASCII anchors are
  // still two sections, and a section is not the page.
  BOOST_TEST(same("https://desk.example/docs/en/self-host/faq/#set-up-https",
                  "/docs/ko/self-host/faq/#웹-콘솔용-https-설정", run));
  BOOST_TEST(same("https://desk.example/docs/en/self-host/faq/#%EC%9B%B9-https",
                  "/docs/ko/self-host/faq/#set-up-https", run));
  BOOST_TEST(!same("https://desk.example/docs/en/self-host/faq/#set-up-https",
                   "/docs/ko/self-host/faq/#billing", run));
  BOOST_TEST(!same("https://desk.example/docs/en/self-host/faq/#set-up-https",
                   "/docs/ko/self-host/faq/", run));
  // A percent-encoded ASCII anchor is no translated heading's.
  BOOST_TEST(!same("https://desk.example/docs/en/self-host/faq/#step%201",
                   "/docs/ko/self-host/faq/#billing", run));
  BOOST_TEST(!same("https://desk.example/docs/en/self-host/relay/#set-up-https",
                   "/docs/ko/self-host/faq/#웹-콘솔용-https-설정", run));
}

// A number with its magnitude in English words in a translation that keeps the source's sentence
// ("1.3 Billion") is the number the other translation writes with its own (13亿).
BOOST_AUTO_TEST_CASE(a_magnitude_in_english_words_in_a_translation) {
  const RuleSpec numbers = Spec("entity-parity", {{"kind", "number"}}, Severity::kWarning);
  BOOST_TEST(Findings(numbers, "zh/a.md", "zh", "全球有 13亿 用户。\n", "ko/a.md", "ko",
                      "전 세계 1.3 Billion 사용자.\n")
                 .empty());
  BOOST_TEST(Findings(numbers, "zh/a.md", "zh", "全球有 13亿 用户。\n", "ko/a.md", "ko",
                      "전 세계 1.3 Million 사용자.\n")
                 .size() == 2u);
}

// A screenshot named for its language: each edition shows its own, the file name the same but
// for a tag of the language (`_cn_` in the Chinese edition, `-ko` in the Korean); another
// word, or a tag of a language that is neither edition's own on either side, is another file.
BOOST_AUTO_TEST_CASE(a_file_named_for_its_language) {
  const RuleSpec urls = Spec("entity-parity", {{"kind", "url"}}, Severity::kWarning);
  BOOST_TEST(Findings(urls, "en/a.md", "en",
                      "![Setup](https://cdn.zorb.example/shots/picture_en_3.png)\n", "zh-cn/a.md",
                      "zh-CN", "![设置](https://cdn.zorb.example/shots/picture_cn_3.png)\n")
                 .empty());
  BOOST_TEST(Findings(urls, "zh-cn/a.md", "zh-CN", "![设置](https://cdn.zorb.example/AS-en.png)\n",
                      "ko/a.md", "ko", "![설정](https://cdn.zorb.example/AS-ko.png)\n")
                 .empty());
  BOOST_TEST(Findings(urls, "en/a.md", "en", "![Setup](https://cdn.zorb.example/picture_v1.png)\n",
                      "zh-cn/a.md", "zh-CN", "![设置](https://cdn.zorb.example/picture_v2.png)\n")
                 .size() == 2u);
  BOOST_TEST(Findings(urls, "en/a.md", "en", "![Setup](https://cdn.zorb.example/picture_fr.png)\n",
                      "zh-cn/a.md", "zh-CN", "![设置](https://cdn.zorb.example/picture_de.png)\n")
                 .size() == 2u);
}

// A decimal written without its leading zero (".4 MB", as English may) is that decimal, in the
// units and in the text looked up; a '.' after a word or another '.' is no decimal point.
BOOST_AUTO_TEST_CASE(a_decimal_without_its_leading_zero) {
  const RuleSpec numbers = Spec("entity-parity", {{"kind", "number"}}, Severity::kWarning);
  BOOST_TEST(Findings(numbers, "en/a.md", "en", "The bundle is .4 MB (or (.25 MB) gzipped).\n",
                      "zh/a.md", "zh", "包大小为 0.4 MB（压缩后 0.25 MB）。\n")
                 .empty());
  BOOST_TEST(Findings(numbers, "en/a.md", "en", "Set x.4 and wait...5 seconds.\n", "zh/a.md", "zh",
                      "设置 x.4，等待……5 秒。\n")
                 .empty());
  BOOST_TEST(Findings(numbers, "en/a.md", "en", "The bundle is .4 MB.\n", "zh/a.md", "zh",
                      "包大小为 4 MB。\n") == (std::vector<std::string>{"b:.4", "a:4"}),
             boost::test_tools::per_element());
}

// A number joined to a word of its edition's script (16진수, "hexadecimal") that the other side
// lacks wherever the edition writes that word, twice or more, is the translation of a word
// (hex), not a count. Once only, where the other side has the number in one of those beads,
// or where the letter begins a magnitude (14억), it is still reported.
BOOST_AUTO_TEST_CASE(a_number_inside_a_translated_word_is_no_count) {
  const RuleSpec numbers = Spec("entity-parity", {{"kind", "number"}}, Severity::kWarning);
  const std::string en = "Pass a hex string.\n\nThe key is a hex value.\n\nIt holds 16 bytes.\n";
  const std::string ko =
      "16진수 문자열을 전달합니다.\n\n키는 16진수 값입니다.\n\n16바이트를 담습니다.\n";
  BOOST_TEST(Findings(numbers, "en/a.md", "en", en, "ko/a.md", "ko", ko).empty());
  const std::string en_once = "Pass a hex string.\n\nThe key is a value.\n\nIt holds 16 bytes.\n";
  const std::string ko_once =
      "16진수 문자열을 전달합니다.\n\n키는 값입니다.\n\n16바이트를 담습니다.\n";
  BOOST_TEST(Findings(numbers, "en/a.md", "en", en_once, "ko/a.md", "ko", ko_once) ==
                 std::vector<std::string>{"a:16"},
             boost::test_tools::per_element());
  // A magnitude after the number is no word of the translation's: 14억 is 1.4 billion, however
  // often the other side lacks it.
  const std::string en_big = "The model is large.\n\nThe other model is large too.\n";
  const std::string ko_big = "모델의 매개변수는 14억 개입니다.\n\n다른 모델도 14억 개입니다.\n";
  BOOST_TEST(Findings(numbers, "en/a.md", "en", en_big, "ko/a.md", "ko", ko_big) ==
                 (std::vector<std::string>{"a:14", "a:14"}),
             boost::test_tools::per_element());
  const std::string ko_won = "모델의 값은 14억원입니다.\n\n다른 모델도 14억원입니다.\n";
  BOOST_TEST(Findings(numbers, "en/a.md", "en", en_big, "ko/a.md", "ko", ko_won) ==
                 (std::vector<std::string>{"a:14", "a:14"}),
             boost::test_tools::per_element());
  const std::string en_count = "Pass 16 strings.\n\nThe key is a hex value.\n\nIt holds a byte.\n";
  const std::string ko_count =
      "16진수 문자열 16개를 전달합니다.\n\n키는 16진수 값입니다.\n\n바이트를 담습니다.\n";
  BOOST_TEST(Findings(numbers, "en/a.md", "en", en_count, "ko/a.md", "ko", ko_count) ==
                 std::vector<std::string>{"a:16"},
             boost::test_tools::per_element());
}

// An id of one capital letter and digits (Q2) whose letter the translation spells out as a word
// (问题2, 질문 2: question two) is one number with the digits the other side has in the bead.
// An id of more letters, or one whose digits the other side does not lack, stays reported.
BOOST_AUTO_TEST_CASE(a_lettered_number_whose_letter_is_spelled_out) {
  const RuleSpec numbers = Spec("entity-parity", {{"kind", "number"}}, Severity::kWarning);
  BOOST_TEST(Findings(numbers, "en/quiz.md", "en", "## Q2: What is an agent?\n", "zh/quiz.md", "zh",
                      "## 问题2：什么是智能体？\n")
                 .empty());
  BOOST_TEST(Findings(numbers, "zh/quiz.md", "zh", "## 问题2：什么是智能体？\n", "ko/quiz.md", "ko",
                      "## Q2: 에이전트란 무엇인가요?\n")
                 .empty());
  BOOST_TEST(Findings(numbers, "en/a.md", "en", "Read CS336 twice.\n", "zh/a.md", "zh",
                      "读课程336两遍。\n") == (std::vector<std::string>{"b:CS336", "a:336"}),
             boost::test_tools::per_element());
  BOOST_TEST(Findings(numbers, "en/a.md", "en", "Train on an A100 for 100 steps.\n", "zh/a.md",
                      "zh", "在显卡上训练100步。\n") == std::vector<std::string>{"b:A100"},
             boost::test_tools::per_element());
}

// The labels of an inline enumeration ("1) 网络状态 2) SSU 状态", as a translation may run a list
// into one line) are structure where the other side writes the items as a list; a reference
// (请求 #2), an enumeration on both sides, or one the other side rewrote as prose stay compared.
BOOST_AUTO_TEST_CASE(an_inline_enumerations_labels_against_a_list) {
  const RuleSpec numbers = Spec("entity-parity", {{"kind", "number"}}, Severity::kWarning);
  BOOST_TEST(Findings(numbers, "en/a.md", "en",
                      "Index:\n\n1) Net status\n2) Peer status\n3) Tunnel status\n", "zh/a.md",
                      "zh", "索引：\n\n1) 网络状态 2) Peer 状态 3) Tunnel 状态\n\n完。\n\n好。\n")
                 .empty());
  // A numbered list run into one paragraph keeps its markers as text ("1. … 2. …").
  BOOST_TEST(Findings(numbers, "en/a.md", "en", "Steps:\n\n1. Open the console, read the log.\n",
                      "zh/a.md", "zh", "步骤：1. 打开控制台。 2. 查看日志。\n\n完。\n")
                 .empty());
  // A sentence's last number before the next sentence is no marker, and a lone label on the
  // other side is no inline enumeration of its own.
  BOOST_TEST(Findings(numbers, "en/a.md", "en", "- Set replicas to 2. Set workers to 3. Then go.\n",
                      "zh/a.md", "zh",
                      "- 将副本数设为 2。然后重启。\n") == std::vector<std::string>{"b:3"},
             boost::test_tools::per_element());
  BOOST_TEST(
      Findings(numbers, "en/a.md", "en", "Steps:\n\n- Install (see note 3) first.\n", "zh/a.md",
               "zh", "步骤：1) 安装，2) 运行。\n\n- 先安装。\n") == std::vector<std::string>{"b:3"},
      boost::test_tools::per_element());
  BOOST_TEST(Findings(numbers, "en/a.md", "en", "Steps:\n\n- Approve it.\n- Send it.\n", "zh/a.md",
                      "zh", "步骤：（1）批准，（2）发送。\n\n- 批准。\n\n- 发送。\n")
                 .empty());
  BOOST_TEST(Findings(numbers, "en/a.md", "en", "Send it.\n\n- Then check it.\n", "zh/a.md", "zh",
                      "发送（请求 #2），然后查看（请求 #3）。\n\n- 然后查看。\n") ==
                 (std::vector<std::string>{"a:2", "a:3"}),
             boost::test_tools::per_element());
  BOOST_TEST(Findings(numbers, "en/a.md", "en", "Three steps: 1) a, 2) b, 3) c.\n", "zh/a.md", "zh",
                      "两步：1) 甲，2) 乙。\n") == std::vector<std::string>{"b:3"},
             boost::test_tools::per_element());
  // A list after a unit that does not introduce it is no list of its items; and a number that
  // is a label in one place and a fact in another is compared where the finding points.
  BOOST_TEST(Findings(numbers, "en/a.md", "en", "Logging is mandatory.\n\n- Use JSON.\n", "zh/a.md",
                      "zh", "日志器是必需的：(1) 多记录，(2) 带上下文。\n\n- 使用 JSON。\n") ==
                 (std::vector<std::string>{"a:1", "a:2"}),
             boost::test_tools::per_element());
  BOOST_TEST(Findings(numbers, "en/a.md", "en", "Keep:\n\n- Keep it a while.\n- Delete it.\n",
                      "zh/a.md", "zh", "保留：1) 保留 2 天，2) 删除。\n\n- 保留。\n\n- 删除。\n") ==
                 std::vector<std::string>{"a:2"},
             boost::test_tools::per_element());
  BOOST_TEST(Findings(numbers, "en/a.md", "en", "Logging is mandatory.\n", "zh/a.md", "zh",
                      "日志器是必需的：(1) 多记录，(2) 带上下文。\n") ==
                 (std::vector<std::string>{"a:1", "a:2"}),
             boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(a_name_left_out_as_a_rule_is_no_drift) {
  // Within the bead: in the document's scope a name the edition writes elsewhere is present.
  const RuleSpec names = Spec("entity-parity", {{"kind", "name"}, {"scope", "bead"}});
  // The Chinese pages keep Zorblax once and leave it out three times: their translator's way.
  // Each unit keeps its other name (Jeff Dean), so the unit's way is to keep names.
  const std::string en =
      "Zorblax copy files.\n\nZorblax move files.\n\nZorblax list files.\n\n"
      "Zorblax sort files of Jeff Dean.\n";
  const std::string zh =
      "Zorblax 复制文件。\n\n工具移动文件。\n\n工具列出文件。\n\n工具排序 Jeff Dean 的文件。\n";
  BOOST_TEST(Findings(names, "en/a.md", "en", en, "zh/a.md", "zh", zh).empty());
  // Kept three times and left out once: that once is a drop.
  const std::string zh_kept =
      "Zorblax 复制文件。\n\nZorblax 移动文件。\n\nZorblax 列出文件。\n\n"
      "工具排序 Jeff Dean 的文件。\n";
  const std::vector<std::string> want = {"b:Zorblax"};
  BOOST_TEST(Findings(names, "en/a.md", "en", en, "zh/a.md", "zh", zh_kept) == want,
             boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(an_english_term_kept_in_a_translation_is_not_untranslated) {
  const RuleSpec untranslated = Spec("untranslated", {}, Severity::kWarning);
  BOOST_TEST(Findings(untranslated, "zh/a.md", "zh", "- 类型提示\n- 路径操作装饰器\n", "ko/a.md",
                      "ko", "- type hint\n- path operation decorator\n")
                 .empty());
  const std::vector<std::string> want = {"b:Open the settings page and wait."};
  BOOST_TEST(Findings(untranslated, "zh/a.md", "zh", "打开设置页面并等待。\n", "ko/a.md", "ko",
                      "Open the settings page and wait.\n") == want,
             boost::test_tools::per_element());
}

// A glossary term is the glossary rule's business: the names rule neither reports it (though
// the Korean edition writes Zorblax in Latin elsewhere) nor second-guesses the rendering.
BOOST_AUTO_TEST_CASE(a_glossary_term_is_not_a_name_finding) {
  const Edition a = testing::MemoryEdition(
      "en/a.md", "Zorblax copies files of Jeff Dean.\n\nZorblax moves files.\n", "en");
  const Edition b = testing::MemoryEdition(
      "ko/a.md", "조블랙스가 Jeff Dean의 파일을 복사합니다.\n\nZorblax가 파일을 옮깁니다.\n", "ko");
  const std::vector<Bead> beads = {Bead{{0}, {0}, 1.0}, Bead{{1}, {1}, 1.0}};
  // Within the bead: in the document's scope a name the edition writes elsewhere is present.
  const RuleSpec names = Spec("entity-parity", {{"kind", "name"}, {"scope", "bead"}});
  const std::unique_ptr<Check> check = FindCheck("entity-parity")->make(names);
  std::vector<Finding> without, with;
  check->Run(CheckContext{a, b, beads}, names, &without);
  BOOST_TEST(without.size() == 1u);  // the evidence rule alone reports it
  const Glossary glossary =
      ParseGlossary("glossary.yml", YAML::Load("terms:\n  Zorblax: {ko: 조블랙스}\n"));
  CheckContext ctx{a, b, beads};
  ctx.glossary = &glossary;
  check->Run(ctx, names, &with);
  BOOST_TEST(with.empty());
}

// Code that writes another alternative of an option group (text/option_aliases.h), end to end:
// the run learns each document's groups from its code, and the checks and the aligner compare
// code with the groups' options spelled one way.

// The code findings of `pair`, as "a:value" (missing in a) or "b:value", in report order.
std::vector<std::string> CodeFindings(const Report& pair) {
  std::vector<std::string> out;
  for (const Finding& f : pair.findings)
    if (f.kind == "code") out.push_back(std::string(SideName(f.missing_in)) + ":" + f.value);
  return out;
}

CheckOptions WithRules() {
  CheckOptions options;
  options.rules_dir = testing::SourcePath("rules");
  return options;
}

// A pair alone: an English page and its translation, which is a pair's whole run.
Report CheckPage(const std::string& en, const std::string& ko) {
  const CheckOptions options = WithRules();
  return CheckLoaded(testing::MemoryEdition("en/peek.md", en, "en"),
                     testing::MemoryEdition("ko/peek.md", ko, "ko"), ActiveRules(options), options);
}

BOOST_AUTO_TEST_CASE(an_option_written_as_another_alternative_of_its_group) {
  const std::string en =
      "# peek\n\n> Show the start of files.\n\n- Show the first lines of a file:\n\n"
      "`peek {{[-c|--count]}} {{n}} {{path/to/file}}`\n\n- Show every line of a file:\n\n"
      "`peek {{[-a|--all]}} {{path/to/file}}`\n";
  const std::string ko =
      "# peek\n\n> 파일의 시작을 보여줍니다.\n\n- 파일의 처음 몇 줄 표시:\n\n"
      "`peek --count {{8}} {{경로/대상/파일}}`\n\n- 파일의 모든 줄 표시:\n\n"
      "`peek -a {{경로/대상/파일}}`\n";
  BOOST_TEST(CodeFindings(CheckPage(en, ko)).empty(), boost::test_tools::per_element());
}

// An option that only begins like a grouped one, or that no group of the document holds, is
// compared as written.
BOOST_AUTO_TEST_CASE(an_option_alike_or_never_grouped_still_differs) {
  const std::string en =
      "# sweep\n\n> Clear out directories.\n\n- Clear a directory without asking:\n\n"
      "`sweep {{[-f|--force]}} {{path/to/directory}}`\n\n- Clear a directory and list what "
      "goes:\n\n`sweep -v {{path/to/directory}}`\n";
  const std::string ko =
      "# sweep\n\n> 디렉토리를 비웁니다.\n\n- 묻지 않고 디렉토리 비우기:\n\n"
      "`sweep --forced {{경로/대상/디렉토리}}`\n\n- 디렉토리를 비우고 지운 것 나열:\n\n"
      "`sweep --verbose {{경로/대상/디렉토리}}`\n";
  const std::vector<std::string> want = {
      "a:sweep --forced {{경로/대상/디렉토리}}", "b:sweep {{[-f|--force]}} {{path/to/directory}}",
      "a:sweep --verbose {{경로/대상/디렉토리}}", "b:sweep -v {{path/to/directory}}"};
  BOOST_TEST(CodeFindings(CheckPage(en, ko)) == want, boost::test_tools::per_element());
}

// A tree of three peers: the Chinese page writes `-c` and the Korean `--count`, which only the
// English page of the same document shows to be one option. Another document, where `-c` is
// `--color`, keeps its own groups: there `-c` and `--count` still differ.
BOOST_AUTO_TEST_CASE(option_groups_are_learned_per_document_from_every_edition) {
  testing::TempDir t;
  const std::string config =
      t.Write("concord.yml", "editions: [en, zh, ko]\nlayout: \"{lang}/{path}\"\n");
  t.Write("en/peek.md",
          "# peek\n\n- Show the first lines of a file:\n\n`peek {{[-c|--count]}} {{n}} "
          "{{path/to/file}}`\n");
  t.Write("zh/peek.md", "# peek\n\n- 显示文件的前几行：\n\n`peek -c {{行数}} {{文件}}`\n");
  t.Write("ko/peek.md",
          "# peek\n\n- 파일의 처음 몇 줄 표시:\n\n`peek --count {{8}} {{경로/대상/파일}}`\n");
  t.Write("en/tint.md",
          "# tint\n\n- Show a file in colour:\n\n`tint {{[-c|--color]}} {{path/to/file}}`\n");
  t.Write("zh/tint.md", "# tint\n\n- 彩色显示文件：\n\n`tint -c {{文件}}`\n");
  t.Write("ko/tint.md", "# tint\n\n- 파일을 색으로 표시:\n\n`tint --count {{경로/대상/파일}}`\n");
  const Project project = LoadProject(config);
  const TreeReport tree = CheckTree(project, GroupDocuments(project), WithRules());
  std::vector<std::string> got;  // "document zh-ko: finding"
  for (const GroupReport& g : tree.groups)
    for (size_t i = 0; i < g.pairs.size(); ++i)
      for (const std::string& f : CodeFindings(g.pairs[i]))
        got.push_back(g.group.path + " " + g.pair_langs[i].first + "-" + g.pair_langs[i].second +
                      ": " + f);
  const std::vector<std::string> want = {
      "tint.md en-ko: a:tint --count {{경로/대상/파일}}",
      "tint.md en-ko: b:tint {{[-c|--color]}} {{path/to/file}}",
      "tint.md zh-ko: a:tint --count {{경로/대상/파일}}",
      "tint.md zh-ko: b:tint -c {{文件}}",
  };
  BOOST_TEST(got == want, boost::test_tools::per_element());
}

// The findings of `kind` ("document: a:16") of a tree of two editions, en and `lang`, whose
// pages (path → {en text, `lang` text}) are `pages`, checked with the project's rules.
std::vector<std::string> TreeFindingsOfKind(
    const std::string& kind, const std::string& lang,
    const std::map<std::string, std::pair<std::string, std::string>>& pages) {
  testing::TempDir t;
  const std::string config =
      t.Write("concord.yml", "editions: [en, " + lang + "]\nlayout: \"{lang}/{path}\"\n");
  for (const auto& [path, texts] : pages) {
    t.Write("en/" + path, texts.first);
    t.Write(lang + "/" + path, texts.second);
  }
  const Project project = LoadProject(config);
  const TreeReport tree = CheckTree(project, GroupDocuments(project), WithRules());
  std::vector<std::string> got;
  for (const GroupReport& g : tree.groups)
    for (const Report& pair : g.pairs)
      for (const Finding& f : pair.findings)
        if (f.kind == kind)
          got.push_back(g.group.path + ": " + std::string(SideName(f.missing_in)) + ":" + f.value);
  return got;
}

// A number joined to a word of its edition's script that each page writes once (16진수 for
// "hex"): one page says nothing, but the tree's pages together show a word the English never
// writes with the number, not a count. Where the English has the number with it in one page
// (16 hex digits), the word carries a count, and the page that lacks it is reported.
BOOST_AUTO_TEST_CASE(a_number_inside_a_translated_word_is_no_count_across_a_tree) {
  auto pages = [](bool one_page_counts) {
    return std::map<std::string, std::pair<std::string, std::string>>{
        {"key.md",
         {"# Keys\n\nPass the key as a hex string.\n",
          "# 키\n\n키를 16진수 문자열로 전달합니다.\n"}},
        {"hash.md",
         {one_page_counts ? "# Hashes\n\nThe hash is 16 hex digits long.\n"
                          : "# Hashes\n\nThe hash is a hex value.\n",
          "# 해시\n\n해시는 16진수 값입니다.\n"}}};
  };
  BOOST_TEST(TreeFindingsOfKind("number", "ko", pages(false)).empty(),
             boost::test_tools::per_element());
  const std::vector<std::string> want = {"key.md: a:16"};
  BOOST_TEST(TreeFindingsOfKind("number", "ko", pages(true)) == want,
             boost::test_tools::per_element());
}

// A count the English spells out ("three files" for 3개) is the count kept, not a word of the
// translation's: two pages so written do not make 3개 a term, and the page whose English
// dropped the count is reported.
BOOST_AUTO_TEST_CASE(a_count_spelled_out_is_kept_across_a_tree) {
  const std::vector<std::string> want = {"list.md: a:3"};
  BOOST_TEST(
      TreeFindingsOfKind(
          "number", "ko",
          {{"copy.md",
            {"# Copy\n\nCopy three files at once.\n",
             "# 복사\n\n파일 3개를 한 번에 복사합니다.\n"}},
           {"move.md",
            {"# Move\n\nMove three files at once.\n", "# 이동\n\n파일 3개를 한 번에 옮깁니다.\n"}},
           {"list.md", {"# List\n\nList the files.\n", "# 목록\n\n파일 3개를 나열합니다.\n"}}}) ==
          want,
      boost::test_tools::per_element());
}

// The code findings ("store.md b:sync") of a tree of two editions, en and zh: five pages,
// each ({en word, zh word, en sentence, zh sentence}) with the sentence that teaches the run a
// rendering, and store.md, as `en_store` and `zh_store`.
using LearningPage = std::array<const char*, 4>;
std::vector<std::string> StoreCodeFindings(const std::array<LearningPage, 5>& pages,
                                           const std::string& en_store,
                                           const std::string& zh_store) {
  testing::TempDir t;
  const std::string config =
      t.Write("concord.yml", "editions: [en, zh]\nlayout: \"{lang}/{path}\"\n");
  for (const auto& [en_word, zh_word, en_line, zh_line] : pages) {
    t.Write(std::string("en/") + en_word + ".md",
            std::string("# ") + en_word + "\n\nEvery " + en_word +
                " keeps its entries in memory.\n\n" + en_line +
                "\n\nNothing is lost after that.\n");
    t.Write(std::string("zh/") + en_word + ".md", std::string("# ") + zh_word + "\n\n每个" +
                                                      zh_word + "都把条目保存在内存中。\n\n" +
                                                      zh_line + "\n\n此后不会丢失任何内容。\n");
  }
  t.Write("en/store.md", en_store);
  t.Write("zh/store.md", zh_store);
  const Project project = LoadProject(config);
  const TreeReport tree = CheckTree(project, GroupDocuments(project), WithRules());
  std::vector<std::string> got;
  for (const GroupReport& g : tree.groups)
    for (const Report& pair : g.pairs)
      for (const std::string& f : CodeFindings(pair)) got.push_back(g.group.path + " " + f);
  return got;
}

// Code of one word that a translation writes as a word of its language: a rendering learned
// for the same word in prose stands for it too (the tree's other pages write "flush" as 刷新),
// while a bead without the rendering still lacks the code.
BOOST_AUTO_TEST_CASE(code_of_one_word_rendered_as_its_prose_word) {
  const std::array<LearningPage, 5> pages = {
      {{"cache", "缓存", "Run a flush when the cache is full.", "缓存满时运行刷新。"},
       {"queue", "队列", "The queue needs a flush at night.", "队列在夜间需要刷新。"},
       {"buffer", "缓冲区", "Each flush empties the buffer.", "每次刷新都会清空缓冲区。"},
       {"journal", "日志", "After a flush the journal is small.", "刷新之后日志很小。"},
       {"socket", "套接字", "A flush sends what the socket holds.", "刷新会发送套接字中的内容。"}}};
  const std::vector<std::string> want = {"store.md b:sync"};
  BOOST_TEST(
      StoreCodeFindings(
          pages, "# store\n\nCall `flush` before the process exits.\n\nThen call `sync` once.\n",
          "# 存储\n\n在进程退出前调用刷新。\n\n然后调用一次同步。\n") == want,
      boost::test_tools::per_element());
}

// Code clips the word it names (`dict` for "dictionary"); a translator renders the word. Where
// the run learned the word's rendering, clipped code written as that rendering is no finding;
// code that no learned word begins (`hmap`) still is.
BOOST_AUTO_TEST_CASE(clipped_code_rendered_as_the_word_it_clips) {
  const std::array<LearningPage, 5> pages = {
      {{"cache", "缓存", "The cache is a dictionary of entries.", "缓存是条目的字典。"},
       {"queue", "队列", "A dictionary holds the queue's names.", "一个字典保存队列的名称。"},
       {"buffer", "缓冲区", "Each buffer keeps a dictionary.", "每个缓冲区都保存一个字典。"},
       {"journal", "日志", "The journal reads its dictionary at start.",
        "日志在启动时读取它的字典。"},
       {"socket", "套接字", "A socket looks names up in a dictionary.",
        "套接字在字典中查找名称。"}}};
  const std::vector<std::string> want = {"store.md b:hmap"};
  BOOST_TEST(
      StoreCodeFindings(pages,
                        "# store\n\nThe call returns a `dict` of the entries.\n\nIt also "
                        "fills a `hmap` once.\n",
                        "# 存储\n\n该调用返回条目的字典。\n\n它还会填充一次映射。\n") == want,
      boost::test_tools::per_element());
}

// A name read from a link text whose counterpart link, to the same place, has a text all in
// the other edition's script: the link text is translated there (`[设置](…)` for
// `[Settings](…)`), though that edition keeps the name in Latin as a rule elsewhere and keeps
// this bead's other names. A link to another place with a CJK text is no such counterpart.
BOOST_AUTO_TEST_CASE(a_name_in_a_link_text_the_other_edition_translates) {
  auto names = [](const std::string& zh_link) {
    return TreeFindingsOfKind(
        "name", "zh",
        {{"a.md",
          {"# Alpha\n\nOpen the Settings page of Lumen to start.\n",
           "# Alpha\n\n打开 Lumen 的 Settings 页面开始。\n"}},
         {"b.md",
          {"# Beta\n\nThe Settings page lists every Lumen token.\n",
           "# Beta\n\nSettings 页面列出了每个 Lumen 令牌。\n"}},
         {"store.md",
          {"# Store\n\n**Your Lumen API Token**: find it on the "
           "[Settings](https://app.example/settings/) page.\n",
           "# 存储\n\n**你的 Lumen API Token**：在" + zh_link + "页面找到它。\n"}}});
  };
  BOOST_TEST(names("[设置](https://app.example/settings/)").empty());
  const std::vector<std::string> want = {"store.md: b:Settings"};
  BOOST_TEST(names("[设置](https://app.example/account/)") == want,
             boost::test_tools::per_element());
}

// A text every edition of a document leaves as the source writes it (three editions: two
// translators chose so) is kept by the project's choice, not left untranslated: an error
// message quoted as the program prints it. Where one translation translates it, the other's
// English is still reported.
BOOST_AUTO_TEST_CASE(a_text_every_edition_keeps_is_not_untranslated) {
  testing::TempDir t;
  const std::string config =
      t.Write("concord.yml", "editions: [en, zh, ko]\nlayout: \"{lang}/{path}\"\n");
  const std::string message = "> Cannot read the cache file because its header is damaged.\n\n";
  t.Write("en/cache.md", "# Cache\n\n" + message + "Delete the file and run the build again.\n");
  t.Write("zh/cache.md", "# 缓存\n\n" + message + "删除该文件，然后重新运行构建。\n");
  t.Write("ko/cache.md", "# 캐시\n\n" + message + "파일을 삭제하고 빌드를 다시 실행하세요.\n");
  t.Write("en/lock.md", "# Lock\n\n" + message + "Remove the lock and run the build again.\n");
  t.Write("zh/lock.md",
          "# 锁\n\n> 无法读取缓存文件，因为其文件头已损坏。\n\n删除锁，然后重新运行构建。\n");
  t.Write("ko/lock.md", "# 잠금\n\n" + message + "잠금을 제거하고 빌드를 다시 실행하세요.\n");
  const Project project = LoadProject(config);
  const TreeReport tree = CheckTree(project, GroupDocuments(project), WithRules());
  std::vector<std::string> got;  // "document pair: missing side"
  for (const GroupReport& g : tree.groups)
    for (size_t i = 0; i < g.pairs.size(); ++i)
      for (const Finding& f : g.pairs[i].findings)
        if (f.rule == "untranslated")
          got.push_back(g.group.path + " " + g.pair_langs[i].first + "-" + g.pair_langs[i].second +
                        ": " + std::string(SideName(f.missing_in)));
  const std::vector<std::string> want = {"lock.md en-ko: b", "lock.md zh-ko: b"};
  BOOST_TEST(got == want, boost::test_tools::per_element());
}

// The untranslated findings ("document pair: missing side") of a tree of en, zh and ko whose
// errors/ folder has four pages made from one template: a title, the error message quoted, a
// heading and what to do. The Korean pages translate the rest, and leave the message in English
// in the first `ko_keeping` pages (translating it in the others); the last page's advice is left
// in English. The first `noted` pages open with a deprecation notice, which the template's
// other pages lack.
std::vector<std::string> ErrorPageFindings(int ko_keeping, int noted = 0) {
  struct Page {
    const char *name, *en_message, *en_advice, *zh_message, *zh_advice, *ko_message, *ko_advice;
  };
  const Page pages[] = {
      {"cache", "Cannot read the cache file because its header is damaged.",
       "Delete the file and build again.", "无法读取缓存文件，因为其文件头已损坏。",
       "删除该文件，然后重新构建。", "캐시 파일의 헤더가 손상되어 읽을 수 없습니다.",
       "파일을 삭제하고 다시 빌드하세요."},
      {"lock", "The lock is held by another build that is still running.",
       "Wait for the other build to finish.", "锁被另一个仍在运行的构建持有。",
       "等待另一个构建完成。", "아직 실행 중인 다른 빌드가 잠금을 가지고 있습니다.",
       "다른 빌드가 끝날 때까지 기다리세요."},
      {"port", "The port is already in use by another program on this machine.",
       "Choose another port in the settings.", "该端口已被本机上的另一个程序占用。",
       "在设置中选择另一个端口。", "이 컴퓨터의 다른 프로그램이 이미 포트를 사용하고 있습니다.",
       "설정에서 다른 포트를 선택하세요."},
      {"disk", "There is not enough free space on the disk for the output.",
       "Free some space on the disk and then build the project again.",
       "磁盘上没有足够的可用空间来存放输出。", "释放一些空间，然后重新构建。",
       "출력을 저장할 디스크 여유 공간이 부족합니다.",
       "Free some space on the disk and then build the project again."},
  };
  testing::TempDir t;
  const std::string config =
      t.Write("concord.yml", "editions: [en, zh, ko]\nlayout: \"{lang}/{path}\"\n");
  int i = 0;
  for (const Page& p : pages) {
    const std::string path = std::string("/errors/") + p.name + ".md";
    const bool note = i < noted;
    t.Write("en" + path,
            std::string("# Error: the ") + p.name + "\n\n" +
                (note ? "Deprecated: this error is only raised by version one.\n\n" : "") + "> " +
                p.en_message + "\n\n## What to do\n\n" + p.en_advice + "\n");
    t.Write("zh" + path, std::string("# 错误说明：") + p.name + "\n\n" +
                             (note ? "已弃用：只有第一版会报告此错误。\n\n" : "") + "> " +
                             p.zh_message + "\n\n## 解决方法\n\n" + p.zh_advice + "\n");
    t.Write("ko" + path,
            std::string("# 오류 안내: ") + p.name + "\n\n" +
                (note ? "사용되지 않음: 첫 번째 버전만 이 오류를 보고합니다.\n\n" : "") + "> " +
                (i < ko_keeping ? p.en_message : p.ko_message) + "\n\n## 해결 방법\n\n" +
                p.ko_advice + "\n");
    ++i;
  }
  const Project project = LoadProject(config);
  const TreeReport tree = CheckTree(project, GroupDocuments(project), WithRules());
  std::vector<std::string> got;
  for (const GroupReport& g : tree.groups)
    for (size_t i = 0; i < g.pairs.size(); ++i)
      for (const Finding& f : g.pairs[i].findings)
        if (f.rule == "untranslated")
          got.push_back(g.group.path + " " + g.pair_langs[i].first + "-" + g.pair_langs[i].second +
                        ": " + f.value.substr(0, 10));
  return got;
}

// An edition that keeps one part of a template in English in most pages of a folder that it
// otherwise translates (an error reference quoting each message as the program prints it)
// keeps it by choice: not untranslated there. English at another place of those pages still
// is, and so is the message where fewer pages than a rule's keep it.
BOOST_AUTO_TEST_CASE(a_part_of_a_template_kept_in_english_in_most_pages) {
  const std::vector<std::string> kept = {"errors/disk.md en-ko: Free some ",
                                         "errors/disk.md zh-ko: Free some "};
  BOOST_TEST(ErrorPageFindings(3) == kept, boost::test_tools::per_element());
  const std::vector<std::string> two = {
      "errors/cache.md en-ko: Cannot rea", "errors/cache.md zh-ko: Cannot rea",
      "errors/disk.md en-ko: Free some ",  "errors/disk.md zh-ko: Free some ",
      "errors/lock.md en-ko: The lock i",  "errors/lock.md zh-ko: The lock i"};
  BOOST_TEST(ErrorPageFindings(2) == two, boost::test_tools::per_element());
  // A notice on some pages moves the message down in those, where it still stands right before
  // the template's heading: kept there.
  BOOST_TEST(ErrorPageFindings(3, 2) == kept, boost::test_tools::per_element());
}

// How many untranslated findings a check of the tree of `config` (a path) has.
size_t UntranslatedCount(const std::string& config) {
  const Project project = LoadProject(config);
  const TreeReport tree = CheckTree(project, GroupDocuments(project), WithRules());
  size_t untranslated = 0;
  for (const GroupReport& g : tree.groups)
    for (const Report& pair : g.pairs)
      for (const Finding& f : pair.findings) untranslated += f.rule == "untranslated" ? 1 : 0;
  return untranslated;
}

// The untranslated findings of a folder of four Korean pages written one by one, of different
// lengths, each ending with a "## 참고" section; three leave the paragraph before it in
// English. A heading that pages share is no template: the English stands at three ordinals,
// and is reported.
BOOST_AUTO_TEST_CASE(english_before_a_heading_pages_share_is_reported) {
  const char* en_lines[] = {
      "The build reads the settings file first.", "Then it renders each page of the site once.",
      "It writes the output folder at the end.", "The cache keeps what did not change."};
  const char* ko_lines[] = {
      "빌드는 먼저 설정 파일을 읽습니다.", "그다음 사이트의 각 페이지를 한 번 렌더링합니다.",
      "마지막으로 출력 폴더를 씁니다.", "캐시는 바뀌지 않은 것을 보관합니다."};
  const char* swept =
      "Every page of this guide was reviewed again for the new release of the tool.";
  testing::TempDir t;
  const std::string config =
      t.Write("concord.yml", "editions: [en, ko]\nlayout: \"{lang}/{path}\"\n");
  for (int p = 0; p < 4; ++p) {
    std::string en = "# Page " + std::to_string(p) + "\n\n",
                ko = "# 페이지 " + std::to_string(p) + "\n\n";
    for (int line = 0; line <= p; ++line) {
      en += std::string(en_lines[line]) + "\n\n";
      ko += std::string(ko_lines[line]) + "\n\n";
    }
    en += std::string(swept) + "\n\n## See also\n\nThe settings reference lists every key.\n";
    ko += std::string(p < 3 ? swept
                            : "이 안내서의 모든 페이지를 새 릴리스에 맞게 다시 검토했습니다.") +
          "\n\n## 참고\n\n설정 참조에 모든 키가 있습니다.\n";
    const std::string name = "guide/page" + std::to_string(p) + ".md";
    t.Write("en/" + name, en);
    t.Write("ko/" + name, ko);
  }
  BOOST_TEST(UntranslatedCount(config) == 3u);
}

// The untranslated findings of a folder of four Korean pages of one length, each translating
// its title and first two paragraphs and leaving the last two in English: an end the
// translation has not reached is at the same places in every page, and is still reported.
BOOST_AUTO_TEST_CASE(untranslated_ends_of_pages_of_one_length_are_reported) {
  const char* en[] = {"The build reads the settings file first.", "Then it renders each page once.",
                      "You can change the output folder in the settings file of the project.",
                      "When the cache is stale, the next build will take a little longer."};
  const char* ko[] = {"빌드는 먼저 설정 파일을 읽습니다.",
                      "그다음 각 페이지를 한 번 렌더링합니다."};
  testing::TempDir t;
  const std::string config =
      t.Write("concord.yml", "editions: [en, ko]\nlayout: \"{lang}/{path}\"\n");
  for (int p = 0; p < 4; ++p) {
    const std::string name = "guide/page" + std::to_string(p) + ".md";
    t.Write("en/" + name, "# Page " + std::to_string(p) + "\n\n" + en[0] + "\n\n" + en[1] + "\n\n" +
                              en[2] + "\n\n" + en[3] + "\n");
    t.Write("ko/" + name, "# 페이지 " + std::to_string(p) + "\n\n" + ko[0] + "\n\n" + ko[1] +
                              "\n\n" + en[2] + "\n\n" + en[3] + "\n");
  }
  BOOST_TEST(UntranslatedCount(config) == 8u);
}

// A folder of four Korean pages, three of which keep one sentence in English at one place (a
// kept place), while the fourth, translated up to there (its front matter too), stops right
// before that place: its English there is an end the translation has not reached, reported
// with the rest of that end.
BOOST_AUTO_TEST_CASE(an_untranslated_end_is_reported_at_a_kept_place_too) {
  const char* kept = "Run the checker before every merge of the branch.";
  testing::TempDir t;
  const std::string config =
      t.Write("concord.yml", "editions: [en, ko]\nlayout: \"{lang}/{path}\"\n");
  for (int p = 0; p < 3; ++p) {
    const std::string name = "guide/page" + std::to_string(p) + ".md";
    t.Write("en/" + name, "# Page " + std::to_string(p) +
                              "\n\nThe build reads the settings file first.\n\n" + kept +
                              "\n\nThen it renders each page once.\n\nThe cache keeps what did "
                              "not change.\n");
    t.Write("ko/" + name, "# 페이지 " + std::to_string(p) +
                              "\n\n빌드는 먼저 설정 파일을 읽습니다.\n\n" + kept +
                              "\n\n그다음 각 페이지를 한 번 렌더링합니다.\n\n캐시는 바뀌지 않은 "
                              "것을 보관합니다.\n");
  }
  const char* end = "When the cache is stale, the next build will take a little longer.";
  t.Write(
      "en/guide/page3.md",
      std::string("---\ntitle: The cache\ndescription: How the build keeps its cache.\n---\n\n# "
                  "Page 3\n\nThe build reads the settings file first.\n\n") +
          kept + "\n\n" + end + "\n");
  t.Write("ko/guide/page3.md",
          std::string("---\ntitle: 캐시\ndescription: 빌드가 캐시를 보관하는 방법입니다.\n---\n\n# "
                      "페이지 3\n\n빌드는 먼저 설정 파일을 읽습니다.\n\n") +
              kept + "\n\n" + end + "\n");
  BOOST_TEST(UntranslatedCount(config) == 2u);
}

// A translator's link to their own copy of a file in the repository (a host's address whose path
// holds the edition's language marker and ends with the path the other edition's relative link
// resolves to) names the same file; the same file name under another directory does not.
BOOST_AUTO_TEST_CASE(a_relative_file_and_its_copy_in_the_repository) {
  const LanguageTags en("en"), zh("zh-cn");
  const PairTags en_pair{en, zh, "site/en/lite/perf/quantization.md"};
  const PairTags zh_pair{zh, en, "site/zh-cn/lite/perf/quantization.md"};
  auto same = [&](std::string_view zh_link, std::string_view en_link) {
    TargetSet there;
    there.Add(en_link, en_pair);
    const bool one_way = there.Contains(TargetKeys(zh_link, zh_pair));
    TargetSet back;
    back.Add(zh_link, zh_pair);
    BOOST_TEST(back.Contains(TargetKeys(en_link, en_pair)) == one_way);
    return one_way;
  };
  const std::string copy =
      "https://github.com/example/docs/blob/main/site/zh-cn/lite/perf/images/options.jpg?raw=true";
  BOOST_TEST(same(copy, "images/options.jpg"));
  BOOST_TEST(same(copy, "../perf/images/options.jpg"));
  BOOST_TEST(!same(copy, "images/other.jpg"));
  BOOST_TEST(!same(copy, "../guide/images/options.jpg"));
  // A translation platform's page of the file: the path after the marker is another edition's.
  BOOST_TEST(!same("https://l10n.example/repo/7/zh-cn/site/en/lite/perf/images/options.jpg",
                   "images/options.jpg"));
  // A language segment before the marker, of the other language or of none of the run's, does
  // not make a platform's path after the marker the file's.
  BOOST_TEST(!same("https://l10n.example/docs/en/zh-cn/site/en/lite/perf/images/options.jpg",
                   "images/options.jpg"));
  BOOST_TEST(!same("https://l10n.example/docs/fr/zh-cn/site/en/lite/perf/images/options.jpg",
                   "images/options.jpg"));
  // The copy's path is a file's in the repository, not a page served as a directory: the
  // document's own name is no directory of it.
  BOOST_TEST(
      !same("https://github.com/example/docs/blob/main/site/zh-cn/lite/perf/quantization/images/"
            "options.jpg",
            "images/options.jpg"));
  // Nothing after the marker but an index document, which is its directory: no file's place
  // to compare (the README of the copy is not matched).
  BOOST_TEST(
      !same("https://github.com/example/docs/blob/main/site/zh-cn/README.md", "../../README.md"));
  // A script named `index` is a file, not a directory's index document.
  BOOST_TEST(!same("https://github.com/example/docs/blob/main/site/zh-cn/lite/perf/index.js",
                   "README.md"));
  BOOST_TEST(
      same("https://github.com/example/docs/blob/main/site/zh-cn/lite/perf/index.js", "index.js"));
  // A query is no part of the file's path.
  BOOST_TEST(same(
      "https://github.com/example/docs/blob/main/site/zh-cn/lite/perf/images/options.jpg?p=a/b/c",
      "images/options.jpg"));
  // Without the edition's language marker it is another repository's file.
  BOOST_TEST(!same("https://github.com/example/docs/blob/main/site/lite/perf/images/options.jpg",
                   "images/options.jpg"));
}

}  // namespace
}  // namespace concord
