// The writers' building blocks against their references: the JSON streaming helpers and
// JsonText against nlohmann's dump of the same value, HTML escaping against its code-point
// twin, the HTML page's embedded style and script against their source files, and the `rules`
// view against the printf lines it replaced; and the blocks of units without counterpart
// (Finding::block) as every writer shows them.
#include "report/writers.h"

#include <boost/test/unit_test.hpp>
#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "pipeline.h"
#include "report/html_page.h"
#include "report/json_stream.h"
#include "test_util.h"

using namespace concord;
using concord::testing::ReadFile;
using concord::testing::SourcePath;

namespace {

// Strings that exercise every escape: quotes, backslashes, each C0 control, DEL, UTF-8 of 2 to
// 4 bytes, and bytes that are not UTF-8 (which nlohmann replaces).
std::vector<std::string> SampleStrings() {
  std::vector<std::string> out = {"",          "plain",          "\"quoted\"", "back\\slash",
                                  "tab\there", "line\nbreak",    "\x7f",       "한국어 中文 ＠",
                                  "😀 emoji",   "bad \xC3( utf8", "\xff",       "a\x01z"};
  for (int c = 0; c < 0x20; ++c) out.push_back(std::string("<") + static_cast<char>(c) + ">");
  return out;
}

std::string Emitted(const Json& j) {
  std::ostringstream out;
  Emit(j, out);
  return out.str();
}

}  // namespace

BOOST_AUTO_TEST_CASE(append_json_string_writes_what_nlohmann_dumps) {
  for (const std::string& s : SampleStrings()) {
    std::string streamed;
    AppendJsonString(s, &streamed);
    BOOST_TEST(streamed == Json(s).dump(-1, ' ', false, Json::error_handler_t::replace), s);
  }
}

BOOST_AUTO_TEST_CASE(append_score_writes_what_nlohmann_dumps) {
  std::vector<double> scores = {0.0, 1.0, 0.5, 1e-7, 0.123456789, 2.0 / 3};
  for (int k = 0; k <= 100; ++k) scores.push_back(static_cast<double>(k) / 100);
  for (double score : scores) {
    std::string streamed;
    AppendScore(score, &streamed);
    BOOST_TEST(streamed == Json(score).dump(), score);
  }
}

// An object written member by member, with each kind of array member and a nested streamed
// object, equals Emit() of the value it describes (less Emit's final newline).
BOOST_AUTO_TEST_CASE(streaming_object_writes_what_emit_writes) {
  const std::vector<std::string> strings = SampleStrings();
  for (size_t n : {size_t{0}, size_t{1}, size_t{3}, strings.size()}) {
    Json expected = {{"version", 1},
                     {"empty", Json::object()},
                     {"made", Json::array()},
                     {"direct", Json::array()},
                     {"streamed", Json::array()}};
    for (size_t i = 0; i < n; ++i) {
      expected["made"].push_back({{"i", i}, {"s", strings[i]}});
      expected["direct"].push_back(strings[i]);
      expected["streamed"].push_back({{"s", strings[i]}, {"list", {i, i + 1}}});
    }
    std::ostringstream out;
    StreamingObject j(out);
    j.Member("version", 1);
    j.Member("empty", Json::object());
    j.ArrayMember("made", n, [&](size_t i) { return Json{{"i", i}, {"s", strings[i]}}; });
    j.DirectArrayMember("direct", n,
                        [&](size_t i, std::string* buf) { AppendJsonString(strings[i], buf); });
    j.StreamedArrayMember("streamed", n, [&](size_t i, int depth) {
      StreamingObject inner(out, depth);
      inner.Member("s", strings[i]);
      inner.Member("list", {i, i + 1});
      inner.End();
    });
    j.End();
    BOOST_TEST(out.str() + "\n" == Emitted(expected), "n=" << n);
  }
  std::ostringstream empty;
  StreamingObject nothing(empty);
  nothing.End();
  BOOST_TEST(empty.str() + "\n" == Emitted(Json::object()));
}

