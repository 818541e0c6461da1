// Reports at scale (issue 17 items 7, 9, 10), end to end through the executable on small
// made-up trees: missing documents folded per directory in text output (--list-missing lists
// each, JSON keeps every one); baselines (stale entries counted, --prune-baseline, a malformed
// file's path:line:col, an inline suppression naming an unknown rule); the GitHub step summary;
// the HTML of a tree as pages; SARIF's helpUri, suppressions and per-edition fingerprints.

#include <boost/test/unit_test.hpp>
#include <cstdlib>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "base/error.h"
#include "report/docs_url.h"
#include "rules/suppression.h"
#include "test_util.h"

namespace fs = std::filesystem;
using concord::testing::Has;
using concord::testing::ReadFile;
using concord::testing::RunConcord;
using concord::testing::TempDir;

namespace {

// en/ and zh/ editions: blog/ has three posts, zh one of them; docs/ has three pages in both
// and a fourth only in English; one page at the top level only in English.
void WriteFloodTree(const TempDir& t) {
  for (int i = 1; i <= 3; ++i) {
    t.Write("en/blog/p" + std::to_string(i) + ".md", "Post number " + std::to_string(i) + ".\n");
    t.Write("en/docs/d" + std::to_string(i) + ".md", "Page " + std::to_string(i) + ".\n");
    t.Write("zh/docs/d" + std::to_string(i) + ".md", "第" + std::to_string(i) + "页。\n");
  }
  t.Write("zh/blog/p1.md", "第1篇。\n");
  t.Write("en/docs/d4.md", "Only in English.\n");
  t.Write("en/index.md", "Home.\n");
}

// A pair whose English edition has two addresses the Chinese lacks: two `urls` findings.
void WritePairWithUrls(const TempDir& t, const std::string& en_extra = "") {
  t.Write("en/a.md", en_extra +
                         "Read https://example.com/one first.\n\n"
                         "Then read https://example.com/two as well.\n");
  t.Write("zh/a.md", "先读第一篇。\n\n然后再读第二篇。\n");
}

}  // namespace

BOOST_AUTO_TEST_CASE(text_folds_a_directory_an_edition_mostly_lacks) {
  TempDir t;
  WriteFloodTree(t);
  const std::string cwd = t.path.string();
  auto folded = RunConcord({"check", "--color", "never", "en", "zh"}, cwd);
  BOOST_TEST(folded.status == 1);
  BOOST_TEST(Has(folded.out, "blog/ — zh lacks 2 of 3 documents under it"), folded.out);
  BOOST_TEST(!Has(folded.out, "blog/p2.md"), folded.out);
  // docs/ lacks 1 of 4, the top level 1 of 1: each document on its own.
  BOOST_TEST(Has(folded.out, "docs/d4.md — missing document in zh"), folded.out);
  BOOST_TEST(Has(folded.out, "index.md — missing document in zh"), folded.out);
  BOOST_TEST(Has(folded.out, "4 errors, 0 warnings, 0 infos in 8 documents"), folded.out);
  auto listed = RunConcord({"check", "--color", "never", "--list-missing", "en", "zh"}, cwd);
  BOOST_TEST(Has(listed.out, "blog/p2.md — missing document in zh"), listed.out);
  BOOST_TEST(Has(listed.out, "blog/p3.md — missing document in zh"), listed.out);
  BOOST_TEST(!Has(listed.out, "lacks"), listed.out);
  auto json = RunConcord({"check", "--format", "json", "en", "zh"}, cwd);
  BOOST_TEST(nlohmann::json::parse(json.out)["missing_documents"].size() == 4u);
}

