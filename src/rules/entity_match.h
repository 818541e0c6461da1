// entity_match.h — matching entity keys against a unit's text, for the checks: whether the words
// of a key occur in a normalized text, with English plurals not counting as a difference, and
// whether a number key stands alone in it, in digits or, where the text's edition writes it
// so, as a numeral of its script or a number word of its language (text/number_words.h).
//
//   const TextIndex index(NormalizeKey(unit.text));   // once per unit
//   if (index.HasWords("noam shazeer") || index.HasNumber("8192")) ...
//   NumberWords zh("zh");                             // one per edition and check run
//   const TextIndex with_words(NormalizeKeyOutsideCjk(text), text, &zh);
//   with_words.HasNumber("3");                        // true where the text has 第三方
//   // with NumberWords en("en"): HasNumber("4") is true where the text has April
//   ContainsWords("flops/s", "flop");                 // true: one lookup, no index kept
//
// Words are read as the extractors read them (extract/char_classes.h), and numbers as the
// number extractor reads them (NumberKeysIn), so a key an extractor made is found where its
// text is.
#ifndef CONCORD_RULES_ENTITY_MATCH_H_
#define CONCORD_RULES_ENTITY_MATCH_H_

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "rules/number_magnitudes.h"
#include "rules/word_index.h"
#include "text/number_words.h"

