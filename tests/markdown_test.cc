// markdown_test.cc — Markdown into headings, paragraphs and list items; what is skipped, links,
// suppression comments, front matter, and the size the segmenter must keep up with.
#include "segment/markdown.h"

#include <atomic>
#include <boost/test/unit_test.hpp>
#include <chrono>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "model.h"
#include "test_util.h"
#include "text/document.h"

using namespace concord;
using concord::testing::Join;

namespace {

std::string Dump(const std::vector<Unit>& units) { return testing::UnitDump(units); }

// "Title|First paragraph.": the text of each unit.
std::string Texts(const std::vector<Unit>& units) {
  std::vector<std::string> texts;
  for (const Unit& u : units) texts.push_back(u.text);
  return Join(texts);
}

// "-|-|1.": the marker of each unit ("" for units that are not list items).
std::string Markers(const std::vector<Unit>& units) {
  std::vector<std::string> markers;
  for (const Unit& u : units) markers.emplace_back(u.marker);
  return Join(markers);
}

// "name,url||*": the disabled rules of each unit.
std::string Disabled(const std::vector<Unit>& units) {
  std::vector<std::string> rules;
  for (const Unit& u : units) rules.push_back(Join(u.markup->disabled_rules, ","));
  return Join(rules);
}

std::vector<Unit> Segment(std::string_view text) {
  return SegmentMarkdown(DecodeDocument("mem.md", text));
}

std::string Repeat(std::string_view s, int n) {
  std::string out;
  for (int i = 0; i < n; ++i) out += s;
  return out;
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// Units: kinds, lines and texts

struct SegmentCase {
  const char* name;
  const char* markdown;
  const char* dump;
  const char* texts;
};

const SegmentCase kSegmentCases[] = {
    {"empty document", "", "", ""},
    {"only blank lines", "\n  \n\t\n", "", ""},
    {"ATX and setext headings",
     "# Scaling Your Model\n\nSetext Title\n============\n\nSecond Level\n------------\n\n"
     "### Closed ATX ###\n",
     "H1|H3-4|H6-7|H9", "Scaling Your Model|Setext Title|Second Level|Closed ATX"},
    {"kramdown header ids are not title text", "## What Is a TPU? {#what-is-a-tpu}\n", "H1",
     "What Is a TPU?"},
    {"paragraphs, lines joined by a space",
     "A paragraph that is\nhard-wrapped over\nthree lines.\n\nAnother one.\n", "P1-3|P5",
     "A paragraph that is hard-wrapped over three lines.|Another one."},
    {"emphasis and strikethrough drop their markup",
     "Some *emphasis*, __strong__ and ~~struck~~ words.\n", "P1",
     "Some emphasis, strong and struck words."},
    {"one tilde is text: ranges written with it keep their numbers apart",
     "60~80개를 유지하며 4~12시간 걸립니다.\n", "P1", "60~80개를 유지하며 4~12시간 걸립니다."},
    {"nested list items are units of their own",
     "- first item\n- second item\n  - nested one\n  - nested two\n    continued\n- third item\n",
     "L1|L2|L3|L4-5|L6", "first item|second item|nested one|nested two continued|third item"},
    {"list item with two paragraphs", "- first paragraph\n\n  second paragraph\n- next item\n",
     "L1-3|L4", "first paragraph second paragraph|next item"},
    {"list item paragraph after its nested list", "- outer\n\n  - inner\n\n  outer again\n",
     "L1-5|L3", "outer outer again|inner"},
    {"task list items lose their checkbox", "- [ ] open task\n- [x] done task\n", "L1|L2",
     "open task|done task"},
    {"GFM table rows, header and body, one unit each",
     "| Name | Role |\n|------|------|\n| Noam Shazeer | author |\n| Jacob Austin | editor |\n",
     "P1|P3|P4", "Name | Role|Noam Shazeer | author|Jacob Austin | editor"},
    {"empty table cells keep their place, empty rows are dropped",
     "| A | | B |\n|---|---|---|\n| | b | |\n| | |\n", "P1|P3", "A | | B|| b |"},
    {"block quote paragraphs", "> A quoted paragraph\n> that continues.\n>\n> A second one.\n",
     "P1-2|P4", "A quoted paragraph that continues.|A second one."},
    {"list inside a block quote", "> - quoted item\n> - another\n", "L1|L2", "quoted item|another"},
    {"fenced code is skipped", "Before.\n\n```python\nprint('hi')\n```\n\nAfter.\n", "P1|P7",
     "Before.|After."},
    {"indented code is skipped", "Before.\n\n    x = compute(y)\n\nAfter.\n", "P1|P5",
     "Before.|After."},
    {"HTML comment is skipped", "Before.\n\n<!-- a note\nto translators -->\n\nAfter.\n", "P1|P6",
     "Before.|After."},
    {"display math paragraph is skipped", "Before.\n\n$$\nE = mc^2\n$$\n\nAfter.\n", "P1|P7",
     "Before.|After."},
    {"one-line display math is skipped", "Before.\n\n$$ T = \\frac{F}{B} $$\n\nAfter.\n", "P1|P5",
     "Before.|After."},
    {"display math with blank lines and list-like lines is skipped",
     "Before.\n\n$$\n\\begin{aligned}\n- a &= b \\\\\n\n| c | &= d\n\\end{aligned}\n$$\n\nAfter.\n",
     "P1|P11", "Before.|After."},
    {"bracket display math is skipped", "Before.\n\n\\[\nx = y\n\\]\n\nAfter.\n", "P1|P7",
     "Before.|After."},
    {"Liquid include paragraph is skipped",
     "Before.\n\n{% include figure.liquid path=\"x\" caption=\"<b>Figure:</b> a TPU\" %}\n\n"
     "After.\n",
     "P1|P5", "Before.|After."},
    {"Jinja expression paragraph is skipped", "Before.\n\n{{ page.title }}\n\nAfter.\n", "P1|P5",
     "Before.|After."},
    {"Liquid highlight block is skipped",
     "Before.\n\n{% highlight python %}\n# not a heading\n\n- not an item\n{% endhighlight %}\n\n"
     "After.\n",
     "P1|P9", "Before.|After."},
    {"script and style blocks are skipped",
     "Before.\n\n<script>\nvar title = \"Not prose\";\n</script>\n\n<style>\np { color: red; }\n"
     "</style>\n\nAfter.\n",
     "P1|P11", "Before.|After."},
    {"a pre that a blank line cuts out of its HTML block goes on to its closing tag",
     "<section>\n  <h4>Sample</h4>\n  <pre class=\"prettyprint\">\nconst a = 1;\n\n"
     "# not a heading\n\n- not an item\n\n```\nnot a block\n```\n\nrun(a);\n  </pre>\n\n"
     "After.\n",
     "H2|P17", "Sample|After."},
    {"what an HTML block writes after the closing tag is prose",
     "<div>\n<pre>\nx = 1\n\n<div>y = 2\n</pre><p>Tail.</p>\n</div>\n\nAfter.\n", "P6|P9",
     "Tail.|After."},
    {"a closing tag that an indented code block takes in ends the pre",
     "<div>\n<pre>\nx = 1\n\n    y = 2\n    </pre>\n\nAfter.\n", "P8", "After."},
    {"a pre the document never closes ends with its HTML block", "<div>\n<pre>\nx = 1\n\nAfter.\n",
     "P5", "After."},
    {"a pre that inline HTML opens first on its line goes on to its end tag",
     "Text.\n  <p><pre class=\"x\">\ncode\n\nmore code\n  </pre></p>\n\nAfter.\n", "P1|P8",
     "Text.|After."},
    {"a pre that inline HTML opens in a sentence ends with its paragraph",
     "Keep <pre>drop\n\nstill prose\n\n</pre> Next.\n", "P1|P3|P5", "Keep|still prose|Next."},
    {"the parent's end tag closes the pre",
     "<div><pre>\nx = 1\n\n</div>\n\nIntro.\n\n<pre>y</pre>\n", "P6", "Intro."},
    {"an end tag that does not begin its line closes nothing",
     "<div><pre>\nx\n\nText with `</pre>` inside.\n\nAfter.\n", "P4|P6",
     "Text with `</pre>` inside.|After."},
    {"a table row that holds the end tag shows its cells after it",
     "<div><pre>\ncode\n\n</pre> A | B\n|---|---|\nC | D\n\nPara.\n", "P4|P6|P8",
     "A | B|C | D|Para."},
    {"a pre that inline HTML leaves open and the page never closes ends with its paragraph",
     "Keep <pre>drop\n\nNext.\n", "P1|P3", "Keep|Next."},
    {"inline math is kept as written",
     "The cost is $$O(n^2 \\cdot d_{model})$$ and $$a*b*c$$ here.\n", "P1",
     "The cost is $$O(n^2 \\cdot d_{model})$$ and $$a*b*c$$ here."},
    {"inline code keeps its backticks", "Run `pip install jax` and ``a ` b`` now.\n", "P1",
     "Run `pip install jax` and ``a ` b`` now."},
    {"HTML block with markdown=1",
     "<p markdown=1 class=\"announce\">Read <a href=\"https://x.org/a\">this</a> now</p>\n", "P1",
     "Read this now"},
    {"HTML block splits at block-level tags, decodes entities",
     "<div class=\"note\">\n<p>First &amp; one.</p>\n<p>Second&nbsp;one &#169; &#x4E2D;.</p>\n"
     "</div>\n",
     "P2|P3", "First & one.|Second one © 中."},
    {"HTML headings and list items", "<h2>Overview</h2>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n",
     "H1|L3|L4", "Overview|one|two"},
    {"HTML block holding only a Liquid tag is skipped",
     "<div class=\"l-page\">\n{% include figure.liquid path=\"x\" %}\n</div>\n\nAfter.\n", "P5",
     "After."},
    {"inline HTML tags are stripped, footnote text kept",
     "Text<d-footnote>A <b>note</b>.</d-footnote> ends<d-cite key=\"tpu\"></d-cite>.\n", "P1",
     "TextA note. ends."},
    {"superscripts and subscripts in plain-text notation",
     "Cost n<sup>2</sup> and x<sub>i</sub>.\n", "P1", "Cost n^2 and x_i."},
    {"inline script content is dropped", "Keep <script>drop()</script>this.\n", "P1", "Keep this."},
    {"images give their alt text", "See ![A TPU chip](img/tpu.png) here.\n", "P1",
     "See A TPU chip here."},
    {"thematic breaks are not units", "Above.\n\n---\n\nBelow.\n", "P1|P5", "Above.|Below."},
    {"unterminated front matter is Markdown", "---\ntitle: Draft\n\nBody.\n", "P2|P4",
     "title: Draft|Body."},
    {"front matter without a title gives no unit", "---\nlayout: post\n---\n", "", ""},
    {"only front matter", "---\ntitle: Only a Title\n---\n", "H2", "Only a Title"},
};

BOOST_AUTO_TEST_CASE(segment_cases) {
  for (const SegmentCase& c : kSegmentCases) {
    BOOST_TEST_CONTEXT(c.name) {
      std::vector<Unit> units = Segment(c.markdown);
      BOOST_TEST(Dump(units) == c.dump);
      BOOST_TEST(Texts(units) == c.texts);
    }
  }
}

BOOST_AUTO_TEST_CASE(list_markers_as_written) {
  std::vector<Unit> units =
      Segment("- dash\n\n* star\n\n+ plus\n\n1. one\n2. two\n\n7) seven\n8) eight\n");
  BOOST_TEST(Dump(units) == "L1|L3|L5|L7|L8|L10|L11");
  BOOST_TEST(Markers(units) == "-|*|+|1.|2.|7)|8)");
  BOOST_TEST(Texts(units) == "dash|star|plus|one|two|seven|eight");
}

BOOST_AUTO_TEST_CASE(nested_list_markers_and_other_units_have_none) {
  std::vector<Unit> units = Segment("# Title\n\n1. outer\n   - inner\n\nText.\n");
  BOOST_TEST(Dump(units) == "H1|L3|L4|P6");
  BOOST_TEST(Markers(units) == "|1.|-|");
}

// A heading's level is the Markdown's (ATX or setext); other units and the front matter's title
// have none.
BOOST_AUTO_TEST_CASE(headings_keep_their_level) {
  std::vector<Unit> units = Segment(
      "---\ntitle: Guide\n---\n\n# Title\n\n## Install\n\nText.\n\nUsage\n-----\n\n"
      "#### Deep\n");
  std::string levels;
  for (const Unit& u : units) levels += std::to_string(u.heading_level);
  BOOST_TEST(Dump(units) == "H2|H5|H7|P9|H11-12|H14");
  BOOST_TEST(levels == "012024");
}

// A list run into its lead-in's line ("Options: - a - b"), as a translation may write it, is
// read as the lead-in and its items: a bullet marker set apart by blanks right after a colon
// opens the run, the same marker cuts each later item off.
BOOST_AUTO_TEST_CASE(list_run_into_its_lead_in_line_gives_its_items) {
  std::vector<Unit> units = Segment(
      "**Params**: - **port**: the port - **host**: the host (e.g. `a - b`) - **user**: name\n");
  BOOST_TEST(Dump(units) == "P1|L1|L1|L1");
  BOOST_TEST(Texts(units) == "Params:|port: the port|host: the host (e.g. `a - b`)|user: name");
  BOOST_TEST(Markers(units) == "|-|-|-");
  BOOST_TEST(units[1].list_depth == 1);
  BOOST_TEST(units[1].markup->emphasized == (std::vector<std::string>{"port"}),
             boost::test_tools::per_element());

  // A fullwidth colon; the lead-in's line goes on from the line before.
  units = Segment("首先检查：\n选项： - 快速 - 安全\n");
  BOOST_TEST(Dump(units) == "P1-2|L2|L2");
  BOOST_TEST(Texts(units) == "首先检查： 选项：|快速|安全");

  // CJK text sets no blank before the marker; the dash after an item's emphasized label is the
  // item's own when the items open with emphasis.
  units = Segment("配置选项：- **长度** - 跳数（默认 1）- **数量** - 隧道数量\n");
  BOOST_TEST(Dump(units) == "P1|L1|L1");
  BOOST_TEST(Texts(units) == "配置选项：|长度 - 跳数（默认 1）|数量 - 隧道数量");

  // A run-on list wrapped again goes on over its lines.
  units = Segment("Options: - the first\none goes on - the second\n");
  BOOST_TEST(Dump(units) == "P1|L1-2|L2");
  BOOST_TEST(Texts(units) == "Options:|the first one goes on|the second");

  // Lines a paragraph continues with, indented as items, are items too.
  units = Segment("Options:\n    - `a`: first.\n    - `b`: second.\n");
  BOOST_TEST(Dump(units) == "P1|L2|L3");

  // The colon inside the emphasis, no blank before the dash; labels in inline code.
  units = Segment("**参数：**- **port**：端口 - **host**：主机\n");
  BOOST_TEST(Texts(units) == "参数：|port：端口|host：主机");
  units = Segment("Flags: - `--port` - the port - `--host` - the host\n");
  BOOST_TEST(Texts(units) == "Flags:|`--port` - the port|`--host` - the host");

  // Inside a list item, or a quote in one, the items are a level below the paragraph.
  units = Segment("1. Steps: - open - save\n");
  BOOST_TEST(Dump(units) == "L1|L1|L1");
  BOOST_TEST(Texts(units) == "Steps:|open|save");
  BOOST_TEST(units[1].list_depth == 2);
  units = Segment("- x\n\n  > Steps: - open - save\n");
  BOOST_TEST(Dump(units) == "L1|P3|L3|L3");
  BOOST_TEST(units[2].list_depth == 2);

  // A lead-in whose paragraph goes on after the list's line ends there; a directive for the
  // next line covers the items on it.
  units = Segment("<!-- concord-disable-next-line -->\nOptions: - fast - slow\nmore text\n");
  BOOST_TEST(Dump(units) == "P2|L2|L2-3");
  BOOST_TEST(Disabled(units) == "*|*|*");
  // In a list item's later paragraph, the directive before it covers the items it gives, not
  // the item, and the directive before the item not them.
  units =
      Segment("- First\n\n  <!-- concord-disable-next-line foo -->\n  Options: - a - b\n\nNext\n");
  BOOST_TEST(Dump(units) == "L1-4|L4|L4|P6");
  BOOST_TEST(Disabled(units) == "|foo|foo|");
  units = Segment("<!-- concord-disable-next-line foo -->\n- First\n\n  Options: - a - b\n");
  BOOST_TEST(Disabled(units) == "foo||");

  // A label the paragraph opens with leads in as a colon does, on a line of its own making:
  // "**Tunnel length**" over its items, run into its line.
  units = Segment("**Tunnel length** - **Default**: 3 hops - **More hops** - slower - a note\n");
  BOOST_TEST(Dump(units) == "P1|L1|L1");
  BOOST_TEST(Texts(units) == "Tunnel length|Default: 3 hops|More hops - slower - a note");
  units = Segment("**隧道长度** - 默认 3 跳 - 跳数越多越慢\n");
  BOOST_TEST(Texts(units) == "隧道长度|默认 3 跳|跳数越多越慢");
}

BOOST_AUTO_TEST_CASE(dashes_of_prose_stay_in_their_paragraph) {
  struct Case {
    std::string_view markdown, dump;
  };
  for (const Case& c : std::initializer_list<Case>{
           {"Note: - one dash after a colon.\n", "P1"},   // one marker is no list
           {"Ranges go 1 - 5 - 10, as before.\n", "P1"},  // no colon before the first
           {"Pick: * fast * slow\n", "P1"},               // '*' is as often prose's
           {"Note: * marks a field; fields without * are optional.\n", "P1"},
           {"**Options: - fast - slow**\n", "P1"},              // inside emphasis
           {"Options: - <b>fast</b> - slow\n", "P1"},           // inline HTML: left whole
           {"Options:\n- fast - slow\n", "P1|L2"},              // a real list, one item
           {"Width of the   : - mean : - std :\n", "P1"},       // a colon set apart: columns
           {"\\begin{align}\nx: - 1 - 2\n\\end{align}\n", ""},  // display math
           {"Options: - **port** - the port - **host** - the host\n", "P1|L1|L1"},  // labels
           // A label, one dash and its description; terms each with its description, on one
           // line or on lines of their own.
           {"**Send Status** - informs the client of the status.\n", "P1"},
           {"**atime** - read it - or not **mtime** - write it **ctime** - chmod it\n", "P1"},
           {"**atime** - read it - or not\n**mtime** - write it - or not\n", "P1-2"},
           // An escaped dash that opens a line is the author's prose.
           {"Temperatures drop below zero:\n\\- 5 at night - and - 10 in the hills.\n", "P1-2"},
       }) {
    BOOST_TEST_CONTEXT(c.markdown) { BOOST_TEST(Dump(Segment(c.markdown)) == c.dump); }
  }
}

// ---------------------------------------------------------------------------------------------
// Front matter

BOOST_AUTO_TEST_CASE(yaml_front_matter_title_is_a_heading_and_lines_do_not_move) {
  std::vector<Unit> units = Segment(
      "---\nlayout: distill\ntitle: \"How to Scale Your Model\"\ndescription: x\ntoc:\n"
      "  - name: Intro\n---\n\n# Introduction\n\nBody text.\n");
  BOOST_TEST(Dump(units) == "H3|F4|H9|P11");
  BOOST_TEST(Texts(units) == "How to Scale Your Model|x|Introduction|Body text.");
}

MarkdownEdition SegmentEdition(std::string_view text,
                               const std::vector<std::string>& keys = DefaultProseKeys()) {
  return SegmentMarkdownEdition(DecodeDocument("mem.md", text), keys);
}

BOOST_AUTO_TEST_CASE(front_matter_prose_keys_are_front_matter_units_at_their_value) {
  MarkdownEdition e = SegmentEdition(
      "---\ntitle: T\nlayout: post\nsummary: >\n  A folded\n  summary.\n\nlinkTitle: Short\n"
      "sidebar_label: 'Side'\nbanner:\n  content: |\n    Read this\n    first.\n"
      "  kind: note\ndescription: \"Last\"\ntags: [a, b]\n---\nBody.\n");
  BOOST_TEST(Dump(e.units) == "H2|F4-6|F8|F9|F11-13|F15|P18");
  BOOST_TEST(Texts(e.units) == "T|A folded summary.|Short|Side|Read this first.|Last|Body.");
  BOOST_TEST(!e.front_matter_defect);
}

BOOST_AUTO_TEST_CASE(front_matter_prose_keys_are_configurable) {
  const std::string text = "---\ntitle: T\ndescription: D\nparams:\n  teaser: Tease\n  n: 3\n---\n";
  BOOST_TEST(Texts(SegmentEdition(text, {"params.teaser", "params.n", "params"}).units) ==
             "Tease|3");
  BOOST_TEST(Dump(SegmentEdition(text, {}).units) == "");
}

BOOST_AUTO_TEST_CASE(toml_front_matter_reads_top_level_prose_keys) {
  MarkdownEdition e =
      SegmentEdition("+++\ntitle = \"T\"\ndescription = 'D'\n[banner]\ncontent = \"no\"\n+++\n");
  BOOST_TEST(Dump(e.units) == "H2|F3");
  BOOST_TEST(Texts(e.units) == "T|D");
}

BOOST_AUTO_TEST_CASE(damaged_closing_line_is_one_defect_and_no_yaml_units) {
  MarkdownEdition e = SegmentEdition(
      "---\nlayout: post\ntitle: \"T\"\nauthors:\n  - name: A B\n    url: https://a.example\n"
      "---**Thanks** to all.\n\nBody.\n");
  BOOST_TEST(Dump(e.units) == "H3|P7|P9");
  BOOST_TEST(Texts(e.units) == "T|Thanks to all.|Body.");
  BOOST_REQUIRE(e.front_matter_defect.has_value());
  BOOST_TEST(e.front_matter_defect->line == 1);
  BOOST_TEST(e.front_matter_defect->message ==
             "front matter is not closed; line 7 starts with '---' followed by text");
  // A thematic break further down does not close it either.
  MarkdownEdition later =
      SegmentEdition("---\nlayout: post\nsummary: S\n---Joined text.\n\nBody.\n\n---\n\nMore.\n");
  BOOST_TEST(Dump(later.units) == "F3|P4|P6|P10");
  BOOST_TEST(later.front_matter_defect.has_value());
}

BOOST_AUTO_TEST_CASE(a_fence_line_with_text_after_it_closes_its_block) {
  // A closing fence with text run on closes nothing: the block runs to the end of the page, and
  // the heading and paragraphs after it render as code. That line is read as the closing fence.
  const std::string run_on = "````$ kill -9 1664` 终止进程";
  MarkdownEdition e = SegmentEdition("示例：\n\n```\n$ kill -9 1664\n" + run_on +
                                     "\n\n## 信号\n\n说明。\n\n最后。\n");
  BOOST_TEST(Dump(e.units) == "P1|H7|P9|P11");
  BOOST_REQUIRE(e.unclosed_fences.size() == 1u);
  BOOST_TEST(e.unclosed_fences[0].line == 3);
  BOOST_TEST(e.unclosed_fences[0].closing_line == 5);
  BOOST_TEST(e.unclosed_fences[0].closing == run_on);
  // The same where a later example's bare fence closes the block: a run of backticks with a
  // backtick in its text is neither an opening nor a closing fence.
  MarkdownEdition later = SegmentEdition("示例：\n\n```\n$ kill\n" + run_on +
                                         "\n\n## 信号\n\n说明。\n\n```bash\nls\n```\n\n完。\n");
  BOOST_TEST(Dump(later.units) == "P1|H7|P9|P15");
  BOOST_TEST(later.unclosed_fences.size() == 1u);
  // In a quote and in a list item, the fence's line keeps its marker.
  MarkdownEdition quote = SegmentEdition("> ```\n> x\n> ````x` y\n>\n> 引用段落。\n");
  BOOST_TEST(Texts(quote.units) == "引用段落。");
  BOOST_TEST(quote.unclosed_fences.size() == 1u);
  MarkdownEdition item = SegmentEdition("Steps:\n\n- ```bash\n  ls -l\n  ````x` y\n\n完。\n");
  BOOST_TEST(Dump(item.units) == "P1|P7");
  BOOST_TEST(item.unclosed_fences.size() == 1u);
  // What the page after the line holds is read as the page's Markdown is: an admonition too.
  MarkdownEdition aside =
      SegmentEdition("示例：\n\n```\nls\n````ls` 坏\n\n!!! note \"注意\"\n\n    内容。\n");
  BOOST_TEST(aside.unclosed_fences.size() == 1u);
  BOOST_TEST(Texts(aside.units).find("!!!") == std::string::npos, Texts(aside.units));
  BOOST_TEST(Texts(aside.units).find("内容。") != std::string::npos, Texts(aside.units));
  // A block its list item ended is not read past: the fence after the item is another block's.
  MarkdownEdition ended = SegmentEdition("1. Step:\n   ```bash\n   ls\n```js\nx()\n```\n");
  BOOST_TEST(ended.unclosed_fences.empty());
  const std::pair<const char*, const char*> code_cases[] = {
      {"说明：\n\n```bash\nls -l\n\n", "P1"},
      {"示例：\n\n````markdown\n```js\nx()\n```\n````\n\n完。\n", "P1|P9"},
      {"示例：\n\n```text\nCode:\n```py\nx()\n```<end_code>\n```\n\n完。\n", "P1|P10"},
      // A sample's line of backticks with a backtick in its text, and no example's fence after
      // it: the block is the sample, its closing fence its own.
      {"示例：\n\n```text\n``` `x` ```\n```\n\n完。\n\n```bash\nls\n```\n\n好。\n", "P1|P7|P13"},
      // Lines indented as code or quoted inside the example are its content, never a fence.
      {"示例：\n\n```\n    ```js x\n> ```sh y\n\tz\n", "P1"}};
  for (const auto& [text, units] : code_cases) {
    BOOST_TEST_CONTEXT(text) {
      MarkdownEdition code = SegmentEdition(text);
      BOOST_TEST(code.unclosed_fences.empty());
      BOOST_TEST(Dump(code.units) == units);
    }
  }
}

BOOST_AUTO_TEST_CASE(page_starting_with_a_thematic_break_is_markdown) {
  for (const char* text : {
           "---\n\nKey: value\n\n---then text.\n",  // blank line 2
           "---\n# Heading\n\nProse that is no mapping.\n---then text.\n",
           "---\nKey: value\n\n----- still a break\n",  // no "---" + non-dash line
       }) {
    BOOST_TEST_CONTEXT(text) {
      MarkdownEdition e = SegmentEdition(text);
      BOOST_TEST(!e.front_matter_defect);
      BOOST_TEST(!e.units.empty());
      BOOST_TEST(e.units.front().line > 1);
    }
  }
  BOOST_TEST(Dump(SegmentEdition("---\n\nKey: value\n\n---then text.\n").units) == "P3|P5");
}

BOOST_AUTO_TEST_CASE(yaml_syntax_error_is_a_defect_at_its_line) {
  MarkdownEdition e = SegmentEdition("---\ntitle: T\ntags: [a, b\nsummary: S\n---\n\nBody.\n");
  BOOST_TEST(Dump(e.units) == "P7");
  BOOST_REQUIRE(e.front_matter_defect.has_value());
  BOOST_TEST(e.front_matter_defect->line == 4);
  BOOST_TEST(e.front_matter_defect->message.starts_with(
                 "front matter is not valid YAML at line 4, column "),
             e.front_matter_defect->message);
  MarkdownEdition scalar = SegmentEdition("---\nJust a sentence.\n---\n\nBody.\n");
  BOOST_TEST(Dump(scalar.units) == "P5");
  BOOST_REQUIRE(scalar.front_matter_defect.has_value());
  BOOST_TEST(scalar.front_matter_defect->message ==
             "front matter is not a YAML mapping; got a scalar");
}

BOOST_AUTO_TEST_CASE(yaml_title_forms) {
  BOOST_TEST(Texts(Segment("---\ntitle: Plain title # a comment\n---\n")) == "Plain title");
  BOOST_TEST(Texts(Segment("---\ntitle: 'It''s quoted'\n---\n")) == "It's quoted");
  BOOST_TEST(Texts(Segment("---\ntitle: \"Say \\\"hi\\\"\"\n---\n")) == "Say \"hi\"");
  std::vector<Unit> folded = Segment("---\ntitle: >\n  A folded\n  title\nlayout: x\n---\n");
  BOOST_TEST(Dump(folded) == "H2-4");
  BOOST_TEST(Texts(folded) == "A folded title");
  BOOST_TEST(Dump(Segment("---\nfoo: 1\ntitle:\n  en: x\n---\n")) == "");
  BOOST_TEST(Texts(Segment("---\ntitle: \"\\u00e9t\\u00e9\"\n---\n")) == "\u00e9t\u00e9");
}

BOOST_AUTO_TEST_CASE(toml_front_matter) {
  std::vector<Unit> units = Segment(
      "+++\ndate = 2025-01-01\ntitle = \"Rooflines\"\n[params]\ntitle = \"no\"\n+++\n"
      "\nBody.\n");
  BOOST_TEST(Dump(units) == "H3|P8");
  BOOST_TEST(Texts(units) == "Rooflines|Body.");
}

// ---------------------------------------------------------------------------------------------
// Links

BOOST_AUTO_TEST_CASE(inline_link_shows_its_text_and_records_target_and_text) {
  std::vector<Unit> units = Segment(
      "See [Efficiently Scaling Transformer Inference](https://arxiv.org/abs/2211.05102) for "
      "details.\n");
  BOOST_TEST_REQUIRE(units.size() == 1u);
  BOOST_TEST(units[0].text == "See Efficiently Scaling Transformer Inference for details.");
  BOOST_TEST(Join(units[0].markup->links) == "https://arxiv.org/abs/2211.05102");
  BOOST_TEST(Join(units[0].markup->link_texts) == "Efficiently Scaling Transformer Inference");
}

// A heading's anchor id is the id it sets (the first `#id` of kramdown/Pandoc braces), or
// else the slug site generators derive from its text; other units have none.
BOOST_AUTO_TEST_CASE(headings_carry_their_anchor_id) {
  std::vector<Unit> units = Segment(
      "## 上下文 {#context .wide}\n\n## Language Support!\n\n## 规范 {.note #spec}\n\nText.\n");
  BOOST_REQUIRE_EQUAL(units.size(), 4u);
  BOOST_TEST(units[0].text == "上下文");
  BOOST_TEST(units[0].markup->heading_id == "context");
  BOOST_TEST(units[1].markup->heading_id == "language-support");
  BOOST_TEST(units[2].text == "规范");
  BOOST_TEST(units[2].markup->heading_id == "spec");
  BOOST_TEST(units[3].markup->heading_id.empty());
  // An id is lowercased like the slugs it meets; a "#" inside a value is no id.
  units = Segment("## Spec {#Specification}\n\n## Title {.cls data-x=\"#y\"}\n");
  BOOST_REQUIRE_EQUAL(units.size(), 2u);
  BOOST_TEST(units[0].markup->heading_id == "specification");
  BOOST_TEST(units[1].text == "Title");
  BOOST_TEST(units[1].markup->heading_id == "title");
  // Hugging Face doc-builder's "[[id]]" after the title: the id, not a part of the title (so
  // not a source of its entities: "21"), backticks and all; brackets holding words, or opening
  // inside a code span, are the title's.
  units = Segment(
      "#### 2.1 재현 가능한 리포트 [[21-Reproducible-Reports]]\n\n"
      "## 단계 3[[step-3:-retrieve]]\n\n## See [[a b]]\n\n## Use `[[`x]]\n\n"
      "## `pipeline` API[[`pipeline`-api]]\n");
  BOOST_REQUIRE_EQUAL(units.size(), 5u);
  BOOST_TEST(units[0].text == "2.1 재현 가능한 리포트");
  BOOST_TEST(units[0].markup->heading_id == "21-reproducible-reports");
  BOOST_TEST(units[1].text == "단계 3");
  BOOST_TEST(units[1].markup->heading_id == "step-3:-retrieve");
  BOOST_TEST(units[2].text == "See [[a b]]");
  BOOST_TEST(units[3].text == "Use `[[`x]]");
  BOOST_TEST(units[4].text == "`pipeline` API");
  BOOST_TEST(units[4].markup->heading_id == "`pipeline`-api");
}

BOOST_AUTO_TEST_CASE(html_paragraph_with_markdown_attribute_keeps_links) {
  std::vector<Unit> units = Segment(
      "<p markdown=1 class=\"announce\">Read <a href=\"https://x.org/a\">this</a> now</p>\n");
  BOOST_TEST_REQUIRE(units.size() == 1u);
  BOOST_TEST(UnitKindName(units[0].kind) == "paragraph");
  BOOST_TEST(units[0].text == "Read this now");
  BOOST_TEST(Join(units[0].markup->links) == "https://x.org/a");
  BOOST_TEST(Join(units[0].markup->link_texts) == "this");
}

BOOST_AUTO_TEST_CASE(markdown_inside_html_with_markdown_attribute_is_rendered) {
  std::vector<Unit> units = Segment(
      "<p markdown=1 class=\"announce\">You might also enjoy the new "
      "[Section 12](../gpus) on *GPUs*!</p>\n");
  BOOST_TEST_REQUIRE(units.size() == 1u);
  BOOST_TEST(units[0].text == "You might also enjoy the new Section 12 on GPUs!");
  BOOST_TEST(Join(units[0].markup->links) == "../gpus");
  BOOST_TEST(Join(units[0].markup->link_texts) == "Section 12");
}

BOOST_AUTO_TEST_CASE(links_of_every_kind) {
  std::vector<Unit> units = Segment(
      "A [ref link][r], an image ![alt text](fig.png), <https://auto.org>, www.bare.org and "
      "<a href=\"x.html\">raw</a>.\n\n[r]: https://ref.org\n");
  BOOST_TEST_REQUIRE(units.size() == 1u);
  BOOST_TEST(units[0].text ==
             "A ref link, an image alt text, https://auto.org, www.bare.org and raw.");
  BOOST_TEST(Join(units[0].markup->links) ==
             "https://ref.org|fig.png|https://auto.org|http://www.bare.org|x.html");
  // Autolinks are their own text: no title to offer.
  BOOST_TEST(Join(units[0].markup->link_texts) == "ref link|raw");
  // Each link text's own target (the image between them has none).
  BOOST_TEST(Join(units[0].markup->link_text_targets) == "https://ref.org|x.html");
}

// An autolink's address ends where Chinese, Japanese or Korean prose begins: cmark-gfm runs a
// bare address on to the next white space, taking in a particle or the punctuation and words
// written right after it; then, as GFM trims an autolink's end, a closing parenthesis it does
// not open goes, and so does a parenthesis it opens and does not close, with what follows it. A
// link written out keeps its target as written, CJK and all.
BOOST_AUTO_TEST_CASE(an_autolink_ends_where_cjk_prose_begins) {
  std::vector<Unit> units = Segment(
      "https://x.org/ko/download로 받으세요.\n\n请访问（https://status.x.org/)并点击按钮。\n\n"
      "见 https://x.org/wiki/Heap_(data)，以及 www.x.org。\n\n"
      "[위키](https://ko.wikipedia.org/wiki/다익스트라), [指南](指南)\n\n"
      "www.x.org(www.x.org/ko로의 링크), https://x.org/a_(b)(c로\n");
  BOOST_TEST_REQUIRE(units.size() == 5u);
  BOOST_TEST(Join(units[0].markup->links) == "https://x.org/ko/download");
  BOOST_TEST(Join(units[1].markup->links) == "https://status.x.org/");
  BOOST_TEST(Join(units[2].markup->links) == "https://x.org/wiki/Heap_(data)|http://www.x.org");
  BOOST_TEST(Join(units[3].markup->links) == "https://ko.wikipedia.org/wiki/다익스트라|指南");
  // A parenthesis the address opens and does not close begins an aside in the prose.
  BOOST_TEST(Join(units[4].markup->links) == "http://www.x.org|https://x.org/a_(b)");
  // The text is as written, and an autolink still offers no title.
  BOOST_TEST(units[0].text == "https://x.org/ko/download로 받으세요.");
  BOOST_TEST(Join(units[0].markup->link_texts) == "");
}

// Link texts of Markdown and of an HTML block in one list item keep their targets in step.
BOOST_AUTO_TEST_CASE(link_text_targets_stay_with_their_texts) {
  std::vector<Unit> units = Segment(
      "- [Guide Book](../zh/guide/) and [Old Page](old.md)\n\n"
      "  <div markdown=\"1\">[Source Code](https://x.org/src)</div>\n");
  BOOST_TEST_REQUIRE(!units.empty());
  BOOST_TEST(Join(units[0].markup->link_texts) == "Guide Book|Old Page|Source Code");
  BOOST_TEST(Join(units[0].markup->link_text_targets) == "../zh/guide/|old.md|https://x.org/src");
}

// Emphasis leaves only its content in the text; what it set apart is kept in order, white
// space collapsed, nothing for an empty one.
BOOST_AUTO_TEST_CASE(emphasized_texts_are_kept_apart) {
  std::vector<Unit> units = Segment(
      "> **Note** Windows 음성 API는 *Flight\n> mode* 화면에 ***Tip*** 있고 ** ** 끝.\n\n"
      "Plain text.\n");
  BOOST_TEST_REQUIRE(units.size() == 2u);
  BOOST_TEST(units[0].text == "Note Windows 음성 API는 Flight mode 화면에 Tip 있고 ** ** 끝.");
  BOOST_TEST(Join(units[0].markup->emphasized) == "Note|Flight mode|Tip");
  BOOST_TEST(units[1].markup->emphasized.empty());
  // An emphasis inside another is a part of it.
  units = Segment("**Open *Studio* now** and *Code*.\n");
  BOOST_TEST_REQUIRE(units.size() == 1u);
  BOOST_TEST(Join(units[0].markup->emphasized) == "Open Studio now|Code");
}

// ---------------------------------------------------------------------------------------------
// Suppression comments

BOOST_AUTO_TEST_CASE(suppression_comments_reach_exactly_the_right_units) {
  std::vector<Unit> units = Segment(
      "Before.\n"                                    // 1
      "\n"                                           // 2
      "<!-- concord-disable name url -->\n"          // 3
      "Named off.\n"                                 // 4
      "\n"                                           // 5
      "<!-- concord-enable url -->\n"                // 6
      "Url back on.\n"                               // 7
      "\n"                                           // 8
      "<!-- concord-enable -->\n"                    // 9
      "All back on.\n"                               // 10
      "\n"                                           // 11
      "<!-- concord-disable-next-line number -->\n"  // 12
      "Only this one.\n"                             // 13
      "\n"                                           // 14
      "Not this one.\n"                              // 15
      "\n"                                           // 16
      "<!-- concord-disable -->\n"                   // 17
      "# Everything off\n"                           // 18
      "\n"                                           // 19
      "- an item\n"                                  // 20
      "<!-- concord-enable -->\n"                    // 21
      "\n"                                           // 22
      "Back to normal.\n");                          // 23
  BOOST_TEST(Dump(units) == "P1|P4|P7|P10|P13|P15|H18|L20|P23");
  BOOST_TEST(Disabled(units) == "|name,url|name||number||*|*|");
}

// A rule named by concord-enable after all were turned off is on again ("!id" beside "*"),
// until a concord-disable names it or all, or a next-line directive turns it off.
BOOST_AUTO_TEST_CASE(a_rule_enabled_after_all_were_disabled) {
  std::vector<Unit> units = Segment(
      "<!-- concord-disable -->\n"                    // 1
      "All off.\n"                                    // 2
      "\n"                                            // 3
      "<!-- concord-enable numbers urls -->\n"        // 4
      "Numbers and urls on.\n"                        // 5
      "\n"                                            // 6
      "<!-- concord-disable-next-line numbers -->\n"  // 7
      "Numbers off for this one.\n"                   // 8
      "\n"                                            // 9
      "<!-- concord-disable urls -->\n"               // 10
      "Urls off again.\n"                             // 11
      "\n"                                            // 12
      "<!-- concord-disable -->\n"                    // 13
      "All off again.\n");                            // 14
  BOOST_TEST(Disabled(units) == "*|!numbers,!urls,*|!urls,*,numbers|!numbers,*,urls|*,urls");
  // "*" named is all: it drops the exceptions when turning all off, and turns all on.
  units = Segment(
      "<!-- concord-disable -->\n<!-- concord-enable numbers -->\nOne.\n\n"
      "<!-- concord-disable * -->\nTwo.\n\n<!-- concord-enable * -->\nThree.\n");
  BOOST_TEST(Disabled(units) == "!numbers,*|*|");
}

BOOST_AUTO_TEST_CASE(disable_next_line_skips_what_is_not_a_unit) {
  std::vector<Unit> units = Segment(
      "<!-- concord-disable-next-line title -->\n\n```\ncode\n```\n\n"
      "{% include figure.liquid path=\"x\" %}\n\nTarget.\n\nAfter.\n");
  BOOST_TEST(Texts(units) == "Target.|After.");
  BOOST_TEST(Disabled(units) == "title|");
}

BOOST_AUTO_TEST_CASE(inline_suppression_comments) {
  std::vector<Unit> units = Segment(
      "First <!-- concord-disable-next-line x --> unit.\n\nSecond unit.\n\nThird unit.\n\n"
      "- item <!-- concord-disable y -->\n- later item\n");
  BOOST_TEST(Texts(units) == "First unit.|Second unit.|Third unit.|item|later item");
  // An inline directive acts from the next unit on; the unit holding it is unchanged.
  BOOST_TEST(Disabled(units) == "|x|||y");
}

BOOST_AUTO_TEST_CASE(directive_in_front_of_text_in_one_html_block) {
  std::vector<Unit> units = Segment("<!-- concord-disable-next-line a b --> Shown text\n\nNext.\n");
  BOOST_TEST(Texts(units) == "Shown text|Next.");
  BOOST_TEST(Disabled(units) == "a,b|");
}

BOOST_AUTO_TEST_CASE(ordinary_comments_are_not_directives) {
  std::vector<Unit> units =
      Segment("<!-- concord-disabled x -->\n<!-- note: concord-disable -->\nText.\n");
  BOOST_TEST(Texts(units) == "Text.");
  BOOST_TEST(Disabled(units) == "");
}

// ---------------------------------------------------------------------------------------------
// Input forms and robustness

BOOST_AUTO_TEST_CASE(crlf_input_gives_the_same_units) {
  const std::string lf =
      "---\ntitle: T\n---\n# Head\n\nPara one\nline two\n\n- item\n  more\n\n| a | b |\n|---|---|\n"
      "| c | d |\n";
  std::string crlf;
  for (char c : lf) crlf += (c == '\n') ? std::string("\r\n") : std::string(1, c);
  std::vector<Unit> a = Segment(lf);
  std::vector<Unit> b = Segment(crlf);
  BOOST_TEST(Dump(a) == "H2|H4|P6-7|L9-10|P12|P14");
  BOOST_TEST(Dump(b) == Dump(a));
  BOOST_TEST(Texts(b) == Texts(a));
}

BOOST_AUTO_TEST_CASE(units_carry_no_entities_and_sane_lines) {
  for (const SegmentCase& c : kSegmentCases) {
    for (const Unit& u : Segment(c.markdown)) {
      BOOST_TEST(u.entities.empty());
      BOOST_TEST(u.line >= 1);
      BOOST_TEST(u.last_line >= u.line);
      BOOST_TEST(!u.text.empty());
      BOOST_TEST(u.text.front() != ' ');
      BOOST_TEST(u.text.back() != ' ');
      BOOST_TEST(u.text.find("  ") == std::string::npos);
    }
  }
}

BOOST_AUTO_TEST_CASE(never_throws_on_hostile_input) {
  const std::vector<std::string> inputs = {
      "---",
      "+++\n",
      "---\n---",
      "---\ntitle: \"unterminated\n---\n",
      "+++\ntitle = \"\"\"never closed\n+++\n",
      Repeat("> ", 20000) + "deep quote\n",
      [] {
        std::string s;
        for (int i = 0; i < 2000; ++i) s += std::string(static_cast<size_t>(i) * 2, ' ') + "- x\n";
        return s;
      }(),
      Repeat("[", 30000) + "x" + Repeat("](u)", 30000),
      Repeat("![", 30000) + "x" + Repeat("](u)", 30000),
      Repeat("*", 50000) + "x" + Repeat("_", 50000),
      "<div>" + Repeat("<a", 50000),
      "<div>" + Repeat("<a x=\"", 50000),
      "<p markdown=1>" + Repeat("[", 10000) + "</p>",
      Repeat("$$", 10001) + "\n" + Repeat("\\[\n", 1000),
      Repeat("{% highlight x %}\n", 1000),
      Repeat("<!-- concord-disable a -->\n<!--", 1000),
      "a" + Repeat("<!--", 20000),
      "&#xFFFFFFFF; &#0; &#xD800; &bogus; &" + Repeat("#", 100) + ";",
      std::string("\x01\x02\x7f<\x03>[\x04](\x05)\n\0end", 17),
      "Invalid \xff\xfe UTF-8 \xc3(\xe2\x82 <a href=\"\xf0\x28\">x</a> $$\xc3$$\n",
  };
  for (const std::string& input : inputs) {
    std::vector<Unit> units;
    BOOST_CHECK_NO_THROW(units = SegmentMarkdown(Document{"hostile.md", input}));
    for (const Unit& u : units) BOOST_TEST(u.last_line >= u.line);
  }
}

BOOST_AUTO_TEST_CASE(pseudo_random_garbage_does_not_crash) {
  static constexpr std::string_view kPieces[] = {"<",
                                                 ">",
                                                 "a",
                                                 "\"",
                                                 "'",
                                                 "=",
                                                 " ",
                                                 "\n",
                                                 "\n\n",
                                                 "-",
                                                 "!",
                                                 "[",
                                                 "]",
                                                 "(",
                                                 ")",
                                                 "$$",
                                                 "{%",
                                                 "%}",
                                                 "|",
                                                 "`",
                                                 "*",
                                                 "_",
                                                 "&",
                                                 "#",
                                                 ";",
                                                 "<!--",
                                                 "-->",
                                                 "\\",
                                                 "</a>",
                                                 "<a href=\"",
                                                 "<p markdown=1>",
                                                 "> ",
                                                 "1. ",
                                                 "---\n",
                                                 "+++\n",
                                                 "~~~\n",
                                                 "    ",
                                                 "\t",
                                                 "中文",
                                                 "한국어",
                                                 "&amp;",
                                                 "<script>",
                                                 "</script>",
                                                 "title: ",
                                                 "\\[",
                                                 "\\]"};
  uint32_t state = 12345;
  for (int round = 0; round < 200; ++round) {
    std::string input;
    for (int i = 0; i < 400; ++i) {
      state = state * 1103515245u + 12345u;
      input += kPieces[(state >> 16) % std::size(kPieces)];
    }
    BOOST_CHECK_NO_THROW(SegmentMarkdown(Document{"garbage.md", input}));
  }
}

// ---------------------------------------------------------------------------------------------
// Size: everything is linear

double Seconds(const std::string& text, size_t* units) {
  Document doc{"big.md", text};
  auto start = std::chrono::steady_clock::now();
  *units = SegmentMarkdown(doc).size();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

BOOST_AUTO_TEST_CASE(twenty_thousand_paragraphs) {
  std::string text;
  for (int i = 0; i < 20000; ++i) {
    text += "Paragraph " + std::to_string(i) +
            " cites *Noam Shazeer* and [a paper]"
            "(https://arxiv.org/abs/2211.05102) with `code` and some ordinary words.\n\n";
  }
  BOOST_TEST(text.size() > 2'000'000u);
  size_t units = 0;
  double seconds = Seconds(text, &units);
  BOOST_TEST(units == 20000u);
  BOOST_TEST_MESSAGE("20,000 paragraphs (" << text.size() << " bytes): " << seconds << " s");
  BOOST_TEST(seconds < 5.0);  // the bound only catches quadratic blow-ups
}

// cmark-gfm 0.29.0.gfm.6 is quadratic in a paragraph with many emphasis delimiters and links;
// one 2 MB paragraph of them took minutes before the guard in PrepareSource.
BOOST_AUTO_TEST_CASE(one_huge_paragraph_with_emphasis_and_links_stays_linear) {
  std::string text = Repeat("Some *text* with ~~a~~ [a link](https://x.org) here.\n", 40000);
  size_t units = 0;
  double seconds = Seconds(text, &units);
  BOOST_TEST(units == 1u);
  BOOST_TEST_MESSAGE("one paragraph of " << text.size() << " bytes: " << seconds << " s");
  BOOST_TEST(seconds < 5.0);
}

BOOST_AUTO_TEST_CASE(guard_leaves_ordinary_paragraphs_alone) {
  std::vector<Unit> units = Segment(Repeat("Some *text* with [a link](https://x.org) here.\n", 20));
  BOOST_TEST_REQUIRE(units.size() == 1u);
  BOOST_TEST(units[0].text.find('*') == std::string::npos);
  BOOST_TEST(units[0].markup->links.size() == 20u);
}

// cmark-gfm keeps the inline parser's special characters in one process-wide table, which each
// parse changes for its extensions (autolink, strikethrough): editions segmented on several
// threads at once must still give what one thread gives.
BOOST_AUTO_TEST_CASE(segmenting_on_several_threads_gives_what_one_thread_gives) {
  std::string text;
  for (int i = 0; i < 60; ++i)
    text += "Para " + std::to_string(i) + " see www.example" + std::to_string(i) +
            ".com and ~~old~~ new, https://x.org/" + std::to_string(i) + " and a@b.co.\n\n";
  const std::vector<Unit> want = Segment(text);
  auto links = [](const std::vector<Unit>& units) {
    std::string out;
    for (const Unit& u : units) out += Join(u.markup->links) + ";";
    return out;
  };
  std::atomic<int> differ{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&] {
      for (int i = 0; i < 150; ++i) {
        const std::vector<Unit> got = Segment(text);
        if (Texts(got) != Texts(want) || links(got) != links(want)) ++differ;
      }
    });
  }
  for (std::thread& t : threads) t.join();
  BOOST_TEST(differ == 0);
}
