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
#include <string>
#include <string_view>
#include <vector>

namespace concord {

// The one comparison form used everywhere: NFKC, case fold, quote fold (’‘ → ', “” → "),
// white space collapsed to single spaces and trimmed.
std::string NormalizeKey(std::string_view text);

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

// Script of one code point (Common for digits, spaces and punctuation).
Script ScriptOf(char32_t c);

// Decodes one code point at `pos` (REQUIRES: valid UTF-8) and advances pos.
char32_t NextCodePoint(std::string_view text, size_t* pos);
// Code point ending just before `pos`, or 0 at the start; does not move.
char32_t PrevCodePoint(std::string_view text, size_t pos);
void AppendUtf8(char32_t c, std::string* out);

bool IsLetter(char32_t c);
bool IsUpper(char32_t c);
bool IsLower(char32_t c);
bool IsDigit(char32_t c);  // any decimal digit, full-width included
bool IsSpace(char32_t c);  // Unicode white space, ideographic space included

// Columns on a terminal: East Asian Wide and Fullwidth characters take two, combining marks
// none (ICU's UCHAR_EAST_ASIAN_WIDTH).
int DisplayWidth(std::string_view text);

// The longest prefix of `text` that fits in `columns`, never cutting a code point or a
// grapheme cluster in half.
std::string_view TruncateToWidth(std::string_view text, int columns);

// Number of code points that are not white space.
size_t VisibleLength(std::string_view text);

}  // namespace concord

#endif  // CONCORD_UNICODE_H_