namespace concord {

// A word and the English plural or singular forms it is also found as ("box": box, boxs,
// boxes; "flops": flops, flop). Translators add and drop plurals freely.
std::vector<std::string> PluralForms(std::string_view word);
// Whether `form` is one of PluralForms(word), without making them: for a scan that asks it of
// each word of a text. word_index_test holds it to PluralForms.
bool IsPluralForm(std::string_view form, std::string_view word);

// The Latin words and the numbers of a NormalizeKey'd text, indexed once so that each lookup
// costs the length of the key, not of the text.
//   words: as WordIndex reads them (word_index.h: "cublas-like" → cublas, like; "4MB 블록" →
//   4, mb);
//   numbers: maximal runs of ASCII letters, digits, '.' and ',' (trailing '.' ',' dropped,
//   thousands separators removed, as number keys are; a run "v" + digits also as its digits:
//   v2 is version 2), and the numbers that the number
//   extractor reads in the text (NumberKeysIn: "3gb" and "2,000kb" also hold 3 and 2000).
class TextIndex {
 public:
  explicit TextIndex(std::string_view text_key);
  // The same, for a text whose edition may write a number in other ways than in digits:
  // `text` is the text as written (text_key is its NormalizeKey or NormalizeKeyOutsideCjk),
  // `words` the number words of its edition's language. Both are kept by reference and must
  // outlive the index.
  TextIndex(std::string_view text_key, std::string_view text, NumberWords* words);
  // WordIndex::HasWords: the words of `key` occur in the text consecutively, the last one in
  // any of its PluralForms.
  bool HasWords(std::string_view key) const;
  // WordIndex::HasWordsJoined, with the words that join a name's words being common English
  // words (extract/english_words.h: "over", "of", "by", the possessive "s").
  bool HasNameWordsJoined(std::string_view key) const;
  // Whether `key` (a number key) stands alone in the text. With number words (the second
  // constructor), a key of a whole number (digits only: 3, 2000) is also found where the text
  // writes its value otherwise:
  //  - as one numeral character that Unicode gives that value (三, 兩, Ⅻ), or
  //  - as a form the edition's language's spellout rules write for it (six, sixth, 两, 二十,
  //    두): a Latin one as whole words, a Han one as written, a Hangul one as a whole word
  //    (no Hangul syllable right before or after it: 두고 is no 2) or with the form of the
  //    value before or after it in Korean's approximate count (두세 has 2 and 3; 봐두세요
  //    and 두세요 neither: HasApproximateHangul),
  // either standing alone: no numeral character right before or after it (十二 is no 2), no
  // number word joined to it into one number (twenty-one is no 20; a three-second delay has
  // 3: NumberWords::JoinAsNumber);
  //  - for 1–12, as a name the language's calendar gives that month (April, Apr for 4), as
  //    written (case kept: "may" is no 5) and as a whole word (no letter or digit right
  //    before or after it): a date one edition writes 2024 年 4 月 and another April 2024.
  // These are looked for only when the digits are not there; the first such lookup reads the
  // text once, each later one costs the places where a form could be.
  // A date or a time of day (the extractor's "1970-01-01 00:00:00", "1:00") is found where its
  // fields each are, as above (1970 年 1 月 1 日), a field of the time that is zero where it is
  // not written (1시 for 1:00).
  // A number of two or three components whose last ones are zeros (a version, `2.0.0`; a
  // decimal, `2.0`) is found where the text writes it with fewer of them (`2`, `2.0`), and a
  // number where the text writes it with them: "< 2" names the version "< 2.0.0" names.
  // Four components are an address (`10.0.0.0`), which stays as written. A decimal of three
  // places or more is found where the text writes it cut or rounded half up to fewer places,
  // one at least, keeping two significant digits (`23.54651163` in `+23.55%`, a table's
  // measurement that one edition prints whole; not `0.0001` in `0.001`), and the other way
  // round.
  bool HasNumber(std::string_view key) const;
  // Whether the text writes the lettered id whose key is `id` (OtherPluralForm: letters, then
  // digits) with English's plural ending, a small s right after its digits, as a whole word
  // ("4 L20s" for `l20`; not "L40S", another id), the text's such words read once per index.
  // False for an index made without the text as written.
  bool HasIdInThePlural(std::string_view id) const;
  // The words of ASCII letters, a small one among them, and then digits that end in the number
  // `digits` (a NumberKey), lower-cased ("node1", "language1" for "1"; not "ntcp2"), read on the
  // first call; null for none.
  const std::unordered_set<std::string>* WordsNumbered(std::string_view digits) const;
  // Whether `other` writes a word numbered `digits` (WordsNumbered) that this text does not:
  // its word rendered here. Each digits is answered once per other index (the last one asked
  // with: a bead side's index is asked with its counterpart's).
  bool LacksNumberedWordOf(const TextIndex& other, std::string_view digits) const;
  // Whether the text writes the size `key` (a NumberKey: 512x512) with its two numbers apart,
  // in that order, a size's sign between them ("512 × 512", "32 by 32", 32 乘 32), read once.
  bool HasSizeApart(std::string_view key) const;
  // Whether the text as written has the number `digits` in thousands groups separated by
  // spaces ("18 000" for 18000: SpacedThousandsIn, text/number_forms.h), read once per index.
  bool HasSpacedThousands(std::string_view digits) const;
  // Whether the text writes the whole number `key` in a cell of its own otherwise than in
  // digits, whether or not the digits are there too: a number word or a numeral character as
  // HasNumber finds them (三, "six"), but not a decimal digit of another script (`７`, which
  // the number extractor reads as 7 already) nor English's article ("a" for 1); a month's name
  // only in a date, next to digits ("July 12", "1st January 2015"; "May be empty" is no 5).
  // False for an index made without number words.
  bool WritesNumberOtherwise(std::string_view key) const;

