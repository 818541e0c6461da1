// Whole trees: the Markdown fixtures in tests/fixtures (a Hugo layout with an English source,
// a suffix layout of three peers), the corpus as two directories; checks, audit verdicts,
// baselines and inline suppression.
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <boost/test/unit_test.hpp>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "base/error.h"
#include "project/audit.h"
#include "project/project.h"
#include "project/tree_check.h"
#include "report/writers.h"
#include "rules/suppression.h"
#include "test_util.h"
#include "text/unicode.h"

namespace fs = std::filesystem;
using namespace concord;
using concord::testing::ConcordRun;
using concord::testing::Has;
using concord::testing::ReadFile;
using concord::testing::RunConcord;
using concord::testing::SourcePath;
using concord::testing::TempDir;

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

// "path lang: kind value; … review: kind value; …" per edition verdict ("up to date" when
// nothing is behind, "no source" when the source lacks the document; "review:" only when
// something is to review).
std::vector<std::string> Verdicts(const AuditReport& audit) {
  std::vector<std::string> out;
  for (const DocumentAudit& d : audit.documents)
    for (const EditionVerdict& v : d.editions) {
      std::string s = d.path + " " + v.lang + ":";
      if (v.verdict() == Verdict::kUpToDate) s += " up to date";
      if (v.verdict() == Verdict::kNoSource) s += " no source";
      for (const AuditItem& it : v.behind) s += " " + it.kind + " " + Prefix(it.value, 24) + ";";
      if (!v.to_review.empty()) s += " review:";
      for (const AuditItem& it : v.to_review) s += " " + it.kind + " " + Prefix(it.value, 24) + ";";
      out.push_back(s);
    }
  return out;
}

