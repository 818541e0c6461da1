// rendered_text.h — what the Markdown walk makes of a piece of text it renders (internal to
// segment/): inline code as the extractors read it, and the paragraphs that are layout, not
// prose.
//
//   AppendText(Backticked(Literal(node)));            // `code`, ``a `b` c``
//   if (IsNotProse(added) || IsDisplayMathSource(source)) ...   // take the contribution back
#ifndef CONCORD_SEGMENT_RENDERED_TEXT_H_
#define CONCORD_SEGMENT_RENDERED_TEXT_H_

#include <algorithm>
#include <string>
#include <string_view>
#include <utility>

#include "segment/ascii.h"

namespace concord::markdown_internal {

// Inline code as the code extractor expects it: between backticks, with a longer fence when
// the code itself holds backticks.
inline std::string Backticked(std::string_view code) {
  size_t longest = 0, run = 0;
  for (char c : code) {
    run = (c == '`') ? run + 1 : 0;
    longest = std::max(longest, run);
  }
  std::string fence(longest + 1, '`');
  bool pad = longest > 0 && (code.front() == '`' || code.back() == '`');
  std::string out = fence;
  if (pad) out += ' ';
  out += code;
  if (pad) out += ' ';
  out += fence;
  return out;
}

// True when `s` is nothing but display math and template tags: $$…$$, {% … %}, {{ … }}, and
// kramdown attribute lists {: …}. Such paragraphs are layout, not prose.
inline bool IsNotProse(std::string_view s) {
  static constexpr std::pair<std::string_view, std::string_view> kSpans[] = {
      {"$$", "$$"}, {"{%", "%}"}, {"{{", "}}"}, {"{:", "}"}};
  bool any = false;
  size_t i = 0;
  while (i < s.size()) {
    if (IsAsciiSpace(s[i])) {
      ++i;
      continue;
    }
    bool matched = false;
    for (const auto& [open, close] : kSpans) {
      if (s.substr(i, open.size()) != open) continue;
      size_t end = s.find(close, i + open.size());
      if (end == npos) return false;
      i = end + close.size();
      matched = any = true;
      break;
    }
    if (!matched) return false;
  }
  return any;
}

// The source of a paragraph that is a LaTeX display: \[…\] or \begin{…}…\end{…}. (cmark
// would turn the escaped brackets into plain ones, so this looks at the source.)
inline bool IsDisplayMathSource(std::string_view source) {
  source = TrimAscii(source);
  if (source.size() >= 4 && source.starts_with("\\[") && source.ends_with("\\]")) return true;
  return source.starts_with("\\begin{") && source.ends_with("}") && source.find("\\end{") != npos;
}

}  // namespace concord::markdown_internal

#endif  // CONCORD_SEGMENT_RENDERED_TEXT_H_
