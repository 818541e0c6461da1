// unicode.h — the ICU edge: everything concord needs from Unicode, without ICU types.
//
//   std::string k = NormalizeKey("Rafi Witten’s");        // "rafi witten's"
//   for (const ScriptRun& r : ScriptRuns("Jacob Austin은")) ...  // Latin [0,12), Hangul [12,15)
//   int w = DisplayWidth("感谢");                           // 4
//
// All strings are UTF-8 and already validated (see document.h); offsets are byte offsets.
#ifndef CONCORD_UNICODE_H_
#define CONCORD_UNICODE_H_

#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

namespace concord {

// The one comparison form used everywhere: NFKC, case fold, quote fold (’‘ → ', “” → "),
// white space collapsed to single spaces and trimmed.
std::string NormalizeKey(std::string_view text);

// NormalizeKey of each stretch of `text` between Han ideographs, Hangul syllables, CJK
// punctuation (U+3000–U+303F) and curly quotes, joined by single spaces: the same Latin words
// and numbers as NormalizeKey(text), for a fraction of the cost on a Chinese or Korean text
// (those characters never normalize to Latin letters, digits, '.' or ',', and only ever
// separate words).
std::string NormalizeKeyOutsideCjk(std::string_view text);

enum class Script { kCommon, kLatin, kHan, kHangul, kKana, kOther };

// Maximal runs of one script. Common and Inherited code points (spaces, digits, punctuation,
// combining marks) join the run they stand in, as in ICU's script-run convention, and only
// start a run of their own at the start of the text.
struct ScriptRun {
  size_t begin;
  size_t end;
  Script script;
};
std::vector<ScriptRun> ScriptRuns(std::string_view text);

// Code point ending just before `pos`, or 0 at the start; does not move. Defined below.
inline char32_t PrevCodePoint(std::string_view text, size_t pos);
void AppendUtf8(char32_t c, std::string* out);
// How many bytes UTF-8 writes `c` in.
inline size_t Utf8Length(char32_t c) { return c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4; }

// Columns on a terminal: East Asian Wide and Fullwidth characters take two, combining marks
// none (ICU's UCHAR_EAST_ASIAN_WIDTH). Stops counting once the width exceeds `limit`, for
// callers that only ask whether a text is wider than that.
int DisplayWidth(std::string_view text, int limit = std::numeric_limits<int>::max());

// The longest prefix of `text` that fits in `columns`, never cutting a code point or a
// grapheme cluster in half.
std::string_view TruncateToWidth(std::string_view text, int columns);

// Whether `text` is well-formed UTF-8 (no overlong forms, surrogates or stray bytes).
bool IsValidUtf8(std::string_view text);

// Number of code points that are not white space.
size_t VisibleLength(std::string_view text);

// Number of letters (IsLetter): "🇨🇳 简体中文" has 4.
size_t LetterCount(std::string_view text);

// Number of ASCII letters and digits. Counted 16 bytes at a time (ClassifyBytes).
size_t AsciiAlnumCount(std::string_view text);

// Number of code points (REQUIRES: valid UTF-8).
size_t CodePointCount(std::string_view text);

// Whether the last visible character of `text` is a colon, ASCII ':' or full-width '：': the
// text introduces what follows it ("Run:", a tldr example's "显示版本：").
bool EndsWithColon(std::string_view text);

// Number of sentences of `text` by ICU's sentence break rules (UAX #29, root locale): the
// segments between breaks that hold something other than white space. "Run it. Then stop."
// has two; "e.g. this" and "node.js" one; "先运行。再停止。" two.
size_t SentenceCount(std::string_view text);

// How a quotation mark (ICU's UCHAR_QUOTATION_MARK: " ' “ ” ‘ ’ « » 「 」 『 』 …) stands
// towards the quotation: by its general category, an opening one (Pi, Ps: “ ‘ « 「) opens it,
// a closing one (Pf, Pe: ” ’ » 」) closes it, and the ASCII and full-width " and ' (Po) may do
// either; kNone for any other character.
enum class QuoteMark { kNone, kOpening, kClosing, kEither };
QuoteMark QuoteMarkOf(char32_t c);

// Whether `open` and `close` enclose a part of a text as a pair: a bracket and the bracket
// Unicode pairs with it (Bidi_Paired_Bracket: ( ), （ ）, 「 」, 《 》), an opening and a
// closing quotation mark (“ ”, ‘ ’, « »), or one mark that does either twice (" ", ' ').
bool IsEnclosingPair(char32_t open, char32_t close);

// Whether `c` is a dash (ICU's UCHAR_DASH: - ‐ – — ― ⸺ 〜 …).
bool IsDash(char32_t c);

// The anchor id that site generators give a heading of this text when it sets none of its own
// (GitHub's and Hugo's default): lowercased, letters, digits, marks, '-' and '_' kept, white
// space turned into '-', everything else dropped. "Language Support!" → "language-support".
std::string HeadingSlug(std::string_view text);

// ---- Fast paths: these run once per code point of every edition, so the common cases
// (ASCII, Han ideographs, Hangul syllables) are answered inline and only the rest asks ICU.

namespace unicode_internal {
// NormalizeKey() all through ICU, which NormalizeKey() spares most Latin texts.
std::string NormalizeKeyWithIcu(std::string_view text);
// Columns of one code point by ICU's properties, which DisplayWidth() spares the most common.
int CodePointWidthWithIcu(char32_t c);
char32_t NextCodePointSlow(std::string_view text, size_t* pos);
char32_t PrevCodePointSlow(std::string_view text, size_t pos);
Script ScriptOfSlow(char32_t c);
bool IsLetterSlow(char32_t c);
bool IsUpperSlow(char32_t c);
bool IsLowerSlow(char32_t c);
bool IsDigitSlow(char32_t c);
bool IsSpaceSlow(char32_t c);
// CJK Unified Ideographs (all Han, all letters) and Hangul syllables (all Hangul, all
// letters): most code points of a Chinese or Korean text.
inline bool IsHanBlock(char32_t c) { return c >= 0x4E00 && c <= 0x9FFF; }
inline bool IsHangulSyllable(char32_t c) { return c >= 0xAC00 && c <= 0xD7A3; }
}  // namespace unicode_internal

// ASCII letters and digits, the classes every scan of concord asks about first. Total on any
// value: a byte >= 0x80, or a negative char, is neither.
inline bool IsAsciiDigit(char32_t c) { return c >= '0' && c <= '9'; }
inline bool IsAsciiLetter(char32_t c) { return (c | 0x20) >= 'a' && (c | 0x20) <= 'z'; }
inline bool IsAsciiAlnum(char32_t c) { return IsAsciiLetter(c) || IsAsciiDigit(c); }
// 0-15 for a hexadecimal digit, -1 for anything else.
inline int HexDigitValue(char32_t c) {
  if (IsAsciiDigit(c)) return static_cast<int>(c - '0');
  const char32_t lower = c | 0x20;
  return IsAsciiLetter(c) && lower <= 'f' ? static_cast<int>(lower - 'a') + 10 : -1;
}

// The position after the Han ideographs of U+5000–U+9FFF and the Hangul syllables of
// U+B000–U+CFFF that start at `pos`: three-byte sequences told by their lead byte alone
// (E5–E9, EB–EC), so loops that look for anything else step over most of a Chinese or Korean
// text without decoding it.
inline size_t SkipHanHangul(std::string_view text, size_t pos) {
  while (pos + 3 <= text.size()) {
    const auto b = static_cast<unsigned char>(text[pos]);
    if ((b < 0xE5 || b > 0xE9) && b != 0xEB && b != 0xEC) break;
    pos += 3;
  }
  return pos;
}

// Decodes one code point at `pos` (REQUIRES: valid UTF-8) and advances pos. Inline in every
// loop: a call is most of what decoding one of the common sequences costs.
[[gnu::always_inline]] inline char32_t NextCodePoint(std::string_view text, size_t* pos) {
  const auto* s = reinterpret_cast<const unsigned char*>(text.data()) + *pos;
  const size_t left = text.size() - *pos;
  if (s[0] < 0x80) {
    ++*pos;
    return s[0];
  }
  // Well-formed two- and three-byte sequences (U+0080–U+FFFF but surrogates and overlong
  // forms, which the slow path handles): Latin-1, Hangul, Han, full-width forms.
  if (s[0] >= 0xC2 && s[0] <= 0xDF && left >= 2 && (s[1] & 0xC0) == 0x80) {
    *pos += 2;
    return (char32_t{s[0] & 0x1Fu} << 6) | (s[1] & 0x3Fu);
  }
  if ((s[0] & 0xF0) == 0xE0 && s[0] != 0xE0 && left >= 3 && (s[1] & 0xC0) == 0x80 &&
      (s[2] & 0xC0) == 0x80 && (s[0] != 0xED || s[1] < 0xA0)) {
    *pos += 3;
    return (char32_t{s[0] & 0x0Fu} << 12) | (char32_t{s[1] & 0x3Fu} << 6) | (s[2] & 0x3Fu);
  }
  return unicode_internal::NextCodePointSlow(text, pos);
}

inline char32_t PrevCodePoint(std::string_view text, size_t pos) {
  if (pos == 0) return 0;
  const auto* s = reinterpret_cast<const unsigned char*>(text.data()) + pos;
  if (s[-1] < 0x80) return s[-1];
  // A well-formed three-byte sequence (as NextCodePoint reads one): Hangul, Han, CJK
  // punctuation, full-width forms. Anything else goes to ICU's U8_PREV.
  if (pos >= 3 && (s[-1] & 0xC0) == 0x80 && (s[-2] & 0xC0) == 0x80 && (s[-3] & 0xF0) == 0xE0 &&
      s[-3] != 0xE0 && (s[-3] != 0xED || s[-2] < 0xA0))
    return (char32_t{s[-3] & 0x0Fu} << 12) | (char32_t{s[-2] & 0x3Fu} << 6) | (s[-1] & 0x3Fu);
  return unicode_internal::PrevCodePointSlow(text, pos);
}

// Script of one code point (Common for digits, spaces and punctuation).
inline Script ScriptOf(char32_t c) {
  using namespace unicode_internal;
  if (c < 0x80) return IsAsciiLetter(c) ? Script::kLatin : Script::kCommon;
  if (IsHanBlock(c)) return Script::kHan;
  if (IsHangulSyllable(c)) return Script::kHangul;
  return ScriptOfSlow(c);
}

// A letter of Chinese, Japanese or Korean: Han, Hangul or Kana.
inline bool IsCjkLetter(char32_t c) {
  const Script s = ScriptOf(c);
  return s == Script::kHan || s == Script::kHangul || s == Script::kKana;
}

// Whether `text` has a Han, Hangul or Kana letter (ASCII bytes are skipped unread).
inline bool HasCjkLetter(std::string_view text) {
  for (size_t pos = 0; pos < text.size();) {
    if (static_cast<unsigned char>(text[pos]) < 0x80) {
      ++pos;
      continue;
    }
    if (IsCjkLetter(NextCodePoint(text, &pos))) return true;
  }
  return false;
}

// Whether c is in the blocks of CJK punctuation (U+3000–303F: 、。「」, and 々 〇) or of half- and
// full-width forms (U+FF00–FFEF: （），：, and full-width letters and digits): what Chinese,
// Japanese and Korean text writes between and beside its words without spaces.
inline bool IsCjkPunctuationOrFullwidth(char32_t c) {
  return (c >= 0x3000 && c <= 0x303F) || (c >= 0xFF00 && c <= 0xFFEF);
}

inline bool IsLetter(char32_t c) {
  using namespace unicode_internal;
  if (c < 0x80) return IsAsciiLetter(c);
  return IsHanBlock(c) || IsHangulSyllable(c) || IsLetterSlow(c);
}
inline bool IsUpper(char32_t c) {
  if (c < 0x80) return c >= 'A' && c <= 'Z';
  if (unicode_internal::IsHanBlock(c) || unicode_internal::IsHangulSyllable(c)) return false;
  return unicode_internal::IsUpperSlow(c);
}
inline bool IsLower(char32_t c) {
  if (c < 0x80) return c >= 'a' && c <= 'z';
  if (unicode_internal::IsHanBlock(c) || unicode_internal::IsHangulSyllable(c)) return false;
  return unicode_internal::IsLowerSlow(c);
}
// Any decimal digit, full-width included.
inline bool IsDigit(char32_t c) {
  if (c < 0x80) return c >= '0' && c <= '9';
  if (unicode_internal::IsHanBlock(c) || unicode_internal::IsHangulSyllable(c)) return false;
  return unicode_internal::IsDigitSlow(c);
}
// Unicode white space, ideographic space included.
inline bool IsSpace(char32_t c) {
  if (c < 0x80) return c == ' ' || (c >= '\t' && c <= '\r');  // \t \n \v \f \r
  if (unicode_internal::IsHanBlock(c) || unicode_internal::IsHangulSyllable(c)) return false;
  return unicode_internal::IsSpaceSlow(c);
}

}  // namespace concord

#endif  // CONCORD_UNICODE_H_
