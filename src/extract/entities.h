// entities.h — finding what survives translation inside a unit.
//
//   EntityExtractor extract;                          // compiles its patterns once
//   extract.ExtractAll(&edition.units);                 // or extract(unit) for one unit
//
// One extractor per entity kind, run in a fixed order over the unit's text; each masks the
// bytes it claims so later ones do not read them again (an email's digits are not a number,
// a reading-list title is not also a name):
//   code    `inline code`; its key has the values of its {{…}} placeholders and each run of
//           CJK text masked (`{{文件}}` ≡ `{{파일}}` ≡ `{{file}}`; see kCodePlaceholder)
//   url     http(s)://…, ftp://…, www.…, and Markdown link targets, relative ones too
//   email   plain and obfuscated (name [at] host [dot] com, (at), " at ", ＠), normalized to
//           one address: the value *and* key are "name@host.com"
//   title   the Latin lead of a list item before the ':' or '：' that introduces translated
//           text (an [id] prefix is left to `number`), Latin text in 《》「」『』“”, and
//           Latin Markdown link texts of two or more words (EntitySource::kLinkText)
//   number  ASCII and full-width digits with decimals, exponents and thousands separators
//           ("8,192" → key 8192), N×M sizes, ids like 2211.05102 or CS336; a unit written
//           after the number ("50ms") is not part of it; 第12章 and 12장 both give 12
//   name    capitalized Latin word sequences found in Latin script runs: "Noam Shazeer",
//           "Rafi Witten’s" → "Rafi Witten", "Jacob Austin은" → "Jacob Austin"
//   term    a lowercase Latin word (kernel, inference) that a translator may keep in English
#ifndef CONCORD_ENTITIES_H_
#define CONCORD_ENTITIES_H_

#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "model.h"
#include "text/doc_paths.h"
#include "text/mustache.h"

namespace concord {

struct ExtractorPatterns;  // compiled regexes, private to extract/ (extractors.h)

struct ExtractorInfo {
  EntityKind kind;
  std::string_view description;
};
// The extractors in the order they run; also what `concord rules` lists.
const std::vector<ExtractorInfo>& ExtractorTable();

class EntityExtractor {
 public:
  EntityExtractor();
  ~EntityExtractor();
  EntityExtractor(const EntityExtractor&) = delete;
  EntityExtractor& operator=(const EntityExtractor&) = delete;

  // Returns the unit's entities sorted by position. Thread-safe.
  std::vector<Entity> operator()(const Unit& unit) const;
  // Sets every unit's entities, as operator() would, reusing scratch memory between units.
  void ExtractAll(std::vector<Unit>* units) const;

 private:
  std::unique_ptr<ExtractorPatterns> patterns_;
};

// UrlKey, the key of a URL or link target: text/doc_paths.h.

// What stands for a masked part in the key of inline code: U+FFFC OBJECT REPLACEMENT
// CHARACTER, which code does not contain. Two parts of code are masked, the parts a translator
// may localize or change for another sample value; the rest is compared as written.
//  1. The values of Mustache-style placeholders (tldr's command examples: `fsck {{/dev/sdX}}`,
//     `tail -n {{count}}`): in each `{{…}}` that closes (the innermost where braces nest),
//     the content is split into words at ASCII spaces and tabs and at '[', ']', '|' (tldr's
//     alternatives, `{{[-c|--bytes]}}`). A word starting with '-' is an option, literal syntax
//     the reader types, and is kept, as are '[', ']', '|' and the spaces next to them; each
//     maximal run of other words (with the spaces between them) is one value and becomes one
//     placeholder: `{{8}}`, `{{/dev/sda}}`, `{{path/to/file1 path/to/file2 ...}}` all key as
//     `{{￼}}`, `{{[-c|--bytes]}}` as itself, `{{[-n|--lines] 5}}` as `{{[-n|--lines] ￼}}`.
//     Text outside the braces is kept (`-{{8}}` keeps its '-'); "{{" with no "}}" after it
//     is no placeholder and is kept.
//  2. Each run of CJK text left after that (extract/code_terms.cc, MaskCjkRuns): a localized
//     argument written without braces (`ls ラベル`).
// The placeholder, kCodePlaceholder, is defined in text/mustache.h, where the aligner reads
// it too.

// The key of a number as written: its NormalizeKey without thousands separators ("8,192" →
// "8192"), which are written or not as a translator pleases, and a whole number's without the
// zeros it is padded with ("05" → "5": "December 05" is 12월 5일, "02/23/2021" 2021年2月23日).
std::string NumberKey(std::string_view core);

// The keys of the numbers in `text` as the number extractor reads them where no other entity
// took the text first: digits with their decimals, thousands groups, exponents and sizes, not
// inside a word (bfloat16, v1.2), a unit written right after one not part of it ("3GB" and
// "2,000KB" give 3 and 2000). Uppercase ids (CS336) are left out. `spans`, when given, gets
// where each number begins and ends in `text`, beside its key.
std::vector<std::string> NumberKeysIn(std::string_view text,
                                      std::vector<std::pair<size_t, size_t>>* spans = nullptr);

}  // namespace concord

#endif  // CONCORD_ENTITIES_H_