// concord.yml's front-matter: prose-keys replaces the default keys: the nested params.teaser
// is a unit (that zh lacks), the description is not.
BOOST_AUTO_TEST_CASE(front_matter_prose_keys_from_the_config) {
  InDir in(SourcePath("tests/fixtures/front-matter/prose-keys"));
  Project p = LoadProject("concord.yml");
  BOOST_REQUIRE(p.prose_keys.has_value());
  BOOST_TEST(*p.prose_keys == (std::vector<std::string>{"title", "params.teaser"}),
             boost::test_tools::per_element());
  TreeReport tree = CheckTree(p, GroupDocuments(p), Options());
  std::multiset<std::string> want = {"sheep.md|en-zh|front-matter|Count them before you sleep.|b"};
  BOOST_TEST(Findings(tree) == want, boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(front_matter_unknown_config_key_is_a_did_you_mean_error) {
  InDir in(SourcePath("tests/fixtures/front-matter/unknown-key"));
  try {
    LoadProject("concord.yml");
    BOOST_FAIL("no InputError");
  } catch (const InputError& e) {
    const std::string what = e.what();
    BOOST_TEST(what.starts_with("concord.yml:4:3: "), what);
    BOOST_TEST(
        what.find("unknown key 'prose-key' (did you mean 'prose-keys'?)") != std::string::npos,
        what);
  }
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
      "docs/intro.md ko: list-item The Anatomy of Collectiv; review: name Sholto Douglas;",
      "docs/reading.md en: up to date",
      "docs/reading.md zh: up to date",
      "docs/reading.md ko: document docs/reading.md;",
  };
  BOOST_TEST(verdicts == want_verdicts, boost::test_tools::per_element());
}

// The Chinese guide keeps a section the English moved to a page of its own (api.md), which the
// Chinese api.md has not caught up with: each edition has `kettle.boil()` and `kettle.pour()`,
// in different documents, and neither pair reports them. The list item's `kettle.clean()`,
// which the Chinese has nowhere (its item names `kettle.rinse()`), is still reported. Once
// `kettle.boil()` is also in a third document (a FAQ of both editions), the items no longer
// place its section (an item many pages show says nothing of where a section went), but aligning
// the guide with api.md does, by its other items (below). The paragraph without code under
// `kettle.boil()` (壶盖) went with its section, which two items place in api.md, and so did the
// English api.md's (lid rattles) the other way; the one whose code the English writes nowhere
// (鸣笛) did not, missing rather than moved; the timer section's (计时, 响铃) did not: one
// item placed is as likely a coincidence in a section as in a pair. Nor did the maintenance
// section's (水垢), whose items went to two documents (maintenance.md, api.md). The section
// that nothing places elsewhere (收纳) is reported, and so is the steam section (奶泡), whose
// heading and paragraph name one item that the English writes in steam.md only: one item.
BOOST_AUTO_TEST_CASE(a_section_moved_to_another_document_is_not_missing) {
  auto values = [](const TreeReport& tree) {
    std::string out;
    for (const std::string& f : Findings(tree))
      for (const char* item : {"kettle.boil()", "kettle.pour()", "kettle.clean()", "lid rattles",
                               "壶盖", "鸣笛", "计时", "响铃", "收纳", "干燥", "水垢", "奶泡"})
        if (f.find(item) != std::string::npos) out += std::string(item) + " ";
    return out;
  };
  {
    InDir in(SourcePath("tests/fixtures/moved-section"));
    Project p = LoadProject("concord.yml");
    BOOST_TEST(values(CheckTree(p, GroupDocuments(p), Options())) ==
               "kettle.clean() 收纳 计时 响铃 水垢 鸣笛 奶泡 干燥 ");
    // A hook on api.md alone judges the move from the whole tree, as the check does.
    const ConcordRun hook = RunConcord({"hook", "--format", "json", "--", "content/en/api.md"},
                                       SourcePath("tests/fixtures/moved-section"));
    BOOST_TEST(hook.status == 1, hook.err);
    BOOST_TEST(hook.out.find("kettle.boil") == std::string::npos, hook.out);
    BOOST_TEST(hook.out.find("kettle.pour") == std::string::npos, hook.out);
  }
  TempCopy copy(SourcePath("tests/fixtures/moved-section"));
  std::ofstream(copy.path / "content/en/faq.md") << "# FAQ\n\nStop `kettle.boil()` with the lid.\n";
  std::ofstream(copy.path / "content/zh/faq.md") << "# 常见问题\n\n用盖子停止 `kettle.boil()`。\n";
  InDir in(copy.path);
  Project p = LoadProject("concord.yml");
  const std::string found = values(CheckTree(p, GroupDocuments(p), Options()));
  // The items no longer place the section, but aligning the guide with api.md does: the
  // heading and its paragraph pair there by `kettle.boil()` and `kettle.lid()`, which only
  // api.md writes, next to the pour section. The search merged 壶盖 with the whistle paragraph,
  // whose `kettle.whistle()` the English writes nowhere: that pair places neither.
  BOOST_TEST(found.find("kettle.boil()") == std::string::npos, found);
  BOOST_TEST(found.find("壶盖") != std::string::npos, found);
  BOOST_TEST(found.find("鸣笛") != std::string::npos, found);
  BOOST_TEST(found.find("kettle.clean()") != std::string::npos, found);
}

// A course whose English edition renumbered its pages (tests/fixtures/renumbered-pages): the
// quiz is course/2.md in English and still course/1.md in Chinese. Each pair of the same path
// holds two unrelated pages, which the search pairs by their lengths, so that the quiz's code
// and its units were reported missing on both pages. Aligned with the page its code points to
// (`classifier("I love this")`, which each edition writes on one page only), the quiz pairs
// there question by question between beads that share its code, and its findings go. What the
// other page says of its own stays (the summary's `tokenizer.encode()`, the Chinese page's
// `preprocess()`), and so does the quiz's last answer, which no shared item follows.
BOOST_AUTO_TEST_CASE(a_renumbered_page_is_found_by_aligning_it_with_its_counterpart) {
  std::multiset<std::string> want = {
      "course/1.md|en-zh|code|tokenizer.encode()|b",
      "course/1.md|en-zh|paragraph|模型读的是数字，而不是文本。|a",
      "course/2.md|en-zh|code|preprocess()|a",
  };
  {
    InDir in(SourcePath("tests/fixtures/renumbered-pages"));
    Project p = LoadProject("concord.yml");
    BOOST_TEST(Findings(CheckTree(p, GroupDocuments(p), Options())) == want,
               boost::test_tools::per_element());
  }
  // Without its code the Chinese quiz points nowhere: the numbers its questions share with the
  // English quiz place nothing on their own, and its findings stay.
  TempCopy copy(SourcePath("tests/fixtures/renumbered-pages"));
  std::ofstream(copy.path / "content/zh/course/1.md")
      << "# 测验\n\n### 1. 调用分类器会返回什么？\n\n它会返回这个句子的标签和分数。\n\n"
         "### 2. 填空任务解决的是什么？\n\n它会补全被遮盖的词。\n\n"
         "### 3. 为什么模型需要分词器？\n\n模型读的是数字，而不是文本。\n";
  InDir in(copy.path);
  Project p = LoadProject("concord.yml");
  const std::multiset<std::string> found = Findings(CheckTree(p, GroupDocuments(p), Options()));
  BOOST_TEST(found.count("course/1.md|en-zh|paragraph|它会补全被遮盖的词。|a") == 1u);
  BOOST_TEST(found.count("course/2.md|en-zh|paragraph|It fills in the word hidden behind the mask "
                         "token.|b") == 1u);
}

// An edition that keeps an old page beside the pages its content went to
// (tests/fixtures/kept-old-page): the Chinese FAQ index still holds the old single page, whose
// sections the English moved to faq/changes.md, and the Chinese translates that page too. Each
// item of the old copy is written by the Chinese on both pages and by the English on the new
// one only; aligned with the English page, the old copy's units without counterpart pair there
// between beads that share its code and links, and their findings go. The warranty section,
// which the English has nowhere, stays; so do the index's links to the new pages, which the
// old copy lacks, and the copy's first heading, which no shared item precedes.
BOOST_AUTO_TEST_CASE(an_old_page_kept_beside_the_new_ones_is_found_there) {
  auto values = [](const TreeReport& tree) {
    std::string out;
    for (const std::string& f : Findings(tree))
      for (const char* item : {"泡茶|", "现在水壶", "泡茶三分钟", "保温|", "提起水壶",
                               "kettle.keep_warm()", "保修期内", "changes.md", "cleaning.md"})
        if (f.find(item) != std::string::npos) out += std::string(item) + " ";
    return out;
  };
  {
    InDir in(SourcePath("tests/fixtures/kept-old-page"));
    Project p = LoadProject("concord.yml");
    BOOST_TEST(values(CheckTree(p, GroupDocuments(p), Options())) ==
               "泡茶| 保修期内 changes.md cleaning.md ");
  }
  // Where the two pages are one page in two versions (v1/faq.md and v2/faq.md), each version
  // keeps its own copy: the Chinese v2 page that still has v1's text is behind, not moved.
  TempCopy copy(SourcePath("tests/fixtures/kept-old-page"));
  for (const char* lang : {"en", "zh"}) {
    const fs::path root = copy.path / "content" / lang;
    fs::create_directories(root / "v1");
    fs::create_directories(root / "v2");
    fs::rename(root / "faq/changes.md", root / "v1/faq.md");
    fs::rename(root / "faq/index.md", root / "v2/faq.md");
  }
  InDir in(copy.path);
  Project p = LoadProject("concord.yml");
  const std::string found = values(CheckTree(p, GroupDocuments(p), Options()));
  BOOST_TEST(found.find("现在水壶") != std::string::npos, found);
  BOOST_TEST(found.find("提起水壶") != std::string::npos, found);
}

BOOST_AUTO_TEST_CASE(suffix_tree_of_three_peers_uses_the_majority) {
  InDir in(SourcePath("tests/fixtures/suffix"));
  Project p = LoadProject("concord.yml");
  TreeReport tree = CheckTree(p, GroupDocuments(p), Options());
  BOOST_REQUIRE_EQUAL(tree.groups.size(), 1u);
  BOOST_TEST(tree.groups[0].group.path == "guide");  // docs/{path}.{lang}.md
  BOOST_TEST(tree.groups[0].pairs.size() == 3u);     // zh-ko, zh-en, ko-en
  // zh lacks Reiner Pope, which ko and en have: a name, to review, not behind. en's extra
  // paragraph is in no other edition: a minority, so nobody is behind for it.
  std::vector<std::string> want = {
      "guide zh: up to date review: name Reiner Pope;",
      "guide ko: up to date",
      "guide en: up to date",
  };
  BOOST_TEST(Verdicts(AuditTree(p, tree)) == want, boost::test_tools::per_element());
}

// One page in three editions (tests/fixtures/missing-blocks/tree): the block ids of a
// document's findings number on through its pairs, in the order the writers list them.
BOOST_AUTO_TEST_CASE(block_ids_number_on_through_a_documents_pairs) {
  InDir in(SourcePath("tests/fixtures/missing-blocks/tree"));
  Project p = LoadProject("concord.yml");
  TreeReport tree = CheckTree(p, GroupDocuments(p), Options());
  std::ostringstream out;
  FindWriter("json")->tree(tree, {}, out);
  auto doc = nlohmann::json::parse(out.str());
  std::vector<std::string> got;  // per pair: "zh-ko 1 1 1 1 - 2 2 3"
  for (const auto& d : doc["documents"]) {
    for (const auto& pair : d["pairs"]) {
      std::string line = pair["editions"][0]["lang"].get<std::string>() + "-" +
                         pair["editions"][1]["lang"].get<std::string>();
      for (const auto& f : pair["findings"])
        line += " " + (f.contains("block") ? std::to_string(f["block"].get<int>()) : "-");
      got.push_back(line);
    }
  }
  std::vector<std::string> want = {"zh-ko 1 1 1 1 - 2 2 3", "zh-en 4 4 4 4 - 5 5 6", "ko-en"};
  BOOST_TEST(got == want, boost::test_tools::per_element());
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
  // zh lacks two reading-list entries and a name that ko has (the name to review, not behind);
  // ko lacks zh's two header units.
  BOOST_TEST(
      zh == (std::multiset<std::string>{"list-item ezyang’s blog", "list-item The Anatomy o"}),
      boost::test_tools::per_element());
  BOOST_TEST(d.editions[0].to_review.size() == 1u);
  BOOST_TEST(d.editions[0].to_review.at(0).value == "Noam Shazeer");
  BOOST_TEST(ko == (std::multiset<std::string>{"heading 结论与延", "paragraph Part"}),
             boost::test_tools::per_element());
}

// A made-up tree with an English source: ko is an up-to-date translation that renders the
// names and titles (a translator's choice) where it keeps Jane Doakes in Latin in another
// document of the tree (team.md), so that the rendered name has evidence and is listed to
// review (in the same document it would be the document's vocabulary, present); zh lacks a
// paragraph and a URL; ja lacks only the URL.
void WriteEnglishSourceTree(const TempDir& t) {
  t.Write("concord.yml", "editions: [en, ko, zh, ja]\nsource: en\nlayout: \"{lang}/{path}\"\n");
  t.Write("en/guide.md",
          "# Getting Started\n\n"
          "Ask Jane Doakes about the Kubernetes HTTP API before you begin.\n\n"
          "Read the Harbor Lights Handbook for the details of each step.\n\n"
          "See https://example.org/start for the 2.5 download and its checksums.\n\n"
          "Run the tool with 4 workers when the machine has spare cores.\n");
  t.Write("ko/guide.md",
          "# 시작하기\n\n"
          "시작하기 전에 제인 도익스에게 쿠버네티스 HTTP API에 대해 물어보세요.\n\n"
          "각 단계의 자세한 내용은 항구 불빛 안내서를 읽으세요.\n\n"
          "2.5 다운로드와 체크섬은 https://example.org/start 를 참고하세요.\n\n"
          "기계에 여유 코어가 있으면 워커 4개로 도구를 실행하세요.\n");
  t.Write("zh/guide.md",
          "# 入门\n\n"
          "开始之前，请向简·多克斯询问 Kubernetes HTTP API。\n\n"
          "每一步的详情请阅读港口灯光手册。\n\n"
          "2.5 版本的下载和校验和请参阅官方网站。\n");
  t.Write("ja/guide.md",
          "# はじめに\n\n"
          "始める前に、ジェーン・ドークスに Kubernetes HTTP API について聞いてください。\n\n"
          "各手順の詳細はハーバーライツ手引きを読んでください。\n\n"
          "2.5 のダウンロードとチェックサムは公式サイトを参照してください。\n\n"
          "マシンに空きコアがあれば、ワーカー 4 個でツールを実行してください。\n");
  t.Write("en/team.md", "Jane Doakes wrote the tool.\n");
  t.Write("ko/team.md", "Jane Doakes가 도구를 만들었습니다.\n");
  t.Write("zh/team.md", "Jane Doakes 编写了这个工具。\n");
  t.Write("ja/team.md", "Jane Doakes がこのツールを書きました。\n");
}

BOOST_AUTO_TEST_CASE(audit_is_behind_on_units_and_urls_names_and_titles_are_to_review) {
  TempDir t;
  WriteEnglishSourceTree(t);
  InDir in(t.path);
  Project p = LoadProject("concord.yml");
  TreeReport tree = CheckTree(p, GroupDocuments(p), Options());
  AuditReport audit = AuditTree(p, tree);
  BOOST_REQUIRE_EQUAL(audit.documents.size(), 2u);  // guide.md, team.md
  const std::vector<EditionVerdict>& v = audit.documents[0].editions;
  BOOST_REQUIRE_EQUAL(v.size(), 4u);
  BOOST_TEST(v[0].behind.empty());  // the source
  BOOST_TEST(v[0].to_review.empty());
  // ko differs only in names and titles: not behind, but they are listed to review.
  BOOST_TEST(v[1].behind.empty(), Verdicts(audit)[1]);
  BOOST_TEST(!v[1].to_review.empty(), Verdicts(audit)[1]);
  for (const AuditItem& it : v[1].to_review)
    BOOST_TEST((it.kind == "name" || it.kind == "title" || it.kind == "term"), it.kind);
  // zh lacks a paragraph and a URL: behind on both.
  std::multiset<std::string> zh;
  for (const AuditItem& it : v[2].behind) zh.insert(it.kind + " " + Prefix(it.value, 25));
  BOOST_TEST(zh == (std::multiset<std::string>{"paragraph Run the tool with 4 worke",
                                               "url https://example.org/start"}),
             boost::test_tools::per_element());
  // ja lacks the URL alone.
  BOOST_REQUIRE_EQUAL(v[3].behind.size(), 1u);
  BOOST_TEST(v[3].behind[0].kind == "url");
  BOOST_TEST(SeverityName(v[3].behind[0].severity) == "warning");
}

// audit's exit status: 1 when an edition is behind on an error (by default) or on anything at
// or above --fail-on, to-review items included once --fail-on is given; never: 0.
BOOST_AUTO_TEST_CASE(audit_fail_on) {
  TempDir t;
  WriteEnglishSourceTree(t);
  const std::string root = t.path.string();
  // zh is behind on a paragraph (an error).
  BOOST_TEST(RunConcord({"audit"}, root).status == 1);
  BOOST_TEST(RunConcord({"audit", "--fail-on", "never"}, root).status == 0);
  // Without zh: ja is behind on a URL (a warning) and ko has names to review.
  t.Write("concord.yml", "editions: [en, ko, ja]\nsource: en\nlayout: \"{lang}/{path}\"\n");
  ConcordRun run = RunConcord({"audit", "--color", "never"}, root);
  BOOST_TEST(run.status == 0, run.out + run.err);
  BOOST_TEST(run.out.find("ja     behind by 1 item") != std::string::npos, run.out);
  BOOST_TEST(RunConcord({"audit", "--fail-on", "warning"}, root).status == 1);
  // Without ja: ko is up to date; its names (rule severity warning) fail only when asked.
  t.Write("concord.yml", "editions: [en, ko]\nsource: en\nlayout: \"{lang}/{path}\"\n");
  run = RunConcord({"audit", "--color", "never"}, root);
  BOOST_TEST(run.status == 0, run.out + run.err);
  BOOST_TEST(run.out.find("ko     up to date, ") != std::string::npos, run.out);
  BOOST_TEST(run.out.find(" to review") != std::string::npos, run.out);
  BOOST_TEST(RunConcord({"audit", "--fail-on", "error"}, root).status == 0);
  BOOST_TEST(RunConcord({"audit", "--fail-on", "warning"}, root).status == 1);
  const nlohmann::json j =
      nlohmann::json::parse(RunConcord({"audit", "--format", "json"}, root).out);
  const auto& ko = j["documents"][0]["editions"][1];
  BOOST_TEST(ko["verdict"] == "up-to-date");
  BOOST_TEST(ko["behind_by"] == 0);
  BOOST_TEST(ko["items"].empty());
  BOOST_TEST(!ko["to_review"].empty());
  BOOST_TEST(j["summary"]["ko"]["to_review"] == ko["to_review"].size());
  const std::string html = RunConcord({"audit", "--format", "html"}, root).out;
  BOOST_TEST(html.find("to review (names, titles, terms)") != std::string::npos);
  run = RunConcord({"audit", "--fail-on", "sometimes"}, root);
  BOOST_TEST(run.status == 2);
  BOOST_TEST(run.err.find("--fail-on") != std::string::npos, run.err);
}

// A page the English source no longer has (or never had), kept by both translations, zh with a
// paragraph fewer than ko: with a source, nothing can make them behind, and "up to date" would
// claim a comparison nobody made; their verdict is "no source", which fails no gate. Without a
// source the two are peers again, and zh is behind ko.
BOOST_AUTO_TEST_CASE(audit_calls_a_page_the_source_lacks_no_source) {
  TempDir t;
  t.Write("concord.yml", "editions: [en, zh, ko]\nsource: en\nlayout: \"{lang}/{path}\"\n");
  t.Write("en/guide.md", "# Guide\n\nSee https://example.org/guide for the 3 steps.\n");
  t.Write("zh/guide.md", "# 指南\n\n三个步骤见 https://example.org/guide 。\n");
  t.Write("ko/guide.md", "# 안내\n\n3단계는 https://example.org/guide 를 보세요.\n");
  t.Write("zh/legacy.md", "# 旧版\n\n旧版本已不再维护。\n");
  t.Write("ko/legacy.md",
          "# 이전 버전\n\n이전 버전은 더 이상 관리되지 않습니다.\n\n"
          "자세한 내용은 https://example.org/legacy 를 보세요.\n");
  InDir in(t.path);
  Project p = LoadProject("concord.yml");
  TreeReport tree = CheckTree(p, GroupDocuments(p), Options());
  const std::vector<std::string> want = {
      "guide.md en: up to date",  "guide.md zh: up to date", "guide.md ko: up to date",
      "legacy.md en: up to date", "legacy.md zh: no source", "legacy.md ko: no source",
  };
  BOOST_TEST(Verdicts(AuditTree(p, tree)) == want, boost::test_tools::per_element());

  const std::string root = t.path.string();
  ConcordRun run = RunConcord({"audit", "--color", "never"}, root);
  BOOST_TEST(run.status == 0, run.out + run.err);
  BOOST_TEST(run.out.find("  zh     no source (nothing in en to compare with)  zh/legacy.md") !=
                 std::string::npos,
             run.out);
  BOOST_TEST(run.out.find("; zh up to date, 1 document without source") != std::string::npos,
             run.out);
  BOOST_TEST(RunConcord({"audit", "--fail-on", "info"}, root).status == 0);
  const nlohmann::json j =
      nlohmann::json::parse(RunConcord({"audit", "--format", "json"}, root).out);
  BOOST_TEST(j["documents"][1]["editions"][2]["verdict"] == "no-source");
  BOOST_TEST(j["documents"][0]["editions"][2]["verdict"] == "up-to-date");
  BOOST_TEST(j["summary"]["ko"]["no_source"] == 1);
  BOOST_TEST(j["summary"]["en"]["no_source"] == 0);
  const std::string html = RunConcord({"audit", "--format", "html"}, root).out;
  BOOST_TEST(html.find("<div class=\"verdict nosource\" lang=\"en\">no source</div>") !=
             std::string::npos);

  t.Write("concord.yml", "editions: [en, zh, ko]\nlayout: \"{lang}/{path}\"\n");
  Project peers = LoadProject("concord.yml");
  const std::vector<std::string> as_peers =
      Verdicts(AuditTree(peers, CheckTree(peers, GroupDocuments(peers), Options())));
  BOOST_TEST(as_peers.at(4).starts_with("legacy.md zh: paragraph "), as_peers.at(4));
  BOOST_TEST(as_peers.at(5) == "legacy.md ko: up to date");
}

// A source file concord does not read (a broken symbolic link) is no source either: the
// translation is compared with nothing, so it is not "up to date".
BOOST_AUTO_TEST_CASE(audit_calls_a_page_whose_source_is_not_read_no_source) {
  TempDir t;
  t.Write("concord.yml", "editions: [en, zh]\nsource: en\nlayout: \"{lang}/{path}\"\n");
  t.Write("zh/moved.md", "# 已移动\n\n此页面已移动。\n");
  fs::create_directories(t.path / "en");
  fs::create_symlink("elsewhere/moved.md", t.path / "en/moved.md");
  InDir in(t.path);
  Project p = LoadProject("concord.yml");
  TreeReport tree = CheckTree(p, GroupDocuments(p), Options());
  BOOST_TEST(Verdicts(AuditTree(p, tree)) ==
                 (std::vector<std::string>{"moved.md en: up to date", "moved.md zh: no source"}),
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
    return std::string(e.what()).rfind("bad.json:1:29: invalid JSON", 0) == 0;  // at the end
  });
  BOOST_CHECK_EXCEPTION(LoadBaseline("other.json"), InputError, [](const InputError& e) {
    return std::string(e.what()).find("not a concord baseline") != std::string::npos;
  });
  BOOST_CHECK_THROW(LoadBaseline("missing.json"), InputError);
}

