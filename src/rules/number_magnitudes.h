// number_magnitudes.h — a number with the magnitude word written after it, read as the number
// it makes: "30 million", 3,000만 and 3000万 are one number, which an edition counting in myriads
// writes otherwise (the magnitudes: NumberWords::Magnitude, text/number_words.h).
//
//   NumberWords ko("ko");
//   NumberTimesItsMagnitude("3억 7,500만 명", 0, 1, "3", &ko);   // "375000000"
#ifndef CONCORD_RULES_NUMBER_MAGNITUDES_H_
#define CONCORD_RULES_NUMBER_MAGNITUDES_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "text/number_words.h"

namespace concord {

// `key` (a number key: digits, with or without decimals) times `magnitude` (a power of ten) as a
// number key: "3000" times 10^4 is "30000000", "1.5" times 10^8 "150000000", "0.25" times 100
// "25". Empty for a key of another shape (a size, a date, an id).
std::string ScaledNumberKey(std::string_view key, int64_t magnitude);

// The key of the number `key` written in `text` at [begin, end), times the magnitude written
// right after it in the language of `words` (NumberWords::Magnitude): after one space or none
// (past the '$' that closes a number set alone as inline math, `$585$ billion`), a Latin word, or
// the longest start of a run of Han or Hangul letters that is one (亿 in 125亿参数; 억 in 70억개,
// where Korean joins a counter or particle to it; 만 in 1만큼 "by one" too, whose 1 the text still
// has as a number of its own), past a Chinese 多 or 余 before it (1,500 多万, "over 15 million").
// "30 million", 3,000만 and 3000万 are one number, which an edition counting in myriads writes
// otherwise. A number written in parts with Han or Hangul magnitudes, the larger first, is their
// sum, whichever part is asked about: 3억 7,500만 and 1亿5000万 (but not 1만 2만, a list). Empty
// when no magnitude follows, when `words` is null, and
// for a number right after a digit and a ',' or '.': the decimals of a number the reader cut there
// (French "1,5 million" is no 5 million).
std::string NumberTimesItsMagnitude(std::string_view text, size_t begin, size_t end,
                                    std::string_view key, NumberWords* words);

}  // namespace concord

#endif  // CONCORD_RULES_NUMBER_MAGNITUDES_H_
