// char_classes.h — the classes of code points the extractors and the entity matching read
// words by: Latin letters, the digits of words (ASCII and full-width), CJK letters.
//
//   if (IsWordChar(NextCodePoint(text, &pos))) ...   // a letter or digit of a Latin word
//
// All inline: they run once per code point of every unit. Internal to extract/ (and the
// entity matching of rules/, which reads words as the extractors do).
#ifndef CONCORD_EXTRACT_CHAR_CLASSES_H_
#define CONCORD_EXTRACT_CHAR_CLASSES_H_

#include <string_view>

#include "text/unicode.h"

namespace concord::extract {

inline bool IsLatinLetter(char32_t c) {
  if (c < 0x80) return IsAsciiLetter(c);
  return IsLetter(c) && ScriptOf(c) == Script::kLatin;
}
using concord::HasCjkLetter;  // text/unicode.h
using concord::IsCjkLetter;   // text/unicode.h
// Whether the quotation mark c at t[at] opens a quotation: an opening mark does; a mark that
// may open or close (" ') does where no Latin letter or digit stands right before it (`click
// "Run"` opens, `"run" here` and `it's` do not).
inline bool OpensQuotation(std::string_view t, size_t at, char32_t c) {
  const QuoteMark mark = QuoteMarkOf(c);
  if (mark != QuoteMark::kEither) return mark == QuoteMark::kOpening;
  if (at == 0) return true;
  const char32_t before = PrevCodePoint(t, at);
  return !IsDigit(before) && !(IsLetter(before) && !IsCjkLetter(before));
}

// Whether the quotation mark c, ending at t[end], closes a quotation: a closing mark does, but
// for the apostrophe ’ inside a word (“Don’t”); a mark that may open or close does where no
// Latin letter or digit stands right after it (`"run" here` closes, `"it` does not), as
// OpensQuotation reads the text before one.
inline bool ClosesQuotation(std::string_view t, size_t end, char32_t c) {
  const QuoteMark mark = QuoteMarkOf(c);
  const char32_t after = end < t.size() ? NextCodePoint(t, &end) : 0;
  const bool latin_after = IsLetter(after) && !IsCjkLetter(after);
  if (mark != QuoteMark::kEither)
    return mark == QuoteMark::kClosing && !(c == 0x2019 && latin_after);
  return !IsDigit(after) && !latin_after;
}

// The CJK letter right after text[end] (a number joined to a word of its edition's script:
// 16진수, 16进制), or 0.
inline char32_t CjkLetterAt(std::string_view text, size_t end) {
  if (end >= text.size()) return 0;
  const char32_t c = NextCodePoint(text, &end);
  return IsCjkLetter(c) ? c : 0;
}

// Chinese and Japanese texts often write ids and numbers in full-width forms (Ａ１００):
// their digits are word characters as ASCII digits are. Keys are NFKC, so they compare equal.
inline bool IsFullwidthDigit(char32_t c) { return c >= 0xFF10 && c <= 0xFF19; }
inline bool IsWordDigit(char32_t c) { return IsAsciiDigit(c) || IsFullwidthDigit(c); }
inline bool IsWordChar(char32_t c) { return IsLatinLetter(c) || IsWordDigit(c); }
inline bool IsApostrophe(char32_t c) { return c == '\'' || c == 0x2019; }

}  // namespace concord::extract

#endif  // CONCORD_EXTRACT_CHAR_CLASSES_H_