// ---------------------------------------------------------------------------------------------
// Hostile trees through the command line: links out of the project, unreadable folders, empty
// rule directories, bad language codes, a folder named concord.yml.

// A project in `t`: en and zh editions of a.md (the same text), b.md in en and, in zh, a link
// to a file outside the repository holding `secret`.
void WriteLinkedTree(const TempDir& t, const std::string& secret) {
  const std::string text = "# Title\n\nAlice Smith wrote it.\n";
  t.Write("repo/concord.yml", "editions: [en, zh]\nlayout: content/{lang}/{path}\n");
  t.Write("repo/content/en/a.md", text);
  t.Write("repo/content/zh/a.md", text);
  t.Write("repo/content/en/b.md", text);
  t.Write("outside/secret.md", "# Secret\n\n" + secret + " Alice Smith\n");
  fs::create_symlink(t.path / "outside/secret.md", t.path / "repo/content/zh/b.md");
}

BOOST_AUTO_TEST_CASE(document_linked_out_of_the_project_is_not_read) {
  TempDir t;
  const std::string secret = "TOPSECRETTOKEN";
  WriteLinkedTree(t, secret);
  const std::string repo = (t.path / "repo").string();
  const std::string warning =
      "concord: warning: skipped content/zh/b.md: symbolic link to a file outside the project (" +
      fs::canonical(t.path / "outside/secret.md").string() +
      "); set follow-symlinks-outside: true to read it\n";
  for (const char* format : {"text", "json", "sarif", "github", "html"}) {
    BOOST_TEST_CONTEXT(format) {
      ConcordRun r = RunConcord({"check", "--format", format, "--color", "never"}, repo);
      BOOST_TEST(r.status == 0, r.out + r.err);  // b.md is not "missing" in zh
      BOOST_TEST(r.err == warning);
      BOOST_TEST(r.out.find(secret) == std::string::npos);
      if (std::string(format) == "text")
        BOOST_TEST(r.out.find("0 missing") != std::string::npos, r.out);
    }
  }
  ConcordRun audit = RunConcord({"audit", "--format", "json"}, repo);
  BOOST_TEST(audit.status == 0, audit.err);
  BOOST_TEST(audit.err == warning);
  BOOST_TEST(audit.out.find(secret) == std::string::npos);
  BOOST_TEST(audit.out.find("missing-document") == std::string::npos, audit.out);
  ConcordRun hook = RunConcord({"hook", "content/en/b.md"}, repo);
  BOOST_TEST(hook.status == 0, hook.err);
  BOOST_TEST(hook.err == warning);

  // Allowed: read, and its extra word is a finding.
  t.Write("repo/concord.yml",
          "editions: [en, zh]\nlayout: content/{lang}/{path}\nfollow-symlinks-outside: true\n");
  ConcordRun allowed = RunConcord({"check", "--format", "json"}, repo);
  BOOST_TEST(allowed.err.empty(), allowed.err);
  BOOST_TEST(allowed.out.find("content/zh/b.md") != std::string::npos, allowed.out);
}

