// ascii.h — the ASCII classes and trims that Markdown's own syntax is made of (letters and
// digits are text/unicode.h's).
//
//   std::string_view value = TrimAscii(line.substr(6));   // "title:  Intro " → "Intro"
//
// Markdown's markers, HTML's tag syntax and the directive grammar are ASCII; text around them is
// any UTF-8, whose bytes are never mistaken for these classes (all are >= 0x80). Every function
// here is linear, total on any bytes, and inline: the tree walk and the cost guards call them
// once per byte.
#ifndef CONCORD_SEGMENT_ASCII_H_
#define CONCORD_SEGMENT_ASCII_H_

#include <string_view>

#include "text/unicode.h"  // IsAsciiDigit, IsAsciiLetter, HexDigitValue

namespace concord::markdown_internal {

// "Not found" of the string_view searches the Markdown stage is made of.
inline constexpr std::size_t npos = std::string_view::npos;

inline bool IsAsciiSpace(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
inline char AsciiLower(char c) {
  return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
}

// `s` without the ASCII white space at either end.
inline std::string_view TrimAscii(std::string_view s) {
  while (!s.empty() && IsAsciiSpace(s.front())) s.remove_prefix(1);
  while (!s.empty() && IsAsciiSpace(s.back())) s.remove_suffix(1);
  return s;
}

// A space or a tab: what sets Markdown's markers apart and indents its lines.
inline bool IsBlank(char c) { return c == ' ' || c == '\t'; }

// `s` without the spaces and tabs it starts with (a line's indentation).
inline std::string_view TrimLeftBlanks(std::string_view s) {
  while (!s.empty() && IsBlank(s.front())) s.remove_prefix(1);
  return s;
}

inline bool IsBlankLine(std::string_view s) { return TrimAscii(s).empty(); }

}  // namespace concord::markdown_internal

#endif  // CONCORD_SEGMENT_ASCII_H_
