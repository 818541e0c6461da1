// cost_guards.cc — the guards against cmark-gfm's quadratic paths (see cost_guards.h).
//
// Each guard measures the cost of its path the way cmark would incur it, with the same idea of
// where paragraphs, text nodes and containers begin and end, so that only inputs that would
// really drive cmark quadratic are changed.
#include "segment/cost_guards.h"

#include <algorithm>
#include <utility>

#include "segment/ascii.h"
#include "segment/placeholders.h"

namespace concord::markdown_internal {
namespace {

// Length of the block-structure prefix of a line: indentation, block-quote markers and list
// markers, which must keep their characters.
size_t StructurePrefix(std::string_view line) {
  size_t i = 0;
  while (true) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '>')) ++i;
    auto space_at = [&](size_t k) { return k >= line.size() || line[k] == ' ' || line[k] == '\t'; };
    if (i < line.size() && (line[i] == '-' || line[i] == '*' || line[i] == '+') &&
        space_at(i + 1)) {
      ++i;
      continue;
    }
    size_t d = i;
    while (d < line.size() && d - i < 9 && IsAsciiDigit(line[d])) ++d;
    if (d > i && d < line.size() && (line[d] == '.' || line[d] == ')') && space_at(d + 1)) {
      i = d + 1;
      continue;
    }
    return i;
  }
}

// A line that is blank for cmark: spaces and tabs only ('\r' ends a line there too). Vertical
// tabs and form feeds are text to cmark, so they do not end a paragraph.
bool IsCmarkBlank(std::string_view line) { return line.find_first_not_of(" \t\r") == npos; }

// Where a line's content starts once its block-quote markers ("> > ") are taken off, and the
// width of the blanks before it (large when a tab makes the width depend on the column).
struct Content {
  size_t offset;
  int indent;
};

Content AfterQuoteMarkers(std::string_view line) {
  size_t i = 0;
  while (true) {
    size_t j = i;
    while (j < line.size() && j - i < 4 && line[j] == ' ') ++j;
    if (j - i > 3 || j >= line.size() || line[j] != '>') break;
    i = j + 1;
    if (i < line.size() && line[i] == ' ') ++i;
  }
  Content c{i, 0};
  while (c.offset < line.size() && (line[c.offset] == ' ' || line[c.offset] == '\t')) {
    c.indent += line[c.offset] == '\t' ? 4 : 1;
    ++c.offset;
  }
  return c;
}

// Length of a list marker that starts an item with content at the start of `rest`: a bullet,
// or "1." / "1)" (an ordered list starting elsewhere cannot interrupt a paragraph); 0 if none.
size_t InterruptingListMarker(std::string_view rest) {
  size_t m = 0;
  if (rest.starts_with('-') || rest.starts_with('+') || rest.starts_with('*'))
    m = 1;
  else if (rest.starts_with("1.") || rest.starts_with("1)"))
    m = 2;
  if (m == 0 || m >= rest.size() || (rest[m] != ' ' && rest[m] != '\t')) return 0;
  return IsCmarkBlank(rest.substr(m)) ? 0 : m;
}

// True when cmark ends any open paragraph before this line, whatever the containers around it:
// a blank line (inside block quotes too), an ATX heading, a code fence, a thematic break, or a
// list item that may interrupt a paragraph. Lines it cannot be sure of (setext underlines,
// table rows, "2." items, lazy continuations) keep the paragraph going, so the runs between
// such lines hold whole paragraphs: a guard that measures runs cannot be sidestepped by
// lines that only look like block starts.
bool EndsParagraph(std::string_view line) {
  const Content c = AfterQuoteMarkers(line);
  std::string_view rest = line.substr(c.offset);
  if (IsCmarkBlank(rest)) return true;
  if (c.indent > 3) return false;
  size_t hashes = rest.find_first_not_of('#');
  if (hashes == npos) hashes = rest.size();
  if (hashes >= 1 && hashes <= 6 &&
      (hashes == rest.size() || rest[hashes] == ' ' || rest[hashes] == '\t' ||
       rest[hashes] == '\r'))
    return true;
  if (rest.starts_with("~~~")) return true;
  if (rest.starts_with("```")) {
    size_t info = rest.find_first_not_of('`');
    if (info == npos || rest.find('`', info) == npos) return true;
  }
  const char c0 = rest[0];
  if (c0 == '*' || c0 == '-' || c0 == '_') {
    size_t marks = 0;
    bool only = true;
    for (char ch : rest) {
      if (ch == c0)
        ++marks;
      else if (ch != ' ' && ch != '\t' && ch != '\r')
        only = false;
    }
    if (only && marks >= 3) return true;
  }
  return InterruptingListMarker(rest) > 0;
}

