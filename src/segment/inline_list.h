// inline_list.h — a bullet list run into its lead-in's line: "Options: - fast - slow".
//
//   std::vector<InlineListCut> cuts = FindInlineListCuts(paragraph);
//   … render the paragraph; at each cut, end the piece and start a list item (markdown_walk.cc)
//
// A translation (often a machine's) may write a list and the line that introduces it as one
// line: "**参数说明**: - **port**: 端口 - **host**: 主机". CommonMark starts a list item only at
// the start of a line, so that is one paragraph, and the other edition's items find no counterpart
// but the one the search pairs with the whole line. Read as it was meant, the paragraph is its
// lead-in followed by a list:
//   - a dash set apart (a blank after it; a blank, or a CJK letter or punctuation, which CJK
//     text writes without spaces, before it) right after the lead-in's colon opens the run. The
//     colon closes the word before it: one set apart by blanks (" : ") separates columns or
//     terms. Only the dash, the marker that translations and formatters write: '*' is as often
//     a mark of prose ("fields without * are optional");
//   - a dash set apart (a line break before it counts) cuts each later item off; where the
//     first item opens with a label (emphasis or inline code: "- **Base** - the core"), only a
//     dash before the same kind of label does, as the dash after a label is the item's own;
//   - a run needs two dashes at least: one after a colon is as often a dash of prose ("Note: -
//     see above").
// Dashes are read only in the paragraph's own text, never inside emphasis, links or code, whose
// dashes are the author's words; a paragraph with inline HTML is left whole, and so is display
// math. Linear in the paragraph's size.
#ifndef CONCORD_SEGMENT_INLINE_LIST_H_
#define CONCORD_SEGMENT_INLINE_LIST_H_

#include <cmark-gfm.h>

#include <cstddef>
#include <vector>

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
std::vector<InlineListCut> FindInlineListCuts(cmark_node* paragraph);

// The cuts of the paragraph being rendered, taken in order as the walk reaches their text.
class InlineListCuts {
 public:
  InlineListCuts() = default;
  explicit InlineListCuts(cmark_node* paragraph) : cuts_(FindInlineListCuts(paragraph)) {}

  // The next cut if it lies in text node `text` (the one after it is next then), else null.
  const InlineListCut* Take(cmark_node* text) {
    if (next_ >= cuts_.size() || cuts_[next_].text != text) return nullptr;
    return &cuts_[next_++];
  }

 private:
  std::vector<InlineListCut> cuts_;
  size_t next_ = 0;
};

}  // namespace concord::markdown_internal

#endif  // CONCORD_SEGMENT_INLINE_LIST_H_
