// html_tags.cc — tags, elements and character references (see html_tags.h).
#include "segment/html_tags.h"

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <optional>

#include "segment/ascii.h"
#include "text/unicode.h"

namespace concord::markdown_internal {
namespace {

// The longest reference DecodeEntities looks for, '&' and ';' not counted. Looking no further
// than this keeps decoding linear; every reference it knows is shorter.
constexpr size_t kMaxReferenceLength = 32;

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

}  // namespace

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
    std::string_view ahead = s.substr(i, kMaxReferenceLength);
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

size_t ParseTag(std::string_view h, size_t pos, HtmlTag* tag) {
  *tag = HtmlTag();
  size_t i = pos + 1;
  if (i < h.size() && h[i] == '/') {
    tag->closing = true;
    ++i;
  }
  if (i >= h.size() || !IsAsciiLetter(h[i])) return kNotTag;
  size_t name_begin = i;
  while (i < h.size() && (IsAsciiLetter(h[i]) || IsAsciiDigit(h[i]) || h[i] == '-' || h[i] == ':'))
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

bool IsSkippedElement(std::string_view name) {
  static constexpr std::string_view kNames[] = {"script",   "style",    "pre",   "svg",  "math",
                                                "template", "textarea", "audio", "video"};
  return std::find(std::begin(kNames), std::end(kNames), name) != std::end(kNames);
}

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

size_t FindClosingTag(std::string_view h, size_t from, std::string_view name) {
  while (true) {
    size_t p = h.find("</", from);
    if (p == npos) return npos;
    std::string_view candidate = h.substr(p + 2, name.size());
    bool same = candidate.size() == name.size();
    for (size_t k = 0; same && k < name.size(); ++k) same = AsciiLower(candidate[k]) == name[k];
    size_t after = p + 2 + name.size();
    if (same && (after >= h.size() || !(IsAsciiLetter(h[after]) || IsAsciiDigit(h[after]))))
      return p;
    from = p + 2;
  }
}

}  // namespace concord::markdown_internal
