#include "segment/segmenter.h"

#include <algorithm>

#include "text/unicode.h"

namespace concord {
namespace {

struct Line {
  int number;             // 1-based
  std::string_view text;  // without indentation and trailing space
  int indent;             // columns of leading white space
};

std::vector<Line> SplitLines(std::string_view text) {
  std::vector<Line> lines;
  int number = 1;
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view raw = text.substr(start, end - start);
    size_t pos = 0, content = 0;
    int indent = 0;
    while (pos < raw.size()) {
      size_t here = pos;
      char32_t c = NextCodePoint(raw, &pos);
      if (!IsSpace(c)) {
        content = here;
        break;
      }
      indent += (c == '\t') ? 4 : 1;
      content = pos;
    }
    std::string_view body = raw.substr(content);
    while (!body.empty()) {
      size_t last = body.size();
      char32_t c = PrevCodePoint(body, last);
      if (!IsSpace(c)) break;
      size_t prev = last - 1;
      while (prev > 0 && (static_cast<unsigned char>(body[prev]) & 0xC0) == 0x80) --prev;
      body = body.substr(0, prev);
    }
    lines.push_back({number++, body, indent});
    if (end == text.size()) break;
    start = end + 1;
  }
  return lines;
}

bool IsClosingPunctuation(char32_t c) {
  switch (c) {
    case '.':
    case '!':
    case ':':
    case ';':
    case ',':
    case 0x3002:
    case 0xFF0E:
    case 0xFF01:
    case 0xFF1A:
    case 0xFF1B:
    case 0xFF0C:
    case 0x3001:
    case 0x2026:
      return true;
    default:
      return false;
  }
}

bool IsClosingQuote(char32_t c) {
  switch (c) {
    case '"':
    case '\'':
    case ')':
    case ']':
    case 0x201D:
    case 0x2019:
    case 0x300D:
    case 0x300F:
    case 0xFF09:
    case 0x3011:
    case 0x300B:
      return true;
    default:
      return false;
  }
}

// A heading is one short line that does not end a sentence; a question may be a heading
// ("Where Does the Time Go?"), a line ending in 。 ！ : or in a quote that closes one ("…。」")
// is not.
bool LooksLikeHeading(std::string_view text) {
  // The ending first: it rules out most paragraphs without measuring them.
  size_t end = text.size();
  while (end > 0 && IsClosingQuote(PrevCodePoint(text, end))) {
    --end;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
  }
  if (end == 0 || IsClosingPunctuation(PrevCodePoint(text, end))) return false;
  if (text.find('|') != std::string_view::npos) return false;  // a table row
  return DisplayWidth(text, kMaxHeadingColumns) <= kMaxHeadingColumns;
}

size_t AtxHeadingLength(std::string_view line) {
  size_t n = 0;
  while (n < line.size() && n < 6 && line[n] == '#') ++n;
  if (n == 0 || n >= line.size() || line[n] != ' ') return 0;
  return n + 1;
}

bool EndsSentence(std::string_view text) {
  char32_t last = PrevCodePoint(text, text.size());
  return IsClosingPunctuation(last) || last == '?' || last == 0xFF1F || last == 0x3002;
}

// Hard-wrapped: blank lines separate paragraphs, every line is short, and where two text
// lines follow each other the first mostly stops mid-sentence at a similar width.
bool IsHardWrapped(const std::vector<Line>& lines) {
  int widest = 0;
  bool blank_between = false, seen_text = false, pending_blank = false;
  for (const Line& l : lines) {
    if (l.text.empty()) {
      pending_blank = seen_text;
      continue;
    }
    blank_between |= pending_blank;
    pending_blank = false;
    seen_text = true;
    widest = std::max(widest, DisplayWidth(l.text, kMaxWrapColumns));
    if (widest > kMaxWrapColumns) return false;
  }
  if (!blank_between) return false;
  int pairs = 0, wrapped = 0;
  for (size_t i = 0; i + 1 < lines.size(); ++i) {
    const Line& l = lines[i];
    const Line& next = lines[i + 1];
    if (l.text.empty() || next.text.empty() || ListMarkerLength(next.text) != 0) continue;
    ++pairs;
    if (!EndsSentence(l.text) && DisplayWidth(l.text) * 5 >= widest * 3) ++wrapped;
  }
  return pairs > 0 && wrapped * 3 >= pairs * 2;
}

}  // namespace

