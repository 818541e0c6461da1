// lang_code.h — what concord accepts as a language code, and the one message for a code it
// does not accept, wherever the code comes from (concord.yml, --lang-a/--lang-b, extract's
// --lang).
//
//   IsLanguageCode("zh-Hans")               // true; "x y", "", "zh--cn" are false
//   CheckLanguageFlag("--lang", "x y");     // throws InputError "--lang: 'x y' is not a valid …"
//   PartsOfLanguage("ko").region            // "kr"
//   FoldLanguageCode("zh_CN")               // "zh-cn", as codes from different places compare
//   PrimaryLanguageSubtag("zh_CN")          // "zh"
//   IsKnownLanguageTag("en-US")             // true; "go", "v2", "en-guide" are false
//   NamesLanguage("简体中文", "zh-CN")       // true
//   LanguageTags("zh-CN").Matches("zh-hans") // true; "cn", its region alone, too
#ifndef CONCORD_LANG_CODE_H_
#define CONCORD_LANG_CODE_H_

#include <string>
#include <string_view>
#include <vector>

namespace concord {

// What a language code looks like, for messages.
inline constexpr char kLanguageCodeShape[] =
    "letters, digits and '-' or '_', such as zh, zh-Hans, pt_BR";

// Whether `code` is a language code as concord accepts them (BCP 47-like): subtags of 1–8
// ASCII letters or digits separated by '-' or '_' (trees spell zh_CN), the first one letters
// only: zh, zh-cn, zh-Hans, pt_BR, x-klingon, docs-2.
bool IsLanguageCode(const std::string& code);

// The parts of a language code that trees write in paths and file names for that language,
// lowercase: its language subtag ("zh"), ICU's three-letter code of that language ("zho"), and
// its region, or else the region ICU's likely-subtags data gives the language ("cn" for zh,
// "kr" for ko), and the language's name in English where that is one word of ASCII letters
// ("chinese", "korean": README.korean.md). Parts ICU does not know are empty (all of them for
// "und" or "").
struct LanguageParts {
  std::string language;
  std::string iso3;
  std::string region;
  std::string english_name;
};
LanguageParts PartsOfLanguage(const std::string& code);

// The language tag ICU's data is read with for an edition of language `code` (number words):
// where `code` is a tag ICU knows written as an identifier, its subtags run together and each
// after the first capitalized (`zhHans`, `zhCN`: VitePress's docs/zhHans), that tag ("zh-Hans");
// else `code` itself where its language subtag is one ICU has data for, else, where `code` is a
// country ICU knows and no language, nor another language's old code (`cn`, `kr`, `jp`: file
// names such as README-cn.md name the country; not `in`, Indonesian's old code, nor `un`), the
// language likely spoken there with the region (und-CN → "zh-CN", by ICU's likely subtags);
// else `code` unchanged.
std::string IcuLanguageOf(std::string_view code);

// `code` as codes written in different places are compared: ASCII lower case, '_' written '-'
// (trees spell zh_CN, configurations zh-CN).
std::string FoldLanguageCode(std::string_view code);

// The first subtag of FoldLanguageCode(code): "zh" of "zh-Hans" and of "ZH_cn".
std::string PrimaryLanguageSubtag(std::string_view code);

// Whether `lang` is Chinese, Japanese or Korean, whatever its region or script subtags; a
// country code (`cn`, `kr`, `jp`) is the language IcuLanguageOf gives it.
bool IsCjkLanguage(std::string_view lang);

// The code of `candidates` most like `code`, for "did you mean": the first of the same
// language (primary subtag: "zh-cn" for "zh"), else one a typo away (ClosestMatch), else "".
std::string SimilarLanguageCode(const std::string& code,
                                const std::vector<std::string>& candidates);

// Whether `token` names a language as ICU knows them: a language subtag of 2 or 3 letters of
// a locale ICU has data for (Locale::getAvailableLocales: "zh", "ko", "en", "fil"; not "go",
// "js", "v2"), then at most a script ICU knows ("Hans") and a region ICU knows ("CN", "419"),
// in that order, separated by '-' or '_', in any case: "zh", "zh-CN", "zh_Hans_CN", "EN-us".
// Tells a language tag in an address (`/zh-CN/docs`, `ko.example.org`) from other words, as
// far as shape and ICU's data can: common words that are also languages ("is", "it", "to")
// are true, so callers limit where they look.
bool IsKnownLanguageTag(std::string_view token);

// Whether `text` names the language of `tag`: it holds ICU's name of that language in the
// language itself, in English, or in the language `in_tag` if given ("简体中文" holds 中文, the
// name of zh; "영어" is en's name in ko), and has at most twice its letters (a flag, marks and
// white space aside: "🇨🇳 简体中文"): the name with a qualifier, not a phrase that mentions it.
// A link whose text names a language is a language menu's entry.
bool NamesLanguage(std::string_view text, std::string_view tag, std::string_view in_tag = {});

// The tags of one edition's language: what trees and sites write for it in paths, file names
// and addresses (PartsOfLanguage), matched as a whole token (rules/link_targets.h). The
// edition's code is read as IcuLanguageOf reads it: an edition a tree names `kr` or `cn` after
// the country is Korean or Chinese (ko, kor, korean), and its code as written is a tag of it.
class LanguageTags {
 public:
  explicit LanguageTags(const std::string& lang)
      : parts_(PartsOfLanguage(IcuLanguageOf(lang))), written_(FoldLanguageCode(lang)) {}
  // Whether `token` (lowercase) is a tag of this language.
  bool Matches(std::string_view token) const;
  // The same, but not for the language's region alone (`us` for en, `cn` for zh): a tag of a
  // third language of the run, whose region alone is as often a word of an address; unless
  // the edition's code is that region (a tree's `cn` edition).
  bool MatchesLanguage(std::string_view token) const {
    return Matches(token) && (token != parts_.region || token == written_);
  }
  // Whether `token` (lowercase) is this language's region (`cn` for zh-CN and for zh, by ICU's
  // likely subtags; `kr` for ko): a country, as a top-level domain names one.
  bool IsRegion(std::string_view token) const {
    return !parts_.region.empty() && token == parts_.region;
  }
  // Whether `token` (lowercase) is this language's one-word name in English ("korean"):
  // some trees name a translation so (`guard.korean.md`), but the name is a word too
  // (`Written_Chinese`, `courses/english.md`), so only callers that look at such a place ask.
  bool MatchesEnglishName(std::string_view token) const;
  bool empty() const { return parts_.language.empty(); }

 private:
  LanguageParts parts_;
  std::string written_;  // the edition's code, folded (FoldLanguageCode)
};

// "'<code>' is not a valid language code (…)", with control characters and bytes that are not
// UTF-8 escaped (\n, \x1b), for the errors of every place that reads a code.
std::string InvalidLanguageCode(const std::string& code);

// Throws InputError "<flag>: " + InvalidLanguageCode(code) when `code` is set (not empty) and
// is not a language code.
void CheckLanguageFlag(std::string_view flag, const std::string& code);

}  // namespace concord

#endif  // CONCORD_LANG_CODE_H_
