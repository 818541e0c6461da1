// The number extractor: ASCII and full-width numbers with their decimals, thousands groups,
// exponents and N×M sizes, dates and times of day, and the uppercase ids (CS336, H100) that no name
// claimed; and the same reading of a whole text for the checks' lookups (NumberKeysIn).
#include <algorithm>
#include <cctype>
#include <string>
#include <string_view>
#include <vector>

#include "extract/char_classes.h"
#include "extract/entities.h"
#include "extract/extractors.h"
#include "text/byte_scan.h"
#include "text/unicode.h"

namespace concord {
namespace {

constexpr std::string_view kTimesSign = "\u00D7";  // ×

}  // namespace

std::string NumberKey(std::string_view core) {
  std::string key = NormalizeKey(core);
  std::string out;
  for (size_t i = 0; i < key.size(); ++i) {
    // A size's sign, however written (4x2, 4×2, 4*2), is "x": NumberEnd ends a number at any
    // other '*' or '×', so one inside it is a size's.
    if (key[i] == '*') {
      out += 'x';
      continue;
    }
    if (key.compare(i, kTimesSign.size(), kTimesSign) == 0) {
      out += 'x';
      i += kTimesSign.size() - 1;
      continue;
    }
    if (key[i] == ',' && i > 0 && std::isdigit(static_cast<unsigned char>(key[i - 1])) &&
        i + extract::kThousandsGroupDigits < key.size() + 1) {
      size_t j = i + 1;
      while (j < key.size() && std::isdigit(static_cast<unsigned char>(key[j]))) ++j;
      if (j - i - 1 == extract::kThousandsGroupDigits) continue;
    }
    out += key[i];
  }
  // A whole number written as digits alone (not 0,005, a decimal in German) without the zeros
  // it is padded with.
  if (!key.empty() && std::all_of(key.begin(), key.end(), [](char c) { return IsAsciiDigit(c); })) {
    const size_t first = out.find_first_not_of('0');
    out.erase(0, first == std::string::npos ? out.size() - 1 : first);
  }
  return out;
}

namespace extract {
namespace {

// The end of the run of digits (any decimal digit, full-width included) that starts at p; p if
// there is none.
inline size_t DigitsEnd(std::string_view t, size_t p) {
  while (p < t.size()) {
    size_t q = p;
    if (!IsDigit(NextCodePoint(t, &q))) break;
    p = q;
  }
  return p;
}

// Whether c joins two numbers into a size: 4x2, 16×16, 800*500.
inline bool IsSizeSign(char32_t c) { return c == 'x' || c == 0xD7 || c == '*'; }

// The code point at p, or 0 at the end of t.
inline char32_t CharAt(std::string_view t, size_t p) {
  if (p >= t.size()) return 0;
  return NextCodePoint(t, &p);
}

// Steps *pos over bytes where no number starts: Han, Hangul, punctuation, ASCII other than
// digits and capitals, and bytes an entity already claimed (the capitals of names and titles),
// 16 bytes at a time. False when *pos is at a code point to read.
// `claimed`: the scan's flags, a flag per byte of t, updated as numbers are added.
[[gnu::always_inline]] inline bool StepOverNoNumberStart(std::string_view t, const uint8_t* claimed,
                                                         size_t* pos) {
  const auto* p = reinterpret_cast<const unsigned char*>(t.data());
  if (*pos + kScanStepReadBytes <= t.size()) {
    const ByteMasks m = ClassifyBytes(p + *pos);
    const uint32_t start = (m.digit | m.upper | m.other_lead) & UnclaimedMask(claimed + *pos);
    if (start == 0) {
      *pos += 16;
      return true;
    }
    *pos += static_cast<size_t>(__builtin_ctz(start));
  } else if ((p[*pos] & 0xC0) == 0x80) {
    ++*pos;  // the last bytes of a code point that the 16 bytes before cut
    return true;
  }
  *pos = SkipHanHangul(t, *pos);  // neither digits nor capitals
  if (*pos >= t.size()) return true;
  if (const char b = t[*pos]; (b >= 0 && b < '0') || (b > '9' && b < 'A') || b > 'Z') {
    ++*pos;  // ASCII that starts no number
    return true;
  }
  return false;
}

// The uppercase id (CS336, H100) that starts at `start` and whose first letter ends at `pos`,
// added as a number if it is one; returns where its word ends.
size_t AddUpperId(Scan& scan, size_t start, size_t pos) {
  const std::string_view t = scan.text();
  size_t e = pos;
  while (e < t.size() && IsWordChar(CharAt(t, e)) && !scan.IsClaimed(e)) NextCodePoint(t, &e);
  std::string_view word = t.substr(start, e - start);
  if (IsUpperId(word)) scan.Add(EntityKind::kNumber, start, e);
  return e;
}

// Whether the digit `c` at `start`, after `prev`, starts a number: not inside a word, nor
// inside an identifier or version (v1.2.3, fusion.32, LLaMA-3).
bool StartsNumber(std::string_view t, size_t start, char32_t c, char32_t prev) {
  if (!IsDigit(c) || IsWordChar(prev) || prev == '_') return false;
  if ((prev == '.' || prev == '-') && start >= 2) {
    char32_t before = PrevCodePoint(t, start - 1);
    if (IsLatinLetter(before) || (prev == '.' && IsAsciiDigit(before))) return false;
  }
  return true;
}

// Whether the number t[start, end) is a decimal written without its leading zero (".4 MB", as
// English writes 0.4): digits only (not a date, ".2024-01-31", or a version), a '.' right
// before them, at the start of the text or after a code point that is no word character,
// digit or '.' (not "v1.4", "x.4", "...4").
bool LeadingPointAt(std::string_view t, size_t start, size_t end) {
  if (start == 0 || t[start - 1] != '.') return false;
  for (size_t p = start; p < end;)
    if (!IsDigit(NextCodePoint(t, &p))) return false;
  if (start == 1) return true;
  const char32_t before = PrevCodePoint(t, start - 1);
  return !IsWordChar(before) && before != '.' && before != '_';
}

// The key of the number t[start, end), with a decimal's leading zero where the text leaves it
// out (`point`: LeadingPointAt, ".4" is 0.4).
std::string DecimalAwareKey(std::string_view t, size_t start, size_t end, bool point) {
  // A decimal's digits keep their zeros (".05" is 0.05): NumberKey would read them as a whole
  // number's padding.
  return point ? "0." + NormalizeKey(t.substr(start, end - start))
               : NumberKey(t.substr(start, end - start));
}

// Whether t holds exactly two ASCII digits at p, no third after them.
bool TwoDigitsAt(std::string_view t, size_t p) {
  return p + 2 <= t.size() && IsAsciiDigit(t[p]) && IsAsciiDigit(t[p + 1]) &&
         (p + 2 == t.size() || !IsAsciiDigit(t[p + 2]));
}

// The end of a time of day whose hour is t[start, end) ("1:00", "13:45:10"); `end` when none.
size_t TimeEnd(std::string_view t, size_t start, size_t end) {
  if (end - start > 2 || end >= t.size() || t[end] != ':' || !TwoDigitsAt(t, end + 1)) return end;
  end += 3;
  if (end < t.size() && t[end] == ':' && TwoDigitsAt(t, end + 1)) end += 3;
  return end;
}

// The end of a date (2024-01-31) whose year is t[start, end), with the time of day written
// after it ("1970-01-01 00:00:00", "…T12:30"); of a time of day whose hour it is; `end` when
// neither. A date or a time is one number: a translator writes it otherwise as a whole (年 月
// 日, 1시), and its fields ("01", "00") are no numbers of their own.
size_t DateOrTimeEnd(std::string_view t, size_t start, size_t end) {
  for (size_t p = start; p < end; ++p)
    if (!IsAsciiDigit(t[p])) return end;
  if (end - start != 4) return TimeEnd(t, start, end);
  if (end + 6 > t.size() || t[end] != '-' || !TwoDigitsAt(t, end + 1) || t[end + 3] != '-' ||
      !TwoDigitsAt(t, end + 4))
    return end;
  end += 6;
  if (end + 1 < t.size() && (t[end] == ' ' || t[end] == 'T')) {
    size_t hour_end = end + 1;
    while (hour_end < t.size() && hour_end - end <= 2 && IsAsciiDigit(t[hour_end])) ++hour_end;
    if (hour_end > end + 1) {
      const size_t time_end = TimeEnd(t, end + 1, hour_end);
      if (time_end > hour_end) return time_end;
    }
  }
  return end;
}

// The end of the number whose first digit `c` starts at `start`.
size_t NumberEnd(std::string_view t, size_t start, char32_t c) {
  size_t end = DigitsEnd(t, start);
  if (const size_t date_end = DateOrTimeEnd(t, start, end); date_end > end) return date_end;
  // Decimals (9.89, 2211.05102) and thousands groups: exactly three digits after a comma
  // (8,192; ８，１９２ in full-width digits), so "2,4,8" and "8，16" — the Chinese comma
  // between clauses — are lists of numbers.
  const bool full_width = c >= 0xFF10;
  for (;;) {
    char32_t sep = CharAt(t, end);
    if (sep != '.' && sep != ',' && sep != 0xFF0E && !(sep == 0xFF0C && full_width)) break;
    size_t after = end;
    NextCodePoint(t, &after);
    size_t more = DigitsEnd(t, after);
    if (more == after) break;
    if ((sep == ',' || sep == 0xFF0C) &&
        VisibleLength(t.substr(after, more - after)) != kThousandsGroupDigits)
      break;
    end = more;
  }
  // Exponent: 9.89e14, 1e-3.
  if (CharAt(t, end) == 'e' || CharAt(t, end) == 'E') {
    size_t p = end + 1;
    if (p < t.size() && (t[p] == '+' || t[p] == '-')) ++p;
    size_t more = DigitsEnd(t, p);
    if (more > p) end = more;
  }
  // Sizes: 4x2, 16×16, and 800*500 as an edition without the multiplication sign writes it.
  if (const char32_t sign = CharAt(t, end); IsSizeSign(sign)) {
    size_t p = end;
    NextCodePoint(t, &p);
    size_t more = DigitsEnd(t, p);
    // A unit may follow (800x500px), but not a hexadecimal number's digits (0x1F).
    const bool hex = sign == 'x' && end - start == 1 && t[start] == '0';
    if (more > p && !(hex && IsLatinLetter(CharAt(t, more)))) end = more;
  }
  return end;
}

// Steps *pos over the unit written right after a number (50ms, 16GB), which is not part of it.
inline void SkipUnit(std::string_view t, size_t* pos) {
  while (*pos < t.size() && IsLatinLetter(CharAt(t, *pos))) NextCodePoint(t, pos);
}

}  // namespace

void ExtractNumbers(Scan& scan) {
  const std::string_view t = scan.text();
  const uint8_t* claimed = scan.claimed();
  size_t pos = 0;
  while (pos < t.size()) {
    if (StepOverNoNumberStart(t, claimed, &pos)) continue;
    const size_t start = pos;
    const char32_t c = NextCodePoint(t, &pos);
    const bool upper = IsUpper(c) && IsLatinLetter(c);
    if (!upper && !IsDigit(c)) continue;  // most code points: no number starts here
    if (scan.IsClaimed(start)) continue;
    const char32_t prev = PrevCodePoint(t, start);
    if (upper && !IsWordChar(prev)) {  // an uppercase id that no name claimed
      pos = AddUpperId(scan, start, pos);
      continue;
    }
    if (!StartsNumber(t, start, c, prev)) continue;
    const size_t end = NumberEnd(t, start, c);
    if (!scan.IsFree(start, end)) {
      pos = end;
      continue;
    }
    const bool point = LeadingPointAt(t, start, end) && scan.IsFree(start - 1, start);
    scan.Add(EntityKind::kNumber, point ? start - 1 : start, end,
             DecimalAwareKey(t, start, end, point));
    pos = end;
    SkipUnit(t, &pos);
  }
}

}  // namespace extract

std::vector<std::string> NumberKeysIn(std::string_view t,
                                      std::vector<std::pair<size_t, size_t>>* spans) {
  std::vector<std::string> keys;
  for (size_t pos = 0; pos < t.size();) {
    if (const auto b = static_cast<unsigned char>(t[pos]); b < 0x80 && (b < '0' || b > '9')) {
      ++pos;  // ASCII other than digits: no number starts here
      continue;
    }
    const size_t start = pos;
    const char32_t c = NextCodePoint(t, &pos);
    if (!extract::StartsNumber(t, start, c, PrevCodePoint(t, start))) continue;
    const size_t end = extract::NumberEnd(t, start, c);
    const bool point = extract::LeadingPointAt(t, start, end);
    keys.push_back(extract::DecimalAwareKey(t, start, end, point));
    if (spans) spans->emplace_back(point ? start - 1 : start, end);
    pos = end;
    extract::SkipUnit(t, &pos);
  }
  return keys;
}
}  // namespace concord
