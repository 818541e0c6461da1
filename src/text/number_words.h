// number_words.h — how a language writes a whole number other than in ASCII digits, from ICU's
// data: a numeral character of some script (三, 兩, Ⅻ: Unicode's Numeric_Value), and the number
// words that ICU's spellout rules write for the language (en "six", "sixth"; zh 六, 两, 二十,
// 第三). So a translator's 第三方 or "fields two and six" can be told from a dropped number.
//
//   NumberWords zh("zh-CN");                 // ICU's rules for zh load on first use
//   for (const std::string& form : zh.Forms(2)) ...   // 二, 两, 第二, 贰, …
//   NumeralValue(U'三');                      // 3
//
// Only forms written all in Latin letters or all in Han characters are given. Those are what
// concord can find in a text as they stand: Latin ones as whole words, Han ones as a run of
// Han numerals (Unicode gives each its value, so where such a run begins and ends is known).
// A Hangul form is not: Hangul syllables are letters, not numerals, in Unicode, and the
// Sino-Korean and native readings (이 2, 한 1, 두 2, 세 3) are also common Korean words and
// particles, so finding one says nothing about a number.
#ifndef CONCORD_NUMBER_WORDS_H_
#define CONCORD_NUMBER_WORDS_H_

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
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
  // write, each NormalizeKey'd, without repeats, in Latin or Han script only (see above). The
  // year rule sets are left out: they write a year, not a count (ja 元 for an era's first
  // year). None for a language ICU has no spellout rules of its own for (then ICU would
  // fall back to another language's words), nor for one written in Hangul.
  std::vector<std::string> Forms(int64_t value);

  // Whether the spellout rules read all of `word` (NormalizeKey'd) as a number: "one",
  // "sixth", "twenty-one"; not "and", "a". False for a language without rules (see Forms).
  bool IsNumberWord(std::string_view word);

 private:
  struct Rules;  // ICU's formatter and the names of the rule sets used, made by Load()
  void Load();

  std::string lang_;
  bool loaded_ = false;
  std::unique_ptr<Rules> rules_;  // null after Load() when the language has none
};

}  // namespace concord

#endif  // CONCORD_NUMBER_WORDS_H_
