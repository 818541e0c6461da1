// html_block_test.cc — ReadHtmlBlock: the pieces of prose an HTML block holds and the order of
// the steps the walk applies, as compact dumps.
//   steps: "o0 s0 d(concord-disable) c0"  (open, start, directive, close; digits: the piece)
//   piece: "P2-3 'text' md='source' links=a,b titles=t"  (kind, first-last line)
#include "segment/html_block.h"

#include <boost/test/unit_test.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model.h"
#include "test_util.h"

using namespace concord;
using concord::testing::Join;
using markdown_internal::HtmlBlockProse;
using markdown_internal::HtmlProse;
using markdown_internal::HtmlStep;
using markdown_internal::ItemDraft;
using markdown_internal::ReadHtmlBlock;

namespace {

std::string Steps(const HtmlBlockProse& prose) {
  std::vector<std::string> steps;
  for (const HtmlStep& step : prose.steps) {
    const std::string piece = std::to_string(step.piece);
    switch (step.kind) {
      case HtmlStep::kOpen:
        steps.push_back("o" + piece);
        break;
      case HtmlStep::kStart:
        steps.push_back("s" + piece);
        break;
      case HtmlStep::kDirective:
        steps.push_back("d(" + std::string(step.comment) + ")");
        break;
      case HtmlStep::kClose:
        steps.push_back("c" + piece);
        break;
    }
  }
  return Join(steps, " ");
}

std::string Piece(const HtmlProse& piece) {
  const char kind = piece.kind == UnitKind::kHeading    ? 'H'
                    : piece.kind == UnitKind::kListItem ? 'L'
                                                        : 'P';
  std::string out = kind + std::to_string(piece.line) + "-" + std::to_string(piece.last_line);
  out += " '" + piece.text + "'";
  if (!piece.markdown.empty()) out += " md='" + piece.markdown + "'";
  if (!piece.links.empty()) out += " links=" + Join(piece.links, ",");
  if (!piece.link_texts.empty()) out += " titles=" + Join(piece.link_texts, ",");
  return out;
}

std::string Pieces(const HtmlBlockProse& prose) {
  std::vector<std::string> pieces;
  for (const HtmlProse& piece : prose.pieces) pieces.push_back(Piece(piece));
  return Join(pieces, " | ");
}

struct Row {
  const char* name;
  const char* html;
  std::optional<ItemDraft> item;
  const char* steps;
  const char* pieces;
};

const Row kRows[] = {
    {"block tags cut pieces, each with its kind and lines; blank text opens one that stays blank",
     "<h2>Title</h2>\n<p>Body\ntext</p>", std::nullopt, "o0 s0 c0 o1 c1 o2 s2 c2",
     "H1-1 'Title' | P0-0 '\n' | P2-3 'Body\ntext'"},
    {"a directive between two pieces applies to the second only",
     "<p>One</p><!-- concord-disable x --><p>Two</p>", std::nullopt,
     "o0 s0 c0 d( concord-disable x ) o1 s1 c1", "P1-1 'One' | P1-1 'Two'"},
    {"a directive after the first text of a piece comes after its start",
     "<p>One <!-- concord-disable --> two</p>", std::nullopt, "o0 s0 d( concord-disable ) c0",
     "P1-1 'One  two'"},
    {"entities decoded, skipped elements vanish", "<p>a&amp;b<script>x<p>y</script>&nbsp;c</p>",
     std::nullopt, "o0 s0 c0", "P1-1 'a&b\u00a0c'"},
    {"links and link titles; a bare URL gives no title",
     "<p><a href=\"u\">the text</a> <a href=\"http://v\">v</a> <img src=\"i.png\" alt=\"alt\"></p>",
     std::nullopt, "o0 s0 c0", "P1-1 'the text v alt' links=u,http://v,i.png titles=the text"},
    {"markdown=1 gathers the source for the walk to render",
     "<div markdown=\"1\">\n*em* &amp; <a href=\"u\">x &amp; y</a>\n</div>", std::nullopt,
     "o0 s0 c0", "P2-2 '' md='\n*em* &amp; x &amp; y\n' links=u titles=x & y"},
    {"in a list item, all text is one contribution to the item", "<p>One</p>\n<p>Two</p>",
     ItemDraft{false, 4}, "o0 s0 c0", "P0-2 ' One \n Two '"},
    {"an item that has text already is not started again", "<p>One</p>", ItemDraft{true, 4},
     "o0 c0", "P0-1 ' One '"},
    {"offsets in an item's draft start after its text", "<a href=\"u\">link</a>",
     ItemDraft{true, 10}, "o0 c0", "P0-1 'link' links=u titles=link"},
    {"an unterminated tag is text, and no later tag is read", "<p>a <b class=\"x>c</p>",
     std::nullopt, "o0 s0 c0", "P1-1 'a <b class=\"x>c</p>'"},
    {"a piece whose only prose is images' alt texts is on the line of the first image",
     "<div class=\"figure\">\n<img src=\"a.png\" alt=\"A chart.\"/>\n<img src=\"b.png\" "
     "alt=\"A chart.\"/>\n</div>",
     std::nullopt, "o0 s0 c0", "P2-3 '\nA chart.\nA chart.\n' links=a.png,b.png"},
    {"with markdown=1 too, the image's line is the piece's",
     "<div markdown=\"1\">\n<img src=\"a.png\" alt=\"Chart.\"/>\nText after.\n</div>", std::nullopt,
     "o0 s0 c0", "P2-3 '' md='\nChart.\nText after.\n' links=a.png"},
    {"a block with nothing but a comment has no piece", "<!-- concord-enable -->", std::nullopt,
     "d( concord-enable )", ""},
    {"a Markdown link in the text is the link it stands for: its text prose, its target a link",
     "<div>\n[Details](/en/blog/2015/07/16/post/) and [Docs](a.md \"t\")\n</div>", std::nullopt,
     "o0 s0 c0",
     "P2-2 '\nDetails and Docs\n' links=/en/blog/2015/07/16/post/,a.md titles=Details,Docs"},
    {"an image's alt text is prose and no link text; a bare URL as text gives no title",
     "<p>![A chart](c.png) [https://x.org](https://x.org)</p>", std::nullopt, "o0 s0 c0",
     "P1-1 'A chart https://x.org' links=c.png,https://x.org"},
    {"a linked image (a badge) is the link with the image's alt text, as <a><img></a> is",
     "<p align=\"center\">[![Build](b.svg)](https://ci.x.org/2015/07) [![Go](g.svg)](bad</p>",
     std::nullopt, "o0 s0 c0",
     "P1-1 'Build [Go](bad' links=b.svg,https://ci.x.org/2015/07,g.svg titles=Build"},
    {"inside <code>, and where it is no link (a space, a bracket, no parenthesis), as written",
     "<p><code>[a](b)</code> [x] (y) [a [b](c d) [e]</p>", std::nullopt, "o0 s0 c0",
     "P0-1 '`[a](b)` [x] (y) [a [b](c d) [e]'"},
};

}  // namespace

BOOST_AUTO_TEST_CASE(reads_pieces_and_steps_in_order) {
  for (const Row& row : kRows) {
    BOOST_TEST_CONTEXT(row.name) {
      const HtmlBlockProse prose = ReadHtmlBlock(row.html, 1, row.item);
      BOOST_TEST(Steps(prose) == row.steps);
      BOOST_TEST(Pieces(prose) == row.pieces);
    }
  }
}
