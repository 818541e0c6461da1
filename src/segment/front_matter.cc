// front_matter.cc — finding the front matter and reading its prose fields (see front_matter.h).
#include "segment/front_matter.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cstdint>

#include "segment/ascii.h"
#include "segment/whitespace.h"
#include "text/unicode.h"

namespace concord::markdown_internal {
namespace {

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

// The TOML `key = "…"` of a front matter whose content lines are [first, last); only keys
// before the first [table] belong to the page itself, so a dotted key path is found only as a
// dotted key (`banner.content = "…"`), not inside a [banner] table.
std::optional<FrontMatterField> TomlString(std::string_view text,
                                           const std::vector<LineSpan>& lines, size_t first,
                                           size_t last, const std::string& key) {
  for (size_t i = first; i < last; ++i) {
    std::string_view l = TrimLeftBlanks(text.substr(lines[i].begin, lines[i].end - lines[i].begin));
    if (l.starts_with('[')) return std::nullopt;
    if (!l.starts_with(key)) continue;
    std::string_view rest = TrimLeftBlanks(l.substr(key.size()));
    if (!rest.starts_with('=')) continue;
    rest = TrimAscii(rest.substr(1));
    std::string value;
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
      value = quote[0] == '"' ? UnquoteDouble(body) : body;
    } else if (rest.starts_with('"')) {
      value = UnquoteDouble(rest.substr(1));
    } else if (rest.starts_with('\'')) {
      value = UnquoteSingle(rest.substr(1), false);
    } else {
      return std::nullopt;
    }
    value = CollapseWhitespace(value);
    if (value.empty()) return std::nullopt;
    return FrontMatterField{key, value, static_cast<int>(i) + 1, static_cast<int>(last_line) + 1};
  }
  return std::nullopt;
}

std::vector<FrontMatterField> TomlFields(std::string_view text, const std::vector<LineSpan>& lines,
                                         size_t first, size_t last,
                                         const std::vector<std::string>& keys) {
  std::vector<FrontMatterField> fields;
  for (const std::string& key : keys)
    if (std::optional<FrontMatterField> f = TomlString(text, lines, first, last, key))
      fields.push_back(std::move(*f));
  return fields;
}

// The YAML of content lines [first, last) as one string, for yaml-cpp: its line 0 is file
// line first + 1 (0-based), so a mark's line plus first is the file's 0-based line.
std::string YamlText(std::string_view text, const std::vector<LineSpan>& lines, size_t first,
                     size_t last) {
  if (first >= last) return "";
  return std::string(text.substr(lines[first].begin, lines[last - 1].end - lines[first].begin));
}

// The node at a dotted key path under `root`, or a null node; *key_node: the key of its last
// step. Keys are compared as written, without yaml-cpp's conversions (which throw on odd keys).
// Nodes are rebound with reset(): yaml-cpp's operator= on a node assigns into the tree.
YAML::Node FindPath(const YAML::Node& root, std::string_view path, YAML::Node* key_node) {
  YAML::Node node(root);
  while (true) {
    const size_t dot = path.find('.');
    const std::string_view part = path.substr(0, dot);
    if (!node.IsMap()) return YAML::Node();
    YAML::Node next;
    for (const auto& kv : node) {
      if (kv.first.IsScalar() && kv.first.Scalar() == part) {
        key_node->reset(kv.first);
        next.reset(kv.second);
        break;
      }
    }
    if (!next.IsDefined() || next.IsNull()) return YAML::Node();
    if (dot == npos) return next;
    node.reset(next);
    path.remove_prefix(dot + 1);
  }
}

// The last line of a value that starts on line `from` under a key at `key_column`: YAML
// continues a block value (plain, quoted or | > scalar) on lines indented past its key, so it
// ends before the first non-blank line that is not; blank lines at its end are not its own.
size_t ValueLastLine(std::string_view text, const std::vector<LineSpan>& lines, size_t from,
                     size_t end, int key_column) {
  size_t last = from;
  for (size_t j = from + 1; j < end; ++j) {
    std::string_view l = LineText(text, lines[j]);
    if (IsBlankLine(l)) continue;
    const size_t indent = l.find_first_not_of(' ');
    if (indent == npos || static_cast<int>(indent) <= key_column) break;
    last = j;
  }
  return last;
}

// The prose fields of a parsed YAML front matter whose content lines start at `first`.
std::vector<FrontMatterField> YamlFields(std::string_view text, const std::vector<LineSpan>& lines,
                                         size_t first, size_t last, const YAML::Node& root,
                                         const std::vector<std::string>& keys) {
  std::vector<FrontMatterField> fields;
  for (const std::string& key : keys) {
    YAML::Node key_node;
    const YAML::Node value = FindPath(root, key, &key_node);
    if (!value.IsScalar() || value.Mark().is_null() || value.Mark().line < 0) continue;
    std::string collapsed = CollapseWhitespace(value.Scalar());
    if (collapsed.empty()) continue;
    const size_t line = first + static_cast<size_t>(value.Mark().line);
    if (line >= last) continue;
    const int key_column = key_node.Mark().is_null() ? 0 : key_node.Mark().column;
    const size_t last_line = ValueLastLine(text, lines, line, last, key_column);
    fields.push_back(
        {key, std::move(collapsed), static_cast<int>(line) + 1, static_cast<int>(last_line) + 1});
  }
  std::stable_sort(
      fields.begin(), fields.end(),
      [](const FrontMatterField& x, const FrontMatterField& y) { return x.line < y.line; });
  return fields;
}

// yaml-cpp's reading of content lines [first, last): the root, or the defect at its place.
struct ParsedYaml {
  YAML::Node root;
  std::optional<FrontMatterDefect> defect;
};

ParsedYaml ParseYaml(std::string_view text, const std::vector<LineSpan>& lines, size_t first,
                     size_t last) {
  ParsedYaml parsed;
  try {
    parsed.root = YAML::Load(YamlText(text, lines, first, last));
  } catch (const YAML::Exception& e) {
    // yaml-cpp's place, in the file: its line 0 is file line first + 1.
    const bool placed = !e.mark.is_null() && e.mark.line >= 0 && e.mark.column >= 0;
    const int line = placed ? static_cast<int>(first) + e.mark.line + 1 : 1;
    const int column = placed ? e.mark.column + 1 : 1;
    parsed.defect =
        FrontMatterDefect{line, "front matter is not valid YAML at line " + std::to_string(line) +
                                    ", column " + std::to_string(column) + ": " + e.msg};
    return parsed;
  }
  if (!parsed.root.IsNull() && !parsed.root.IsMap()) {
    parsed.defect = FrontMatterDefect{static_cast<int>(first) + 1,
                                      std::string("front matter is not a YAML mapping; got ") +
                                          (parsed.root.IsSequence() ? "a list" : "a scalar")};
  }
  return parsed;
}

// A damaged closing line (see front_matter.h): "---" at the start, then a character that is
// not a dash, and more than white space.
bool IsDamagedClosing(std::string_view line) {
  if (!line.starts_with("---") || line.size() == 3 || line[3] == '-') return false;
  return !IsBlankLine(line.substr(3));
}

}  // namespace

