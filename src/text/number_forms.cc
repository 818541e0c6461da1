#include "text/number_forms.h"

#include <utility>
#include <vector>

#include "text/unicode.h"

namespace concord {
namespace {

// Whether `number` (digits and a '.') has two significant digits at least: a form with fewer
// (0.001, 0.0) is too coarse to name one measurement.
bool HasTwoSignificantDigits(std::string_view number) {
  size_t significant = 0;
  for (char c : number)
    if (IsAsciiDigit(c) && (significant > 0 || c != '0')) ++significant;
  return significant >= 2;
}

}  // namespace

int64_t WholeNumber(std::string_view key) {
  constexpr size_t kMaxDigits = 18;  // every 18-digit number fits in int64_t
  if (key.empty() || key.size() > kMaxDigits || (key.size() > 1 && key[0] == '0')) return -1;
  int64_t value = 0;
  for (char c : key) {
    if (c < '0' || c > '9') return -1;
    value = value * 10 + (c - '0');
  }
  return value;
}

std::string_view WithoutZeroComponents(std::string_view key) {
  size_t dots = 0;
  for (size_t i = 0; i < key.size(); ++i) {
    if (key[i] == '.') {
      if (i == 0 || i + 1 == key.size() || key[i - 1] == '.') return {};
      ++dots;
    } else if (!IsAsciiDigit(key[i])) {
      return {};
    }
  }
  if (key.empty() || dots > 2) return {};
  while (key.size() > 2 && key.ends_with(".0")) key.remove_suffix(2);
  return key;
}

size_t DecimalPlaces(std::string_view key) {
  const size_t dot = key.find('.');
  if (dot == std::string_view::npos || dot == 0 || dot + 1 == key.size()) return 0;
  for (size_t i = 0; i < key.size(); ++i)
    if (i != dot && !IsAsciiDigit(key[i])) return 0;
  return key.size() - dot - 1;
}

std::vector<std::string> ShortenedForms(std::string_view number) {
  std::vector<std::string> forms;
  const size_t places = DecimalPlaces(number);
  if (places < 3 || places > kMaxRoundedPlaces) return forms;
  const size_t dot = number.size() - places - 1;
  for (size_t keep = 1; keep < places; ++keep) {
    const std::string cut(number.substr(0, dot + 1 + keep));
    std::string rounded = cut;
    if (number[dot + 1 + keep] >= '5') {
      size_t i = rounded.size();
      while (i > 0) {
        --i;
        if (rounded[i] == '.') continue;
        if (rounded[i] != '9') {
          ++rounded[i];
          break;
        }
        rounded[i] = '0';
        if (i == 0) rounded.insert(rounded.begin(), '1');
      }
    }
    for (const std::string& form : {cut, rounded})
      if (HasTwoSignificantDigits(form) && (forms.empty() || forms.back() != form))
        forms.push_back(form);
  }
  return forms;
}

std::string OtherPluralForm(std::string_view key) {
  size_t letters = 0;
  while (letters < key.size() && key[letters] >= 'a' && key[letters] <= 'z') ++letters;
  size_t digits = letters;
  while (digits < key.size() && IsAsciiDigit(key[digits])) ++digits;
  if (letters == 0 || digits == letters) return {};
  if (digits == key.size()) return std::string(key) + 's';
  if (digits + 1 == key.size() && key.back() == 's') return std::string(key.substr(0, digits));
  return {};
}

namespace {

// The bytes of the thousands separator (a space, U+00A0, U+202F, U+2009) that starts at
// `pos` of `text`, or 0.
size_t SeparatorAt(std::string_view text, size_t pos) {
  const std::string_view rest = text.substr(std::min(pos, text.size()));
  if (rest.starts_with(' ')) return 1;
  if (rest.starts_with("\xC2\xA0")) return 2;
  if (rest.starts_with("\xE2\x80\xAF") || rest.starts_with("\xE2\x80\x89")) return 3;
  return 0;
}

// The bytes of the separator that ends right before `pos`, or 0.
size_t SeparatorBefore(std::string_view text, size_t pos) {
  for (size_t n : {size_t{1}, size_t{2}, size_t{3}})
    if (pos >= n && SeparatorAt(text, pos - n) == n) return n;
  return 0;
}

bool DigitAt(std::string_view text, size_t pos) {
  return pos < text.size() && IsAsciiDigit(static_cast<unsigned char>(text[pos]));
}

// Where the run of ASCII digits that ends at `end` begins.
size_t DigitsBegin(std::string_view text, size_t end) {
  while (end > 0 && DigitAt(text, end - 1)) --end;
  return end;
}

// The most groups of three a number written so has: 10^21 exceeds what any number a text
// compares is, and a bound keeps a long run of groups (a table of zeros) linear to read.
constexpr size_t kMaxThousandsGroups = 7;

}  // namespace

std::string SpacedThousandsAround(std::string_view text, size_t begin, size_t end) {
  if (begin >= end || end > text.size() || DigitAt(text, end) ||
      (begin > 0 && DigitAt(text, begin - 1)))
    return {};
  for (size_t p = begin; p < end; ++p)
    if (!DigitAt(text, p)) return {};
  // The groups before, each of three digits but the first, and those after, of three each.
  std::vector<std::pair<size_t, size_t>> groups = {{begin, end}};
  for (size_t at = begin;;) {
    const size_t sep = SeparatorBefore(text, at);
    if (sep == 0 || !DigitAt(text, at - sep - 1)) break;
    if (groups.front().second - groups.front().first != 3) return {};  // "5 18 000"
    if (groups.size() == kMaxThousandsGroups) return {};
    const size_t group_end = at - sep, group_begin = DigitsBegin(text, group_end);
    groups.insert(groups.begin(), {group_begin, group_end});
    at = group_begin;
  }
  for (size_t at = end;;) {
    const size_t sep = SeparatorAt(text, at);
    if (sep == 0 || !DigitAt(text, at + sep)) break;
    size_t group_end = at + sep;
    while (DigitAt(text, group_end)) ++group_end;
    if (group_end - (at + sep) != 3) return {};  // "18 000 12"
    if (groups.size() == kMaxThousandsGroups) return {};
    groups.push_back({at + sep, group_end});
    at = group_end;
  }
  if (groups.size() < 2 || groups.front().second - groups.front().first > 3 ||
      text[groups.front().first] == '0')
    return {};
  // A first group after a decimal point or comma is a fraction's digits ("2.1 100 次",
  // "1,5 000"), not the start of a number.
  if (const size_t first = groups.front().first;
      first >= 2 && (text[first - 1] == '.' || text[first - 1] == ',') && DigitAt(text, first - 2))
    return {};
  std::string digits;
  for (const auto& [b, e] : groups) digits += text.substr(b, e - b);
  return digits;
}

std::vector<std::string> SpacedThousandsIn(std::string_view text) {
  std::vector<std::string> out;
  for (size_t pos = 0; pos < text.size();) {
    if (!DigitAt(text, pos)) {
      ++pos;
      continue;
    }
    size_t end = pos;
    while (DigitAt(text, end)) ++end;
    // A number's first group: no separator and digit right before it.
    const size_t sep = SeparatorBefore(text, pos);
    if (sep == 0 || !DigitAt(text, pos - sep - 1))
      if (std::string digits = SpacedThousandsAround(text, pos, end); !digits.empty())
        out.push_back(std::move(digits));
    pos = end;
  }
  return out;
}

}  // namespace concord
