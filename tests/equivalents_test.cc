#include "rules/equivalents.h"

#include <algorithm>
#include <boost/test/unit_test.hpp>
#include <memory>
#include <nlohmann/json.hpp>
#include <random>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "rules/cjk_substrings.h"
#include "rules/gram_trie.h"
#include "rules/key_ids.h"
#include "test_util.h"
#include "text/unicode.h"

using namespace concord;
using concord::testing::MemoryEdition;

namespace {

// Two editions whose paragraphs correspond one to one, and the 1-1 beads that pair them.
struct Pair {
  Edition a, b;
  std::vector<Bead> beads;
  AlignedPair aligned() const { return {&a, &b, &beads}; }
};

Pair MakePair(const std::vector<std::string>& a, const std::string& lang_a,
              const std::vector<std::string>& b, const std::string& lang_b,
              const std::string& name = "") {
  auto join = [](const std::vector<std::string>& units) {
    std::string text;
    for (const std::string& u : units) text += u + "\n\n";
    return text;
  };
  Pair p{MemoryEdition(name + "a.txt", join(a), lang_a),
         MemoryEdition(name + "b.txt", join(b), lang_b),
         {}};
  BOOST_REQUIRE_EQUAL(p.a.units.size(), a.size());
  BOOST_REQUIRE_EQUAL(p.b.units.size(), b.size());
  for (int i = 0; i < static_cast<int>(a.size()); ++i) p.beads.push_back({{i}, {i}, 1.0});
  return p;
}

// Paragraphs that share nothing with each other, to fill the table's other cells.
const std::vector<std::string> kZhFiller = {
    "今天的天气很好。", "这本书有十二章。",   "请先阅读前言。",   "我们在周末见面。",
    "这里有一张表格。", "作者感谢所有读者。", "下一节讲述历史。", "练习放在章节末尾。"};
const std::vector<std::string> kKoFiller = {
    "오늘은 날씨가 좋다.",      "이 책은 열두 장이다.",     "먼저 머리말을 읽으세요.",
    "우리는 주말에 만난다.",    "여기에 표가 하나 있다.",   "저자는 모든 독자에게 감사한다.",
    "다음 절은 역사를 다룬다.", "연습 문제는 장 끝에 있다."};

// zh keeps Helm in Latin, ko writes 헬름 (with a different particle each time).
Pair HelmPair(int helm_beads) {
  const std::vector<std::string> zh = {"使用 Helm 安装应用。", "Helm 的图表很简单。",
                                       "我们喜欢 Helm 工具。", "升级时也用 Helm 命令。"};
  const std::vector<std::string> ko = {"헬름으로 앱을 설치한다.", "헬름 차트는 간단하다.",
                                       "우리는 헬름을 좋아한다.", "업그레이드도 헬름이 한다."};
  std::vector<std::string> a(zh.begin(), zh.begin() + helm_beads);
  std::vector<std::string> b(ko.begin(), ko.begin() + helm_beads);
  a.insert(a.end(), kZhFiller.begin(), kZhFiller.end());
  b.insert(b.end(), kKoFiller.begin(), kKoFiller.end());
  return MakePair(a, "zh", b, "ko");
}

Equivalents Learn(const std::vector<const Pair*>& pairs) {
  EquivalentsLearner learner;
  for (const Pair* p : pairs) learner.Add(p->aligned());
  return std::move(learner).Finish();
}

std::string Dump(const Equivalents& eq) {
  std::string out;
  for (const LearnedEquivalent& e : eq.Listing())
    out += e.latin + "|" + e.key + "|" + e.lang + "|" + e.rendering + "|" +
           std::to_string(e.together) + "/" + std::to_string(e.latin_count) + "/" +
           std::to_string(e.rendering_count) + "/" + std::to_string(e.observations) + "|" +
           std::to_string(e.g2) + "\n";
  return out;
}

BOOST_AUTO_TEST_CASE(transliterated_name_repeated_in_several_beads_is_learned) {
  Pair p = HelmPair(4);
  Equivalents eq = Learn({&p});
  BOOST_TEST(eq.Renderings("helm", "ko") == std::vector<std::string>{"헬름"}, Dump(eq));
  BOOST_TEST(eq.RenderedIn("helm", "ko", "헬름의 새 버전"));
  BOOST_TEST(!eq.RenderedIn("helm", "ko", "새 버전"));
  BOOST_TEST(!eq.RenderedIn("helm", "zh", "헬름의 새 버전"));  // learned for ko only
  const std::vector<LearnedEquivalent> listing = eq.Listing();
  BOOST_REQUIRE_EQUAL(listing.size(), 1u);
  BOOST_TEST(listing[0].latin == "Helm");
  BOOST_TEST(listing[0].together == 4);
  BOOST_TEST(listing[0].observations == 12);
  BOOST_TEST(listing[0].g2 >= 10.83);
}

BOOST_AUTO_TEST_CASE(pair_seen_once_is_not_learned) {
  Pair p = HelmPair(1);
  BOOST_TEST(Learn({&p}).Listing().empty(), Dump(Learn({&p})));
}

BOOST_AUTO_TEST_CASE(pair_seen_twice_in_few_beads_is_not_significant) {
  // Together twice out of three observations: G² well below the p = 0.001 value.
  Pair p =
      MakePair({"使用 Helm 安装应用。", "Helm 的图表很简单。", "今天的天气很好。"}, "zh",
               {"헬름으로 앱을 설치한다.", "헬름 차트는 간단하다.", "오늘은 날씨가 좋다."}, "ko");
  BOOST_TEST(Learn({&p}).Listing().empty(), Dump(Learn({&p})));
}

BOOST_AUTO_TEST_CASE(unrelated_frequent_word_is_not_paired) {
  // Docker, dropped by the ko edition, in half the beads; 한다 in every ko bead; 우리는 with
  // Docker twice but as often without it.
  Pair p = MakePair({"我们 Docker 安装。", "这是 Docker 镜像。", "Docker 很快。", "我们用 Docker。",
                     "今天的天气很好。", "这本书有十二章。", "请先阅读前言。", "我们在周末见面。"},
                    "zh",
                    {"우리는 설치를 한다.", "이것은 이미지라고 한다.", "빠르다고 한다.",
                     "사용을 한다.", "우리는 날씨가 좋다고 한다.", "이 책은 열두 장이라고 한다.",
                     "먼저 머리말을 읽어야 한다.", "주말에 만나야 한다."},
                    "ko");
  Equivalents eq = Learn({&p});
  BOOST_TEST(eq.Renderings("docker", "ko").empty(), Dump(eq));
  BOOST_TEST(!eq.RenderedIn("docker", "ko", "우리는 한다"));
}

BOOST_AUTO_TEST_CASE(title_is_not_rendered_as_a_whole) {
  // A quoted title translated four times: its words may be rendered, the title is not.
  std::vector<std::string> zh, ko;
  for (int i = 0; i < 4; ++i) {
    zh.push_back("我读了“Quiet Rivers Flow”第" + std::to_string(i) + "次。");
    ko.push_back("조용한 강물을 " + std::to_string(i) + "번 읽었다.");
  }
  zh.insert(zh.end(), kZhFiller.begin(), kZhFiller.end());
  ko.insert(ko.end(), kKoFiller.begin(), kKoFiller.end());
  Pair p = MakePair(zh, "zh", ko, "ko");
  BOOST_TEST_REQUIRE(p.a.units[0].entities.size() >= 1u);
  BOOST_TEST(EntityKindName(p.a.units[0].entities[0].kind) == "title");
  Equivalents eq = Learn({&p});
  BOOST_TEST(eq.Renderings("quiet rivers flow", "ko").empty(), Dump(eq));
}

BOOST_AUTO_TEST_CASE(rendering_that_mostly_stands_for_something_else_is_not_paired) {
  // 헬름 with Helm three times, and four more times where zh writes 舵手 instead: significant
  // among fifty beads, but the rendering stands for Helm in fewer than half of its beads.
  std::vector<std::string> zh = {
      "使用 Helm 安装应用。", "Helm 的图表很简单。", "我们喜欢 Helm 工具。", "舵手安装了应用。",
      "舵手很简单。",         "我们喜欢舵手。",      "升级时也用舵手。"};
  std::vector<std::string> ko = {"헬름으로 앱을 설치한다.",  "헬름 차트는 간단하다.",
                                 "우리는 헬름을 좋아한다.",  "헬름이 앱을 설치했다.",
                                 "헬름은 간단하다.",         "우리는 헬름이 좋다.",
                                 "업그레이드도 헬름이 한다."};
  for (int i = 0; i < 5; ++i) {
    for (const std::string& f : kZhFiller) zh.push_back(f + " (" + std::to_string(i) + ")");
    for (const std::string& f : kKoFiller) ko.push_back(f + " (" + std::to_string(i) + ")");
  }
  Pair p = MakePair(zh, "zh", ko, "ko");
  Equivalents eq = Learn({&p});
  BOOST_TEST(eq.Renderings("helm", "ko").empty(), Dump(eq));
}

BOOST_AUTO_TEST_CASE(word_kept_in_latin_opposite_is_no_candidate) {
  // Both editions write Helm: nothing to learn for it, whatever the ko text has in common.
  Pair p = MakePair({"使用 Helm 安装。", "Helm 图表。", "喜欢 Helm。", "Helm 命令。",
                     "今天的天气很好。", "这本书有十二章。", "请先阅读前言。", "我们在周末见面。"},
                    "zh",
                    {"Helm 설치.", "Helm 차트.", "Helm 좋아.", "Helm 명령.", "오늘은 날씨가 좋다.",
                     "이 책은 열두 장이다.", "먼저 머리말을 읽으세요.", "우리는 주말에 만난다."},
                    "ko");
  BOOST_TEST(Learn({&p}).Listing().empty(), Dump(Learn({&p})));
}

BOOST_AUTO_TEST_CASE(han_rendering_learned_from_english_longest_kept) {
  // The first of the substrings that are always together (斯, 斯坦, 斯坦福, …) is the longest.
  std::vector<std::string> en = {"Stanford has a large campus.", "We met at Stanford in May.",
                                 "Stanford was founded long ago.", "A road leads to Stanford."};
  std::vector<std::string> zh = {"斯坦福的校园很大。", "我们五月在斯坦福见面。",
                                 "斯坦福成立很久了。", "一条路通往斯坦福。"};
  zh.insert(zh.end(), kZhFiller.begin(), kZhFiller.end());
  for (const char* f : {"The weather is fine today.", "This book has twelve chapters.",
                        "Please read the preface first.", "We meet on weekends.",
                        "Here is a table.", "The author thanks every reader.",
                        "The next section tells the history.", "Exercises end each chapter."})
    en.push_back(f);
  Pair p = MakePair(en, "en", zh, "zh");
  Equivalents eq = Learn({&p});
  BOOST_TEST(eq.Renderings("stanford", "zh") == std::vector<std::string>{"斯坦福"}, Dump(eq));
}

BOOST_AUTO_TEST_CASE(multi_word_name_rendered_word_by_word) {
  Pair p = MakePair(
      {"Kubernetes 集群。", "部署到 Kubernetes 上。", "Kubernetes 很流行。", "今天的天气很好。",
       "这本书有十二章。", "请先阅读前言。", "我们在周末见面。", "这里有一张表格。",
       "作者感谢所有读者。"},
      "zh",
      {"쿠버네티스 클러스터.", "쿠버네티스에 배포한다.", "쿠버네티스는 인기가 많다.",
       "오늘은 날씨가 좋다.", "이 책은 열두 장이다.", "먼저 머리말을 읽으세요.",
       "우리는 주말에 만난다.", "여기에 표가 하나 있다.", "저자는 모든 독자에게 감사한다."},
      "ko");
  Equivalents eq = Learn({&p});
  BOOST_TEST(eq.Renderings("kubernetes", "ko") == std::vector<std::string>{"쿠버네티스"}, Dump(eq));
  BOOST_TEST(eq.RenderedIn("kubernetes http api", "ko", "쿠버네티스 HTTP API 문서"));
  BOOST_TEST(!eq.RenderedIn("kubernetes http api", "ko", "쿠버네티스 API 문서"));  // no HTTP
  BOOST_TEST(!eq.RenderedIn("kubernetes http api", "ko", "Kubernetes HTTP API"));  // not rendered
}

BOOST_AUTO_TEST_CASE(result_does_not_depend_on_order_of_add_and_merge) {
  Pair helm = HelmPair(4);
  Pair helm_few = HelmPair(2);
  Pair reversed =
      MakePair({"斯坦福的校园很大。", "斯坦福成立很久了。", "今天的天气很好。"}, "zh",
               {"Stanford has a campus.", "Stanford is old.", "The weather is fine."}, "en");
  auto merged = [&](std::vector<const Pair*> first, std::vector<const Pair*> second) {
    EquivalentsLearner l1, l2;
    for (const Pair* p : first) l1.Add(p->aligned());
    for (const Pair* p : second) l2.Add(p->aligned());
    l1.Merge(std::move(l2));
    return Dump(std::move(l1).Finish());
  };
  const std::string one = merged({&helm, &helm_few}, {&reversed});
  BOOST_TEST(!one.empty());
  BOOST_TEST(merged({&reversed}, {&helm_few, &helm}) == one);
  BOOST_TEST(merged({}, {&helm_few, &reversed, &helm}) == one);
  BOOST_TEST(Dump(Learn({&reversed, &helm, &helm_few})) == one);
}

BOOST_AUTO_TEST_CASE(stored_items_grow_linearly_with_the_tree) {
  // Copy i of the pair: each unit ends in " (i)", so no bead repeats another word for word.
  std::vector<Pair> copies;
  for (int i = 0; i < 100; ++i) {
    Pair p = HelmPair(4);
    for (Edition* e : {&p.a, &p.b})
      for (Unit& u : e->units) u.text += " (" + std::to_string(i) + ")";
    copies.push_back(std::move(p));
  }
  auto stored = [&](int n) {
    EquivalentsLearner learner;
    for (int i = 0; i < n; ++i) learner.Add(copies[i].aligned());
    return learner.StoredItems();
  };
  const size_t one = stored(1);
  BOOST_TEST(one > 0u);
  BOOST_TEST(stored(10) == 10 * one);
  BOOST_TEST(stored(100) == 100 * one);
  // And the counts of what is learned scale with the copies.
  EquivalentsLearner learner;
  for (int i = 0; i < 10; ++i) learner.Add(copies[i].aligned());
  const Equivalents eq = std::move(learner).Finish();
  const std::vector<LearnedEquivalent> listing = eq.Listing();
  BOOST_TEST_REQUIRE(listing.size() == 1u, Dump(eq));
  BOOST_TEST(listing[0].together == 40);
  BOOST_TEST(listing[0].observations == 120);
}

BOOST_AUTO_TEST_CASE(bead_repeated_word_for_word_is_observed_once) {
  Pair p = HelmPair(4);
  EquivalentsLearner once, twice;
  once.Add(p.aligned());
  twice.Add(p.aligned());
  twice.Add(p.aligned());
  BOOST_TEST(twice.StoredItems() == once.StoredItems());
  // Two beads that say the same thing, twice each, are two observations, not four.
  Pair repeated = MakePair(
      {"使用 Helm 安装应用。", "使用 Helm 安装应用。", "Helm 的图表很简单。", "Helm 的图表很简单。",
       "今天的天气很好。", "这本书有十二章。", "请先阅读前言。", "我们在周末见面。"},
      "zh",
      {"헬름으로 앱을 설치한다.", "헬름으로 앱을 설치한다.", "헬름 차트는 간단하다.",
       "헬름 차트는 간단하다.", "오늘은 날씨가 좋다.", "이 책은 열두 장이다.",
       "먼저 머리말을 읽으세요.", "우리는 주말에 만난다."},
      "ko");
  BOOST_TEST(Learn({&repeated}).Listing().empty(), Dump(Learn({&repeated})));
}

BOOST_AUTO_TEST_CASE(substrings_per_unit_are_bounded) {
  // One run of 500 Hangul syllables against three candidate words (install, Helm, today): at
  // most eight substrings start at each syllable. (Of a bead without candidate words nothing
  // is stored: Finish counts its substrings.)
  std::string ko_long;
  for (char32_t i = 0; i < 500; ++i) AppendUtf8(0xAC00 + (i * 37) % 11172, &ko_long);
  Pair p = MakePair({"We install it with Helm today."}, "en", {ko_long}, "ko");
  EquivalentsLearner learner;
  learner.Add(p.aligned());
  BOOST_TEST(learner.StoredItems() > 500u);
  BOOST_TEST(learner.StoredItems() <= 4 + 8 * 500u);
}

BOOST_AUTO_TEST_CASE(bead_with_too_many_pairs_is_not_observed) {
  // Forty names against thousands of substrings: the bead is left out whole.
  std::string ko_long, en;
  for (char32_t i = 0; i < 2000; ++i) AppendUtf8(0xAC00 + (i * 37) % 11172, &ko_long);
  for (int i = 0; i < 40; ++i)
    en += "Name" + std::string(1, static_cast<char>('A' + i % 26)) +
          std::string(1, static_cast<char>('a' + i / 26)) + " and ";
  Pair p = MakePair({en + "more."}, "en", {ko_long}, "ko");
  EquivalentsLearner learner;
  learner.Add(p.aligned());
  BOOST_TEST(learner.StoredItems() == 0u);
}

// Two Markdown editions: the heading and the first four paragraphs name Helm, which ko writes
// 헬름; the rest share nothing.
void WriteHelmEditions(const concord::testing::TempDir& dir) {
  std::string zh = "# 用 Helm 部署\n\n", ko = "# 헬름으로 배포하기\n\n";
  const char* zh_helm[] = {"使用 Helm 安装应用。", "Helm 的图表很简单。", "我们喜欢 Helm 工具。",
                           "升级时也用 Helm 命令。"};
  const char* ko_helm[] = {"헬름으로 앱을 설치한다.", "헬름 차트는 간단하다.",
                           "우리는 헬름을 좋아한다.", "업그레이드도 헬름이 한다."};
  for (const char* t : zh_helm) zh += std::string(t) + "\n\n";
  for (const char* t : ko_helm) ko += std::string(t) + "\n\n";
  for (const std::string& t : kZhFiller) zh += t + "\n\n";
  for (const std::string& t : kKoFiller) ko += t + "\n\n";
  dir.Write("zh.md", zh);
  dir.Write("ko.md", ko);
}

BOOST_AUTO_TEST_CASE(align_show_equivalents_prints_the_pair) {
  concord::testing::TempDir dir;
  WriteHelmEditions(dir);
  auto run = concord::testing::RunConcord({"align", "--show-equivalents", "zh.md", "ko.md"},
                                          dir.path.string());
  BOOST_TEST(run.status == 0, run.err);
  BOOST_TEST(run.out.find("Helm ↔ ko 헬름 (together 5, G² ") == 0u, run.out);
  BOOST_TEST(run.out.find('\n') == run.out.size() - 1, run.out);  // one pair only

  run = concord::testing::RunConcord(
      {"align", "--show-equivalents", "--format", "json", "zh.md", "ko.md"}, dir.path.string());
  BOOST_TEST(run.status == 0, run.err);
  const nlohmann::json j = nlohmann::json::parse(run.out);
  BOOST_TEST_REQUIRE(j["equivalents"].size() == 1u);
  BOOST_TEST(j["equivalents"][0]["rendering"] == "헬름");
  BOOST_TEST(j["equivalents"][0]["together"] == 5);
  BOOST_TEST(j["equivalents"][0]["g2"].get<double>() >= 10.83);

  run = concord::testing::RunConcord(
      {"align", "--show-equivalents", "--format", "sarif", "zh.md", "ko.md"}, dir.path.string());
  BOOST_TEST(run.status == 2);
  BOOST_TEST(run.err.find("--show-equivalents") != std::string::npos, run.err);
}

BOOST_AUTO_TEST_CASE(align_show_equivalents_learns_from_a_whole_tree) {
  // Two documents, each naming Helm twice: too little for either alone, enough for the tree.
  concord::testing::TempDir dir;
  const char* zh_helm[] = {"使用 Helm 安装应用。", "Helm 的图表很简单。", "我们喜欢 Helm 工具。",
                           "升级时也用 Helm 命令。"};
  const char* ko_helm[] = {"헬름으로 앱을 설치한다.", "헬름 차트는 간단하다.",
                           "우리는 헬름을 좋아한다.", "업그레이드도 헬름이 한다."};
  for (int doc = 0; doc < 2; ++doc) {
    std::string zh, ko;
    for (int i = 2 * doc; i < 2 * doc + 2; ++i) {
      zh += std::string(zh_helm[i]) + "\n\n";
      ko += std::string(ko_helm[i]) + "\n\n";
    }
    for (int i = 4 * doc; i < 4 * doc + 4; ++i) {
      zh += kZhFiller[i] + "\n\n";
      ko += kKoFiller[i] + "\n\n";
    }
    dir.Write("zh/doc" + std::to_string(doc) + ".md", zh);
    dir.Write("ko/doc" + std::to_string(doc) + ".md", ko);
  }
  auto run = concord::testing::RunConcord(
      {"align", "--show-equivalents", "zh/doc0.md", "ko/doc0.md"}, dir.path.string());
  BOOST_TEST(run.status == 0, run.err);
  BOOST_TEST(run.out == "no cross-script equivalents learned\n", run.out);
  run =
      concord::testing::RunConcord({"align", "--show-equivalents", "zh", "ko"}, dir.path.string());
  BOOST_TEST(run.status == 0, run.err);
  BOOST_TEST(run.out.find("Helm ↔ ko 헬름 (together 4, G² ") == 0u, run.out);
}

// Code of one word that a translator writes as a word of their language (`stdin` as 标准输入)
// is learned apart from prose words, and only from two documents at least: the same counts
// from one document (an example's value that its page repeats) teach nothing.
BOOST_AUTO_TEST_CASE(code_of_one_word_is_learned_from_two_documents) {
  const char* zh_code[] = {"从 `stdin` 读取数据。", "把 `stdin` 传给命令。", "`stdin` 为空时退出。",
                           "关闭 `stdin` 即可。"};
  const char* ko_code[] = {"표준입력에서 데이터를 읽는다.", "표준입력을 명령에 넘긴다.",
                           "표준입력이 비면 끝난다.", "표준입력을 닫으면 된다."};
  auto tree = [&](int documents) {
    auto dir = std::make_unique<concord::testing::TempDir>();
    for (int doc = 0; doc < documents; ++doc) {
      std::string zh, ko;
      for (int i = 0; i < 4; ++i) {
        if (i % documents != doc) continue;
        zh += std::string(zh_code[i]) + "\n\n";
        ko += std::string(ko_code[i]) + "\n\n";
      }
      for (int i = 4 * doc; i < 4 * doc + 4; ++i) {
        zh += kZhFiller[i] + "\n\n";
        ko += kKoFiller[i] + "\n\n";
      }
      dir->Write("zh/doc" + std::to_string(doc) + ".md", zh);
      dir->Write("ko/doc" + std::to_string(doc) + ".md", ko);
    }
    return dir;
  };
  auto two = tree(2);
  auto run =
      concord::testing::RunConcord({"align", "--show-equivalents", "zh", "ko"}, two->path.string());
  BOOST_TEST(run.status == 0, run.err);
  BOOST_TEST(run.out.find("`stdin` ↔ ko 표준입력 (together 4, G² ") == 0u, run.out);
  auto one = tree(1);
  run =
      concord::testing::RunConcord({"align", "--show-equivalents", "zh", "ko"}, one->path.string());
  BOOST_TEST(run.status == 0, run.err);
  BOOST_TEST(run.out == "no cross-script equivalents learned\n", run.out);
}

// Code of one word is learned where its rendering stands for it, however often the other
// edition leaves it out (a stale page that drops `stdout`); and a rendering inside another
// word's (标准输 inside stdin's 标准输入, which a bead that drops `stdout` beside `stdin` pairs
// with `stdout` too) gives way to one inside no other word's (标准输出).
BOOST_AUTO_TEST_CASE(code_word_rendering_inside_another_words_gives_way) {
  std::vector<Pair> docs;
  for (int doc = 0; doc < 2; ++doc) {
    std::vector<std::string> en, zh;
    const char* kEn[] = {"Pipe `stdin` and `stdout`.", "Tee `stdin` into `stdout`.",
                         "Join `stdin` with `stdout`.", "Mix `stdin` into `stdout`."};
    const char* kZh[] = {"管道连接标准输入。", "分流标准输入。", "拼接标准输入。",
                         "混合标准输入。"};
    const char* kOutEn[] = {"Log to `stdout`.", "Dump it on `stdout`.", "Echo via `stdout`.",
                            "Show on `stdout`."};
    const char* kOutZh[] = {"记录到标准输出。", "转储到标准输出。", "回显于标准输出。",
                            "显示在标准输出。"};
    for (int i = doc * 2; i < doc * 2 + 2; ++i) {
      en.push_back(kEn[i]);  // zh drops `stdout`
      zh.push_back(kZh[i]);
      en.push_back(kOutEn[i]);
      zh.push_back(kOutZh[i]);
    }
    if (doc == 0) {
      en.push_back("Close `stdin` at the end.");
      zh.push_back("最后关闭标准输入。");
    }
    for (int i = 0; i < 12; ++i) {
      const std::string n = std::to_string(doc * 12 + i);
      en.push_back("Filler " + n + ".");
      zh.push_back("填充第" + n + "段。");
    }
    docs.push_back(MakePair(en, "en", zh, "zh", "doc" + std::to_string(doc)));
  }
  Equivalents eq = Learn({&docs[0], &docs[1]});
  BOOST_TEST(eq.Renderings(CodeWordKey("stdout"), "zh") == std::vector<std::string>{"标准输出"},
             Dump(eq));
  BOOST_TEST(eq.Renderings(CodeWordKey("stdin"), "zh") == std::vector<std::string>{"标准输入"},
             Dump(eq));
}

}  // namespace

