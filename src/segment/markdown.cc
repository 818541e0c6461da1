// markdown.cc — Markdown into units with cmark-gfm (see markdown.h for what becomes a unit).
//
// Three passes, each linear in the size of the document:
//   1. PrepareSource: front matter, display-math blocks and Liquid highlight/comment blocks
//      are replaced by empty lines (so cmark's line numbers stay the file's); inside
//      same-line $$…$$ spans the characters Markdown would interpret are swapped for
//      placeholders, so that inline math comes out as written; and so are the emphasis
//      characters, image openers or raw HTML openers of the rare paragraph that would drive
//      cmark quadratic (see MeasureInlineCost), and the '@'s of a line that would drive its
//      autolink extension quadratic (see AtSignScanCost); container markers nested past what any
//      document uses are escaped (see CapNesting), and table rows keep at most
//      kMaxTableColumns pipes.
//   2. cmark-gfm parses the prepared text.
//   3. A Segmenter walks the tree with cmark iterators (never recursion, so deep nesting
//      cannot exhaust the stack) and fills one draft (a Unit and its DraftState) per
//      heading, paragraph, list item, table cell or piece of HTML prose; drafts that end up
//      without visible text are dropped at the end.
#include "segment/markdown.h"

#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm.h>

#include <algorithm>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "text/unicode.h"

