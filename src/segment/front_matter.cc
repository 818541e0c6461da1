// front_matter.cc — reading the title out of YAML and TOML front matter (see front_matter.h).
#include "segment/front_matter.h"

#include <cstdint>

#include "segment/ascii.h"
#include "segment/whitespace.h"
#include "text/unicode.h"

namespace concord::markdown_internal {
namespace {

constexpr size_t npos = std::string_view::npos;

// Parses the body of a double-quoted YAML/TOML string starting after the opening quote.
std::string UnquoteDouble(std::string_view s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c == '"') break;
    if (c != '\\' || i + 1 >= s.size()) {
      out += c;
      continue;
    }
    char e = s[++i];
    int hex_digits = e == 'u' ? 4 : e == 'U' ? 8 : e == 'x' ? 2 : 0;
    if (hex_digits > 0) {
      uint32_t value = 0;
      int n = 0;
      while (n < hex_digits && i + 1 < s.size() && HexDigitValue(s[i + 1]) >= 0) {
        value = value * 16 + static_cast<uint32_t>(HexDigitValue(s[++i]));
        ++n;
      }
      if (value != 0 && value <= 0x10FFFF && (value < 0xD800 || value > 0xDFFF))
        AppendUtf8(value, &out);
      continue;
    }
    switch (e) {
      case 'n':
      case 't':
      case 'r':
        out += ' ';
        break;
      default:
        out += e;
        break;  // \" \\ \/ and the rest stand for themselves
    }
  }
  return out;
}

// Parses the body of a single-quoted YAML string ('' is a quote) or TOML literal string.
std::string UnquoteSingle(std::string_view s, bool doubled_quote_escapes) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '\'') {
      out += s[i];
      continue;
    }
    if (doubled_quote_escapes && i + 1 < s.size() && s[i + 1] == '\'') {
      out += '\'';
      ++i;
      continue;
    }
    break;
  }
  return out;
}

// The YAML `title:` of a front matter whose content lines are [first, last).
std::optional<FrontMatterTitle> YamlTitle(std::string_view text, const std::vector<LineSpan>& lines,
                                          size_t first, size_t last) {
  for (size_t i = first; i < last; ++i) {
    std::string_view l = text.substr(lines[i].begin, lines[i].end - lines[i].begin);
    if (!l.starts_with("title:")) continue;
    std::string_view value = TrimAscii(l.substr(6));
    // A value may continue on more indented lines (plain and quoted scalars, | and > blocks).
    std::string continuation;
    size_t last_line = i;
    for (size_t j = i + 1; j < last; ++j) {
      std::string_view c = text.substr(lines[j].begin, lines[j].end - lines[j].begin);
      if (IsBlankLine(c)) continue;
      if (c[0] != ' ' && c[0] != '\t') break;
      if (value.empty() && continuation.empty()) {
        std::string_view t = TrimAscii(c);
        // `title:` over a nested mapping or a sequence is not a title we can show.
        if (t.starts_with("- ") || t.find(": ") != npos) return std::nullopt;
      }
      continuation += ' ';
      continuation += TrimAscii(c);
      last_line = j;
    }
    std::string title;
    if (!value.empty() && (value[0] == '|' || value[0] == '>')) {
      title = continuation;
    } else {
      std::string whole = std::string(value) + continuation;
      std::string_view w = TrimAscii(whole);
      if (w.starts_with('"')) {
        title = UnquoteDouble(w.substr(1));
      } else if (w.starts_with('\'')) {
        title = UnquoteSingle(w.substr(1), true);
      } else {
        size_t comment = w.find(" #");
        title = std::string(w.substr(0, comment));
      }
    }
    title = CollapseWhitespace(title);
    if (title.empty()) return std::nullopt;
    return FrontMatterTitle{title, static_cast<int>(i) + 1, static_cast<int>(last_line) + 1};
  }
  return std::nullopt;
}

// The TOML `title = …` of a front matter whose content lines are [first, last); only keys
// before the first [table] belong to the page itself.
std::optional<FrontMatterTitle> TomlTitle(std::string_view text, const std::vector<LineSpan>& lines,
                                          size_t first, size_t last) {
  for (size_t i = first; i < last; ++i) {
    std::string_view l = TrimLeftBlanks(text.substr(lines[i].begin, lines[i].end - lines[i].begin));
    if (l.starts_with('[')) return std::nullopt;
    if (!l.starts_with("title")) continue;
    std::string_view rest = TrimLeftBlanks(l.substr(5));
    if (!rest.starts_with('=')) continue;
    rest = TrimAscii(rest.substr(1));
    std::string title;
    size_t last_line = i;
    if (rest.starts_with("\"\"\"") || rest.starts_with("'''")) {
      // Multi-line string: gather lines up to the closing triple quote.
      std::string_view quote = rest.substr(0, 3);
      std::string_view piece = rest.substr(3);
      std::string body;
      for (size_t j = i + 1;; ++j) {
        size_t close = piece.find(quote);
        body.append(piece.substr(0, close));
        if (close != npos || j >= last) break;
        body += ' ';
        piece = text.substr(lines[j].begin, lines[j].end - lines[j].begin);
        last_line = j;
      }
      title = quote[0] == '"' ? UnquoteDouble(body) : body;
    } else if (rest.starts_with('"')) {
      title = UnquoteDouble(rest.substr(1));
    } else if (rest.starts_with('\'')) {
      title = UnquoteSingle(rest.substr(1), false);
    } else {
      return std::nullopt;
    }
    title = CollapseWhitespace(title);
    if (title.empty()) return std::nullopt;
    return FrontMatterTitle{title, static_cast<int>(i) + 1, static_cast<int>(last_line) + 1};
  }
  return std::nullopt;
}

}  // namespace

std::optional<FrontMatter> FindFrontMatter(std::string_view text,
                                           const std::vector<LineSpan>& lines) {
  std::string_view first = TrimAscii(LineText(text, lines[0]));
  if (first != "---" && first != "+++") return std::nullopt;
  const bool toml = first == "+++";
  for (size_t i = 1; i < lines.size(); ++i) {
    std::string_view l = TrimAscii(LineText(text, lines[i]));
    if (l == first || (!toml && l == "...")) {
      return FrontMatter{i, toml ? TomlTitle(text, lines, 1, i) : YamlTitle(text, lines, 1, i)};
    }
  }
  return std::nullopt;
}

}  // namespace concord::markdown_internal
