// entities.h — finding what survives translation inside a unit.
//
//   EntityExtractor extract;                          // compiles its patterns once
//   extract.ExtractAll(&edition.units);                 // or extract(unit) for one unit
//
// One extractor per entity kind, run in a fixed order over the unit's text; each masks the
// bytes it claims so later ones do not read them again (an email's digits are not a number,
// a reading-list title is not also a name):
//   code    `inline code`
//   url     http(s)://…, ftp://…, www.…
//   email   plain and obfuscated (name [at] host [dot] com, (at), " at ", ＠), normalized to
//           one address: the value *and* key are "name@host.com"
//   title   the Latin lead of a list item before the ':' or '：' that introduces translated
//           text (an [id] prefix is left to `number`), and Latin text in 《》「」『』“”
//   number  ASCII and full-width digits with decimals, exponents and thousands separators
//           ("8,192" → key 8192), N×M sizes, ids like 2211.05102 or CS336; a unit written
//           after the number ("50ms") is not part of it; 第12章 and 12장 both give 12
//   name    capitalized Latin word sequences found in Latin script runs: "Noam Shazeer",
//           "Rafi Witten’s" → "Rafi Witten", "Jacob Austin은" → "Jacob Austin"
//   term    a lowercase Latin word (kernel, inference) that a translator may keep in English
#ifndef CONCORD_ENTITIES_H_
#define CONCORD_ENTITIES_H_

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "model.h"

namespace concord {

struct ExtractorPatterns;  // compiled regexes, private to entities.cc

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

// A word and the English plural or singular forms it is also found as ("box": box, boxs,
// boxes; "flops": flops, flop). Translators add and drop plurals freely.
std::vector<std::string> PluralForms(std::string_view word);

// The Latin words and the numbers of a NormalizeKey'd text, indexed once so that each lookup
// costs the length of the key, not of the text.
//   words: maximal runs of Latin letters and ASCII digits ("cublas-like" → cublas, like);
//   numbers: maximal runs of ASCII letters, digits, '.' and ',' (trailing '.' ',' dropped,
//   thousands separators removed, as number keys are).
class TextIndex {
 public:
  explicit TextIndex(std::string_view text_key);
  // Whether the words of `key` occur in the text consecutively, the last one in any of its
  // PluralForms (punctuation between words is ignored). Costs the key's length plus the
  // number of places where its rarest word (or its last word in any form) occurs: the words
  // before the last are compared by a hash of the run, so a long key that matches in part at
  // many places is not compared word by word at each.
  bool HasWords(std::string_view key) const;
  // Whether `key` (a number key) stands alone in the text.
  bool HasNumber(std::string_view key) const;

 private:
  // The hash of the words [begin, end) of the text.
  uint64_t RunHash(size_t begin, size_t end) const;

  std::unordered_map<std::string, uint32_t> ids_;  // each distinct word's
  std::vector<uint32_t> words_;                    // the text, by word id
  std::vector<std::vector<size_t>> positions_;     // by word id
  // Polynomial hashes of the text's first i words (mod 2^64), and the base's powers.
  std::vector<uint64_t> prefix_hash_, powers_;
  std::unordered_set<std::string> numbers_;
};

// TextIndex(text_key).HasWords(key): `key` occurs in `text_key` as whole words, English
// plurals not counting as a difference ("flop" in "flops/s", "rooflines" in "roofline").
bool ContainsWords(std::string_view text_key, std::string_view key);

}  // namespace concord

#endif  // CONCORD_ENTITIES_H_
