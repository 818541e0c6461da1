// front_matter.h — the YAML (---) or TOML (+++) block at the top of a page: where it ends,
// its prose fields, and what is wrong with it.
//
//   if (std::optional<FrontMatter> fm = FindFrontMatter(text, lines, DefaultProseKeys()))
//     blank lines [0, fm->end_line] (of a damaged closing line only its leading "---");
//     fm->fields become units; fm->defect is the front-matter rule's finding.
//
// Front matter opens with "---" or "+++" alone on the first line and closes with the same line
// (YAML also with "..."). YAML is parsed with yaml-cpp; a block it cannot parse, or whose root is
// not a mapping, is still front matter (a site generator would take it as such) and gives a
// defect at yaml-cpp's line and column. TOML is read by hand, for top-level string keys only:
// basic, literal and multi-line strings before the first [table].
//
// A damaged closing line: YAML front matter with no closing line, whose block runs up to the
// first later line that starts with "---" directly followed by something other than a dash
// and not only white space (a translator joined the closing "---" with the next paragraph),
// is front matter when line 2 is not blank and the lines before that line parse as a non-empty
// YAML mapping. The text after the "---" is the body's first line, and the block is a defect.
// Otherwise an unclosed "---" is Markdown, a thematic break: a Markdown page that starts with
// one has a blank line or a heading after it, no such line further down, or prose before it,
// which is not a YAML mapping.
//
// Linear; never throws.
#ifndef CONCORD_SEGMENT_FRONT_MATTER_H_
#define CONCORD_SEGMENT_FRONT_MATTER_H_

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model.h"
#include "segment/lines.h"

namespace concord::markdown_internal {

// One prose field of a front matter.
struct FrontMatterField {
  std::string key;   // the key path as configured: "description", "banner.content"
  std::string text;  // white space collapsed; never empty
  int line = 0;      // 1-based line of the value
  int last_line = 0;
};

struct FrontMatter {
  size_t end_line = 0;   // 0-based index of the closing line, or of the damaged closing line
  bool damaged = false;  // line end_line is "---" joined with body text
  std::vector<FrontMatterField> fields;  // the prose keys present, in line order
  std::optional<FrontMatterDefect> defect;
};

// The front matter at the start of `text`, split into `lines`, with the fields named by
// `prose_keys` (dotted paths into nested mappings); nullopt when there is none.
// REQUIRES: lines == SplitLines(text).
std::optional<FrontMatter> FindFrontMatter(std::string_view text,
                                           const std::vector<LineSpan>& lines,
                                           const std::vector<std::string>& prose_keys);

}  // namespace concord::markdown_internal

#endif  // CONCORD_SEGMENT_FRONT_MATTER_H_
