#include "text/lang_code.h"

#include <unicode/locid.h>
#include <unicode/region.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>
#include <unicode/ures.h>

#include <algorithm>
#include <cctype>
#include <functional>
#include <set>
#include <string_view>
#include <vector>

#include "base/error.h"
#include "text/escape.h"
#include "text/unicode.h"

namespace concord {

namespace {

// The language subtags of the locales ICU has data for, lowercase.
const std::set<std::string, std::less<>>& LanguagesWithData() {
  static const std::set<std::string, std::less<>> languages = [] {
    std::set<std::string, std::less<>> out;
    int32_t count = 0;
    const icu::Locale* locales = icu::Locale::getAvailableLocales(count);
    for (int32_t i = 0; i < count; ++i) out.insert(locales[i].getLanguage());
    return out;
  }();
  return languages;
}

bool AllOf(std::string_view s, bool (*pred)(char32_t)) {
  return std::all_of(s.begin(), s.end(),
                     [pred](char c) { return pred(static_cast<unsigned char>(c)); });
}

}  // namespace

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
  LanguageParts parts{locale.getLanguage(), locale.getISO3Language(), locale.getCountry(), {}};
  if (parts.region.empty()) {
    icu::Locale likely = locale;
    likely.addLikelySubtags(status);
    if (U_SUCCESS(status) && std::string_view(likely.getLanguage()) == parts.language)
      parts.region = likely.getCountry();
  }
  if (parts.language == "und") return {};
  icu::UnicodeString name;
  icu::Locale(locale.getLanguage()).getDisplayLanguage(icu::Locale::getEnglish(), name);
  name.toUTF8String(parts.english_name);
  // Only a name ICU has (not the code given back) of one word: "Chinese", not "Norwegian Bokmål".
  if (parts.english_name.size() <= 3 || parts.english_name == parts.language ||
      !AllOf(parts.english_name, IsAsciiLetter))
    parts.english_name.clear();
  for (std::string* s : {&parts.language, &parts.iso3, &parts.region, &parts.english_name})
    for (char& c : *s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return parts;
}

std::string SimilarLanguageCode(const std::string& code,
                                const std::vector<std::string>& candidates) {
  const std::string primary = PrimaryLanguageSubtag(code);
  for (const std::string& c : candidates)
    if (PrimaryLanguageSubtag(c) == primary) return c;
  return ClosestMatch(code, candidates);
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

bool IsCjkLanguage(std::string_view lang) {
  const std::string primary = PrimaryLanguageSubtag(IcuLanguageOf(lang));
  return primary == "zh" || primary == "ja" || primary == "ko";
}

namespace {

// `code` read as an identifier writes a tag, its subtags run together and each after the first
// capitalized (`zhHans`, `zhCN`, `ptBR`: i18n libraries' message keys, VitePress locale
// folders), with the separator put back, where that is a tag ICU knows; else "".
std::string TagWrittenAsIdentifier(std::string_view code) {
  size_t language_end = 0;
  while (language_end < code.size() && code[language_end] >= 'a' && code[language_end] <= 'z')
    ++language_end;
  if (language_end < 2 || language_end > 3 || language_end == code.size() ||
      !AllOf(code, IsAsciiLetter))
    return "";
  std::string tag(code.substr(0, language_end));
  for (size_t begin = language_end; begin < code.size();) {
    if (!std::isupper(static_cast<unsigned char>(code[begin]))) return "";
    size_t end = begin + 1;
    // A region is written in two capitals (CN), a script in four letters capitalized (Hans).
    const bool region = end < code.size() && std::isupper(static_cast<unsigned char>(code[end]));
    while (end < code.size() && (region ? std::isupper(static_cast<unsigned char>(code[end]))
                                        : std::islower(static_cast<unsigned char>(code[end]))))
      ++end;
    if (end - begin != (region ? 2u : 4u)) return "";
    tag += "-" + std::string(code.substr(begin, end - begin));
    begin = end;
  }
  return IsKnownLanguageTag(tag) ? tag : "";
}

}  // namespace

std::string IcuLanguageOf(std::string_view code) {
  if (std::string tag = TagWrittenAsIdentifier(code); !tag.empty()) return tag;
  const std::string folded = FoldLanguageCode(code);
  if (folded.size() != 2 || !AllOf(folded, IsAsciiLetter)) return std::string(code);
  // A language with data of its own: its resource bundle opens without falling back to the
  // root (cheaper than LanguagesWithData's list of every locale, built once per process, for a
  // question asked of an edition's code).
  UErrorCode opened = U_ZERO_ERROR;
  UResourceBundle* bundle = ures_open(nullptr, folded.c_str(), &opened);
  ures_close(bundle);
  if (U_SUCCESS(opened) && opened != U_USING_DEFAULT_WARNING) return std::string(code);
  // A code ICU reads as another language's old one (`in` for Indonesian, `iw` for Hebrew) is
  // that language, not a region.
  if (std::string_view(icu::Locale::createCanonical(folded.c_str()).getLanguage()) != folded)
    return std::string(code);
  UErrorCode status = U_ZERO_ERROR;
  std::string region = folded;
  for (char& c : region) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  const icu::Region* known = icu::Region::getInstance(region.c_str(), status);
  if (known == nullptr || U_FAILURE(status) || known->getType() != URGN_TERRITORY)
    return std::string(code);
  icu::Locale likely("und", region.c_str());
  likely.addLikelySubtags(status);
  const std::string_view likely_language = likely.getLanguage();
  if (U_FAILURE(status) || likely_language.empty() || likely_language == "und")
    return std::string(code);
  return std::string(likely_language) + "-" + region;
}

bool IsKnownLanguageTag(std::string_view token) {
  // The language subtag's length, before any folding: most words of a text are no tag.
  const size_t language_end = std::min(token.find_first_of("-_"), token.size());
  if (language_end < 2 || language_end > 3) return false;
  std::string folded = FoldLanguageCode(token);
  size_t end = folded.find('-');
  const std::string_view language = std::string_view(folded).substr(0, end);
  if (language.size() < 2 || language.size() > 3 || !AllOf(language, IsAsciiLetter) ||
      !LanguagesWithData().contains(language))
    return false;
  int next = 0;  // 0: a script may follow, 1: a region may, 2: nothing may
  while (end != std::string::npos) {
    const size_t begin = end + 1;
    end = folded.find('-', begin);
    std::string sub = folded.substr(begin, end == std::string::npos ? end : end - begin);
    if (next == 0 && sub.size() == 4 && AllOf(sub, IsAsciiLetter) &&
        u_getPropertyValueEnum(UCHAR_SCRIPT, sub.c_str()) != UCHAR_INVALID_CODE) {
      next = 1;
      continue;
    }
    const bool region_shape = (sub.size() == 2 && AllOf(sub, IsAsciiLetter)) ||
                              (sub.size() == 3 && AllOf(sub, IsAsciiDigit));
    if (next == 2 || !region_shape) return false;
    for (char& c : sub) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    UErrorCode status = U_ZERO_ERROR;
    if (icu::Region::getInstance(sub.c_str(), status) == nullptr || U_FAILURE(status)) return false;
    next = 2;
  }
  return true;
}

bool LanguageTags::MatchesEnglishName(std::string_view token) const {
  return !parts_.english_name.empty() && token == parts_.english_name;
}

bool LanguageTags::Matches(std::string_view token) const {
  if (empty() || !IsLanguageCode(std::string(token))) return false;
  if (token == written_) return true;  // the edition's code as the tree writes it (zhhans)
  if (IsRegion(token)) return true;
  size_t end = token.find_first_of("-_");
  const std::string_view first = token.substr(0, end);
  if (first != parts_.language && (parts_.iso3.empty() || first != parts_.iso3)) return false;
  // Then BCP 47's script (4 letters) and region (2 letters or 3 digits), each at most once and
  // in that order: "zh-Hans-CN", "zh_CN"; not words ("zh-guide").
  int next = 0;  // 0: a script may follow, 1: a region may, 2: nothing may
  while (end != std::string_view::npos) {
    const size_t begin = end + 1;
    end = token.find_first_of("-_", begin);
    const std::string_view sub =
        token.substr(begin, end == std::string_view::npos ? end : end - begin);
    const bool letters = AllOf(sub, IsAsciiLetter);
    const bool digits = AllOf(sub, IsAsciiDigit);
    if (next == 0 && sub.size() == 4 && letters) {
      next = 1;
    } else if (next <= 1 && ((sub.size() == 2 && letters) || (sub.size() == 3 && digits))) {
      next = 2;
    } else {
      return false;
    }
  }
  return true;
}

std::string InvalidLanguageCode(const std::string& code) {
  // "zh cn", "zh.cn", "-zh-": the subtags are right and only their separators wrong.
  std::string joined;
  for (char c : code) {
    if (std::isalnum(static_cast<unsigned char>(c))) {
      joined += c;
    } else if (!joined.empty() && joined.back() != '-') {
      joined += '-';
    }
  }
  if (!joined.empty() && joined.back() == '-') joined.pop_back();
  // Only a tag ICU knows: joining the parts of anything else would make up a code.
  const bool hint = joined != code && IsKnownLanguageTag(joined);
  return "'" + EscapeControls(code) + "' is not a valid language code (" + kLanguageCodeShape +
         ")" + (hint ? "; did you mean '" + joined + "'?" : "");
}

void CheckLanguageFlag(std::string_view flag, const std::string& code) {
  if (!code.empty() && !IsLanguageCode(code))
    throw InputError(std::string(flag) + ": " + InvalidLanguageCode(code));
}

bool NamesLanguage(std::string_view text, std::string_view tag, std::string_view in_tag) {
  // Codes as editions and sites write them: one named after its country (`kr`, `cn`) is the
  // language spoken there, as for every other question about an edition's language.
  // A BCP 47 tag for forLanguageTag: trees write zh_CN and ko_KR as often as zh-CN.
  auto bcp47 = [](std::string code) {
    std::replace(code.begin(), code.end(), '_', '-');
    return code;
  };
  const std::string language = bcp47(IcuLanguageOf(tag)),
                    in_language = bcp47(IcuLanguageOf(in_tag));
  UErrorCode status = U_ZERO_ERROR;
  const icu::Locale locale = icu::Locale::forLanguageTag(language, status);
  if (U_FAILURE(status) || locale.getLanguage()[0] == '\0') return false;
  std::vector<icu::Locale> names_in = {locale, icu::Locale::getEnglish()};
  if (!in_language.empty()) {
    status = U_ZERO_ERROR;
    names_in.push_back(icu::Locale::forLanguageTag(in_language, status));
    if (U_FAILURE(status)) names_in.pop_back();
  }
  for (const icu::Locale& in : names_in) {
    icu::UnicodeString name;
    locale.getDisplayLanguage(in, name);
    std::string utf8;
    name.toUTF8String(utf8);
    // ICU falls back to the code itself ("ko") where it has no name. The text is the name, or
    // the name with a qualifier ("简体中文"), not a phrase that holds it ("Chinese remainder
    // theorem"); letters counted, for a flag or a mark beside a name ("🇨🇳 简体中文") is no
    // word of a phrase.
    if (!utf8.empty() && utf8 != locale.getLanguage() &&
        text.find(utf8) != std::string_view::npos && LetterCount(text) <= 2 * LetterCount(utf8))
      return true;
  }
  return false;
}

}  // namespace concord
