#include "text/enumeration.h"

#include <string>

#include "text/unicode.h"

namespace concord {

namespace {

// Whether a label may follow `before`: a blank, an opening parenthesis, or a CJK comma, colon or
// full stop (not '#', a reference's; nor a letter, digit or '.', a word's or a version's).
bool OpensLabel(char32_t before) {
  return IsSpace(before) || before == '(' || before == 0xFF08 || before == 0x3001 ||
         before == 0x3002 || before == 0xFF0C || before == 0xFF1A || before == 0xFF1B;
}

// Whether a marker run into a line ("1. 打开。 2. 查看") may stand at `begin` of `text`: at its
// start, or where what stands before it (blanks passed over) ends a sentence, a clause or a
// quotation (。 . ! ? : ; and their full-width forms, a closing bracket or quote), or is a CJK
// letter (an item that ends without a stop, "1. 下载 2. 安装": a CJK sentence does not end with
// '.'). Not after a Latin word ("set replicas to 2. Set workers to 3."), nor after a number and
// its point (a Korean date, "2024. 3. 4.").
bool OpensMarker(std::string_view text, size_t begin) {
  size_t at = begin;
  while (at > 0 && (text[at - 1] == ' ' || text[at - 1] == '\t')) --at;
  if (at == 0) return true;
  const char32_t before = PrevCodePoint(text, at);
  if (before == '.') return at < 2 || !IsAsciiDigit(text[at - 2]);
  if (IsCjkLetter(before)) return true;
  static constexpr std::u32string_view kEnds = U"!?:;)]\"'。．！？：；）」』”’";
  return kEnds.find(before) != std::u32string_view::npos;
}

}  // namespace

bool IsLabelAt(std::string_view text, size_t begin, size_t end) {
  if (begin >= end || end - begin > 2 || end > text.size()) return false;
  for (size_t k = begin; k < end; ++k)
    if (!IsAsciiDigit(text[k])) return false;
  // A Markdown list's marker run into a line ("1. 下载 2. 安装") is a label too: a point and a
  // blank after it, not a decimal's nor a sentence's last number.
  const std::string_view after = text.substr(end);
  if (after.starts_with(". ")) return OpensMarker(text, begin);
  if (!after.starts_with(")") && !after.starts_with("）")) return false;
  return begin == 0 || OpensLabel(PrevCodePoint(text, begin));
}

std::set<int> InlineEnumerationLabels(std::string_view text) {
  std::set<int> labels;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '`') {  // inline code (`f(1)`) labels nothing
      // An unmatched backtick is text (CommonMark), and so are the labels after it.
      const size_t close = text.find('`', i + 1);
      if (close != std::string_view::npos) i = close;
      continue;
    }
    if (!IsAsciiDigit(text[i]) || (i > 0 && IsAsciiDigit(text[i - 1]))) continue;
    size_t end = i;
    while (end < text.size() && IsAsciiDigit(text[end])) ++end;
    if (IsLabelAt(text, i, end)) labels.insert(std::stoi(std::string(text.substr(i, end - i))));
    i = end - 1;
  }
  return labels;
}

bool IsEnumerationRun(const std::set<int>& labels) {
  return labels.size() >= 2 &&
         *labels.rbegin() - *labels.begin() + 1 == static_cast<int>(labels.size());
}

}  // namespace concord
