// admonitions.cc — admonition markers and include lines made into Markdown (see
// admonitions.h).
//
// One pass over the lines. MkDocs admonitions nest by indentation: a stack holds, for each open
// one, the column its body must reach; a non-blank line indented less closes it, and every line
// loses four columns per open admonition.
#include "segment/admonitions.h"

#include <algorithm>

#include "segment/ascii.h"
#include "segment/line_rewrite.h"

namespace concord::markdown_internal {
namespace {

constexpr size_t npos = std::string_view::npos;

// The marker's replacement: a heading with the title, or nothing when there is none.
std::string Heading(std::string_view prefix, std::string_view title) {
  title = TrimAscii(title);
  if (title.empty()) return {};
  return std::string(prefix) + "###### " + std::string(title);
}

bool IsWordChar(char c) { return IsAsciiLetter(c) || IsAsciiDigit(c) || c == '-' || c == '_'; }

size_t RunOf(std::string_view t, char c) {
  size_t n = 0;
  while (n < t.size() && t[n] == c) ++n;
  return n;
}

// ":::" closing, or ":::type", ":::type Title", ":::type[Title]", "::: {.class}", with an
// optional trailing {attributes} or run of colons. Fills *title ("" for none).
bool ColonMarker(std::string_view t, std::string_view* title) {
  const size_t n = RunOf(t, ':');
  if (n < 3) return false;
  std::string_view rest = TrimAscii(t.substr(n));
  *title = {};
  if (rest.empty()) return true;
  if (rest.front() == '{') return rest.find('}') != npos;
  size_t k = 0;
  while (k < rest.size() && IsWordChar(rest[k])) ++k;
  if (k == 0) return false;
  rest = rest.substr(k);
  if (rest.starts_with('[')) {
    const size_t close = rest.rfind(']');
    if (close == npos) return false;
    *title = rest.substr(1, close - 1);
    return true;
  }
  rest = TrimAscii(rest);
  if (rest.ends_with('}') && rest.rfind('{') != npos) rest = TrimAscii(rest.substr(0, rest.rfind('{')));
  size_t colons = 0;
  while (colons < rest.size() && rest[rest.size() - 1 - colons] == ':') ++colons;
  if (colons >= 3) rest = TrimAscii(rest.substr(0, rest.size() - colons));
  *title = rest;
  return true;
}

// "!!! note", "!!! note "Title"", "??? tip", "???+ tip "Title"". Fills *title.
bool MkDocsMarker(std::string_view t, std::string_view* title) {
  if (!t.starts_with("!!!") && !t.starts_with("???")) return false;
  std::string_view rest = t.substr(3);
  if (t.starts_with("???") && rest.starts_with('+')) rest.remove_prefix(1);
  if (rest.empty() || (rest.front() != ' ' && rest.front() != '\t')) return false;
  rest = TrimAscii(rest);
  if (rest.empty() || !IsAsciiLetter(rest.front())) return false;
  *title = {};
  const size_t open = rest.find('"');
  const size_t close = rest.rfind('"');
  if (open != npos && close > open) *title = rest.substr(open + 1, close - open - 1);
  return true;
}

// "///" closing, or "/// type", "/// type | Title". Fills *title.
bool BlockMarker(std::string_view t, std::string_view* title) {
  const size_t n = RunOf(t, '/');
  if (n < 3) return false;
  std::string_view rest = TrimAscii(t.substr(n));
  *title = {};
  if (rest.empty()) return true;
  if (!IsAsciiLetter(rest.front())) return false;
  const size_t bar = rest.find('|');
  if (bar != npos) *title = rest.substr(bar + 1);
  return true;
}

// "> [!NOTE]" (GitHub alerts; Obsidian callouts add "+"/"-" and a title): the replacement.
bool AlertMarker(std::string_view t, std::string* replacement) {
  size_t k = 0;
  while (k < t.size() && (t[k] == '>' || t[k] == ' ' || t[k] == '\t')) ++k;
  if (k == 0 || t.substr(k, 2) != "[!") return false;
  size_t e = k + 2;
  while (e < t.size() && IsWordChar(t[e])) ++e;
  if (e == k + 2 || e >= t.size() || t[e] != ']') return false;
  ++e;
  if (e < t.size() && (t[e] == '+' || t[e] == '-')) ++e;
  std::string_view prefix = t.substr(0, k);
  std::string heading = Heading(prefix, t.substr(e));
  *replacement = heading.empty() ? std::string(TrimAscii(prefix)) : heading;
  return true;
}

// An include line: "--8<-- "file"" or "{* path … *}".
bool IncludeLine(std::string_view t) {
  t = TrimAscii(t);
  return t.starts_with("--8<--") || (t.starts_with("{*") && t.ends_with("*}"));
}

}  // namespace

std::string RewriteAdmonitions(std::string_view text, const std::vector<LineSpan>& lines,
                               const std::vector<char>& skip) {
  std::string out;
  out.reserve(text.size());
  Fence fence;
  std::vector<int> bodies;  // the column each open MkDocs admonition's body is indented to
  bool snippets = false;    // between two "--8<--" lines
  int options = -1;         // after a "///" marker: the column its option lines reach
  for (size_t i = 0; i < lines.size(); ++i) {
    if (i > 0) out += '\n';
    const std::string_view raw = LineText(text, lines[i]);
    if (skip[i]) {
      out += raw;
      continue;
    }
    const bool blank = IsBlankLine(raw);
    if (!blank)
      while (!bodies.empty() && IndentColumns(raw) < bodies.back()) bodies.pop_back();
    const std::string_view line = StripColumns(raw, 4 * static_cast<int>(bodies.size()));
    if (fence.Feed(line)) {
      out += line;
      continue;
    }
    const std::string_view t = TrimLeftBlanks(line);
    const std::string_view prefix = line.substr(0, line.size() - t.size());
    if (snippets) {
      snippets = TrimAscii(t) != "--8<--";
      continue;
    }
    if (options >= 0 && !blank && IndentColumns(line) >= options) continue;
    options = -1;
    std::string_view title;
    std::string replacement;
    if (ColonMarker(t, &title)) {
      out += Heading(prefix, title);
    } else if (MkDocsMarker(t, &title)) {
      out += Heading(prefix, title);
      bodies.push_back(IndentColumns(raw) + 4);
    } else if (BlockMarker(t, &title)) {
      out += Heading(prefix, title);
      if (!TrimAscii(t.substr(RunOf(t, '/'))).empty()) options = IndentColumns(line) + 4;
    } else if (AlertMarker(t, &replacement)) {
      out += prefix;
      out += replacement;
    } else if (IncludeLine(t)) {
      snippets = TrimAscii(t) == "--8<--";
    } else {
      out += line;
    }
  }
  return out;
}

}  // namespace concord::markdown_internal