// Texts that mix scripts, punctuation, runs longer and shorter than the bounds, and repeats.
const std::vector<std::string> kMixedTexts = {
    "",
    "Helm only",
    "헬름",
    "헬름으로 앱을 설치한다. Helm 차트는 간단하다!",
    "使用Helm安装应用，升级时也用Helm命令。",
    "ヘルムーチャート と 헬름 and 斯坦福大学斯坦福大学",
    "가나다라마바사아자차카타파하가나다라마바사",
    "x한y漢zカ",
};

// AppendCjkSubstrings (hashed as it extends each substring) against its plain twin, on texts
// that mix scripts, punctuation, runs longer and shorter than the bound, and repeats.
BOOST_AUTO_TEST_CASE(cjk_substrings_equal_their_reference) {
  const std::vector<std::string>& texts = kMixedTexts;
  for (const std::string& text : texts) {
    for (size_t max_chars : {size_t{1}, size_t{3}, size_t{8}}) {
      std::vector<HashedSubstring> fast;
      AppendCjkSubstrings(text, max_chars, &fast);
      for (const HashedSubstring& s : fast) BOOST_TEST(s.hash == SubstringHash(s.text));
      SortUniqueSubstrings(&fast);
      std::set<std::string> got;
      for (const HashedSubstring& s : fast) got.emplace(s.text);
      BOOST_TEST(got.size() == fast.size(), text);  // each distinct substring once
      BOOST_TEST((got == CjkSubstringsReference(text, max_chars)), text << " at " << max_chars);
    }
  }
  // The pruned visit against its plain twin: `known` holds the substrings of some of the texts
  // (so every prefix of each of them), and the visit stops where it finds one `known` lacks.
  for (const std::string& source : texts) {
    const std::set<std::string> known = CjkSubstringsReference(source, 3);
    for (const std::string& text : texts) {
      for (size_t max_chars : {size_t{1}, size_t{3}, size_t{8}}) {
        std::set<std::string> found;
        size_t visits = 0;
        VisitCjkSubstrings(text, max_chars, [&](const HashedSubstring& s) {
          ++visits;
          BOOST_TEST(s.hash == SubstringHash(s.text));
          if (!known.count(std::string(s.text))) return false;
          found.emplace(s.text);
          return true;
        });
        BOOST_TEST((found == KnownCjkSubstringsReference(text, max_chars, known)),
                   text << " at " << max_chars << " knowing " << source);
        BOOST_TEST(visits <= CodePointCount(text) * (1 + found.size()));
      }
    }
  }
  // A run of ten syllables: ten substrings of one, nine of two, ..., three of eight.
  std::vector<HashedSubstring> ten;
  AppendCjkSubstrings("가나다라마바사아자차", 8, &ten);
  BOOST_TEST(ten.size() == 10u + 9 + 8 + 7 + 6 + 5 + 4 + 3);
}

