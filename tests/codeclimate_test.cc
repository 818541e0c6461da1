// `--format codeclimate` (issue 18 item 6), end to end through the executable on small made-up
// editions and trees: every issue is checked against the fields GitLab Code Quality documents
// (description, check_name, fingerprint, severity, location.path, location.lines.begin), with
// their types, GitLab's severity values, lines counted from 1 and fingerprints unique.

#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>
#include <set>
#include <string>

#include "test_util.h"

using concord::testing::Has;
using concord::testing::RunConcord;
using concord::testing::TempDir;
using Json = nlohmann::json;

namespace {

// Parses `out` and checks it is an array of issues as GitLab reads them; returns it.
Json ValidIssues(const std::string& out) {
  Json issues = Json::parse(out);
  BOOST_REQUIRE(issues.is_array());
  const std::set<std::string> severities = {"info", "minor", "major", "critical", "blocker"};
  std::set<std::string> prints;
  for (const Json& i : issues) {
    BOOST_REQUIRE(i.is_object());
    for (const char* key : {"description", "check_name", "fingerprint", "severity"}) {
      BOOST_REQUIRE_MESSAGE(i.contains(key) && i[key].is_string(), key << " in " << i.dump());
      BOOST_TEST(!i[key].get<std::string>().empty(), key << " in " << i.dump());
    }
    BOOST_TEST(severities.count(i["severity"].get<std::string>()) == 1u, i.dump());
    BOOST_TEST(prints.insert(i["fingerprint"].get<std::string>()).second, "repeated: " << i.dump());
    BOOST_REQUIRE(i.contains("location") && i["location"].is_object());
    const Json& where = i["location"];
    BOOST_REQUIRE(where.contains("path") && where["path"].is_string());
    const std::string path = where["path"];
    BOOST_TEST(!path.empty());
    BOOST_TEST(path.front() != '/', "not relative: " << path);
    BOOST_REQUIRE(where.contains("lines") && where["lines"].is_object());
    BOOST_REQUIRE(where["lines"].contains("begin") && where["lines"]["begin"].is_number_integer());
    BOOST_TEST(where["lines"]["begin"].get<int>() >= 1, i.dump());
  }
  return issues;
}

// The issues of `issues` with check_name `rule`.
std::vector<Json> Named(const Json& issues, const std::string& rule) {
  std::vector<Json> out;
  for (const Json& i : issues)
    if (i["check_name"] == rule) out.push_back(i);
  return out;
}

}  // namespace

BOOST_AUTO_TEST_CASE(a_pair_gives_one_issue_per_finding_in_force) {
  TempDir t;
  // zh lacks two addresses; a third it lacks is accepted by a comment and not written.
  t.Write("en/a.md",
          "Read https://example.com/one first.\n\n"
          "Then read https://example.com/two as well.\n\n"
          "<!-- concord-disable-next-line urls -->\nAnd https://example.com/three at last.\n");
  t.Write("zh/a.md", "先读第一篇。\n\n然后再读第二篇。\n\n最后读第三篇。\n");
  auto run =
      RunConcord({"check", "--format", "codeclimate", "--fail-on", "warning", "en/a.md", "zh/a.md"},
                 t.path.string());
  BOOST_REQUIRE_MESSAGE(run.status == 1, run.err);
  Json issues = ValidIssues(run.out);
  std::vector<Json> urls = Named(issues, "urls");
  BOOST_REQUIRE_EQUAL(urls.size(), 2u);
  BOOST_TEST(!Has(run.out, "three"), run.out);
  for (const Json& i : urls) {
    BOOST_TEST(i["location"]["path"] == "zh/a.md");  // the edition that has to change
    BOOST_TEST(i["severity"] == "minor");            // urls is a warning
  }
  BOOST_TEST(urls[0]["location"]["lines"]["begin"] == 1);
  BOOST_TEST(urls[1]["location"]["lines"]["begin"] == 3);
  // The same run again: the same fingerprints, so GitLab sees nothing new.
  auto again =
      RunConcord({"check", "--format", "codeclimate", "--fail-on", "warning", "en/a.md", "zh/a.md"},
                 t.path.string());
  BOOST_TEST(again.out == run.out);
}

BOOST_AUTO_TEST_CASE(no_findings_is_an_empty_array) {
  TempDir t;
  t.Write("en/a.md", "Read https://example.com/one first.\n");
  t.Write("zh/a.md", "先读 https://example.com/one 第一篇。\n");
  auto run =
      RunConcord({"check", "--format", "codeclimate", "en/a.md", "zh/a.md"}, t.path.string());
  BOOST_TEST(run.status == 0, run.err);
  BOOST_TEST(run.out == "[]\n");
  BOOST_TEST(ValidIssues(run.out).empty());
}

BOOST_AUTO_TEST_CASE(a_tree_has_missing_documents_and_distinct_fingerprints) {
  TempDir t;
  // Two documents lack the same address in the same words, and zh lacks a third document.
  for (const char* doc : {"one.md", "two.md"}) {
    t.Write(std::string("en/") + doc, "Read https://example.com/x first.\n");
    t.Write(std::string("zh/") + doc, "先读第一篇。\n");
  }
  t.Write("en/only.md", "Only in English.\n");
  auto run = RunConcord({"check", "--format", "codeclimate", "en", "zh"}, t.path.string());
  BOOST_REQUIRE_MESSAGE(run.status == 1, run.err);
  Json issues = ValidIssues(run.out);  // fingerprints unique: the two documents differ
  std::vector<Json> missing = Named(issues, "missing-document");
  BOOST_REQUIRE_EQUAL(missing.size(), 1u);
  BOOST_TEST(missing[0]["location"]["path"] == "en/only.md");
  BOOST_TEST(missing[0]["location"]["lines"]["begin"] == 1);
  BOOST_TEST(missing[0]["severity"] == "major");  // an error
  BOOST_TEST(Has(missing[0]["description"].get<std::string>(), "only.md is missing in the zh"));
  std::set<std::string> paths;
  for (const Json& i : Named(issues, "urls")) paths.insert(i["location"]["path"]);
  BOOST_TEST(paths == (std::set<std::string>{"zh/one.md", "zh/two.md"}));
}

BOOST_AUTO_TEST_CASE(help_lists_the_format) {
  auto run = RunConcord({"check", "--help"});
  BOOST_TEST(Has(run.out + run.err, "codeclimate"), run.out);
}
