// front_matter.h — the YAML (---) or TOML (+++) block at the top of a page, and its title.
//
//   if (std::optional<FrontMatter> fm = FindFrontMatter(text, lines))
//     blank lines [0, fm->end_line]; a fm->title becomes the page's first heading.
//
// Front matter opens with "---" or "+++" alone on the first line and closes with the same line
// (YAML also with "..."); without the closing line it is Markdown (a thematic break). Only the
// title is read, with the little of YAML and TOML that titles use: plain, quoted and block
// scalars, continuation lines, and TOML's basic, literal and multi-line strings. Anything else
// (a `title:` over a mapping, a title inside a [table]) is no title. Linear; never throws.
#ifndef CONCORD_SEGMENT_FRONT_MATTER_H_
#define CONCORD_SEGMENT_FRONT_MATTER_H_

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "segment/lines.h"

namespace concord::markdown_internal {

struct FrontMatterTitle {
  std::string text;  // white space collapsed; never empty
  int line = 0;      // 1-based
  int last_line = 0;
};

struct FrontMatter {
  size_t end_line = 0;  // 0-based index of the closing line
  std::optional<FrontMatterTitle> title;
};

// The front matter at the start of `text`, split into `lines`; nullopt when there is none.
// REQUIRES: lines == SplitLines(text).
std::optional<FrontMatter> FindFrontMatter(std::string_view text,
                                           const std::vector<LineSpan>& lines);

}  // namespace concord::markdown_internal

#endif  // CONCORD_SEGMENT_FRONT_MATTER_H_