// The page carries html_page.css and html_page.js byte for byte, each after a newline.
BOOST_AUTO_TEST_CASE(html_page_embeds_its_style_and_script_files) {
  std::ostringstream page;
  html::BeginPage("t", page);
  html::EndPage(page);
  const std::string css = ReadFile(SourcePath("src/report/html_page.css"));
  const std::string js = ReadFile(SourcePath("src/report/html_page.js"));
  BOOST_TEST(!css.empty());
  BOOST_TEST(!js.empty());
  BOOST_TEST(page.str().find("<style>\n" + css + "</style>\n") != std::string::npos);
  BOOST_TEST(page.str().find("<script>\n" + js + "</script>\n") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(html_escape_table) {
  struct Row {
    const char* name;
    std::string in, out;
  };
  const Row rows[] = {
      {"markup", "<a href=\"x\">&'", "&lt;a href=&quot;x&quot;&gt;&amp;&#39;"},
      {"utf8 kept", "한국어 😀", "한국어 😀"},
      {"tab and newline kept", "a\tb\nc", "a\tb\nc"},
      {"controls replaced", std::string("a\x01\x7f", 3), "a\xEF\xBF\xBD\xEF\xBF\xBD"},
      {"C1 control: each byte replaced", "\xC2\x85", "\xEF\xBF\xBD\xEF\xBF\xBD"},
      {"invalid byte replaced", "\xC3(", "\xEF\xBF\xBD("},
  };
  for (const Row& row : rows) BOOST_TEST(html::Esc(row.in) == row.out, row.name);
  BOOST_TEST(html::Attr("title", "a\"b") == " title=\"a&quot;b\"");
}

// `concord rules` as text: the lines RunRules printed with printf before it had a writer.
// HTML escaping (report/html_page.h): Esc, a run of bytes at a time, gives what its reference
// twin EscByCodePoint gives, on every two-byte prefix before text that needs escaping, and on
// random strings of pieces (valid and not, C1 controls, entities).
BOOST_AUTO_TEST_CASE(html_esc_is_its_reference_twin) {
  for (int a = 0; a < 256; ++a)
    for (int b = 0; b < 256; ++b) {
      const std::string in = {static_cast<char>(a), static_cast<char>(b), '<', '\xc2', '\xa0'};
      BOOST_REQUIRE_MESSAGE(html::Esc(in) == html::EscByCodePoint(in), a << " " << b);
    }
  const char* const pieces[] = {
      "a",        "<b>",      "&amp;",    "\"'",  "\t\n\r",       "\x01", "\x7f",     "\xc2\x85",
      "\xc2\xa0", "\xc2\x9f", "\xc3\xa9", "感谢", "\xed\xa0\x80", "\xff", "\xe6\x84", "헬름"};
  std::mt19937 rng(7);
  for (int round = 0; round < 20000; ++round) {
    std::string in;
    for (int n = static_cast<int>(rng() % 8); n > 0; --n) in += pieces[rng() % std::size(pieces)];
    std::string appended = "x";
    html::AppendEsc(in, &appended);
    BOOST_REQUIRE(appended == "x" + html::EscByCodePoint(in));
    BOOST_REQUIRE(html::Esc(in) == html::EscByCodePoint(in));
  }
  BOOST_TEST(html::Esc("a<b & \"c\" \xc2\x85 \xc2\xa0") ==
             "a&lt;b &amp; &quot;c&quot; \xef\xbf\xbd\xef\xbf\xbd \xc2\xa0");  // C1: two
}

BOOST_AUTO_TEST_CASE(rules_text_pads_like_printf) {
  RulesListing listing;
  listing.rules_dir = "/r\x1b";
  listing.rules = {
      {{"names", "entity-parity", "kind=name", "Names agree.", Severity::kError}, true},
      {{"a-rule-id-longer-than-12", "pattern", "", "Off\tby default.", Severity::kInfo}, false},
  };
  listing.checks = {{"pattern", "a regex", {{"pattern", "the regex", true}, {"x", "y", false}}}};
  listing.extractors = {{EntityKind::kEmail, "addresses"}};
  std::ostringstream out;
  FindWriter("text")->rules(listing, {}, out);
  char line[256];
  std::string expected = "Rules (/r\\x1b):\n";
  std::snprintf(line, sizeof line, "  %-12s %-8s %-14s%s%s\n    %s\n", "names", "error",
                "entity-parity", " kind=name", "", "Names agree.");
  expected += line;
  std::snprintf(line, sizeof line, "  %-12s %-8s %-14s%s%s\n    %s\n", "a-rule-id-longer-than-12",
                "info", "pattern", "", "  (disabled)", "Off\\tby default.");
  expected += line;
  expected += "\nChecks:\n";
  std::snprintf(line, sizeof line, "  %-14s %s\n", "pattern", "a regex");
  expected += line;
  std::snprintf(line, sizeof line, "      %-12s %s%s\n", "pattern", "the regex", " (required)");
  expected += line;
  std::snprintf(line, sizeof line, "      %-12s %s%s\n", "x", "y", "");
  expected += line;
  expected += "\nEntity extractors (in the order they run):\n";
  std::snprintf(line, sizeof line, "  %-8s %s\n", "email", "addresses");
  expected += line;
  BOOST_TEST(out.str() == expected);
}

BOOST_AUTO_TEST_CASE(rules_json_lists_every_rule_check_and_extractor) {
  RulesListing listing;
  listing.rules_dir = "rules";
  listing.rules = {{{"urls", "entity-parity", "kind=url", "Links.", Severity::kWarning}, false}};
  listing.checks = {{"unit-parity", "units", {{"kinds", "unit kinds", true}}}};
  listing.extractors = {{EntityKind::kUrl, "links"}, {EntityKind::kName, "names"}};
  std::ostringstream out;
  FindWriter("json")->rules(listing, {}, out);
  Json doc = Json::parse(out.str());
  BOOST_TEST(doc["version"] == 1);
  BOOST_TEST(doc["rules_dir"] == "rules");
  BOOST_TEST(doc["rules"][0]["id"] == "urls");
  BOOST_TEST(doc["rules"][0]["severity"] == "warning");
  BOOST_TEST(doc["rules"][0]["parameters"] == "kind=url");
  BOOST_TEST(doc["rules"][0]["enabled"] == false);
  BOOST_TEST(doc["checks"][0]["params"][0]["required"] == true);
  BOOST_TEST(doc["extractors"].size() == 2u);
  BOOST_TEST(doc["extractors"][1]["kind"] == "name");
}

// Formats without a rules view leave it null; the CLI names those that have one.
BOOST_AUTO_TEST_CASE(rules_view_is_text_and_json_only) {
  std::string with;
  for (const Writer& w : Writers())
    if (w.rules) with += std::string(with.empty() ? "" : ",") + std::string(w.name);
  BOOST_TEST(with == "text,json");
}

namespace {

// tests/fixtures/missing-blocks/pair: ko lacks a whole table (zh:5-9, four rows with its
// header), zh lacks two consecutive rows of another (ko:14-15) and, after a row both have, a
// paragraph (ko:18); a name ko adds in between is an entity finding.
Report CheckBlocksPair() {
  CheckOptions options;
  options.rules_dir = SourcePath("rules");
  const std::string base = SourcePath("tests/fixtures/missing-blocks/pair");
  return CheckEditions(base + "/zh.md", base + "/ko.md", options);
}

std::string Written(const char* format, const Report& r) {
  std::ostringstream out;
  FindWriter(format)->check(r, {}, out);
  return out.str();
}

size_t Count(const std::string& text, const std::string& part) {
  size_t n = 0;
  for (size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

// What the writers say of the pair's findings, in order: "kind|missing_in|block" ("-": none).
const std::vector<std::string> kPairBlocks = {"paragraph|b|1", "paragraph|b|1", "paragraph|b|1",
                                              "paragraph|b|1", "name|a|-",      "paragraph|a|2",
                                              "paragraph|a|2", "paragraph|a|3"};

}  // namespace

BOOST_AUTO_TEST_CASE(missing_table_and_rows_are_one_block_in_json_and_sarif) {
  const Report r = CheckBlocksPair();
  Json json = Json::parse(Written("json", r));
  std::vector<std::string> got;
  for (const Json& f : json["findings"])
    got.push_back(f["kind"].get<std::string>() + "|" + f["missing_in"].get<std::string>() + "|" +
                  (f.contains("block") ? std::to_string(f["block"].get<int>()) : "-"));
  BOOST_TEST(got == kPairBlocks, boost::test_tools::per_element());
  // The field comes last: every other byte is what it was.
  BOOST_TEST(json["findings"][0].items().begin().key() == "rule");
  BOOST_TEST((--json["findings"][0].end()).key() == "block");

  Json sarif = Json::parse(Written("sarif", r));
  got.clear();
  for (const Json& res : sarif["runs"][0]["results"]) {
    const Json* props = res.contains("properties") ? &res["properties"] : nullptr;
    got.push_back(props && props->contains("block") ? std::to_string((*props)["block"].get<int>())
                                                    : "-");
  }
  BOOST_TEST(got == (std::vector<std::string>{"1", "1", "1", "1", "-", "2", "2", "3"}),
             boost::test_tools::per_element());
}

// A unit paired out of order (align/moves.h) stands between two units without counterpart
// whose beads end up next to each other: they are two blocks, not one, and the JSON alignment
// marks the moved bead.
BOOST_AUTO_TEST_CASE(a_moved_unit_ends_a_block_and_is_marked_in_json) {
  testing::TempDir tmp;
  const std::string ko = (tmp.path / "ko.txt").string(), zh = (tmp.path / "zh.txt").string();
  std::ofstream(ko) << "https://example.org/moved 의 설명을 보라.\n"
                       "Alice Smith와 Carol King이 2019년에 말했다.\n"
                       "Bob Jones와 Dan Brown이 2020년에 책을 썼다.\n"
                       "Eve Stone과 Fay Moss가 2021년에 떠났다.\n";
  std::ofstream(zh) << "甲 Alice Smith 和 Carol King 在 2019 年说了话。\n多出来的第一段。\n"
                       "详见 https://example.org/moved 的说明。\n多出来的第二段。\n"
                       "乙 Bob Jones 和 Dan Brown 在 2020 年写了书。\n"
                       "丙 Eve Stone 和 Fay Moss 在 2021 年走了。\n";
  CheckOptions options;
  options.rules_dir = SourcePath("rules");
  const Report r = CheckEditions(ko, zh, options);
  Json json = Json::parse(Written("json", r));
  std::vector<std::string> got;
  for (const Json& f : json["findings"])
    if (f.contains("block"))
      got.push_back(std::to_string(f["b_line"].get<int>()) + ":" +
                    std::to_string(f["block"].get<int>()));
  BOOST_TEST(got == (std::vector<std::string>{"2:1", "4:2"}), boost::test_tools::per_element());
  size_t moved = 0;
  for (const Json& bead : json["alignment"])
    if (bead.contains("moved")) {
      ++moved;
      BOOST_TEST(bead["a"] == Json::array({1}));
      BOOST_TEST(bead["b"] == Json::array({3}));
    }
  BOOST_TEST(moved == 1u);
  BOOST_TEST(Count(Written("text", r), " — no counterpart in ") == 2u);
}

BOOST_AUTO_TEST_CASE(missing_table_and_rows_are_one_hunk_in_text_and_grouped_in_html) {
  const Report r = CheckBlocksPair();
  const std::string text = Written("text", r);
  BOOST_TEST(Count(text, " — no counterpart in ") == 3u, text);
  BOOST_TEST(text.find("pair/zh.md:5-9 — no counterpart in ko") != std::string::npos, text);
  BOOST_TEST(text.find("pair/ko.md:14-15 — no counterpart in zh") != std::string::npos, text);
  BOOST_TEST(text.find("pair/ko.md:18 — no counterpart in zh") != std::string::npos, text);

  const std::string html = Written("html", r);
  BOOST_TEST(Count(html, "data-block=\"1\"") == 4u);
  BOOST_TEST(Count(html, "data-block=\"2\"") == 2u);
  BOOST_TEST(Count(html, "data-block=\"3\"") == 1u);
  BOOST_TEST(Count(html, "data-block=") == 7u);

  // GitHub annotations stay one per finding: a block's all sit on the line of the edition
  // that lacks it after which the units would go.
  const std::string github = Written("github", r);
  BOOST_TEST(Count(github, "pair/ko.md,line=3,endLine=3,") == 4u, github);
  BOOST_TEST(Count(github, "pair/zh.md,line=19,endLine=19,") == 2u, github);
}

// JsonText against its reference, nlohmann's dump: the same value, written a piece at a time
// and built whole, gives the same bytes, compact and indented, at any depth.
namespace {

// Strings with what a writer escapes or keeps: quotes, backslashes, control characters, CJK.
const char* const kPieces[] = {"a", "Helm", "\"",     "\\", "\n",        "\t", "\x01", "\x1f",
                               "/", "헬름", "斯坦福", " ",  "%SRCROOT%", "{}", "\x7f", "é"};

std::string RandomString(std::mt19937& rng) {
  std::string s;
  for (int n = static_cast<int>(rng() % 5); n > 0; --n) s += kPieces[rng() % std::size(kPieces)];
  return s;
}

// A random value, built both ways: `whole` as nlohmann holds it, `text` piece by piece.
void RandomValue(std::mt19937& rng, int levels, Json* whole, JsonText* text) {
  const unsigned kind = levels == 0 ? rng() % 2 : rng() % 4;
  if (kind == 0) {
    const std::string s = RandomString(rng);
    *whole = s;
    text->String(s);
  } else if (kind == 1) {
    const int64_t n = static_cast<int64_t>(rng() % 2000001) - 1000000;
    *whole = n;
    text->Int(n);
  } else if (kind == 2) {
    *whole = Json::array();
    text->BeginArray();
    for (int n = static_cast<int>(rng() % 4); n > 0; --n) {
      Json element;
      RandomValue(rng, levels - 1, &element, text);
      whole->push_back(std::move(element));
    }
    text->End();
  } else {
    *whole = Json::object();
    text->BeginObject();
    for (int n = static_cast<int>(rng() % 4); n > 0; --n) {
      const std::string key = RandomString(rng) + std::to_string(n);  // distinct keys
      Json member;
      text->Key(key);
      RandomValue(rng, levels - 1, &member, text);
      (*whole)[key] = std::move(member);
    }
    text->End();
  }
}

// `whole` as it stands `depth` levels down in a document dumped with `indent`.
std::string Dumped(const Json& whole, int indent, int depth) {
  const std::string text = whole.dump(indent);
  std::string out;
  for (char c : text) {
    out += c;
    if (c == '\n') out.append(static_cast<size_t>(depth * indent), ' ');
  }
  return out;
}

BOOST_AUTO_TEST_CASE(random_values_are_written_as_nlohmann_dumps_them) {
  std::mt19937 rng(19);
  for (int round = 0; round < 3000; ++round) {
    const int indent = round % 3 == 0 ? -1 : 2, depth = indent < 0 ? 0 : round % 4;
    std::string text;
    JsonText writer(&text, indent, depth);
    Json whole;
    RandomValue(rng, 4, &whole, &writer);
    BOOST_TEST_REQUIRE(text == Dumped(whole, indent, depth), "round " << round);
  }
}

BOOST_AUTO_TEST_CASE(empty_containers_and_nesting) {
  std::string text;
  JsonText j(&text, 2, 1);
  j.BeginObject().Key("a").BeginArray().End().Key("b").BeginObject().End();
  j.Key("c").BeginArray().Int(1).BeginObject().Member("d", "x").End().End();
  j.End();
  BOOST_TEST(text ==
             "{\n    \"a\": [],\n    \"b\": {},\n    \"c\": [\n      1,\n      {\n        "
             "\"d\": \"x\"\n      }\n    ]\n  }");
}

}  // namespace