BOOST_AUTO_TEST_CASE(edition_folder_linked_out_of_the_project_is_an_error) {
  TempDir t;
  t.Write("repo/concord.yml", "editions: [en, zh]\nlayout: content/{lang}/{path}\n");
  t.Write("repo/content/en/a.md", "# A\n");
  t.Write("outside/a.md", "# TOPSECRET\n");
  fs::create_directory_symlink("../../outside", t.path / "repo/content/zh");
  for (const char* command : {"check", "audit"}) {
    ConcordRun r = RunConcord({command}, (t.path / "repo").string());
    BOOST_TEST(r.status == 2, command << r.out << r.err);
    BOOST_TEST(r.err ==
               "concord: error: content/zh: symbolic link to a directory outside the project (" +
                   fs::canonical(t.path / "outside").string() +
                   "); set follow-symlinks-outside: true to read it\n");
    BOOST_TEST(r.out.empty());
  }
}

// The runs of concord are made as `nobody` when this test runs as root: root reads a directory
// without permission, so the failure could not happen.
BOOST_AUTO_TEST_CASE(unreadable_subfolder_is_an_error_not_missing_documents) {
  TempDir t;
  fs::permissions(t.path, fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                              fs::perms::others_read | fs::perms::others_exec);
  const std::string text = "# Title\n\nAlice Smith wrote it.\n";
  for (const char* f : {"repo/content/en/a.md", "repo/content/zh/a.md", "repo/content/en/sub/b.md",
                        "repo/content/zh/sub/b.md", "dirs/en/a.md", "dirs/zh/a.md",
                        "dirs/en/sub/b.md", "dirs/zh/sub/b.md"})
    t.Write(f, text);
  t.Write("repo/concord.yml", "editions: [en, zh]\nlayout: content/{lang}/{path}\n");
  // Every directory readable by others (TempDir's own is 0700), but the two subfolders.
  for (auto it = fs::recursive_directory_iterator(t.path); it != fs::recursive_directory_iterator();
       ++it)
    if (it->is_directory())
      fs::permissions(it->path(), fs::perms::others_read | fs::perms::others_exec,
                      fs::perm_options::add);
  fs::permissions(t.path / "repo/content/zh/sub", fs::perms::none);
  fs::permissions(t.path / "dirs/zh/sub", fs::perms::none);
  const std::string rules = SourcePath("rules");
  const auto as = concord::testing::NobodyIfRoot();
  ConcordRun tree = RunConcord({"check", "--rules", rules}, (t.path / "repo").string(), as);
  BOOST_TEST(tree.status == 2, tree.out + tree.err);
  BOOST_TEST(tree.err ==
             "concord: error: content/zh/sub: cannot read directory: Permission denied\n");
  BOOST_TEST(tree.out.empty());
  ConcordRun audit = RunConcord({"audit", "--rules", rules}, (t.path / "repo").string(), as);
  BOOST_TEST(audit.status == 2, audit.out + audit.err);
  BOOST_TEST(audit.err ==
             "concord: error: content/zh/sub: cannot read directory: Permission denied\n");
  ConcordRun dirs =
      RunConcord({"check", "--rules", rules, "en", "zh"}, (t.path / "dirs").string(), as);
  BOOST_TEST(dirs.status == 2, dirs.out + dirs.err);
  BOOST_TEST(dirs.err == "concord: error: zh/sub: cannot read directory: Permission denied\n");
  // A readable tree passes, so the error above is the permission's.
  fs::permissions(t.path / "dirs/zh/sub",
                  fs::perms::owner_all | fs::perms::others_read | fs::perms::others_exec);
  ConcordRun ok =
      RunConcord({"check", "--rules", rules, "en", "zh"}, (t.path / "dirs").string(), as);
  BOOST_TEST(ok.status == 0, ok.out + ok.err);
}