// Offsets in `line` where a block of its own (an HTML block) may start: the content after the
// block-quote markers, and after a list marker there. Raw HTML at these places is not inline.
std::pair<size_t, size_t> BlockStartOffsets(std::string_view line) {
  const Content c = AfterQuoteMarkers(line);
  if (c.indent > 3) return {npos, npos};
  size_t marker = InterruptingListMarker(line.substr(c.offset));
  if (marker == 0) return {c.offset, npos};
  size_t after = c.offset + marker;
  while (after < line.size() && after - c.offset - marker < 4 && line[after] == ' ') ++after;
  return {c.offset, after};
}

// The closer of the raw HTML construct that opens at line[k] == '<' when cmark 0.29 scans for
// it to the end of the paragraph: processing instructions, CDATA sections and declarations.
// Empty when none opens there.
std::string_view CostlyHtmlCloser(std::string_view line, size_t k) {
  std::string_view rest = line.substr(k);
  if (rest.starts_with("<?")) return "?>";
  if (rest.starts_with("<![CDATA[")) return "]]>";
  if (rest.size() > 2 && rest[1] == '!' && IsAsciiLetter(rest[2])) return ">";
  return {};
}

}  // namespace

std::vector<unsigned char> MeasureInlineCost(std::string_view text,
                                             const std::vector<LineSpan>& lines,
                                             const std::vector<char>& blank,
                                             const MarkdownLimits& limits) {
  std::vector<unsigned char> flagged(lines.size(), 0);
  // The next closer of each kind, searched for again only once an opener lies past it: the
  // searches cover disjoint stretches of the text, so they are linear together.
  struct NextCloser {
    std::string_view closer;
    size_t from = npos;  // where the last search started
    size_t at = 0;       // what it found (text.size() for none)
  };
  NextCloser next[] = {{"?>"}, {"]]>"}, {">"}};
  size_t run_begin = 0, delimiters = 0, emphasis_cost = 0, images = 0, image_cost = 0;
  std::vector<std::pair<size_t, size_t>> openers;  // the run's HTML openers: offset, closer
  auto close_run = [&](size_t end) {
    if (end > run_begin) {
      const size_t run_end = lines[end - 1].end;
      const size_t budget =
          limits.cost_per_byte * (run_end - lines[run_begin].begin) + limits.cost_floor;
      // An opener whose closer is not in the run scans to the end of its paragraph.
      size_t html_cost = 0;
      for (const auto& [at, closer] : openers) html_cost += std::min(closer, run_end) - at;
      const unsigned char bits = (emphasis_cost > budget ? kCostlyEmphasis : 0) |
                                 (image_cost > budget ? kCostlyImages : 0) |
                                 (html_cost > budget ? kCostlyHtml : 0);
      for (size_t k = run_begin; k < end; ++k) flagged[k] = bits;
    }
    run_begin = end;
    delimiters = emphasis_cost = images = image_cost = 0;
    openers.clear();
  };
  for (size_t i = 0; i < lines.size(); ++i) {
    std::string_view l = text.substr(lines[i].begin, lines[i].end - lines[i].begin);
    if (blank[i] || EndsParagraph(l)) close_run(i);
    if (blank[i] || IsCmarkBlank(l)) {
      run_begin = i + 1;
      continue;
    }
    for (size_t k = 0; k < l.size(); ++k) {
      const char c = l[k];
      if ((c == '*' || c == '_' || c == '~') && (k == 0 || l[k - 1] != c)) {
        ++delimiters;
      } else if (c == ']') {
        emphasis_cost += delimiters;
        image_cost += images;
      } else if (c == '[') {
        if (k > 0 && l[k - 1] == '!') ++images;
      } else if (c == '<') {
        std::string_view closer = CostlyHtmlCloser(l, k);
        if (closer.empty()) continue;
        NextCloser& n = next[closer == "?>" ? 0 : closer == "]]>" ? 1 : 2];
        const size_t from = lines[i].begin + k + 2;
        if (n.from == npos || from < n.from || from > n.at) {
          n.from = from;
          n.at = std::min(text.find(n.closer, from), text.size());
        }
        openers.emplace_back(lines[i].begin + k, n.at);
      }
    }
  }
  close_run(lines.size());
  return flagged;
}

