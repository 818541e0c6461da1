// Whole trees: the Markdown fixtures in tests/fixtures (a Hugo layout with an English source,
// a suffix layout of three peers), the corpus as two directories; checks, audit verdicts,
// baselines and inline suppression.
#define BOOST_TEST_DYN_LINK
#define BOOST_TEST_MODULE tree_test
#include <unistd.h>

#include <boost/test/unit_test.hpp>
#include <filesystem>
#include <fstream>
#include <set>

#include "audit.h"
#include "error.h"
#include "project.h"
#include "suppression.h"
#include "test_util.h"
#include "unicode.h"

namespace fs = std::filesystem;
using namespace concord;
using concord::testing::SourcePath;

namespace {

// Runs the test body from `dir` (paths in reports are relative to the current directory).
struct InDir {
  fs::path old = fs::current_path();
  explicit InDir(const fs::path& dir) { fs::current_path(dir); }
  ~InDir() { fs::current_path(old); }
};

struct TempCopy {
  fs::path path;
  explicit TempCopy(const fs::path& from) {
    std::string tmpl = (fs::temp_directory_path() / "concord-tree-XXXXXX").string();
    path = mkdtemp(tmpl.data());
    fs::copy(from, path, fs::copy_options::recursive);
  }
  ~TempCopy() { fs::remove_all(path); }
};

CheckOptions Options() {
  CheckOptions o;
  o.rules_dir = SourcePath("rules");
  return o;
}

// "lang|kind|value|missing_in" for every finding of every pair, plus "missing|path|lang".
std::multiset<std::string> Findings(const TreeReport& tree) {
  std::multiset<std::string> out;
  for (const GroupReport& g : tree.groups)
    for (size_t p = 0; p < g.pairs.size(); ++p)
      for (const Finding& f : g.pairs[p].findings)
        out.insert(g.group.path + "|" + g.pair_langs[p].first + "-" + g.pair_langs[p].second + "|" +
                   f.kind + "|" + f.value + "|" + std::string(SideName(f.missing_in)));
  for (const MissingDocument& m : tree.missing) out.insert("missing|" + m.path + "|" + m.lang);
  return out;
}

// The first `n` code points of `s`.
std::string Prefix(const std::string& s, size_t n) {
  size_t pos = 0;
  for (size_t i = 0; i < n && pos < s.size(); ++i) NextCodePoint(s, &pos);
  return s.substr(0, pos);
}

// "path lang: kind value, …" per edition verdict ("up to date" when nothing is behind).
std::vector<std::string> Verdicts(const AuditReport& audit) {
  std::vector<std::string> out;
  for (const DocumentAudit& d : audit.documents)
    for (const EditionVerdict& v : d.editions) {
      std::string s = d.path + " " + v.lang + ":";
      if (v.behind.empty()) s += " up to date";
      for (const AuditItem& it : v.behind) s += " " + it.kind + " " + Prefix(it.value, 24) + ";";
      out.push_back(s);
    }
  return out;
}

BOOST_AUTO_TEST_CASE(hugo_tree_with_a_source_edition) {
  InDir in(SourcePath("tests/fixtures/hugo"));
  Project p = LoadProject("concord.yml");
  std::vector<DocumentGroup> groups = GroupDocuments(p);
  BOOST_REQUIRE_EQUAL(groups.size(), 2u);  // _index.md files are excluded
  BOOST_TEST(groups[0].path == "docs/intro.md");
  BOOST_TEST(groups[0].files.at("zh") == "content/zh/docs/intro.md");
  BOOST_TEST(groups[1].path == "docs/reading.md");
  BOOST_TEST(groups[1].files.size() == 2u);

  TreeReport tree = CheckTree(p, groups, Options());
  // Source against each translation: en-zh agree; en-ko: ko lacks a name and a list item.
  std::multiset<std::string> want = {
      "docs/intro.md|en-ko|name|Sholto Douglas|b",
      "docs/intro.md|en-ko|list-item|The Anatomy of Collective Communication: collectives "
      "explained.|b",
      "missing|docs/reading.md|ko",
  };
  BOOST_TEST(Findings(tree) == want, boost::test_tools::per_element());
  // The code block (with "Noam Shazeer" in a comment on the en side only) is not prose, and
  // the front-matter title is a heading unit in every edition.
  const Report& en_zh = tree.groups[0].pairs[0];
  BOOST_TEST(UnitKindName(en_zh.a.units.front().kind) == "heading");
  BOOST_TEST(en_zh.a.units.front().text == "Scaling Basics");
  for (const Unit& u : en_zh.a.units) BOOST_TEST(u.text.find("Noam") == std::string::npos);

  std::vector<std::string> verdicts = Verdicts(AuditTree(p, tree));
  std::vector<std::string> want_verdicts = {
      "docs/intro.md en: up to date",
      "docs/intro.md zh: up to date",
      "docs/intro.md ko: name Sholto Douglas; list-item The Anatomy of Collectiv;",
      "docs/reading.md en: up to date",
      "docs/reading.md zh: up to date",
      "docs/reading.md ko: document docs/reading.md;",
  };
  BOOST_TEST(verdicts == want_verdicts, boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(suffix_tree_of_three_peers_uses_the_majority) {
  InDir in(SourcePath("tests/fixtures/suffix"));
  Project p = LoadProject("concord.yml");
  TreeReport tree = CheckTree(p, GroupDocuments(p), Options());
  BOOST_REQUIRE_EQUAL(tree.groups.size(), 1u);
  BOOST_TEST(tree.groups[0].group.path == "guide");  // docs/{path}.{lang}.md
  BOOST_TEST(tree.groups[0].pairs.size() == 3u);  // zh-ko, zh-en, ko-en
  // zh lacks Reiner Pope, which ko and en have: zh is behind. en's extra paragraph is in no
  // other edition: a minority, so nobody is behind for it.
  std::vector<std::string> want = {
      "guide zh: name Reiner Pope;",
      "guide ko: up to date",
      "guide en: up to date",
  };
  BOOST_TEST(Verdicts(AuditTree(p, tree)) == want, boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(corpus_as_two_directories) {
  InDir in(SourcePath(""));
  Project p = DirectoryEditions({"corpus/zh", "corpus/ko"});
  TreeReport tree = CheckTree(p, GroupDocuments(p), Options());
  BOOST_REQUIRE_EQUAL(tree.groups.size(), 1u);
  BOOST_TEST(tree.groups[0].group.path == "conclusion.txt");
  AuditReport audit = AuditTree(p, tree);
  const DocumentAudit& d = audit.documents.at(0);
  std::multiset<std::string> zh, ko;
  for (const AuditItem& it : d.editions[0].behind) zh.insert(it.kind + " " + Prefix(it.value, 13));
  for (const AuditItem& it : d.editions[1].behind) ko.insert(it.kind + " " + Prefix(it.value, 4));
  // zh lacks two reading-list entries and a name that ko has; ko lacks zh's two header units.
  BOOST_TEST(zh == (std::multiset<std::string>{"name Noam Shazeer", "list-item ezyang’s blog",
                                                "list-item The Anatomy o"}),
             boost::test_tools::per_element());
  BOOST_TEST(ko == (std::multiset<std::string>{"heading 结论与延", "paragraph Part"}),
             boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(baseline_accepts_findings_by_content_not_by_line) {
  TempCopy tree_dir(SourcePath("tests/fixtures/hugo"));
  InDir in(tree_dir.path);
  Project p = LoadProject("concord.yml");
  TreeReport first = CheckTree(p, GroupDocuments(p), Options());
  std::vector<const Report*> reports;
  for (const GroupReport& g : first.groups)
    for (const Report& r : g.pairs) reports.push_back(&r);
  WriteBaseline("baseline.json", reports);
  for (const auto& entry : fs::directory_iterator("."))  // no temporary file left behind
    BOOST_TEST(entry.path().filename().string().rfind(".baseline.json.", 0) != 0);

  CheckOptions with = Options();
  with.baseline = LoadBaseline("baseline.json");
  BOOST_TEST(with.baseline.size() == 2u);

  // Lines move: a paragraph is added before the findings in both editions. Still accepted.
  for (const char* f :
       {"content/en/docs/intro.md", "content/zh/docs/intro.md", "content/ko/docs/intro.md"}) {
    std::string text = testing::ReadFile(f);
    text.insert(text.find("# "), "Intro 42 added.\n\n");
    std::ofstream(f, std::ios::binary | std::ios::trunc) << text;
  }
  TreeReport moved = CheckTree(p, GroupDocuments(p), with);
  BOOST_TEST(Findings(moved) == (std::multiset<std::string>{"missing|docs/reading.md|ko"}),
             boost::test_tools::per_element());
  BOOST_TEST(moved.suppressed == 2u);

  // The unit that holds the accepted name changes: its finding is back for review.
  std::string en = testing::ReadFile("content/en/docs/intro.md");
  size_t at = en.find("through the basics");
  en.replace(at, 18, "through the first steps");
  std::ofstream("content/en/docs/intro.md", std::ios::binary | std::ios::trunc) << en;
  TreeReport edited = CheckTree(p, GroupDocuments(p), with);
  BOOST_TEST(Findings(edited).count("docs/intro.md|en-ko|name|Sholto Douglas|b") == 1u);
  BOOST_TEST(edited.suppressed == 1u);
}

BOOST_AUTO_TEST_CASE(inline_comments_disable_rules_and_are_counted) {
  TempCopy tree_dir(SourcePath("tests/fixtures/hugo"));
  InDir in(tree_dir.path);
  std::string ko = testing::ReadFile("content/ko/docs/intro.md");
  ko.insert(ko.find("칩 하나로"), "<!-- concord-disable-next-line names -->\n");
  std::ofstream("content/ko/docs/intro.md", std::ios::binary | std::ios::trunc) << ko;
  Project p = LoadProject("concord.yml");
  TreeReport tree = CheckTree(p, GroupDocuments(p), Options());
  BOOST_TEST(Findings(tree).count("docs/intro.md|en-ko|name|Sholto Douglas|b") == 0u);
  BOOST_TEST(Findings(tree).size() == 2u);  // the list item and the missing document remain
  BOOST_TEST(tree.suppressed == 1u);
}

BOOST_AUTO_TEST_CASE(bad_baseline_files_are_input_errors) {
  TempCopy tree_dir(SourcePath("tests/fixtures/suffix"));
  InDir in(tree_dir.path);
  std::ofstream("bad.json") << "{\"version\": 1, \"findings\": [";
  std::ofstream("other.json") << "{\"version\": 1, \"items\": []}";
  BOOST_CHECK_EXCEPTION(LoadBaseline("bad.json"), InputError, [](const InputError& e) {
    return std::string(e.what()).rfind("bad.json: invalid JSON", 0) == 0;
  });
  BOOST_CHECK_EXCEPTION(LoadBaseline("other.json"), InputError, [](const InputError& e) {
    return std::string(e.what()).find("not a concord baseline") != std::string::npos;
  });
  BOOST_CHECK_THROW(LoadBaseline("missing.json"), InputError);
}

}  // namespace
