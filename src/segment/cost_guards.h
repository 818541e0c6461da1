// cost_guards.h — keeping cmark-gfm linear: finding the lines that would drive it quadratic,
// and making the constructs that would do it plain text.
//
//   const std::vector<unsigned char> costly = MeasureInlineCost(text, lines, blank, limits);
//   std::string scratch;
//   std::string_view safe = GuardLine(line, costly[i], limits, &scratch, &protected_any);
//
// cmark-gfm 0.29.0.gfm.6 (the packaged version) has paths whose cost grows with the square of
// a paragraph, a line or a nesting depth (each guard below names its path). A guarded
// construct is not parsed as Markdown: its characters become placeholders (placeholders.h) or
// escaped text, and the unit shows them as written. The bounds are MarkdownLimits; ordinary
// prose stays orders of magnitude below them, so it reaches cmark unchanged. Every function is
// linear in its input and never throws.
#ifndef CONCORD_SEGMENT_COST_GUARDS_H_
#define CONCORD_SEGMENT_COST_GUARDS_H_

#include <string>
#include <string_view>
#include <vector>

#include "segment/lines.h"
#include "segment/markdown.h"

namespace concord::markdown_internal {

// The paragraph-wide inline paths, as bits of MeasureInlineCost's answer:
//   - kCostlyEmphasis: each link or image that closes walks every emphasis delimiter pending
//     before it;
//   - kCostlyImages: each link that closes walks every image opener (![) pending before it;
//   - kCostlyHtml: each processing instruction (<?), CDATA section (<![CDATA[) or declaration
//     (<!A) without its closer scans on to the end of the paragraph.
enum CostlyConstruct : unsigned char {
  kCostlyEmphasis = 1,
  kCostlyImages = 2,
  kCostlyHtml = 4,
};

// Per line of `text`, the CostlyConstruct bits of the run of lines it belongs to: a run is what
// may be one paragraph (lines cmark surely ends a paragraph at, and blank ones, divide runs),
// and a bit is set when that path's cost in the run exceeds the limits' budget for the run's
// length. Lines with blank[i] set are not part of the document. REQUIRES: lines ==
// SplitLines(text), blank.size() == lines.size().
std::vector<unsigned char> MeasureInlineCost(std::string_view text,
                                             const std::vector<LineSpan>& lines,
                                             const std::vector<char>& blank,
                                             const MarkdownLimits& limits);

// `line` as cmark may see it: the constructs of the `costly` bits made plain, and the per-line
// guards applied (container nesting, '@' autolink scans, table columns; see cost_guards.cc).
// The answer views `line` when nothing changed and *scratch otherwise; sets *protected_any when
// it made a placeholder.
std::string_view GuardLine(std::string_view line, unsigned char costly,
                           const MarkdownLimits& limits, std::string* scratch, bool* protected_any);

}  // namespace concord::markdown_internal

#endif  // CONCORD_SEGMENT_COST_GUARDS_H_
