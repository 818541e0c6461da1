#include "text/lang_code.h"

#include <unicode/locid.h>

#include <algorithm>
#include <cctype>
#include <string_view>

#include "base/error.h"
#include "text/escape.h"

namespace concord {

bool IsLanguageCode(const std::string& code) {
  if (code.empty()) return false;
  size_t begin = 0;
  for (bool first = true;; first = false) {
    size_t end = code.find_first_of("-_", begin);
    if (end == std::string::npos) end = code.size();
    if (end == begin || end - begin > 8) return false;
    for (size_t i = begin; i < end; ++i) {
      const auto c = static_cast<unsigned char>(code[i]);
      if (c >= 0x80 || !(first ? std::isalpha(c) : std::isalnum(c))) return false;
    }
    if (end == code.size()) return true;
    begin = end + 1;
  }
}

LanguageParts PartsOfLanguage(const std::string& code) {
  if (!IsLanguageCode(code)) return {};
  std::string tag = code;
  std::replace(tag.begin(), tag.end(), '_', '-');
  UErrorCode status = U_ZERO_ERROR;
  icu::Locale locale = icu::Locale::forLanguageTag(tag, status);
  if (U_FAILURE(status) || locale.isBogus() || std::string_view(locale.getLanguage()).empty())
    return {};
  LanguageParts parts{locale.getLanguage(), locale.getISO3Language(), locale.getCountry()};
  if (parts.region.empty()) {
    icu::Locale likely = locale;
    likely.addLikelySubtags(status);
    if (U_SUCCESS(status) && std::string_view(likely.getLanguage()) == parts.language)
      parts.region = likely.getCountry();
  }
  if (parts.language == "und") return {};
  for (std::string* s : {&parts.language, &parts.iso3, &parts.region})
    for (char& c : *s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return parts;
}

std::string FoldLanguageCode(std::string_view code) {
  std::string folded(code);
  for (char& c : folded)
    c = c == '_' ? '-' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return folded;
}

std::string PrimaryLanguageSubtag(std::string_view code) {
  std::string folded = FoldLanguageCode(code);
  return folded.substr(0, folded.find('-'));
}

std::string InvalidLanguageCode(const std::string& code) {
  return "'" + EscapeControls(code) + "' is not a valid language code (" + kLanguageCodeShape + ")";
}

void CheckLanguageFlag(std::string_view flag, const std::string& code) {
  if (!code.empty() && !IsLanguageCode(code))
    throw InputError(std::string(flag) + ": " + InvalidLanguageCode(code));
}

}  // namespace concord
