// document_presence.h — whether one edition of a pair writes a name, title, term or code
// anywhere in its document: the vocabulary of the document, for entity parity's `scope:
// document` (check_entity_parity.cc).
//
//   DocumentPresence there(ctx, Side::kB, EntityKind::kCode);   // builds nothing yet
//   if (!found_in_bead && there.Has(ent.key, EntityValue(unit, ent))) ...   // indexes it once
//
// A term is part of a document's vocabulary: an edition that lacks it in one bead but writes
// it in another unit of the same document left it out of this bead by phrasing ("it", "the
// framework") or because the aligner split its units differently, not because the document
// drifted. Has() looks for the term as written: the same entity of the kind (for code, also
// with CJK runs masked on either side, MaskedCodeMatches), or its words as whole words of the
// document's text (TextIndex; code written as prose, `OpenAPI` as OpenAPI, counts), in their
// case. Within a bead, the same place, a key matches case-folded; across a document a
// case-folded match is as often another term ("JAX profiler", a description, for the name "JAX
// Profiler") as the same one, and only the term as written is the document's vocabulary.
// Code of two or more words (a command, an expression) is looked for only as code: its words
// inside other code (`run -i` in `run -i make`) are another command. It is found as code of
// the same words in the same order, however quoted and punctuated (`"en-US"` for `en-US`,
// `{ a: number; }` for `{ a: number }`): punctuation is what a translator retypes, the words
// are what the code says. Code of two words or more also as a whole line of a code block of
// the document, word for word (its strings' words too): `rustc -Vv` written inline in one
// edition and as an example's line in the other.
// The index is built on the first call, in time and space linear in the document; a pair
// whose every entity is found in its bead never builds one. Its words are the context's
// (CheckContext::DocumentWords), one index per edition for the rules of every kind.
#ifndef CONCORD_RULES_DOCUMENT_PRESENCE_H_
#define CONCORD_RULES_DOCUMENT_PRESENCE_H_

#include <string_view>
#include <vector>

#include "model.h"
#include "rules/check.h"
#include "rules/entity_match.h"
#include "rules/word_index.h"

namespace concord {

class DocumentPresence {
 public:
  // The edition of `side` of `ctx`, which must outlive this object.
  DocumentPresence(const CheckContext& ctx, Side side, EntityKind kind)
      : ctx_(ctx), side_(side), kind_(kind) {}

  // Whether the document writes an entity of the other edition, whose key is `key` and which
  // is written `written` (EntityValue): code by its key, other kinds as written; as an entity
  // of the kind, or (but code of two or more words) as whole words of any unit's text.
  bool Has(std::string_view key, std::string_view written);

  // Whether the document (of kind code) writes code `key` as code, word for word: as written,
  // as code of the same words however quoted (CodeWords), or as a whole line of a code block
  // (IsBlockLine). Never for code with a CJK run masked (kCodePlaceholder): masked runs
  // compare equal whatever they say (`git commit -m 修复` and `git commit -m 새 기능`).
  bool HasAsCode(std::string_view key);

  // Whether the document (of kind code; false otherwise) has `key`, of two or more words, as a
  // whole line of one of its code blocks, word for word (IsBlockLine): code, or a unit's text
  // that may be a line of an example written as prose.
  bool HasAsBlockLine(std::string_view key);

 private:
  void Build();  // all but words_, which Has() asks for where it needs them
  // Whether masked code (CJK runs masked) is found among the document's code, or the code
  // `key` among the document's masked code.
  bool MaskedCodeFound(std::string_view key) const;
  // Whether code `key` (or a unit's text) of two or more words (CodeWords: strings' words count)
  // is, word for word, a whole line of one of the document's code blocks (a line ReadCodeBlock
  // gives, read the same way, comments and all): the command one edition writes inline, the other
  // shows as an example. One word (an option, a key: `--push_to_hub`, `title`) is on a line of its
  // own in many examples, and such a line says nothing of what the prose names; a version in quotes
  // (`pip install "torch==2.1"`) is part of what a command says. A line is also found as written,
  // of two words or more, whatever else it holds (AppendLinesAsWritten): a comment line
  // (`#no_create_root 1`, the setting before it is enabled), from which no words are read, is
  // the same line where the other edition writes it character for character.
  bool IsBlockLine(std::string_view key) const;

  const CheckContext& ctx_;
  const Side side_;
  const EntityKind kind_;
  bool built_ = false;
  const WordIndex* words_ = nullptr;       // ctx_.DocumentWords(side_); set on first use
  std::vector<std::string_view> written_;  // its entities of the kind as written, sorted, unique
  std::vector<std::string_view> masked_;   // code with a CJK run masked, sorted, unique
  std::vector<std::string> code_words_;    // code's words joined by spaces, sorted, unique
  std::vector<std::string> block_lines_;   // the words of each code block line, so joined
  std::vector<std::string_view> lines_as_written_;  // each code block line, sorted, unique
};

}  // namespace concord

#endif  // CONCORD_RULES_DOCUMENT_PRESENCE_H_
