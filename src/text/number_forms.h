// number_forms.h — other ways of writing one number that translations use: a version without
// its zero components, a measurement rounded or cut to fewer decimal places, a lettered id with
// or without English's plural ending, thousands separated by spaces.
//
//   WithoutZeroComponents("2.0.0");   // "2"
//   DecimalPlaces("23.5465");         // 4
//   ShortenedForms("23.5465");        // {"23.5", "23.54", "23.55", "23.546", "23.547"}
//   OtherPluralForm("l20s");          // "l20"; OtherPluralForm("v100") == "v100s"
//   SpacedThousandsAround("共 18 000 人", 4, 6);   // "18000"
#ifndef CONCORD_TEXT_NUMBER_FORMS_H_
#define CONCORD_TEXT_NUMBER_FORMS_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace concord {

// `key` without the ".0" components it ends with, where it is digits in at most three
// components separated by '.' (2.0.0 → 2, 2.0 → 2, 2 → 2, 3.10.0 → 3.10); empty for any other.
std::string_view WithoutZeroComponents(std::string_view key);

// The value of a key of digits alone without padding zeros ("0", "375000000"), where it fits in
// 18 digits; -1 for any other key.
int64_t WholeNumber(std::string_view key);

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

// The other form of a lettered id's key (lower case; letters, then digits: L20, V100, CS336) as
// to English's plural ending after its digits: "l20s" → "l20", "l20" → "l20s". An English text
// writes "on 4 L20s" where a language without plurals writes 在4个L20上: the ending is grammar,
// not a part of the id. Empty for any other key (a number, a version, an id whose letters do not
// come first). The key is case-folded: whether an id's `s` is the ending (a small one) is for the
// caller to read as written (PluralIdFound, rules/entity_match.h).
std::string OtherPluralForm(std::string_view key);

// The digits of the number written in thousands groups separated by spaces ("18 000",
// "1 234 567": a space, a no-break, narrow no-break or thin space between groups of three, as
// SI and several languages write a number) that the ASCII digits at [begin, end) of `text` are
// one group of, joined ("18000"); empty where they are no such group. A run that a separator
// and digits continue in a way no thousands group can ("5 18 000", "18 000 12": a list of
// numbers) is none, as is one of more than seven groups.
std::string SpacedThousandsAround(std::string_view text, size_t begin, size_t end);

// The numbers `text` writes in thousands groups separated by spaces (SpacedThousandsAround),
// each as its digits, in order. Linear in the text: a number of more than seven groups is none.
std::vector<std::string> SpacedThousandsIn(std::string_view text);

}  // namespace concord

#endif  // CONCORD_TEXT_NUMBER_FORMS_H_