 private:
  // Whether the text writes the whole number `value` otherwise than in digits (HasNumber).
  // Which forms WritesOtherwise looks for: all that HasNumber finds, or those of a table cell
  // (WritesNumberOtherwise).
  enum class OtherForms { kAll, kCell };
  bool WritesOtherwise(int64_t value, OtherForms forms = OtherForms::kAll) const;
  // Whether the text has the month name `name` as a whole word in a date: digits right after
  // it, past spaces and a comma ("July 12", "Oct 2023"), or before it, past spaces and an
  // English ordinal's letters ("12 July", "1st January").
  bool HasMonthInADate(std::string_view name) const;
  // Whether the text has `form` (a number in Han characters, whose first is `first`) with no
  // numeral character right before or after it. REQUIRES: own_ways_.
  bool HasHanAlone(char32_t first, std::string_view form) const;
  // Whether the text has `form` (a number in Hangul, whose first syllable is `first`) as a
  // whole word: it begins a Hangul word and no Hangul syllable follows it. REQUIRES: own_ways_.
  bool HasHangulWord(char32_t first, std::string_view form) const;
  // Whether the text has `value` in Korean's approximate count: the native forms of two
  // consecutive values as one word, the lower first (두세 문제 "two or three problems", 한두 번),
  // as Chinese writes two Han digits (AddApproximate). REQUIRES: own_ways_, number_words_.
  bool HasApproximateHangul(int64_t value) const;
  // Whether the text as written has `word` with no letter or digit right before or after it.
  // With `where`, only an occurrence at [at, end) for which where(at, end) holds.
  bool HasWordAsWritten(std::string_view word,
                        const std::function<bool(size_t, size_t)>& where = nullptr) const;
  // Whether the text has the words of `form` (a number in Latin words) with no number word
  // joined to them by a space or hyphen into one number ("twenty" in "twenty-one" is no 20;
  // "three" in "three-second" is 3). REQUIRES: own_ways_.
  bool HasNumberWordsAlone(std::string_view form) const;
  // The numbers of the text, read on the first HasNumber: many indexes are only asked for
  // words (a document's vocabulary, the names a bead keeps).
  const std::unordered_set<std::string>& Numbers() const;
  // The shorter forms (ShortenedForms in entity_match.cc: cut or rounded) of the text's decimals
  // of three places or more, read on the first HasNumber of a decimal that Numbers() does not
  // answer.
  const std::unordered_set<std::string>& RoundedNumbers() const;
  // The numbers of the text written with a magnitude word, as the numbers they make
  // (NumberTimesItsMagnitude), read on the first HasNumber that Numbers() does not answer.
  const std::unordered_set<std::string>& ScaledNumbers() const;
  WordIndex words_;                                                         // the text's words
  mutable std::optional<std::unordered_set<std::string>> numbers_;          // made by Numbers()
  mutable std::optional<std::unordered_set<std::string>> scaled_numbers_;   // by ScaledNumbers()
  mutable std::optional<std::unordered_set<std::string>> rounded_numbers_;  // RoundedNumbers()
  mutable std::optional<std::unordered_set<std::string>> spaced_numbers_;   // HasSpacedThousands
  mutable std::optional<std::unordered_set<std::string>> plural_ids_;       // HasIdInThePlural
  mutable std::optional<std::unordered_map<std::string, std::unordered_set<std::string>>>
      numbered_words_;                                                  // WordsNumbered
  mutable std::optional<std::unordered_set<std::string>> sizes_apart_;  // HasSizeApart
  mutable const TextIndex* lacks_numbered_of_ = nullptr;  // LacksNumberedWordOf's other index
  mutable std::unordered_map<std::string, bool> lacks_numbered_;  // and its answers
  std::string_view text_;                                         // as written, with number_words_
  std::string text_key_;
  NumberWords* number_words_ = nullptr;  // none: digits only
  // What WritesOtherwise reads of the text, made on its first call, so that each lookup
  // costs the places where a form could be, not a pass over the text.
  struct OwnWays;
  mutable std::shared_ptr<const OwnWays> own_ways_;
};

// How many times each key stands on the other side, against this side's so far: a table row's
// numbers, each cell a fact at its place. A number the other side also writes in another form
// (TextIndex::WritesNumberOtherwise: July where this row has 7月 beside 第7) is one cell more
// there, once however often that form stands: asked the first time this side has the number
// more often, so that rows that agree cost no lookup.
class KeyTally {
 public:
  // `there`: the other side's text, which must outlive the tally.
  explicit KeyTally(const TextIndex& there) : there_index_(there) {}
  void AddThere(std::string_view key) { ++there_[key].count; }
  // Whether this occurrence of `key` here is one more than the other side holds. A key the
  // other side does not hold (a number it writes in another form only, 三 for 3) is not counted.
  bool OneMoreHere(std::string_view key) {
    const auto it = there_.find(key);
    if (it == there_.end()) return false;
    There& there = it->second;
    const int here = ++here_[key];
    if (here > there.count && !there.forms_read) {
      there.forms_read = true;
      there.count += there_index_.WritesNumberOtherwise(key) ? 1 : 0;
    }
    return here > there.count;
  }