// The walk that numbers substrings against AppendCjkSubstrings (the same substrings) and against a
// map that gives each new string the next id; and the walk that goes on only at the members of a
// set of substrings (every prefix of each of them) against the hashed visit it stands for
// (VisitCjkSubstrings told to go on exactly there).
BOOST_AUTO_TEST_CASE(gram_ids_walk_equals_the_hashed_visit_and_a_map) {
  const std::vector<std::string>& texts = kMixedTexts;
  GramIds ids;
  std::unordered_map<std::string, uint32_t> reference;
  for (const std::string& text : texts) {
    for (size_t max_chars : {size_t{1}, size_t{3}, size_t{8}}) {
      std::vector<HashedSubstring> appended;
      AppendCjkSubstrings(text, max_chars, &appended);
      std::vector<std::string_view> walked;
      WalkCjkSubstrings(text, max_chars, [&](uint32_t node, char32_t c, std::string_view gram) {
        walked.push_back(gram);
        const uint32_t id = ids.Id(node, c, gram);
        const auto [it, added] =
            reference.emplace(std::string(gram), static_cast<uint32_t>(reference.size()));
        BOOST_TEST(id == it->second, gram);
        BOOST_TEST(ids.strings().at(id) == gram);
        BOOST_TEST(ids.Id(gram) == id, gram);  // found again one code point after another
        return id;
      });
      // The same substrings, each start's shorter before its longer ones, in another order.
      std::vector<std::string_view> expected;
      for (const HashedSubstring& s : appended) expected.push_back(s.text);
      std::sort(walked.begin(), walked.end());
      std::sort(expected.begin(), expected.end());
      BOOST_TEST((walked == expected), text << " at " << max_chars);
    }
  }
  BOOST_TEST(ids.size() == reference.size());
  for (const std::string& source : texts) {
    const std::set<std::string> known = CjkSubstringsReference(source, 3);
    GramIds in_set;
    for (const std::string& s : known) in_set.Id(s);
    for (const std::string& text : texts) {
      for (size_t max_chars : {size_t{1}, size_t{3}, size_t{8}}) {
        std::vector<std::string> visited, walked;
        VisitCjkSubstrings(text, max_chars, [&](const HashedSubstring& s) {
          if (!known.count(std::string(s.text))) return false;
          visited.emplace_back(s.text);
          return true;
        });
        WalkCjkSubstrings(text, max_chars, [&](uint32_t node, char32_t c, std::string_view) {
          const uint32_t id = in_set.Child(node, c);
          if (id == GramTrie::kAbsent) return id;
          walked.push_back(in_set.strings().at(id));
          return id;
        });
        std::sort(walked.begin(), walked.end());
        std::sort(visited.begin(), visited.end());
        BOOST_TEST((walked == visited), text << " at " << max_chars << " knowing " << source);
      }
    }
  }
  BOOST_TEST(GramIds().Child(GramTrie::kRoot, U'가') == GramTrie::kAbsent);
}

