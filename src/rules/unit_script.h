// unit_script.h — what script a unit of a Chinese, Japanese or Korean edition is written in:
// its own, or English prose left untranslated. The untranslated check (check_untranslated.cc)
// reports the latter where the other side shows it should have been translated; the run's
// knowledge (kept_places.h) finds where an edition keeps such units as its rule.
//
//   EditionScripts scripts(edition);
//   if (scripts.cjk_language() && scripts.IsLatinProse(u) && scripts.CjkMajority()) ...
//
// What a translation turns into its own script is the English words of a text, not its names,
// numbers, identifiers, code or quotations. So a unit's words are counted outside its inline
// code, URLs, emails, $math$ and quotations (link targets are not in its text), and two kinds
// are compared:
//   - CJK words: a run of Hangul (Korean puts spaces between words), each Han or Kana
//     character (Chinese and Japanese do not; a character is their smallest unit of meaning,
//     which if anything counts a unit as more translated than it is: the safe side);
//   - English prose words: lower-case common English words (english_words.h) of two letters
//     or more, not attached to a digit, '_' or '\' (int8, d_model, \text are identifiers,
//     and single letters are variables and units: x, s).
// Words, not letters: a Hangul syllable or a Han character holds what two to four Latin
// letters do, and a Korean sentence with English terms in it ("이 kernel은 memory bandwidth에
// 묶여 있습니다") has more Latin letters than Hangul ones while it is Korean.
// A unit is in its own script when it has more CJK words than English prose words, and Latin
// prose when it has more English prose words than CJK words and kMinProseWords of them in a
// row (a phrase: see unit_script.cc).
#ifndef CONCORD_RULES_UNIT_SCRIPT_H_
#define CONCORD_RULES_UNIT_SCRIPT_H_

#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

#include "model.h"
#include "text/lang_code.h"

namespace concord {

// What a unit is written in.
enum class UnitScript : uint8_t { kNoWords, kCjk, kLatinProse, kOther };

// The script of `unit` (see the top of this file).
UnitScript ClassifyUnit(const Unit& unit);

// Calls f(word) for each Latin word (latin_words.h, ForEachLatinWord) of `unit`'s text outside
// the spans that ClassifyUnit does not count: inline code, URLs, emails, math and quotations.
void ForEachProseWord(const Unit& unit, const std::function<void(std::string_view)>& f);

// A quick test that most units of a CJK edition fail, and every Latin-prose unit passes.
bool MayBeProse(std::string_view text);

// The scripts of an edition's units, each found when first asked: in most pairs only the few
// units that may be prose, and their counterparts, are read in full.
class EditionScripts {
 public:
  explicit EditionScripts(const Edition& e)
      : edition_(e), cjk_language_(IsCjkLanguage(e.lang)), units_(e.units.size(), kUnknown) {}

  bool cjk_language() const { return cjk_language_; }

  UnitScript Of(int u) {
    uint8_t& s = units_[static_cast<size_t>(u)];
    if (s == kUnknown)
      s = static_cast<uint8_t>(ClassifyUnit(edition_.units[static_cast<size_t>(u)]));
    return static_cast<UnitScript>(s);
  }

  bool IsLatinProse(int u) {
    return MayBeProse(edition_.units[static_cast<size_t>(u)].text) &&
           Of(u) == UnitScript::kLatinProse;
  }

  // Whether more than half of the edition's units that have words are in CJK script: the
  // edition translates.
  bool CjkMajority();

  // The index right after the edition's last unit in CJK script (0 where it has none): English
  // after it is an end of the page that the translation has not reached.
  size_t EndOfOwnScript();

 private:
  static constexpr uint8_t kUnknown = 0xFF;
  const Edition& edition_;
  const bool cjk_language_;
  std::vector<uint8_t> units_;  // UnitScript, or kUnknown
  int majority_ = -1;
  size_t end_of_own_ = SIZE_MAX;  // EndOfOwnScript, or SIZE_MAX before the first call
};

}  // namespace concord

#endif  // CONCORD_RULES_UNIT_SCRIPT_H_
