// inline_list.h — a bullet list run into its lead-in's line: "Options: - fast - slow".
//
//   InlineListCuts cuts(paragraph, SourceOf(paragraph));
//   … render the paragraph; where cuts.Take(text_node) gives a cut, end the piece there and
//   start a list item (markdown_walk.cc)
//
// A translation (often a machine's) may write a list and the line that introduces it as one
// line: "**参数说明**: - **port**: 端口 - **host**: 主机". CommonMark starts a list item only at
// the start of a line, so that is one paragraph, and the other edition's items find no counterpart
// but the one the search pairs with the whole line. Read as it was meant, the paragraph is its
// lead-in followed by a list:
//   - a dash set apart (a blank after it; a blank, a CJK letter or punctuation, which CJK text
//     writes without spaces, or a line break before it) right after the lead-in's colon opens
//     the run. The colon closes the word before it: one set apart by blanks (" : ") separates
//     columns or terms. Only the dash, the marker that translations and formatters write: '*'
//     is as often a mark of prose ("fields without * are optional"), and an escaped dash
//     ("\- 5") is the author's prose too;
//   - a dash set apart cuts each later item off, on the run's line or a later one (a run-on
//     list may be wrapped again); where the first item opens with a label (emphasis or inline
//     code: "- **Base** - the core"), only a dash before the same kind of label does, as the
//     dash after a label is the item's own;
//   - a run needs two dashes at least: one after a colon is as often a dash of prose ("Note: -
//     see above");
//   - a label in emphasis that a paragraph of one line opens with leads in as a colon does
//     ("**Tunnel length** - **Default**: 3 hops - …"), unless a later dash follows a label that
//     opens no item: "**atime** - … **mtime** - …" is terms and their descriptions, run into a
//     line, not a list (and on lines of their own, as the source writes them, the same).
// Dashes are read only in the paragraph's own text, never inside emphasis, links or code, whose
// dashes are the author's words; a paragraph with inline HTML is left whole, and so is display
// math. Linear in the paragraph's size. A line break inside a code span or a link's target
// gives cmark no break node, so items after one are put a line early.
#ifndef CONCORD_SEGMENT_INLINE_LIST_H_
#define CONCORD_SEGMENT_INLINE_LIST_H_

#include <cmark-gfm.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "segment/cmark_node.h"

namespace concord::markdown_internal {

// Where one item of an inline list begins: in the literal of `text` (a child of the paragraph),
// the piece before `begin` ends the previous item or the lead-in, the marker and its blanks
// (up to `resume`) are dropped, and the item's text starts at `resume`, on line `line`. The
// piece before ends on line `end_line` (the line before, where the marker opens a line).
struct InlineListCut {
  cmark_node* text = nullptr;
  size_t begin = 0;
  size_t resume = 0;
  int line = 0;
  int end_line = 0;
};

// The cuts of `paragraph`'s inline list, in order; empty when it runs no list into a line.
// `source`: the paragraph's Markdown as written, from its first character.
std::vector<InlineListCut> FindInlineListCuts(cmark_node* paragraph, std::string_view source);

// The cuts of the paragraph being rendered, taken in order as the walk reaches their text.
class InlineListCuts {
 public:
  InlineListCuts() = default;
  InlineListCuts(cmark_node* paragraph, std::string_view source)
      : cuts_(FindInlineListCuts(paragraph, source)),
        item_depth_(static_cast<uint8_t>(std::min(ListDepth(paragraph) + 1, 255))) {}

  // The list depth of the items cut off: a level below the paragraph's.
  uint8_t item_depth() const { return item_depth_; }

  // The next cut if it lies in text node `text` (the one after it is next then), else null.
  const InlineListCut* Take(cmark_node* text) {
    if (next_ >= cuts_.size() || cuts_[next_].text != text) return nullptr;
    return &cuts_[next_++];
  }

 private:
  std::vector<InlineListCut> cuts_;
  uint8_t item_depth_ = 0;
  size_t next_ = 0;
};

}  // namespace concord::markdown_internal

#endif  // CONCORD_SEGMENT_INLINE_LIST_H_
