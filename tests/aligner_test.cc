#include "align/aligner.h"

#include <boost/test/unit_test.hpp>
#include <filesystem>
#include <set>
#include <utility>

#include "align/joins.h"
#include "align/moves.h"
#include "align/pins.h"
#include "align/sections.h"
#include "test_util.h"

using namespace concord;
using concord::testing::BeadShapes;
using concord::testing::MemoryEdition;

namespace {

struct AlignCase {
  const char* name;
  const char* a;
  const char* b;
  const char* shapes;
};

// Editions with entities (names, numbers) that survive translation, like real ones.
const AlignCase kCases[] = {
    {"identical structure",
     "甲 Alice Smith 说了话。\n乙 Bob Jones 写了 42 页。\n丙 Carol King 走了。\n",
     "Alice Smith가 말했다.\nBob Jones가 42쪽을 썼다.\nCarol King이 떠났다.\n", "1-1 1-1 1-1"},
    {"unit added in b", "甲 Alice Smith 说了话。\n丙 Carol King 走了。\n",
     "Alice Smith가 말했다.\nBob Jones가 42쪽을 썼다.\nCarol King이 떠났다.\n", "1-1 0-1 1-1"},
    {"unit dropped from b",
     "甲 Alice Smith 说了话。\n乙 Bob Jones 写了 42 页。\n丙 Carol King 走了。\n",
     "Alice Smith가 말했다.\nCarol King이 떠났다.\n", "1-1 1-0 1-1"},
    {"paragraph split in b",
     "甲 Alice Smith 说了很多很多的话，然后 Bob Jones 写了 42 页很长很长的书。\n丙 Carol King "
     "走了。\n",
     "Alice Smith가 아주 많은 말을 했다.\n그리고 Bob Jones가 아주 긴 책을 42쪽 썼다.\nCarol King이 "
     "떠났다.\n",
     "1-2 1-1"},
    {"list items pair with list items", "标题一\n• Alpha Paper：第一篇\n• Beta Paper：第二篇\n",
     "제목 하나\n- Alpha Paper: 첫 번째\n- Beta Paper: 두 번째\n", "1-1 1-1 1-1"},
    {"empty a", "", "하나.\n둘.\n", "0-1 0-1"},
    {"empty b", "一。\n二。\n", "", "1-0 1-0"},
    {"both empty", "", "", ""},
};

// The bead shapes of a zh and a ko Markdown edition aligned, their languages detected.
std::string MarkdownShapes(const std::string& zh, const std::string& ko) {
  return BeadShapes(AlignUnits(MemoryEdition("zh.md", zh), MemoryEdition("ko.md", ko)));
}

BOOST_AUTO_TEST_CASE(aligns_table_of_small_editions) {
  for (const AlignCase& c : kCases) {
    BOOST_TEST_CONTEXT(c.name) {
      Edition a = MemoryEdition("a.txt", c.a), b = MemoryEdition("b.txt", c.b);
      BOOST_TEST(BeadShapes(AlignUnits(a, b)) == c.shapes);
    }
  }
}

// A table one edition lacks: its rows (paragraph units) are left without counterpart rather
// than paired with the paragraphs around them, and rows pair with rows, not with prose.
BOOST_AUTO_TEST_CASE(table_rows_pair_only_with_table_rows) {
  const std::string zh =
      "# 堆\n\n堆是一种树，Alpha 和 Beta 是它的两种实现，下表列出各自的代价。\n\n"
      "| 名称 | 查找 | 插入 |\n| --- | --- | --- |\n"
      "| [Alpha](https://example.org/alpha) | `Θ(1)` | `O(log n)` |\n"
      "| [Beta](https://example.org/beta) | `Θ(1)` | `Θ(1)` |\n\n"
      "本仓库用 Gamma 实现了 Alpha 堆。\n";
  const std::string ko_without =
      "# 힙\n\n힙은 트리이며 Alpha와 Beta는 두 가지 구현입니다.\n\n"
      "이 저장소는 Gamma로 Alpha 힙을 구현했습니다.\n";
  BOOST_TEST(MarkdownShapes(zh, ko_without) == "1-1 1-1 1-0 1-0 1-0 1-1");
  const std::string ko_with =
      "# 힙\n\n힙은 트리이며 Alpha와 Beta는 두 가지 구현입니다.\n\n"
      "| 이름 | 찾기 | 삽입 |\n| --- | --- | --- |\n"
      "| [Alpha](https://example.org/alpha) | `Θ(1)` | `O(log n)` |\n"
      "| [Beta](https://example.org/beta) | `Θ(1)` | `Θ(1)` |\n\n"
      "이 저장소는 Gamma로 Alpha 힙을 구현했습니다.\n";
  BOOST_TEST(MarkdownShapes(zh, ko_with) == "1-1 1-1 1-1 1-1 1-1 1-1");
}

BOOST_AUTO_TEST_CASE(every_unit_in_exactly_one_bead_in_order) {
  Edition a =
      MemoryEdition("a.txt", testing::ReadFile(testing::SourcePath("corpus/zh/conclusion.txt")));
  Edition b =
      MemoryEdition("b.txt", testing::ReadFile(testing::SourcePath("corpus/ko/conclusion.txt")));
  std::vector<Bead> beads = AlignUnits(a, b);
  int next_a = 0, next_b = 0;
  for (const Bead& bead : beads) {
    BOOST_TEST(bead.a.size() + bead.b.size() >= 1u);
    BOOST_TEST(!bead.moved);  // nothing moved between these editions
    for (int u : bead.a) BOOST_TEST(u == next_a++);
    for (int u : bead.b) BOOST_TEST(u == next_b++);
    BOOST_TEST(bead.score >= 0.0);
    BOOST_TEST(bead.score <= 1.0);
    if (bead.a.empty() || bead.b.empty()) BOOST_TEST(bead.score == 0.0);
  }
  BOOST_TEST(next_a == static_cast<int>(a.units.size()));
  BOOST_TEST(next_b == static_cast<int>(b.units.size()));
}

// A unit one edition moved: the in-order search leaves it without counterpart on both sides;
// the two share an anchor found once per edition and make a good pair, so they are paired out
// of order (Bead::moved, where the A unit is) and the 0-1 bead is gone. Units without such an
// anchor stay without counterpart, however alike their lengths.
BOOST_AUTO_TEST_CASE(a_moved_unit_pairs_out_of_order) {
  const std::string zh =
      "甲 Alice Smith 说了话。\n乙 Bob Jones 写了书。\n丙 Carol King 走了。\n"
      "丁 详见 https://example.org/moved 的说明。\n";
  const std::string ko =
      "https://example.org/moved 의 설명을 보라.\nAlice Smith가 말했다.\nBob Jones가 책을 썼다.\n"
      "Carol King이 떠났다.\n";
  std::vector<Bead> beads = AlignUnits(MemoryEdition("zh.txt", zh), MemoryEdition("ko.txt", ko));
  BOOST_TEST(BeadShapes(beads) == "1-1 1-1 1-1 1-1");
  BOOST_REQUIRE_EQUAL(beads.size(), 4u);
  BOOST_TEST(beads[3].moved);
  BOOST_TEST(beads[3].a.front() == 3);
  BOOST_TEST(beads[3].b.front() == 0);
  BOOST_TEST(beads[3].score > 0.5);
  for (int k = 0; k < 3; ++k) BOOST_TEST(!beads[static_cast<size_t>(k)].moved);

  const std::string zh_added = "甲 Alice Smith 说了话。\n乙 Bob Jones 写了书。\n戊 一句新的话。\n";
  const std::string ko_added = "새로운 문장이다.\nAlice Smith가 말했다.\nBob Jones가 책을 썼다.\n";
  BOOST_TEST(BeadShapes(AlignUnits(MemoryEdition("zh.txt", zh_added),
                                   MemoryEdition("ko.txt", ko_added))) == "0-1 1-1 1-1 1-0");
}

// Two rows of a table that one edition swapped: the in-order search pairs each with the row
// that took its place, and the two share no anchor, while each row's link is found once in
// the other edition, in the row it was paired against. Each row is paired with the row that
// links the same page, out of order; a row whose anchors are nowhere else (Orca against
// Chinchilla) stays where the search put it.
BOOST_AUTO_TEST_CASE(rows_paired_by_position_are_placed_by_their_anchors) {
  const std::string en =
      "# Models\n\nThe models we tested.\n\n| Model | Open |\n| --- | --- |\n"
      "| [Falcon](https://example.org/falcon) | ✓ |\n| [Orca](https://example.org/orca) | ✗ |\n"
      "| [Gopher](https://example.org/gopher) | ✗ |\n"
      "| [Sparrow](https://example.org/sparrow) | ✗ |\n\nThat is all.\n";
  const std::string zh =
      "# 模型\n\n我们测试过的模型。\n\n| 模型 | 开放 |\n| --- | --- |\n"
      "| [Gopher](https://example.org/gopher) | ✗ |\n"
      "| [Chinchilla](https://example.org/chinchilla) | ✗ |\n"
      "| [Falcon](https://example.org/falcon) | ✓ |\n"
      "| [Sparrow](https://example.org/sparrow) | ✗ |\n\n就这些。\n";
  const Edition a = MemoryEdition("en.md", en, "en");
  const Edition b = MemoryEdition("zh.md", zh, "zh");
  const std::vector<Bead> beads = AlignUnits(a, b);
  BOOST_TEST(BeadShapes(beads) == "1-1 1-1 1-1 1-1 1-1 1-1 1-1 1-1");
  // By A unit's line, the line of its B unit: Falcon (en:7) with Falcon, Gopher (en:9) with
  // Gopher.
  std::vector<std::string> lines;
  for (const Bead& bead : beads)
    lines.push_back(std::to_string(a.units[static_cast<size_t>(bead.a.front())].line) + ":" +
                    std::to_string(b.units[static_cast<size_t>(bead.b.front())].line));
  const std::vector<std::string> want = {"1:1", "3:3", "5:5",   "7:9",
                                         "8:8", "9:7", "10:10", "12:12"};
  BOOST_TEST(lines == want, boost::test_tools::per_element());
}

// The lines each A unit's bead pairs, "a:b" ("a:-" alone), and whether it is moved ("m").
std::vector<std::string> PairedLines(const Edition& a, const Edition& b,
                                     const std::vector<Bead>& beads) {
  std::vector<std::string> out;
  for (const Bead& bead : beads) {
    if (bead.a.empty()) continue;
    out.push_back(
        std::to_string(a.units[static_cast<size_t>(bead.a.front())].line) + ":" +
        (bead.b.empty() ? "-" : std::to_string(b.units[static_cast<size_t>(bead.b.front())].line)) +
        (bead.moved ? "m" : ""));
  }
  return out;
}

// An English paragraph the translation placed in another section, placed by the code both
// give once: its other words are anchors too (lowercase words, "files", "should", "them"), and
// the translation keeps a few of them in Latin elsewhere (a sentence left in English), but they
// say nothing of this unit; only the words both units have count (AgreeOnMostAnchors).
BOOST_AUTO_TEST_CASE(a_moved_english_unit_is_placed_though_its_words_are_elsewhere) {
  const Edition a = MemoryEdition(
      "en.md",
      "# Modes\n\n## Loading\n\nThe server reads the variables of the current mode when it "
      "starts, and the files should be kept small.\n\nYou can add them to the list of loaded "
      "files at any time.\n\n## Local files\n\n`.env.*.local` files are local only and can "
      "contain sensitive values. You should add `*.local` to your ignore list to keep them out "
      "of version control.\n\n## Types\n\nThe types of the variables are strings unless a "
      "plugin changes them.\n",
      "en");
  const Edition b = MemoryEdition(
      "ko.md",
      "# 모드\n\n## 불러오기\n\n`.env.*.local` 파일은 로컬에서만 쓰이며 민감한 값을 담을 수 "
      "있습니다. 버전 관리에서 빼려면 `*.local`을 무시 목록에 추가하세요.\n\n서버는 시작할 때 "
      "현재 모드의 변수를 읽으며, 파일은 작게 유지해야 합니다.\n\nYou can add them to the list "
      "of loaded files at any time.\n\n## 타입\n\n플러그인이 바꾸지 않는 한 변수의 타입은 "
      "문자열입니다.\n",
      "ko");
  const std::vector<std::string> want = {"1:1", "3:3",   "5:7",   "7:9",
                                         "9:-", "11:5m", "13:11", "15:13"};
  BOOST_TEST(PairedLines(a, b, AlignUnits(a, b)) == want, boost::test_tools::per_element());
}

// Two paragraphs that share only a lowercase word found once in each edition ("token") are not
// one unit moved: the English one a dropped paragraph, the Chinese one an added note, each
// reported without counterpart.
BOOST_AUTO_TEST_CASE(a_lowercase_word_in_common_does_not_move_a_unit) {
  const Edition a = MemoryEdition(
      "en.md",
      "# Guide\n\n## Setup\n\nInstall the tool with the package manager of your system.\n\n"
      "Each request carries a token that expires after an hour, and a new one is issued on the "
      "next login.\n\n## Usage\n\nRun the tool from a terminal.\n",
      "en");
  const Edition b = MemoryEdition("zh.md",
                                  "# 指南\n\n## 安装\n\n使用系统的包管理器安装该工具。\n\n"
                                  "## 用法\n\n在终端中运行该工具。\n\n"
                                  "如果 token 泄露了，请立即在控制台中吊销它并通知管理员。\n",
                                  "zh");
  const std::vector<std::string> want = {"1:1", "3:3", "5:5", "7:-", "9:7", "11:9"};
  BOOST_TEST(PairedLines(a, b, AlignUnits(a, b)) == want, boost::test_tools::per_element());
}

// A subsection the translation placed elsewhere, its heading a variable's name and a word the
// translation translated ("Optional", which another of its headings keeps): the variable found
// once per edition places it, though each heading's anchor id (its text's slug) is one the other
// edition never has, and its paragraph goes with it.
BOOST_AUTO_TEST_CASE(a_moved_heading_is_placed_though_its_translated_id_differs) {
  const Edition a = MemoryEdition(
      "en.md",
      "# Settings\n\n## Variables\n\n### `FIRST_VAR` (Optional)\n\nSets the port that the "
      "server listens on, 8080 unless set.\n\n### `SECOND_VAR` (Optional)\n\nSets the second "
      "value, which every client reads.\n\n### `THIRD_VAR` (Optional)\n\nTurns the cache off "
      "when it is set to one.\n\n### `MOVED_VAR` (Optional)\n\nAdds more addresses that the "
      "proxy may reach, as the format requires: each a whole endpoint, several of them joined "
      "by commas.\n",
      "en");
  const Edition b = MemoryEdition(
      "zh.md",
      "# 设置\n\n## 变量\n\n### `FIRST_VAR` (Optional)\n\n设置服务器监听的端口，默认为 8080。"
      "\n\n### `MOVED_VAR` （可选）\n\n如果你想增加代理可以访问的地址，可以使用该选项，格式要求："
      "每个地址都必须是完整的端点，多个地址以逗号相连。\n\n### `SECOND_VAR` （可选）\n\n"
      "设置每个客户端都会读取的第二个值。\n\n### `THIRD_VAR` （可选）\n\n设置为一时关闭缓存。\n",
      "zh");
  const std::vector<std::string> want = {"1:1",   "3:3",   "5:5",   "7:7",   "9:13",
                                         "11:15", "13:17", "15:19", "17:9m", "19:11m"};
  BOOST_TEST(PairedLines(a, b, AlignUnits(a, b)) == want, boost::test_tools::per_element());
}

// A swap whose one half has a link found once per edition and the other none: the linked row
// is placed by its link, and the row the swap left on each side (the same model, named in code
// the intro names too, so found twice per edition) is paired with the other, not reported
// missing twice.
BOOST_AUTO_TEST_CASE(the_other_half_of_a_swap_pairs_too) {
  const Edition a = MemoryEdition(
      "en.md",
      "# Models\n\nWe tested `gopher` and others.\n\n| Model | Released |\n| --- | --- |\n"
      "| [Falcon](https://example.org/falcon) | 2023 |\n| [Orca](https://example.org/orca) | 2023 "
      "|\n"
      "| `gopher` | 2021 |\n| Sparrow | 2021 |\n\nThat is all.\n",
      "en");
  const Edition b = MemoryEdition(
      "zh.md",
      "# 模型\n\n我们测试了 `gopher` 等模型。\n\n| 模型 | 发布 |\n| --- | --- |\n| `gopher` | 2021 "
      "|\n"
      "| [Chinchilla](https://example.org/chinchilla) | 2022 |\n"
      "| [Falcon](https://example.org/falcon) | 2023 |\n| Sparrow | 2021 |\n\n就这些。\n",
      "zh");
  const std::vector<std::string> want = {"1:1", "3:3",  "5:5",   "7:9m",
                                         "8:8", "9:7m", "10:10", "12:12"};
  BOOST_TEST(PairedLines(a, b, AlignUnits(a, b)) == want, boost::test_tools::per_element());
}

// Two neighbours one edition swapped (a heading put after the notice that opens its section,
// not before it): the in-order search pairs the notice by its link and leaves each heading
// alone, one on either side of it. With the editions paired in order before and after, the two
// headings are one heading, paired out of order.
BOOST_AUTO_TEST_CASE(two_swapped_neighbours_pair_out_of_order) {
  const Edition a = MemoryEdition(
      "en.md",
      "# Navigation guards\n\nGuards watch every navigation: they may send it elsewhere or "
      "cancel it, and there are three places to hook them in.\n\n## Global guards\n\nWatch [a "
      "free lesson on guards](https://example.org/guards).\n\nYou can register a global guard "
      "with `router.beforeEach`, which runs before every navigation.\n\nGuards are resolved one "
      "after the other, and the navigation waits until all of them are done.\n",
      "en");
  const Edition b = MemoryEdition(
      "zh.md",
      "# 导航守卫\n\n守卫看着每一次导航：它们可以把导航送到别处或取消它，有三个地方可以挂上它们。"
      "\n\n观看[关于守卫的免费课程](https://example.org/guards)。\n\n## 全局守卫\n\n你可以用 "
      "`router.beforeEach` 注册一个全局守卫，它在每次导航之前运行。\n\n守卫一个接一个地解析，"
      "导航等到它们全部完成。\n",
      "zh");
  const std::vector<std::string> want = {"1:1", "3:3", "5:7m", "7:5", "9:9", "11:11"};
  BOOST_TEST(PairedLines(a, b, AlignUnits(a, b)) == want, boost::test_tools::per_element());
}

// The features of a pair as the aligner makes them, for the passes after the search, which
// tests call on beads of their own.
struct PairFeaturesForTest {
  PairFeaturesForTest(const Edition& a, const Edition& b) {
    fa = align_internal::Features(a, Side::kA, align_internal::TextsOf(b), options, &anchors,
                                  &ids_a);
    fb = align_internal::Features(b, Side::kB, align_internal::TextsOf(a), options, &anchors,
                                  &ids_b);
    anchors.Finish();
    for (auto* f : {&fa, &fb})
      for (align_internal::UnitFeatures& u : *f)
        align_internal::Weigh(anchors, f == &fa ? Side::kB : Side::kA, options.missing_cost,
                              &u.anchors);
  }
  const AlignOptions options;
  align_internal::Anchors anchors;
  align_internal::AnchorIds ids_a, ids_b;
  std::vector<align_internal::UnitFeatures> fa, fb;
};

// Each bead's shape, "1-1", with "m" where it is moved.
std::string ShapesWithMoves(const std::vector<Bead>& beads) {
  std::string out;
  for (const Bead& bead : beads)
    out += std::to_string(bead.a.size()) + "-" + std::to_string(bead.b.size()) +
           (bead.moved ? "m " : " ");
  return out;
}

Bead HandBead(std::initializer_list<int> x, std::initializer_list<int> y) {
  return Bead{BeadUnits(x), BeadUnits(y), 1.0};
}

// The lone units on either side of a bead are a swap only where the editions are paired in
// order right after it, and two headings only of one level: a heading that opens a section one
// edition never got (its paragraph alone too) is no counterpart of the heading the other edition
// has before the bead.
BOOST_AUTO_TEST_CASE(a_swap_needs_the_editions_paired_after_it) {
  const std::string notice = "[a free lesson](https://example.org/guards)";
  const Edition a = MemoryEdition(
      "en.md", "# Guards\n\n## Global guards\n\nWatch " + notice + ".\n\nThat is all.\n", "en");
  auto swapped = [&](const std::string& zh, std::vector<Bead> beads) {
    const Edition b = MemoryEdition("zh.md", zh, "zh");
    const PairFeaturesForTest p(a, b);
    const align_internal::BeadCost cost(p.fa, p.fb, p.anchors, 0.5, p.options);
    align_internal::PairSwappedNeighbours(p.fa, p.fb, p.anchors, cost, p.options, &beads);
    return ShapesWithMoves(beads);
  };
  BOOST_TEST(swapped("# 守卫\n\n观看" + notice + "。\n\n## 全局守卫\n\n就这些。\n",
                     {HandBead({0}, {0}), HandBead({1}, {}), HandBead({2}, {1}), HandBead({}, {2}),
                      HandBead({3}, {3})}) == "1-1 1-1m 1-1 1-1 ");
  BOOST_TEST(
      swapped("# 守卫\n\n观看" + notice + "。\n\n## 全局守卫\n\n这一节英文版没有。\n\n就这些。\n",
              {HandBead({0}, {0}), HandBead({1}, {}), HandBead({2}, {1}), HandBead({}, {2}),
               HandBead({}, {3}), HandBead({3}, {4})}) == "1-1 1-0 1-1 0-1 0-1 1-1 ");
  // A section's heading and a subsection's are no one heading swapped.
  BOOST_TEST(swapped("# 守卫\n\n观看" + notice + "。\n\n### 全局守卫\n\n就这些。\n",
                     {HandBead({0}, {0}), HandBead({1}, {}), HandBead({2}, {1}), HandBead({}, {2}),
                      HandBead({3}, {3})}) == "1-1 1-0 1-1 0-1 1-1 ");
}

// A heading over a label that introduces a listing ("Javascript" in a <details> summary), where
// the other edition gives the listing right under its heading: the search pairs the other
// heading with the label, by the listing's words, and leaves this heading alone. The heading
// joins that bead: no heading is reported missing.
BOOST_AUTO_TEST_CASE(a_heading_joins_the_bead_its_counterpart_heads) {
  const std::string listing =
      "```javascript\n// the data access layer throws\ndb.fetchUser(id).catch((error) => {\n"
      "  throw new AppError('user lookup failed', error);\n});\n```\n";
  const Edition a = MemoryEdition(
      "en.md",
      "# Handle errors centrally\n\nWithout one dedicated object for error handling, errors are "
      "handled in many places and some are lost.\n\n### Code example – a typical error flow\n\n"
      "<details>\n<summary><strong>Javascript</strong></summary>\n\n" +
          listing +
          "</details>\n\n### Blog quote: \"Handle each error once\"\n\nHandling each error in one "
          "place keeps the code short and the logs clean.\n",
      "en");
  const Edition b = MemoryEdition(
      "zh.md",
      "# "
      "集中处理错误\n\n如果没有一个专用的错误处理对象，错误会在很多地方被处理，其中一些会丢失。\n\n"
      "### 代码示例 – 一个典型的错误流\n\n" +
          listing +
          "\n### 博客引用: \"每个错误只处理一次\"\n\n在一个地方处理每个错误，可以让代码简短、日志"
          "清晰。\n",
      "zh");
  const std::vector<Bead> beads = AlignUnits(a, b);
  BOOST_TEST(BeadShapes(beads) == "1-1 1-1 2-1 1-1 1-1");
}

// A section's heading that one edition dropped, right before a paragraph paired with the other
// edition's subsection heading by the code both name: a heading of another level is no
// counterpart, and the section's heading stays alone.
BOOST_AUTO_TEST_CASE(a_heading_does_not_join_a_bead_of_another_level) {
  const Edition a = MemoryEdition(
      "en.md",
      "# Hooks reference\n\nHooks let you use state and other features without writing a class, "
      "and each of them is a plain function.\n\n## Built-in hooks\n\nSee `useState` and "
      "`useReducer`.\n\n### `useEffect`\n\n`useEffect` runs a side effect after every render "
      "of the component.\n",
      "en");
  const Edition b = MemoryEdition(
      "zh.md",
      "# Hooks 参考\n\nHooks 让你不写类就能使用状态和其他特性，每个 Hook 都是一个普通函数。\n\n"
      "### `useState` 与 `useReducer`\n\n这两个 Hook 都用来保存组件的状态：前者适合简单的值，后者"
      "适合由多个动作更新的复杂状态，它们的返回值都是一个数组。\n\n### `useEffect`\n\n`useEffect` "
      "在组件每次渲染之后运行一个副作用。\n",
      "zh");
  const std::vector<std::string> want = {"1:1", "3:3", "5:-", "7:5", "9:9", "11:11"};
  BOOST_TEST(PairedLines(a, b, AlignUnits(a, b)) == want, boost::test_tools::per_element());
}

// A bead that only the lengths paired (a type line against the other edition's heading, no word
// in common) says nothing of where that heading's section is: the lone heading before it stays
// alone, reported missing.
BOOST_AUTO_TEST_CASE(a_heading_does_not_join_a_bead_the_lengths_alone_made) {
  const Edition a = MemoryEdition("en.md",
                                  "# Reference\n\nThe runtime exposes a few objects to every page "
                                  "of the site.\n\n### `csp`\n\n**Type**: `object | undefined`\n",
                                  "en");
  const Edition b = MemoryEdition(
      "zh.md", "# 参考\n\n运行时向网站的每个页面公开了一些对象。\n\n### 废弃的对象属性\n", "zh");
  const PairFeaturesForTest p(a, b);
  const align_internal::BeadCost cost(p.fa, p.fb, p.anchors, 0.5, p.options);
  std::vector<Bead> beads = {HandBead({0}, {0}), HandBead({1}, {1}), HandBead({2}, {}),
                             HandBead({3}, {2})};
  align_internal::JoinSplitUnits(a, b, p.fa, p.fb, p.anchors, cost, &beads);
  BOOST_TEST(ShapesWithMoves(beads) == "1-1 1-1 1-0 1-1 ");
}

// Two paragraphs of like lengths around a bead, one that an edition dropped and a note the other
// added, share nothing: they stay alone, each reported. A paragraph needs an anchor both have to
// be taken for a swap; a heading has little but its place.
BOOST_AUTO_TEST_CASE(a_dropped_paragraph_and_an_added_note_are_not_a_swap) {
  const Edition a = MemoryEdition(
      "en.md",
      "# Navigation guards\n\nGuards watch every navigation: they may send it elsewhere or cancel "
      "it, and there are three places where you can hook them into the router of your "
      "application, each of them with its own timing and its own arguments.\n\nOlder versions "
      "also accepted a callback, now discouraged.\n\nWatch [a free lesson on "
      "guards](https://example.org/guards) to register a global guard with "
      "`router.beforeEach`.\n\nThat is all.\n",
      "en");
  const Edition b = MemoryEdition(
      "zh.md",
      "# 导航守卫\n\n守卫看着每一次导航：它们可以把导航送到别处或取消它，你可以在应用的路由器中的"
      "三个地方挂上它们，每个地方都有自己的时机和自己的参数，下面分别介绍它们的用法和区别。\n\n"
      "观看[关于守卫的免费课程](https://example.org/guards)，学习用 `router.beforeEach` "
      "注册全局守卫。\n\n译者注：示例已在新版测试。\n\n就这些。\n",
      "zh");
  const std::vector<std::string> want = {"1:1", "3:3", "5:-", "7:5", "9:9"};
  BOOST_TEST(PairedLines(a, b, AlignUnits(a, b)) == want, boost::test_tools::per_element());
}

// A swap of two rows is no swap where each row links its own page: two rows that link different
// pages are two rows, each missing in the other edition, even where neither edition has the
// other's link.
BOOST_AUTO_TEST_CASE(neighbours_linking_different_pages_are_not_swapped) {
  const Edition a = MemoryEdition(
      "en.md",
      "# Languages\n\nThis guide is translated into many languages, and more are welcome.\n\n"
      "- [Persian](https://example.org/issues/186)\n- [Polish](https://example.org/issues/200)\n"
      "- [Russian](https://example.org/issues/201)\n",
      "en");
  const Edition b = MemoryEdition(
      "ko.md",
      "# 언어\n\n이 가이드는 여러 언어로 번역되어 있으며, 더 많은 번역을 환영합니다.\n\n"
      "- [폴란드어](https://example.org/issues/200)\n- [우르두어](https://example.org/issues/140)\n"
      "- [러시아어](https://example.org/issues/201)\n",
      "ko");
  const std::vector<std::string> want = {"1:1", "3:3", "5:-", "6:5", "7:7"};
  BOOST_TEST(PairedLines(a, b, AlignUnits(a, b)) == want, boost::test_tools::per_element());
}

// Rows of one year that a translation wrote in reverse order: the in-order search pairs rows by
// position, each pair sharing only the year, which every row has; each row's link places it with
// its own row.
BOOST_AUTO_TEST_CASE(rows_sharing_only_a_common_year_are_placed_by_their_links) {
  const std::vector<std::string> names = {"Falcon",  "Orca",       "Gopher",
                                          "Sparrow", "Chinchilla", "Koala"};
  std::string en =
      "# Models\n\nThe models we tested.\n\n| Model | Year | Paper |\n| --- | --- | --- |\n";
  std::string zh = "# 模型\n\n我们测试过的模型。\n\n| 模型 | 年份 | 论文 |\n| --- | --- | --- |\n";
  for (const std::string& n : names)
    en += "| " + n + " | 2021 | [paper](https://example.org/" + n + ") |\n";
  for (auto n = names.rbegin(); n != names.rend(); ++n)
    zh += "| " + *n + " 模型 | 2021 | [论文](https://example.org/" + *n + ") |\n";
  const Edition a = MemoryEdition("en.md", en + "\nThat is all.\n", "en");
  const Edition b = MemoryEdition("zh.md", zh + "\n就这些。\n", "zh");
  std::vector<std::string> rows;  // en's rows' lines and their zh rows' lines
  for (const std::string& pair : PairedLines(a, b, AlignUnits(a, b))) {
    const int en_line = std::stoi(pair);
    if (en_line >= 7 && en_line <= 12) rows.push_back(pair);
  }
  // Sparrow, which the search paired by its name, stays in order; the others are out of zh's
  // order.
  const std::vector<std::string> want = {"7:12m", "8:11m", "9:10m", "10:9", "11:8m", "12:7m"};
  BOOST_TEST(rows == want, boost::test_tools::per_element());
}

// A bead PairMovedUnits made whose B unit lies between those of the beads in order around it is
// in order after all (a unit the search paired by position, placed by its anchors next to where
// it stood): not marked moved, so that a neighbour may still join it. One whose B unit lies
// elsewhere stays marked.
BOOST_AUTO_TEST_CASE(a_moved_pair_that_stands_in_order_is_unmarked) {
  auto bead = [](std::initializer_list<int> a, std::initializer_list<int> b, bool moved) {
    Bead out{BeadUnits(a), BeadUnits(b), 1.0};
    out.moved = moved;
    return out;
  };
  std::vector<Bead> beads = {bead({0}, {0}, false), bead({1}, {1}, true),
                             bead({2}, {}, false),  bead({3}, {5}, true),
                             bead({4}, {2}, false), bead({5}, {3, 4}, false)};
  align_internal::UnmarkPairsInOrder(&beads);
  std::string moved;
  for (const Bead& b : beads) moved += b.moved ? 'm' : '-';
  BOOST_TEST(moved == "---m--");
}

// Two rows whose years a translation swapped share only numbers with the rows they are not:
// they stay paired where they are, and the years are reported as differing.
BOOST_AUTO_TEST_CASE(rows_sharing_only_a_number_stay_in_place) {
  const Edition a =
      MemoryEdition("en.md",
                    "# Team\n\nWho joined and when.\n\n| Name | Year |\n| --- | --- |\n"
                    "| Alice | 2019 |\n| Carol | later |\n| Bob | 2021 |\n\n"
                    "Today it has many users.\n",
                    "en");
  const Edition b = MemoryEdition("zh.md",
                                  "# 团队\n\n谁在何时加入。\n\n| 姓名 | 年份 |\n| --- | --- |\n"
                                  "| 爱丽丝 | 2021 |\n| 卡罗尔 | 稍后 |\n| 鲍勃 | 2019 |\n\n"
                                  "如今它有很多用户。\n",
                                  "zh");
  const std::vector<std::string> want = {"1:1", "3:3", "5:5", "7:7", "8:8", "9:9", "11:11"};
  BOOST_TEST(PairedLines(a, b, AlignUnits(a, b)) == want, boost::test_tools::per_element());
}

// A table one edition keeps newest first with more columns, and the other oldest first with
// the papers' titles translated: each row pairs with the row that links the same paper. The
// English title's words, which the other edition never has, say nothing against the link;
// the code link only the English edition gives neither.
BOOST_AUTO_TEST_CASE(rows_linking_one_paper_pair_whatever_their_translated_titles) {
  const Edition a = MemoryEdition(
      "en.md",
      "# Models\n\nThe models we tested.\n\n"
      "| Model | Date | Size | Paper |\n"
      "| --- | --- | --- | --- |\n"
      "| Falcon | Sep 2023 | 180 | [Falcon: an open family of large language models]"
      "(https://example.org/papers/falcon), [code](https://github.com/example/falcon) |\n"
      "| Orca | Jun 2023 | 13 | [Orca: progressive learning from complex explanation traces]"
      "(https://example.org/papers/orca), [code](https://github.com/example/orca) |\n"
      "| Gopher | Dec 2021 | 280 | [Scaling language models: methods, analysis and insights]"
      "(https://example.org/papers/gopher), [code](https://github.com/example/gopher) |\n\n"
      "That is all.\n",
      "en");
  const Edition b = MemoryEdition(
      "zh.md",
      "# 模型\n\n我们测试过的模型。\n\n"
      "| 模型 | 年份 | 论文 |\n"
      "| --- | --- | --- |\n"
      "| Gopher | 2021 | [扩展语言模型：方法、分析与见解](https://example.org/papers/gopher) |\n"
      "| Orca | 2023 | [Orca：从复杂的解释轨迹中渐进学习](https://example.org/papers/orca) |\n"
      "| Falcon | 2023 | [Falcon：开放的大语言模型家族](https://example.org/papers/falcon) |\n\n"
      "就这些。\n",
      "zh");
  const std::vector<std::string> want = {"1:1", "3:3", "5:5", "7:9m", "8:8", "9:7m", "11:11"};
  BOOST_TEST(PairedLines(a, b, AlignUnits(a, b)) == want, boost::test_tools::per_element());
}

// An FAQ of four questions in both editions' order, and a fifth that zh puts last and ko first:
// its units as given, without blank lines between them.
struct MovedSectionFaq {
  std::vector<std::string> zh = {
      "## 如何安装 Lumen？",         "运行 `lumen install`，然后按照屏幕上的提示完成安装。",
      "## 如何更新 Lumen？",         "打开设置页面，或者运行 `lumen update`。",
      "## 如何备份数据？",           "运行 `lumen backup`，备份文件会保存在主目录中。",
      "## 如何卸载 Lumen？",         "运行 `lumen remove`，然后删除配置目录。",
      "## 为什么日志是空的？",       "请阅读 https://example.org/logs 上的说明。",
      "重启服务后，日志会重新出现。"};
  std::vector<std::string> ko = {
      "## 왜 로그가 비어 있나요?",
      "https://example.org/logs 의 설명을 읽어 보세요.",
      "서비스를 다시 시작하면 로그가 다시 나타납니다.",
      "## Lumen은 어떻게 설치하나요?",
      "`lumen install`을 실행한 다음 화면의 안내에 따라 설치를 완료하세요.",
      "## Lumen은 어떻게 업데이트하나요?",
      "설정 페이지를 열거나 `lumen update`를 실행하세요.",
      "## 데이터는 어떻게 백업하나요?",
      "`lumen backup`을 실행하면 백업 파일이 홈 디렉터리에 저장됩니다.",
      "## Lumen은 어떻게 제거하나요?",
      "`lumen remove`를 실행한 다음 설정 디렉터리를 삭제하세요."};
  static std::string Markdown(const std::vector<std::string>& units) {
    std::string text;
    for (const std::string& u : units) text += u + "\n\n";
    return text;
  }
};

// A section one edition moved (an FAQ's question placed first): the paragraph whose link places
// it is paired out of order, and the section goes with it, its heading and the paragraph after
// it, which have no anchor of their own, where both editions leave them without counterpart.
BOOST_AUTO_TEST_CASE(a_moved_section_pairs_whole) {
  MovedSectionFaq faq;
  const std::vector<Bead> beads = AlignUnits(MemoryEdition("zh.md", faq.Markdown(faq.zh)),
                                             MemoryEdition("ko.md", faq.Markdown(faq.ko)));
  BOOST_REQUIRE_EQUAL(beads.size(), 11u);
  for (int k = 0; k < 11; ++k) {
    const Bead& bead = beads[static_cast<size_t>(k)];
    BOOST_TEST_REQUIRE(bead.a.size() == 1u);
    BOOST_TEST_REQUIRE(bead.b.size() == 1u);
    BOOST_TEST(bead.a.front() == k);
    // zh's last three units are ko's first three, out of order; the others follow them.
    BOOST_TEST(bead.moved == (k >= 8));
    BOOST_TEST(bead.b.front() == (k >= 8 ? k - 8 : k + 3));
  }
  // The section moves up to its heading: a note zh ends the question before with, and an
  // introduction ko opens the page with, both without counterpart above the moved heading,
  // are not paired.
  {
    MovedSectionFaq with_extras;
    with_extras.zh.insert(
        with_extras.zh.begin() + 8,
        "注意：卸载之前请先关闭所有正在运行的窗口，否则可能会丢失尚未保存的更改。");
    with_extras.ko.insert(with_extras.ko.begin(),
                          "이 문서는 자주 묻는 질문과 그 답을 모아 두었으며 새 버전이 나올 때마다 "
                          "갱신됩니다.");
    BOOST_TEST(BeadShapes(AlignUnits(MemoryEdition("zh.md", faq.Markdown(with_extras.zh)),
                                     MemoryEdition("ko.md", faq.Markdown(with_extras.ko)))) ==
               "0-1 1-1 1-1 1-1 1-1 1-1 1-1 1-1 1-1 1-0 1-1 1-1 1-1");
  }
  // A unit beside a moved pair that only one edition has (ko without the question's heading)
  // stays without counterpart.
  faq.ko.erase(faq.ko.begin());
  BOOST_TEST(BeadShapes(AlignUnits(MemoryEdition("zh.md", faq.Markdown(faq.zh)),
                                   MemoryEdition("ko.md", faq.Markdown(faq.ko)))) ==
             "1-1 1-1 1-1 1-1 1-1 1-1 1-1 1-1 1-0 1-1 1-1");
}

// Three sections of a guide, the last of which the other edition placed first. Each has a heading
// and a closing paragraph without anchors, and two steps whose commands are found once per
// edition: the two steps place the section, and it is aligned whole where the other edition
// has it, its units marked moved.
BOOST_AUTO_TEST_CASE(a_section_placed_elsewhere_is_aligned_where_the_other_edition_has_it) {
  const Edition a = MemoryEdition("zh.md", concord::testing::MovedSectionGuideZh());
  const Edition b = MemoryEdition("ko.md", concord::testing::MovedSectionGuideKo());
  // By zh unit's line, its ko unit's line; "m": the section ko placed first.
  const std::vector<std::string> want = {"1:1",   "3:11",  "5:13",  "7:15",  "9:17",
                                         "11:19", "13:21", "15:23", "17:25", "19:3m",
                                         "21:5m", "23:7m", "25:9m"};
  BOOST_TEST(PairedLines(a, b, AlignUnits(a, b)) == want, boost::test_tools::per_element());
}

// The title and introduction stay first: two links that the translation gives in its
// introduction, and the English in its last section, place no section, and the pairs keep
// both editions' order.
BOOST_AUTO_TEST_CASE(the_title_and_introduction_stay_in_place) {
  const Edition a = MemoryEdition(
      "en.md",
      "# Quick start\n\nThese steps set up the tool.\n\n## Setup\n\nRun `orbit setup` first.\n\n"
      "Then run `orbit check` to verify it.\n\n## Help\n\nTalk to us in "
      "[the chat](https://chat.example.org/orbit).\n\nRead the "
      "[mailing list](https://lists.example.org/orbit).\n",
      "en");
  const Edition b = MemoryEdition(
      "zh.md",
      "# "
      "快速开始\n\n这些步骤用来安装工具。\n\n可以在[聊天室](https://chat.example.org/"
      "orbit)和我们交流。"
      "\n\n请阅读[邮件列表](https://lists.example.org/orbit)。\n\n## 安装\n\n先运行 `orbit setup`。"
      "\n\n再运行 `orbit check` 检查安装。\n\n## 帮助\n\n欢迎加入我们的社区。\n",
      "zh");
  const std::vector<std::string> lines = PairedLines(a, b, AlignUnits(a, b));
  BOOST_REQUIRE(lines.size() >= 4u);
  const std::vector<std::string> first = {lines[0], lines[1], lines[2], lines[3]};
  const std::vector<std::string> want = {"1:1", "3:3", "5:9", "7:11"};
  BOOST_TEST(first == want, boost::test_tools::per_element());
}

// A page whose title is in its front matter opens with a section of the level of its others
// (`##`): that first heading is no title, and its section moves like any other. The translation
// put its chapter list first, the English last; the list's links place the section, and its
// heading and lead-in go with it instead of pairing with the sections in their place.
BOOST_AUTO_TEST_CASE(a_first_section_of_the_section_level_is_placed_too) {
  const Edition a = MemoryEdition(
      "en.md",
      "---\ntitle: Orbit guide\n---\n\nOrbit keeps your notes in sync.\n\n## Prerequisites\n\n"
      "You need a terminal and an account.\n\n## Setup\n\nRun `orbit setup` first.\n\n"
      "Then run `orbit check` to verify it.\n\n## Chapters\n\nRead the chapters in this "
      "order:\n\n1. [Install](/guide/install)\n2. [Sync](/guide/sync)\n3. [Share](/guide/share)\n",
      "en");
  const Edition b = MemoryEdition(
      "zh.md",
      "---\ntitle: Orbit 指南\n---\n\nOrbit 帮你同步笔记。\n\n## 章节\n\n请按以下顺序阅读各章：\n\n"
      "1. [安装](/zh/guide/install)\n2. [同步](/zh/guide/sync)\n3. [分享](/zh/guide/share)\n\n"
      "## 前提条件\n\n你需要一个终端和一个账户。\n\n## 设置\n\n先运行 `orbit setup`。\n\n"
      "再运行 `orbit check` 检查安装。\n",
      "zh");
  // By en unit's line, its zh unit's line; "m": the section zh placed first.
  const std::vector<std::string> want = {"2:2",   "5:5",   "7:15",  "9:17",   "11:19",  "13:21",
                                         "15:23", "17:7m", "19:9m", "21:11m", "22:12m", "23:13m"};
  BOOST_TEST(PairedLines(a, b, AlignUnits(a, b)) == want, boost::test_tools::per_element());
}

// A section is placed by two units of it at least: one unit whose two anchors lie in another
// section of the other edition (a thanks to two people written into the setup section) is one
// unit out of order, which places nothing, so no section moves. Candidates by unit index.
BOOST_AUTO_TEST_CASE(one_unit_with_two_anchors_places_no_section) {
  const Edition a = MemoryEdition(
      "en.md",
      "# Guide\n\n## Setup\n\nRun `orbit setup`.\n\n## Thanks\n\nThanks `alice`.\n\nThanks "
      "`bob`.\n\n## Usage\n\nRun `orbit go`.\n\nRun `orbit stop`.\n",
      "en");
  const Edition b =
      MemoryEdition("zh.md",
                    "# 指南\n\n## 用法\n\n运行 `orbit go`。\n\n运行 `orbit stop`。\n\n## "
                    "安装\n\n运行 `orbit setup`。\n\n感谢 `alice` 和 `bob`。\n",
                    "zh");
  BOOST_REQUIRE_EQUAL(a.units.size(), 9u);
  BOOST_REQUIRE_EQUAL(b.units.size(), 7u);
  const std::vector<align_internal::Corner> candidates = {{7, 2}, {8, 3}, {2, 5}, {4, 6}, {5, 6}};
  BOOST_TEST(
      align_internal::MovedSections(a, b, [&] { return candidates; }).units_in_order.empty());
  // Two units of it whose anchors lie in the thanks: the section is placed there, after the
  // usage, and one of the two moves.
  const std::vector<align_internal::Corner> two_units = {{7, 2}, {8, 3}, {4, 5}, {5, 6}};
  BOOST_TEST(
      !align_internal::MovedSections(a, b, [&] { return two_units; }).units_in_order.empty());
}

// Which list items hold a note written on their own line (UnitFeatures::holds_note): a text in
// emphasis that opens a sentence after the item's first. Chinese writes no space after its full
// stop, but writes a closing parenthesis mid-sentence: there a label needs a space, as after a
// Latin full stop.
BOOST_AUTO_TEST_CASE(an_item_holds_a_note_after_a_sentence_end) {
  const Edition en = MemoryEdition("en.md", "1. Open the lid.\n1. Close it.\n", "en");
  const Edition zh = MemoryEdition("zh.md",
                                   "1. 打开盖子。**警告** 刀片锋利。\n"
                                   "2. 打开盖子（上方）**轻轻地**。\n"
                                   "3. 打开盖子。 > **警告** 刀片锋利。\n"
                                   "4. Open the lid.**Warning** Sharp.\n",
                                   "zh");
  const PairFeaturesForTest p(en, zh);
  BOOST_REQUIRE_EQUAL(p.fb.size(), 4u);
  BOOST_TEST(p.fb[0].holds_note);
  BOOST_TEST(!p.fb[1].holds_note);
  BOOST_TEST(p.fb[2].holds_note);
  BOOST_TEST(!p.fb[3].holds_note);
}

// A section that no anchor places (a note that both editions keep, where ko moved the logs
// section before it) stays where it is: it is paired with its counterpart, not carried along
// with the moved section before it.
BOOST_AUTO_TEST_CASE(a_section_without_evidence_is_not_carried_with_a_moved_one) {
  const std::string zh =
      "# 指南\n\n## 说明\n\n本指南假定你熟悉命令行。\n\n## 安装\n\n先运行 `orbit setup`。\n\n"
      "再运行 `orbit check`。\n\n## 日志\n\n运行 `orbit log` 查看日志。\n\n"
      "运行 `orbit log --clear` 清空日志。\n";
  const std::string ko =
      "# 안내서\n\n## 로그\n\n`orbit log`로 로그를 보세요.\n\n`orbit log --clear`로 로그를 "
      "비우세요.\n\n## 참고\n\n이 안내서는 명령줄에 익숙하다고 가정합니다.\n\n## 설치\n\n"
      "먼저 `orbit setup`을 실행하세요.\n\n그다음 `orbit check`를 실행하세요.\n";
  BOOST_TEST(MarkdownShapes(zh, ko) == "1-1 1-1 1-1 1-1 1-1 1-1 1-1 1-1 1-1");
}

// A unit one edition split off or joined to its neighbour, of a kind the search does not merge
// (align/joins.h): a list item whose sentence the other edition writes into the paragraph
// before the list, and an item split into a shorter item and three sub-items. The lone unit's
// anchors are on the neighbour's other side and not on its own, so it joins that bead: nothing is
// left without counterpart, and a side may hold four units.
BOOST_AUTO_TEST_CASE(a_unit_written_into_its_neighbour_joins_its_bead) {
  const std::string en =
      "# Ports\n\nStart the server with `zorbd --listen`.\n\n"
      "- `7411` serves the Quux protocol.\n\nThen open the dashboard.\n";
  const std::string zh =
      "# 端口\n\n用 `zorbd --listen` 启动服务器，它在 `7411` 端口提供 Quux "
      "协议。\n\n然后打开仪表板。\n";
  std::vector<Bead> beads =
      AlignUnits(MemoryEdition("en.md", en, "en"), MemoryEdition("zh.md", zh));
  BOOST_TEST(BeadShapes(beads) == "1-1 2-1 1-1");

  const std::string parent =
      "# Dice\n\n- Roll the dice at `/rolldice`: `rolls` must be a number; `n` dice give `n` "
      "values from "
      "`1` to `6`, and anything else gives `400`.\n\nDone.\n";
  const std::string split =
      "# 骰子\n\n- 在 `/rolldice` 掷骰子：\n  - `rolls` 必须是数字；\n  - `n` 个骰子给出 `n` 个 "
      "`1` 到 `6` 的值；\n"
      "  - 否则返回 `400`。\n\n完成。\n";
  beads = AlignUnits(MemoryEdition("en.md", parent, "en"), MemoryEdition("zh.md", split));
  BOOST_TEST(BeadShapes(beads) == "1-1 1-4 1-1");

  // Code that is a number is that number: `1` in a sub-item is the 1 of the item it came from.
  const std::string plain =
      "# Dice\n\n- Roll the dice at `/rolldice` with `rolls`: status `200`, and one value "
      "from 1 to 6 if `rolls` is unset or 1.\n- Anything else gives `400` for `rolls`.\n"
      "- Set `rolls` to `1` for one die.\n- Each die shows 1 to 6.\n"
      "- A roll of 6 beats a roll of 1.\n\nDone.\n";
  const std::string coded =
      "# 骰子\n\n- 在 `/rolldice` 用 `rolls` 掷骰子：返回 `200`；\n"
      "  - 若 `rolls` 未设置或为 `1`，返回 1 到 6 的一个值。\n"
      "- 否则对 `rolls` 返回 `400`。\n- 把 `rolls` 设为 `1` 掷一个骰子。\n"
      "- 每个骰子显示 1 到 6。\n- 掷出 6 胜过掷出 1。\n\n完成。\n";
  beads = AlignUnits(MemoryEdition("en.md", plain, "en"), MemoryEdition("zh.md", coded));
  BOOST_TEST(BeadShapes(beads) == "1-1 1-2 1-1 1-1 1-1 1-1 1-1");
}

// A unit whose anchors its neighbour's own side has too (the same command shown again), or
// that has none the other edition writes, gives no evidence of a join and stays alone.
BOOST_AUTO_TEST_CASE(a_unit_without_evidence_of_a_join_stays_alone) {
  const std::string en =
      "# Build\n\nRun `make all` to build everything.\n\n- Run `make all` again after a change.\n\n"
      "- Nothing else is needed here.\n\nThe end.\n";
  const std::string zh = "# 构建\n\n运行 `make all` 构建全部。\n\n结束。\n";
  BOOST_TEST(BeadShapes(AlignUnits(MemoryEdition("en.md", en, "en"), MemoryEdition("zh.md", zh))) ==
             "1-1 1-1 1-0 1-0 1-1");
}

// A language menu (links to this document in other languages) pairs only with the other
// edition's menu: an edition without one leaves it alone, and the text after it pairs with
// the text, however alike their lengths.
BOOST_AUTO_TEST_CASE(a_language_menu_pairs_only_with_a_menu) {
  const std::string ko =
      "# 스택\n\n_다른 언어:_ [_简体中文_](README.zh-CN.md), [_English_](README.md), "
      "[_Français_](README.fr-FR.md)\n\n스택은 두 연산을 가진 요소들의 추상 자료형입니다.\n\n"
      "끝.\n";
  const std::string zh_without =
      "# 栈\n\n栈是一种具有两种主要操作的抽象数据类型，用来表示元素的集合。\n\n结束。\n";
  BOOST_TEST(BeadShapes(AlignUnits(MemoryEdition("lib/README.ko-KR.md", ko, "ko"),
                                   MemoryEdition("lib/README.zh-CN.md", zh_without))) ==
             "1-1 1-0 1-1 1-1");
  const std::string zh_with =
      "# 栈\n\n[English](README.md) | [한국어](./README.ko-KR.md)\n\n"
      "栈是一种具有两种主要操作的抽象数据类型，用来表示元素的集合。\n\n结束。\n";
  BOOST_TEST(BeadShapes(AlignUnits(MemoryEdition("lib/README.ko-KR.md", ko, "ko"),
                                   MemoryEdition("lib/README.zh-CN.md", zh_with))) ==
             "1-1 1-1 1-1 1-1");
}

// The search merges two paragraphs at most; a third that one translator wrote into the same
// paragraph joins the 2-1 bead when the lengths say so (align/joins.h), and a paragraph whose
// length the merged bead does not need stays alone.
BOOST_AUTO_TEST_CASE(a_third_paragraph_continues_a_merge_when_the_lengths_say_so) {
  const std::string ko =
      "# 스택\n\n요소가 스택에서 나오는 순서는 후입선출이라고 부르며, 마지막에 넣은 것이 먼저 "
      "나옵니다. 또한 엿보기 연산은 스택을 바꾸지 않고 맨 위의 요소를 읽습니다. 스택이라는 "
      "이름은 접시나 책처럼 위로 쌓이는 물건들에서 왔습니다.\n\n끝.\n";
  const std::string zh =
      "# 栈\n\n以上两种操作可以概括为后进先出，最后放入的最先取出。\n\n此外，查看操作读取栈顶的"
      "元素而不修改栈。\n\n栈这个名称来自一摞书或一摞盘子的堆叠。\n\n结束。\n";
  BOOST_TEST(BeadShapes(AlignUnits(MemoryEdition("zh.md", zh), MemoryEdition("ko.md", ko, "ko"))) ==
             "1-1 3-1 1-1");
  const std::string ko_short =
      "# 스택\n\n요소가 스택에서 나오는 순서는 후입선출이라고 부르며, 마지막에 넣은 것이 먼저 "
      "나옵니다. 또한 엿보기 연산은 스택을 바꾸지 않고 맨 위의 요소를 읽습니다.\n\n끝.\n";
  BOOST_TEST(BeadShapes(AlignUnits(MemoryEdition("zh.md", zh),
                                   MemoryEdition("ko.md", ko_short, "ko"))) == "1-1 2-1 1-0 1-1");
}

// A sentence that one edition wrote as a paragraph of its own, and the other at the end of the
// paragraph before, has no anchor to place it, and the search leaves it alone when the
// paragraph before fits its counterpart's length well enough. The sentences place it
// (align/joins.h): with it, the bead's sides have as many. A paragraph beside a bead whose
// sentences agree already stays alone (as the third paragraph of
// a_third_paragraph_continues_a_merge_when_the_lengths_say_so does).
BOOST_AUTO_TEST_CASE(a_paragraph_written_into_the_one_before_joins_by_its_sentences) {
  const std::string zh =
      "# 栈\n\n"
      "栈是一种抽象数据类型，用来表示元素的集合，它有两种主要的操作。\n\n"
      "入栈操作把一个新的元素放到集合的顶部，而出栈操作则把最近放入、尚未取出的那个元素从顶部取出来"
      "并返回给调用者。查看操作只读取顶部的元素。\n\n"
      "这种结构的名字来自一摞叠起来的盘子。\n\n"
      "结束。\n";
  const std::string ko =
      "# 스택\n\n"
      "스택은 요소의 집합을 나타내는 추상 자료형이며, 두 가지 주요 연산이 있습니다.\n\n"
      "푸시 연산은 새 요소 하나를 집합의 맨 위에 올려놓고, 팝 연산은 가장 최근에 넣었지만 아직 "
      "꺼내지 않은 요소를 꺼내 돌려줍니다.\n\n"
      "엿보기 연산은 맨 위의 요소만 읽습니다.\n\n"
      "이 구조의 이름은 쌓아 올린 접시에서 왔습니다.\n\n"
      "끝.\n";
  BOOST_TEST(BeadShapes(AlignUnits(MemoryEdition("zh.md", zh), MemoryEdition("ko.md", ko, "ko"))) ==
             "1-1 1-1 1-2 1-1 1-1");
  const std::string ko_added =
      "# 스택\n\n"
      "스택은 요소의 집합을 나타내는 추상 자료형이며, 두 가지 주요 연산이 있습니다.\n\n"
      "푸시 연산은 새 요소 하나를 집합의 맨 위에 올려놓고, 팝 연산은 가장 최근에 넣었지만 아직 "
      "꺼내지 않은 요소를 꺼내 돌려줍니다. 비어 있으면 오류가 납니다.\n\n"
      "엿보기 연산은 맨 위의 요소만 읽습니다.\n\n"
      "이 구조의 이름은 쌓아 올린 접시에서 왔습니다.\n\n"
      "끝.\n";
  BOOST_TEST(
      BeadShapes(AlignUnits(MemoryEdition("zh.md", zh), MemoryEdition("ko.md", ko_added, "ko"))) ==
      "1-1 1-1 1-1 0-1 1-1 1-1");
  // The sentence counts are the evidence of the join that the search lacked: it joins where the
  // joined bead's length costs no more than the paragraph left alone would (its skip cost), not
  // only where the lengths fit better joined (a translation half again as long here).
  const std::string zh_short =
      "# 缓存\n\n缓存保存最近读取的数据。\n\n"
      "你不需要（也不应该）自己清空这个缓存。系统会在后台为你处理。\n\n结束。\n";
  const std::string ko_long =
      "# 캐시\n\n캐시는 최근에 읽은 데이터를 저장합니다.\n\n"
      "이 캐시를 직접 비울 필요는 없습니다(그리고 비워서도 안 됩니다).\n\n"
      "시스템이 백그라운드에서 처리해 줄 것입니다.\n\n끝.\n";
  BOOST_TEST(BeadShapes(AlignUnits(MemoryEdition("zh.md", zh_short),
                                   MemoryEdition("ko.md", ko_long, "ko"))) == "1-1 1-1 1-2 1-1");
}

// An English sentence that the translation wrote at the end of the paragraph before joins that
// paragraph's bead by the sentences, though its lowercase words are anchors that the translation
// writes in Latin elsewhere ("system", "background" in a note left half in English): only the
// words the bead's other side has would place it (joins.cc, Required).
BOOST_AUTO_TEST_CASE(an_english_sentence_joins_by_its_sentences_whatever_words_are_elsewhere) {
  const Edition en = MemoryEdition(
      "en.md",
      "# Cache\n\nThe cache keeps the data that was read last, so that the next read is fast.\n\n"
      "You do not need to clear the cache yourself.\n\nThe system clears it in the "
      "background.\n\nA cache of one gigabyte is enough for most projects.\n\nSee the notes "
      "on the system and its settings.\n",
      "en");
  const Edition zh = MemoryEdition("zh.md",
                                   "# 缓存\n\n缓存保存最近读取的数据，以便下次读取更快。\n\n"
                                   "你不需要自己清空缓存。系统会在后台清空它。\n\n"
                                   "一吉字节的缓存对大多数项目来说已经足够。\n\n"
                                   "参见 system notes 和 background 设置。\n",
                                   "zh");
  BOOST_TEST(BeadShapes(AlignUnits(en, zh)) == "1-1 1-1 2-1 1-1 1-1");
}

// A lead-in ("…as follows:") that one edition wrote as a paragraph of its own, and the other as
// the last sentence of the paragraph before, which ends with a colon as the lead-in does: it
// joins that paragraph's bead, though the translator also joined two sentences into one, so
// the sentence counts do not show it (align/joins.h, EndsLikeTheOtherLeadIn). Where the other
// edition's paragraph does not end as a lead-in, the lead-in is missing there and stays alone.
BOOST_AUTO_TEST_CASE(a_lead_in_written_at_the_end_of_the_paragraph_before_joins_it) {
  const std::string lead_in = "推荐你按照下列步骤重新部署：";
  auto zh = [](const std::string& paragraph_end) {
    return "# 更新\n\n"
           "如果你一键部署了自己的项目，可能会一直看到有更新的提示，这是因为平台为你新建了一个项目"
           "而不是复刻本项目。" +
           paragraph_end +
           "\n\n- 删除原来的仓库；\n- 使用右上角的按钮复刻本项目；\n- 在平台上重新选择并部署。\n\n"
           "结束。\n";
  };
  const std::string ko =
      "# 업데이트\n\n"
      "프로젝트를 한 번에 배포했다면 업데이트 알림이 계속 보일 수 있습니다. 플랫폼이 이 프로젝트를 "
      "포크하지 않고 새 프로젝트를 만들기 때문입니다.\n\n"
      "다음 절차에 따라 다시 배포하는 것을 권장합니다:\n\n"
      "- 기존 저장소를 삭제합니다.\n- 오른쪽 위의 버튼으로 이 프로젝트를 포크합니다.\n"
      "- 플랫폼에서 다시 선택하여 배포합니다.\n\n"
      "끝.\n";
  BOOST_TEST(BeadShapes(AlignUnits(MemoryEdition("zh.md", zh(lead_in)),
                                   MemoryEdition("ko.md", ko, "ko"))) == "1-1 1-2 1-1 1-1 1-1 1-1");
  BOOST_TEST(
      BeadShapes(AlignUnits(MemoryEdition("zh.md", zh("")), MemoryEdition("ko.md", ko, "ko"))) ==
      "1-1 1-1 0-1 1-1 1-1 1-1 1-1");
  // A lead-in whose code the other edition gives once, in another unit (here one that says
  // much else, so the two are not one unit moved), is placed by that code, not at the end of
  // the paragraph before: it stays alone.
  std::string ko_with_code = ko;
  const std::string ko_lead_in = "다음 절차에 따라 다시 배포하는 것을 권장합니다:";
  ko_with_code.replace(ko_with_code.find(ko_lead_in), ko_lead_in.size(),
                       "`redeploy.sh` 를 실행한 뒤 다음 절차에 따라 다시 배포합니다:");
  BOOST_TEST(
      BeadShapes(AlignUnits(
          MemoryEdition("zh.md", zh(lead_in) + "\n运行 `redeploy.sh` 之前，请先在 Vercel 和 GitHub "
                                               "上确认 Alice Smith 与 Bob Jones 的权限。\n"),
          MemoryEdition("ko.md", ko_with_code, "ko"))) == "1-1 1-1 0-1 1-1 1-1 1-1 1-1 1-0");
}

// A translated heading that keeps its English anchor id ("## 规范 {#specification}") pairs
// with the English heading of that slug, not with another heading that happens to stand at
// its place.
BOOST_AUTO_TEST_CASE(headings_pair_by_their_anchor_ids) {
  const std::string en =
      "## Context\n\nA context carries values from one service to the next one.\n\n"
      "## Baggage\n\nBaggage is a store of pairs that travels with the context.\n\n"
      "## Specification\n\nThe rules live in the specification.\n";
  const std::string zh =
      "## 上下文 {#context}\n\n上下文把值从一个服务带到下一个服务。\n\n"
      "## 规范 {#specification}\n\n规则写在规范里。\n";
  std::vector<Bead> beads =
      AlignUnits(MemoryEdition("en.md", en, "en"), MemoryEdition("zh.md", zh));
  BOOST_TEST(BeadShapes(beads) == "1-1 1-1 1-0 1-0 1-1 1-1");
}

// The code a unit introduces is the same example in both editions (its help texts translated
// or not): a heading or lead-in pairs with the one whose block has the same code, not with
// whatever stands at its place after a section only one edition has (a Korean "개요" over
// the usage line).
BOOST_AUTO_TEST_CASE(lead_ins_pair_by_the_code_of_their_blocks) {
  const std::string en =
      "Remove one or more kettle plugins\n\n```\nkettle plugin remove <plugin>... [flags]\n```\n\n"
      "### Options\n\n```\n  -h, --help   help for remove\n```\n\n"
      "### Options inherited from parent commands\n\n```\n"
      "      --config string     path to the config file\n"
      "      --verbose           print every step\n```\n\n"
      "### See also\n\n* [kettle plugin](plugin.md) - manage kettle plugins\n";
  const std::string ko =
      "하나 이상의 주전자 플러그인을 제거\n\n### 개요\n\n하나 이상의 주전자 플러그인을 "
      "제거한다.\n\n"
      "```\nkettle plugin remove <plugin>... [flags]\n```\n\n"
      "### 옵션\n\n```\n  -h, --help   remove 명령어에 대한 도움말\n```\n\n"
      "### 상위 명령에서 상속된 옵션\n\n```\n      --config string     구성 파일 경로\n"
      "      --verbose           모든 단계를 출력\n```\n\n"
      "### 참조\n\n* [kettle plugin](plugin.md) - 주전자 플러그인 관리\n";
  const Edition a = MemoryEdition("en.md", en, "en"), b = MemoryEdition("ko.md", ko);
  const std::vector<Bead> beads = AlignUnits(a, b);
  std::string pairs;
  for (const Bead& bead : beads)
    if (!bead.a.empty() && !bead.b.empty())
      pairs += std::to_string(a.units[static_cast<size_t>(bead.a.front())].line) + "-" +
               std::to_string(b.units[static_cast<size_t>(bead.b.front())].line) + " ";
  BOOST_TEST(pairs == "1-5 7-11 13-17 20-24 22-26 ");
}

// Links to a localized site's page are one anchor whatever language segment each edition's
// address has (`/en/guides/v5/`, `/zh-cn/guides/v5/`) or fragment its translated heading
// gives: a translation that lists fewer versions pairs each item with the English item of the
// same version, not with the first ones in line.
BOOST_AUTO_TEST_CASE(links_to_a_localized_page_are_one_anchor) {
  const std::string en =
      "- [Upgrade to v7](/en/guides/upgrade/v7/)\n- [Upgrade to v6](/en/guides/upgrade/v6/)\n"
      "- [Upgrade to v5](/en/guides/upgrade/v5/#steps)\n"
      "- [Upgrade to v4](/en/guides/upgrade/v4/)\n";
  const std::string zh =
      "- [升级到 v5 版本](/zh-cn/guides/upgrade/v5/#步骤)\n"
      "- [升级到 v4 版本](/zh-cn/guides/upgrade/v4/)\n";
  std::vector<Bead> beads =
      AlignUnits(MemoryEdition("en.md", en, "en"), MemoryEdition("zh.md", zh, "zh-cn"));
  BOOST_TEST(BeadShapes(beads) == "1-0 1-0 1-1 1-1");
}

// Code that writes another alternative of an option group that the pair's code shows
// (text/option_aliases.h) is one anchor: the translation's one example pairs with the English
// example it translates (`--tail` with `{{[-t|--tail]}}`), not with the last one.
BOOST_AUTO_TEST_CASE(code_with_another_alternative_of_an_option_group_is_one_anchor) {
  const std::string en =
      "- Show the head of a file:\n\n`peek {{[-c|--count]}} {{n}} {{path/to/file}}`\n\n"
      "- Show the tail:\n\n`peek {{[-t|--tail]}} {{path/to/file}}`\n\n"
      "- Show the lines of a file:\n\n`peek {{[-a|--all]}} {{path/to/file}}`\n";
  const std::string ko = "- 파일의 끝 표시:\n\n`peek --tail {{경로/대상/파일}}`\n";
  std::vector<Bead> beads =
      AlignUnits(MemoryEdition("en.md", en, "en"), MemoryEdition("ko.md", ko, "ko"));
  BOOST_TEST(BeadShapes(beads) == "1-0 1-0 1-1 1-1 1-0 1-0");
}

// A list item of three sentences that the translation split into an item and two sub-items:
// the sub-items have no anchors, and join the item's bead by their sentences. A list of
// one-sentence items, one of them added, keeps the added item alone.
BOOST_AUTO_TEST_CASE(an_item_split_into_sub_items_joins_by_its_sentences) {
  const std::string en =
      "- The cache should keep a record for every request. The record holds the time of the "
      "request. It is removed after an hour.\n"
      "- The `store` should be flushed on exit.\n";
  const std::string zh =
      "- 缓存应为每个请求保存一条记录：\n"
      "  - 记录中保存请求的时间\n"
      "  - 一小时后删除记录\n"
      "- 退出时应刷新 `store`。\n";
  BOOST_TEST(BeadShapes(AlignUnits(MemoryEdition("en.md", en, "en"), MemoryEdition("zh.md", zh))) ==
             "1-3 1-1");
  const std::string en_items = "- The cache keeps a record.\n- The `store` is flushed on exit.\n";
  const std::string zh_items =
      "- 缓存保存一条记录。\n- 记录一小时后删除。\n- 退出时刷新 `store`。\n";
  BOOST_TEST(BeadShapes(AlignUnits(MemoryEdition("en.md", en_items, "en"),
                                   MemoryEdition("zh.md", zh_items))) == "1-1 0-1 1-1");
}

// A paragraph right after a list item, which the other edition wrote as the item's last line
// (Markdown's lazy continuation), joins the item's bead by its sentences. A closing paragraph
// that the other edition lacks, after an item of as many sentences, stays alone.
BOOST_AUTO_TEST_CASE(a_paragraph_after_an_item_joins_the_item_it_continues) {
  const std::string zh =
      "该函数需要：\n\n- 一个清晰的名称。\n- 输入和输出的类型提示。\n"
      "- 一个描述，说明每个参数。它也是写给模型看的。\n所有这些都会在初始化时写进提示里！\n\n"
      "下一节介绍工具箱。\n";
  const std::string ko =
      "함수에는 다음이 필요합니다:\n\n- 명확한 이름.\n- 입력과 출력의 타입 힌트.\n"
      "- 각 인수를 설명하는 설명. 이것도 모델을 위해 쓰는 것입니다.\n\n"
      "이 모든 것은 초기화할 때 프롬프트에 들어갑니다!\n\n다음 절에서는 도구 상자를 소개합니다.\n";
  BOOST_TEST(MarkdownShapes(zh, ko) == "1-1 1-1 1-1 1-2 1-1");
  const std::string zh_closed =
      "该函数需要：\n\n- 一个清晰的名称。\n- 输入和输出的类型提示。\n"
      "- 一个描述，说明每个参数。它也是写给模型看的。\n\n下一节介绍工具箱。\n";
  BOOST_TEST(MarkdownShapes(zh_closed, ko) == "1-1 1-1 1-1 1-1 0-1 1-1");
  // Nor does one after an item the other edition wrote on one line, though in more sentences:
  // the paragraph is not in that item.
  const std::string zh_note =
      "该函数需要：\n\n- 一个清晰的名称。\n- 输入和输出的类型提示。\n"
      "- 一个描述，说明每个参数。它也是写给模型看的。\n\n所有设置都会保存在主目录的配置文件中。\n\n"
      "下一节介绍 `Toolbox` 类。\n";
  const std::string ko_three =
      "함수에는 다음이 필요합니다:\n\n- 명확한 이름.\n- 입력과 출력의 타입 힌트.\n"
      "- 각 인수를 설명하는 설명. 이 설명은 모델을 위한 것입니다. 모델은 이 설명을 읽고 인수를 "
      "채웁니다.\n\n다음 절에서는 `Toolbox` 클래스를 소개합니다.\n";
  BOOST_TEST(MarkdownShapes(zh_note, ko_three) == "1-1 1-1 1-1 1-1 1-0 1-1");
}

// A paragraph under a list item that one edition indents too little (the list ends before it)
// and the other indents into the item: the search pairs the paragraph, which shares the item's
// image with it, with the other's item, and the item's first line joins that bead. Where the
// other edition's item is one line, holding no paragraph of its own, the item stays alone.
BOOST_AUTO_TEST_CASE(an_item_joins_the_paragraph_the_other_edition_indents_into_it) {
  const std::string en =
      "## Connect the board\n\n"
      "1. First open the **Gear** menu in the top toolbar and then **Firmware** in the sidebar.\n\n"
      "  ![Board unplugged](../../assets/board_unplugged.png)\n\n"
      "1. Connect the board to your computer with a USB cable.\n";
  const std::string ko =
      "## 보드 연결\n\n"
      "1. 상단 툴바에서 **기어** 메뉴를 연 다음 사이드바에서 **펌웨어**를 선택하십시오.\n\n"
      "    ![보드 분리](../../assets/board_unplugged.png)\n\n"
      "2. USB 케이블로 보드를 컴퓨터에 연결합니다.\n";
  BOOST_TEST(MarkdownShapes(en, ko) == "1-1 2-1 1-1");
  const std::string ko_one_line =
      "## 보드 연결\n\n"
      "1. 상단 툴바를 여십시오. ![보드 분리](../../assets/board_unplugged.png)\n"
      "2. USB 케이블로 보드를 컴퓨터에 연결합니다.\n";
  BOOST_TEST(MarkdownShapes(en, ko_one_line) == "1-1 1-0 1-1 1-1");
}

// A note quoted right under a list item (a paragraph that opens with a label in emphasis), which
// the other edition wrote on the item's own line ("2. 덮개를 여십시오. > **경고** …"), joins the
// item's bead by its sentences, whichever of the two the search paired with the other edition's
// item. A note set apart from the item by a blank line is a paragraph of its own: an item the
// other edition lacks before it stays alone.
BOOST_AUTO_TEST_CASE(an_item_joins_the_note_right_under_it) {
  const std::string en =
      "To clean the pump:\n\n"
      "1. Unplug the pump.\n"
      "1. Open the lid.\n"
      "   > **Warning** The blade is sharp, hold it by the handle!\n"
      "1. Rinse the filter under warm water.\n"
      "1. Close the lid and plug the pump in again.\n";
  const std::string ko =
      "펌프를 청소하려면:\n\n"
      "1. 펌프의 플러그를 뽑으십시오.\n"
      "2. 덮개를 여십시오. > **경고** 칼날이 날카로우니 손잡이를 잡으십시오!\n"
      "3. 필터를 따뜻한 물로 헹구십시오.\n"
      "4. 덮개를 닫고 펌프의 플러그를 다시 꽂으십시오.\n";
  BOOST_TEST(MarkdownShapes(en, ko) == "1-1 1-1 2-1 1-1 1-1");
  // Chinese writes no space after its full stop, nor a quote marker where the note was a
  // paragraph continuing the item.
  const std::string zh =
      "清洗水泵：\n\n"
      "1. 拔下水泵的插头。\n"
      "2. 打开盖子。**警告** 刀片锋利，请握住手柄！\n"
      "3. 用温水冲洗过滤器。\n"
      "4. 盖上盖子，重新插上水泵的插头。\n";
  BOOST_TEST(MarkdownShapes(en, zh) == "1-1 1-1 2-1 1-1 1-1");
  const std::string en_apart =
      "To clean the pump:\n\n"
      "1. Unplug the pump.\n"
      "1. Open the lid.\n\n"
      "> **Warning** The blade is sharp, hold it by the handle!\n\n"
      "1. Rinse the filter under warm water.\n"
      "1. Close the lid and plug the pump in again.\n";
  const std::string ko_without =
      "펌프를 청소하려면:\n\n"
      "1. 펌프의 플러그를 뽑으십시오.\n"
      "2. 칼날이 날카로우니 손잡이를 잡으십시오. 조심하십시오!\n"
      "3. 필터를 따뜻한 물로 헹구십시오.\n"
      "4. 덮개를 닫고 펌프의 플러그를 다시 꽂으십시오.\n";
  BOOST_TEST(MarkdownShapes(en_apart, ko_without) == "1-1 1-1 1-0 1-1 1-1 1-1");
  // Nor does an item the other edition lacks, where its item beside the note holds no note of
  // its own but two sentences: the sentences alone are no evidence of a flattened note.
  BOOST_TEST(MarkdownShapes(en, ko_without) == "1-1 1-1 1-0 1-1 1-1 1-1");
  // Where the search paired the item with the other edition's and left the note alone, the note
  // joins the item's bead: the other edition's item holds it.
  const std::string en_long =
      "To clean the pump:\n\n"
      "1. Unplug the pump.\n"
      "1. Open the lid of the pump, which two clips hold on each side.\n"
      "   > **Warning** Sharp!\n"
      "1. Rinse the filter under warm water.\n"
      "1. Close the lid and plug the pump in again.\n";
  BOOST_TEST(MarkdownShapes(en_long, ko) == "1-1 1-1 2-1 1-1 1-1");
}

// A label one edition writes as a paragraph of its own ("**默认窗口**", then a blank line) and
// the other as the first words of the paragraph it titles ("**Default window**<br />The …")
// joins that paragraph's bead. A label before a paragraph that the other edition does not open
// with a label stays alone.
BOOST_AUTO_TEST_CASE(a_label_joins_the_paragraph_it_titles) {
  const std::string intro_en = "By default, pruning is enabled on every node of the network.";
  const std::string text_en =
      "The default keeps only the most recent transactions of the ledger, which suits almost "
      "every node.";
  const std::string end_en =
      "\n\n## Disable pruning\n\nSet the flag to false to disable pruning.\n";
  const std::string intro_zh = "默认情况下，网络中的每个节点都启用了裁剪。";
  const std::string text_zh =
      "默认配置只保留账本最近的交易。这大约对应两百 GB 的磁盘空间。几乎所有节点都使用默认配置。";
  const std::string end_zh = "\n\n## 禁用裁剪\n\n将该标志设为 false 即可禁用裁剪。\n";
  // The pages: a title, the intro, the label (`label`, "" for none) and its text, a section.
  auto en_page = [&](const std::string& intro, const std::string& label) {
    return "# Pruning\n\n" + intro + "\n\n" + label + text_en + end_en;
  };
  auto zh_page = [&](const std::string& intro, const std::string& label, const std::string& text) {
    return "# 裁剪\n\n" + intro + "\n\n" + label + "\n\n" + text + end_zh;
  };
  const std::string en = en_page(intro_en, "**Default window**<br />\n");
  const std::string zh = zh_page(intro_zh, "**默认窗口**", text_zh);
  BOOST_TEST(MarkdownShapes(en, zh) == "1-1 1-1 1-2 1-1 1-1");
  // The English paragraph without its label: the Chinese label is content it lacks.
  BOOST_TEST(MarkdownShapes(en_page(intro_en, ""), zh) == "1-1 1-1 0-1 1-1 1-1 1-1");
  // Nor where this edition's paragraph opens with a label of its own.
  BOOST_TEST(MarkdownShapes(en, zh_page(intro_zh, "**默认窗口**", "**注意**：" + text_zh)) ==
             "1-1 1-1 0-1 1-1 1-1 1-1");
  // Nor where the paragraph alone is more than a label (after a list item, which it does not
  // join either).
  BOOST_TEST(MarkdownShapes(en_page("- " + intro_en, "**Default window**<br />\n"),
                            zh_page("- " + intro_zh, "**默认窗口** 可以修改", text_zh)) ==
             "1-1 1-1 0-1 1-1 1-1 1-1");
  // Nor a label whose anchor the other edition has elsewhere, but not in that paragraph.
  BOOST_TEST(MarkdownShapes(en + "\nThe Snapshotter keeps one copy.\n",
                            zh_page(intro_zh, "**Snapshotter**", text_zh) +
                                "\n快照器保留一份副本。\n") == "1-1 1-1 0-1 1-1 1-1 1-1 1-1");
}

// A label over a list of one item ("**Send Status**", then "- Informs the client…" right under
// it), which the other edition wrote as one paragraph or item opening with the label
// ("**发送状态** - 通知…"), joins the bead of its item. A label with a blank line before its
// item, or over an item the other edition does not open with a label, stays alone.
BOOST_AUTO_TEST_CASE(a_label_joins_the_one_item_list_it_titles) {
  // The pages: a title, an intro, three labels each over its description, a closing section.
  // `gap`: what comes between a label and its item.
  auto en_page = [](const std::string& gap) {
    return "# Messages\n\nThe client and the router exchange these messages.\n\n"
           "**Send Packet**" +
           gap +
           "- An outgoing packet from the client (`SendMessage`), sent through an outbound "
           "tunnel.\n\n"
           "**Send Status**" +
           gap +
           "- Informs the client whether sending a packet succeeded (`MessageStatus`).\n\n"
           "**Packet Received**" +
           gap +
           "- An incoming packet for the client (`MessagePayload`), received through an inbound "
           "tunnel.\n\n"
           "## Security\n\nThe router still builds every tunnel itself.\n";
  };
  // `item`: "- " where the other edition writes each as a list item; `labels`: whether it keeps
  // the labels.
  auto zh_page = [](const std::string& item, bool labels) {
    auto label = [&](const std::string& text) { return labels ? "**" + text + "** - " : ""; };
    return "# 消息\n\n客户端与路由器之间交换以下消息。\n\n" + item + label("发送数据包") +
           "来自客户端的出站数据包（`SendMessage`），通过一条出站隧道发送。\n\n" + item +
           label("发送状态") + "通知客户端数据包是否发送成功（`MessageStatus`）。\n\n" + item +
           label("数据包已接收") +
           "客户端收到的入站数据包（`MessagePayload`），通过一条入站隧道接收。\n\n"
           "## 安全\n\n路由器仍然自己构建每一条隧道。\n";
  };
  const std::string joined = "1-1 1-1 2-1 2-1 2-1 1-1 1-1";
  BOOST_TEST(MarkdownShapes(en_page("\n"), zh_page("", true)) == joined);
  BOOST_TEST(MarkdownShapes(en_page("\n"), zh_page("- ", true)) == joined);
  // A blank line between a label and its item: the list need not be the label's.
  const std::string alone = "1-1 1-1 1-0 1-1 1-0 1-1 1-0 1-1 1-1 1-1";  // labels alone
  BOOST_TEST(MarkdownShapes(en_page("\n\n"), zh_page("", true)) == alone);
  // Descriptions without their labels: the labels are content the other edition lacks.
  BOOST_TEST(MarkdownShapes(en_page("\n"), zh_page("", false)) == alone);
}

// An address one edition writes as code and the other as a link is one anchor, keyed as a link's
// target is (case folded): the step that gives it, which the other edition wrote first, pairs
// with its counterpart out of order.
BOOST_AUTO_TEST_CASE(an_address_written_as_code_meets_the_same_link) {
  const Edition a =
      MemoryEdition("zh.md",
                    "## 安装\n\n这个工具可以在任何系统上运行。\n\n请阅读说明，然后再开始安装。\n\n"
                    "在 GitHub 上复刻仓库：点击复刻按钮，把 `https://example.org/Lumen/LumenTool` "
                    "复制到你的账号。\n",
                    "zh");
  const Edition b = MemoryEdition(
      "ko.md",
      "## 설치\n\n포크 버튼을 눌러 <https://example.org/Lumen/LumenTool> 저장소를 포크하세요.\n\n"
      "이 도구는 어떤 시스템에서도 실행됩니다.\n\n설명을 읽은 다음 설치를 시작하세요.\n",
      "ko");
  const std::vector<std::string> want = {"1:1", "3:5", "5:7", "7:3m"};
  BOOST_TEST(PairedLines(a, b, AlignUnits(a, b)) == want, boost::test_tools::per_element());
}

// A front-matter field's key is not translated: the descriptions pair though the English one
// stands next to two titles (title and linkTitle) where the translation has one.
BOOST_AUTO_TEST_CASE(front_matter_fields_pair_by_their_keys) {
  const std::string en =
      "---\ntitle: Agent deployment pattern\nlinkTitle: Agent pattern\n"
      "description: Send signals to collectors and then on to the backends\n---\n\n"
      "In the agent pattern, signals come from\n\n- Apps with an SDK.\n";
  const std::string zh =
      "---\ntitle: 代理\ndescription: 为什么以及如何将信号发送到收集器并从收集器发送到后端\n---\n\n"
      "代理模式包含带有 SDK 的应用。\n";
  const std::vector<Bead> beads =
      AlignUnits(MemoryEdition("en.md", en, "en"), MemoryEdition("zh.md", zh, "zh"));
  std::string description_pair;
  for (const Bead& bead : beads)
    if (bead.b.size() == 1 && bead.b[0] == 1)  // zh's description
      description_pair = bead.a.size() == 1 ? std::to_string(bead.a[0]) : "not 1-1";
  BOOST_TEST(description_pair == "2");
}

// A lead-in (a unit ending with a colon, a heading, a list item with sub-items) goes with the
// unit it introduces (align/moves.h, KeepLeadInsWithTheirUnits). Each case: two editions and
// the bead shapes.
struct LeadInCase {
  const char* what;
  const char* a;
  const char* a_lang;
  const char* b;
  const char* b_lang;
  const char* shapes;
};
const LeadInCase kLeadInCases[] = {
    // The two English descriptions are as long as the Chinese one and share nothing with it,
    // so the in-order search paired the first; the description goes with its example.
    {"a tldr page whose translation kept only its last example",
     "- Print the first 10 words of a note:\n\n`peek {{path/to/note}}`\n\n"
     "- Print the first `n` words of a note:\n\n`peek {{[-w|--words]}} {{n}} {{path/to/note}}`\n",
     "en", "- 打印笔记的前几个词：\n\n`peek -w {{数量}} {{笔记}}`\n", "zh", "1-0 1-0 1-1 1-1"},
    {"the lead-in of the edition that lacks the examples",
     "- 打印笔记的前几个词：\n\n`peek -w {{数量}} {{笔记}}`\n", "zh",
     "- Print the first 10 words of a note:\n\n`peek {{path/to/note}}`\n\n"
     "- Print the first `n` words of a note:\n\n`peek {{[-w|--words]}} {{n}} {{path/to/note}}`\n",
     "en", "0-1 0-1 1-1 1-1"},
    {"a list section pairs with the section of its items",
     "* **链表**\n  * `B` [正向遍历](src/lists/traversal)\n"
     "* **树**\n  * `B` [深度优先搜索](src/trees/depth-first)\n",
     "zh", "* **Trees**\n  * `B` [깊이 우선 탐색](src/trees/depth-first)\n", "ko",
     "1-0 1-0 1-1 1-1"},
    {"a heading pairs with the heading of its section",
     "## Hex Logo\n\nDownload [the hex logo](https://example.org/logos/hex.svg).\n\n"
     "## Wide Logo\n\nDownload [the wide logo](https://example.org/logos/wide.svg).\n",
     "en", "## 가로 로고\n\n[가로 로고](https://example.org/logos/wide.svg)를 내려받으세요.\n",
     "ko", "1-0 1-0 1-1 1-1"},
    // A lead-in right after a lead-in is the first one's to introduce.
    {"the heading stays over a lead-in the other edition lacks",
     "## 延伸阅读\n\n- [TPU Deep Dive](https://example.org/tpu)：深入探讨 TPU 的架构。\n", "zh",
     "## 더 읽을거리\n\n관련된 글이 많이 있다:\n\n"
     "- [TPU Deep Dive](https://example.org/tpu): TPU 아키텍처를 깊이 살펴본다.\n",
     "ko", "1-1 0-1 1-1"},
    {"nor when the heading is repeated over it: every unit between is a lead-in",
     "## 延伸阅读\n\n- [TPU Deep Dive](https://example.org/tpu)：深入探讨 TPU 的架构。\n", "zh",
     "## 더 읽을거리\n\n## 더 읽을거리\n\n관련된 글이 많이 있다:\n\n"
     "- [TPU Deep Dive](https://example.org/tpu): TPU 아키텍처를 깊이 살펴본다.\n",
     "ko", "1-1 0-1 0-1 1-1"},
    // An example's arguments are not its anchor (`{{命令}}` for `{{command}} {{argument1
    // argument2 ...}}`): the translation meets its command and options.
    {"code anchors leave out value placeholders",
     "- Run a command on x86:\n\n`arch -x86_64 {{command}} {{argument1 argument2 ...}}`\n\n"
     "- Run a command on ARM:\n\n`arch -arm64 {{command}} {{argument1 argument2 ...}}`\n",
     "en", "- 在 x86 上运行命令：\n\n`arch -x86_64 {{命令}}`\n", "zh", "1-1 1-1 1-0 1-0"},
    // The search paired the example by its length with the one after the other lead-in, but
    // they share no anchor: the next code in line is no evidence, and the lead-ins stay.
    {"a lead-in stays where the following units share nothing",
     "- Run a tool on x86:\n\n`peek`\n\n"
     "- Run a tool on ARM:\n\n`peek -y {{path/to/a/long/note/file}}`\n",
     "en", "- 在 x86 上运行工具：\n\n`peek -z {{path/to/a/long/note/file}}`\n", "zh",
     "1-1 1-0 1-0 1-1"},
};

BOOST_AUTO_TEST_CASE(lead_ins_go_with_the_units_they_introduce) {
  for (const LeadInCase& c : kLeadInCases) {
    BOOST_TEST_CONTEXT(c.what) {
      BOOST_TEST(BeadShapes(AlignUnits(MemoryEdition("a.md", c.a, c.a_lang),
                                       MemoryEdition("b.md", c.b, c.b_lang))) == c.shapes);
    }
  }
}

// An English page with a long section its translation never got: the two documents' length
// ratio says the translation is far shorter than it is, so that its short units seem to pair
// best with the English page's longer ones. The ratio of the units paired first is taken
// instead, and each short unit pairs with its own.
BOOST_AUTO_TEST_CASE(a_section_one_edition_lacks_does_not_skew_the_length_ratio) {
  std::string en =
      "# Queue\n\nA queue is a collection of items kept in the order in which they were added "
      "to it.\n\nThe front item is the next to leave.\n\n"
      "## Costs\n\n";
  for (int i = 0; i < 12; ++i)
    en += "- step " + std::to_string(i) +
          ": every operation of this kind takes constant time on average, whatever the size of "
          "the collection happens to be at that moment in the run.\n";
  en += "\n## Sources\n\n- [Wikipedia](https://en.wikipedia.org/wiki/Queue)\n";
  const std::string ko =
      "# 큐\n\n큐는 추가된 순서대로 보관되는 항목들의 모음입니다.\n\n"
      "맨 앞 항목이 다음에 나갑니다.\n\n## 출처\n\n"
      "- [Wikipedia](https://en.wikipedia.org/wiki/Queue)\n";
  const std::vector<Bead> beads =
      AlignUnits(MemoryEdition("en.md", en, "en"), MemoryEdition("ko.md", ko, "ko"));
  std::string heading_pair;
  for (const Bead& bead : beads)
    if (bead.b.size() == 1 && bead.b[0] == 3)  // "## 출처"
      heading_pair = bead.a.size() == 1 ? std::to_string(bead.a[0]) : "not 1-1";
  BOOST_TEST(BeadShapes(beads) ==
             "1-1 1-1 1-1 1-0 1-0 1-0 1-0 1-0 1-0 1-0 1-0 1-0 1-0 1-0 1-0 1-0 1-1 1-1");
  BOOST_TEST(heading_pair == "16");
}

// Latin text a translation keeps as written (a bold label, an image's alt text, a name) does
// not shrink by the editions' length ratio: "Playground" pairs with "Playground", though the
// Korean edition runs at under half the English one's length and a short English sentence
// that it lacks stands just before.
BOOST_AUTO_TEST_CASE(latin_text_kept_as_written_is_not_scaled_by_the_ratio) {
  const std::string en =
      "# Queue\n\nA queue is a collection of items kept in the order in which they were added to "
      "it.\n\nItems enter at the back of the queue and leave from the front of the queue, one at "
      "a time.\n\nPeeking reads the item at the front without taking it out of the queue at "
      "all.\n\nA queue can be built on a linked list or on a ring of slots in an array.\n\n"
      "Make sure the tools are ready.\n\n**Playground**\n\nYou may play with the queue in the "
      "playground file and write tests for it there.\n";
  const std::string ko =
      "# 큐\n\n큐는 항목들이 추가된 순서대로 보관되는 항목들의 모음입니다.\n\n항목은 큐의 뒤로 "
      "들어가서 앞에서 하나씩 나갑니다.\n\n엿보기는 앞의 항목을 꺼내지 않고 읽습니다.\n\n큐는 "
      "연결 리스트나 배열의 고리 위에 만들 수 있습니다.\n\n**Playground**\n\n플레이그라운드 "
      "파일에서 큐를 다루고 그에 대한 테스트를 작성할 수 있습니다.\n";
  const Edition a = MemoryEdition("en.md", en, "en");
  const Edition b = MemoryEdition("ko.md", ko, "ko");
  BOOST_REQUIRE(a.units.size() == 8 && b.units.size() == 7);
  std::string playground;  // what en's "Playground" (unit 6) pairs with
  for (const Bead& bead : AlignUnits(a, b))
    if (bead.a.size() == 1 && bead.a[0] == 6)
      playground = bead.b.size() == 1 ? b.units[static_cast<size_t>(bead.b[0])].text : "-";
  BOOST_TEST(playground == "Playground");
}

// An edition left partly untranslated (a Korean page whose last section is still the English)
// writes English words there, which says nothing of which words its translation keeps in Latin:
// the English paragraph whose words the untranslated section repeats still pairs with its
// translation, rather than being left alone as if the Korean edition kept those words and this
// unit lacked them.
BOOST_AUTO_TEST_CASE(words_of_an_untranslated_section_are_no_evidence_of_kept_words) {
  const Edition en = MemoryEdition(
      "en.md",
      "# Filters\n\nFilters block ads and trackers by applying the rules of their lists.\n\n"
      "Filters enabled by default are enough for normal operation. To change them, select a "
      "category, enable other filters, or add a custom filter from its address or file path.\n\n"
      "## Extensions\n\nExtensions are small scripts that select a category of pages, enable "
      "other behaviour, and read a custom address or file path by default during normal "
      "operation.\n",
      "en");
  const Edition ko = MemoryEdition(
      "ko.md",
      "# 필터\n\n필터는 목록의 규칙을 적용하여 광고와 추적기를 차단합니다.\n\n"
      "기본으로 켜진 필터로 충분합니다. 바꾸려면 범주를 고르고, 다른 필터를 켜거나, 주소나 파일 "
      "경로로 사용자 필터를 추가하세요.\n\n## Extensions\n\nExtensions are small scripts that "
      "select a category of pages, enable other behaviour, and read a custom address or file path "
      "by default during normal operation.\n",
      "ko");
  const std::vector<Bead> beads = AlignUnits(en, ko);
  BOOST_TEST(BeadShapes(beads) == "1-1 1-1 1-1 1-1 1-1");
  BOOST_TEST(beads[2].a[0] == 2);
  BOOST_TEST(beads[2].b[0] == 2);
}

// Two editions that both left a paragraph in English, each a different one: English against
// English, every word that the other edition has counts, so the two stay apart (each missing in
// the other) rather than pairing for free because neither edition keeps English words in its
// translated units.
BOOST_AUTO_TEST_CASE(two_units_left_untranslated_compare_all_their_words) {
  const std::string note =
      "Note: the daemon reads settings from a file in the home directory and reloads on a "
      "signal; remove the cache when upgrading from an older release, or the index may be "
      "stale.\n";
  const Edition zh = MemoryEdition(
      "zh.md",
      "# 安装\n\n使用系统的软件包管理器安装软件包，然后启动服务。\n\nThe daemon reads its settings "
      "from a file in the home directory and reloads them on a signal.\n\n"
      "服务会把日志写入系统日志，并每周轮换一次。\n\n" +
          note,
      "zh");
  const Edition ko = MemoryEdition(
      "ko.md",
      "# 설치\n\n시스템 패키지 관리자로 패키지를 설치한 다음 서비스를 시작합니다.\n\nRemove the "
      "cache when upgrading from an older release, or the index may be stale.\n\n"
      "서비스는 로그를 시스템 저널에 기록하고 매주 교체합니다.\n\n" +
          note,
      "ko");
  BOOST_TEST(BeadShapes(AlignUnits(zh, ko)) == "1-1 1-1 0-1 1-0 1-1 1-1");
}

// Two paragraphs the Korean edition swapped, beside a section it left in English that repeats
// their words: the words it writes only there place nothing, and the swap is undone.
BOOST_AUTO_TEST_CASE(words_left_untranslated_do_not_hold_a_swap_apart) {
  const std::string extensions =
      "## Extensions\n\nExtensions are scripts: the command prints the mounted volumes of the "
      "tools, and they check the disks of the machine, one after another, and write what it "
      "finds to the report that the nightly job sends to the team.\n";
  const Edition en = MemoryEdition(
      "en.md",
      "# Tools\n\nRun `fooctl` to check the disks of the machine, one after another, and write "
      "what it finds to the report that the nightly job sends to the team.\n\nThe `barctl` "
      "command prints the mounted volumes.\n\nSee `fooctl` and `barctl` in the manual.\n\n" +
          extensions,
      "en");
  const Edition ko = MemoryEdition(
      "ko.md",
      "# 도구\n\n`barctl` 명령은 마운트된 볼륨을 보여 줍니다.\n\n`fooctl`을 실행해 기기의 디스크를 "
      "하나씩 검사하고, 찾은 내용을 야간 작업이 팀에 보내는 보고서에 씁니다.\n\n설명서의 "
      "`fooctl`과 "
      "`barctl`을 보세요.\n\n" +
          extensions,
      "ko");
  const std::vector<std::string> want = {"1:1", "3:5m", "5:3", "7:7", "9:9", "11:11"};
  BOOST_TEST(PairedLines(en, ko, AlignUnits(en, ko)) == want, boost::test_tools::per_element());
}

// A lowercase word that an edition has only in units counted as no evidence (left untranslated)
// is not kept there; other anchors are kept wherever they occur. A bead that shares the word
// takes off the gain and only the missing cost the sides added for it: against a side that is
// evidence, side A's missing cost counts only what B keeps; against one that is not, all that
// B has.
BOOST_AUTO_TEST_CASE(a_word_found_only_where_no_evidence_is_is_not_kept) {
  align_internal::Anchors anchors;
  const int word = anchors.Id({static_cast<int>(EntityKind::kTerm), "filter"});
  const int code = anchors.Id({static_cast<int>(EntityKind::kCode), "adblock"});
  const std::vector<int> ids = {word, code};
  anchors.Count(Side::kA, ids, /*evidence=*/true);
  anchors.Count(Side::kB, ids, /*evidence=*/false);
  anchors.Finish();
  BOOST_TEST(anchors.Kept(Side::kA, word));
  BOOST_TEST(!anchors.Kept(Side::kB, word));
  BOOST_TEST(anchors.Kept(Side::kB, code));
  BOOST_TEST(anchors.UnkeptWeight(Side::kB, word) == anchors.Weight(word));
  BOOST_TEST(anchors.UnkeptWeight(Side::kA, word) == 0.0);
  BOOST_TEST(anchors.UnkeptWeight(Side::kB, code) == 0.0);
  align_internal::AnchorSet a_side, b_side;
  a_side.ids = ids;
  b_side.ids = ids;
  // Missing cost 1, gain 2: the code takes off 1 + 1 + 2; the word 1 + 2 where side A's missing
  // cost counted only what B keeps (B's side is evidence), 1 + 1 + 2 where it counted all B has.
  const double w = anchors.Weight(word), c = anchors.Weight(code);
  BOOST_TEST(align_internal::SharedTake(a_side, b_side, anchors, 1.0, 2.0) == 4 * c + 3 * w,
             boost::test_tools::tolerance(1e-12));
  b_side.evidence = false;
  BOOST_TEST(align_internal::SharedTake(a_side, b_side, anchors, 1.0, 2.0) == 4 * c + 4 * w,
             boost::test_tools::tolerance(1e-12));
}

// A unit that both editions write alike ("Index", left in English in the Korean edition) pairs
// with its copy, though a neighbour of the length the ratio expects stands beside it: the whole
// text is an anchor.
BOOST_AUTO_TEST_CASE(a_unit_written_alike_in_both_editions_pairs_with_its_copy) {
  const Edition en = MemoryEdition(
      "en.md",
      "# Weekly notes\n\nHello all, time for the weekly notes of the project, a little later "
      "than usual this week.\n\n- Index\n- Status\n\nOver the last week the network grew to two "
      "hundred routers, and the new peers picked up the load without trouble.\n",
      "en");
  const Edition ko = MemoryEdition(
      "ko.md",
      "# 주간 노트\n\n안녕하세요 여러분, 이번 주는 평소보다 조금 늦게 프로젝트 주간 노트를 "
      "시작합니다.\n\n- Index\n\n지난주 동안 네트워크는 라우터 이백 대로 성장했고, 새 피어들이 큰 "
      "문제 없이 부하를 떠맡았습니다.\n",
      "ko");
  const std::vector<Bead> beads = AlignUnits(en, ko);
  BOOST_TEST(BeadShapes(beads) == "1-1 1-1 1-1 1-0 1-1");
  BOOST_TEST(beads[2].a[0] == 2);  // "Index" with "Index", "Status" left alone
  BOOST_TEST(beads[2].b[0] == 2);
}

BOOST_AUTO_TEST_CASE(pairs_with_shared_rare_entities_score_high) {
  Edition a = MemoryEdition("a.txt", "甲 Alice Smith 说了 jacob@example.com。\n");
  Edition b = MemoryEdition("b.txt", "Alice Smith가 jacob@example.com 이라고 말했다.\n");
  std::vector<Bead> beads = AlignUnits(a, b);
  BOOST_REQUIRE_EQUAL(beads.size(), 1u);
  BOOST_TEST(beads[0].score > 0.9);
}

// Long editions with drift in the middle: the band must still find the path, and the
// result must not depend on where the drift is.
BOOST_AUTO_TEST_CASE(long_editions_with_an_insertion_align_within_the_band) {
  std::string a, b;
  for (int i = 0; i < 3000; ++i) {
    a += "第 " + std::to_string(i) + " 段 Name" + std::to_string(i % 97) + " Person 的内容很长。\n";
    b += std::to_string(i) + "번째 Name" + std::to_string(i % 97) + " Person 내용이 길다.\n";
    if (i == 1500)
      for (int k = 0; k < 25; ++k) b += "추가된 문단 " + std::to_string(100000 + k) + ".\n";
  }
  Edition ea = MemoryEdition("a.txt", a), eb = MemoryEdition("b.txt", b);
  std::vector<Bead> beads = AlignUnits(ea, eb);
  int pairs = 0, lone_b = 0, lone_a = 0;
  for (const Bead& bead : beads) {
    pairs += !bead.a.empty() && !bead.b.empty();
    lone_b += bead.a.empty();
    lone_a += bead.b.empty();
  }
  BOOST_TEST(pairs == 3000);
  BOOST_TEST(lone_b == 25);
  BOOST_TEST(lone_a == 0);
}

// The number a generated unit carries ("第 12 段" / "12번째"), or -1.
int UnitNumber(const std::string& text) {
  size_t digit = text.find_first_of("0123456789");
  return digit == std::string::npos ? -1 : std::stoi(text.substr(digit));
}

// Every 1-1 bead pairs units that carry the same number; returns how many there are.
int CheckNumberedPairs(const Edition& a, const Edition& b, const std::vector<Bead>& beads) {
  int pairs = 0;
  for (const Bead& bead : beads) {
    if (bead.a.size() != 1 || bead.b.size() != 1) continue;
    ++pairs;
    const int na = UnitNumber(a.units[static_cast<size_t>(bead.a[0])].text);
    const int nb = UnitNumber(b.units[static_cast<size_t>(bead.b[0])].text);
    BOOST_TEST(na == nb, "a:" << a.units[static_cast<size_t>(bead.a[0])].line
                              << " b:" << b.units[static_cast<size_t>(bead.b[0])].line);
  }
  return pairs;
}

BOOST_AUTO_TEST_CASE(a_long_gap_without_anchors_widens_the_band_until_the_path_fits) {
  // B lacks 400 consecutive units of A, and nothing inside the gap is shared: the band starts
  // a few cells wide and has to double until the path through the gap fits in it.
  std::string a, b;
  for (int i = 0; i < 2000; ++i) {
    a += "第 " + std::to_string(i) + " 段的内容很长很长。\n";
    if (i < 800 || i >= 1200) b += std::to_string(i) + "번째 내용이 길다.\n";
  }
  Edition ea = MemoryEdition("a.txt", a), eb = MemoryEdition("b.txt", b);
  std::vector<Bead> beads = AlignUnits(ea, eb);
  BOOST_TEST(CheckNumberedPairs(ea, eb, beads) == 1600);
  int lone_a = 0;
  for (const Bead& bead : beads) lone_a += bead.b.empty();
  BOOST_TEST(lone_a == 400);
}

// tests/fixtures/faq-grown-section: a FAQ (made-up words in its shape) whose Chinese edition
// groups its intro otherwise and has sections of its own after the first dozen: the path runs
// far below the proportional diagonal of the document, and the best path in a band a few units
// wide around it pairs each section with a later, similar one (install steps with install
// steps) without ever reaching the band's edge. Units sharing an anchor found once in each
// edition (the chain pins are chosen from) are held in the band from the start, and the
// sections pair with their own: in a document of one stretch, and after a pin, where the
// stretch holds only the chain's pairs past it.
BOOST_AUTO_TEST_CASE(the_band_holds_the_pairs_of_unique_anchors) {
  const std::filesystem::path dir = testing::SourcePath("tests/fixtures/faq-grown-section");
  const std::string en_faq = testing::ReadFile(dir / "en.md");
  const std::string zh_faq = testing::ReadFile(dir / "zh-cn.md");
  // 80 paragraphs that pair one to one by their names, before the FAQ's body (its front
  // matter, the first 6 lines, left out): a pin among them cuts the document in two stretches.
  std::string en_lead, zh_lead;
  for (int i = 0; i < 80; ++i) {
    en_lead += "Paragraph " + std::to_string(i) + " names Zorblax" + std::to_string(i) + ".\n\n";
    zh_lead += "第 " + std::to_string(i) + " 段提到 Zorblax" + std::to_string(i) + "。\n\n";
  }
  auto body = [](const std::string& text) { return text.substr(text.find("---", 3) + 3); };
  struct Case {
    const char* what;
    std::string en, zh;
    int shift;  // of a FAQ line
  };
  const Case cases[] = {
      {"the FAQ alone", en_faq, zh_faq, 0},
      {"the FAQ after a pin", en_lead + body(en_faq), zh_lead + body(zh_faq), 160 - 5}};
  for (const Case& c : cases) {
    BOOST_TEST_CONTEXT(c.what) {
      const Edition en = MemoryEdition("en.md", c.en, "en");
      const Edition zh = MemoryEdition("zh-cn.md", c.zh, "zh-cn");
      std::set<std::pair<int, int>> paired;  // (line in en, line in zh-cn) of each 1-1 bead
      for (const Bead& bead : AlignUnits(en, zh))
        if (bead.a.size() == 1 && bead.b.size() == 1)
          paired.insert({en.units[static_cast<size_t>(bead.a[0])].line,
                         zh.units[static_cast<size_t>(bead.b[0])].line});
      // The install section, the conversion section after it, and the last script section.
      for (const auto& [line_en, line_zh] : {std::pair{28, 24}, {39, 35}, {51, 47}, {71, 67}})
        BOOST_TEST(paired.count({line_en + c.shift, line_zh + c.shift}) == 1u,
                   "en:" << line_en + c.shift << " with zh-cn:" << line_zh + c.shift);
    }
  }
}

BOOST_AUTO_TEST_CASE(a_rare_anchor_that_crosses_the_others_does_not_pin_the_alignment) {
  // "Zed Quist" is found once in each edition, but in units 100 (A) and 900 (B): a pin there
  // would force 800 units apart. The chain of numbered pins is longer, so it is dropped.
  std::string a, b;
  for (int i = 0; i < 1000; ++i) {
    a += "第 " + std::to_string(i) + " 段" + (i == 100 ? " Zed Quist" : "") + " 的内容。\n";
    b += std::to_string(i) + "번째" + (i == 900 ? " Zed Quist" : "") + " 내용.\n";
  }
  Edition ea = MemoryEdition("a.txt", a), eb = MemoryEdition("b.txt", b);
  std::vector<Bead> beads = AlignUnits(ea, eb);
  BOOST_TEST(CheckNumberedPairs(ea, eb, beads) == 1000);
}

// A unit repeated on one side against one on the other: the two paths (pair the first copy,
// or the second) cost exactly the same, wherever in a long edition they are, and the
// repetition is the one left without counterpart. (Without the cost grid, rounding decided
// three of these.)
BOOST_AUTO_TEST_CASE(a_repeated_unit_leaves_the_later_copy_without_counterpart) {
  std::string a, b;
  int repeated = 0;
  for (int i = 0; i < 3000; ++i) {
    // Lengths vary, as in real text, so that path costs are sums of many unlike numbers.
    std::string za =
        "第 " + std::to_string(i) + " 段 Name" + std::to_string(i % 97) + " Person 的内容";
    std::string kb = std::to_string(i) + "번째 Name" + std::to_string(i % 97) + " Person 내용이";
    for (int k = 0; k < i * 7 % 23; ++k) za += "很";
    for (int k = 0; k < i * 5 % 19; ++k) kb += "길";
    za += "。\n";
    kb += ".\n";
    a += za;
    b += kb;
    if (i % 53 == 11) a += za, ++repeated;
    if (i % 37 == 5) b += kb, ++repeated;
  }
  Edition ea = MemoryEdition("a.txt", a), eb = MemoryEdition("b.txt", b);
  int lone = 0;
  for (const Bead& bead : AlignUnits(ea, eb)) {
    if (!bead.a.empty() && !bead.b.empty()) continue;
    ++lone;
    const Edition& e = bead.a.empty() ? eb : ea;
    const int u = bead.a.empty() ? bead.b[0] : bead.a[0];
    BOOST_TEST_CONTEXT("lone unit " << u << " of " << e.path) {
      BOOST_REQUIRE(u > 0);
      BOOST_TEST(e.units[static_cast<size_t>(u)].text == e.units[static_cast<size_t>(u - 1)].text);
    }
  }
  // Most repetitions are left over alone; a few short ones join their neighbour in a 1-2 bead.
  BOOST_TEST(lone >= repeated * 3 / 4);
}

}  // namespace