namespace {

// `line` with its emphasis characters (outside the structure prefix) made placeholders.
std::string PlainEmphasis(std::string_view line, bool* protected_any) {
  size_t prefix = StructurePrefix(line);
  // Thematic breaks and code fences keep their characters: they are structure, not emphasis.
  std::string_view rest = line.substr(prefix);
  if (rest.find_first_not_of("*_- \t") == npos || TrimLeftBlanks(rest).starts_with("~~~"))
    return std::string(line);
  return std::string(line.substr(0, prefix)) +
         ProtectChars(
             rest,
             [](std::string_view l, size_t k) { return l[k] == '*' || l[k] == '_' || l[k] == '~'; },
             protected_any);
}

// `line` with the '<' of its processing instructions, CDATA sections and declarations made a
// placeholder, except where one starts an HTML block (which cmark does not scan inline).
std::string PlainHtmlOpeners(std::string_view line, bool* protected_any) {
  const auto [start, after_marker] = BlockStartOffsets(line);
  return ProtectChars(
      line,
      [start = start, after_marker = after_marker](std::string_view l, size_t k) {
        return l[k] == '<' && k != start && k != after_marker && !CostlyHtmlCloser(l, k).empty();
      },
      protected_any);
}

// `line` with the '[' of its image openers ("![") made a placeholder.
std::string PlainImageOpeners(std::string_view line, bool* protected_any) {
  return ProtectChars(
      line, [](std::string_view l, size_t k) { return l[k] == '[' && k > 0 && l[k - 1] == '!'; },
      protected_any);
}

// cmark-gfm's autolink extension, for every '@' of a text node, scans on over the letters,
// digits, '.', '-', '_' and further '@'s that follow it (for about the first thousand '@'s of
// the node), so a line such as "a@b.a@b.a@b." costs the number of its '@'s times its length.
// Text nodes end at line ends, but take in character references and backslash escapes, so
// "&#64;", "&#x40;", "&commat;" and "\@" count as '@'. This is that cost for one line.
size_t AtSignReferenceLength(std::string_view line, size_t k) {
  std::string_view rest = line.substr(k);
  if (rest.starts_with("&commat;")) return 8;
  if (!rest.starts_with("&#")) return 0;
  size_t i = 2;
  const bool hex = i < rest.size() && (rest[i] == 'x' || rest[i] == 'X');
  if (hex) ++i;
  const size_t digits = i;
  while (i < rest.size() && rest[i] == '0' && i - digits < 8) ++i;
  std::string_view code = hex ? "40" : "64";
  if (rest.substr(i, 3) != std::string(code) + ";") return 0;
  return i + 3;
}

size_t AtSignScanCost(std::string_view line) {
  size_t cost = 0, at_signs = 0, offsets = 0;  // the current run's '@'s, their offsets summed
  auto end_run = [&](size_t end) {
    cost += at_signs * end - offsets;
    at_signs = offsets = 0;
  };
  for (size_t k = 0; k < line.size();) {
    const char c = line[k];
    const size_t reference = c == '&' ? AtSignReferenceLength(line, k) : 0;
    if (c == '@' || reference > 0) {
      ++at_signs;
      offsets += k;
      k += reference > 0 ? reference : 1;
    } else if (IsAsciiLetter(c) || IsAsciiDigit(c) || c == '.' || c == '-' || c == '_' ||
               (c == '\\' && k + 1 < line.size() && line[k + 1] == '@')) {
      ++k;
    } else {
      end_run(k);
      ++k;
    }
  }
  end_run(line.size());
  return cost;
}

// `line` with its '@'s, and the '&' of its '@' references, made placeholders: shown as
// written, never an email link.
std::string PlainAtSigns(std::string_view line, bool* protected_any) {
  return ProtectChars(
      line,
      [](std::string_view l, size_t k) {
        return l[k] == '@' || (l[k] == '&' && AtSignReferenceLength(l, k) > 0);
      },
      protected_any);
}

// cmark-gfm 0.29 walks the open containers of the document for every lazy continuation line,
// so a line that opens thousands of nested block quotes or list items ("> > > … a",
// "- - - … a", or list items indented two more columns each line) followed by many lazy lines
// costs depth × lines. No document nests containers more than a few levels deep: a container
// marker past the limits.max_nesting-th of its line, or past column limits.max_nesting_column,
// is escaped with a backslash, so that it is text (shown as written) instead of a container.
// Sets *out to `line` with that backslash and returns true; false (and *out untouched) when
// `line` has no such marker.
bool CapNesting(std::string_view line, const MarkdownLimits& limits, std::string* out) {
  if (line.find_first_not_of("*-_ \t") == npos) return false;  // a thematic break
  int markers = 0;
  size_t i = 0, column = 0;
  while (i < line.size()) {
    const char c = line[i];
    if (c == ' ' || c == '\t') {
      column = c == '\t' ? column / 4 * 4 + 4 : column + 1;
      ++i;
      continue;
    }
    auto space_at = [&](size_t k) { return k >= line.size() || line[k] == ' ' || line[k] == '\t'; };
    size_t escape_at = i, after = i + 1;
    if (c == '>') {
      // a block quote marker
    } else if ((c == '-' || c == '*' || c == '+') && space_at(i + 1)) {
      // a bullet
    } else {
      size_t d = i;
      while (d < line.size() && d - i < 9 && IsAsciiDigit(line[d])) ++d;
      if (d == i || d >= line.size() || (line[d] != '.' && line[d] != ')') || !space_at(d + 1))
        return false;
      escape_at = d;  // "1\." is text
      after = d + 1;
    }
    if (++markers > limits.max_nesting || column > limits.max_nesting_column) {
      out->assign(line.substr(0, escape_at));
      *out += '\\';
      out->append(line.substr(escape_at));
      return true;
    }
    column += after - i;
    i = after;
  }
  return false;
}

// cmark-gfm 0.29's table extension appends each cell by walking the row's list, so a row costs
// the square of its cells. No real table row has more than limits.max_table_columns cells: the
// pipes beyond that become spaces. Returns false (and *out untouched) when `line` has no more.
bool CapTableColumns(std::string_view line, const MarkdownLimits& limits, std::string* out) {
  if (std::count(line.begin(), line.end(), '|') <= limits.max_table_columns) return false;
  std::string capped(line);
  int pipes = 0;
  for (char& c : capped)
    if (c == '|' && ++pipes > limits.max_table_columns) c = ' ';
  *out = std::move(capped);
  return true;
}

}  // namespace

std::string_view GuardLine(std::string_view line, unsigned char costly,
                           const MarkdownLimits& limits, std::string* scratch,
                           bool* protected_any) {
  // Each step reads the previous one's answer (which may be *scratch) and builds a new string
  // before it replaces *scratch.
  if (CapNesting(line, limits, scratch)) line = *scratch;
  if (costly & kCostlyEmphasis) {
    *scratch = PlainEmphasis(line, protected_any);
    line = *scratch;
  }
  if (costly & kCostlyImages) {
    *scratch = PlainImageOpeners(line, protected_any);
    line = *scratch;
  }
  if (costly & kCostlyHtml) {
    *scratch = PlainHtmlOpeners(line, protected_any);
    line = *scratch;
  }
  if (line.find_first_of("@&") != npos &&
      AtSignScanCost(line) > limits.cost_per_byte * line.size() + limits.cost_floor) {
    *scratch = PlainAtSigns(line, protected_any);
    line = *scratch;
  }
  if (CapTableColumns(line, limits, scratch)) line = *scratch;
  return line;
}

}  // namespace concord::markdown_internal
