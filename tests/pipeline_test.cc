#include "pipeline.h"

#include <unistd.h>

#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "report/writers.h"
#include "test_util.h"
#include "text/unicode.h"

using namespace concord;
using concord::testing::FindingKey;
using concord::testing::ReadFile;
using concord::testing::SourcePath;

namespace {

const std::string kZhPath = "corpus/zh/conclusion.txt";
const std::string kKoPath = "corpus/ko/conclusion.txt";

RuleSet DefaultRules() {
  CheckOptions options;
  options.rules_dir = SourcePath("rules");
  return ActiveRules(options);
}

Report Check(const std::string& zh, const std::string& ko) {
  static const RuleSet rules = DefaultRules();
  return CheckLoaded(testing::MemoryEdition(kZhPath, zh), testing::MemoryEdition(kKoPath, ko),
                     rules, CheckOptions{});
}

// The contract lets a unit's value be cut to 120 characters; concord does.
std::string Cut120(const std::string& s) {
  size_t pos = 0;
  for (int n = 0; n < 120 && pos < s.size(); ++n) NextCodePoint(s, &pos);
  return s.substr(0, pos);
}

std::set<std::string> Keys(const Report& r, Severity at_least = Severity::kWarning) {
  std::set<std::string> keys;
  for (const Finding& f : r.findings)
    if (f.severity >= at_least) keys.insert(FindingKey(r, f));
  return keys;
}

const std::string& Zh() {
  static const std::string text = ReadFile(SourcePath(kZhPath));
  return text;
}
const std::string& Ko() {
  static const std::string text = ReadFile(SourcePath(kKoPath));
  return text;
}

std::string Replace(std::string text, const std::string& from, const std::string& to) {
  size_t pos = text.find(from);
  BOOST_REQUIRE_MESSAGE(pos != std::string::npos, "fixture text not found: " << from);
  return text.replace(pos, from.size(), to);
}

// What a mutation adds to (or removes from) the findings of the unmodified pair.
std::set<std::string> Added(const Report& before, const Report& after) {
  std::set<std::string> b = Keys(before), a = Keys(after), out;
  for (const auto& k : a)
    if (!b.count(k)) out.insert("+" + k);
  for (const auto& k : b)
    if (!a.count(k)) out.insert("-" + k);
  return out;
}

BOOST_AUTO_TEST_CASE(corpus_pair_reports_exactly_the_known_drift) {
  Report r = Check(Zh(), Ko());
  std::set<std::string> expected = {
      "name|Noam Shazeer|a|13|5",
      "list-item|" +
          Cut120("ezyang’s blog: PyTorch 리드가 sharding + PyTorch 전반을 다루는 블로그로, "
                 "PyTorch 내부 구조 가이드와 sharding된 행렬 곱셈 해설이 있다. 그 밖에도 좋은 "
                 "글이 많다.") +
          "|a|0|29",
      "list-item|" +
          Cut120("The Anatomy of Collective Communication: 이 책의 정신에 맞게 GPU와 TPU의 "
                 "collective를 잘 풀어낸 글. N-D collective와 GPU collective에 관해서는 이 "
                 "책보다 더 나은 설명을 담고 있다.") +
          "|a|0|30",
      "heading|结论与延伸阅读|b|1|0",
      "paragraph|Part 11 of How To Scale Your Model (第10部分：JAX | 第12部分：GPU)|b|3|0",
  };
  BOOST_TEST(Keys(r) == expected, boost::test_tools::per_element());
  // All findings, info included, are those five: nothing about kernel, inference, Stanford…
  BOOST_TEST(r.findings.size() == 5u);
}

BOOST_AUTO_TEST_CASE(corpus_pair_aligns_every_other_unit_one_to_one) {
  Report r = Check(Zh(), Ko());
  std::string lines = testing::BeadLines(r);
  BOOST_TEST(lines.rfind("a1:- a3:- a5:b1 a7:b2 a9:b3", 0) == 0u, lines);
  BOOST_TEST(lines.find("a42:b28 -:b29 -:b30 a44:b31") != std::string::npos, lines);
  BOOST_TEST(lines.size() >= 14u);
  BOOST_TEST(lines.substr(lines.size() - 7) == "a48:b33", lines);
  int pairs = 0;
  for (const Bead& b : r.alignment) pairs += b.a.size() == 1 && b.b.size() == 1;
  BOOST_TEST(pairs == 31);
}

BOOST_AUTO_TEST_CASE(json_output_matches_golden_file) {
  BOOST_REQUIRE(chdir(CONCORD_SOURCE_DIR) == 0);
  CheckOptions options;
  options.rules_dir = "rules";
  Report r = CheckEditions(kZhPath, kKoPath, options);
  std::ostringstream json;
  WriteJsonCheck(r, {}, json);
  BOOST_TEST(json.str() == ReadFile(SourcePath("tests/golden/corpus.json")));
  // Byte-identical when run again.
  std::ostringstream again;
  WriteJsonCheck(CheckEditions(kZhPath, kKoPath, options), {}, again);
  BOOST_TEST(again.str() == json.str());
}

// The JSON writer streams the report instead of building one nlohmann::json document; its
// bytes must stay those of nlohmann's dump(2), escapes and numbers included.
BOOST_AUTO_TEST_CASE(streamed_json_is_what_nlohmann_would_write) {
  BOOST_REQUIRE(chdir(CONCORD_SOURCE_DIR) == 0);
  CheckOptions options;
  options.rules_dir = "rules";
  Report r = CheckEditions(kZhPath, kKoPath, options);
  BOOST_REQUIRE(!r.findings.empty());
  // Strings that need escaping, and a path that is not UTF-8 (replaced by U+FFFD).
  r.findings[0].value = "quote \" backslash \\ tab \t nl \n cr \r bell \x07 del \x7f \x01 ’ 感谢";
  r.findings[0].message = std::string("ctrl \x1f \b \f end");
  r.a.path = "bad\xFFpath";
  r.alignment[0].score = 0.8700000000000001;
  r.alignment[1].score = 1.0 / 3;
  r.suppressed = 2;
  std::ostringstream out;
  WriteJsonCheck(r, {}, out);
  auto parsed = nlohmann::ordered_json::parse(out.str());
  BOOST_TEST(out.str() == parsed.dump(2) + "\n");
  BOOST_TEST(parsed["findings"][0]["value"] == r.findings[0].value);
  BOOST_TEST(parsed["editions"][0]["path"] == "bad\uFFFDpath");
  std::ostringstream align;
  WriteJsonAlign(r, {}, align);
  BOOST_TEST(align.str() == nlohmann::ordered_json::parse(align.str()).dump(2) + "\n");
}

struct Mutation {
  const char* name;
  bool in_zh;  // edit the zh edition (else ko)
  const char* from;
  const char* to;
  std::set<std::string> expected;  // findings added (+) or removed (-)
};

BOOST_AUTO_TEST_CASE(single_edits_give_exactly_their_finding) {
  const Mutation kMutations[] = {
      {"drop a name from a credits list",
       true,
       "Reiner Pope 和 Blake",
       "和 Blake",
       {"+name|Reiner Pope|a|13|5"}},
      {"change a digit of 2211.05102",
       false,
       "[2211.05102]",
       "[2211.05112]",
       {"+number|2211.05102|b|38|24", "+number|2211.05112|a|38|24"}},
      {"change the email in its obfuscated form",
       true,
       "jacobaustin123 [at] gmail [dot] com",
       "jacobaustin124 [at] gmail [dot] com",
       {"+email|jacobaustin124@gmail.com|b|48|33", "+email|jacobaustin123@gmail.com|a|48|33"}},
      {"delete a reading-list item",
       true,
       "• How to Optimize a CUDA Matmul Kernel for cuBLAS-like Performance: a Worklog：虽然是 GPU "
       "和 "
       "CUDA 特定的，这是一篇优秀的博客文章，展示了如何在 CUDA 中优化 matmul "
       "内核。这可能是深入了解 TPU 和 "
       "GPU 差异的好方式。\n",
       "",
       {"+list-item|" +
        Cut120("How to Optimize a CUDA Matmul Kernel for cuBLAS-like Performance: a Worklog: "
               "GPU·CUDA에 특화된 글이긴 하지만, CUDA에서 matmul kernel을 최적화하는 과정을") +
        "|a|0|21"}},
      {"mistype a reference title",
       false,
       "Efficiently Scaling Transformer Inference:",
       "Efficiently Scaling Transformers Inference:",
       {"+title|Efficiently Scaling Transformer Inference|b|38|24",
        "+title|Efficiently Scaling Transformers Inference|a|38|24"}},
      {"add the missing name to zh",
       true,
       "James Bradbury、Reiner Pope 和",
       "James Bradbury、Reiner Pope、Noam Shazeer 和",
       {"-name|Noam Shazeer|a|13|5"}},
  };
  const Report base = Check(Zh(), Ko());
  for (const Mutation& m : kMutations) {
    BOOST_TEST_CONTEXT(m.name) {
      std::string zh = m.in_zh ? Replace(Zh(), m.from, m.to) : Zh();
      std::string ko = m.in_zh ? Ko() : Replace(Ko(), m.from, m.to);
      Report r = Check(zh, ko);
      BOOST_TEST(Added(base, r) == m.expected, boost::test_tools::per_element());
    }
  }
}

BOOST_AUTO_TEST_CASE(splitting_a_paragraph_adds_no_finding_and_a_two_unit_bead) {
  const std::string from = "이 분야가 공부하고 연구하기에";
  std::string ko = Replace(Ko(), from, "\n" + from);  // ko:31 becomes ko:31 + ko:32
  const Report base = Check(Zh(), Ko());
  Report r = Check(Zh(), ko);
  BOOST_TEST(Added(base, r).empty());
  BOOST_TEST(testing::BeadLines(r).find("a44:b31+") != std::string::npos, testing::BeadLines(r));
}

BOOST_AUTO_TEST_CASE(editions_in_either_order_give_mirrored_findings) {
  Report r = CheckLoaded(testing::MemoryEdition(kKoPath, Ko()),
                         testing::MemoryEdition(kZhPath, Zh()), DefaultRules(), CheckOptions{});
  std::set<std::string> kinds;
  for (const Finding& f : r.findings)
    kinds.insert(f.kind + "|" + f.value.substr(0, 12) + "|" + std::string(SideName(f.missing_in)));
  BOOST_TEST(kinds.count("name|Noam Shazeer|b") == 1u);
  BOOST_TEST(kinds.count("heading|结论与延|a") == 1u);
  BOOST_TEST(r.findings.size() == 5u);
}

// A made-up page `name` in English (en/name) and Chinese (zh/name), checked with the default
// rules.
Report CheckEnglishChinese(const std::string& name, const std::string& en, const std::string& zh) {
  return CheckLoaded(testing::MemoryEdition("en/" + name, en, "en"),
                     testing::MemoryEdition("zh/" + name, zh, "zh"), DefaultRules(),
                     CheckOptions{});
}

// An English source and its Chinese translation: entity parity with the English edition
// compares what a translation keeps. The translator renders Google Cloud, Kubernetes,
// Kustomize and the guide's name in Chinese and keeps Jacob Austin: clean. A changed number is
// still found; a name dropped from one unit that the translation writes in another unit of
// the document is its vocabulary (phrasing, "the notes"), not drift (scope document).
BOOST_AUTO_TEST_CASE(english_source_and_a_translation_that_renders_names) {
  const std::string en =
      "# Getting Started with Kustomize\n\n"
      "Google Cloud runs the Kubernetes HTTP API for you. See the Installation Guide, Quillmore "
      "Brandtsen and the notes by Jacob Austin.\n\n"
      "Run `kustomize build overlays/prod` to render 3 manifests, or read "
      "[the Kustomize docs](https://kubectl.docs.example.io/kustomize/).\n\n"
      "Written by Jacob Austin. Questions go to ops@example.com.\n";
  const std::string zh =
      "# 定制工具入门\n\n"
      "谷歌云为你运行库伯内特斯 HTTP API。请参阅安装指南、奎尔莫尔·布兰特森和 Jacob Austin "
      "的笔记。\n\n"
      "运行 `kustomize build overlays/prod` 渲染 3 个清单，或阅读"
      "[定制工具文档](https://kubectl.docs.example.io/kustomize/)。\n\n"
      "作者 Jacob Austin。问题请发送至 ops@example.com。\n";
  auto check = [](const std::string& a, const std::string& b) {
    return CheckEnglishChinese("guide.md", a, b);
  };
  Report clean = check(en, zh);
  BOOST_TEST(Keys(clean, Severity::kInfo).empty(), boost::test_tools::per_element());
  std::string drift = Replace(zh, "和 Jacob Austin 的笔记", "和笔记");
  drift = Replace(drift, "渲染 3 个", "渲染 4 个");
  BOOST_TEST(Keys(check(en, drift)) == (std::set<std::string>{"number|3|b|5|5", "number|4|a|5|5"}),
             boost::test_tools::per_element());
}

// A paragraph one edition left in English where the other translated it is one finding, of
// the untranslated rule: a name of its English that the translation lacks is its translator's
// to render (though the translation keeps the paragraph's other names in Latin), so it is no
// finding of its own. A number it lacks still is; and with the untranslated rule off, the name
// is reported again.
BOOST_AUTO_TEST_CASE(a_unit_left_untranslated_is_one_finding_not_one_per_name) {
  const std::string zh =
      "安装指南\n\n"
      "本指南介绍如何安装插件。\n\n"
      "在 Google Cloud Shell 或 Visual Studio Code 中运行安装程序并等待它完成，然后打开设置页面"
      "并保存 3 个选项。\n";
  const std::string ko =
      "설치 가이드\n\n"
      "이 가이드는 플러그인을 설치하는 방법을 설명합니다.\n\n"
      "Run the installer of Quillmore Brandtsen in Google Cloud Shell or Visual Studio Code and "
      "wait for it to finish, then open the settings page and save the 4 options.\n";
  // The findings' rules and kinds, with the default rules and `disable` turned off; the
  // editions' languages given (the Korean one is mostly English).
  auto rules_of = [&](std::vector<std::string> disable) {
    CheckOptions options;
    options.rules_dir = SourcePath("rules");
    options.disable = std::move(disable);
    const Report r = CheckLoaded(testing::MemoryEdition(kZhPath, zh, "zh"),
                                 testing::MemoryEdition(kKoPath, ko, "ko"), ActiveRules(options),
                                 CheckOptions{});
    std::multiset<std::string> out;
    for (const Finding& f : r.findings) out.insert(f.rule + "|" + f.kind);
    return out;
  };
  BOOST_TEST(rules_of({}) == (std::multiset<std::string>{"numbers|number", "numbers|number",
                                                         "untranslated|paragraph"}),
             boost::test_tools::per_element());
  BOOST_TEST(rules_of({"untranslated"}) ==
                 (std::multiset<std::string>{"names|name", "numbers|number", "numbers|number"}),
             boost::test_tools::per_element());
}

// A translation that runs a list into its lead-in's line has the list's items: none is
// reported missing, and an item it drops still is.
BOOST_AUTO_TEST_CASE(list_run_into_a_line_pairs_its_items) {
  const std::string en =
      "# Tunnels\n\nForward a port of the remote machine to your own.\n\n**Parameters**:\n\n"
      "- **local_port**: the port on your machine\n"
      "- **remote_host**: the host that runs the service\n"
      "- **user**: your account on the server\n\nThen open the console.\n";
  const std::string zh =
      "# 隧道\n\n将远程机器的端口转发到本机。\n\n**参数**: - **local_port**: 本机上的端口 - "
      "**remote_host**: 运行服务的主机 - **user**: 服务器上的账户\n\n然后打开控制台。\n";
  auto check = [](const std::string& a, const std::string& b) {
    return CheckEnglishChinese("tunnel.md", a, b);
  };
  BOOST_TEST(Keys(check(en, zh)).empty(), boost::test_tools::per_element());
  const std::string dropped = Replace(zh, " - **remote_host**: 运行服务的主机", "");
  BOOST_TEST(
      Keys(check(en, dropped)) ==
          (std::set<std::string>{"list-item|remote_host: the host that runs the service|b|8|0"}),
      boost::test_tools::per_element());
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// Front matter (tests/fixtures/front-matter): what each construct gives end to end.

namespace {

Report CheckFixture(const std::string& dir) {
  CheckOptions options;
  options.rules_dir = SourcePath("rules");
  const std::string base = SourcePath("tests/fixtures/front-matter/" + dir);
  return CheckEditions(base + "/zh.md", base + "/en.md", options);
}

// "rule|kind|missing_in|a_line|b_line" of each finding, lines as the writers show them.
std::multiset<std::string> FileKeys(const Report& r) {
  std::multiset<std::string> out;
  for (const Finding& f : r.findings)
    out.insert(f.rule + "|" + f.kind + "|" + std::string(SideName(f.missing_in)) + "|" +
               std::to_string(FindingLine(r.a, f, Side::kA).value_or(0)) + "|" +
               std::to_string(FindingLine(r.b, f, Side::kB).value_or(0)));
  return out;
}

bool AnyUnitIn(const Edition& e, int first, int last) {
  for (const Unit& u : e.units)
    if (u.line >= first && u.line <= last) return true;
  return false;
}

}  // namespace

BOOST_AUTO_TEST_CASE(front_matter_damaged_closing_is_one_finding_and_no_yaml_units) {
  Report r = CheckFixture("damaged-closing");
  BOOST_TEST(FileKeys(r) == (std::multiset<std::string>{"front-matter|front-matter|a|1|0"}),
             boost::test_tools::per_element());
  BOOST_TEST(r.findings.front().message ==
             "front matter is not closed; line 12 starts with '---' followed by text");
  BOOST_TEST(SeverityName(r.findings.front().severity) == "error");
  // Lines 2–11 are YAML: only the title (line 3) is a unit there; line 12 is body text.
  BOOST_TEST(!AnyUnitIn(r.a, 4, 11));
  BOOST_TEST(r.a.units.size() == r.b.units.size());
  BOOST_TEST(r.a.units[1].line == 12);
  BOOST_TEST(r.a.units[1].text.find("---") == std::string::npos);
  // Every writer shows it at its line.
  for (const char* format : {"text", "json", "sarif", "github", "html"}) {
    BOOST_TEST_CONTEXT(format) {
      std::ostringstream out;
      FindWriter(format)->check(r, {}, out);
      BOOST_TEST(out.str().find("front matter is not closed") != std::string::npos);
    }
  }
  std::ostringstream text;
  FindWriter("text")->check(r, {}, text);
  BOOST_TEST(text.str().find("damaged-closing/zh.md:1\n") != std::string::npos, text.str());
}

BOOST_AUTO_TEST_CASE(front_matter_description_is_a_unit_compared_across_editions) {
  Report r = CheckFixture("description");
  BOOST_TEST(FileKeys(r) == (std::multiset<std::string>{"units|front-matter|a|0|3"}),
             boost::test_tools::per_element());
  BOOST_TEST(r.findings.front().value == "A short guide to counting sheep before sleep.");
}

BOOST_AUTO_TEST_CASE(front_matter_page_starting_with_a_thematic_break_is_unchanged) {
  Report r = CheckFixture("thematic-break");
  BOOST_TEST(r.findings.empty());
  BOOST_TEST(!r.a.front_matter_defect);
  BOOST_TEST(r.a.units.size() == 3u);
  BOOST_TEST(r.a.units[1].line == 5);  // the "---…" line is a paragraph
}

BOOST_AUTO_TEST_CASE(front_matter_yaml_error_is_a_finding_with_its_line) {
  Report r = CheckFixture("yaml-error");
  std::multiset<std::string> keys = FileKeys(r);
  BOOST_TEST(keys.count("front-matter|front-matter|a|4|0") == 1u);
  BOOST_TEST(!AnyUnitIn(r.a, 1, 5));
}

// A block is a run of findings about units without counterpart that follow each other on the
// present side, forward only: the beads of a moved section (align/sections.h) may stand before
// units of that edition that come earlier, and a unit there starts a block of its own.
BOOST_AUTO_TEST_CASE(blocks_run_forward_on_the_present_side) {
  concord::Report report;
  concord::Bead late;  // a B unit of a section placed elsewhere
  late.b = {7};
  late.moved = true;
  concord::Bead early, next;
  early.b = {2};
  next.b = {3};
  report.alignment = {late, early, next};
  for (int k = 0; k < 3; ++k) {
    concord::Finding f;
    f.missing_in = concord::Side::kA;
    f.bead = k;
    f.b_unit = report.alignment[static_cast<size_t>(k)].b.front();
    report.findings.push_back(f);
  }
  BOOST_TEST(concord::NumberBlocks(&report) == 3);  // the next block's id
  BOOST_TEST(report.findings[0].block == 1);
  BOOST_TEST(report.findings[1].block == 2);
  BOOST_TEST(report.findings[2].block == 2);
}