size_t ListMarkerLength(std::string_view line) {
  size_t pos = 0;
  if (line.empty()) return 0;
  char32_t c = NextCodePoint(line, &pos);
  auto space_after = [&](size_t at, bool required) -> size_t {
    if (at >= line.size()) return 0;  // a marker alone is not an item
    size_t p = at;
    char32_t next = NextCodePoint(line, &p);
    if (IsSpace(next)) {
      while (p < line.size()) {
        size_t q = p;
        if (!IsSpace(NextCodePoint(line, &q))) break;
        p = q;
      }
      return p;
    }
    return required ? 0 : at;
  };
  switch (c) {
    case '-':
    case '*':
    case '+':
      return space_after(pos, true);
    case 0x2022:
    case 0x30FB:
    case 0x00B7:
    case 0x25E6:
    case 0x25AA:
    case 0x2023:
    case 0x25CF:
      return space_after(pos, false);
    default:
      break;
  }
  if ((c >= 0x2460 && c <= 0x2473) || (c >= 0x2776 && c <= 0x277F)) return space_after(pos, false);
  if (c >= '0' && c <= '9') {
    size_t p = pos;
    int digits = 1;
    while (p < line.size() && line[p] >= '0' && line[p] <= '9' && digits < 4) ++p, ++digits;
    if (digits > 3 || p >= line.size()) return 0;
    if (line[p] == '.' || line[p] == ')') return space_after(p + 1, true);
    return 0;
  }
  if (c == '(') {
    size_t close = line.find(')', pos);
    if (close == std::string_view::npos || close == pos || close - pos > 4) return 0;
    std::string_view inside = line.substr(pos, close - pos);
    bool letter = inside.size() == 1 && inside[0] >= 'a' && inside[0] <= 'z';
    bool roman = std::all_of(inside.begin(), inside.end(),
                             [](char ch) { return ch == 'i' || ch == 'v' || ch == 'x'; });
    bool number = inside.size() <= 2 && std::all_of(inside.begin(), inside.end(),
                                                    [](char ch) { return ch >= '0' && ch <= '9'; });
    if (letter || roman || number) return space_after(close + 1, true);
  }
  return 0;
}

std::vector<Unit> SegmentPlainText(const Document& doc) {
  const std::vector<Line> lines = SplitLines(doc.text);
  const bool wrapped = IsHardWrapped(lines);
  std::vector<Unit> units;
  // At most a unit per line of text: reserved, so that units are not moved as they come.
  units.reserve(static_cast<size_t>(
      std::count_if(lines.begin(), lines.end(), [](const Line& l) { return !l.text.empty(); })));
  bool open = false;    // the last unit may take continuation lines
  int open_indent = 0;  // indentation of the open list item's marker
  for (const Line& line : lines) {
    if (line.text.empty()) {
      open = false;
      continue;
    }
    size_t marker = ListMarkerLength(line.text);
    size_t atx = marker ? 0 : AtxHeadingLength(line.text);
    bool continues = false;
    if (open && !marker && !atx) {
      const Unit& last = units.back();
      if (last.kind == UnitKind::kListItem)
        continues = line.indent > open_indent || wrapped;
      else
        continues = wrapped && last.kind == UnitKind::kParagraph;
    }
    if (continues) {
      Unit& last = units.back();
      last.text += ' ';
      last.text += line.text;
      last.last_line = line.number;
      continue;
    }
    Unit unit;
    unit.line = unit.last_line = line.number;
    if (marker) {
      unit.kind = UnitKind::kListItem;
      std::string_view m = line.text.substr(0, marker);
      while (!m.empty() && IsSpace(PrevCodePoint(m, m.size()))) {
        size_t last = m.size() - 1;
        while (last > 0 && (static_cast<unsigned char>(m[last]) & 0xC0) == 0x80) --last;
        m = m.substr(0, last);
      }
      unit.marker = CompactString(m);
      unit.text = std::string(line.text.substr(marker));
    } else if (atx) {
      unit.kind = UnitKind::kHeading;
      unit.text = std::string(line.text.substr(atx));
    } else {
      unit.kind = UnitKind::kParagraph;
      unit.text = std::string(line.text);
    }
    units.push_back(std::move(unit));
    open = !atx;
    open_indent = line.indent;
  }
  // A paragraph that stayed one short line without closing punctuation is a heading.
  for (Unit& u : units)
    if (u.kind == UnitKind::kParagraph && u.line == u.last_line && LooksLikeHeading(u.text))
      u.kind = UnitKind::kHeading;
  return units;
}

}  // namespace concord