BOOST_AUTO_TEST_CASE(stale_baseline_entries_are_counted_and_pruned) {
  TempDir t;
  WritePairWithUrls(t);
  const std::string cwd = t.path.string(), base = (t.path / "base.json").string();
  BOOST_REQUIRE(RunConcord({"check", "--write-baseline", base, "en/a.md", "zh/a.md"}, cwd).status ==
                0);
  BOOST_REQUIRE(nlohmann::json::parse(ReadFile(base))["findings"].size() == 2u);
  // The second address is dropped from English: its entry matches nothing now.
  t.Write("en/a.md", "Read https://example.com/one first.\n\nThen read the second as well.\n");
  auto noted = RunConcord({"check", "--baseline", base, "en/a.md", "zh/a.md"}, cwd);
  BOOST_TEST(noted.status == 0, noted.err);
  BOOST_TEST(Has(noted.err,
                 "base.json: 1 of 2 baseline entries matched no finding (stale); "
                 "run with --prune-baseline to remove them"),
             noted.err);
  // A rule that did not run looks for nothing: its entries are not stale.
  auto disabled =
      RunConcord({"check", "--baseline", base, "--disable", "urls", "en/a.md", "zh/a.md"}, cwd);
  BOOST_TEST(!Has(disabled.err, "stale"), disabled.err);
  auto pruned =
      RunConcord({"check", "--baseline", base, "--prune-baseline", "en/a.md", "zh/a.md"}, cwd);
  BOOST_TEST(pruned.status == 0, pruned.err);
  BOOST_TEST(Has(pruned.err, "base.json: removed 1 stale entry, 1 kept"), pruned.err);
  auto entries = nlohmann::json::parse(ReadFile(base))["findings"];
  BOOST_REQUIRE(entries.size() == 1u);
  BOOST_TEST(entries[0]["value"].get<std::string>() == "https://example.com/one");
  auto again = RunConcord({"check", "--baseline", base, "en/a.md", "zh/a.md"}, cwd);
  BOOST_TEST(again.status == 0);
  BOOST_TEST(again.err.empty(), again.err);
  auto alone = RunConcord({"check", "--prune-baseline", "en/a.md", "zh/a.md"}, cwd);
  BOOST_TEST(alone.status == 2);
  BOOST_TEST(Has(alone.err, "--prune-baseline: no baseline to prune"), alone.err);
}

// The baseline concord.yml names is one to prune too: the note concord prints about it can be
// followed as it says.
BOOST_AUTO_TEST_CASE(the_projects_baseline_is_pruned) {
  TempDir t;
  WritePairWithUrls(t);
  const std::string cwd = t.path.string();
  t.Write("concord.yml", "editions: [en, zh]\nlayout: \"{lang}/{path}\"\nbaseline: base.json\n");
  BOOST_REQUIRE(RunConcord({"check", "--write-baseline", "base.json"}, cwd).status == 0);
  t.Write("en/a.md", "Read https://example.com/one first.\n\nThen read the second as well.\n");
  auto noted = RunConcord({"check"}, cwd);
  BOOST_TEST(Has(noted.err, "run with --prune-baseline to remove them"), noted.err);
  auto pruned = RunConcord({"check", "--prune-baseline"}, cwd);
  BOOST_TEST(pruned.status == 0, pruned.err);
  BOOST_TEST(Has(pruned.err, "base.json: removed 1 stale entry, 1 kept"), pruned.err);
  BOOST_TEST(nlohmann::json::parse(ReadFile(t.path / "base.json"))["findings"].size() == 1u);
}

// --write-baseline records every finding of the run, those the --baseline it read accepted
// too: writing a new baseline beside the old one loses no accepted finding.
BOOST_AUTO_TEST_CASE(a_baseline_written_beside_one_read_keeps_its_findings) {
  TempDir t;
  WritePairWithUrls(t);
  const std::string cwd = t.path.string();
  BOOST_REQUIRE(
      RunConcord({"check", "--write-baseline", "old.json", "en/a.md", "zh/a.md"}, cwd).status == 0);
  BOOST_REQUIRE(nlohmann::json::parse(ReadFile(t.path / "old.json"))["findings"].size() == 2u);
  auto run = RunConcord(
      {"check", "--baseline", "old.json", "--write-baseline", "new.json", "en/a.md", "zh/a.md"},
      cwd);
  BOOST_TEST(run.status == 0, run.err);
  BOOST_TEST(ReadFile(t.path / "new.json") == ReadFile(t.path / "old.json"));
}

BOOST_AUTO_TEST_CASE(malformed_baseline_names_its_line_and_column) {
  TempDir t;
  auto error_of = [&](const std::string& text) {
    const std::string path = t.Write("base.json", text);
    try {
      concord::LoadBaseline(path);
    } catch (const concord::InputError& e) {
      return std::string(e.what()).substr(t.path.string().size() + 1);
    }
    return std::string("no error");
  };
  std::string e = error_of("{\"version\": 1,\n \"findings\": [,]}\n");
  BOOST_TEST(e.starts_with("base.json:2:15: invalid JSON: syntax error"), e);
  BOOST_TEST(!Has(e, "json.exception"), e);
  e = error_of(
      "{\"version\": 1,\n \"findings\": [\n  {\"rule\": \"urls\", \"kind\": \"url\", \"value\": "
      "\"x\", \"unit\": \"0\"},\n  {\"rule\": \"urls\", \"kind\": \"url\"}\n]}\n");
  BOOST_TEST(e == "base.json:4:3: findings[1]: expected a string \"value\"", e);
  e = error_of("{\"version\": 2, \"findings\": []}");
  BOOST_TEST(e == "base.json:1:1: not a concord baseline: expected \"version\": 1", e);
  // Through the executable: exit 2 with the place, no library exception text.
  auto run = RunConcord({"check", "--baseline", t.Write("bad.json", "{\n  \"version\": 1,\n  x\n}"),
                         "corpus/zh/conclusion.txt", "corpus/ko/conclusion.txt"});
  BOOST_TEST(run.status == 2);
  BOOST_TEST(Has(run.err, "bad.json:3:3: invalid JSON"), run.err);
}

