// name_forms.h — the other forms in which a text may write a name: its proper words alone (the
// common ones translated), its words spaced otherwise, its acronym, or the expansion of an
// acronym.
//
//   HasProperWordsOf(index, "fastapi extension");   // true where the text has FastAPI
//   AcronymIndex there(other_side_text);            // the text must outlive it
//   HasAcronymOrExpansion(index, there, "JSON");    // where it writes JavaScript Object Notation
#ifndef CONCORD_RULES_NAME_FORMS_H_
#define CONCORD_RULES_NAME_FORMS_H_

#include <cstdint>
#include <string_view>
#include <vector>

#include "rules/entity_match.h"

namespace concord {

// Whether `index` has the proper words of `key`, a name or title of two or more words some of
// which are not common English words (extract/english_words.h): each of those, as HasWords
// finds words. The proper words name the thing, and the common ones describe it, which is what
// a translation translates ("FastAPI Extension" in "FastAPI 확장", "Kubernetes operator" in
// "Kubernetes 运算符"); a proper word is found as its numeronym too ("K8s Operator"). False for
// a key of common words only ("Square Root") or of one word.
bool HasProperWordsOf(const TextIndex& index, std::string_view key);

// Whether `index` has the name `key` spaced otherwise: its words written as one ("SourceTree"
// for "Source Tree"), or its one word written as two ("Source Tree" for "Sourcetree"). Names
// are written both ways (a product renamed, a translator's habit); the letters are the name.
bool HasNameSpacedOtherwise(const TextIndex& index, std::string_view key);

// The ASCII words of a text, read on the first query, for finding a name's expansion in it:
//   AcronymIndex there(other_side_text);   // the text must outlive it; nothing is read yet
//   there.HasExpansion("JSON");   // true where it writes JavaScript Object Notation
class AcronymIndex {
 public:
  explicit AcronymIndex(std::string_view text) : text_(text) {}

  // Whether consecutive words of the text, joined only by spaces or hyphens, have the
  // initials `acronym` (two to eight capitals), a word's capitals after a small letter counting
  // as initials too ("JavaScript Object Notation" for "JSON"). Tried from at most kMaxStarts
  // words that begin with its letter, so that a unit of many acronyms costs linear time.
  bool HasExpansion(std::string_view acronym) const;
  static constexpr size_t kMaxStarts = 64;

 private:
  void Read() const;
  struct Word {
    std::string_view text;
    bool joined;  // only spaces or hyphens between it and the next word
  };
  std::string_view text_;
  mutable bool read_ = false;
  mutable std::vector<Word> words_;
  mutable std::vector<uint32_t> starts_[26];  // by capital initial: where such words are
};

// Whether the text of `index` writes `written` (a name as written) as its acronym or its
// expansion: an acronym (a word of two to eight capitals, "JSON") whose expansion `expansions`
// (the same text's) finds; a name of two or more words whose initials ("JavaScript Object
// Notation" → "JSON") the text has as a word. An edition that glosses a name spells it out,
// or the other way round. `expansions` reads its text only for an acronym.
bool HasAcronymOrExpansion(const TextIndex& index, const AcronymIndex& expansions,
                           std::string_view written);

// Whether `index` (with `expansions`, of the same text) has the name or title `key`, written
// `written`, in one of the forms above: its proper words, spaced otherwise, its acronym or its
// expansion.
bool HasNameInAnotherForm(const TextIndex& index, const AcronymIndex& expansions,
                          std::string_view key, std::string_view written);

}  // namespace concord

#endif  // CONCORD_RULES_NAME_FORMS_H_
