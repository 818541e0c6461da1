// number_forms.h — other ways of writing one number that translations use: a version without
// its zero components, a measurement rounded or cut to fewer decimal places.
//
//   WithoutZeroComponents("2.0.0");   // "2"
//   DecimalPlaces("23.5465");         // 4
//   ShortenedForms("23.5465");        // {"23.5", "23.54", "23.55", "23.546", "23.547"}
#ifndef CONCORD_TEXT_NUMBER_FORMS_H_
#define CONCORD_TEXT_NUMBER_FORMS_H_

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace concord {

// `key` without the ".0" components it ends with, where it is digits in at most three
// components separated by '.' (2.0.0 → 2, 2.0 → 2, 2 → 2, 3.10.0 → 3.10); empty for any other.
std::string_view WithoutZeroComponents(std::string_view key);

// The decimal places of `key` where it is a plain decimal (digits, '.', digits), else 0.
size_t DecimalPlaces(std::string_view key);

// The most decimal places of a number whose shorter forms are made: a measurement printed in
// full (a double's digits) has a dozen or so.
inline constexpr size_t kMaxRoundedPlaces = 12;

// The forms of a plain decimal of three places or more (up to kMaxRoundedPlaces) with fewer
// places, one at least: cut to them (23.54651163 → 23.54) and rounded half up to them (→ 23.55,
// 9.996 → 10.00), each with two significant digits at least (a form with fewer, 0.001 or 0.0,
// is too coarse to name one measurement). None for any other number.
std::vector<std::string> ShortenedForms(std::string_view number);

}  // namespace concord

#endif  // CONCORD_TEXT_NUMBER_FORMS_H_