BOOST_AUTO_TEST_CASE(inline_suppression_of_an_unknown_rule_is_a_warning) {
  TempDir t;
  WritePairWithUrls(t, "<!-- concord-disable-next-line nmaes -->\nAda Byron wrote it.\n\n");
  const std::string cwd = t.path.string();
  auto run = RunConcord({"check", "en/a.md", "zh/a.md"}, cwd);
  BOOST_TEST(Has(run.err,
                 "concord: warning: en/a.md:2: inline suppression names unknown rule "
                 "'nmaes' (did you mean 'names'?)"),
             run.err);
  // A rule that exists, though turned off, is no typo.
  WritePairWithUrls(t, "<!-- concord-disable-next-line terms -->\nAda Byron wrote it.\n\n");
  auto known = RunConcord({"check", "en/a.md", "zh/a.md"}, cwd);
  BOOST_TEST(!Has(known.err, "unknown rule"), known.err);
  // Nor is a rule turned back on after all were off; one misspelled there turns nothing on.
  WritePairWithUrls(
      t, "<!-- concord-disable -->\n<!-- concord-enable numbrs -->\nAda Byron wrote it.\n\n");
  auto enabled = RunConcord({"check", "en/a.md", "zh/a.md"}, cwd);
  BOOST_TEST(Has(enabled.err,
                 "inline suppression names unknown rule 'numbrs' (did you mean 'numbers'?); it "
                 "turns nothing on"),
             enabled.err);
}

BOOST_AUTO_TEST_CASE(step_summary_is_appended_when_annotations_overflow) {
  TempDir t;
  for (int i = 1; i <= 12; ++i) t.Write("en/p" + std::to_string(i) + ".md", "Page.\n");
  t.Write("zh/p1.md", "页。\n");
  const std::string cwd = t.path.string();
  const std::string summary = t.Write("summary.md", "earlier step\n");
  setenv("GITHUB_STEP_SUMMARY", summary.c_str(), 1);
  RunConcord({"check", "en", "zh"}, cwd);  // only --format github writes one
  BOOST_TEST(ReadFile(summary) == "earlier step\n");
  auto github = RunConcord({"check", "--format", "github", "en", "zh"}, cwd);
  BOOST_TEST(github.status == 1);
  const std::string md = ReadFile(summary);
  BOOST_TEST(md.starts_with("earlier step\n### concord: 11 findings"), md);
  BOOST_TEST(Has(md, "| [missing-document](" + concord::RuleDocsUrl("missing-document") +
                         ") | 11 | 0 | 0 |"),
             md);
  BOOST_TEST(Has(md, "| `en/p10.md` | 1 |"), md);
  BOOST_TEST(Has(md, "- **error** `en/p10.md:1` document p10.md is missing in the zh edition"), md);
  // Ten errors fit in the annotations: nothing appended.
  fs::remove(t.path / "en/p12.md");
  t.Write("summary.md", "");
  RunConcord({"check", "--format", "github", "en", "zh"}, cwd);
  BOOST_TEST(ReadFile(summary).empty());
  // One more: the summary again.
  t.Write("en/p12.md", "Page.\n");
  RunConcord({"check", "--format", "github", "en", "zh"}, cwd);
  BOOST_TEST(ReadFile(summary).starts_with("### concord: 11 findings"));
  unsetenv("GITHUB_STEP_SUMMARY");
}

