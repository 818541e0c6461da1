// words_written.h — the Latin words that editions write in prose: what an edition's evidence
// that it keeps a name in Latin script is read from (knowledge.h).
//
//   WordsWritten zh;
//   for (const Unit& u : edition.units) zh.AddUnit(u);
//   zh.Writes("google");           // in any plural form ("googles")
//   zh.WritesLowerCase("kernel");  // somewhere all in lower case: a common word
//   zh.WritesCapitalized("helm");  // somewhere with a capital letter: as a name
//
// Prose is a unit's text outside what a translator copies rather than writes: inline code,
// URLs and emails (the spans of those entities), and path-like tokens: a run of printable
// ASCII that is a path (docs/a.md, /usr/lib, a/b/c, C:\x) or a URL without its scheme
// (github.com/helm), or a dotted lower-case identifier (github.com, jax.profiler). `helm install`
// or github.com/helm say nothing about whether a translator writes Helm or 헬름 in a sentence.
// Markdown link targets and front matter are never unit text, so they are not prose either.
#ifndef CONCORD_WORDS_WRITTEN_H_
#define CONCORD_WORDS_WRITTEN_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>

#include "model.h"

namespace concord {

class WordsWritten {
 public:
  // Adds the Latin words of the unit's prose: maximal runs of Latin letters and ASCII digits
  // of its NormalizeKeyOutsideCjk (lower case), each noted as written all in lower case or not.
  // REQUIRES: the unit's entities extracted (their spans are what is left out).
  void AddUnit(const Unit& unit);
  // Adds every word of `other`.
  void Merge(const WordsWritten& other);

  // Whether the prose writes `word` (lower case) in any of its PluralForms.
  bool Writes(std::string_view word) const;
  // Whether the prose writes `word` (lower case), in any of its PluralForms, with no capital
  // letter at least once: a common word rather than a proper one.
  bool WritesLowerCase(std::string_view word) const;
  // Whether the prose writes `word` (lower case), in any of its PluralForms, with a capital
  // letter at least once: as a name is written.
  bool WritesCapitalized(std::string_view word) const;
  size_t size() const { return words_.size(); }

 private:
  enum : uint8_t { kWritten = 1, kLowerCase = 2, kCapitalized = 4 };
  uint8_t Flags(std::string_view word) const;
  void Add(const std::string& word, bool lower_case);

  std::unordered_map<std::string, uint8_t> words_;  // lower case → kWritten | kLowerCase …
};

}  // namespace concord

#endif  // CONCORD_WORDS_WRITTEN_H_