// A tree deeper than the descriptors a process may open is walked all the same: each
// directory is read whole and closed before the walk goes below it (a walk that kept one open
// per level failed with "Too many open files").
BOOST_AUTO_TEST_CASE(tree_deeper_than_the_open_file_limit_is_walked) {
  TempDir t;
  std::string deep;
  for (int i = 0; i < 120; ++i) deep += "d/";
  t.Write("content/en/" + deep + "x.md", "Alice Smith wrote it.\n");
  t.Write("content/zh/" + deep + "x.md", "Alice Smith 写的。\n");
  t.Write("content/en/y.md", "Only in English.\n");
  t.Write("concord.yml", "editions: [en, zh]\nlayout: content/{lang}/{path}\n");
  rlimit before{};
  getrlimit(RLIMIT_NOFILE, &before);
  rlimit low = before;
  low.rlim_cur = 48;  // the child concord inherits it
  BOOST_REQUIRE(setrlimit(RLIMIT_NOFILE, &low) == 0);
  ConcordRun run = RunConcord({"check", "-j", "1", "--format", "json"}, t.path.string());
  setrlimit(RLIMIT_NOFILE, &before);
  BOOST_REQUIRE_MESSAGE(run.status == 1, run.err);
  const auto report = nlohmann::json::parse(run.out);
  BOOST_TEST(report["documents"].size() == 2u, run.out);          // x.md paired, y.md alone
  BOOST_TEST(report["missing_documents"].size() == 1u, run.out);  // y.md, in zh
}

// A directory given on the command line is a path, whatever its name holds: braces are not
// a layout's placeholders there ("v{path}/zh" was read as the layout v{path}/zh/{path} and
// matched nothing; "x{y}/zh" walked the whole current directory).
BOOST_AUTO_TEST_CASE(directories_named_with_braces_are_paths) {
  TempDir t;
  for (const std::string top : {"v{path}", "x{y}"}) {
    t.Write(top + "/zh/a.md", "甲。\n");
    t.Write(top + "/zh/both.md", "乙。\n");
    t.Write(top + "/ko/b.md", "갑.\n");
    t.Write(top + "/ko/both.md", "을.\n");
  }
  fs::create_directories(t.path / "sealed");
  for (auto it = fs::recursive_directory_iterator(t.path); it != fs::recursive_directory_iterator();
       ++it)
    if (it->is_directory())
      fs::permissions(it->path(), fs::perms::others_read | fs::perms::others_exec,
                      fs::perm_options::add);
  fs::permissions(t.path, fs::perms::others_read | fs::perms::others_exec, fs::perm_options::add);
  fs::permissions(t.path / "sealed", fs::perms::none);  // read only by a walk of "."
  const auto as = concord::testing::NobodyIfRoot();
  for (const std::string top : {"v{path}", "x{y}"}) {
    ConcordRun run =
        RunConcord({"check", "--format", "json", top + "/zh", top + "/ko"}, t.path.string(), as);
    BOOST_TEST_CONTEXT(top) {
      BOOST_REQUIRE_MESSAGE(run.status == 1, run.err);
      const auto report = nlohmann::json::parse(run.out);
      BOOST_TEST(report["missing_documents"].size() == 2u, run.out);  // a.md in ko, b.md in zh
      BOOST_TEST(report["documents"].size() == 3u, run.out);
    }
  }
  fs::permissions(t.path / "sealed", fs::perms::owner_all);
}