// Tens of thousands of keys (so that the table grows many times), spread over both halves as
// the learner packs two ids into one key, asked for in a shuffled order with repeats: the ids
// are those of a map whose try_emplace gives each new key the next id.
BOOST_AUTO_TEST_CASE(key_ids_equal_a_map_filled_in_order) {
  std::mt19937_64 rng(5);
  std::vector<uint64_t> keys;
  for (uint64_t w = 0; w < 200; ++w)
    for (uint64_t g = 0; g < 150; g += 1 + w % 3) keys.push_back(w << 32 | (g * 7919));
  for (int i = 0; i < 2000; ++i) keys.push_back(rng());
  const size_t distinct = keys.size();
  for (size_t i = 0; i < distinct / 2; ++i) keys.push_back(keys[rng() % distinct]);
  std::shuffle(keys.begin(), keys.end(), rng);
  KeyIds ids;
  std::unordered_map<uint64_t, uint32_t> reference;
  for (uint64_t key : keys) {
    const auto next = static_cast<uint32_t>(reference.size());
    BOOST_TEST(ids.Find(key) == (reference.count(key) ? reference[key] : KeyIds::kAbsent));
    BOOST_TEST_REQUIRE(ids.IdOr(key, next) == reference.try_emplace(key, next).first->second);
  }
  BOOST_TEST(ids.size() == reference.size());
  for (const auto& [key, id] : reference) BOOST_TEST_REQUIRE(ids.Find(key) == id);
}
