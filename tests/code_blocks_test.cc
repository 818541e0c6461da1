// Tests of the code-blocks check (rules/check_code_blocks.cc) and of how it reads a block
// (extract/code_block_words.h): examples compared under their paired lead-ins, comments and
// strings left out, blocks in an edition's language skipped.
#include <boost/test/unit_test.hpp>
#include <memory>
#include <string>
#include <vector>

#include "extract/code_block_words.h"
#include "model.h"
#include "rules/check.h"
#include "rules/checks.h"
#include "test_util.h"

namespace concord {
namespace {

// The findings of the code-blocks check on two Markdown editions whose units pair one to one.
std::vector<std::string> Findings(const std::string& text_a, const std::string& text_b) {
  const Edition a = testing::MemoryEdition("en/a.md", text_a, "en");
  const Edition b = testing::MemoryEdition("zh/a.md", text_b, "zh");
  BOOST_TEST_REQUIRE(a.units.size() == b.units.size());
  std::vector<Bead> beads;
  for (int i = 0; i < static_cast<int>(a.units.size()); ++i) beads.push_back(Bead{{i}, {i}, 1.0});
  RuleSpec spec;
  spec.id = spec.check = "code-blocks";
  spec.path = "rules/code-blocks.yml";
  spec.severity = Severity::kWarning;
  spec.message = "{value}";
  std::unique_ptr<Check> check = FindCheck("code-blocks")->make(spec);
  std::vector<Finding> found;
  check->Run(CheckContext{a, b, beads}, spec, &found);
  std::vector<std::string> out;
  for (const Finding& f : found) out.push_back(std::string(SideName(f.missing_in)) + ":" + f.value);
  return out;
}

std::vector<std::string> Words(const std::string& code) {
  std::vector<CodeBlockLine> lines;
  BOOST_TEST_REQUIRE(ReadCodeBlock(code, &lines));
  std::vector<std::string> out;
  for (const CodeBlockLine& l : lines) {
    std::string joined;
    for (std::string_view w : l.words) joined += (joined.empty() ? "" : " ") + std::string(w);
    out.push_back(joined);
  }
  return out;
}

BOOST_AUTO_TEST_CASE(a_block_is_read_without_comments_and_strings) {
  BOOST_TEST(Words("uses: actions/checkout@v4  # pin it\n"
                   "const a = \"hello\"; // greet\n"
                   "/* setup\n   more */ run --port 4321\n"
                   "<!-- note --> astro.config.mjs 1.2.3.\n") ==
                 (std::vector<std::string>{"uses actions checkout v4", "const a", "run --port 4321",
                                           "astro.config.mjs 1.2.3"}),
             boost::test_tools::per_element());
  // "/*" after a non-blank is code (a glob), not a comment that would hide the lines after it.
  BOOST_TEST(Words("rm -rf dist/*\nnpm install\n") ==
                 (std::vector<std::string>{"rm -rf dist", "npm install"}),
             boost::test_tools::per_element());
  // JSX's comment in braces is a comment.
  BOOST_TEST(
      Words("<div>{/* 显示全部 */}<List /></div>\n") == (std::vector<std::string>{"div List div"}),
      boost::test_tools::per_element());
  // A URL's "//" is no comment; an escaped quote does not end a string.
  BOOST_TEST(Words("url: https://example.org/x\necho \"a \\\" b\" done\n") ==
                 (std::vector<std::string>{"url https example.org x", "echo done"}),
             boost::test_tools::per_element());
  // Chinese in a comment or a string is what a translator writes; in the code, it is prose.
  std::vector<CodeBlockLine> lines;
  BOOST_TEST(ReadCodeBlock("let a = 1; // 初始化\nlet b = \"你好\";\n", &lines));
  BOOST_TEST(lines.size() == 2u);
  BOOST_TEST(!ReadCodeBlock("# 标题\n\n这是一段文字。\n", &lines));
  BOOST_TEST(lines.size() == 2u);  // nothing appended
}

// A string that is a value the example uses (a path, a module, a model id, a version) is read
// as code: a translation keeps it as written. Sample text is not: words, letters alone, a
// sentence's punctuation, English's hyphenated words, markup around text.
BOOST_AUTO_TEST_CASE(strings_that_are_values_are_read) {
  BOOST_TEST(
      Words("model = load(\"org/model-7B\")\nimport fs from 'node:fs/promises';\n"
            "dist = \"../dist\"\nv = '1.2.3'\n") ==
          (std::vector<std::string>{"model load org model-7B", "import fs from node fs promises",
                                    "dist dist", "v 1.2.3"}),
      boost::test_tools::per_element());
  BOOST_TEST(Words("say('Hello!', 'apple', \"Hello world\", 'Auto-saved', 'Searching:')\n"
                   "title = 'Mr./Ms.'\nhtml = '<div>content</div>'\n") ==
                 (std::vector<std::string>{"say", "title", "html"}),
             boost::test_tools::per_element());
  // The aligner's words of a lead-in's blocks leave every string out.
  BOOST_TEST(CodeBlockWords({"model = load(\"org/model-7B\")\n"}) ==
                 (std::vector<std::string>{"load", "model"}),
             boost::test_tools::per_element());
  // A stale model id in one edition's example is found; a sample string translated is not.
  BOOST_TEST(Findings("Load it:\n\n```py\nmodel = load(\"org/model-7B\")\nprint('Done!')\n```\n",
                      "加载：\n\n```py\nmodel = load(\"org/model-3B\")\nprint('完成！')\n```\n") ==
                 (std::vector<std::string>{"b:model = load(\"org/model-7B\")",
                                           "a:model = load(\"org/model-3B\")"}),
             boost::test_tools::per_element());
}

// The words the aligner pairs a lead-in by: every block's code, help texts written in CJK
// passed over, each word once, sorted.
BOOST_AUTO_TEST_CASE(code_block_words_of_a_unit) {
  BOOST_TEST(CodeBlockWords({"  -h, --help   remove 명령어에 대한 도움말\n",
                             "kettle plugin remove  # 제거\nkettle --help\n"}) ==
                 (std::vector<std::string>{"--help", "-h", "kettle", "plugin", "remove"}),
             boost::test_tools::per_element());
  BOOST_TEST(CodeBlockWords({}).empty());
}

// A shell's `$$` (its process id) in a block is code as written: the text between two of them
// is not the placeholders that protect it from cmark.
BOOST_AUTO_TEST_CASE(a_block_with_dollar_pairs_is_read_as_written) {
  BOOST_TEST(Findings("Run:\n\n```sh\necho $$ > /tmp/y_$$ && rm a*b\n```\n",
                      "运行：\n\n```sh\necho $$ > /tmp/x_$$ && rm a*b\n```\n") ==
                 (std::vector<std::string>{"b:echo $$ > /tmp/y_$$ && rm a*b",
                                           "a:echo $$ > /tmp/x_$$ && rm a*b"}),
             boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(examples_compared_under_their_lead_ins) {
  // The same code with comments and strings translated: nothing to report.
  BOOST_TEST(Findings("Run:\n\n```yaml\nuses: actions/checkout@v4 # pin\nname: \"Build\"\n```\n",
                      "运行：\n\n```yaml\nuses: actions/checkout@v4 # 固定\nname: \"构建\"\n```\n")
                 .empty());
  // A stale example: each line with a word the other side's block lacks, once per side.
  BOOST_TEST(Findings("Run:\n\n```yaml\nuses: actions/checkout@v7\n```\n\n"
                      "Return:\n\n```js\nreturn [{ params: { id } }];\n```\n",
                      "运行：\n\n```yaml\nuses: actions/checkout@v4\n```\n\n"
                      "返回：\n\n```js\nreturn [{ params: { slug } }];\n```\n") ==
                 (std::vector<std::string>{
                     "b:uses: actions/checkout@v7", "a:uses: actions/checkout@v4",
                     "b:return [{ params: { id } }];", "a:return [{ params: { slug } }];"}),
             boost::test_tools::per_element());
}

// The same code laid out otherwise (a chain of calls on one line, or a call on each line, its
// brackets where a formatter puts them) is no difference; a line broken inside a word, a word
// made longer, or code the other side only names in a comment or a sample string, is.
BOOST_AUTO_TEST_CASE(code_laid_out_otherwise) {
  BOOST_TEST(Findings("Mock it:\n\n```js\nmock\n  .expects(\n    \"remove\"\n  )\n  .once();\n"
                      "return x;\n```\n",
                      "模拟：\n\n```js\nmock.expects(\"remove\").once();\nreturn  x;\n```\n")
                 .empty());
  auto differs = [](const std::string& a, const std::string& b) {
    return Findings("Run:\n\n```sh\n" + a + "\n```\n", "运行：\n\n```sh\n" + b + "\n```\n");
  };
  BOOST_TEST(differs("model_path = save(grid(x))", "mo\ndel_path = save(make_grid(x))") ==
                 (std::vector<std::string>{"b:model_path = save(grid(x))", "a:mo",
                                           "a:del_path = save(make_grid(x))"}),
             boost::test_tools::per_element());
  BOOST_TEST(differs("uses: actions/checkout@v4", "uses: actions/checkout@v4.2") ==
                 (std::vector<std::string>{"b:uses: actions/checkout@v4",
                                           "a:uses: actions/checkout@v4.2"}),
             boost::test_tools::per_element());
  BOOST_TEST(differs("npm install foo", "npm install foo-bar") ==
                 (std::vector<std::string>{"b:npm install foo", "a:npm install foo-bar"}),
             boost::test_tools::per_element());
  BOOST_TEST(differs("sudo reboot\nls", "ls # 然后 sudo reboot") ==
                 (std::vector<std::string>{"b:sudo reboot"}),
             boost::test_tools::per_element());
  BOOST_TEST(differs("configure(x)", "log(\"call configure(x) first\")") ==
                 (std::vector<std::string>{"b:configure(x)", "a:log(\"call configure(x) first\")"}),
             boost::test_tools::per_element());
  BOOST_TEST(differs("session.destroy();", "session?.destroy();") ==
                 (std::vector<std::string>{"b:session.destroy();", "a:session?.destroy();"}),
             boost::test_tools::per_element());
  BOOST_TEST(differs("let t = api.config().timeout;", "let t = api.config.timeout;").size() == 2u);
  // A line is not matched across two blocks.
  BOOST_TEST(Findings("Run:\n\n```sh\nnpm run build.prod\n```\n",
                      "运行：\n\n```sh\nnpm run build\n```\n\n```sh\n.prod\n```\n")
                 .size() == 3u);
}

// A translation writes its own language into an i18n example: language tags of either
// edition are not compared, a third language's are.
BOOST_AUTO_TEST_CASE(language_tags_of_the_editions) {
  BOOST_TEST(Findings("Set it:\n\n```js\ndefaultLocale: 'en', en: { label: 'English' },\n```\n",
                      "设置：\n\n```js\ndefaultLocale: 'zh-CN', zh: { label: '简体中文' },\n```\n")
                 .empty());
  BOOST_TEST(
      Findings("Set it:\n\n```js\nfr: { label: 'Français' },\n```\n",
               "设置：\n\n```js\nde: { label: 'Deutsch' },\n```\n") ==
          (std::vector<std::string>{"b:fr: { label: 'Français' },", "a:de: { label: 'Deutsch' },"}),
      boost::test_tools::per_element());
}

// The source names some locale in its example, and the translation sets it to its own: a line
// the other side has but for language tags, one of each differing pair its own edition's, is
// not compared (LanguageTagSwapped). Other lines are, whatever words they share with the
// language tags (`os`, `is`), and so is a line of two other languages (`ja` against `de`).
BOOST_AUTO_TEST_CASE(a_locale_set_to_the_translations_own) {
  BOOST_TEST(Findings("Search:\n\n```js\nlocales: { fr: { placeholder: 'Search' } },\n```\n",
                      "搜索：\n\n```js\nlocales: { zh: { placeholder: '搜索' } },\n```\n")
                 .empty());
  BOOST_TEST(
      Findings(
          "Run:\n\n```python\nimport os\nLOCALE = en\nfallback = ja\nif x is None: stop()\n```\n",
          "运行：\n\n```python\nLOCALE = zh\nfallback = de\nif x == None: stop()\n```\n") ==
          (std::vector<std::string>{"b:import os", "b:fallback = ja", "b:if x is None: stop()",
                                    "a:fallback = de"}),
      boost::test_tools::per_element());
  BOOST_TEST(Findings("Search:\n\n```js\nlocales: { fr: { placeholder: 'Search' } },\n```\n",
                      "搜索：\n\n```js\nlocales: { root: { placeholder: '搜索' } },\n```\n") ==
                 (std::vector<std::string>{"b:locales: { fr: { placeholder: 'Search' } },",
                                           "a:locales: { root: { placeholder: '搜索' } },"}),
             boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(blocks_not_compared) {
  // A side without a block under the lead-in, a block of prose in the edition's language, an
  // indented block, and a line the other edition has under another lead-in.
  BOOST_TEST(Findings("Run:\n\n```sh\nnpm run dev\n```\n", "运行：\n").empty());
  BOOST_TEST(Findings("Write:\n\n```md\n# Title\nSome *text*.\n```\n",
                      "写：\n\n```md\n# 标题\n一些*文字*。\n```\n")
                 .empty());
  BOOST_TEST(Findings("Run:\n\n    npm run dev\n", "运行：\n\n    pnpm dev\n").empty());
  BOOST_TEST(Findings("Build:\n\n```sh\nnpm run build\n```\n\nServe:\n\n```sh\nnpm run dev\n```\n",
                      "构建：\n\n```sh\nnpm run dev\n```\n\n服务：\n\n```sh\nnpm run build\n```\n")
                 .empty());
}

}  // namespace
}  // namespace concord
