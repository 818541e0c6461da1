// code_match.h — how inline code of one edition is found in the other's: the same command
// with its placeholders renamed or its CJK text translated (MaskedCodeMatches), quoted or split
// otherwise (CodeWords, SpansSpell), or named without its qualifier (UnqualifiedForms).
//
//   MaskedCodeMatches(masked_key, other_key);          // `tail {{￼}}` is `tail {{count}}`
//   SpansSpell(CodeWords(key), other_code_words);      // `"en-US"` is `en-US`
//
// Code keys are extract/entities.h's CodeKey: placeholder values and CJK runs masked, each as
// one kCodePlaceholder.
#ifndef CONCORD_RULES_CODE_MATCH_H_
#define CONCORD_RULES_CODE_MATCH_H_

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace concord {

// The words of a code key (KeyWords), with each masked part (kCodePlaceholder) a word of its
// own where it stands: a command's placeholders are among what it says (`arch {{￼}} {{￼}}` is
// not `arch {{￼}}`, an argument dropped), though their values are not compared.
std::vector<std::string_view> CodeWords(std::string_view key);

// `words` joined by single spaces: code without its quoting, punctuation and spacing.
std::string JoinWords(const std::vector<std::string_view>& words);

// The number of `{{…}}` placeholders of code (ForEachPlaceholder, text/mustache.h).
size_t PlaceholderCount(std::string_view code);

// Whether `words` are the words of consecutive spans of `spans` (each a span's words), from the
// first word of one span to the last word of another or the same.
bool SpansSpell(const std::vector<std::string_view>& words,
                const std::vector<std::vector<std::string_view>>& spans);

// Whether `words` are the words of two consecutive spans of `spans` in the reverse order: the
// second span's words, then the first's (`oauth2_scheme` … `Depends` for
// `Depends(oauth2_scheme)`).
bool TwoSpansReversed(const std::vector<std::string_view>& words,
                      const std::vector<std::vector<std::string_view>>& spans);

// The names under which code `key` is present unqualified, where the other side of a bead
// writes them as code: for `Qualifier::name`, `name` together with `Qualifier` (a list of a
// class's methods that names the class once); for a subcommand with its program (`hexo init`),
// `init` together with `hexo` (a list of a tool's subcommands that names the tool once); for a
// member named by its type or object
// (`AstroCookie.number()`, `ImageMetadata.src`: identifiers joined by dots, with or without a
// call's "()"), the member alone, with or without "()" (a reference page's heading under its
// type's section, as another edition writes it). Each alternative is a list of keys that must
// all be there; empty when `key` has no such form.
std::vector<std::vector<std::string>> UnqualifiedForms(std::string_view key);

// Whether a code key is a phrase: words only, Latin ones and at least one of the edition's own
// script (masked, kCodePlaceholder) outside any `{{…}}` placeholder, with nothing but spaces
// between them (`BF 算法`, `7 米`). Such code is prose set in code font, not something a
// translation keeps as written (`echo "你好"`, `{{路径/到/文件}}` are code).
bool IsPhraseInCode(std::string_view key);

// Whether code `value` (as written) is English words set in code font (`resource detectors`,
// `Not Logged`, `RLP-encoded transaction`): two words or more of Latin letters, joined by
// single spaces (one at least) or hyphens, each a common English word (extract/english_words.h)
// or an acronym (two to five capitals), one of them common at least, and a capital among them
// (a command's words are lowercase: `pip install`, `make install`). A UI label or a term that
// a translation renders as a phrase of its own, in code font too (`리소스 탐지기`); not an
// identifier (`useState`, `max_retries`, and `padding`: one word alone is as often a name in
// code), a path or an option.
bool IsEnglishPhraseInCode(std::string_view value);

// Whether the key of code is a phrase of the edition's own script in code font: masked CJK runs
// (kCodePlaceholder) with nothing but spaces and Latin words between them (IsPhraseInCode), or
// a masked run alone (`资源探测器`).
bool IsTranslatedPhraseInCode(std::string_view key);

// Whether the key of inline code whose CJK runs were masked (`masked`, each run one
// kCodePlaceholder, extract/entities.h) can be the code `code` of another edition: the text
// outside the placeholders is equal, and each placeholder stands for one or more characters of
// words and paths (Latin letters, digits, spaces, '_' '-' '.' '/') or for another placeholder.
// The masked runs are the translated part of the code, a placeholder's prose (`{{경로/대상}}`),
// which an edition that keeps English writes as English words (`{{path/to}}`). A placeholder
// that is a whole `{{…}}` may also stand for a value written without the braces: `grep foo`
// for `{{grep search_string}}`, an example of what it asks for. Compares code points; codes
// longer than kMaxMaskedCodeBytes are compared only as written.
inline constexpr size_t kMaxMaskedCodeBytes = 2048;
bool MaskedCodeMatches(std::string_view masked, std::string_view code);

// Whether code keys `a` (of an edition in `a_lang`) and `b` (of one in `b_lang`) differ only in
// language tags that a translator set to their own language: cut into runs of ASCII letters,
// digits, '-' and '_' and runs of other bytes, they are equal but for runs where both write a
// tag of a language ICU knows (IsKnownLanguageTag) and one of them a tag of its own edition's
// language (its primary subtag; a region alone is too often a word): `zh` in an English edition
// and `ko` in a Korean one, where an i18n example names a locale; `/zh/foo` and `/ko/foo`. A
// common word that is also a language (`it`, `is`) is such a run only where the other side
// writes its own language in its place.
bool LanguageTagSwapped(std::string_view a, std::string_view a_lang, std::string_view b,
                        std::string_view b_lang);

// `code` with each run of a language tag's shape (as LanguageTagSwapped cuts it) that is a tag
// of a language ICU knows replaced by one '\x01': two codes that may be LanguageTagSwapped have
// the same mask. Empty when `code` has no such run.
std::string MaskLanguageTags(std::string_view code);

// Whether code `key` with CJK runs masked on either side is code of `others` with those runs in
// other words (MaskedCodeMatches). `masked_others`: those of `others` with CJK runs masked
// (BeadSide::masked_code), so that code without a mask is compared with them only, not with
// every code of the other side.
bool MaskedCodeFound(std::string_view key, const std::vector<std::string_view>& others,
                     const std::vector<std::string_view>& masked_others);

// The code of a gloss in code font: code `value` (as written) that is two parts, the second in
// brackets at its end, "(…)" or "（…）", one part in a CJK script and the other with two Latin
// letters or more and no CJK (`hidden_states（隐状态）`, `输入词id(input_ids)`): the Latin part,
// without the spaces around it. A translator who glosses an identifier writes its rendering beside
// it in the same span; the identifier is what the other edition keeps. Empty for other code.
std::string_view GlossedCode(std::string_view value);

// Whether code `key` is written with neither a letter nor a digit: marks alone (`/`, `**`).
bool IsMarksOnly(std::string_view key);

// Whether `text` sets `marks` apart, its own way of doing what another edition does with code
// font: between two marks that enclose them as a pair (IsEnclosingPair: brackets, quotation
// marks; "（/）", "\"**\""), or alone between spaces, the text's ends, or CJK punctuation
// ("点击 + 按钮", "「OR：|」"). Not inside a word, a path or a longer run of marks ("a/b", "==="),
// nor right after a letter (Korean "예: ", whose colon is its punctuation), nor a dash or slash
// alone between spaces (" - ", " / ": prose's own), nor "\"a\"/\"b\"": the quotes around the
// '/' close one quotation and open another.
bool HasMarksSetApart(std::string_view text, std::string_view marks);

}  // namespace concord

#endif  // CONCORD_RULES_CODE_MATCH_H_