namespace {

// Halves swapped: the best path lies far off the diagonal. With the band's cells bounded
// below what reaching it takes, the band stops widening: the beads still cover every unit once
// and in order, and the caller is warned; with room enough, the long units pair up.
BOOST_AUTO_TEST_CASE(a_band_at_its_bound_still_covers_every_unit_and_warns) {
  std::string short_units, long_units;
  for (int i = 0; i < 200; ++i) {
    short_units += "short line\n";
    long_units += "this is a much longer line of text, this is a much longer line of text\n";
  }
  Edition a = MemoryEdition("a.txt", short_units + long_units);
  Edition b = MemoryEdition("b.txt", long_units + short_units);
  for (double cells_per_char : {0.5, 8.0}) {
    BOOST_TEST_CONTEXT("cells_per_char " << cells_per_char) {
      AlignOptions options;
      options.cells_per_char = cells_per_char;
      options.min_cells = 0;
      std::vector<std::string> warnings;
      std::vector<Bead> beads = AlignUnits(a, b, options, &warnings);
      int next_a = 0, next_b = 0, pairs = 0;
      for (const Bead& bead : beads) {
        for (int u : bead.a) BOOST_TEST(u == next_a++);
        for (int u : bead.b) BOOST_TEST(u == next_b++);
        pairs += !bead.a.empty() && !bead.b.empty();
      }
      BOOST_TEST(next_a == 400);
      BOOST_TEST(next_b == 400);
      BOOST_TEST(warnings.size() == (cells_per_char < 1 ? 1u : 0u));
      if (cells_per_char > 1) BOOST_TEST(pairs >= 200);
    }
  }
}

}  // namespace

