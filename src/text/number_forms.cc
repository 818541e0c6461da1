#include "text/number_forms.h"

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

}  // namespace concord