std::optional<FrontMatter> FindFrontMatter(std::string_view text,
                                           const std::vector<LineSpan>& lines,
                                           const std::vector<std::string>& prose_keys) {
  std::string_view first = TrimAscii(LineText(text, lines[0]));
  if (first != "---" && first != "+++") return std::nullopt;
  const bool toml = first == "+++";
  // Front matter up to a damaged closing line, if what comes before it is a YAML mapping whose
  // first key is on line 2 (a thematic break is followed by a blank line or a block of its own).
  auto up_to_damaged = [&](size_t damaged) -> std::optional<FrontMatter> {
    if (damaged < 2 || IsBlankLine(LineText(text, lines[1]))) return std::nullopt;
    ParsedYaml parsed = ParseYaml(text, lines, 1, damaged);
    if (parsed.defect || !parsed.root.IsMap() || parsed.root.size() == 0) return std::nullopt;
    return FrontMatter{
        damaged, true, YamlFields(text, lines, 1, damaged, parsed.root, prose_keys),
        FrontMatterDefect{1, "front matter is not closed; line " + std::to_string(damaged + 1) +
                                 " starts with '---' followed by text"}};
  };
  std::optional<size_t> damaged;  // the first damaged closing line
  for (size_t i = 1; i < lines.size(); ++i) {
    std::string_view l = TrimAscii(LineText(text, lines[i]));
    if (l == first || (!toml && l == "...")) {
      FrontMatter fm{i, false, {}, std::nullopt};
      if (toml) {
        fm.fields = TomlFields(text, lines, 1, i, prose_keys);
        return fm;
      }
      ParsedYaml parsed = ParseYaml(text, lines, 1, i);
      // A "---" alone further down (a thematic break of the body) does not close a front
      // matter whose closing line was damaged before it.
      if (parsed.defect && damaged)
        if (std::optional<FrontMatter> d = up_to_damaged(*damaged)) return d;
      fm.defect = std::move(parsed.defect);
      if (!fm.defect) fm.fields = YamlFields(text, lines, 1, i, parsed.root, prose_keys);
      return fm;
    }
    if (!toml && !damaged && IsDamagedClosing(LineText(text, lines[i]))) damaged = i;
  }
  if (!damaged) return std::nullopt;
  return up_to_damaged(*damaged);
}

}  // namespace concord::markdown_internal
