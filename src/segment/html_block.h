// html_block.h — the prose of one Markdown HTML block, as pieces and the order of their steps.
//
//   HtmlBlockProse prose = ReadHtmlBlock(Literal(node), StartLine(node), std::nullopt);
//   for (const HtmlStep& step : prose.steps) …   // open a draft, start it, apply a directive,
//                                                 // close it with prose.pieces[step.piece]
//
// Comments are suppression directives, skipped elements (<script>, <pre>, …) vanish, block-level
// tags cut the text into pieces (inside a list item, into the one piece the item gets), <a> and
// <img> give links and link texts, and so do Markdown links written in the text
// (`[text](target)`, `![alt](src)`, `[![alt](src)](target)`; not inside <code>), entities are
// decoded. With markdown="1" (kramdown) the text
// between the tags is Markdown: it is gathered as source, for the walk to render.
//
// Reading is pure: the result says what the walk does to its drafts and in which order. The
// order matters because a draft takes the rules turned off when it starts (its first visible
// text), so a directive between two pieces of text applies to the second only. Linear in the
// size of the block; never throws.
#ifndef CONCORD_SEGMENT_HTML_BLOCK_H_
#define CONCORD_SEGMENT_HTML_BLOCK_H_

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model.h"

namespace concord::markdown_internal {

// For a block inside a list item (whose text all goes to the item's draft): that draft as the
// block finds it.
struct ItemDraft {
  bool has_text = false;  // it already shows prose (has started)
  size_t text_size = 0;   // the length of its text once a contribution begins (the walk adds
                          // a space after text that does not end in one)
};

// One piece of prose: what becomes one draft, or the contribution to the list item's draft.
struct HtmlProse {
  UnitKind kind = UnitKind::kParagraph;
  int line = 0;          // line of the first visible text; 0 for none (and in a list item)
  int last_line = 0;     // line of the last visible text; 0 for none
  std::string text;      // the text between the tags, entities decoded
  std::string markdown;  // Markdown source to render after `text` (markdown="1"), else empty
  // href and src targets, and the targets of Markdown links in the text, in order; never
  // empty strings.
  std::vector<std::string> links;
  // LinkTitle()s of the <a> elements and of the text's Markdown links; never empty.
  std::vector<std::string> link_texts;
  std::vector<std::string> link_text_targets;  // the target of each of link_texts
};

struct HtmlStep {
  enum Kind {
    kOpen,       // a draft for pieces[piece] begins (in a list item: the item's contribution)
    kStart,      // it gets its first visible text: it takes the rules off at this point
    kDirective,  // an HTML comment: Suppressions::Apply(comment)
    kClose,      // pieces[piece] is complete: its text, links, lines and Markdown go in
  };
  Kind kind = kOpen;
  size_t piece = 0;          // kOpen, kStart, kClose
  std::string_view comment;  // kDirective: the comment's body, a view into the block
};

struct HtmlBlockProse {
  std::vector<HtmlProse> pieces;
  // Each piece is opened, started at most once, and closed, in this order; pieces do not
  // overlap; directives come anywhere.
  std::vector<HtmlStep> steps;
  // A skipped element the block opens and does not close (lower case), else empty: a <pre> in
  // a <section> that a blank line ends, whose code the Markdown after the block goes on with
  // up to its closing tag (OpenSkippedElement). And the block-level element it is in, if any
  // (`section`), whose end tag closes it too.
  std::string open_skipped;
  std::string open_skipped_parent;
};

// The prose of the HTML block `html` whose first line is `first_line`; `item` when the block
// sits in a list item.
HtmlBlockProse ReadHtmlBlock(std::string_view html, int first_line,
                             const std::optional<ItemDraft>& item);

}  // namespace concord::markdown_internal

#endif  // CONCORD_SEGMENT_HTML_BLOCK_H_
