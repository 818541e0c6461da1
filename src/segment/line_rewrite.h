// line_rewrite.h — what the dialect passes (mdx.h, admonitions.h) share: columns of
// indentation, stripping them, and the code fences whose content no pass may read.
//
//   Fence fence;
//   for (each line) {
//     if (fence.Inside()) { fence.Feed(line); keep line; continue; }   // code: as written
//     if (fence.Feed(line)) { keep line; continue; }                    // it opened a fence
//     … read the line as the dialect's syntax …
//   }
//
// A pass rewrites a document line by line into the same number of lines, so that cmark's line
// numbers stay the file's. Linear; never throws.
#ifndef CONCORD_SEGMENT_LINE_REWRITE_H_
#define CONCORD_SEGMENT_LINE_REWRITE_H_

#include <cstddef>
#include <string>
#include <string_view>

#include "segment/ascii.h"

namespace concord::markdown_internal {

// Columns of the spaces and tabs `line` starts with (a tab advances to the next multiple of 4,
// as CommonMark counts).
inline int IndentColumns(std::string_view line) {
  int col = 0;
  for (char c : line) {
    if (c == ' ')
      ++col;
    else if (c == '\t')
      col += 4 - col % 4;
    else
      break;
  }
  return col;
}

// `line` without up to `columns` columns of its indentation (a tab that straddles the limit
// is removed whole).
inline std::string_view StripColumns(std::string_view line, int columns) {
  int col = 0;
  size_t i = 0;
  while (i < line.size() && col < columns && (line[i] == ' ' || line[i] == '\t')) {
    col += line[i] == '\t' ? 4 - col % 4 : 1;
    ++i;
  }
  return line.substr(i);
}

// A fenced code block (``` or ~~~, at any indentation) being read line by line.
class Fence {
 public:
  bool Inside() const { return length_ > 0; }

  // Reads `line`: opens a fence (returns true) when outside and the line opens one; closes it
  // when inside and the line closes it. Returns whether the line belongs to a fence.
  bool Feed(std::string_view line) {
    std::string_view t = TrimLeftBlanks(line);
    size_t run = 0;
    const char c = t.empty() ? '\0' : t.front();
    if (c == '`' || c == '~')
      while (run < t.size() && t[run] == c) ++run;
    if (Inside()) {
      if (run >= length_ && c == char_ && IsBlankLine(t.substr(run))) length_ = 0;
      return true;
    }
    if (run < 3) return false;
    // A backtick fence's info string holds no backtick (else it is inline code).
    if (c == '`' && t.substr(run).find('`') != std::string_view::npos) return false;
    char_ = c;
    length_ = run;
    return true;
  }

  // The line that closes the fence now open ("```", "~~~~"). REQUIRES: Inside().
  std::string Closer() const { return std::string(length_, char_); }

  // Ends the fence without a closing line, as CommonMark ends one when its container ends.
  void End() { length_ = 0; }

 private:
  char char_ = '\0';
  size_t length_ = 0;  // 0: outside
};

}  // namespace concord::markdown_internal

#endif  // CONCORD_SEGMENT_LINE_REWRITE_H_
