#include "text/number_words.h"

#include <unicode/locid.h>
#include <unicode/rbnf.h>
#include <unicode/uchar.h>

#include <algorithm>
#include <cmath>
#include <string_view>

#include "text/unicode.h"

namespace concord {

int64_t NumeralValue(char32_t c) {
  const double v = u_getNumericValue(static_cast<UChar32>(c));
  // Unicode's whole values run far below 2^53, where a double holds every whole number.
  if (v == U_NO_NUMERIC_VALUE || v < 0 || v >= 9.0e15 || std::floor(v) != v) return -1;
  return static_cast<int64_t>(v);
}

bool IsNumeral(char32_t c) {
  return u_getNumericValue(static_cast<UChar32>(c)) != U_NO_NUMERIC_VALUE;
}

struct NumberWords::Rules {
  std::unique_ptr<icu::RuleBasedNumberFormat> format;
  std::vector<icu::UnicodeString> sets;  // the public rule sets Forms() writes with
};

NumberWords::NumberWords(std::string lang) : lang_(std::move(lang)) {}
NumberWords::~NumberWords() = default;

namespace {

// The script a form is written in: kLatin when its letters are all Latin, kHan when all its
// characters are Han, kOther otherwise (Hangul, digits, a mix).
Script FormScript(std::string_view form) {
  bool latin = true, han = true, letter = false;
  for (size_t pos = 0; pos < form.size();) {
    const char32_t c = NextCodePoint(form, &pos);
    const Script s = ScriptOf(c);
    han = han && s == Script::kHan;
    if (IsLetter(c)) {
      letter = true;
      latin = latin && s == Script::kLatin;
    } else if (IsDigit(c)) {
      latin = false;
    }
  }
  if (han && !form.empty()) return Script::kHan;
  return latin && letter ? Script::kLatin : Script::kOther;
}

}  // namespace

void NumberWords::Load() {
  loaded_ = true;
  std::string tag = lang_;
  std::replace(tag.begin(), tag.end(), '_', '-');
  UErrorCode status = U_ZERO_ERROR;
  const icu::Locale locale = icu::Locale::forLanguageTag(tag, status);
  if (U_FAILURE(status) || locale.isBogus() || std::string_view(locale.getLanguage()).empty())
    return;
  // A language written in Hangul: its rules write Hangul forms only, which Forms() leaves out,
  // so they are not loaded.
  icu::Locale likely = locale;
  status = U_ZERO_ERROR;
  likely.addLikelySubtags(status);
  const std::string_view script = likely.getScript();
  if (U_SUCCESS(status) && (script == "Kore" || script == "Hang")) return;
  status = U_ZERO_ERROR;
  auto format = std::make_unique<icu::RuleBasedNumberFormat>(icu::URBNF_SPELLOUT, locale, status);
  if (U_FAILURE(status)) return;
  // ICU falls back to the default locale's rules for a language it has none for.
  status = U_ZERO_ERROR;
  const icu::Locale actual = format->getLocale(ULOC_ACTUAL_LOCALE, status);
  if (U_FAILURE(status) || std::string_view(actual.getLanguage()) != locale.getLanguage()) return;
  auto rules = std::make_unique<Rules>();
  for (int32_t i = 0; i < format->getNumberOfRuleSetNames(); ++i) {
    icu::UnicodeString name = format->getRuleSetName(i);
    if (name.indexOf(u"year") < 0) rules->sets.push_back(std::move(name));
  }
  rules->format = std::move(format);
  rules_ = std::move(rules);
}

std::vector<std::string> NumberWords::Forms(int64_t value) {
  if (!loaded_) Load();
  std::vector<std::string> forms;
  if (!rules_ || value < 0) return forms;
  for (const icu::UnicodeString& set : rules_->sets) {
    icu::UnicodeString out;
    icu::FieldPosition unused;
    UErrorCode status = U_ZERO_ERROR;
    rules_->format->format(value, set, out, unused, status);
    if (U_FAILURE(status) || out.isEmpty()) continue;
    std::string utf8;
    out.toUTF8String(utf8);
    std::string form = NormalizeKey(utf8);
    if (FormScript(form) == Script::kOther) continue;
    if (std::find(forms.begin(), forms.end(), form) == forms.end())
      forms.push_back(std::move(form));
  }
  return forms;
}

bool NumberWords::IsNumberWord(std::string_view word) {
  if (!loaded_) Load();
  if (!rules_ || word.empty()) return false;
  const icu::UnicodeString text = icu::UnicodeString::fromUTF8(
      icu::StringPiece(word.data(), static_cast<int32_t>(word.size())));
  icu::Formattable value;
  icu::ParsePosition pos(0);
  rules_->format->parse(text, value, pos);
  return pos.getErrorIndex() < 0 && pos.getIndex() == text.length();
}

}  // namespace concord