BOOST_AUTO_TEST_CASE(html_of_a_tree_as_pages_with_o_directory) {
  TempDir t;
  WriteFloodTree(t);
  const std::string cwd = t.path.string();
  auto run = RunConcord({"check", "--format", "html", "-o", "report/", "en", "zh"}, cwd);
  BOOST_TEST(run.status == 1, run.err);
  const std::string index = ReadFile((t.path / "report/index.html").string());
  BOOST_TEST(Has(index, "href=\"d0.html#d0\""), index.substr(0, 2000));
  BOOST_TEST(!Has(index, "class=\"pair-report\""));  // the pairs are on the documents' pages
  BOOST_TEST(Has(index, "Missing documents"));
  size_t pages = 0;
  for (const auto& entry : fs::directory_iterator(t.path / "report"))
    pages += entry.path().filename().string().starts_with("d");
  BOOST_TEST(pages == 8u);  // one per document
  const std::string page = ReadFile((t.path / "report/d4.html").string());
  BOOST_TEST(Has(page, "id=\"d4-p0\""), page.substr(0, 2000));
  BOOST_TEST(Has(page, "href=\"index.html\""));
  // -o FILE keeps one page with every section.
  RunConcord({"check", "--format", "html", "-o", "one.html", "en", "zh"}, cwd);
  BOOST_TEST(Has(ReadFile((t.path / "one.html").string()), "class=\"pair-report\""));
}

// The pages' directory is made before the run, as a report file is opened: a destination that
// cannot be made is the error reported, before any document is read (here the first read
// would fail on --max-file-size).
BOOST_AUTO_TEST_CASE(html_pages_directory_that_cannot_be_made_fails_before_the_run) {
  TempDir t;
  WriteFloodTree(t);
  t.Write("afile", "");
  auto run = RunConcord(
      {"check", "--format", "html", "--max-file-size", "1", "-o", "afile/sub/", "en", "zh"},
      t.path.string());
  BOOST_TEST(run.status == 2);
  BOOST_TEST(run.err ==
             "concord: error: -o afile/sub/: cannot create the directory: Not a directory\n");
  // With a baseline to write no report is written, and no directory made.
  run = RunConcord(
      {"check", "--format", "html", "-o", "pages/", "--write-baseline", "b.json", "en", "zh"},
      t.path.string());
  BOOST_TEST(run.status == 0, run.err);
  BOOST_TEST(!fs::exists(t.path / "pages"));
  // A run that fails after the directories were made leaves none of them behind.
  run = RunConcord(
      {"check", "--format", "html", "--max-file-size", "1", "-o", "out/pages/", "en", "zh"},
      t.path.string());
  BOOST_TEST(run.status == 2);
  BOOST_TEST(!fs::exists(t.path / "out"), run.err);
}

// The SARIF results and the Code Climate issues of a check with a result of each shape they
// write (a missing document, a file finding with its related location, a block of units, entity
// findings, suppressions inline and from a baseline, escapes in messages), byte for byte as the
// writers wrote them when they built each result as an nlohmann value and dumped it (the golden
// files were written by 546a3b1's build; the writers now append the bytes, report/json_stream.h
// JsonText). The SARIF document's head names the tool's version and the machine's paths, and is
// left out. A rule added to the rule set moves `ruleIndex`: write the files again with the old
// and the new build, and compare them before taking the new ones.
BOOST_AUTO_TEST_CASE(writers_output_matches_golden_files) {
  TempDir t;
  std::filesystem::copy(concord::testing::SourcePath("tests/fixtures/writers-golden"), t.path,
                        std::filesystem::copy_options::recursive);
  auto sarif =
      RunConcord({"check", "--no-progress", "--format", "sarif", "--baseline", "baseline.json"},
                 t.path.string());
  BOOST_REQUIRE_MESSAGE(sarif.status == 1, sarif.err);
  const size_t results = sarif.out.find("\"results\": [");
  BOOST_REQUIRE(results != std::string::npos);
  BOOST_TEST(sarif.out.substr(results) ==
             ReadFile(concord::testing::SourcePath("tests/golden/writers-golden.sarif-results")));
  auto codeclimate =
      RunConcord({"check", "--no-progress", "--format", "codeclimate"}, t.path.string());
  BOOST_REQUIRE_MESSAGE(codeclimate.status == 1, codeclimate.err);
  BOOST_TEST(codeclimate.out ==
             ReadFile(concord::testing::SourcePath("tests/golden/writers-golden.codeclimate")));
}