 private:
  struct There {
    int count = 0;
    bool forms_read = false;  // the other forms asked for
  };
  const TextIndex& there_index_;
  std::unordered_map<std::string_view, There> there_;
  std::unordered_map<std::string_view, int> here_;
};

// Whether `other` has the number that `key`, written in `text` at [begin, end), makes with the
// magnitude written after it in the language of `words` (NumberTimesItsMagnitude); false when
// no magnitude follows.
bool ScaledNumberFound(std::string_view text, size_t begin, size_t end, std::string_view key,
                       NumberWords* words, const TextIndex& other);

// Whether the lettered id `key`, written in `text` at [begin, end), is on the other side with
// English's plural ending or without it (OtherPluralForm): "4 L20s" where `other` has L20, or L20
// where `other` writes "L20s". The ending is a small s as written: "L40S" names another id.
bool PluralIdFound(std::string_view text, size_t begin, size_t end, std::string_view key,
                   const TextIndex& other);

// Whether the number `key`, written in `text` at [begin, end) in the language of `words`, is in
// `other` written another way: glued to its word or apart from it (NumberGluedToItsWord), with a
// magnitude word (ScaledNumberFound), an id with English's plural ending or without it
// (PluralIdFound), in thousands groups separated by spaces or not ("18 000" and 18000: either
// group of the one, or the other's digits), or a size (512x512) with its numbers apart ("512 ×
// 512", "32 by 32"; not a hexadecimal 0x…).
bool NumberWrittenOtherwise(std::string_view text, size_t begin, size_t end, std::string_view key,
                            NumberWords* words, const TextIndex& here, const TextIndex& other);

// Whether the number `key` at `begin` of `text` follows a Latin word and one space ("HTML 5",
// "Python 3") that `other` writes glued to it as one word ("HTML5", "Python3"), or is such an
// id of letters and then digits that `other` writes apart: the same name written the other
// way, not a number the other side lacks. Or whether it follows a word of a CJK script (one
// space or none between) and ends that name (no unit or counter after it: not 第1步, 2 GB)
// where `other` writes a Latin word glued to it that `here` (the index of the side of `text`)
// does not have (노드 1 and 语言1 for node1 and Language1): a numbered name whose word the
// translator rendered, keeping its number. The word is one in lower or title case: an acronym
// (NTCP2, AMD64, P2) is kept as written, and its number elsewhere is a number of its own, as is
// one beside a glued word that both sides write.
bool NumberGluedToItsWord(std::string_view text, size_t begin, std::string_view key,
                          const TextIndex& here, const TextIndex& other);

// The words of a key: maximal runs of Latin letters and digits (extract::IsWordChar), as
// TextIndex reads them.
std::vector<std::string_view> KeyWords(std::string_view key);

// Whether `words` has each word of `key` (KeyWords), anywhere.
bool HasEachWord(const WordIndex& words, std::string_view key);

// TextIndex(text_key).HasWords(key): `key` occurs in `text_key` as whole words, English
// plurals not counting as a difference ("flop" in "flops/s", "rooflines" in "roofline").
bool ContainsWords(std::string_view text_key, std::string_view key);

}  // namespace concord

#endif  // CONCORD_RULES_ENTITY_MATCH_H_
