// dialects_test.cc — the docs dialects read before cmark: MDX's ESM and JSX (segment/mdx.h),
// admonitions and include lines (segment/admonitions.h). Made-up editions, inline and in
// tests/fixtures/<construct>/ (an English and a Chinese edition, the units each gives in
// <file>.units, and the findings of `check` between them in findings.txt).
#include <boost/test/unit_test.hpp>
#include <chrono>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "model.h"
#include "pipeline.h"
#include "rules/unit_blocks.h"
#include "segment/markdown.h"
#include "test_util.h"
#include "text/document.h"

using namespace concord;
namespace fs = std::filesystem;

namespace {

std::vector<Unit> Segment(std::string_view text, MarkdownDialect dialect) {
  return SegmentMarkdown(DecodeDocument("mem.md", text), dialect);
}

std::string Mdx(std::string_view text) {
  return testing::UnitDump(Segment(text, MarkdownDialect::kMdx));
}

std::string Md(std::string_view text) {
  return testing::UnitDump(Segment(text, MarkdownDialect::kMarkdown));
}

std::string Texts(const std::vector<Unit>& units) {
  std::vector<std::string> texts;
  for (const Unit& u : units) texts.push_back(u.text);
  return testing::Join(texts);
}

// One line per unit, as in the fixtures' .units files: "line<TAB>kind<TAB>[marker ]text".
std::string UnitLines(const std::vector<Unit>& units) {
  std::string out;
  for (const Unit& u : units) {
    out += std::to_string(u.line) + "\t" + std::string(UnitKindName(u.kind)) + "\t";
    if (!u.marker.empty()) out += std::string(u.marker) + " ";
    out += u.text + "\n";
  }
  return out;
}

const char* const kFixtures[] = {
    "mdx-esm",
    "mdx-jsx",
    "mdx-attributes",
    "mdx-rendered-components",
    "admonition-directive",
    "admonition-mkdocs",
    "admonition-blocks",
    "admonition-github",
    "admonition-implied-title",
    "include-lines",
    "ordered-list-renumbered",
    "ordered-list-numbers",
    "ordered-list-lazy",
};

// The edition files of a fixture (two of en.*, zh.*, ko.*, in that order; not their .units).
std::vector<fs::path> Editions(const fs::path& dir) {
  std::vector<fs::path> out;
  for (const char* lang : {"en", "zh", "ko"})
    for (const auto& entry : fs::directory_iterator(dir))
      if (entry.path().stem() == lang && entry.path().extension() != ".units")
        out.push_back(entry.path());
  return out;
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// Fixtures: one directory per construct

BOOST_AUTO_TEST_CASE(fixture_units) {
  for (const char* name : kFixtures) {
    const fs::path dir = testing::SourcePath(std::string("tests/fixtures/") + name);
    const std::vector<fs::path> editions = Editions(dir);
    BOOST_TEST_CONTEXT(name) {
      BOOST_TEST(editions.size() == 2u);
      for (const fs::path& file : editions) {
        BOOST_TEST_CONTEXT(file.filename().string()) {
          const Edition e = testing::MemoryEdition(file.string(), testing::ReadFile(file.string()));
          BOOST_TEST(UnitLines(e.units) == testing::ReadFile(file.string() + ".units"));
        }
      }
    }
  }
}

BOOST_AUTO_TEST_CASE(fixture_findings) {
  for (const char* name : kFixtures) {
    const fs::path dir = testing::SourcePath(std::string("tests/fixtures/") + name);
    const std::vector<fs::path> editions = Editions(dir);
    BOOST_REQUIRE(editions.size() == 2u);
    const testing::ConcordRun run =
        testing::RunConcord({"check", "--format", "json", editions[0].filename().string(),
                             editions[1].filename().string()},
                            dir.string());
    BOOST_TEST_CONTEXT(name << ": " << run.err) {
      const nlohmann::json j = nlohmann::json::parse(run.out);
      std::string got;
      for (const auto& f : j["findings"]) {
        auto line = [](const nlohmann::json& v) {
          return v.is_null() ? std::string("None") : std::to_string(v.get<int>());
        };
        got += f["rule"].get<std::string>() + " " + line(f["a_line"]) + " " + line(f["b_line"]) +
               " " + f["message"].get<std::string>() + "\n";
      }
      BOOST_TEST(got == testing::ReadFile((dir / "findings.txt").string()));
    }
  }
}

// An ordered list's number is the item's marker, not its text, and no entity: it is the
// list's order, which an edition that lacks an item (or numbers every item "1.") writes
// differently (fixtures ordered-list-*).
BOOST_AUTO_TEST_CASE(list_numbers_are_not_text_nor_entities) {
  const Edition e = testing::MemoryEdition("list.md", "1. 保存。\n2. 删除缓存。\n1) 停止。\n");
  BOOST_TEST_REQUIRE(e.units.size() == 3u);
  std::string got;
  for (const Unit& u : e.units)
    got += std::string(u.marker) + "|" + u.text + "|" + std::to_string(u.entities.size()) + "\n";
  BOOST_TEST(got == "1.|保存。|0\n2.|删除缓存。|0\n1)|停止。|0\n");
}

// ---------------------------------------------------------------------------------------------
// MDX: ESM

BOOST_AUTO_TEST_CASE(esm_blocks_are_not_prose) {
  BOOST_TEST(Mdx("import A from './a';\nexport const b = {\n  c: 1,\n};\n\nText.\n") == "P6");
  // The same lines in a Markdown file are prose, as before.
  BOOST_TEST(Md("import A from './a';\n\nText.\n") == "P1|P3");
}

BOOST_AUTO_TEST_CASE(esm_needs_column_zero_and_a_new_block) {
  // "import " that continues a paragraph, or is indented, is prose.
  BOOST_TEST(Texts(Segment("You can\nimport the tea.\n", MarkdownDialect::kMdx)) ==
             "You can import the tea.");
  BOOST_TEST(Mdx(" import the tea.\n") == "P1");
  // Inside a fenced block it is code either way, and the fence does not end an ESM block.
  BOOST_TEST(Mdx("```js\nimport a from 'b';\n```\n\nimport c from 'd';\nText.\n\nMore.\n") == "P8");
  // Inside an HTML comment an import is commented out, and the comment ends where it says.
  BOOST_TEST(Mdx("# T\n\n<!--\n\nimport Foo from \"./foo\"\n-->\n\nText after the comment.\n\n"
                 "## Next\n") == "H1|P8|H10");
}

// ---------------------------------------------------------------------------------------------
// MDX: JSX

BOOST_AUTO_TEST_CASE(jsx_content_is_markdown) {
  const std::string doc =
      "<Fragment slot=\"npm\">\n```sh\nnpm i tea\n```\n</Fragment>\n\n<Aside>\n"
      "A *short* note.\n\n- one\n- two\n</Aside>\n";
  // In MDX the fenced block is code and the note a paragraph and a list.
  BOOST_TEST(Mdx(doc) == "P8|L10|L11");
  BOOST_TEST(Texts(Segment(doc, MarkdownDialect::kMdx)) == "A short note.|one|two");
  // In Markdown the custom tags open HTML blocks, as before.
  BOOST_TEST(Texts(Segment(doc, MarkdownDialect::kMarkdown)) ==
             "```sh npm i tea ```|A *short* note.|one|two");
}

BOOST_AUTO_TEST_CASE(jsx_content_indentation_is_layout) {
  const std::string doc =
      "<Tabs>\n  <TabItem label=\"a\">\n    Indented text.\n\n        deeper code\n"
      "  </TabItem>\n</Tabs>\n";
  // Four columns are the tags' layout; what is indented beyond them is layout too, for MDX
  // has no indented code (indented_lines_are_no_code_in_mdx).
  BOOST_TEST(Mdx(doc) == "P3|P5");
  // In a list item, the content stays the item's.
  BOOST_TEST(Mdx("1. Step one.\n\n   <Tabs>\n     Inside.\n   </Tabs>\n2. Step two.\n") ==
             "L1-4|L6");
}

// A fence that closes at the tags' indentation, less than the content's, in a list item under
// a component (Steps over the list): the content strip takes it no further left than the tag
// of the element that indents its content, so it stays in its list item and closes the block,
// as MDX reads it. Taken to column 0 it would leave the item and open a block that swallows
// the rest of the page.
BOOST_AUTO_TEST_CASE(a_fence_closed_at_the_tags_indentation_stays_in_its_item) {
  const std::string doc =
      "<Steps>\n1. Create a config file.\n\n    <Tabs>\n      <Fragment slot=\"a\">\n"
      "        ```json\n        { \"name\": \"app\" }\n    ```\n      </Fragment>\n"
      "    </Tabs>\n\n2. Preview it.\n</Steps>\n\n## Deploy\n\nDeploy it.\n";
  BOOST_TEST(Mdx(doc) == "L2|L12|H15|P17");
}

// MDX has no indented code: lines that CommonMark reads as an indented code block are the
// paragraph or list they look like (a tab-indented list after a paragraph), at any depth, in
// a list item too; a fenced block is still code, and Markdown keeps its indented code.
BOOST_AUTO_TEST_CASE(indented_lines_are_no_code_in_mdx) {
  const std::string list = "A project that:\n\n\t- has tea installed.\n\t- uses cups.\n";
  BOOST_TEST(Mdx(list) == "P1|L3|L4");
  BOOST_TEST(Texts(Segment(list, MarkdownDialect::kMdx)) ==
             "A project that:|has tea installed.|uses cups.");
  BOOST_TEST(Md(list) == "P1");
  BOOST_TEST(Mdx("Intro.\n\n        Twice indented text.\n") == "P1|P3");
  BOOST_TEST(Mdx("- Step one.\n\n          More of step one.\n") == "L1-3");
  BOOST_TEST(Texts(Segment("- Step one.\n\n          More of step one.\n",
                           MarkdownDialect::kMdx)) == "Step one. More of step one.");
  BOOST_TEST(Mdx("Intro.\n\n    ```sh\n    npm i tea\n    ```\n") == "P1");
  BOOST_TEST(Mdx("> Quoted.\n>\n>     quoted code\n") == "P1");
}

BOOST_AUTO_TEST_CASE(jsx_tags_spanning_lines_and_expressions) {
  BOOST_TEST(Mdx("<Card\n  title=\"Tea\"\n  icon={{ name: 'cup' }}\n/>\n\nText.\n") == "P6");
  BOOST_TEST(Mdx("{/* a comment\n   over lines */}\n\nText.\n") == "P4");
  // Blank lines do not end an expression: a comment over paragraphs, an HTML comment in it.
  BOOST_TEST(Mdx("{/* <!--\n  Not yet:\n\n  1. We don't tag it.\n  --> */}\n\nText.\n") == "P7");
  BOOST_TEST(Mdx("Intro.\n\n{/*\nDraft.\n\nMore draft.\n*/}\nText.\n") == "P1|P8");
  // Braces that never close, or close with text after them, empty nothing; a comment after
  // them is still one.
  BOOST_TEST(Mdx("{ open\n\nText.\n\n{/* a\n\nb */}\n") == "P1|P3");
  BOOST_TEST(Mdx("{/* a\n\nb */} tea.\n\nText.\n") == "P1|P3|P5");
  BOOST_TEST(Mdx("{/* a\n\nb\n\nText.\n") == "P1|P3|P5");
  // Only a comment is read past its paragraph: an expression that does not close in it (the
  // scan takes the apostrophe of "Don't" for a string's) is not closed by a brace of a code
  // block further on; the text and the block after it are read.
  BOOST_TEST(Mdx("{\n  // Don't render yet\n}\n\nText.\n\n```js\nconst a = {\n  b: 1, // it's one\n"
                 "}\n```\n\nMore text.\n") == "P1-3|P5|P13");
  // Tags and text on one line are phrasing content: the text stays.
  BOOST_TEST(Texts(Segment("<Badge>New</Badge> tea.\n", MarkdownDialect::kMdx)) == "New tea.");
  // An unclosed tag is text, and the lines after it are still read.
  BOOST_TEST(Mdx("<Card title=\"x\n\n<Tabs>\nText.\n</Tabs>\n") == "P1|P4");
}

// MDX has no HTML blocks: a line that begins with a component's tag right after a line of a
// paragraph goes on with that paragraph, where CommonMark starts an HTML block (`<Link>` is
// HTML's `<link>`, which may interrupt a paragraph). A component alone on its line still ends
// the paragraph.
BOOST_AUTO_TEST_CASE(a_line_beginning_with_a_tag_goes_on_with_its_paragraph) {
  const std::string text =
      "Brew it if it is\n<Link href=\"/docs/kettle\">boiled first</Link>.\n\n"
      "- Pour it while\n  <Details>still hot</Details> and\n  <Link href=\"/x\">stir</Link>.\n\n"
      "Serve it.\n<Details>\n\nCold.\n";
  BOOST_TEST(Mdx(text) == "P1-2|L4-6|P8|P11");
  BOOST_TEST(Texts(Segment(text, MarkdownDialect::kMdx)) ==
             "Brew it if it is boiled first.|Pour it while still hot and stir.|Serve it.|Cold.");
  // A string of one space in braces ({' '}, {" "}) is that space; in inline code it is code.
  BOOST_TEST(Texts(Segment("Brew it if it is{' '}\n<Link href=\"/k\">boiled</Link>.\n\n"
                           "Tea{\" \"}leaves and `a{' '}b`.\n",
                           MarkdownDialect::kMdx)) ==
             "Brew it if it is boiled.|Tea leaves and `a{' '}b`.");
  // A comment after a paragraph stays a comment, its lines unread.
  BOOST_TEST(Texts(Segment("Brew it.\n<!-- TODO: rewrite\n\nA hidden draft.\n\n-->\n\nServe it.\n",
                           MarkdownDialect::kMdx)) == "Brew it.|Serve it.");
  // A code span closes at a run of as many backticks; a lone backtick is text.
  BOOST_TEST(Texts(Segment("Use ``a ` b{' '}c`` now{' '}here, 1`{' '}2.\n",
                           MarkdownDialect::kMdx)) == "Use ``a ` b{' '}c`` now here, 1` 2.");
  // A line of tags alone is flow JSX: the facts it gives are no paragraph that goes on.
  BOOST_TEST(Mdx("<Since v=\"3.6.0\" />\n<Link href=\"/x\">Read more</Link> here.\n") == "P1|P2");
  // Markdown reads HTML as CommonMark says.
  BOOST_TEST(Md("Brew it if it is\n<Link href=\"/docs/kettle\">boiled first</Link>.\n") == "P1|P2");
}

// The text of an <audio> or <video> element is fallback content, which a browser shows only
// where it cannot play the media: no prose, in Markdown (an HTML block, inline HTML) and in MDX,
// where the element's <source> keeps its address as a link.
BOOST_AUTO_TEST_CASE(media_fallback_text_is_not_prose) {
  const std::string block =
      "Listen.\n\n<audio controls>\n  <source src=\"https://example.org/a.wav\" "
      "type=\"audio/wav\">\nYour player cannot play this.\n</audio>\n\nThe end.\n";
  BOOST_TEST(Texts(Segment(block, MarkdownDialect::kMarkdown)) == "Listen.|The end.");
  BOOST_TEST(Texts(Segment(block, MarkdownDialect::kMdx)) ==
             "Listen.|https://example.org/a.wav|The end.");
  BOOST_TEST(Texts(Segment("Watch <video src=\"a.mp4\">No video here.</video> now.\n",
                           MarkdownDialect::kMarkdown)) == "Watch now.");
  // Other elements' text stays prose.
  BOOST_TEST(Texts(Segment("<div>\nStill prose.\n</div>\n", MarkdownDialect::kMarkdown)) ==
             "Still prose.");
}

BOOST_AUTO_TEST_CASE(jsx_pre_is_code) {
  // Inside a component: cmark's HTML block for <Tabs> ends at the blank line, and what follows
  // was a paragraph.
  BOOST_TEST(Mdx("<Tabs>\n<pre>\nline one\n\nline two\n</pre>\n</Tabs>\n\nText.\n") == "P9");
  // Closed on the line that opens it: the text after it is the page's, up to a later element.
  BOOST_TEST(Mdx("<script src=\"https://example.com/a.js\"></script>\n\nPara one.\n\n## Second\n\n"
                 "<script>\nvar a = 1;\n</script>\n\nText after.\n") == "P1|P3|H5|P11");
}

BOOST_AUTO_TEST_CASE(jsx_unclosed_code_elements_stay_linear) {
  // Each <pre> without a closer would search to the end of the text: 40k of them, 200k lines.
  std::string doc;
  for (int i = 0; i < 40'000; ++i) doc += "<pre>\n\n";
  const auto start = std::chrono::steady_clock::now();
  BOOST_TEST(Segment(doc, MarkdownDialect::kMdx).empty());
  const auto seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  BOOST_TEST(seconds < 10.0);
}

BOOST_AUTO_TEST_CASE(jsx_img_and_a_keep_their_html_reading) {
  BOOST_TEST(Texts(Segment("<img src=\"/a.png\" alt=\"A teapot\" />\n", MarkdownDialect::kMdx)) ==
             "A teapot");
}

BOOST_AUTO_TEST_CASE(jsx_fact_attributes_become_code) {
  const std::vector<Unit> units =
      Segment("<Since v=\"3.6.0\" title=\"New in 3\" className=\"mt-4\" />\n\nText.\n",
              MarkdownDialect::kMdx);
  // The version is a fact; a value with spaces is prose, a class is presentation.
  BOOST_TEST(Texts(units) == "`3.6.0`|Text.");
  // Right before prose, the fact joins its paragraph.
  BOOST_TEST(Texts(Segment("<Since v=\"2\">\nText.\n</Since>\n", MarkdownDialect::kMdx)) ==
             "`2` Text.");
  // Paths are not facts; absolute URLs are links, in values and in expressions.
  const std::vector<Unit> links = Segment(
      "<Grid to=\"/v2/\" items={[{ href: 'https://a.example/x' }]} />\n", MarkdownDialect::kMdx);
  BOOST_REQUIRE(links.size() == 1u);
  BOOST_TEST(links[0].markup->links == std::vector<std::string>{"https://a.example/x"});
}

// A self-closing component renders content the source does not hold (fixture
// mdx-rendered-components): its place is kept. An HTML element (lower case), an element with
// content and a tag inside fenced code are not components placed in the page.
BOOST_AUTO_TEST_CASE(self_closing_components_are_rendered_places) {
  const Edition e = testing::MemoryEdition(
      "a.mdx",
      "<Steps>\nText.\n</Steps>\n\n<br />\n\n<PluginPermissions plugin={frontmatter.plugin} "
      "/>\n\n```mdx\n<Hidden />\n```\n\n<Card.Grid\n  cols=\"2\" />\n");
  std::string places;
  for (const RenderedPlace& p : e.rendered_places)
    places += std::to_string(p.line) + ":" + p.name + " ";
  BOOST_TEST(places == "7:PluginPermissions 13:Card.Grid ");
}

// What a component renders is excused, and nothing more (fixture mdx-rendered-components): a
// component this edition uses elsewhere excuses nothing however often the other places it, a
// component in a comment renders nothing, and a list after the rendered one (another marker)
// is a list of its own, whose item the other edition lacks.
BOOST_AUTO_TEST_CASE(rendered_components_excuse_only_what_they_render) {
  const fs::path dir = testing::SourcePath("tests/fixtures/mdx-rendered-components");
  const std::string en = testing::ReadFile((dir / "en.mdx").string());
  const std::string zh = testing::ReadFile((dir / "zh.mdx").string());
  const std::string recipes = "<RecipeLinks slugs={[\"recipes/descale\"]} />";
  BOOST_REQUIRE(en.find(recipes) != std::string::npos);
  auto units_findings = [](const std::string& a, const std::string& b) {
    testing::TempDir t;
    const testing::ConcordRun run = testing::RunConcord(
        {"check", "--format", "json", t.Write("en.mdx", a), t.Write("zh.mdx", b)});
    std::string got;
    const nlohmann::json report = nlohmann::json::parse(run.out);  // outlives the loop
    for (const auto& f : report["findings"])
      if (f["rule"] == "units") got += f["value"].get<std::string>() + "|";
    return got;
  };
  const std::string missing = "水垢多的地区每两周除一次。|";
  std::string twice = en;
  twice.replace(twice.find(recipes), recipes.size(),
                recipes + "\n\n<RecipeLinks slugs={[\"recipes/limescale\"]} />");
  BOOST_TEST(units_findings(twice, zh) == missing);
  std::string commented = en;
  commented.replace(commented.find(recipes), recipes.size(), "<!--\n<Cleaner />\n-->");
  BOOST_TEST(units_findings(commented, zh) == missing);
  const std::string en_lists =
      "## Supported platforms\n\n<Platforms plugin=\"kettle\" />\n\n"
      "* Install the plugin with `npm i kettle`.\n* Restart with `kettle restart`.\n";
  const std::string zh_lists =
      "## 支持的平台\n\n- Windows\n- Linux\n- macOS\n\n"
      "* 用 `npm i kettle` 安装插件。\n* 用 `kettle restart` 重启。\n"
      "* 安装前请先断开水壶的电源，否则可能触电。\n";
  BOOST_TEST(units_findings(en_lists, zh_lists) == "安装前请先断开水壶的电源，否则可能触电。|");
}

// A stale translation writes out by hand the table that the source's component renders, in
// another place (its sections in another order, the source's new section between): the
// table's rows, whose code the source never writes, are not missing, and their code is not
// compared, wherever the aligner put them (rules/rendered_rows.h). The source's new section
// is still reported; without the component, the table is compared.
BOOST_AUTO_TEST_CASE(rows_a_component_renders_are_not_compared) {
  const std::string en =
      "---\ntitle: Kettle plugin\n---\nimport KettlePermissions from "
      "'../components/KettlePermissions.astro';\n\n## Usage\n\nCall `boil()` to heat the "
      "water.\n\n## Timers\n\nSet a timer with `timer(5)` to boil the water later, and cancel "
      "it with `cancel()`.\n\n## Permissions\n\n<KettlePermissions plugin=\"kettle\" />\n";
  const std::string zh =
      "---\ntitle: 水壶插件\n---\n\n## 权限\n\n| 权限 | 描述 |\n| --- | --- |\n"
      "| `kettle:allow-boil` | 允许 boil 命令。 |\n| `kettle:deny-boil` | 拒绝 boil 命令。 |\n\n"
      "## 用法\n\n调用 `boil()` 烧水。\n";
  auto findings = [](const std::string& a, const std::string& b) {
    testing::TempDir t;
    const testing::ConcordRun run = testing::RunConcord(
        {"check", "--format", "json", t.Write("en.mdx", a), t.Write("zh.mdx", b)});
    std::string got;
    const nlohmann::json report = nlohmann::json::parse(run.out);
    for (const auto& f : report["findings"]) got += f["value"].get<std::string>() + "|";
    return got;
  };
  const std::string got = findings(en, zh);
  BOOST_TEST(got.find("kettle:") == std::string::npos, got);
  BOOST_TEST(got.find("timer(5)") != std::string::npos, got);
  // Without the component, the table is compared.
  std::string written_out = en;
  written_out.replace(written_out.find("<KettlePermissions"), 37, "Each permission allows one.");
  BOOST_TEST(findings(written_out, zh).find("kettle:") != std::string::npos);
}

// The tables and lists that a component renders whole (rules/unit_blocks.h): rows or items
// at most one blank line apart, a list's items with one kind of marker.
BOOST_AUTO_TEST_CASE(unit_blocks_are_tables_and_lists) {
  Edition e;
  e.units = Segment(
      "Intro.\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n\n- one\n- two\n\n* three\n\n1. four\n"
      "2. five\n\nEnd.\n",
      MarkdownDialect::kMarkdown);
  std::string got;
  for (const UnitBlock& block : UnitBlocks(e))
    got += std::to_string(block.end - block.first) + "otl"[block.kind] + " ";
  BOOST_TEST(got == "1o 2t 2l 1l 2l 1o ");  // o: other, t: table, l: list
}

BOOST_AUTO_TEST_CASE(mdx_is_chosen_by_extension_and_can_be_forced) {
  const std::string doc = "import A from './a';\n\nText.\n";
  BOOST_TEST(testing::MemoryEdition("a.mdx", doc).units.size() == 1u);
  BOOST_TEST(testing::MemoryEdition("a.md", doc).units.size() == 2u);
  BOOST_TEST(
      BuildEdition(DecodeDocument("a.md", doc), "en", InputFormat::kMdx, testing::SharedExtractor())
          .units.size() == 1u);
  BOOST_TEST((ParseInputFormat("mdx") == InputFormat::kMdx));
}

// ---------------------------------------------------------------------------------------------
// Admonitions and includes

BOOST_AUTO_TEST_CASE(directive_markers) {
  const std::string doc =
      ":::note[Brew it]\nBody.\n:::\n\n::: danger Hot water {.big}\nBody.\n:::\n";
  BOOST_TEST(Md(doc) == "H1|P2|H5|P6");
  BOOST_TEST(Texts(Segment(doc, MarkdownDialect::kMarkdown)) == "Brew it|Body.|Hot water|Body.");
  // Without a title, the type is the title shown; a Pandoc class gives none.
  BOOST_TEST(Texts(Segment(":::tip\nBody.\n:::\n\n::: {.aside}\nMore.\n:::\n",
                           MarkdownDialect::kMarkdown)) == "Tip|Body.|More.");
  // In fenced code the markers are code.
  BOOST_TEST(Md("```md\n:::tip\nBody.\n:::\n```\n") == "");
}

BOOST_AUTO_TEST_CASE(mkdocs_admonitions_nest_by_indentation) {
  const std::string doc =
      "!!! note \"Outer\"\n    Outer body.\n\n    !!! tip \"\"\n        Inner body.\n\n"
      "    ```py\n    x = 1\n    ```\n\nAfter.\n";
  // An empty title shows none; the bodies are paragraphs, the fence code.
  BOOST_TEST(Md(doc) == "H1|P2|P5|P11");
  BOOST_TEST(Texts(Segment(doc, MarkdownDialect::kMarkdown)) ==
             "Outer|Outer body.|Inner body.|After.");
}

// A fence left open in an admonition's body ends where the body ends, as CommonMark ends one
// with its container: the blocks after it are read as written, not as code, and the next
// fence opens code again.
BOOST_AUTO_TEST_CASE(a_fence_left_open_ends_with_its_admonition) {
  const std::string doc =
      "!!! note\n\n    Body.\n\n    ```bash\n    ls\n\n# After\n\nProse.\n\n```\nnot prose\n```\n\n"
      "More prose.\n";
  BOOST_TEST(Texts(Segment(doc, MarkdownDialect::kMarkdown)) ==
             "Note|Body.|After|Prose.|More prose.");
  // Where the body ends right after the fence's opening line, and where no blank line ends it.
  BOOST_TEST(Texts(Segment("!!! note\n    ```\nProse.\n", MarkdownDialect::kMarkdown)) ==
             "Note|Prose.");
  BOOST_TEST(Texts(Segment("!!! note\n    ```\n    x\n    y\n# After\n\n```\nz\n```\n",
                           MarkdownDialect::kMarkdown)) == "Note|After");
  // Where the body's last line is one copied as written (a template comment, blanked later),
  // the closing fence goes on the last code line before it.
  BOOST_TEST(Texts(Segment("!!! note\n    Body.\n\n    ```\n    {% comment %} x {% endcomment %}\n"
                           "# After\n\nProse after.\n",
                           MarkdownDialect::kMarkdown)) == "Note|Body.|After|Prose after.");
}

// Python-Markdown reads an admonition's type as word characters of any script: a translation
// may write its own word for it, which MkDocs shows as the title. A marker whose type starts
// with no letter is text, and its indented body code.
BOOST_AUTO_TEST_CASE(mkdocs_admonition_types_in_the_translations_script) {
  BOOST_TEST(Texts(Segment("!!! 참고\n\n    본문입니다.\n\n??? 提示 \"折叠\"\n    正文。\n",
                           MarkdownDialect::kMarkdown)) == "참고|본문입니다.|折叠|正文。");
  BOOST_TEST(Md("!!! 참고\n\n    본문입니다.\n") == "H1|P3");
  BOOST_TEST(Texts(Segment("!!! 1 note\n\n    Body.\n", MarkdownDialect::kMarkdown)) ==
             "!!! 1 note");
  // More class words and a title; but a marker line with anything else is a paragraph, as
  // Python-Markdown reads it, and so is a type cut short by a combining mark.
  BOOST_TEST(Texts(Segment("!!! danger big \"Hot\"\n    Body.\n", MarkdownDialect::kMarkdown)) ==
             "Hot|Body.");
  BOOST_TEST(Texts(Segment("!!! 注意：本节已过时\n\n!!! टिप्पणी\n\n!!! note \"A\" b\n",
                           MarkdownDialect::kMarkdown)) ==
             "!!! 注意：本节已过时|!!! टिप्पणी|!!! note \"A\" b");
  // The space after the marker is optional; a collapsible block (pymdownx.details) may give a
  // title without a type, an admonition may not.
  BOOST_TEST(Texts(Segment("!!!note\n    Body A.\n\n??? \"Click to expand\"\n    Hidden body.\n\n"
                           "???+note \"Open\"\n    Open body.\n\n!!! \"No type\"\n",
                           MarkdownDialect::kMarkdown)) ==
             "Note|Body A.|Click to expand|Hidden body.|Open|Open body.|!!! \"No type\"");
  // A title without a type needs the space before it.
  BOOST_TEST(Texts(Segment("???\"x\"\n", MarkdownDialect::kMarkdown)) == "???\"x\"");
}

// MkDocs Material's content tabs (pymdownx.tabbed): the title in quotes a heading, the body,
// indented four columns, Markdown (a heading, a paragraph, fenced code); a line with anything
// after the title, or no quotes, is text.
BOOST_AUTO_TEST_CASE(mkdocs_content_tabs) {
  const std::string doc =
      "=== \"9\"\n\n    ## Setup\n\n    Use the tool.\n\n    ```bash\n    ip a\n    ```\n\n"
      "===+ \"8\"\n\n    The old way.\n\nAfter.\n";
  BOOST_TEST(Md(doc) == "H1|H3|P5|H11|P13|P15");
  BOOST_TEST(Texts(Segment(doc, MarkdownDialect::kMarkdown)) ==
             "9|Setup|Use the tool.|8|The old way.|After.");
  BOOST_TEST(Texts(Segment("=== \"9\" and more\n\n=== 8\n", MarkdownDialect::kMarkdown)) ==
             "=== \"9\" and more|=== 8");
}

BOOST_AUTO_TEST_CASE(pymdownx_blocks_and_their_options) {
  const std::string doc = "/// details | Steeping times\n    open: true\n\nBody.\n///\n";
  BOOST_TEST(Texts(Segment(doc, MarkdownDialect::kMarkdown)) == "Steeping times|Body.");
}

BOOST_AUTO_TEST_CASE(github_alerts_and_callouts) {
  BOOST_TEST(Texts(Segment("> [!IMPORTANT]\n> Body.\n\n> [!tip]- Folded tip\n> More.\n",
                           MarkdownDialect::kMarkdown)) == "Important|Body.|Folded tip|More.");
  // A callout type of Obsidian's own, or one a translation wrote in its language: its title is
  // a heading as the English edition's is; a bracket with a blank inside is no callout.
  BOOST_TEST(Texts(Segment("> [!注意] 元标签\n> 正文。\n\n> [!my-type]\n> Body.\n\n"
                           "> [!not a type] text\n\n> [!https://example.org/x] y\n\n"
                           "> [!全\u3000角] z\n",
                           MarkdownDialect::kMarkdown)) ==
             "元标签|正文。|My-type|Body.|[!not a type] text|"
             "[!https://example.org/x] y|[!全 角] z");
}

// Text on an alert's marker line is its title only where it is no sentence and the quote goes
// on: a translation that writes its source's first line of body there ("> [!TIP] This module is
// disabled by default.") has that sentence as the body, one paragraph with the lines after it,
// as the source reads; so does an alert of that one line.
BOOST_AUTO_TEST_CASE(an_alert_whose_body_starts_on_its_marker_line) {
  auto kinds = [](const std::string& doc) {
    std::string out;
    for (const Unit& u : Segment(doc, MarkdownDialect::kMarkdown))
      out += std::string(out.empty() ? "" : "|") + std::string(UnitKindName(u.kind)) + ":" + u.text;
    return out;
  };
  BOOST_TEST(
      kinds("> [!TIP] This module is disabled by default.\n> Set `disabled` to enable it.\n") ==
      "paragraph:This module is disabled by default. Set `disabled` to enable it.");
  BOOST_TEST(
      kinds("> [!TIP]\n> This module is disabled by default.\n> Set `disabled` to enable it.\n") ==
      "heading:Tip|paragraph:This module is disabled by default. Set `disabled` to enable it.");
  BOOST_TEST(kinds("> [!NOTE] Bookmark a search term\n\nNext.\n") ==
             "paragraph:Bookmark a search term|paragraph:Next.");
  BOOST_TEST(kinds("> [!NOTE] Bookmark a search term\n> Search, then bookmark it.\n") ==
             "heading:Bookmark a search term|paragraph:Search, then bookmark it.");
  // The quote goes on past a line of it with nothing in it, at any depth; a question is a title.
  BOOST_TEST(kinds("> [!NOTE] Bookmark a search term\r\n>\r\n> Search, then bookmark it.\r\n") ==
             "heading:Bookmark a search term|paragraph:Search, then bookmark it.");
  BOOST_TEST(kinds("> > [!NOTE] Can I use it offline?\n> >\n> > Yes.\n") ==
             "heading:Can I use it offline?|paragraph:Yes.");
  // A sentence set in emphasis ends at its full stop; a body that opens like a list stays text.
  BOOST_TEST(kinds("> [!WARNING] **Back up your data first.**\n> Then upgrade.\n") ==
             "paragraph:Back up your data first. Then upgrade.");
  BOOST_TEST(kinds("> [!TIP] 1. Install it\n\n> [!TIP] - Or build it\n") ==
             "paragraph:1. Install it|paragraph:- Or build it");
}

BOOST_AUTO_TEST_CASE(hugo_alert_shortcode_titles) {
  BOOST_TEST(Texts(Segment("{{% alert title=\"Mind the heat\" color=\"warning\" %}}\nBody.\n"
                           "{{% /alert %}}\n\n{{< alert >}}\nMore.\n{{< /alert >}}\n",
                           MarkdownDialect::kMarkdown)) == "Mind the heat|Body.|More.");
}

// A tag alone on its line is markup the site renders (a Hexo note, a Jekyll raw block, a Hugo
// tab): the prose inside is a paragraph of its own, without the tag's words.
BOOST_AUTO_TEST_CASE(template_tag_lines_are_not_prose) {
  BOOST_TEST(Texts(Segment("{% note warn 注意 %}\n该标签已被移除。\n{% endnote %}\n\n"
                           "{{< tab \"Linux\" >}}\nRun it.\n{{< /tab >}}\n",
                           MarkdownDialect::kMarkdown)) == "该标签已被移除。|Run it.");
  // Two tags on one line, or a tag with text after it, stay text; so does an output tag.
  BOOST_TEST(Texts(Segment("{% a %} and {% b %}\n\n{% raw %} kept\n\n{{ page.title }} here\n",
                           MarkdownDialect::kMarkdown)) ==
             "{% a %} and {% b %}|{% raw %} kept|{{ page.title }} here");
}

// A footnote definition is a paragraph that keeps its label, in a language that spaces its
// words or not: cmark, which reads no footnotes, took one without a space for a link
// reference definition and dropped it.
BOOST_AUTO_TEST_CASE(footnote_definitions_are_paragraphs) {
  BOOST_TEST(
      Texts(Segment("见此[^1]。\n\n[^1]: 更多信息请参见[第一个程序](https://go.dev/doc)。\n\n"
                    "[^note]: See the guide.\n\n[not-a-footnote]: https://example.org\n",
                    MarkdownDialect::kMarkdown)) ==
      "见此[^1]。|[^1]: 更多信息请参见第一个程序。|[^note]: See the guide.");
}

BOOST_AUTO_TEST_CASE(include_lines_are_code) {
  BOOST_TEST(
      Md("--8<-- \"a.md\"\n\n{* ../src/a.py ln[1:3] *}\n\n--8<--\na.md\n--8<--\n\nText.\n") ==
      "P9");
  // A "{*" that does not close on its line is prose.
  BOOST_TEST(Md("{* not an include\n") == "P1");
}
