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
#include "text/unicode.h"

namespace concord::markdown_internal {
namespace {

// An admonition's marker line, read.
struct Marker {
  bool closing = false;    // ":::" or "///" alone
  std::string_view type;   // "note"; may be empty ("::: {.note}")
  std::string_view title;  // as written
  bool has_title = false;  // a title is written, even an empty one (!!! note "")
};

// The heading that replaces a marker: its title, or where it gives none, the title shown for
// it: its type, capitalized ("note" → "Note"), as MkDocs and GitHub render it. Translations
// often write that title out in their own language ("/// tip | 提示" for "/// tip"), so both
// editions must have the heading for the two to pair; one the site supplies is marked implied
// (kImpliedTitleClass). Nothing for a closing line or an empty title.
std::string Heading(std::string_view prefix, const Marker& marker) {
  if (marker.closing) return {};
  std::string title(TrimAscii(marker.has_title ? marker.title : marker.type));
  if (title.empty()) return {};
  if (!marker.has_title) {
    for (char& c : title) c = AsciiLower(c);
    if (IsAsciiLetter(title[0])) title[0] = static_cast<char>(title[0] - 'a' + 'A');
    title += " {.";
    title += kImpliedTitleClass;
    title += '}';
  }
  return std::string(prefix) + "###### " + title;
}

bool IsWordChar(char c) { return IsAsciiLetter(c) || IsAsciiDigit(c) || c == '-' || c == '_'; }

size_t RunOf(std::string_view t, char c) {
  size_t n = 0;
  while (n < t.size() && t[n] == c) ++n;
  return n;
}

// The type word at the start of `rest`; `rest` is left after it.
std::string_view TakeWord(std::string_view* rest) {
  size_t k = 0;
  while (k < rest->size() && IsWordChar((*rest)[k])) ++k;
  std::string_view word = rest->substr(0, k);
  rest->remove_prefix(k);
  return word;
}

// ":::" closing, or ":::type", ":::type Title", ":::type[Title]", "::: {.class}", with an
// optional trailing {attributes} or run of colons.
bool ColonMarker(std::string_view t, Marker* m) {
  const size_t n = RunOf(t, ':');
  if (n < 3) return false;
  std::string_view rest = TrimAscii(t.substr(n));
  if (rest.empty()) return m->closing = true;
  if (rest.front() == '{') return rest.find('}') != npos;
  m->type = TakeWord(&rest);
  if (m->type.empty()) return false;
  if (rest.starts_with('[')) {
    const size_t close = rest.rfind(']');
    if (close == npos) return false;
    m->title = rest.substr(1, close - 1);
    return m->has_title = true;
  }
  rest = TrimAscii(rest);
  if (rest.ends_with('}') && rest.rfind('{') != npos)
    rest = TrimAscii(rest.substr(0, rest.rfind('{')));
  size_t colons = 0;
  while (colons < rest.size() && rest[rest.size() - 1 - colons] == ':') ++colons;
  if (colons >= 3) rest = TrimAscii(rest.substr(0, rest.size() - colons));
  m->title = rest;
  m->has_title = !rest.empty();
  return true;
}

// A word of an MkDocs marker's type or classes at the start of `rest` (`rest` is left after
// it): a run of word characters, of any script, as Python-Markdown reads them. A translation may
// write its own word for the type (`!!! 참고` for `!!! note`), which MkDocs shows as the title.
// The type must start with a letter (Python-Markdown also takes `!!! 1`, more likely text).
// Empty where there is none.
std::string_view TakeMarkerWord(std::string_view* rest, bool letter_first) {
  size_t k = 0;
  for (size_t next = 0; next < rest->size(); k = next) {
    const char32_t c = NextCodePoint(*rest, &next);
    const bool word = c < 0x80 ? IsWordChar(static_cast<char>(c)) : IsLetter(c);
    if (!word || (k == 0 && letter_first && !IsLetter(c))) break;
  }
  std::string_view word = rest->substr(0, k);
  rest->remove_prefix(k);
  return word;
}

// "!!! note", "!!! note "Title"", "??? tip", "???+ tip "Title"", "!!! 참고", "!!! danger big",
// "!!!note": the type, more class words, then at most a title in quotes and nothing else, as
// Python-Markdown's marker (the space after the marker optional); a collapsible block of
// pymdownx.details may give a title without a type (`??? "Details"`). A line with anything
// else ("!!! 注意：本节已过时") is a paragraph.
bool MkDocsMarker(std::string_view t, Marker* m) {
  if (!t.starts_with("!!!") && !t.starts_with("???")) return false;
  const bool details = t.starts_with("???");
  std::string_view rest = t.substr(3);
  if (details && rest.starts_with('+')) rest.remove_prefix(1);
  if (rest.empty()) return false;
  const bool spaced = rest.front() == ' ' || rest.front() == '\t';
  rest = TrimAscii(rest);
  if (details && spaced && rest.size() >= 2 && rest.front() == '"' && rest.back() == '"') {
    m->title = rest.substr(1, rest.size() - 2);
    return m->has_title = true;
  }
  m->type = TakeMarkerWord(&rest, true);
  if (m->type.empty()) return false;
  while (!rest.empty()) {
    const size_t spaces = rest.find_first_not_of(" \t");
    if (spaces == 0 || spaces == npos) return false;
    rest.remove_prefix(spaces);
    if (rest.front() == '"') {
      if (rest.size() < 2 || rest.back() != '"') return false;
      m->title = rest.substr(1, rest.size() - 2);
      return m->has_title = true;
    }
    if (TakeMarkerWord(&rest, false).empty()) return false;
  }
  return true;
}

// A content tab of pymdownx.tabbed (MkDocs Material): `=== "Title"`, `===! "Title"` (a new
// group), `===+ "Title"` (selected), the title in quotes and nothing after it, the body
// indented by four columns as an admonition's.
bool TabbedMarker(std::string_view t, Marker* m) {
  if (!t.starts_with("===")) return false;
  std::string_view rest = t.substr(3);
  if (rest.starts_with('!')) rest.remove_prefix(1);
  if (rest.starts_with('+')) rest.remove_prefix(1);
  if (rest.empty() || rest.front() != ' ') return false;
  rest = TrimAscii(rest);
  if (rest.size() < 2 || rest.front() != '"' || rest.back() != '"') return false;
  m->title = rest.substr(1, rest.size() - 2);
  return m->has_title = true;
}

// "///" closing, or "/// type", "/// type | Title".
bool BlockMarker(std::string_view t, Marker* m) {
  const size_t n = RunOf(t, '/');
  if (n < 3) return false;
  std::string_view rest = TrimAscii(t.substr(n));
  if (rest.empty()) return m->closing = true;
  if (!IsAsciiLetter(rest.front())) return false;
  m->type = TakeWord(&rest);
  const size_t bar = rest.find('|');
  if (bar != npos) {
    m->title = rest.substr(bar + 1);
    m->has_title = true;
  }
  return true;
}

// Whether `text` ends a sentence: with a full stop (. 。 ．), before any marks that close what
// it is set in (emphasis, code, quotes, brackets). A title, a label, has none; a question may be
// one ("Can I use it offline?"), so a question or exclamation mark says nothing either way.
bool EndsWithFullStop(std::string_view text) {
  for (size_t end = text.size(); end > 0;) {
    const char32_t c = PrevCodePoint(text, end);
    end -= Utf8Length(c);
    if (c == '.' || c == 0x3002 || c == 0xFF0E) return true;
    const bool closing = c == '*' || c == '_' || c == '`' || c == ')' || c == ']' || c == '"' ||
                         c == '\'' || c == 0x2019 || c == 0x201D || c == 0x300D || c == 0x300F ||
                         c == 0xFF09;
    if (!closing) return false;
  }
  return false;
}

// The number of '>' markers that open line `t` (blanks between them allowed).
int QuoteDepth(std::string_view t) {
  int depth = 0;
  for (char c : t) {
    if (c == '>')
      ++depth;
    else if (c != ' ' && c != '\t')
      break;
  }
  return depth;
}

// Whether the quote of depth `depth` that line `i` is in goes on with text after it: past lines
// of the quote with nothing in them, a line of the quote (that depth at least) with text.
bool QuoteGoesOn(std::string_view text, const std::vector<LineSpan>& lines,
                 const std::vector<char>& skip, size_t i, int depth) {
  for (size_t j = i + 1; j < lines.size() && !skip[j]; ++j) {
    const std::string_view line = LineText(text, lines[j]);
    if (QuoteDepth(line) < depth) return false;
    size_t k = 0;
    for (int seen = 0; seen < depth; ++k) seen += line[k] == '>';
    if (!IsBlankLine(line.substr(k))) return true;
  }
  return false;
}

// `body` as the first line of a paragraph: a marker that would open another block there (a list
// item's "-", "+", "*", "1." or "1)" before a blank, a heading's "#" run before one, a quote's
// ">") escaped.
std::string AsParagraphLine(std::string_view body) {
  auto blank_at = [&](size_t at) {
    return at >= body.size() || body[at] == ' ' || body[at] == '\t';
  };
  size_t marker = 0;  // where the character to escape is, npos for none
  size_t digits = 0;
  while (digits < body.size() && IsAsciiDigit(body[digits])) ++digits;
  size_t hashes = 0;
  while (hashes < body.size() && body[hashes] == '#') ++hashes;
  if (digits > 0 && digits < body.size() && (body[digits] == '.' || body[digits] == ')') &&
      blank_at(digits + 1))
    marker = digits;
  else if (!body.empty() && (body[0] == '-' || body[0] == '+' || body[0] == '*') && blank_at(1))
    marker = 0;
  else if (hashes > 0 && blank_at(hashes))
    marker = 0;
  else if (!body.starts_with('>'))
    marker = npos;
  if (marker == npos) return std::string(body);
  std::string out(body.substr(0, marker));
  out += '\\';
  out += body.substr(marker);
  return out;
}

// "> [!NOTE]" (GitHub alerts; Obsidian callouts add "+"/"-", a title and types of their own) on
// line `i`: the replacement. Text after the marker is a title where it is no sentence and the
// quote goes on with text past the marker's line. Else it is the alert's body, as a translation
// writes on the marker's line what its source puts on the line after ("> [!TIP] This module is
// disabled by default."): the first line of a paragraph of the quote (the type's implied title,
// which no rule reports, has no line of its own to stand on).
bool AlertMarker(std::string_view t, std::string_view text, const std::vector<LineSpan>& lines,
                 const std::vector<char>& skip, size_t i, std::string* replacement) {
  size_t k = 0;
  while (k < t.size() && (t[k] == '>' || t[k] == ' ' || t[k] == '\t')) ++k;
  if (k == 0 || t.substr(k, 2) != "[!") return false;
  std::string_view rest = t.substr(k + 2);
  Marker m;
  // Obsidian takes any type (one it does not know is shown as a note), and a translation may
  // write the type in its own language ("> [!注意] 元标签"): a word of letters and digits of
  // any script, '-' and '_'.
  const size_t close = rest.find(']');
  if (close == 0 || close == npos) return false;
  m.type = rest.substr(0, close);
  for (size_t c = 0; c < m.type.size();) {
    const char32_t cp = NextCodePoint(m.type, &c);
    if (!IsLetter(cp) && !IsDigit(cp) && cp != '-' && cp != '_') return false;
  }
  rest.remove_prefix(close + 1);
  if (rest.starts_with('+') || rest.starts_with('-')) rest.remove_prefix(1);
  m.title = TrimAscii(rest);
  m.has_title = !m.title.empty();
  const std::string_view quote = t.substr(0, k);
  if (m.has_title &&
      (EndsWithFullStop(m.title) || !QuoteGoesOn(text, lines, skip, i, QuoteDepth(quote)))) {
    *replacement = std::string(quote) + AsParagraphLine(m.title);
    return true;
  }
  *replacement = Heading(quote, m);
  return true;
}

// Hugo/Docsy's alert shortcode, `{{% alert title="Note" color="info" %}}` (or {{< … >}}) and
// its closing `{{% /alert %}}`: the same construct as the markers above, whose title shows when
// written (Docsy shows none by default).
bool ShortcodeMarker(std::string_view t, Marker* m) {
  t = TrimAscii(t);
  if (!(t.starts_with("{{%") && t.ends_with("%}}")) &&
      !(t.starts_with("{{<") && t.ends_with(">}}")))
    return false;
  std::string_view inner = TrimAscii(t.substr(3, t.size() - 6));
  if (inner.starts_with('/')) inner = TrimAscii(inner.substr(1));  // the closing one
  if (!inner.starts_with("alert") || (inner.size() > 5 && !IsAsciiSpace(inner[5]))) return false;
  const size_t key = inner.find("title=\"");
  if (key != npos) {
    const size_t start = key + 7, end = inner.find('"', start);
    if (end != npos) {
      m->title = inner.substr(start, end - start);
      m->has_title = true;
    }
  }
  m->closing = !m->has_title;  // no heading without a written title
  return true;
}

// An include line: "--8<-- "file"" or "{* path … *}".
bool IncludeLine(std::string_view t) {
  t = TrimAscii(t);
  return t.starts_with("--8<--") || (t.starts_with("{*") && t.ends_with("*}"));
}

// A line that is one template tag and nothing else: a Liquid, Nunjucks or Jinja tag
// ("{% note warn %}", "{%- endraw -%}", Jekyll, Hexo, Eleventy, MkDocs macros) or a Hugo
// shortcode ("{{< tabs >}}", "{{% /tab %}}"). The site replaces it with markup; read as text it
// joins the prose lines around it into one paragraph with the tag's words. An output tag
// ("{{ page.title }}") is left: it stands for text.
bool TemplateTagLine(std::string_view t) {
  t = TrimAscii(t);
  auto one_tag = [t](std::string_view open, std::string_view close) {
    return t.size() >= open.size() + close.size() && t.starts_with(open) && t.ends_with(close) &&
           t.find(close, open.size()) == t.size() - close.size();
  };
  return one_tag("{%", "%}") || one_tag("{{<", ">}}") || one_tag("{{%", "%}}");
}

// Ends `fence`, opened in an admonition's body, where the body ends, as CommonMark ends a fence
// with its container. The body's lines lost their indentation, so cmark would read on as code
// to the next fence line and turn every later block inside out: the last line written inside
// the fence, `length` bytes at `start` in `out` (most often the blank one that ends the body),
// becomes the closing fence, or nothing where it is the opening line. A line copied as written
// (skip) is never that line.
void EndFenceOnLastCodeLine(Fence* fence, size_t start, size_t length, bool opening,
                            std::string* out) {
  out->replace(start, length, opening ? std::string() : fence->Closer());
  fence->End();
}

}  // namespace

// Whether `t` (a line without its indentation) opens a footnote definition, "[^label]: text"
// (GitHub, Pandoc, MkDocs, Hugo): a label of no spaces or brackets.
bool FootnoteDefinition(std::string_view t) {
  if (!t.starts_with("[^")) return false;
  const size_t close = t.find("]:", 2);
  if (close == std::string_view::npos || close == 2) return false;
  const std::string_view label = t.substr(2, close - 2);
  return label.find_first_of(" \t[]") == std::string_view::npos;
}

std::string RewriteAdmonitions(std::string_view text, const std::vector<LineSpan>& lines,
                               const std::vector<char>& skip) {
  std::string out;
  out.reserve(text.size());
  Fence fence;
  size_t fence_depth = 0;  // how many admonitions were open where the open fence opened
  // The last line written inside the open fence: where it is in `out`, and whether it opened it.
  size_t code_line_start = 0, code_line_length = 0;
  bool code_line_opens = false;
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
    if (fence.Inside() && bodies.size() < fence_depth)
      EndFenceOnLastCodeLine(&fence, code_line_start, code_line_length, code_line_opens, &out);
    const std::string_view line = StripColumns(raw, 4 * static_cast<int>(bodies.size()));
    const bool was_inside = fence.Inside();
    if (fence.Feed(line)) {
      if (!was_inside) fence_depth = bodies.size();
      code_line_start = out.size();
      code_line_length = line.size();
      code_line_opens = !was_inside;
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
    Marker marker;
    std::string replacement;
    if (ColonMarker(t, &marker)) {
      out += Heading(prefix, marker);
    } else if (MkDocsMarker(t, &marker) || TabbedMarker(t, &marker)) {
      out += Heading(prefix, marker);
      bodies.push_back(IndentColumns(raw) + 4);
    } else if (BlockMarker(t, &marker)) {
      out += Heading(prefix, marker);
      if (!marker.closing) options = IndentColumns(line) + 4;
    } else if (ShortcodeMarker(t, &marker)) {
      out += Heading(prefix, marker);
    } else if (AlertMarker(t, text, lines, skip, i, &replacement)) {
      out += prefix;
      out += replacement;
    } else if (IncludeLine(t)) {
      snippets = TrimAscii(t) == "--8<--";
    } else if (TemplateTagLine(t)) {
      // emptied: its own paragraph break, as the markup the site puts there is
    } else if (FootnoteDefinition(t)) {
      // Its "[" escaped: cmark, which reads no footnotes, would take the line for a link
      // reference definition wherever its text has no space (Chinese prose), and drop it.
      out += prefix;
      out += '\\';
      out += t;
    } else {
      out += line;
    }
  }
  return out;
}

}  // namespace concord::markdown_internal
