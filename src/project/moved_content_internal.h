// moved_content_internal.h — what the two halves of the moved-content rule share (internal to
// project/): moved_content.cc places content by its items, realigned_content.cc by aligning it
// with the page its items point to (MarkRealigned, see moved_content.h).
#ifndef CONCORD_PROJECT_MOVED_CONTENT_INTERNAL_H_
#define CONCORD_PROJECT_MOVED_CONTENT_INTERNAL_H_

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "align/aligner.h"
#include "project/moved_content.h"
#include "report.h"

namespace concord {
namespace moved_internal {

// An item of content: an identifying entity's kind and key (a code block's line as code).
using Item = std::pair<EntityKind, std::string_view>;

// Whether entities of `kind` identify content: code and URLs.
bool IdentifiesContent(EntityKind kind);

// The document to which an item moved from document `g`, given the documents in which the
// edition that has it writes it (`here`) and those in which the edition said to lack it does
// (`there`): `g` only, and one other document only; nullopt otherwise.
std::optional<uint32_t> MovedTo(const std::vector<uint32_t>& here,
                                const std::vector<uint32_t>& there, uint32_t g);

// MovedTo, or where the edition that has the item also writes it in that other document: it
// kept the content here and has it there too (an old page left in place beside the pages its
// content went to). Not where the two documents are one page in two versions
// (ContentPlaces::VersionsOfOnePage): each version keeps its own copy, and a copy the other
// edition changed in the newer version is a change, not a move.
std::optional<uint32_t> MovedOrKeptTo(const std::vector<uint32_t>& here,
                                      const std::vector<uint32_t>& there, uint32_t g,
                                      const ContentPlaces& places);

// Where the items of one side of a pair of document `g` went (MovedTo), read from `places`:
// the edition `has` has them, `lacks` is said to lack them.
class MovesFrom {
 public:
  MovesFrom(const ContentPlaces& places, const std::string& has, const std::string& lacks,
            uint32_t g)
      : places_(places), has_(has), lacks_(lacks), g_(g) {}

  // An item's: an entity's (code and URLs only: IdentifiesContent), or a code block's line (a
  // CodeLineKey, `line`), each placed where its kind is written.
  std::optional<uint32_t> Of(const Item& item, bool line = false) const {
    if (!line && !IdentifiesContent(item.first)) return std::nullopt;
    return MovedTo(Where(has_, item, line), Where(lacks_, item, line), g_);
  }
  // Of, or where the edition that has the item kept it here beside its copy there
  // (MovedOrKeptTo): a place for the units to be aligned with, not a move by itself.
  std::optional<uint32_t> OrKept(const Item& item, bool line) const {
    if (!line && !IdentifiesContent(item.first)) return std::nullopt;
    return MovedOrKeptTo(Where(has_, item, line), Where(lacks_, item, line), g_, places_);
  }
  // Whether the edition said to lack an entity's item writes it in any document of the tree.
  bool LackingWritesIt(const Item& item) const { return !Where(lacks_, item, false).empty(); }
  const std::string& lacks() const { return lacks_; }

 private:
  const std::vector<uint32_t>& Where(const std::string& lang, const Item& item, bool line) const {
    return line ? places_.OfCodeLine(lang, item.second) : places_.Of(lang, item.first, item.second);
  }

  const ContentPlaces& places_;
  const std::string& has_;
  const std::string& lacks_;
  uint32_t g_;
};

// The check each rule of `pair` names, by rule id.
std::map<std::string_view, std::string_view> ChecksOf(const Report& pair);

// Calls `f` with the CodeLineKey of each line of the fenced code blocks under `unit` (its
// examples), blank lines left out.
template <typename F>
void ForEachCodeLine(const Unit& unit, F&& f) {
  for (const std::string& block : unit.markup->code_blocks) {
    size_t start = 0;
    while (start <= block.size()) {
      size_t end = block.find('\n', start);
      if (end == std::string::npos) end = block.size();
      const std::string line = CodeLineKey(std::string_view(block).substr(start, end - start));
      if (!line.empty()) f(line);
      start = end + 1;
    }
  }
}

// What a translation keeps as written of a unit: the items by which its text is told apart
// from other text, its code and URLs (entity keys) and the lines of its code blocks (an
// example's line `result = model(**encoded)` and the same inline code are one item); and its
// numbers, which two units share as often by chance (a quiz's "3", a year) and a translation
// may write in words, so that they place a unit only beside such items and a number one side
// lacks says nothing against a pair.
struct UnitItems {
  std::vector<Item> entities;      // code and URLs: views into the unit's entity keys
  std::vector<std::string> lines;  // CodeLineKey of each line of its code blocks
  std::vector<Item> numbers;       // views into the unit's number keys
};

// The items of each unit of a target document's edition, and the units that hold each item.
struct TargetItems {
  std::vector<UnitItems> units;
  std::map<Item, std::vector<int>> holders;  // an item (code lines as code) → its units
};

// TargetItems read once per document and language however many pages point there: a reference
// page that every other page's moved section points to is read once, not once per page.
class TargetCache {
 public:
  const TargetItems& Of(uint32_t q, const std::string& lang, const Edition& e);

 private:
  std::map<std::pair<uint32_t, std::string>, TargetItems> cache_;
};

// Marks (in `marked`, by finding) the findings of pair `p` of `group` (document `g`) whose
// content the other edition has in another document, found by aligning (realigned_content.cc).
void MarkRealigned(const ContentPlaces& places,
                   const std::unordered_map<uint32_t, const GroupReport*>& groups_by_id,
                   const GroupReport& group, size_t p, uint32_t g, const AlignOptions& options,
                   TargetCache* targets, std::vector<bool>* marked);

}  // namespace moved_internal
}  // namespace concord

#endif  // CONCORD_PROJECT_MOVED_CONTENT_INTERNAL_H_
