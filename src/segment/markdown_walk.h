// markdown_walk.h — pass 3 of Markdown segmentation: cmark's tree into units.
//
//   const PreparedSource prepared = PrepareSource(doc.text, limits);
//   NodePtr root = ParseGfm(prepared.text);
//   std::vector<Unit> units = WalkMarkdown(prepared, root.get());
//
// The walk uses cmark iterators, never recursion, so deep nesting cannot exhaust the stack. It
// fills one draft (a Unit and its bookkeeping) per heading, paragraph, list item, table cell or
// piece of HTML prose, in document order, and drops at the end the drafts that got no visible
// text. See markdown.h for what becomes a unit and how.
#ifndef CONCORD_SEGMENT_MARKDOWN_WALK_H_
#define CONCORD_SEGMENT_MARKDOWN_WALK_H_

#include <vector>

#include "model.h"
#include "segment/cmark_node.h"
#include "segment/markdown_source.h"

namespace concord::markdown_internal {

// The units of the tree `root` that cmark parsed from prepared.text. REQUIRES: root is not null.
std::vector<Unit> WalkMarkdown(const PreparedSource& prepared, cmark_node* root);

}  // namespace concord::markdown_internal

#endif  // CONCORD_SEGMENT_MARKDOWN_WALK_H_
