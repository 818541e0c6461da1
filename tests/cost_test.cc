// Cost bounds of concord's own stages on input shapes that made them super-linear (issue 13,
// item 9): each runs the concord executable on about a megabyte shaped to hit one stage, and
// bounds its CPU time (generously) and, where memory was the problem, the peak resident set.
// docs/robustness.md states the bound per input megabyte.
#include <boost/test/unit_test.hpp>
#include <random>
#include <string>
#include <tuple>

#include "extract/entities.h"
#include "rules/entity_match.h"
#include "test_util.h"

using concord::testing::RunConcord;
using concord::testing::TempDir;
using Run = concord::testing::ConcordRun;

namespace {

// The sanitized build runs several times slower and keeps shadow memory: its inputs are a
// quarter as long, and the memory bounds are left to the normal build. Its bound is twice the
// normal one: ctest runs it beside other suites on two cores, whose load its CPU time feels
// too. A quadratic stage, at a sixteenth of its normal-build time times the sanitizer's
// slowdown, is still far over it on these shapes.
#if defined(__SANITIZE_ADDRESS__)
constexpr int kScale = 1;
constexpr bool kSanitized = true;
constexpr double kSeconds = 10.0;
#else
constexpr int kScale = 4;
constexpr bool kSanitized = false;
constexpr double kSeconds = 5.0;
#endif

struct Timed {
  Run run;
  double seconds;
};

// The run's CPU time: wall time grows with whatever else the shared machine runs.
Timed TimedRun(const std::vector<std::string>& args) {
  Run r = RunConcord(args);
  const double seconds = r.cpu_seconds;
  return {std::move(r), seconds};
}

std::string Repeat(const std::string& s, int n) {
  std::string out;
  out.reserve(s.size() * static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) out += s;
  return out;
}

// The email matcher on a line that is all candidates: "a@b." repeated (a megabyte, one
// line, as plain text so that only concord's own matcher reads it).
BOOST_AUTO_TEST_CASE(email_candidates_on_one_line_cost_linear_time) {
  TempDir t;
  const std::string a = t.Write("a.txt", Repeat("a@b.", 62500 * kScale) + "\n");
  const std::string b = t.Write("b.txt", "하나.\n");
  Timed r = TimedRun({"check", a, b});
  BOOST_TEST_MESSAGE("emails: " << r.seconds << " s, " << r.run.max_rss_kb << " KB");
  BOOST_TEST((r.run.status == 0 || r.run.status == 1), r.run.err);
  BOOST_TEST(r.seconds < kSeconds);
}

// Editions whose halves are swapped: thousands of short lines then as many long ones,
// against the reverse order, every short line and every long line the same (no anchor to pin
// the alignment to). The best path lies thousands of units off the diagonal, where a band
// widened until it holds it costs the square of the input.
BOOST_AUTO_TEST_CASE(editions_in_swapped_order_align_in_linear_time) {
  TempDir t;
  const int n = 1250 * kScale;
  const std::string short_units = Repeat("short line\n", n);
  const std::string long_units = Repeat(Repeat("this is a much longer line of text ", 5) + "\n", n);
  const std::string a = t.Write("a.txt", short_units + long_units);
  const std::string b = t.Write("b.txt", long_units + short_units);
  Timed r = TimedRun({"check", a, b});
  BOOST_TEST_MESSAGE("swapped halves: " << r.seconds << " s, " << r.run.max_rss_kb << " KB");
  BOOST_TEST((r.run.status == 0 || r.run.status == 1), r.run.err);
  BOOST_TEST(r.seconds < kSeconds);
  if (!kSanitized) {
    Run base = RunConcord({"check", t.Write("x.txt", "s\n"), t.Write("y.txt", "s\n")});
    const long input_kb = static_cast<long>(2 * (short_units.size() + long_units.size()) / 1024);
    BOOST_TEST(r.run.max_rss_kb < 20 * input_kb + base.max_rss_kb);
  }
}

// A "name" of tens of thousands of words, against a unit that repeats its first word: each
// place the first word occurs starts a comparison as long as the name.
BOOST_AUTO_TEST_CASE(a_name_of_many_words_is_looked_up_in_linear_time) {
  TempDir t;
  const int n = 15000 * kScale;
  for (const std::string last : {"", " Cd"}) {
    BOOST_TEST_CONTEXT("name ending in '" << last << "'") {
      const std::string a = t.Write("a.txt", Repeat("Ab ", n - 1) + "Ab" + last + "\n");
      const std::string b = t.Write("b.txt", Repeat("Ab ", 2 * n - 1) + "Ab\n");
      Timed r = TimedRun({"check", a, b});
      BOOST_TEST_MESSAGE("long name" << last << ": " << r.seconds << " s");
      BOOST_TEST((r.run.status == 0 || r.run.status == 1), r.run.err);
      BOOST_TEST(r.seconds < kSeconds);
    }
  }
}

// TextIndex::HasWords starts from the rarest word and compares runs by hash: it answers as a
// comparison word by word at every place would, on texts of few distinct words (so that keys
// match in part at many places) and keys whose last word is a plural form.
BOOST_AUTO_TEST_CASE(word_lookup_agrees_with_a_word_by_word_search) {
  const std::vector<std::string> vocabulary = {"ab", "abs", "cd", "ab-cd", "cds"};
  std::mt19937 random(13);
  auto pick = [&](size_t n) { return static_cast<size_t>(random() % n); };
  auto words_of = [](const std::string& s) {
    std::vector<std::string> out;
    std::string word;
    for (char c : s + " ") {
      if (std::isalnum(static_cast<unsigned char>(c)))
        word += c;
      else if (!word.empty())
        out.push_back(std::move(word)), word.clear();
    }
    return out;
  };
  for (int round = 0; round < 2000; ++round) {
    std::string text, key;
    for (size_t i = 0, n = pick(12); i < n; ++i) text += vocabulary[pick(vocabulary.size())] + " ";
    for (size_t i = 0, n = 1 + pick(4); i < n; ++i)
      key += (i ? " " : "") + vocabulary[pick(vocabulary.size())];
    const std::vector<std::string> t = words_of(text), k = words_of(key);
    const std::vector<std::string> last = concord::PluralForms(k.back());
    bool expected = false;
    for (size_t p = 0; !expected && p + k.size() <= t.size(); ++p) {
      bool match = std::find(last.begin(), last.end(), t[p + k.size() - 1]) != last.end();
      for (size_t i = 0; match && i + 1 < k.size(); ++i) match = t[p + i] == k[i];
      expected = match;
    }
    BOOST_TEST(concord::ContainsWords(text, key) == expected,
               "'" << key << "' in '" << text << "'");
  }
}

// Many short names, each different, none of them found in the counterpart: each one is
// compared with the names already reported.
BOOST_AUTO_TEST_CASE(many_distinct_missing_names_cost_linear_time) {
  TempDir t;
  std::string a, b;
  const int n = 12500 * kScale;
  for (int i = 0; i < n; ++i) {
    std::string word;
    for (int k = i; k > 0 || word.empty(); k /= 26) word += static_cast<char>('a' + k % 26);
    a += "Qq" + word + " Zz, ";
  }
  a += "\n";
  b = Repeat("Qq ", n) + "\n";
  Timed r = TimedRun({"check", t.Write("a.txt", a), t.Write("b.txt", b)});
  BOOST_TEST_MESSAGE("distinct names: " << r.seconds << " s");
  BOOST_TEST((r.run.status == 0 || r.run.status == 1), r.run.err);
  BOOST_TEST(r.seconds < kSeconds);
}

// An audit of a paragraph whose translation lacks thousands of its numbers: each item the
// translation lacks is merged with the spellings of it that its words can file (audit.cc,
// MergeSpellings), not compared with every other item of the paragraph.
BOOST_AUTO_TEST_CASE(an_audit_of_many_missing_numbers_in_one_unit_costs_linear_time) {
  TempDir t;
  std::string a = "# Title\n\nThe values are";
  const int n = 12000 * kScale;
  for (int i = 0; i < n; ++i) a += " " + std::to_string(100000 + 7 * i) + ",";
  t.Write("en/a.md", a + " and more.\n");
  t.Write("zh/a.md", "# 标题\n\n数值是 100000、100007 等。\n");
  Timed r = TimedRun({"audit", "--no-dates", "--source", "en", (t.path / "en").string(),
                      (t.path / "zh").string()});
  BOOST_TEST_MESSAGE("audit of missing numbers: " << r.seconds << " s");
  BOOST_TEST((r.run.status == 0 || r.run.status == 1), r.run.err);
  BOOST_TEST(r.seconds < kSeconds);
  // Decimals that share their whole part: each is filed under its rarer word.
  a = "# Title\n\nThe values are";
  for (int i = 0; i < 2000 * kScale; ++i)
    a += " 100000." + std::to_string(1000 + i) + ", 100000." + std::to_string(10000 + i) + ",";
  t.Write("en/a.md", a + " and more.\n");
  t.Write("zh/a.md", "# 标题\n\n数值是 100000.1000、100000.1001、100000.10000 等。\n");
  r = TimedRun({"audit", "--no-dates", "--source", "en", (t.path / "en").string(),
                (t.path / "zh").string()});
  BOOST_TEST_MESSAGE("audit of missing decimals: " << r.seconds << " s");
  BOOST_TEST((r.run.status == 0 || r.run.status == 1), r.run.err);
  BOOST_TEST(r.seconds < kSeconds);
}

// A code span of many placeholders that open an option group and never close it
// (`{{[}}` …): each placeholder's group is looked for up to the placeholder's end, not the
// code's (text/option_aliases.cc).
BOOST_AUTO_TEST_CASE(placeholders_of_unclosed_option_groups_cost_linear_time) {
  TempDir t;
  const std::string groups = Repeat("{{[}}", 50000 * kScale);
  Timed r = TimedRun({"check", t.Write("a.md", "Run `tail {{[-n|--lines]}} " + groups + "` now.\n"),
                      t.Write("b.md", "运行 `tail -n " + groups + "` 现在。\n")});
  BOOST_TEST_MESSAGE("option groups: " << r.seconds << " s");
  BOOST_TEST((r.run.status == 0 || r.run.status == 1), r.run.err);
  BOOST_TEST(r.seconds < kSeconds);
  // One placeholder of many '[' and one ']': only the innermost '[' can open a group.
  const std::string nested = "{{" + Repeat("[", 100000 * kScale) + "a|b]}}";
  r = TimedRun({"check", t.Write("c.md", "Run `tail {{[-n|--lines]}} " + nested + "` now.\n"),
                t.Write("d.md", "运行 `tail -n " + nested + "` 现在。\n")});
  BOOST_TEST_MESSAGE("nested option groups: " << r.seconds << " s");
  BOOST_TEST((r.run.status == 0 || r.run.status == 1), r.run.err);
  BOOST_TEST(r.seconds < kSeconds);
}

// One paragraph of many decimals of four places against as many others of one place: each
// decimal not found as written is looked for among the other side's roundings, read once, not
// by a walk over every number of the text.
BOOST_AUTO_TEST_CASE(many_decimals_not_found_cost_linear_time) {
  TempDir t;
  std::string a = "Rates", b = "速率";
  const int n = 5000 * kScale;
  for (int i = 0; i < n; ++i) {
    a += " " + std::to_string(i) + ".1234";
    b += " " + std::to_string(n + i) + ".5";
  }
  Timed r = TimedRun({"check", t.Write("a.txt", a + "\n"), t.Write("b.txt", b + "\n")});
  BOOST_TEST_MESSAGE("decimals: " << r.seconds << " s");
  BOOST_TEST((r.run.status == 0 || r.run.status == 1), r.run.err);
  BOOST_TEST(r.seconds < kSeconds);
}

// A unit of many code spans of two words against as many other ones: each span is compared with
// the other side's spans that could match it (masked code, consecutive spans), not with all.
BOOST_AUTO_TEST_CASE(many_code_spans_in_one_unit_cost_linear_time) {
  TempDir t;
  const int n = 10000 * kScale;
  std::string a, b;
  for (int i = 0; i < n; ++i) {
    a += "`x i" + std::to_string(i) + "` ";
    b += "`x j" + std::to_string(i) + "` ";
  }
  Timed r = TimedRun({"check", t.Write("a.md", a + "\n"), t.Write("b.md", b + "\n")});
  BOOST_TEST_MESSAGE("code spans: " << r.seconds << " s");
  BOOST_TEST((r.run.status == 0 || r.run.status == 1), r.run.err);
  BOOST_TEST(r.seconds < kSeconds);
}

// A unit that opens with a label in emphasis, then a long run of openings (parentheses) and
// many capitalized words: where the clause after the label begins is found once, not read
// again from the label for each word.
BOOST_AUTO_TEST_CASE(words_after_a_label_cost_linear_time) {
  TempDir t;
  const int n = 20000 * kScale;
  const std::string a = "**Note**" + std::string(static_cast<size_t>(n), '(') + Repeat(" A", n);
  Timed r = TimedRun({"extract", "--lang", "en", t.Write("a.md", a + "\n")});
  BOOST_TEST_MESSAGE("words after a label: " << r.seconds << " s");
  BOOST_TEST(r.run.status == 0, r.run.err);
  BOOST_TEST(r.seconds < kSeconds);
}

// A relative link of many segments against a site-absolute one: every tail of the resolved
// path is a place the site-absolute link could name, and they are hashed in one pass, not
// made into strings whose sizes add up to the square of the link's.
BOOST_AUTO_TEST_CASE(a_link_of_many_segments_costs_linear_time) {
  TempDir t;
  std::string path;
  for (int i = 0; i < 20000 * kScale; ++i) path += "s" + std::to_string(i % 7) + "/";
  const std::string a = t.Write("site/en/docs/a.md", "See [it](" + path + ").\n");
  const std::string b = t.Write("site/zh/docs/a.md", "见[它](/docs/" + path + "x/)。\n");
  Timed r = TimedRun({"check", a, b});
  BOOST_TEST_MESSAGE("link of many segments: " << r.seconds << " s, " << r.run.max_rss_kb << " KB");
  BOOST_TEST((r.run.status == 0 || r.run.status == 1), r.run.err);
  BOOST_TEST(r.seconds < kSeconds);
}

// Fenced code blocks: a code line of many blanks and punctuation is read in one pass; many
// blocks after list items without text attach to the last unit with text without walking back
// over every draft; many links to one page with ASCII anchors are compared by lookups.
BOOST_AUTO_TEST_CASE(code_blocks_and_anchors_cost_linear_time) {
  TempDir t;
  const int n = 20000 * kScale;
  const std::string long_line =
      "Run:\n\n```sh\n" + std::string(n, ' ') + std::string(n, ';') + "\n```\n";
  std::string empty_items = "Intro.\n\n";
  for (int i = 0; i < n / 4; ++i) empty_items += "- ```\n  a" + std::to_string(i) + "\n  ```\n";
  std::string anchors_a = "See", anchors_b = "见";
  for (int i = 0; i < n / 4; ++i) {
    anchors_a += " [x](/en/ref/#s" + std::to_string(i) + ")";
    anchors_b += " [x](/zh/ref/#t" + std::to_string(i) + ")";
  }
  // An example whose every line differs from the other edition's, the words of each found in
  // many of the other's lines (`const`, `compute`): each line looked for laid out otherwise.
  std::string example_a = "Run:\n\n```js\n", example_b = "运行：\n\n```js\n";
  for (int i = 0; i < 8000 * kScale; ++i) {
    const std::string k = std::to_string(i);
    example_a += "const value" + k + " = compute(input" + k + ", " + k + ");\n";
    example_b += "let value" + k + "x = compute(input" + k + ".value);\n";
  }
  example_a += "```\n";
  example_b += "```\n";
  for (const auto& [what, a, b] :
       {std::tuple{"a long code line", long_line, std::string("运行：\n\n```sh\nls\n```\n")},
        std::tuple{"an example that differs in every line", example_a, example_b},
        std::tuple{"blocks in empty items", empty_items, std::string("介绍。\n")},
        std::tuple{"anchors of one page", anchors_a + "\n", anchors_b + "\n"}}) {
    Timed r = TimedRun({"check", t.Write("en/a.md", a), t.Write("zh/a.md", b)});
    BOOST_TEST_MESSAGE(what << ": " << r.seconds << " s");
    BOOST_TEST((r.run.status == 0 || r.run.status == 1), r.run.err);
    BOOST_TEST(r.seconds < kSeconds, what);
  }
}

// Links whose address differs by a translated text (a badge's label) are paired by lookups:
// many of one shape in one paragraph, every one of them paired, or none (a number differs).
BOOST_AUTO_TEST_CASE(addresses_with_translated_texts_cost_linear_time) {
  TempDir t;
  const int n = 5000 * kScale;
  std::string badges_a = "See", badges_b = "见", numbers_a = "See", numbers_b = "见";
  for (int i = 0; i < n; ++i) {
    const std::string number = std::to_string(i);
    badges_a += " [x](https://b.example.org/badge/-take%20the%20test%20" + number + "-blue)";
    badges_b += " [x](https://b.example.org/badge/-%E6%B5%8B%E8%AF%95%20" + number + "-blue)";
    numbers_a += " [x](https://b.example.org/badge/-%E6%B5%8B%E8%AF%95" + number + "-blue)";
    numbers_b +=
        " [x](https://b.example.org/badge/-%E6%B5%8B%E8%AF%95" + std::to_string(n + i) + "-blue)";
  }
  // Links of one host whose words are one set in one order on both sides, told apart by their
  // separators alone (the bits of i choose '/' or '-', and side b writes '_' for '-'):
  // PairRearrangedRoutes compares them in vain.
  std::string routes_a = "See", routes_b = "见";
  for (int i = 0; i < n; ++i) {
    std::string path_a, path_b;
    for (int w = 0; w < 16; ++w) {
      const bool slash = ((i >> w) & 1) != 0;
      path_a += (slash ? "/" : "-") + std::string(1, static_cast<char>('a' + w));
      path_b += (slash ? "/" : "_") + std::string(1, static_cast<char>('a' + w));
    }
    routes_a += " [x](https://r.example.org/learn" + path_a + ")";
    routes_b += " [x](https://r.example.org/learn" + path_b + ")";
  }
  // Links of 17 words against links that each lack one of them, in one order: every key of
  // one side has candidates on the other under many hashes.
  std::string fewer_a = "See", fewer_b = "见";
  for (int i = 0; i < n / 2; ++i) {
    std::string path_a = "/learn", path_b = "/learn";
    for (int w = 0; w < 16; ++w) {
      path_a += "/w" + std::to_string(w);
      if (w != i % 16) path_b += "/w" + std::to_string(w);
    }
    fewer_a += " [x](https://f.example.org" + path_a + "/n" + std::to_string(i) + ")";
    fewer_b += " [x](https://f.example.org" + path_b + "/n" + std::to_string(i) + ")";
  }
  for (const auto& [what, a, b] : {std::tuple{"translated labels", badges_a, badges_b},
                                   std::tuple{"labels of other numbers", numbers_a, numbers_b},
                                   std::tuple{"routes of one order", routes_a, routes_b},
                                   std::tuple{"routes of one word fewer", fewer_a, fewer_b}}) {
    Timed r = TimedRun({"check", t.Write("en/a.md", a + "\n"), t.Write("zh/a.md", b + "\n")});
    BOOST_TEST_MESSAGE(what << ": " << r.seconds << " s");
    BOOST_TEST((r.run.status == 0 || r.run.status == 1), r.run.err);
    BOOST_TEST(r.seconds < kSeconds, what);
  }
}

// The twelfth round's passes, each on the shape that once made it quadratic: a code listing
// of many lines that one edition moved to another place (every line's words are anchors the
// two lead-ins share, each pair priced once); a number joined to a word in every paragraph
// (16진수); many gaps with a component beside many other components; one paragraph of many
// inline codes, in a tree, that the other edition has in another document.
BOOST_AUTO_TEST_CASE(this_rounds_passes_cost_linear_time) {
  TempDir t;
  const int n = 16000 * kScale;
  std::string listing = "```\n";
  for (int k = 0; k < n; ++k)
    listing += "cmd" + std::to_string(k) + " --opt" + std::to_string(k) + "\n";
  listing += "```\n";
  std::string en_moved = "# Title\n\nRun this first:\n\n" + listing, zh_moved = "# 标题\n";
  std::string en_hex = "# Title\n", ko_hex = "# 제목\n";
  std::string en_gaps = "# Title\n", zh_gaps = "# 标题\n";
  for (int k = 0; k < n / 4; ++k) {
    const std::string i = std::to_string(k);
    en_moved += "\nParagraph " + i + " about things.\n";
    zh_moved += "\n这是第" + i + "段关于事情的内容。\n";
  }
  for (int k = 0; k < n / 2; ++k) {
    const std::string i = std::to_string(k);
    en_hex += "\nParagraph about hex values `x" + i + "` here.\n";
    ko_hex += "\n`x" + i + "` 의 16진수 값에 관한 단락입니다.\n";
    en_gaps += "\nParagraph " + i + " with `code" + i + "`.\n\nExtra sentence " + i + ".\n";
    zh_gaps += "\n第 " + i + " 段，含 `code" + i + "`。\n\n<Zed />\n";
  }
  zh_moved += "\n最后运行这个：\n\n" + listing;
  for (int k = 0; k < n / 2; ++k) en_gaps += "\n<A" + std::to_string(k) + " />\n";
  for (const auto& [what, a, b] :
       {std::tuple{"a listing moved", t.Write("en/m.md", en_moved), t.Write("zh/m.md", zh_moved)},
        std::tuple{"joined numbers", t.Write("en/h.md", en_hex), t.Write("ko/h.md", ko_hex)},
        std::tuple{"component gaps", t.Write("en/g.mdx", en_gaps), t.Write("zh/g.mdx", zh_gaps)}}) {
    Timed r = TimedRun({"check", a, b});
    BOOST_TEST_MESSAGE(what << ": " << r.seconds << " s");
    BOOST_TEST((r.run.status == 0 || r.run.status == 1), r.run.err);
    BOOST_TEST(r.seconds < kSeconds, what);
  }
  std::string codes;
  for (int k = 0; k < 2 * n; ++k) codes += " `c" + std::to_string(k) + "`";
  TempDir tree;
  tree.Write("concord.yml", "editions: [en, zh]\nlayout: content/{lang}/{path}\n");
  tree.Write("content/en/a.md", "# Title\n\nSee these:" + codes + "\n\nEnd `end`.\n");
  // As long as the English paragraph, so that the two pair and each code is a finding.
  std::string long_zh;
  for (size_t k = 0; k < codes.size() / 2; ++k) long_zh += "文";
  tree.Write("content/zh/a.md", "# 标题\n\n看这些" + long_zh + "\n\n结束 `end`。\n");
  tree.Write("content/en/b.md", "# Other\n\nOther text.\n");
  tree.Write("content/zh/b.md", "# 其他\n\n其他文本。\n\n看这些：" + codes + "\n");
  const Run run = RunConcord({"check"}, tree.path.string());
  BOOST_TEST_MESSAGE("codes moved in a tree: " << run.cpu_seconds << " s");
  BOOST_TEST((run.status == 0 || run.status == 1), run.err);
  BOOST_TEST(run.cpu_seconds < kSeconds);
}

// A folder whose Korean pages keep a template's part in English before a heading (an error
// reference quoting each message), with one more page `zh`/`ko` in it, checked as a tree.
Run CheckKeepingFolder(const std::string& zh, const std::string& ko) {
  TempDir tree;
  tree.Write("concord.yml", "editions: [zh, ko]\nlayout: \"{lang}/{path}\"\n");
  const char* names[] = {"disk", "lock", "cache", "network"};
  for (const char* name : names) {
    const std::string path = std::string("/errors/") + name + ".md";
    tree.Write("zh" + path, std::string("# 错误：") + name +
                                "\n\n> 程序因为资源不可用而停止了。\n\n## 解决方法\n\n"
                                "释放资源后再试一次。\n");
    tree.Write("ko" + path, std::string("# 오류 안내 문서: ") + name +
                                "\n\n> The program stopped because the " + name +
                                " was not available.\n\n## 해결 방법\n\n자원을 해제한 뒤 "
                                "다시 시도하세요.\n");
  }
  tree.Write("zh/errors/long.md", zh);
  tree.Write("ko/errors/long.md", ko);
  Run run = RunConcord({"check", "--format", "json"}, tree.path.string());
  BOOST_TEST((run.status == 0 || run.status == 1), run.err);
  // The template's part is kept (no finding for it).
  BOOST_TEST(run.out.find("The program stopped") == std::string::npos);
  return run;
}

// Every English unit of a page in a keeping folder is asked whether it stands at a kept place.
// The place is found from the unit on, not by reading the page's headings again per unit: a
// long page with a heading every second paragraph. (The sanitized build, several times slower,
// reads an eighth of it: there the case guards against memory errors, and only the normal
// build's bound catches a quadratic read.)
BOOST_AUTO_TEST_CASE(english_units_of_a_long_page_in_a_keeping_folder_cost_linear_time) {
  std::string zh = "# 长页\n", ko = "# 긴 페이지\n";
  for (int k = 0; k < (kSanitized ? 1500 : 12000); ++k) {
    const std::string i = std::to_string(k);
    zh += "\n第" + i + "段说明了程序的一个行为。\n";
    ko += "\nThe paragraph number " + i + " says what the program does when it runs.\n";
    if (k % 2 == 1) zh += "\n## 第" + i + "节\n", ko += "\n## Section " + i + "\n";
  }
  const Run run = CheckKeepingFolder(zh, ko);
  BOOST_TEST_MESSAGE("a long page in a keeping folder: " << run.cpu_seconds << " s");
  BOOST_TEST(run.out.find("The paragraph number 7 says") != std::string::npos);
  BOOST_TEST(run.cpu_seconds < kSeconds);
}

// A page of every entry, each under the kept heading: each English unit stands where the
// template keeps it, and whether the page repeats the heading is read outward from it, not over
// the page per unit. (The sanitized build reads a sixteenth of it, as above.)
BOOST_AUTO_TEST_CASE(a_page_repeating_the_kept_heading_costs_linear_time) {
  std::string zh = "# 全部错误\n", ko = "# 모든 오류\n";
  for (int k = 0; k < (kSanitized ? 3000 : 48000); ++k) {
    const std::string i = std::to_string(k);
    zh += "\n第" + i + "个错误说明了程序的一个行为。\n\n## 解决方法\n";
    ko +=
        "\nThe error number " + i + " says what the program does when it stops.\n\n## 해결 방법\n";
  }
  const Run run = CheckKeepingFolder(zh, ko);
  BOOST_TEST_MESSAGE("a page repeating the kept heading: " << run.cpu_seconds << " s");
  BOOST_TEST(run.out.find("The error number 7 says") != std::string::npos);
  BOOST_TEST(run.cpu_seconds < kSeconds);
}

// SARIF of a document against an empty one: a result per unit. Written as it goes, it costs
// what the JSON report of the same run costs, not a document tree of every result.
BOOST_AUTO_TEST_CASE(sarif_of_many_findings_costs_what_json_costs) {
  TempDir t;
  std::string a;
  for (int i = 0; i < 6250 * kScale; ++i) a += "line " + std::to_string(i) + "\n\n";
  const std::string fa = t.Write("a.md", a), fb = t.Write("b.md", "");
  Timed sarif = TimedRun({"check", "--format", "sarif", fa, fb});
  Timed json = TimedRun({"check", "--format", "json", fa, fb});
  BOOST_TEST_MESSAGE("sarif: " << sarif.seconds << " s, " << sarif.run.max_rss_kb << " KB; json: "
                               << json.seconds << " s, " << json.run.max_rss_kb << " KB");
  BOOST_TEST(sarif.run.status == 1, sarif.run.err);
  BOOST_TEST(sarif.seconds < kSeconds);
  if (!kSanitized) BOOST_TEST(sarif.run.max_rss_kb < json.run.max_rss_kb * 3 / 2);
}

}  // namespace