// Editions whose file names are translated pair by a front-matter field (translation-key):
// YAML or TOML front matter; a file without the field stays with its path; a value two files
// of one edition give pairs nothing; the hook finds the group of a file given by its own name.
BOOST_AUTO_TEST_CASE(translation_key_pairs_documents_whose_names_differ) {
  TempDir t;
  t.Write("content/en/Import notes.md", "---\ntranslationKey: import\n---\nImport from 3 apps.\n");
  t.Write("content/zh/导入笔记.md", "+++\ntranslationKey = \"import\"\n+++\n从 3 个应用导入。\n");
  t.Write("content/ko/가져오기.md",
          "---\ntranslationKey: import\n---\n4 개의 앱에서 가져옵니다.\n");
  t.Write("content/en/plain.md", "No key, 5 lines.\n");
  t.Write("content/zh/plain.md", "没有键，5 行。\n");
  t.Write("content/en/Sync.md", "---\ntranslationKey: sync\n---\nSync 2 devices.\n");
  t.Write("content/zh/同步.md", "---\ntranslationKey: sync\n---\n同步 2 台设备。\n");
  t.Write("content/zh/同步旧版.md", "---\ntranslationKey: sync\n---\n同步 2 台设备（旧）。\n");
  t.Write(
      "concord.yml",
      "editions: [en, zh, ko]\nlayout: content/{lang}/{path}\ntranslation-key: translationKey\n");
  ConcordRun run = RunConcord({"check", "--format", "json"}, t.path.string());
  BOOST_REQUIRE_MESSAGE(run.status == 1, run.err);
  const auto report = nlohmann::json::parse(run.out);
  std::map<std::string, size_t> pairs;
  for (const auto& d : report["documents"]) pairs[d["path"]] = d["pairs"].size();
  BOOST_TEST(pairs["Import notes.md"] == 3u, run.err);  // en-zh, en-ko, zh-ko
  BOOST_TEST(pairs["plain.md"] == 1u, run.out);
  BOOST_TEST(pairs["Sync.md"] == 0u, run.out);  // zh gives "sync" twice: no pairing
  BOOST_TEST(!pairs.count("导入笔记.md"), run.out);
  BOOST_TEST(Has(run.out, "\"number '4' appears in ko but not in en\""), run.out);
  ConcordRun hook =
      RunConcord({"hook", "--format", "json", "--", "content/ko/가져오기.md"}, t.path.string());
  BOOST_TEST(hook.status == 0, hook.err);
  BOOST_TEST(Has(hook.out, "\"path\": \"Import notes.md\""), hook.out);
  // A page that starts with a byte order mark, or is UTF-16, gives its key as any other.
  t.Write("content/ko/가져오기.md",
          "\xEF\xBB\xBF---\ntranslationKey: import\n---\n4 개의 앱에서 가져옵니다.\n");
  std::string utf16 = "\xFF\xFE";
  for (char16_t c : std::u16string(u"+++\ntranslationKey = \"import\"\n+++\n从 3 个应用导入。\n"))
    utf16 += {static_cast<char>(c & 0xFF), static_cast<char>(c >> 8)};
  t.Write("content/zh/导入笔记.md", utf16);
  run = RunConcord({"check", "--format", "json"}, t.path.string());
  pairs.clear();
  const auto decoded = nlohmann::json::parse(run.out);
  for (const auto& d : decoded["documents"]) pairs[d["path"]] = d["pairs"].size();
  BOOST_TEST(pairs["Import notes.md"] == 3u, run.out);
  BOOST_TEST(pairs.size() == 3u + 2u, run.out);  // and Sync.md, 同步.md, 同步旧版.md by path
  // Without the key every name is a document of its own, missing in the other editions.
  t.Write("concord.yml", "editions: [en, zh, ko]\nlayout: content/{lang}/{path}\n");
  run = RunConcord({"check", "--format", "json"}, t.path.string());
  BOOST_TEST(Has(run.out, "\"path\": \"导入笔记.md\""), run.out);
}

// Pairing by key does not depend on how the values sort, never pairs by path two pages whose
// keys differ, and the hook checks only the groups of the files it is given.
BOOST_AUTO_TEST_CASE(translation_key_pairs_whatever_the_order_of_keys_and_paths) {
  TempDir t;
  const auto page = [](const std::string& key, const std::string& body) {
    return "---\ntranslationKey: " + key + "\n---\n" + body + "\n";
  };
  // Swapped names: en/A is zh/B and en/B is zh/A.
  t.Write("content/en/A.md", page("b", "Install takes 3 steps."));
  t.Write("content/zh/B.md", page("b", "安装需要 3 步。"));
  t.Write("content/en/B.md", page("a", "Usage has 5 modes."));
  t.Write("content/zh/A.md", page("a", "用法有 5 种模式。"));
  t.Write("concord.yml",
          "editions: [en, zh]\nsource: en\nlayout: content/{lang}/{path}\n"
          "translation-key: translationKey\n");
  ConcordRun run = RunConcord({"check"}, t.path.string());
  BOOST_TEST(run.status == 0, run.out + run.err);
  BOOST_TEST(Has(run.out, "0 warnings, 0 infos in 2 documents (2 pairs compared, 0 missing)"),
             run.out);
  // The hook, given en/B.md, checks B.md's group alone; given zh/B.md, A.md's.
  t.Write("content/zh/A.md", page("a", "用法有 6 种模式。"));
  run = RunConcord({"hook", "--", "content/en/A.md"}, t.path.string());
  BOOST_TEST(Has(run.out, "0 warnings, 0 infos in 1 document"), run.out);
  run = RunConcord({"hook", "--", "content/zh/A.md"}, t.path.string());
  BOOST_TEST(Has(run.out, "number '6' appears in zh but not in en"), run.out);
  BOOST_TEST(Has(run.out, "in 1 document"), run.out);
}

BOOST_AUTO_TEST_CASE(empty_rules_directory_is_an_error) {
  TempDir t;
  fs::create_directories(t.path / "rules");
  t.Write("rules/README.md", "not a rule\n");
  const std::string dir = (t.path / "rules").string();
  const std::string kZh = SourcePath("corpus/zh/conclusion.txt"),
                    kKo = SourcePath("corpus/ko/conclusion.txt");
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"check", "--rules", dir, kZh, kKo},
        std::vector<std::string>{"check", "--rules", dir, SourcePath("corpus/zh"),
                                 SourcePath("corpus/ko")},
        std::vector<std::string>{"rules", "--rules", dir}}) {
    ConcordRun r = RunConcord(args);
    BOOST_TEST(r.status == 2, r.out + r.err);
    BOOST_TEST(r.err == "concord: error: " + dir + ": no rule files (*.yml, *.yaml)\n");
    BOOST_TEST(r.out.empty());
  }
}

