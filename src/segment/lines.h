// lines.h — a text as its lines, by byte offsets.
//
//   const std::vector<LineSpan> lines = SplitLines(text);
//   std::string_view third = LineText(text, lines[2]);
//
// Lines end at '\n' only ('\r' stays part of its line, as cmark's line numbers count it), and
// a text of n '\n's has n + 1 lines, the last one possibly empty: line i (0-based) is line
// i + 1 of the file, which is what lets source preparation blank lines without moving any.
#ifndef CONCORD_SEGMENT_LINES_H_
#define CONCORD_SEGMENT_LINES_H_

#include <cstddef>
#include <string_view>
#include <vector>

namespace concord::markdown_internal {

struct LineSpan {
  size_t begin;
  size_t end;  // before the '\n'
};

inline std::vector<LineSpan> SplitLines(std::string_view text) {
  std::vector<LineSpan> lines;
  size_t start = 0;
  while (true) {
    size_t nl = text.find('\n', start);
    if (nl == std::string_view::npos) {
      lines.push_back({start, text.size()});
      break;
    }
    lines.push_back({start, nl});
    start = nl + 1;
  }
  return lines;
}

// The text of `line`, without its '\n'. REQUIRES: `line` comes from SplitLines(text).
inline std::string_view LineText(std::string_view text, const LineSpan& line) {
  return text.substr(line.begin, line.end - line.begin);
}

}  // namespace concord::markdown_internal

#endif  // CONCORD_SEGMENT_LINES_H_