namespace {

using concord::align_internal::Corner;
using concord::align_internal::LongestIncreasingChain;

// "i:j i:j" for a list of corners.
std::string CornerDump(const std::vector<Corner>& corners) {
  std::string out;
  for (const Corner& c : corners)
    out += (out.empty() ? "" : " ") + std::to_string(c.i) + ":" + std::to_string(c.j);
  return out;
}

struct ChainCase {
  const char* name;
  std::vector<Corner> candidates;  // by i ascending, for one i by j descending
  const char* chain;
};

const ChainCase kChainCases[] = {
    {"no candidates", {}, ""},
    {"one candidate", {{3, 5}}, "3:5"},
    {"a pin that crosses the others is dropped", {{1, 1}, {2, 9}, {3, 3}, {4, 4}}, "1:1 3:3 4:4"},
    {"one pin per unit of A", {{1, 5}, {1, 2}, {2, 3}}, "1:2 2:3"},
    {"j increases strictly: of two at the same j, the later is kept",
     {{1, 4}, {2, 4}, {3, 5}},
     "2:4 3:5"},
};

BOOST_AUTO_TEST_CASE(longest_increasing_chain_of_pin_candidates) {
  for (const ChainCase& c : kChainCases) {
    BOOST_TEST_CONTEXT(c.name) {
      BOOST_TEST(CornerDump(LongestIncreasingChain(c.candidates)) == c.chain);
    }
  }
}

}  // namespace
