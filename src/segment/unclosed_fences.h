// unclosed_fences.h — a fenced code block that a page does not close where it means to: a line
// inside it starts as its fence does but has text after it, so CommonMark reads on as code.
//
//   std::vector<UnclosedFence> found = FindUnclosedFences(root.get(), source.text);
//   CloseUnclosedFences(found, &text);   // the page's own text, lines kept; parse it again
//
// A closing fence needs nothing but blanks after its run of backticks or tildes. One with text
// run on ("````$ kill -9 1664` 终止进程") closes nothing, and neither does a fence opened again
// before the block was closed ("```bash" inside an open "```" block): the block then runs to
// the next bare fence, or to the end of its container (the page, a list item, a quote), and
// what lies between renders as code. Such a line, at least as long as the block's fence, is
// where the page meant the block to end:
//   - in a block that nothing closes, any such line;
//   - in a block that a later fence closes, only a line of backticks whose text holds a
//     backtick, which is neither an opening fence (an info string of a backtick fence holds
//     none) nor a closing one. Other fences inside a closed block are a sample's (a prompt's
//     "```py" lines in a "```text" block) and stay code.
// A shorter fence inside a longer one is a nested sample's, and a block that runs to the end
// with no such line is the page's last example left open, which CommonMark allows: neither is
// touched. The block's lines come from cmark's literal, so the markers of a quote or the
// indentation of a list item around it are not read as text.
#ifndef CONCORD_SEGMENT_UNCLOSED_FENCES_H_
#define CONCORD_SEGMENT_UNCLOSED_FENCES_H_

#include <cmark-gfm.h>

#include <string>
#include <string_view>
#include <vector>

#include "model.h"

namespace concord::markdown_internal {

// The fenced code blocks of `root` (parsed from `text`) not closed where the page means, in
// order.
std::vector<UnclosedFence> FindUnclosedFences(cmark_node* root, std::string_view text);

// Makes each line that `found` names a bare closing fence in *text (the page as written, whose
// lines `text` above kept): the text after its run of fence characters becomes blanks. A line
// where the run is not found as written is left.
void CloseUnclosedFences(const std::vector<UnclosedFence>& found, std::string* text);

}  // namespace concord::markdown_internal

#endif  // CONCORD_SEGMENT_UNCLOSED_FENCES_H_
