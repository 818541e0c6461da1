// moved_content.h — content one edition of a tree moved to another document, told apart from
// content it lacks.
//
//   ContentPlaces places;
//   places.Add("zh", "guides/api.md", edition);   // every edition of every document of the tree
//   DropMovedContent(places, groups);             // once the rules have run on every pair
//
// A translation that follows an older layout of the docs keeps a section in the page it used
// to be in, while the source has moved it to a page of its own (or the other way round): each
// edition has the content, in different documents, and the pair of the old page reports it
// missing. An item that identifies content — code or a URL, as an entity key — moved where
// the edition that has it writes it in the finding's document only, and the edition said to
// lack it writes it in one other document only. (Where the first also has it in that other
// document, the other edition has it there as its translation of that page, and lacks it
// here: content added to this page, not moved.) A finding of such an item (entity-parity,
// code or url) went there, and so did a unit without counterpart (unit-parity) whose code and
// urls all went to one same document; a unit with neither, or with none that the lacking
// edition writes nowhere in the tree, went where its section's did (a section of units without
// counterpart, from a heading to the next, whose findings so placed all went to one document
// and name two items or more; a section placed in two documents says nothing). A move takes a
// section, not one item: the findings of a pair are dropped where those that went to the
// same document name two items or more; one item alone is kept, however many findings name
// it, for one item found in two documents is as likely a coincidence (a command two pages
// show). An item in more documents (a command every page repeats) is no evidence of a move. Where
// an item lives is read from the whole tree, whichever documents are checked (concord hook checks
// the touched ones).
// Where the items place too little, the document is aligned (MarkRealigned in the .cc): one
// side's units without counterpart or paired by their lengths alone are aligned with the
// document to which most of their moved items point, and those paired there with confidence
// (between two beads sharing code, a URL, an email or a number, in a run with a moved item) are
// not reported, nor are their items: a renumbered page, whose unrelated namesake the search
// paired with it by length, or a section whose prose no item places. That document must be
// among the checked ones (its edition is read from `groups`).
#ifndef CONCORD_PROJECT_MOVED_CONTENT_H_
#define CONCORD_PROJECT_MOVED_CONTENT_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "align/aligner.h"
#include "report.h"

namespace concord {

// The documents in which each language writes each item of content (code, URLs).
class ContentPlaces {
 public:
  // Edition `e` of `lang` is the tree's document `document` (its DocumentGroup::path). Each
  // (lang, document) once.
  void Add(const std::string& lang, const std::string& document, const Edition& e);

  // The ids of the documents in which `lang` writes the item, each once.
  const std::vector<uint32_t>& Of(const std::string& lang, EntityKind kind,
                                  std::string_view key) const;

  // The id of `document`, or UINT32_MAX when no edition of it was added.
  uint32_t DocumentId(const std::string& document) const;

 private:
  std::unordered_map<std::string, uint32_t> documents_;
  std::unordered_map<std::string, std::vector<uint32_t>> places_;  // lang, kind, key → ids
};

// Whether a finding of `groups` is of a kind that content moved between documents may explain
// (entity-parity code or url, unit-parity): where none is, the tree's places need not be read.
bool MayHaveMoved(const std::vector<GroupReport*>& groups);

// Drops, from the findings of every pair of `groups`, those of content moved between
// documents (above); `options` are the aligner's. Linear in the findings and in the entities
// of their units, plus, for each side of a pair whose items point elsewhere, one alignment with
// the document they point to most. Leaves the findings' block ids (Finding::block) for the
// caller to number again.
void DropMovedContent(const ContentPlaces& places, const std::vector<GroupReport*>& groups,
                      const AlignOptions& options);

}  // namespace concord

#endif  // CONCORD_PROJECT_MOVED_CONTENT_H_
