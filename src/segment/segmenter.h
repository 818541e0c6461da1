// segmenter.h — cutting a plain-text Document into units.
//
//   Document doc = ReadDocument("zh.txt");
//   std::vector<Unit> units = SegmentPlainText(doc);     // headings, paragraphs, list items
//   std::string lang = DetectLanguage(doc.text);          // "zh"
//
// Two layouts are read: one unit per line, and paragraphs separated by blank lines. A file
// is taken as hard-wrapped (consecutive lines continue one paragraph) only when blank lines
// separate its text, no line is wider than kMaxWrapColumns, and at least two thirds of the
// lines followed by another text line stop mid-sentence at 60% or more of the widest line;
// otherwise every line starts a new unit.
// A line that starts with a list marker (- * + • ・ 1. 1) ① (a)) is a list item; lines that
// follow it and are indented deeper continue it. A single short line without closing
// punctuation, or a "# " line, is a heading. Units carry no entities yet.
#ifndef CONCORD_SEGMENTER_H_
#define CONCORD_SEGMENTER_H_

#include <string>
#include <string_view>
#include <vector>

#include "model.h"
#include "text/document.h"

namespace concord {

inline constexpr int kMaxWrapColumns = 100;    // wider lines mean "one paragraph per line"
inline constexpr int kMaxHeadingColumns = 50;  // wider single lines are paragraphs

std::vector<Unit> SegmentPlainText(const Document& doc);

// Length in bytes of the list marker at the start of `line` including the space after it,
// or 0 when the line is not a list item.
size_t ListMarkerLength(std::string_view line);

}  // namespace concord

#endif  // CONCORD_SEGMENTER_H_
