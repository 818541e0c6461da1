// number_words.h — how a language writes a whole number other than in ASCII digits, from ICU's
// data: a numeral character of some script (三, 兩, Ⅻ: Unicode's Numeric_Value), and the number
// words that ICU's spellout rules write for the language (en "six", "sixth"; zh 六, 两, 二十,
// 第三; ko 두, 세), and the month names of its calendar (en "April", "Apr" for 4). So a
// translator's 第三方, "fields two and six", "두 줄" or "April 2024" (for 2024 年 4 月) can be
// told from a dropped number.
//
//   NumberWords zh("zh-CN");                 // ICU's rules for zh load on first use
//   for (const std::string& form : zh.Forms(2)) ...   // 二, 两, 第二, 贰, …
//   NumberWords en("en");
//   for (const std::string& name : en.MonthNames(4)) ...   // April, Apr
//   NumeralValue(U'三');                      // 3
//
// Forms written all in Latin letters or all in Han characters are given. Those are what
// concord can find in a text as they stand: Latin ones as whole words, Han ones as a run of
// Han numerals (Unicode gives each its value, so where such a run begins and ends is known).
// Of a language written in Hangul only the native Korean forms are given (ICU's "native" rule
// sets: 하나 둘, 한 두 세 네, 둘째, 두 번째, and each form of two words also as one, as Korean
// also writes it: 두번째, 열하나), found as whole words: Korean spelling writes
// its native numbers in words and its Sino-Korean ones in digits (3개, 제3자), and the
// Sino-Korean readings (이 2, 일 1, 사 4) are also the commonest Korean words ("this",
// "work"), so finding one says nothing about a number. A number whose native form is the
// Sino-Korean reading (백 100: native counting stops at 99) has none, for the same reason.
#ifndef CONCORD_NUMBER_WORDS_H_
#define CONCORD_NUMBER_WORDS_H_

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace concord {

// The numeric value of code point `c` when Unicode gives it one and that value is a whole
// number ≥ 0 (三 → 3, 兩 → 2, ① → 1, ５ → 5); -1 otherwise (两, 이, x, ½).
int64_t NumeralValue(char32_t c);

// Whether Unicode gives `c` a numeric value of any kind (digits, 十, 百, ½, Ⅻ): a character that
// continues a numeral written next to it.
bool IsNumeral(char32_t c);

// The number words of one language, from ICU's RuleBasedNumberFormat spellout rules. Not
// thread-safe: one per thread (a check run makes one per edition).
class NumberWords {
 public:
  // `lang`: the edition's language code (zh, zh-CN, zh_TW, en, ko).
  explicit NumberWords(std::string lang);
  ~NumberWords();
  NumberWords(const NumberWords&) = delete;
  NumberWords& operator=(const NumberWords&) = delete;

  // The forms of `value` (≥ 0) that the language's cardinal, numbering and ordinal rule sets
  // write, each NormalizeKey'd, without repeats, in Latin or Han script, or Hangul ones for a
  // language written in Hangul (see above). The
  // year rule sets are left out: they write a year, not a count (ja 元 for an era's first
  // year). None for a language ICU has no spellout rules of its own for (then ICU would
  // fall back to another language's words). English's 1 has its indefinite article too ("a",
  // "an": "a week" for 1주일).
  // Each value is spelled by ICU once, on its first call: a text asks again for the numbers
  // that its document repeats.
  const std::vector<std::string>& Forms(int64_t value);
  // Whether `form`, one of Forms(1), is English's indefinite article ("a", "an"): a number
  // where it stands for one ("a week"), but no cell of a table that counts its numbers.
  // REQUIRES: Forms was called (it loads the language's rules; before that, this is false).
  bool IsArticle(std::string_view form) const;

  // The names that the language's Gregorian calendar (ICU's DateFormatSymbols) gives the
  // month `month` (1 = January … 12), and then English's, which every edition writes where it
  // keeps English text (a generated footer's "14-Jan-2026"): wide and abbreviated, in the
  // format and standalone contexts, as written (en "April", "Apr"; fr "avril", "avr"), a
  // trailing '.' dropped,
  // and, for a name ICU writes in lowercase, also with its first letter in uppercase (a
  // month name that begins a sentence). Left out: the narrow forms (one letter, shared by
  // several months: J for January, June and July), names holding a digit or numeral (zh
  // 4月, 四月; ko 4월: those already carry the number), names of more than one word. None
  // for a month outside 1–12, nor for a language ICU has no calendar names of its own for.
  const std::vector<std::string>& MonthNames(int64_t month);

  // The power of ten (100 to 10^12) that `word` (NormalizeKey'd: a Latin word, or a run of Han
  // or Hangul letters) names when written after digits as their magnitude ("million" 10^6; 万
  // and 만 10^4; 千万 and 천만 10^7), or 0. The magnitudes are what the default rule set writes
  // for each power of ten, the word for one before it taken away ("one million" → "million",
  // 일억 → 억, 一万 → 万), where what is left is one word: so "30 million" and 3,000만 can be
  // told to be one number; then English's words, which an edition writes where it keeps the
  // source's English ("1.3 Billion" in a Korean edition is 13亿). Also the abbreviations of
  // ICU's short compact format, the language's own and then English's. English's words and
  // abbreviations count where the language's own give them no other value (k 10^3, b 10^9:
  // "7B" is 70亿; Spanish b stays 10^12).
  int64_t Magnitude(std::string_view word);

  // Whether the spellout rules read all of `word` (NormalizeKey'd) as a number: "one",
  // "sixth", "twenty-one"; in English also a magnitude read after one ("hundred", as "one
  // hundred"); not "and", "a". False for a language without rules (see Forms).
  bool IsNumberWord(std::string_view word);

  // Whether number words `first` and `second` (IsNumberWord both), joined in a text by a space
  // or a hyphen, are one number: the spellout rules read all of "first second" or
  // "first-second" ("twenty-one", "one hundred", "twenty-second"), or `second` is a magnitude
  // read only after one ("a hundred"). Not "three second" (a three-second delay) nor "two
  // first". False for a language without rules.
  bool JoinAsNumber(std::string_view first, std::string_view second);

 private:
  struct Rules;  // ICU's formatter and the names of the rule sets used, made by Load()
  void Load();
  void LoadMonths();
  // Forms(value), spelled by ICU.
  std::vector<std::string> Spell(int64_t value);

  std::string lang_;
  bool loaded_ = false;
  std::unique_ptr<Rules> rules_;  // null after Load() when the language has none
  bool months_loaded_ = false;
  std::unordered_map<int64_t, std::vector<std::string>> forms_;  // Forms(), by value
  std::vector<std::vector<std::string>> months_;  // by month 1–12, once loaded; [0] stays empty
  std::optional<std::unordered_map<std::string, int64_t>> magnitudes_;  // Magnitude(), once read
};

}  // namespace concord

#endif  // CONCORD_NUMBER_WORDS_H_
