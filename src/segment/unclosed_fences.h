// unclosed_fences.h — a fenced code block that a page never closes and that swallows the
// fences of the code blocks after it, read as the author meant it.
//
//   std::vector<UnclosedFence> found = ReopenUnclosedFences(root.get(), &source.text);
//   if (!found.empty()) root = ParseGfm(source.text);   // parse the page again
//
// CommonMark runs a fence that is never closed to the end of its container: a closing fence
// with text after it ("````$ kill -9 1664`…"), or an opening fence longer than the fences
// that follow ("``````" above blocks fenced with three), turns the rest of the page into one
// block of code. Where that block holds a line that starts as a fence of its own character
// does (three or more), the page had fences after it that the author meant to open and close
// code blocks; a block that runs unclosed to the end without such a line is the page's last
// example, which CommonMark allows. The opening line of each such block is blanked (the
// lines keep their numbers), so the next parse reads the page past it as Markdown, and the
// block is reported (the code-fences rule) where it is: a page that renders as code from there
// on.
#ifndef CONCORD_SEGMENT_UNCLOSED_FENCES_H_
#define CONCORD_SEGMENT_UNCLOSED_FENCES_H_

#include <cmark-gfm.h>

#include <string>
#include <vector>

#include "model.h"

namespace concord::markdown_internal {

// The fenced code blocks of `root` (parsed from *text) that are not closed and hold a fence
// line of their character, in order; their opening lines are blanked in *text.
std::vector<UnclosedFence> ReopenUnclosedFences(cmark_node* root, std::string* text);

}  // namespace concord::markdown_internal

#endif  // CONCORD_SEGMENT_UNCLOSED_FENCES_H_
