#include "text/number_words.h"

#include <unicode/compactdecimalformat.h>
#include <unicode/dtfmtsym.h>
#include <unicode/locid.h>
#include <unicode/rbnf.h>
#include <unicode/uchar.h>
#include <unicode/ures.h>

#include <algorithm>
#include <cmath>
#include <string_view>

#include "text/lang_code.h"
#include "text/unicode.h"

namespace concord {

int64_t NumeralValue(char32_t c) {
  // ASCII (whose only numerals are its digits) and Hangul syllables (none), most of what a
  // text asks about, without asking ICU.
  if (c < 0x80) return IsAsciiDigit(c) ? static_cast<int64_t>(c - '0') : -1;
  if (unicode_internal::IsHangulSyllable(c)) return -1;
  const double v = u_getNumericValue(static_cast<UChar32>(c));
  // Unicode's whole values run far below 2^53, where a double holds every whole number.
  if (v == U_NO_NUMERIC_VALUE || v < 0 || v >= 9.0e15 || std::floor(v) != v) return -1;
  return static_cast<int64_t>(v);
}

bool IsNumeral(char32_t c) {
  if (c < 0x80) return IsAsciiDigit(c);
  if (unicode_internal::IsHangulSyllable(c)) return false;
  return u_getNumericValue(static_cast<UChar32>(c)) != U_NO_NUMERIC_VALUE;
}

struct NumberWords::Rules {
  std::unique_ptr<icu::RuleBasedNumberFormat> format;
  std::vector<icu::UnicodeString> sets;  // the public rule sets Forms() writes with
  bool hangul = false;                   // a language written in Hangul: native sets only
  bool english = false;                  // English writes one as its indefinite article too (Spell)
  // English's one followed by a space, as the default rule set writes it ("one "): before a
  // magnitude it makes a number ("one hundred"), IsNumberWord.
  icu::UnicodeString one_before;
};

NumberWords::NumberWords(std::string lang) : lang_(std::move(lang)), months_(13) {}
NumberWords::~NumberWords() = default;

namespace {

// The script a form is written in: kLatin when its letters are all Latin, kHangul when they
// are all Hangul, kHan when all its characters are Han, kOther otherwise (digits, a mix).
Script FormScript(std::string_view form) {
  bool latin = true, hangul = true, han = true, letter = false;
  for (size_t pos = 0; pos < form.size();) {
    const char32_t c = NextCodePoint(form, &pos);
    const Script s = ScriptOf(c);
    han = han && s == Script::kHan;
    if (IsLetter(c)) {
      letter = true;
      latin = latin && s == Script::kLatin;
      hangul = hangul && s == Script::kHangul;
    } else if (IsDigit(c)) {
      latin = hangul = false;
    }
  }
  if (han && !form.empty()) return Script::kHan;
  if (!letter) return Script::kOther;
  return latin ? Script::kLatin : hangul ? Script::kHangul : Script::kOther;
}

// The locale of an edition of language `code` (zh-CN, zh_TW, en; cn as zh-CN: IcuLanguageOf); a
// bogus one when it names no language.
icu::Locale LocaleOf(std::string_view code) {
  std::string lang = IcuLanguageOf(code);
  std::replace(lang.begin(), lang.end(), '_', '-');
  UErrorCode status = U_ZERO_ERROR;
  icu::Locale locale = icu::Locale::forLanguageTag(lang, status);
  if (U_FAILURE(status) || std::string_view(locale.getLanguage()).empty()) locale.setToBogus();
  return locale;
}

// A month name as MonthNames() gives it, added to `names` with its capitalized variant; none
// when it is not one word of letters or holds a numeral.
void AddMonthName(const icu::UnicodeString& name, std::vector<std::string>* names) {
  std::string utf8;
  name.toUTF8String(utf8);
  while (!utf8.empty() && utf8.back() == '.') utf8.pop_back();
  if (utf8.empty()) return;
  for (size_t pos = 0; pos < utf8.size();) {
    const char32_t c = NextCodePoint(utf8, &pos);
    if (!IsLetter(c) || IsNumeral(c)) return;  // a space, a digit, 月 after 四, …
  }
  std::string capitalized;
  icu::UnicodeString title = icu::UnicodeString::fromUTF8(utf8);
  if (!title.isEmpty() && U16_IS_SINGLE(title[0]) && u_islower(title[0])) {
    title.replace(0, 1, static_cast<UChar>(u_toupper(title[0])));
    title.toUTF8String(capitalized);
  }
  for (std::string* form : {&utf8, &capitalized})
    if (!form->empty() && std::find(names->begin(), names->end(), *form) == names->end())
      names->push_back(std::move(*form));
}

// `value` as the rule set `set` of `format` writes it, NormalizeKey'd; empty where ICU fails.
std::string Written(const icu::RuleBasedNumberFormat& format, int64_t value,
                    const icu::UnicodeString& set) {
  icu::UnicodeString out;
  icu::FieldPosition unused;
  UErrorCode status = U_ZERO_ERROR;
  format.format(value, set, out, unused, status);
  std::string utf8;
  if (U_SUCCESS(status)) out.toUTF8String(utf8);
  return NormalizeKey(utf8);
}

// The words that `format`'s spellout rules write for each power of ten from 10^2 to 10^12 with
// the word for one before it taken away ("one million" → "million", 일억 → 억), where what is
// left is one word, with the power: the first power that writes a word is its value
// ("thousand" is 10^3, not the 10^4 of "ten thousand").
void AddSpelledPowers(const icu::RuleBasedNumberFormat& format,
                      std::unordered_map<std::string, int64_t>* magnitudes) {
  const icu::UnicodeString set = format.getDefaultRuleSetName();
  const std::string one = Written(format, 1, set);
  int64_t power = 100;
  for (int k = 2; k <= 12; ++k, power *= 10) {
    std::string word_of = Written(format, power, set);
    if (!one.empty() && word_of.rfind(one, 0) == 0) word_of.erase(0, one.size());
    if (!word_of.empty() && word_of.front() == ' ') word_of.erase(0, 1);
    if (!word_of.empty() && word_of.find(' ') == std::string::npos)
      magnitudes->try_emplace(std::move(word_of), power);
  }
}

// The suffixes that `locale`'s short compact number format (CLDR's "1K", "1万", "1억") writes
// after a number for each power of ten from 10^3 to 10^12, NormalizeKey'd, with the power: the
// first power written as 1 and a suffix is the suffix's value ("1K" is 10^3; 10^4 is "10K").
// None for a language ICU has no data for, whose format would be the default locale's.
void AddCompactSuffixes(const icu::Locale& locale,
                        std::unordered_map<std::string, int64_t>* magnitudes) {
  UErrorCode status = U_ZERO_ERROR;
  // The formatter does not say which locale's data it took; the resource bundle does.
  UResourceBundle* bundle = ures_open(nullptr, locale.getName(), &status);
  ures_close(bundle);
  if (U_FAILURE(status) || status == U_USING_DEFAULT_WARNING) return;
  status = U_ZERO_ERROR;
  std::unique_ptr<icu::CompactDecimalFormat> format(
      icu::CompactDecimalFormat::createInstance(locale, UNUM_SHORT, status));
  if (U_FAILURE(status) || format == nullptr) return;
  int64_t power = 1000;
  for (int k = 3; k <= 12; ++k, power *= 10) {
    icu::UnicodeString out;
    format->format(static_cast<double>(power), out);
    std::string utf8;
    out.toUTF8String(utf8);
    if (utf8.size() < 2 || utf8[0] != '1' || IsAsciiDigit(static_cast<unsigned char>(utf8[1])))
      continue;
    size_t pos = 1;
    // A space or a no-break space between the number and its suffix.
    for (size_t next = pos; pos < utf8.size() && !IsLetter(NextCodePoint(utf8, &next));) pos = next;
    std::string suffix = NormalizeKey(std::string_view(utf8).substr(pos));
    // An abbreviation's full stop (German "Mio.", Russian "тыс.") is no part of the word the
    // lookups read, letters only.
    while (!suffix.empty() && suffix.back() == '.') suffix.pop_back();
    if (!suffix.empty() && suffix.find(' ') == std::string::npos)
      magnitudes->try_emplace(std::move(suffix), power);
  }
}

}  // namespace

void NumberWords::Load() {
  loaded_ = true;
  const icu::Locale locale = LocaleOf(lang_);
  if (locale.isBogus()) return;
  // A language written in Hangul: of its rules only the native ones (see the header).
  icu::Locale likely = locale;
  UErrorCode status = U_ZERO_ERROR;
  likely.addLikelySubtags(status);
  const std::string_view script = likely.getScript();
  const bool hangul = U_SUCCESS(status) && (script == "Kore" || script == "Hang");
  status = U_ZERO_ERROR;
  auto format = std::make_unique<icu::RuleBasedNumberFormat>(icu::URBNF_SPELLOUT, locale, status);
  if (U_FAILURE(status)) return;
  // ICU falls back to the default locale's rules for a language it has none for.
  status = U_ZERO_ERROR;
  const icu::Locale actual = format->getLocale(ULOC_ACTUAL_LOCALE, status);
  if (U_FAILURE(status) || std::string_view(actual.getLanguage()) != locale.getLanguage()) return;
  auto rules = std::make_unique<Rules>();
  rules->hangul = hangul;
  rules->english = std::string_view(locale.getLanguage()) == "en";
  if (rules->english) {
    icu::FieldPosition unused;
    status = U_ZERO_ERROR;
    format->format(int64_t{1}, rules->one_before, unused, status);
    if (U_SUCCESS(status))
      rules->one_before += u' ';
    else
      rules->one_before.remove();
  }
  for (int32_t i = 0; i < format->getNumberOfRuleSetNames(); ++i) {
    icu::UnicodeString name = format->getRuleSetName(i);
    if (name.indexOf(u"year") >= 0 || (hangul && name.indexOf(u"native") < 0)) continue;
    rules->sets.push_back(std::move(name));
  }
  rules->format = std::move(format);
  rules_ = std::move(rules);
}

const std::vector<std::string>& NumberWords::Forms(int64_t value) {
  auto it = forms_.find(value);
  if (it == forms_.end()) it = forms_.emplace(value, Spell(value)).first;
  return it->second;
}

std::vector<std::string> NumberWords::Spell(int64_t value) {
  if (!loaded_) Load();
  std::vector<std::string> forms;
  if (!rules_ || value < 0) return forms;
  auto write = [&](const icu::UnicodeString& set) { return Written(*rules_->format, value, set); };
  // The Sino-Korean reading: where a native rule set writes it, the language has no native
  // number for `value` (see the header), and its native ordinals are Sino-Korean too.
  const std::string sino = rules_->hangul ? write(rules_->format->getDefaultRuleSetName()) : "";
  for (const icu::UnicodeString& set : rules_->sets) {
    std::string form = write(set);
    if (form.empty()) continue;
    if (rules_->hangul && form == sino) return {};
    const Script script = FormScript(form);
    if (script == Script::kOther || (script == Script::kHangul) != rules_->hangul) continue;
    auto add = [&forms](std::string f) {
      if (std::find(forms.begin(), forms.end(), f) == forms.end()) forms.push_back(std::move(f));
    };
    // Korean writes a native form of more than one word as often as one word: the ordinal
    // with its bound noun (첫 번째, 첫번째), a cardinal from eleven (열 하나, 열하나).
    if (script == Script::kHangul && form.find(' ') != std::string::npos) {
      std::string unspaced = form;
      std::erase(unspaced, ' ');
      add(form);
      add(std::move(unspaced));
    } else {
      add(std::move(form));
    }
  }
  // The English indefinite article is the numeral one, which ICU's spellout does not write:
  // "a week" for 1주일, "a terabyte" for 1 TB. Standing alone as every form must, "a" of "a
  // hundred" is no 1.
  if (rules_->english && value == 1) forms.insert(forms.end(), {"a", "an"});
  return forms;
}

bool NumberWords::IsArticle(std::string_view form) const {
  return rules_ && rules_->english && (form == "a" || form == "an");
}

void NumberWords::LoadMonths() {
  months_loaded_ = true;
  // The language's own names, then English's: an edition keeps English text where it keeps a
  // generated footer or an untranslated passage ("on 14-Jan-2026", "15 Aug 2016").
  for (icu::Locale locale : {LocaleOf(lang_), icu::Locale::getEnglish()}) {
    if (locale.isBogus()) continue;
    UErrorCode status = U_ZERO_ERROR;
    // The Gregorian calendar's names: the months that dates in documentation count.
    locale.setKeywordValue("calendar", "gregorian", status);
    if (U_FAILURE(status)) continue;
    const icu::DateFormatSymbols symbols(locale, status);
    if (U_FAILURE(status)) continue;
    // ICU falls back to the default locale's names for a language it has none for.
    const icu::Locale actual = symbols.getLocale(ULOC_ACTUAL_LOCALE, status);
    if (U_FAILURE(status) || std::string_view(actual.getLanguage()) != locale.getLanguage())
      continue;
    using Symbols = icu::DateFormatSymbols;
    for (const auto width : {Symbols::WIDE, Symbols::ABBREVIATED}) {
      for (const auto context : {Symbols::FORMAT, Symbols::STANDALONE}) {
        int32_t count = 0;
        const icu::UnicodeString* names = symbols.getMonths(count, context, width);
        for (int32_t m = 0; m < count && m < 12; ++m) AddMonthName(names[m], &months_[m + 1]);
      }
    }
  }
}

const std::vector<std::string>& NumberWords::MonthNames(int64_t month) {
  if (month < 1 || month > 12) return months_[0];  // ICU's names are not read for it
  if (!months_loaded_) LoadMonths();
  return months_[static_cast<size_t>(month)];
}

int64_t NumberWords::Magnitude(std::string_view word) {
  if (!magnitudes_) {
    magnitudes_.emplace();
    if (!loaded_) Load();
    if (rules_) AddSpelledPowers(*rules_->format, &*magnitudes_);
    // Then English's words, which an edition writes where it keeps a sentence of the source in
    // English ("1.3 Billion" in a Korean edition, 13亿 in the Chinese one), where the language's
    // own give the same word no other value.
    UErrorCode status = U_ZERO_ERROR;
    const icu::RuleBasedNumberFormat english(icu::URBNF_SPELLOUT, icu::Locale::getEnglish(),
                                             status);
    if (U_SUCCESS(status)) AddSpelledPowers(english, &*magnitudes_);
    // The abbreviations of the short compact format, the language's own (万, 억) and then
    // English's, which technical writing in any language puts after digits (a 7B model, 500K
    // tokens), where the language's own give the same letters no other value (Spanish B is a
    // billón, 10^12, and stays so).
    const icu::Locale locale = LocaleOf(lang_);
    if (!locale.isBogus()) AddCompactSuffixes(locale, &*magnitudes_);
    AddCompactSuffixes(icu::Locale::getEnglish(), &*magnitudes_);
  }
  auto it = magnitudes_->find(std::string(word));
  return it == magnitudes_->end() ? 0 : it->second;
}

namespace {

icu::UnicodeString Utf16(std::string_view s) {
  return icu::UnicodeString::fromUTF8(icu::StringPiece(s.data(), static_cast<int32_t>(s.size())));
}

// Whether `format`'s rules read all of `text` as a number.
bool ParsesWhole(const icu::RuleBasedNumberFormat& format, const icu::UnicodeString& text) {
  icu::Formattable value;
  icu::ParsePosition pos(0);
  format.parse(text, value, pos);
  return pos.getErrorIndex() < 0 && pos.getIndex() == text.length();
}

}  // namespace

bool NumberWords::IsNumberWord(std::string_view word) {
  if (!loaded_) Load();
  if (!rules_ || word.empty()) return false;
  const icu::UnicodeString text = Utf16(word);
  if (ParsesWhole(*rules_->format, text)) return true;
  // A magnitude ("hundred", "thousand") is a number word after one ("one hundred"): the
  // article of "a hundred" is joined to it, no 1 of its own.
  return !rules_->one_before.isEmpty() && ParsesWhole(*rules_->format, rules_->one_before + text);
}

bool NumberWords::JoinAsNumber(std::string_view first, std::string_view second) {
  if (!loaded_) Load();
  if (!rules_ || first.empty() || second.empty()) return false;
  const icu::UnicodeString a = Utf16(first), b = Utf16(second);
  if (ParsesWhole(*rules_->format, a + u' ' + b) || ParsesWhole(*rules_->format, a + u'-' + b))
    return true;
  // A magnitude after any number word ("a hundred", "three million"), which the rules read
  // only after one.
  return !rules_->one_before.isEmpty() && !ParsesWhole(*rules_->format, b) &&
         ParsesWhole(*rules_->format, rules_->one_before + b);
}

}  // namespace concord