namespace concord {
namespace {

constexpr size_t npos = std::string_view::npos;

// ---------------------------------------------------------------------------------------------
// cmark at the edge: owners and null-safe accessors.

struct NodeDeleter {
  void operator()(cmark_node* node) const { cmark_node_free(node); }
};
struct ParserDeleter {
  void operator()(cmark_parser* parser) const { cmark_parser_free(parser); }
};
struct IterDeleter {
  void operator()(cmark_iter* iter) const { cmark_iter_free(iter); }
};
using NodePtr = std::unique_ptr<cmark_node, NodeDeleter>;
using ParserPtr = std::unique_ptr<cmark_parser, ParserDeleter>;
using IterPtr = std::unique_ptr<cmark_iter, IterDeleter>;

NodePtr ParseGfm(std::string_view text) {
  // The extension registry is process-wide; a function-local static registers it exactly
  // once, even when several threads segment at the same time.
  static const bool registered = [] {
    cmark_gfm_core_extensions_ensure_registered();
    return true;
  }();
  (void)registered;
  // cmark-gfm keeps the inline parser's special characters in one process-wide table, and
  // each parse adds its extensions' characters to it while it processes inlines and takes them
  // out again when done (blocks.c, process_inlines): two parses at once lose each other's
  // characters, and with them an autolink or a strikethrough now and then. So they take turns;
  // the rest of a Markdown edition's segmentation still runs in parallel.
  static std::mutex cmark_table;
  const std::lock_guard<std::mutex> lock(cmark_table);
  // VALIDATE_UTF8 makes every string cmark hands back valid UTF-8 whatever the input.
  ParserPtr parser(cmark_parser_new(CMARK_OPT_VALIDATE_UTF8));
  for (const char* name : {"table", "strikethrough", "autolink", "tasklist"}) {
    if (cmark_syntax_extension* ext = cmark_find_syntax_extension(name))
      cmark_parser_attach_syntax_extension(parser.get(), ext);
  }
  cmark_parser_feed(parser.get(), text.data(), text.size());
  return NodePtr(cmark_parser_finish(parser.get()));
}

std::string_view Literal(cmark_node* node) {
  const char* s = cmark_node_get_literal(node);
  return s ? std::string_view(s) : std::string_view();
}

std::string_view Url(cmark_node* node) {
  const char* s = cmark_node_get_url(node);
  return s ? std::string_view(s) : std::string_view();
}

// Extension node types (tables) are registered at run time and their constants are not in
// the installed headers; their type names are.
bool IsTableCell(cmark_node* node) {
  const char* name = cmark_node_get_type_string(node);
  return name && std::string_view(name) == "table_cell";
}

int StartLine(cmark_node* node) { return std::max(1, cmark_node_get_start_line(node)); }

// cmark reports the end of a block that swallowed its final newline (setext headings, list
// items, HTML blocks) as column 0 of the next line, sometimes even before the start.
int LastLine(cmark_node* node) {
  int end = cmark_node_get_end_line(node);
  if (cmark_node_get_end_column(node) == 0) --end;
  return std::max(StartLine(node), end);
}

// ---------------------------------------------------------------------------------------------
// Small text helpers. All are linear and safe on any bytes.

bool IsAsciiSpace(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
bool IsAsciiAlpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool IsAsciiDigit(char c) { return c >= '0' && c <= '9'; }
char AsciiLower(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }
// 0-15 for a hexadecimal digit, -1 for anything else.
int HexDigitValue(char c) {
  if (IsAsciiDigit(c)) return c - '0';
  char l = AsciiLower(c);
  return (l >= 'a' && l <= 'f') ? l - 'a' + 10 : -1;
}

std::string_view TrimAscii(std::string_view s) {
  while (!s.empty() && IsAsciiSpace(s.front())) s.remove_prefix(1);
  while (!s.empty() && IsAsciiSpace(s.back())) s.remove_suffix(1);
  return s;
}

std::string_view TrimLeftBlanks(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  return s;
}

bool IsBlankLine(std::string_view s) { return TrimAscii(s).empty(); }

// True when `s` holds a code point that is not (Unicode) white space.
bool HasVisible(std::string_view s) {
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
std::string CollapseWhitespace(std::string_view s) {
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

struct NamedEntity {
  std::string_view name;
  char32_t code;
};
// The entities that turn up in hand-written HTML; anything else is left as written.
constexpr NamedEntity kNamedEntities[] = {
    {"amp", '&'},       {"lt", '<'},       {"gt", '>'},       {"quot", '"'},
    {"apos", '\''},     {"nbsp", 0xA0},    {"ensp", 0x2002},  {"emsp", 0x2003},
    {"thinsp", 0x2009}, {"ndash", 0x2013}, {"mdash", 0x2014}, {"hellip", 0x2026},
    {"lsquo", 0x2018},  {"rsquo", 0x2019}, {"ldquo", 0x201C}, {"rdquo", 0x201D},
    {"laquo", 0xAB},    {"raquo", 0xBB},   {"middot", 0xB7},  {"bull", 0x2022},
    {"times", 0xD7},    {"divide", 0xF7},  {"minus", 0x2212}, {"plusmn", 0xB1},
    {"le", 0x2264},     {"ge", 0x2265},    {"ne", 0x2260},    {"approx", 0x2248},
    {"deg", 0xB0},      {"copy", 0xA9},    {"reg", 0xAE},     {"trade", 0x2122},
    {"sect", 0xA7},     {"para", 0xB6},    {"euro", 0x20AC},  {"pound", 0xA3},
    {"yen", 0xA5},      {"cent", 0xA2},    {"rarr", 0x2192},  {"larr", 0x2190},
    {"harr", 0x2194},   {"uarr", 0x2191},  {"darr", 0x2193},  {"rArr", 0x21D2},
    {"infin", 0x221E},  {"micro", 0xB5},   {"shy", 0xAD},     {"zwj", 0x200D},
    {"zwnj", 0x200C},
};

// Decodes character references in raw HTML text; unknown or malformed ones stay as written.
std::string DecodeEntities(std::string_view s) {
  if (s.find('&') == npos) return std::string(s);
  std::string out;
  out.reserve(s.size());
  size_t i = 0;
  while (i < s.size()) {
    size_t amp = s.find('&', i);
    if (amp == npos) {
      out.append(s.substr(i));
      break;
    }
    out.append(s.substr(i, amp - i));
    i = amp + 1;
    // A reference is short: looking at most 32 bytes ahead keeps this linear.
    std::string_view ahead = s.substr(i, 32);
    size_t semi = ahead.find(';');
    if (semi == npos || semi == 0) {
      out += '&';
      continue;
    }
    std::string_view ref = ahead.substr(0, semi);
    std::optional<char32_t> code;
    if (ref[0] == '#') {
      bool hex = ref.size() > 1 && (ref[1] == 'x' || ref[1] == 'X');
      std::string_view digits = ref.substr(hex ? 2 : 1);
      uint32_t value = 0;
      bool ok = !digits.empty() && digits.size() <= (hex ? 6u : 7u);
      for (char c : digits) {
        int d = HexDigitValue(c);
        if (d < 0 || d >= (hex ? 16 : 10)) {
          ok = false;
          break;
        }
        value = value * (hex ? 16 : 10) + static_cast<uint32_t>(d);
      }
      if (ok) {
        bool valid = value != 0 && value <= 0x10FFFF && (value < 0xD800 || value > 0xDFFF);
        code = valid ? static_cast<char32_t>(value) : char32_t{0xFFFD};
      }
    } else {
      for (const NamedEntity& e : kNamedEntities) {
        if (e.name == ref) {
          code = e.code;
          break;
        }
      }
    }
    if (!code) {
      out += '&';
      continue;
    }
    AppendUtf8(*code, &out);
    i += semi + 1;
  }
  return out;
}

// Inline code as the code extractor expects it: between backticks, with a longer fence when
// the code itself holds backticks.
std::string Backticked(std::string_view code) {
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

// A link whose text is its own target (autolinks, bare URLs) has no title to offer.
bool IsUrlText(std::string_view text, std::string_view url) {
  if (text == url) return true;
  for (std::string_view scheme : {"mailto:", "http://", "https://"})
    if (url.starts_with(scheme) && url.substr(scheme.size()) == text) return true;
  return false;
}

// True when `s` is nothing but display math and template tags: $$…$$, {% … %}, {{ … }}, and
// kramdown attribute lists {: …}. Such paragraphs are layout, not prose.
bool IsNotProse(std::string_view s) {
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
bool IsDisplayMathSource(std::string_view source) {
  source = TrimAscii(source);
  if (source.size() >= 4 && source.starts_with("\\[") && source.ends_with("\\]")) return true;
  return source.starts_with("\\begin{") && source.ends_with("}") && source.find("\\end{") != npos;
}

// ---------------------------------------------------------------------------------------------
// Pass 1: the prepared source.

struct LineSpan {
  size_t begin;
  size_t end;  // before the '\n'
};

std::vector<LineSpan> SplitLines(std::string_view text) {
  std::vector<LineSpan> lines;
  size_t start = 0;
  while (true) {
    size_t nl = text.find('\n', start);
    if (nl == npos) {
      lines.push_back({start, text.size()});
      break;
    }
    lines.push_back({start, nl});
    start = nl + 1;
  }
  return lines;
}

struct FrontMatterTitle {
  std::string text;
  int line = 0;  // 1-based
  int last_line = 0;
};

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

bool IsFenceLine(std::string_view line) {
  std::string_view t = TrimLeftBlanks(line);
  return t.starts_with("```") || t.starts_with("~~~");
}

// Blanks blocks that open at the start of a line and close at the next occurrence of
// `close`: display math ($$ … $$, \[ … \]) that stands alone between blank lines, and Liquid
// highlight/comment blocks. Math may hold blank lines and lines that look like Markdown
// ("- x", "| a |"), which cmark would otherwise turn into units. A block that would swallow
// a code fence is left alone. Each search resumes where the previous one ended: linear.
void BlankDelimitedBlocks(std::string_view text, const std::vector<LineSpan>& lines,
                          std::vector<char>* blank) {
  struct Delimiters {
    std::string_view open;
    std::string_view close;
    bool standalone;  // must sit between blank lines, the closer ending its line
  };
  static constexpr Delimiters kBlocks[] = {
      {"$$", "$$", true},
      {"\\[", "\\]", true},
      {"{% highlight", "endhighlight", false},
      {"{%- highlight", "endhighlight", false},
      {"{% comment", "endcomment", false},
      {"{%- comment", "endcomment", false},
  };
  auto line_of = [&](size_t offset) {
    auto it = std::upper_bound(lines.begin(), lines.end(), offset,
                               [](size_t off, const LineSpan& l) { return off < l.begin; });
    return static_cast<size_t>(it - lines.begin()) - 1;
  };
  auto line_text = [&](size_t i) {
    return text.substr(lines[i].begin, lines[i].end - lines[i].begin);
  };
  for (const Delimiters& d : kBlocks) {
    for (size_t i = 0; i < lines.size(); ++i) {
      if ((*blank)[i]) continue;
      std::string_view l = line_text(i);
      std::string_view t = TrimLeftBlanks(l);
      if (!t.starts_with(d.open)) continue;
      if (d.standalone && i > 0 && !(*blank)[i - 1] && !IsBlankLine(line_text(i - 1))) continue;
      size_t from = lines[i].begin + (l.size() - t.size()) + d.open.size();
      size_t found = text.find(d.close, from);
      if (found == npos) break;  // no closer anywhere after: nothing more to find
      size_t j = line_of(found);
      bool ok = true;
      if (d.standalone) {
        std::string_view after = text.substr(
            found + d.close.size(), lines[j].end - std::min(lines[j].end, found + d.close.size()));
        ok = IsBlankLine(after) && (j + 1 >= lines.size() || IsBlankLine(line_text(j + 1)));
      }
      for (size_t k = i + 1; ok && k <= j; ++k) ok = !IsFenceLine(line_text(k));
      if (ok) {
        for (size_t k = i; k <= j; ++k) (*blank)[k] = 1;
        i = j;
      } else if (j > i) {
        i = j - 1;  // the closer's line may open the next block
      }
    }
  }
}

// Characters that the prepared source may hold as placeholders: noncharacters U+FDD0 + index,
// which no text contains, and which go back after rendering. The first nine would make cmark
// rewrite inline math (escapes, emphasis, links, HTML, entities, strikethrough): inside $$…$$
// they are always placeholders. '@' is one only on the lines PlainAtSigns rewrites.
constexpr std::string_view kProtected = "\\*_[]<>&~@";
constexpr std::string_view kMathSpecial = kProtected.substr(0, 9);

void AppendProtectedLine(std::string_view line, std::string* out, bool* protected_any) {
  size_t i = 0;
  while (i < line.size()) {
    size_t open = line.find("$$", i);
    size_t close = open == npos ? npos : line.find("$$", open + 2);
    if (close == npos) break;
    std::string_view math = line.substr(open + 2, close - open - 2);
    out->append(line.substr(i, open + 2 - i));
    // A backtick means the "math" crosses a code span; leave that line to cmark.
    if (math.find('`') != npos) {
      out->append(math);
    } else {
      for (char c : math) {
        size_t k = kMathSpecial.find(c);
        if (k == npos) {
          *out += c;
        } else {
          AppendUtf8(0xFDD0 + static_cast<char32_t>(k), out);
          *protected_any = true;
        }
      }
    }
    out->append("$$");
    i = close + 2;
  }
  out->append(line.substr(i));
}

std::string RestoreProtected(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size(); ++i) {
    // U+FDD0..U+FDDF is EF B7 90..9F in UTF-8.
    if (s[i] == '\xEF' && i + 2 < s.size() && s[i + 1] == '\xB7') {
      unsigned k = static_cast<unsigned char>(s[i + 2]) - 0x90u;
      if (k < kProtected.size()) {
        out += kProtected[k];
        i += 2;
        continue;
      }
    }
    out += s[i];
  }
  return out;
}

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
  if (rest.size() > 2 && rest[1] == '!' && IsAsciiAlpha(rest[2])) return ">";
  return {};
}

// cmark-gfm 0.29.0.gfm.6 (the packaged version) has inline paths whose cost grows with the
// square of a paragraph:
//   - each link or image that closes walks every emphasis delimiter pending before it;
//   - each link that closes walks every image opener (![) pending before it;
//   - each processing instruction (<?), CDATA section (<![CDATA[) or declaration (<!A) without
//     its closer scans on to the end of the paragraph.
// This measures the three costs for every run of lines that may be one paragraph (see
// EndsParagraph) and flags the runs whose cost is far above their size. A flagged run has its
// emphasis characters, the '[' of its image openers, or the '<' of those HTML openers made
// plain text; it then shows them as written. Ordinary prose stays orders of magnitude below
// the bound.
enum CostlyConstruct : unsigned char {
  kCostlyEmphasis = 1,
  kCostlyImages = 2,
  kCostlyHtml = 4,
};

constexpr size_t kCostPerByte = 32;
constexpr size_t kCostFloor = size_t{1} << 20;

// Per line, the CostlyConstruct bits of its run.
std::vector<unsigned char> MeasureInlineCost(std::string_view text,
                                             const std::vector<LineSpan>& lines,
                                             const std::vector<char>& blank) {
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
      const size_t budget = kCostPerByte * (run_end - lines[run_begin].begin) + kCostFloor;
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

// `line` with every character at an offset k where protect(line, k) holds made its
// placeholder (U+FDD0 + its place in kProtected); sets *protected_any when there was one.
template <typename Protect>
std::string ProtectChars(std::string_view line, Protect protect, bool* protected_any) {
  std::string out;
  out.reserve(line.size() + 8);
  for (size_t k = 0; k < line.size(); ++k) {
    if (protect(line, k)) {
      AppendUtf8(0xFDD0 + static_cast<char32_t>(kProtected.find(line[k])), &out);
      *protected_any = true;
    } else {
      out += line[k];
    }
  }
  return out;
}

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
    } else if (IsAsciiAlpha(c) || IsAsciiDigit(c) || c == '.' || c == '-' || c == '_' ||
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
// marker past the kMaxNesting-th of its line, or past column kMaxNestingColumn, is escaped
// with a backslash, so that it is text (shown as written) instead of a container.
constexpr int kMaxNesting = 64;
constexpr size_t kMaxNestingColumn = 256;

// `line` with a backslash before its first container marker past those limits; unchanged (and
// false) when it has none.
bool CapNesting(std::string_view line, std::string* out) {
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
    if (++markers > kMaxNesting || column > kMaxNestingColumn) {
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

constexpr int kMaxTableColumns = 256;

struct PreparedSource {
  std::string text;  // what cmark parses: the document's lines, some of them emptied
  bool protected_any = false;
  std::optional<FrontMatterTitle> title;
};

PreparedSource PrepareSource(std::string_view text) {
  PreparedSource prepared;
  const std::vector<LineSpan> lines = SplitLines(text);
  std::vector<char> blank(lines.size(), 0);
  auto line_text = [&](size_t i) {
    return text.substr(lines[i].begin, lines[i].end - lines[i].begin);
  };

  // Front matter: "---" (YAML) or "+++" (TOML) on the first line up to the matching closing
  // line. Without a closing line it is not front matter but Markdown (a thematic break).
  std::string_view first = TrimAscii(line_text(0));
  if (first == "---" || first == "+++") {
    const bool toml = first == "+++";
    for (size_t i = 1; i < lines.size(); ++i) {
      std::string_view l = TrimAscii(line_text(i));
      if (l == first || (!toml && l == "...")) {
        prepared.title = toml ? TomlTitle(text, lines, 1, i) : YamlTitle(text, lines, 1, i);
        std::fill(blank.begin(), blank.begin() + static_cast<ptrdiff_t>(i) + 1, 1);
        break;
      }
    }
  }
  BlankDelimitedBlocks(text, lines, &blank);

  const std::vector<unsigned char> costly = MeasureInlineCost(text, lines, blank);

  const bool has_math = text.find("$$") != npos;
  prepared.text.reserve(text.size() + (has_math ? text.size() / 8 : 0));
  for (size_t i = 0; i < lines.size(); ++i) {
    if (i > 0) prepared.text += '\n';
    if (blank[i]) continue;
    std::string_view line = line_text(i);
    std::string replaced;
    if (CapNesting(line, &replaced)) line = replaced;
    if (costly[i] & kCostlyEmphasis) {
      replaced = PlainEmphasis(line, &prepared.protected_any);
      line = replaced;
    }
    if (costly[i] & kCostlyImages) {
      replaced = PlainImageOpeners(line, &prepared.protected_any);
      line = replaced;
    }
    if (costly[i] & kCostlyHtml) {
      replaced = PlainHtmlOpeners(line, &prepared.protected_any);
      line = replaced;
    }
    if (line.find_first_of("@&") != npos &&
        AtSignScanCost(line) > kCostPerByte * line.size() + kCostFloor) {
      replaced = PlainAtSigns(line, &prepared.protected_any);
      line = replaced;
    }
    // cmark-gfm 0.29's table extension appends each cell by walking the row's list, O(cells²):
    // a line with thousands of '|' takes seconds. No real table row has more than
    // kMaxTableColumns cells, so the pipes beyond that reach cmark as spaces.
    if (std::count(line.begin(), line.end(), '|') > kMaxTableColumns) {
      std::string capped(line);
      int pipes = 0;
      for (char& c : capped)
        if (c == '|' && ++pipes > kMaxTableColumns) c = ' ';
      replaced = std::move(capped);
      line = replaced;
    }
    if (has_math)
      AppendProtectedLine(line, &prepared.text, &prepared.protected_any);
    else
      prepared.text.append(line);
  }
  return prepared;
}

// ---------------------------------------------------------------------------------------------
// Suppression comments.

class Suppressions {
 public:
  // Acts on the body of an HTML comment when it is a concord directive; ignores others.
  void Apply(std::string_view body) {
    body = TrimAscii(body);
    if (auto ids = Directive(body, "concord-disable-next-line")) {
      Insert(*ids, &pending_);
    } else if (auto ids = Directive(body, "concord-disable")) {
      Insert(*ids, &current_);
    } else if (auto ids = Directive(body, "concord-enable")) {
      if (ids->empty()) current_.clear();
      // Naming a rule cannot carve an exception out of "*": the set has no way to say
      // "all but x", so `enable x` after a bare `disable` leaves everything off.
      for (const std::string& id : *ids) current_.erase(id);
    }
  }
  const std::set<std::string>& current() const { return current_; }
  std::set<std::string> TakePending() { return std::exchange(pending_, {}); }
  void GiveBack(const std::vector<std::string>& rules) {
    pending_.insert(rules.begin(), rules.end());
  }

 private:
  static std::optional<std::vector<std::string>> Directive(std::string_view body,
                                                           std::string_view keyword) {
    if (!body.starts_with(keyword)) return std::nullopt;
    std::string_view rest = body.substr(keyword.size());
    if (!rest.empty() && !IsAsciiSpace(rest[0]) && rest[0] != ',') return std::nullopt;
    std::vector<std::string> ids;
    size_t i = 0;
    while (i < rest.size()) {
      while (i < rest.size() && (IsAsciiSpace(rest[i]) || rest[i] == ',')) ++i;
      size_t start = i;
      while (i < rest.size() && !IsAsciiSpace(rest[i]) && rest[i] != ',') ++i;
      if (i > start) ids.emplace_back(rest.substr(start, i - start));
    }
    return ids;
  }
  static void Insert(const std::vector<std::string>& ids, std::set<std::string>* to) {
    if (ids.empty()) to->insert("*");
    to->insert(ids.begin(), ids.end());
  }

  std::set<std::string> current_;  // rules off from here on
  std::set<std::string> pending_;  // rules off for the next unit only
};

// ---------------------------------------------------------------------------------------------
// HTML tags.

struct HtmlTag {
  std::string name;  // lower case
  bool closing = false;
  bool self_closing = false;
  std::string href, src, alt;
  bool markdown = false;  // kramdown's markdown="1" (or block/span): the content is Markdown
};

constexpr size_t kNotTag = npos;
constexpr size_t kUnterminated = npos - 1;

// Parses the tag at html[pos] == '<'. Returns the offset after its '>', kNotTag when no tag
// starts there, or kUnterminated when the text ends inside the tag (then no later '<' can
// close either, which the caller uses to stay linear).
size_t ParseTag(std::string_view h, size_t pos, HtmlTag* tag) {
  *tag = HtmlTag();
  size_t i = pos + 1;
  if (i < h.size() && h[i] == '/') {
    tag->closing = true;
    ++i;
  }
  if (i >= h.size() || !IsAsciiAlpha(h[i])) return kNotTag;
  size_t name_begin = i;
  while (i < h.size() && (IsAsciiAlpha(h[i]) || IsAsciiDigit(h[i]) || h[i] == '-' || h[i] == ':'))
    ++i;
  if (i < h.size() && !IsAsciiSpace(h[i]) && h[i] != '/' && h[i] != '>') return kNotTag;
  for (size_t k = name_begin; k < i; ++k) tag->name += AsciiLower(h[k]);
  while (true) {
    while (i < h.size() && IsAsciiSpace(h[i])) ++i;
    if (i >= h.size()) return kUnterminated;
    if (h[i] == '>') return i + 1;
    if (h[i] == '/' || h[i] == '=') {
      tag->self_closing = h[i] == '/';
      ++i;
      continue;
    }
    size_t name_start = i;
    while (i < h.size() && !IsAsciiSpace(h[i]) && h[i] != '>' && h[i] != '=' && h[i] != '/') ++i;
    std::string attr;
    for (size_t k = name_start; k < i; ++k) attr += AsciiLower(h[k]);
    while (i < h.size() && IsAsciiSpace(h[i])) ++i;
    std::string_view value;
    if (i < h.size() && h[i] == '=') {
      ++i;
      while (i < h.size() && IsAsciiSpace(h[i])) ++i;
      if (i >= h.size()) return kUnterminated;
      if (h[i] == '"' || h[i] == '\'') {
        size_t end = h.find(h[i], i + 1);
        if (end == npos) return kUnterminated;
        value = h.substr(i + 1, end - i - 1);
        i = end + 1;
      } else {
        size_t start = i;
        while (i < h.size() && !IsAsciiSpace(h[i]) && h[i] != '>') ++i;
        value = h.substr(start, i - start);
      }
    }
    if (attr == "href")
      tag->href = DecodeEntities(value);
    else if (attr == "src")
      tag->src = DecodeEntities(value);
    else if (attr == "alt")
      tag->alt = DecodeEntities(value);
    else if (attr == "markdown")
      tag->markdown = value == "1" || value == "block" || value == "span";
  }
}

// Elements whose content is not prose.
bool IsSkippedElement(std::string_view name) {
  static constexpr std::string_view kNames[] = {"script", "style",    "pre",     "svg",
                                                "math",   "template", "textarea"};
  return std::find(std::begin(kNames), std::end(kNames), name) != std::end(kNames);
}

// Elements that end one piece of prose and start another.
bool IsBlockElement(std::string_view name) {
  static constexpr std::string_view kNames[] = {
      "address", "article", "aside",   "blockquote", "body",   "br",    "caption",  "center",
      "dd",      "details", "dialog",  "div",        "dl",     "dt",    "fieldset", "figcaption",
      "figure",  "footer",  "form",    "h1",         "h2",     "h3",    "h4",       "h5",
      "h6",      "header",  "hr",      "html",       "legend", "li",    "main",     "nav",
      "ol",      "p",       "section", "summary",    "table",  "tbody", "td",       "tfoot",
      "th",      "thead",   "tr",      "ul"};
  return std::find(std::begin(kNames), std::end(kNames), name) != std::end(kNames);
}

UnitKind KindOfElement(std::string_view name) {
  if (name.size() == 2 && name[0] == 'h' && name[1] >= '1' && name[1] <= '6')
    return UnitKind::kHeading;
  return name == "li" ? UnitKind::kListItem : UnitKind::kParagraph;
}

// Offset of the "</name" that closes a skipped element, searching from `from`; npos if none.
size_t FindClosingTag(std::string_view h, size_t from, std::string_view name) {
  while (true) {
    size_t p = h.find("</", from);
    if (p == npos) return npos;
    std::string_view candidate = h.substr(p + 2, name.size());
    bool same = candidate.size() == name.size();
    for (size_t k = 0; same && k < name.size(); ++k) same = AsciiLower(candidate[k]) == name[k];
    size_t after = p + 2 + name.size();
    if (same && (after >= h.size() || !(IsAsciiAlpha(h[after]) || IsAsciiDigit(h[after]))))
      return p;
    from = p + 2;
  }
}

// ---------------------------------------------------------------------------------------------
// Pass 3: the walk.

// The bookkeeping of a unit being built (a draft). Directives are resolved when its first
// visible text arrives: the rules off at that point, and a pending disable-next-line, which
// goes back if the draft is dropped.
struct DraftState {
  bool has_text = false;
  std::vector<std::string> disabled;
  std::vector<std::string> next_line;
};

// Where a block's contribution to a draft began, to take it back when it is not prose.
struct Mark {
  size_t text = 0;
  size_t links = 0;
  size_t link_texts = 0;
  bool had_text = false;
};

// State of inline HTML across the nodes of one paragraph.
struct InlineHtmlState {
  std::optional<size_t> anchor_begin;  // text offset where an open <a> began
  std::string anchor_href;
  std::string skip_until;  // name of an open skipped element (<script> …)
};

class Segmenter {
 public:
  explicit Segmenter(const PreparedSource& source)
      : source_(source), lines_(SplitLines(source.text)) {}

  std::vector<Unit> Run(cmark_node* root) {
    if (source_.title) {
      target_ = NewDraft(UnitKind::kHeading, source_.title->line, source_.title->last_line);
      Mark mark = Begin();
      AppendText(source_.title->text);
      EndSegment(mark, {});
    }
    IterPtr iter(cmark_iter_new(root));
    std::vector<size_t> items;  // drafts of the open list items, innermost last
    cmark_event_type event;
    while ((event = cmark_iter_next(iter.get())) != CMARK_EVENT_DONE) {
      cmark_node* node = cmark_iter_get_node(iter.get());
      cmark_node_type type = cmark_node_get_type(node);
      if (event == CMARK_EVENT_EXIT) {
        if (type == CMARK_NODE_ITEM && !items.empty()) items.pop_back();
        continue;
      }
      cmark_node* parent = cmark_node_parent(node);
      const bool in_item =
          !items.empty() && parent && cmark_node_get_type(parent) == CMARK_NODE_ITEM;
      switch (type) {
        case CMARK_NODE_ITEM:
          items.push_back(NewDraft(UnitKind::kListItem, StartLine(node), StartLine(node)));
          units_.back().marker = Marker(node);
          break;
        case CMARK_NODE_PARAGRAPH: {
          // A list item's own paragraphs are joined into the item; others are units.
          target_ = in_item ? items.back()
                            : NewDraft(UnitKind::kParagraph, StartLine(node), LastLine(node));
          Mark mark = Begin();
          RenderInlines(node);
          if (EndSegment(mark, SourceOf(node))) {
            Unit& u = units_[target_];
            u.last_line = std::max(u.last_line, LastLine(node));
          }
          cmark_iter_reset(iter.get(), node, CMARK_EVENT_EXIT);
          break;
        }
        case CMARK_NODE_HEADING: {
          target_ = NewDraft(UnitKind::kHeading, StartLine(node), LastLine(node));
          Mark mark = Begin();
          RenderInlines(node);
          StripHeadingAttributes(mark);
          EndSegment(mark, {});
          cmark_iter_reset(iter.get(), node, CMARK_EVENT_EXIT);
          break;
        }
        case CMARK_NODE_HTML_BLOCK:
          ProcessHtmlBlock(node, in_item ? std::optional<size_t>(items.back()) : std::nullopt);
          break;
        default:
          if (IsTableCell(node)) {
            target_ = NewDraft(UnitKind::kParagraph, StartLine(node), LastLine(node));
            Mark mark = Begin();
            RenderInlines(node);
            EndSegment(mark, {});
            cmark_iter_reset(iter.get(), node, CMARK_EVENT_EXIT);
          }
          break;  // code blocks, thematic breaks, containers: nothing of their own
      }
    }
    return Finish();
  }

 private:
  size_t NewDraft(UnitKind kind, int line, int last_line) {
    Unit& u = units_.emplace_back();
    u.kind = kind;
    u.line = line;
    u.last_line = last_line;
    states_.emplace_back();
    return units_.size() - 1;
  }

  Unit& Target() { return units_[target_]; }
  DraftState& State() { return states_[target_]; }

  void Start(size_t draft) {
    DraftState& state = states_[draft];
    state.has_text = true;
    const std::set<std::string>& off = suppressions_.current();
    state.disabled.assign(off.begin(), off.end());
    std::set<std::string> next = suppressions_.TakePending();
    state.next_line.assign(next.begin(), next.end());
  }

  void AppendText(std::string_view s) {
    if (!State().has_text && HasVisible(s)) Start(target_);
    Target().text.append(s);
  }

  // Starts a block's contribution to the target draft, a space away from what it holds.
  Mark Begin() {
    Unit& u = Target();
    if (!u.text.empty() && u.text.back() != ' ') u.text += ' ';
    return {u.text.size(), u.markup->links.size(), u.markup->link_texts.size(), State().has_text};
  }

  // Ends a block's contribution to the target draft. Returns false, taking the contribution
  // back, when it holds no prose: blank, only math or template tags. `source` is the block's
  // Markdown source, for the math that rendering hides.
  bool EndSegment(const Mark& mark, std::string_view source) {
    Unit& u = Target();
    std::string_view added = std::string_view(u.text).substr(mark.text);
    if (HasVisible(added) && !IsNotProse(added) && !IsDisplayMathSource(source)) return true;
    u.text.resize(mark.text);
    if (u.markup->links.size() > mark.links) u.markup.Mutable().links.resize(mark.links);
    if (u.markup->link_texts.size() > mark.link_texts)
      u.markup.Mutable().link_texts.resize(mark.link_texts);
    DraftState& state = State();
    if (!mark.had_text && state.has_text) {
      suppressions_.GiveBack(state.next_line);
      state = DraftState();
    }
    return false;
  }

  // kramdown/Pandoc header attributes: "## Title {#id}" is titled "Title".
  void StripHeadingAttributes(const Mark& mark) {
    std::string& text = Target().text;
    std::string_view added = TrimAscii(std::string_view(text).substr(mark.text));
    if (!added.ends_with('}')) return;
    size_t open = added.rfind('{');
    if (open == npos || open + 1 >= added.size()) return;
    char kind = added[open + 1];
    if (kind != '#' && kind != ':' && kind != '.') return;
    size_t cut = static_cast<size_t>(added.data() - text.data()) + open;
    text.resize(cut);
  }

  void AddLink(std::string_view url) {
    if (!url.empty()) Target().markup.Mutable().links.emplace_back(url);
  }

  void AddLinkText(size_t begin, std::string_view url) {
    std::string text = CollapseWhitespace(std::string_view(Target().text).substr(begin));
    if (!text.empty() && !IsUrlText(text, url))
      Target().markup.Mutable().link_texts.push_back(std::move(text));
  }

  // Renders the inline content under `root` (a paragraph, heading, cell, or the document of
  // a Markdown fragment) into the target draft.
  void RenderInlines(cmark_node* root) {
    IterPtr iter(cmark_iter_new(root));
    std::vector<std::pair<size_t, std::string>> open_links;  // text offset, target
    InlineHtmlState html;
    cmark_event_type event;
    while ((event = cmark_iter_next(iter.get())) != CMARK_EVENT_DONE) {
      cmark_node* node = cmark_iter_get_node(iter.get());
      if (node == root) continue;
      const cmark_node_type type = cmark_node_get_type(node);
      const bool enter = event == CMARK_EVENT_ENTER;
      if (!html.skip_until.empty() && type != CMARK_NODE_HTML_INLINE) continue;
      switch (type) {
        case CMARK_NODE_TEXT:
          AppendText(Literal(node));
          break;
        case CMARK_NODE_SOFTBREAK:
        case CMARK_NODE_LINEBREAK:
          AppendText(" ");
          break;
        case CMARK_NODE_CODE:
          AppendText(Backticked(Literal(node)));
          break;
        case CMARK_NODE_HTML_INLINE:
          InlineHtml(Literal(node), &html);
          break;
        case CMARK_NODE_LINK:
          if (enter) {
            AddLink(Url(node));
            open_links.emplace_back(Target().text.size(), Url(node));
          } else if (!open_links.empty()) {
            AddLinkText(open_links.back().first, open_links.back().second);
            open_links.pop_back();
          }
          break;
        case CMARK_NODE_IMAGE:
          if (enter) AddLink(Url(node));  // its alt text is its children, rendered as text
          break;
        case CMARK_NODE_CODE_BLOCK:
        case CMARK_NODE_HTML_BLOCK:
          break;  // only inside a Markdown fragment: not prose
        default:
          // Blocks inside a fragment are separated by a space; emphasis and strikethrough
          // leave only their content.
          if ((type & CMARK_NODE_TYPE_MASK) == CMARK_NODE_TYPE_BLOCK) AppendText(" ");
          break;
      }
    }
  }

  // One inline HTML node: a tag or a comment.
  void InlineHtml(std::string_view html, InlineHtmlState* state) {
    if (html.starts_with("<!--")) {
      if (state->skip_until.empty()) {
        size_t end = html.rfind("-->");
        suppressions_.Apply(html.substr(4, end == npos || end < 4 ? npos : end - 4));
      }
      return;
    }
    HtmlTag tag;
    if (!html.starts_with('<') || ParseTag(html, 0, &tag) >= kUnterminated) return;
    if (!state->skip_until.empty()) {
      if (tag.closing && tag.name == state->skip_until) state->skip_until.clear();
      return;
    }
    if (tag.name == "a") {
      if (!tag.closing) {
        AddLink(tag.href);
        state->anchor_begin = Target().text.size();
        state->anchor_href = tag.href;
      } else if (state->anchor_begin) {
        AddLinkText(*state->anchor_begin, state->anchor_href);
        state->anchor_begin.reset();
      }
    } else if (tag.name == "img") {
      AddLink(tag.src);
      AppendText(tag.alt);
    } else if (tag.name == "code") {
      AppendText("`");
    } else if (IsSkippedElement(tag.name)) {
      if (!tag.closing && !tag.self_closing) state->skip_until = tag.name;
    } else if (IsBlockElement(tag.name)) {
      AppendText(" ");
    }
  }

  // An HTML block: comments are directives, skipped elements vanish, block-level tags cut
  // the text into units (or, inside a list item, into the item), <a>/<img> give links.
  // With markdown="1" the text between the tags is Markdown and is rendered as such.
  class HtmlBlock {
   public:
    HtmlBlock(Segmenter* seg, std::optional<size_t> item) : seg_(seg), item_(item) {}

    void Run(std::string_view h, int first_line) {
      int line = first_line;  // line of h[pos]
      size_t pos = 0;
      bool tags_possible = true;
      auto advance_to = [&](size_t to) {
        line += static_cast<int>(std::count(h.begin() + static_cast<ptrdiff_t>(pos),
                                            h.begin() + static_cast<ptrdiff_t>(to), '\n'));
        pos = to;
      };
      while (pos < h.size()) {
        size_t lt = tags_possible ? h.find('<', pos) : npos;
        size_t text_end = lt == npos ? h.size() : lt;
        if (text_end > pos) {
          Text(h.substr(pos, text_end - pos), line);
          advance_to(text_end);
        }
        if (lt == npos) break;
        std::string_view rest = h.substr(pos);
        if (rest.starts_with("<!--")) {
          size_t end = h.find("-->", pos + 4);
          seg_->suppressions_.Apply(h.substr(pos + 4, end == npos ? npos : end - pos - 4));
          advance_to(end == npos ? h.size() : end + 3);
          continue;
        }
        if (rest.starts_with("<!") || rest.starts_with("<?")) {  // doctype, CDATA, PI
          size_t end = h.find('>', pos);
          advance_to(end == npos ? h.size() : end + 1);
          continue;
        }
        HtmlTag tag;
        size_t after = ParseTag(h, pos, &tag);
        if (after >= kUnterminated) {
          if (after == kUnterminated) tags_possible = false;
          Text("<", line);
          advance_to(pos + 1);
          continue;
        }
        advance_to(after);
        if (IsSkippedElement(tag.name) && !tag.closing && !tag.self_closing) {
          size_t close = FindClosingTag(h, pos, tag.name);
          size_t end = close == npos ? npos : h.find('>', close);
          advance_to(end == npos ? h.size() : end + 1);
          continue;
        }
        Tag(tag);
      }
      Flush();
    }

   private:
    void Open(UnitKind kind) {
      if (item_) {
        seg_->target_ = *item_;
      } else {
        seg_->target_ = seg_->NewDraft(kind, 0, 0);
      }
      mark_ = seg_->Begin();
      draft_ = seg_->target_;
      raw_.clear();
      anchor_begin_.reset();
    }

    void Flush() {
      if (!draft_) return;
      seg_->target_ = *draft_;
      if (markdown_ && !raw_.empty()) seg_->RenderFragment(raw_);
      seg_->EndSegment(mark_, {});
      draft_.reset();
    }

    Unit& Current() {
      if (!draft_) Open(UnitKind::kParagraph);
      seg_->target_ = *draft_;
      return seg_->units_[*draft_];
    }

    // Prose between tags, `line` being the line of its first byte.
    void Text(std::string_view raw, int line) {
      Unit& u = Current();
      const bool has_text = seg_->State().has_text;
      if (HasVisible(raw)) {
        // Lines of the first and last visible bytes.
        size_t first = 0, last = raw.size();
        while (first < raw.size() && IsAsciiSpace(raw[first])) ++first;
        while (last > first && IsAsciiSpace(raw[last - 1])) --last;
        int first_line =
            line + static_cast<int>(
                       std::count(raw.begin(), raw.begin() + static_cast<ptrdiff_t>(first), '\n'));
        int last_line = first_line + static_cast<int>(std::count(
                                         raw.begin() + static_cast<ptrdiff_t>(first),
                                         raw.begin() + static_cast<ptrdiff_t>(last), '\n'));
        if (!item_ && !has_text) u.line = first_line;
        u.last_line = std::max({u.last_line, u.line, last_line});
      }
      if (markdown_) {
        // cmark decodes entities and inline markup when the fragment is rendered.
        if (!has_text && HasVisible(raw)) seg_->Start(*draft_);
        raw_.append(raw);
      } else {
        seg_->AppendText(DecodeEntities(raw));
      }
    }

    size_t TextSize() { return markdown_ ? raw_.size() : Current().text.size(); }

    void Tag(const HtmlTag& tag) {
      if (tag.markdown) markdown_ = true;
      if (IsBlockElement(tag.name) && tag.name != "br") {
        if (item_) {
          Spacer();
        } else {
          Flush();
          if (!tag.closing) Open(KindOfElement(tag.name));
        }
        return;
      }
      if (tag.name == "a") {
        if (!tag.closing) {
          Current();
          seg_->AddLink(tag.href);
          anchor_begin_ = TextSize();
          anchor_href_ = tag.href;
        } else if (anchor_begin_ && *anchor_begin_ <= TextSize()) {
          if (markdown_) {
            std::string text =
                CollapseWhitespace(DecodeEntities(std::string_view(raw_).substr(*anchor_begin_)));
            if (!text.empty() && !IsUrlText(text, anchor_href_))
              Current().markup.Mutable().link_texts.push_back(std::move(text));
          } else {
            Current();
            seg_->AddLinkText(*anchor_begin_, anchor_href_);
          }
          anchor_begin_.reset();
        }
      } else if (tag.name == "img") {
        Current();
        seg_->AddLink(tag.src);
        if (markdown_)
          raw_ += tag.alt;
        else
          seg_->AppendText(tag.alt);
      } else if (tag.name == "code") {
        if (markdown_)
          raw_ += '`';
        else {
          Current();
          seg_->AppendText("`");
        }
      } else if (tag.name == "br") {
        Spacer();
      }
    }

    void Spacer() {
      if (markdown_) {
        Current();
        raw_ += ' ';
      } else {
        Current();
        seg_->AppendText(" ");
      }
    }

    Segmenter* seg_;
    std::optional<size_t> item_;   // the list item that takes all text, if any
    std::optional<size_t> draft_;  // the draft being filled
    Mark mark_;
    bool markdown_ = false;
    std::string raw_;  // Markdown source gathered for the draft, when markdown_
    std::optional<size_t> anchor_begin_;
    std::string anchor_href_;
  };

  void ProcessHtmlBlock(cmark_node* node, std::optional<size_t> item) {
    HtmlBlock block(this, item);
    block.Run(Literal(node), StartLine(node));
  }

  // Renders Markdown found inside an HTML block (markdown="1") into the target draft.
  // Lines are dedented first: inside HTML, indentation is layout, not a code block.
  void RenderFragment(std::string_view raw) {
    std::string dedented;
    dedented.reserve(raw.size());
    for (const LineSpan& l : SplitLines(raw)) {
      if (!dedented.empty()) dedented += '\n';
      dedented.append(TrimLeftBlanks(raw.substr(l.begin, l.end - l.begin)));
    }
    NodePtr fragment = ParseGfm(dedented);
    if (fragment) RenderInlines(fragment.get());
  }

  // The list marker as written ("-", "*", "+", "1.", "3)"), read at the item's position.
  std::string Marker(cmark_node* item) {
    std::string_view text = source_.text;
    size_t at = Offset(cmark_node_get_start_line(item), cmark_node_get_start_column(item));
    std::string_view rest = text.substr(std::min(at, text.size()), 12);
    if (!rest.empty() && (rest[0] == '-' || rest[0] == '*' || rest[0] == '+'))
      return std::string(1, rest[0]);
    size_t digits = 0;
    while (digits < rest.size() && digits < 9 && IsAsciiDigit(rest[digits])) ++digits;
    if (digits > 0 && digits < rest.size() && (rest[digits] == '.' || rest[digits] == ')'))
      return std::string(rest.substr(0, digits + 1));
    // Not where cmark said (tabs): rebuild it from the list's attributes.
    cmark_node* list = cmark_node_parent(item);
    if (list && cmark_node_get_list_type(list) == CMARK_ORDERED_LIST) {
      return std::to_string(cmark_node_get_list_start(list)) +
             (cmark_node_get_list_delim(list) == CMARK_PAREN_DELIM ? ")" : ".");
    }
    return "-";
  }

  // Byte offset of a 1-based line and column of the prepared text, clamped to the text.
  size_t Offset(int line, int column) const {
    if (line < 1) return 0;
    if (static_cast<size_t>(line) > lines_.size()) return source_.text.size();
    const LineSpan& l = lines_[static_cast<size_t>(line) - 1];
    return std::min(l.begin + static_cast<size_t>(std::max(column, 1)) - 1, l.end);
  }

  std::string_view SourceOf(cmark_node* node) const {
    size_t begin = Offset(cmark_node_get_start_line(node), cmark_node_get_start_column(node));
    size_t end = Offset(cmark_node_get_end_line(node), cmark_node_get_end_column(node)) + 1;
    end = std::min(end, source_.text.size());
    if (end <= begin) return {};
    return std::string_view(source_.text).substr(begin, end - begin);
  }

  // Drops the drafts without text and finishes the others, in place.
  std::vector<Unit> Finish() {
    size_t kept = 0;
    for (size_t i = 0; i < units_.size(); ++i) {
      if (!states_[i].has_text) continue;
      Unit& u = units_[i];
      if (source_.protected_any) {
        u.text = RestoreProtected(u.text);
        if (u.markup->links.size() + u.markup->link_texts.size() > 0) {
          UnitMarkup& markup = u.markup.Mutable();
          for (std::string& s : markup.links) s = RestoreProtected(s);
          for (std::string& s : markup.link_texts) s = RestoreProtected(s);
        }
      }
      u.text = CollapseWhitespace(u.text);
      if (u.text.empty()) continue;
      DraftState& state = states_[i];
      if (!state.next_line.empty()) {
        std::set<std::string> off(state.disabled.begin(), state.disabled.end());
        off.insert(state.next_line.begin(), state.next_line.end());
        state.disabled.assign(off.begin(), off.end());
      }
      if (!state.disabled.empty()) u.markup.Mutable().disabled_rules = std::move(state.disabled);
      // An HTML block whose text comes only from attributes (<img alt=…>) or a lone inline tag
      // (<code>) can reach here without a start line; Unit::line is 1-based, so it takes the
      // block's last line (exact for the one-line blocks where this happens).
      if (u.line < 1) u.line = std::max(1, u.last_line);
      u.last_line = std::max(u.last_line, u.line);
      if (kept != i) units_[kept] = std::move(u);
      ++kept;
    }
    units_.resize(kept);
    return std::move(units_);
  }

  const PreparedSource& source_;
  const std::vector<LineSpan> lines_;  // of source_.text
  std::vector<Unit> units_;            // the drafts, in document order
  std::vector<DraftState> states_;     // one per draft
  size_t target_ = 0;                  // the draft that text goes to
  Suppressions suppressions_;
};

}  // namespace

std::vector<Unit> SegmentMarkdown(const Document& doc) {
  const PreparedSource source = PrepareSource(doc.text);
  NodePtr root = ParseGfm(source.text);
  if (!root) return {};
  return Segmenter(source).Run(root.get());
}

}  // namespace concord