BOOST_AUTO_TEST_CASE(language_flags_are_validated) {
  const std::string kZh = SourcePath("corpus/zh/conclusion.txt"),
                    kKo = SourcePath("corpus/ko/conclusion.txt");
  struct Case {
    std::vector<std::string> args;
    std::string err;
  };
  const std::vector<Case> bad = {
      {{"check", "--lang-a", "zh\n::error::x", kZh, kKo},
       "concord: error: --lang-a: 'zh\\n::error::x' is not a valid language code (letters, digits "
       "and '-' or '_', such as zh, zh-Hans, pt_BR)\n"},
      {{"check", "--lang-b", "\x1b[31mko", kZh, kKo},
       "--lang-b: '\\x1b[31mko' is not a valid language code"},
      {{"align", "--lang-a", "zh cn", kZh, kKo}, "--lang-a: 'zh cn' is not"},
      {{"check", "--lang-b", "k/o", SourcePath("corpus/zh"), SourcePath("corpus/ko")},
       "--lang-b: 'k/o' is not"},
      {{"audit", "--lang-a", "-", SourcePath("corpus/zh"), SourcePath("corpus/ko")},
       "--lang-a: '-' is not"},
      {{"extract", "--lang", "zh\r", kZh}, "--lang: 'zh\\r' is not"},
  };
  for (const Case& c : bad) {
    BOOST_TEST_CONTEXT(c.args[0] << " " << c.args[1]) {
      ConcordRun r = RunConcord(c.args);
      BOOST_TEST(r.status == 2, r.out + r.err);
      BOOST_TEST(r.err.find(c.err) != std::string::npos, r.err);
      BOOST_TEST(r.out.empty());
    }
  }
  for (const char* code : {"zh", "zh-cn", "zh-Hans", "zh_CN", "pt_BR", "ko-KR"}) {
    ConcordRun r =
        RunConcord({"check", "--format", "json", "--lang-a", code, "--lang-b", "ko", kZh, kKo});
    BOOST_TEST(r.status == 1, code << r.err);  // the corpus pair has findings
    BOOST_TEST(r.out.find("\"lang\": \"" + std::string(code) + "\"") != std::string::npos, code);
  }
}

BOOST_AUTO_TEST_CASE(directory_named_concord_yml_is_an_error) {
  TempDir t;
  t.Write("concord.yml", "editions: [en, zh]\nlayout: content/{lang}/{path}\n");
  t.Write("content/en/a.md", "# A\n");
  fs::create_directories(t.path / "sub/concord.yml");
  ConcordRun r = RunConcord({"check"}, (t.path / "sub").string());
  BOOST_TEST(r.status == 2, r.out + r.err);
  BOOST_TEST(r.err == "concord: error: concord.yml: is a directory, not a project config\n");
  fs::create_directories(t.path / "sub/deeper");
  r = RunConcord({"check"}, (t.path / "sub/deeper").string());
  BOOST_TEST(r.err == "concord: error: ../concord.yml: is a directory, not a project config\n");
}

BOOST_AUTO_TEST_CASE(config_errors_through_the_command_line) {
  TempDir t;
  t.Write("content/en/a.md", "# A\n");
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"editions: [zh, en, zh]\nlayout: content/{lang}/{path}\n",
       "concord.yml:1:20: 'editions' lists 'zh' twice"},
      {"editions: [en, zh]\nlayout: content/{path}\n",
       "concord.yml:2:9: editions 'en' and 'zh' have the same layout"},
      {"editions: {a: 1}\n",
       "concord.yml:1:11: 'editions' must be a list of two or more language codes"},
  };
  for (const auto& [yaml, err] : cases) {
    t.Write("concord.yml", yaml);
    ConcordRun r = RunConcord({"check"}, t.path.string());
    BOOST_TEST(r.status == 2, r.out + r.err);
    BOOST_TEST(r.err.find(err) != std::string::npos, r.err);
  }
}

BOOST_AUTO_TEST_CASE(directory_with_a_control_character_in_its_name) {
  TempDir t;
  t.Write("en/a.md", "# A\n");
  t.Write("x\n::error::y/a.md", "# A\n");
  ConcordRun r = RunConcord({"check", "en", "x\n::error::y"}, t.path.string());
  BOOST_TEST(r.status == 2, r.out + r.err);
  BOOST_TEST(r.err ==
             "concord: error: edition name 'x\\n::error::y' (from directory x\\n::error::y) is "
             "not a valid language code: it has control characters or bytes that are not "
             "UTF-8; rename the directory or use a concord.yml\n");
}

}  // namespace

// A FIFO, socket or device with a document's name in an edition is an error naming it, at once
// (it is never opened, so a FIFO cannot make the run wait for a writer); a broken symbolic
// link with a document's name is named in a warning. Leaving either out silently would report
// the document missing from that edition.
BOOST_AUTO_TEST_CASE(special_file_with_a_document_name_is_an_error) {
  TempDir t;
  t.Write("concord.yml", "editions: [zh, ko]\nlayout: docs/{lang}/{path}\n");
  t.Write("docs/zh/a.md", "# 第一章\n\n内容。\n");
  t.Write("docs/ko/a.md", "# 제1장\n\n내용.\n");
  t.Write("docs/zh/b.md", "# 第二章\n");
  BOOST_REQUIRE(mkfifo((t.path / "docs/ko/b.md").c_str(), 0644) == 0);
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"check"}, std::vector<std::string>{"audit"},
        std::vector<std::string>{"check", "docs/zh", "docs/ko"}}) {
    ConcordRun r = RunConcord(args, t.path.string());
    BOOST_TEST(r.status == 2, r.out + r.err);
    BOOST_TEST(r.err == "concord: error: docs/ko/b.md: is a FIFO, not a regular file\n");
    BOOST_TEST(r.out.empty());
  }
  fs::remove(t.path / "docs/ko/b.md");
  fs::create_symlink("gone.md", t.path / "docs/ko/b.md");
  ConcordRun r = RunConcord({"check"}, t.path.string());
  BOOST_TEST(r.status != 2, r.out + r.err);
  BOOST_TEST(r.out.find("(1 pair compared, 0 missing)") != std::string::npos, r.out);
  BOOST_TEST(r.err == "concord: warning: skipped docs/ko/b.md: broken symbolic link, not read\n");
}

// The hook's files are named from the working directory, a real path; a --config named
// through a symbolic link to the project still owns them (every file was outside the link's
// path, and the hook checked nothing), and so does the project found by walking up own a file
// named through a link to it.
BOOST_AUTO_TEST_CASE(hook_with_config_named_through_a_link_matches_its_files) {
  TempDir t;
  t.Write("repo/content/en/a.md", "A 1.\n");
  t.Write("repo/content/zh/a.md", "甲 1。\n");
  t.Write("repo/content/en/b.md", "B.\n");
  t.Write("repo/concord.yml", "editions: [en, zh]\nlayout: content/{lang}/{path}\n");
  fs::create_directory_symlink("repo", t.path / "link");
  ConcordRun hook = RunConcord({"hook", "--format", "json", "--config",
                                (t.path / "link/concord.yml").string(), "--", "content/en/b.md"},
                               (t.path / "repo").string());
  BOOST_TEST(hook.status == 1, hook.err);
  BOOST_TEST(Has(hook.out, "\"missing_in\": \"zh\""), hook.out);
  // The other way round: the config found by walking up, the file named through the link.
  hook = RunConcord({"hook", "--format", "json", "--", (t.path / "link/content/en/b.md").string()},
                    (t.path / "repo").string());
  BOOST_TEST(hook.status == 1, hook.err);
  BOOST_TEST(Has(hook.out, "\"missing_in\": \"zh\""), hook.out);
}

// A deleted document whose name spells an option of `hook` is still a document of its group
// (the plain hook recipe passes deletions after "--"): its group is checked and the missing
// document reported, not the name refused as a misplaced option.
BOOST_AUTO_TEST_CASE(hook_takes_a_deleted_document_named_like_an_option) {
  TempDir t;
  t.Write("concord.yml", "editions: [zh, ko]\nlayout: \"{path}.{lang}.md\"\n");
  t.Write("--output=x.ko.md", "# 제1장\n");
  ConcordRun r =
      RunConcord({"hook", "--color", "never", "--", "--output=x.zh.md"}, t.path.string());
  BOOST_TEST(r.status == 1, r.out + r.err);
  BOOST_TEST(r.out.find("--output=x") != std::string::npos, r.out);
  BOOST_TEST(r.err.find("comes after '--'") == std::string::npos, r.err);
}

