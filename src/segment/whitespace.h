// whitespace.h — visible text and white space, by Unicode's definition.
//
//   if (HasVisible(added)) ...              // "&nbsp; \t" rendered is not prose
//   unit.text = CollapseWhitespace(unit.text);
//
// Markdown's own syntax is ASCII (ascii.h), but what a unit shows is judged by Unicode: a no-break
// space or an ideographic space is as blank as ' '. Both functions are linear, safe on any
// bytes, and inline: the walk calls HasVisible for every piece of text it appends.
#ifndef CONCORD_SEGMENT_WHITESPACE_H_
#define CONCORD_SEGMENT_WHITESPACE_H_

#include <string>
#include <string_view>

#include "segment/ascii.h"
#include "text/unicode.h"

namespace concord::markdown_internal {

// True when `s` holds a code point that is not (Unicode) white space.
inline bool HasVisible(std::string_view s) {
  size_t pos = 0;
  while (pos < s.size()) {
    if (static_cast<unsigned char>(s[pos]) < 0x80) {
      if (!IsAsciiSpace(s[pos])) return true;
      ++pos;
      continue;
    }
    if (!IsSpace(NextCodePoint(s, &pos))) return true;
  }
  return false;
}

// White space runs (any Unicode white space, so &nbsp; too) become one space; trimmed.
inline std::string CollapseWhitespace(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  bool pending_space = false;
  size_t pos = 0;
  while (pos < s.size()) {
    size_t start = pos;
    bool space;
    if (static_cast<unsigned char>(s[pos]) < 0x80) {
      space = IsAsciiSpace(s[pos]);
      ++pos;
    } else {
      space = IsSpace(NextCodePoint(s, &pos));
    }
    if (space) {
      pending_space = !out.empty();
      continue;
    }
    if (pending_space) out += ' ';
    pending_space = false;
    out.append(s.substr(start, pos - start));
  }
  return out;
}

}  // namespace concord::markdown_internal

#endif  // CONCORD_SEGMENT_WHITESPACE_H_
