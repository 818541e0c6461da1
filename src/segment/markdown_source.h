// markdown_source.h — pass 1 of Markdown segmentation: the text cmark parses.
//
//   const PreparedSource prepared =
//       PrepareSource(doc.text, limits, prose_keys, MarkdownDialect::kMdx);
//   NodePtr root = ParseGfm(prepared.text);
//   … unit.text = RestoreProtected(unit.text) when prepared.protected_any
//
// The prepared text has exactly the lines of the document, so cmark's line numbers are the
// file's. What is not prose for cmark to see is emptied: front matter (its prose fields and
// its defect are kept aside; of a damaged closing line only the "---"), display-math blocks and
// Liquid highlight/comment blocks. What cmark would misread or pay quadratically for is made plain:
// the Markdown characters inside same-line $$…$$ math and the constructs of cost_guards.h become
// placeholders (placeholders.h), and container markers nested past the limits are escaped. Before
// that, the syntax of docs dialects (MDX, admonitions, includes) is rewritten into Markdown, line
// for line. Linear in the size of the text; never throws.
#ifndef CONCORD_SEGMENT_MARKDOWN_SOURCE_H_
#define CONCORD_SEGMENT_MARKDOWN_SOURCE_H_

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "segment/front_matter.h"
#include "segment/markdown.h"

namespace concord::markdown_internal {

struct PreparedSource {
  std::string text;            // what cmark parses: the document's lines, some of them emptied
  bool protected_any = false;  // `text` holds placeholders
  std::vector<FrontMatterField> front_matter;  // prose fields, in line order
  std::optional<FrontMatterDefect> front_matter_defect;
  std::vector<RenderedPlace> rendered_places;  // MDX: self-closing components (mdx.h)
  std::vector<int> fact_lines;  // MDX: the lines made of a line of tags' facts (mdx.h), in order
};

// `prose_keys`: the front-matter fields to keep (front_matter.h). `dialect`: MDX's ESM and JSX
// are read (mdx.h); admonitions and includes are read in every dialect (admonitions.h).
PreparedSource PrepareSource(std::string_view text, const MarkdownLimits& limits,
                             const std::vector<std::string>& prose_keys, MarkdownDialect dialect);

}  // namespace concord::markdown_internal

#endif  // CONCORD_SEGMENT_MARKDOWN_SOURCE_H_
