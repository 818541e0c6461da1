// moved_content.h — content one edition of a tree moved to another document, told apart from
// content it lacks.
//
//   ContentPlaces places;
//   places.Add("zh", "guides/api.md", edition);   // every edition of every document of the tree
//   DropMovedContent(places, groups, options.align);   // once the rules ran on every pair
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
//
// Where the items place too little, the page is aligned (MarkRealigned in the .cc): a page that
// one edition renumbered (a course's quiz, page 7 in English and page 10 in the translation) has
// an unrelated namesake, which the search pairs with it by length, so that each number and code
// span of the quiz is reported missing there; and most of a moved section's prose has no item of
// its own. One side's units without counterpart, or paired by their lengths alone (no code, URL,
// code-block line or number in common with their counterpart), are aligned with the checked
// document to which most of their moved items point (one is enough to try; the lines of their
// code blocks count as items), and where that alignment pairs them in a run of confident pairs
// between beads that share two distinct items or numbers, one of them a moved item, the findings
// of what they hold (unit-parity, entity-parity, code-blocks) are dropped, but for a unit that
// holds code or a URL its new counterpart lacks. A unit without counterpart is also sent where
// the other edition writes its item on one other page only while this edition writes it on
// this page and on that one: an old copy kept beside the page its content went to (a
// translation that keeps the old one-page FAQ and also translates the pages the source split
// it into). Not where the two pages are one page in two versions (their paths differ in one
// numbered folder only, `4x/guide/x.md` and `5x/guide/x.md`): each version has its own copy, and
// one the other edition changed in the newer version is behind, not moved.
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

  // The ids of the documents in which `lang` writes `line` (a CodeLineKey) as a line of a fenced
  // code block, each once.
  const std::vector<uint32_t>& OfCodeLine(const std::string& lang, std::string_view line) const;

  // The id of `document`, or UINT32_MAX when no edition of it was added.
  uint32_t DocumentId(const std::string& document) const;

  // Whether documents `a` and `b` are one page in two versions of the docs: their paths differ
  // in one folder only, whose two names are numbered (`4x/guide/debugging.mdx`,
  // `5x/guide/debugging.mdx`; `version-2`, `v3`).
  bool VersionsOfOnePage(uint32_t a, uint32_t b) const;

 private:
  std::unordered_map<std::string, uint32_t> documents_;
  std::vector<std::string> paths_;                                     // by id
  std::unordered_map<std::string, std::vector<uint32_t>> places_;      // lang, kind, key → ids
  std::unordered_map<std::string, std::vector<uint32_t>> code_lines_;  // lang, line → ids
};

// A line of a fenced code block as ContentPlaces keys it: without the blanks around it, each run
// of blanks inside as one space (an example re-indented is the same line); empty for a blank
// line.
std::string CodeLineKey(std::string_view line);

// Whether a finding of `groups` is of a kind that content moved between documents may explain
// (entity-parity code or url, unit-parity): where none is, the tree's places need not be read.
bool MayHaveMoved(const std::vector<GroupReport*>& groups);

// Drops, from the findings of every pair of `groups`, those of content moved between
// documents (above); `options` are the aligner's. Reads the entities (and code-block lines) of
// every unit of a pair that has a finding of the kinds a move explains, and for each side of a
// pair whose items point elsewhere aligns its loose units with a window of the one document
// they point to most (the units within twice their number of one holding such an item): the
// side's length plus that window's; each target document's items are read once for the run.
// Leaves the findings' block ids (Finding::block) for the caller to number again.
void DropMovedContent(const ContentPlaces& places, const std::vector<GroupReport*>& groups,
                      const AlignOptions& options);

}  // namespace concord

#endif  // CONCORD_PROJECT_MOVED_CONTENT_H_
