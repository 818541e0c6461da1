// The magnitude reading of numbers (number_magnitudes.h).
#include "rules/number_magnitudes.h"

#include <algorithm>
#include <limits>
#include <vector>

#include "extract/entities.h"
#include "text/number_forms.h"
#include "text/unicode.h"

namespace concord {

std::string ScaledNumberKey(std::string_view key, int64_t magnitude) {
  const size_t point = key.find('.');
  const std::string_view whole = key.substr(0, point);
  const std::string_view fraction = point == std::string_view::npos ? "" : key.substr(point + 1);
  auto digits = [](std::string_view d) {
    return std::all_of(d.begin(), d.end(), [](char c) { return IsAsciiDigit(c); });
  };
  if (whole.empty() || !digits(whole) || !digits(fraction) ||
      (point != std::string_view::npos && fraction.empty()) || magnitude < 10)
    return "";
  size_t zeros = 0;
  for (; magnitude > 1; magnitude /= 10) {
    if (magnitude % 10 != 0) return "";  // not a power of ten
    ++zeros;
  }
  std::string out(whole);
  out += fraction.substr(0, std::min(zeros, fraction.size()));
  if (zeros < fraction.size()) {
    out += '.';
    out += fraction.substr(zeros);
  } else {
    out.append(zeros - fraction.size(), '0');
  }
  size_t first = 0;  // leading zeros, but the one before a point or the last
  while (first + 1 < out.size() && out[first] == '0' && out[first + 1] != '.') ++first;
  return out.substr(first);
}

// The longest magnitude word looked up (in bytes): ICU's words for the powers of ten up to
// 10^12 are a few letters long.
constexpr size_t kMaxMagnitudeBytes = 64;

namespace {

// Whether c stands between a Chinese number and its magnitude to make it approximate: 1500 多万
// and 1500 余万 are "over 15 million", as the number grammar of Chinese writes it (numeral, 多 or
// 余/餘, then the unit).
bool IsChineseApproximator(char32_t c) { return c == 0x591A || c == 0x4F59 || c == 0x9918; }

// A number times the magnitude written right after it, and where that magnitude word ends.
struct MagnitudeAfter {
  std::string key;  // empty when no magnitude follows
  int64_t magnitude = 0;
  size_t end = 0;
};

// What NumberTimesItsMagnitude reads for the one number t[begin, end) with key `key`, without
// the numbers written with it.
MagnitudeAfter OneNumberTimesItsMagnitude(std::string_view text, size_t begin, size_t end,
                                          std::string_view key, NumberWords* words) {
  if (end >= text.size()) return {};
  if (begin >= 2 && (text[begin - 1] == ',' || text[begin - 1] == '.') &&
      IsAsciiDigit(static_cast<unsigned char>(text[begin - 2])))
    return {};
  // A number set alone as inline math (`$585$ billion`, as pages full of formulas write every
  // number) is followed by its magnitude once the closing '$' is passed.
  if (text[end] == '$' && begin >= 1 && text[begin - 1] == '$') ++end;
  if (end >= text.size()) return {};
  size_t pos = end + (text[end] == ' ' ? 1 : 0);
  size_t start = pos;
  if (start >= text.size()) return {};
  char32_t first = NextCodePoint(text, &pos);
  if (IsChineseApproximator(first) && pos < text.size()) {
    start = pos;
    first = NextCodePoint(text, &pos);
    if (ScriptOf(first) != Script::kHan) return {};
  }
  const Script script = ScriptOf(first);
  if (script != Script::kLatin && script != Script::kHan && script != Script::kHangul) return {};
  // The run of letters of that script after the number: where each of its first three letters
  // ends (Han: a magnitude is one of its starts), and where it ends.
  std::vector<size_t> ends = {pos};
  size_t run_end = pos;
  for (size_t next = pos; next < text.size();) {
    const char32_t c = NextCodePoint(text, &next);
    if (ScriptOf(c) != script || !IsLetter(c) || (script != Script::kLatin && ends.size() == 3))
      break;
    if (ends.size() < 3) ends.push_back(next);
    run_end = next;
  }
  MagnitudeAfter out;
  if (script != Script::kLatin) {
    // Chinese writes no space after the magnitude, and Korean joins a counter or a particle to
    // it (70억개, 14억원): its longest start that is one.
    for (size_t n = std::min<size_t>(ends.size(), 3); n > 0 && out.magnitude == 0; --n) {
      out.magnitude = words->Magnitude(text.substr(start, ends[n - 1] - start));
      out.end = ends[n - 1];
    }
  } else if (run_end - start <= kMaxMagnitudeBytes) {
    // A magnitude is a short word: a longer run is read no further.
    out.magnitude = words->Magnitude(NormalizeKey(text.substr(start, run_end - start)));
    out.end = run_end;
  }
  if (out.magnitude > 0) out.key = ScaledNumberKey(key, out.magnitude);
  return out;
}

// The number of ASCII digits, thousands commas and a decimal point that begins at text[pos] (a
// digit), and where it ends; its key as NumberKey makes it.
std::string DigitsAt(std::string_view text, size_t pos, size_t* end) {
  size_t e = pos;
  while (e < text.size() && (IsAsciiDigit(static_cast<unsigned char>(text[e])) ||
                             ((text[e] == ',' || text[e] == '.') && e + 1 < text.size() &&
                              IsAsciiDigit(static_cast<unsigned char>(text[e + 1])))))
    ++e;
  *end = e;
  return NumberKey(text.substr(pos, e - pos));
}

// Whether the magnitude word that ends at t[end] is of Han or Hangul letters: Chinese and Korean
// write a number in parts (3억 7,500만), English in words of its own ("375 million").
bool EndsInHanOrHangul(std::string_view text, size_t end) {
  if (end == 0) return false;
  const Script script = ScriptOf(PrevCodePoint(text, end));
  return script == Script::kHan || script == Script::kHangul;
}

// Where the part of a number that ends before t[begin] begins: the digits, then (one space or
// none between them) the magnitude word of Han or Hangul letters right before `begin`, one space
// or none after it, whose magnitude is more than `below` (3억 before 7,500만). npos when no such
// part stands there.
size_t PartBefore(std::string_view text, size_t begin, int64_t below, NumberWords* words) {
  size_t p = begin;
  if (p > 0 && text[p - 1] == ' ') --p;
  // The magnitude: one or two letters of the script, the longer first (千万, 천만).
  size_t word_begin = p;
  std::vector<size_t> starts;
  for (size_t q = p; q > 0 && starts.size() < 2;) {
    const char32_t c = PrevCodePoint(text, q);
    const Script s = ScriptOf(c);
    if ((s != Script::kHan && s != Script::kHangul) || !IsLetter(c)) break;
    q -= Utf8Length(c);
    starts.push_back(q);
  }
  for (auto it = starts.rbegin(); it != starts.rend(); ++it) {
    const int64_t m = words->Magnitude(text.substr(*it, p - *it));
    if (m > below) {
      word_begin = *it;
      break;
    }
  }
  if (word_begin == p) return std::string_view::npos;
  size_t q = word_begin;
  if (q >= 3 && IsChineseApproximator(PrevCodePoint(text, q))) q -= 3;
  if (q > 0 && text[q - 1] == ' ') --q;
  if (q == 0 || !IsAsciiDigit(static_cast<unsigned char>(text[q - 1])))
    return std::string_view::npos;
  while (q > 0 && (IsAsciiDigit(static_cast<unsigned char>(text[q - 1])) || text[q - 1] == ',' ||
                   text[q - 1] == '.'))
    --q;
  while (!IsAsciiDigit(static_cast<unsigned char>(text[q]))) ++q;
  return q;
}

}  // namespace

std::string NumberTimesItsMagnitude(std::string_view text, size_t begin, size_t end,
                                    std::string_view key, NumberWords* words) {
  if (words == nullptr) return "";
  MagnitudeAfter part = OneNumberTimesItsMagnitude(text, begin, end, key, words);
  if (part.key.empty()) return "";
  const std::string alone = part.key;
  const size_t own_begin = begin;
  // A number written in parts, each with its magnitude of Han or Hangul letters, the larger
  // first: 3억 7,500만 is 375,000,000, 1亿5000万 150,000,000, 2만 5천 25,000. Each part stands
  // for the whole.
  for (size_t before = PartBefore(text, begin, part.magnitude, words);
       before != std::string_view::npos;) {
    size_t digits_end = 0;
    const std::string first_key = DigitsAt(text, before, &digits_end);
    MagnitudeAfter first = OneNumberTimesItsMagnitude(text, before, digits_end, first_key, words);
    if (first.key.empty()) break;
    begin = before;
    part = std::move(first);
    before = PartBefore(text, begin, part.magnitude, words);
  }
  int64_t total = WholeNumber(part.key);
  bool whole_read = begin == own_begin;  // the parts read reach this number
  for (;;) {
    size_t pos = part.end;
    if (pos < text.size() && text[pos] == ' ') ++pos;
    if (pos >= text.size() || !IsAsciiDigit(static_cast<unsigned char>(text[pos]))) break;
    size_t digits_end = 0;
    const std::string next_key = DigitsAt(text, pos, &digits_end);
    MagnitudeAfter next = OneNumberTimesItsMagnitude(text, pos, digits_end, next_key, words);
    const int64_t value = WholeNumber(next.key);
    if (next.key.empty() || next.magnitude >= part.magnitude || total < 0 || value < 0 ||
        !EndsInHanOrHangul(text, part.end) || !EndsInHanOrHangul(text, next.end))
      break;
    if (value > std::numeric_limits<int64_t>::max() - total) break;  // past what a key holds
    total += value;
    whole_read |= pos == own_begin;
    part = std::move(next);
  }
  return total >= 0 && whole_read ? std::to_string(total) : alone;
}

}  // namespace concord