BOOST_AUTO_TEST_CASE(has_rule_failures_looks_at_every_pair) {
  TreeReport tree;
  BOOST_TEST(!HasRuleFailures(tree));
  tree.groups.resize(2);
  tree.groups[1].pairs.resize(2);
  BOOST_TEST(!HasRuleFailures(tree));
  tree.groups[1].pairs[1].rule_failures.push_back("rule 'evil' stopped");
  BOOST_TEST(HasRuleFailures(tree));
}

// In a tree, what an edition writes anywhere is evidence for every one of its documents: ko
// renders Kustomize as 커스터마이즈 in a.md but writes it in Latin prose in b.md, so a.md's lack
// of it is a finding in the tree (and not when a.md's pair is checked alone, nor when b.md
// writes it only in code). The same for any number of threads.
BOOST_AUTO_TEST_CASE(evidence_comes_from_the_whole_tree) {
  auto tree_with = [](const std::string& ko_b) {
    auto t = std::make_unique<TempDir>();
    t->Write("concord.yml", "editions: [zh, ko]\nlayout: \"{lang}/{path}\"\n");
    t->Write("zh/a.md", "# 部署\n\nJeff Dean 用 Kustomize 部署应用。\n");
    t->Write("ko/a.md", "# 배포\n\nJeff Dean은 커스터마이즈로 앱을 배포한다.\n");
    t->Write("zh/b.md", "# 工具\n\n这是一个工具。\n");
    t->Write("ko/b.md", "# 도구\n\n" + ko_b + "\n");
    return t;
  };
  const std::string kFinding = "a.md|zh-ko|name|Kustomize|b";
  for (const std::string& ko_b :
       {std::string("Kustomize는 도구다."), std::string("`kustomize`는 도구다.")}) {
    BOOST_TEST_CONTEXT(ko_b) {
      const bool in_prose = ko_b.front() != '`';
      auto t = tree_with(ko_b);
      InDir in(t->path);
      Project p = LoadProject("concord.yml");
      std::multiset<std::string> first;
      for (unsigned jobs : {1u, 2u, 4u}) {
        CheckOptions o = Options();
        o.jobs = jobs;
        TreeReport tree = CheckTree(p, GroupDocuments(p), o);
        if (jobs == 1) first = Findings(tree);
        BOOST_TEST(Findings(tree) == first, boost::test_tools::per_element());
      }
      BOOST_TEST(first.count(kFinding) == (in_prose ? 1u : 0u));
      Report alone = CheckEditions("zh/a.md", "ko/a.md", Options());
      for (const Finding& f : alone.findings) BOOST_TEST(f.kind != "name", f.value);
    }
  }
}

// A made-up tree where the translation has what the source lacks: a paragraph its translator
// added and a URL in it. With `source: en` both are reported on zh ("extra in zh") by every
// writer, never located on the English file; without a source they stay what they were
// (missing in en, on the English file, no `extra_in`).
BOOST_AUTO_TEST_CASE(what_only_a_translation_has_is_reported_on_it) {
  TempDir t;
  t.Write("en/intro.md",
          "# Welcome\n\n"
          "The quick tour covers the 3 basic commands in 10 minutes.\n\n"
          "Every command prints its own help page with 2 examples.\n\n"
          "Read https://example.org/docs for the rest.\n");
  t.Write("zh/intro.md",
          "# 欢迎\n\n"
          "快速导览用 10 分钟介绍 3 个基本命令。\n\n"
          "每个命令都会打印自己的帮助页面，附 2 个示例。\n\n"
          "其余内容见 https://example.org/docs ，镜像见 https://mirror.example.net/docs 。\n\n"
          "## 中文社区\n\n"
          "中文社区的讨论见 https://example.net/zh-forum 。\n");
  const std::string root = t.path.string();
  auto json_findings = [&]() {
    ConcordRun run = RunConcord({"check", "--format", "json", "--fail-on", "never"}, root);
    BOOST_TEST(run.status == 0, run.err);
    return nlohmann::json::parse(run.out)["documents"][0]["pairs"][0]["findings"];
  };

  t.Write("concord.yml", "editions: [en, zh]\nsource: en\nlayout: \"{lang}/{path}\"\n");
  const nlohmann::json with_source = json_findings();
  BOOST_REQUIRE(!with_source.empty());
  std::set<std::string> found;  // kind and zh line
  for (const auto& f : with_source) {
    found.insert(f["kind"].get<std::string>() + " " + f["b_line"].dump());
    BOOST_TEST(f["missing_in"] == "a");  // the fact: en does not have it
    BOOST_TEST(f["extra_in"] == "b");
    BOOST_TEST(f["message"].get<std::string>().rfind("extra in zh: ", 0) == 0, f.dump());
  }
  BOOST_TEST(found == (std::set<std::string>{"url 7", "heading 9", "paragraph 11"}),
             boost::test_tools::per_element());
  // GitHub annotations and SARIF results point into zh/intro.md at the added paragraph.
  const std::string github =
      RunConcord({"check", "--format", "github", "--fail-on", "never"}, root).out;
  BOOST_TEST(github.find("file=en/") == std::string::npos, github);
  for (const char* line : {"line=7,", "line=9,", "line=11,"})
    BOOST_TEST(github.find(std::string("file=zh/intro.md,") + line) != std::string::npos, github);
  BOOST_TEST(github.find("extra in zh: ") != std::string::npos, github);
  const nlohmann::json sarif = nlohmann::json::parse(
      RunConcord({"check", "--format", "sarif", "--fail-on", "never"}, root).out);
  for (const auto& r : sarif["runs"][0]["results"]) {
    const auto& where = r["locations"][0]["physicalLocation"];
    BOOST_TEST(where["artifactLocation"]["uri"].get<std::string>().find("zh/intro.md") !=
               std::string::npos);
    BOOST_TEST(r["relatedLocations"][0]["message"]["text"] == "the en edition would have it here");
  }
  const std::string text =
      RunConcord({"check", "--color", "never", "--fail-on", "never"}, root).out;
  BOOST_TEST(text.find("zh/intro.md:9-11 — extra in zh, no counterpart in en") != std::string::npos,
             text);
  BOOST_TEST(text.find("extra in zh: url 'https://mirror.example.net/docs'") != std::string::npos,
             text);
  const std::string html =
      RunConcord({"check", "--format", "html", "--fail-on", "never"}, root).out;
  BOOST_TEST(html.find("data-extra-in=\"b\"") != std::string::npos);

  // Without a source the editions are peers: en lacks them, as before.
  t.Write("concord.yml", "editions: [en, zh]\nlayout: \"{lang}/{path}\"\n");
  const nlohmann::json peers = json_findings();
  BOOST_TEST(peers.size() == with_source.size());
  for (const auto& f : peers) {
    BOOST_TEST(f["missing_in"] == "a");
    BOOST_TEST(!f.contains("extra_in"));
    BOOST_TEST(f["message"].get<std::string>().find("extra in") == std::string::npos);
  }
  BOOST_TEST(RunConcord({"check", "--format", "github", "--fail-on", "never"}, root)
                 .out.find("file=en/intro.md") != std::string::npos);
}