BOOST_AUTO_TEST_CASE(sarif_links_rules_keeps_suppressions_and_tells_editions_apart) {
  TempDir t;
  // en has a paragraph neither zh nor ko has, and an address both lack that a comment accepts.
  t.Write(
      "en/a.md",
      "Intro 1.\n\nA paragraph only English has.\n\n"
      "<!-- concord-disable-next-line urls -->\nSee https://example.com/x for the 2024 plan.\n");
  t.Write("zh/a.md", "介绍 1。\n\n2024 年的计划见说明。\n");
  t.Write("ko/a.md", "소개 1.\n\n2024 년 계획은 설명을 보세요.\n");
  t.Write("concord.yml", "editions: [en, zh, ko]\nlayout: \"{lang}/{path}\"\nsource: en\n");
  auto run = RunConcord({"check", "--format", "sarif"}, t.path.string());
  BOOST_REQUIRE_MESSAGE(run.status == 1, run.err);
  auto sarif = nlohmann::json::parse(run.out)["runs"][0];
  for (const auto& rule : sarif["tool"]["driver"]["rules"])
    BOOST_TEST(rule["helpUri"].get<std::string>() ==
               concord::RuleDocsUrl(rule["id"].get<std::string>()));
  BOOST_TEST(sarif["tool"]["driver"]["informationUri"].get<std::string>().starts_with(
      std::string(concord::kDocsUrl)));
  std::set<std::string> unit_prints;
  size_t units = 0, suppressed = 0;
  for (const auto& r : sarif["results"]) {
    if (r["ruleId"] == "units" && Has(r["message"]["text"].get<std::string>(), "only English")) {
      ++units;
      unit_prints.insert(r["partialFingerprints"]["concordFinding/v2"].get<std::string>());
    }
    if (r.contains("suppressions")) {
      ++suppressed;
      BOOST_TEST(r["ruleId"] == "urls");
      BOOST_TEST(r["suppressions"][0]["kind"] == "inSource");
    }
  }
  BOOST_TEST(units == 2u, run.out);
  BOOST_TEST(unit_prints.size() == 2u);   // zh's and ko's lack differ
  BOOST_TEST(suppressed == 2u, run.out);  // in the zh pair and in the ko pair
}

// A rule's id is its file's name: a space, '(' or '|' in it is percent-encoded in SARIF's
// helpUri and in the step summary's link, which a raw '|' would split into two table cells.
BOOST_AUTO_TEST_CASE(rule_ids_are_percent_encoded_in_help_links) {
  TempDir t;
  t.Write("xr/my nums (v2)|x.yml", ReadFile(concord::testing::SourcePath("rules/numbers.yml")));
  std::string en, zh;  // eleven warnings: more than the annotations show, so a summary is written
  for (int i = 1; i <= 11; ++i) {
    en += "Step " + std::to_string(i) + " takes " + std::to_string(i + 20) + " seconds.\n\n";
    zh += "第 " + std::to_string(i) + " 步需要 " + std::to_string(i + 40) + " 秒。\n\n";
  }
  t.Write("en.md", en);
  t.Write("zh.md", zh);
  const std::string cwd = t.path.string();
  const std::vector<std::string> check = {"check", "en.md",     "zh.md",  "--extra-rules",
                                          "xr",    "--disable", "numbers"};
  auto sarif_args = check;
  sarif_args.insert(sarif_args.end(), {"--format", "sarif"});
  auto run = RunConcord(sarif_args, cwd);
  BOOST_REQUIRE_MESSAGE(run.status == 0, run.err);  // the numbers are warnings
  const std::string encoded = std::string(concord::kDocsUrl) + "rules.md#my%20nums%20%28v2%29%7Cx";
  bool found = false;
  const auto sarif = nlohmann::json::parse(run.out);
  for (const auto& rule : sarif["runs"][0]["tool"]["driver"]["rules"])
    if (rule["id"] == "my nums (v2)|x") found = rule["helpUri"] == encoded;
  BOOST_TEST(found, run.out);
  const std::string summary = t.Write("summary.md", "");
  setenv("GITHUB_STEP_SUMMARY", summary.c_str(), 1);
  auto github_args = check;
  github_args.insert(github_args.end(), {"--format", "github"});
  RunConcord(github_args, cwd);
  unsetenv("GITHUB_STEP_SUMMARY");
  BOOST_TEST(Has(ReadFile(summary), "](" + encoded + ") |"), ReadFile(summary));
}

BOOST_AUTO_TEST_CASE(every_shipped_rule_has_its_help_anchor) {
  const std::string docs = ReadFile(concord::testing::SourcePath("docs/rules.md"));
  std::vector<std::string> ids = {"missing-document"};
  for (const auto& entry : fs::directory_iterator(concord::testing::SourcePath("rules")))
    ids.push_back(entry.path().stem().string());
  for (const std::string& id : ids) {
    const std::string anchor = "<a id=\"" + id + "\"></a>";
    BOOST_TEST(Has(docs, anchor), "docs/rules.md lacks " << anchor << " for helpUri");
  }
}
