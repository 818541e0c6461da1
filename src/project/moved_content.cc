// moved_content.cc — content moved between the documents of a tree (see moved_content.h).
#include "project/moved_content.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <tuple>
#include <unordered_set>
#include <utility>

#include "align/aligner.h"
#include "rules/finding_filters.h"

namespace concord {
namespace {

bool IdentifiesContent(EntityKind kind) {
  return kind == EntityKind::kCode || kind == EntityKind::kUrl;
}

// Whether a translation keeps an entity of `kind` as written, so that two units that both have
// it are likely one text: code, URLs, emails and numbers.
bool KeptAsWritten(EntityKind kind) {
  return IdentifiesContent(kind) || kind == EntityKind::kEmail || kind == EntityKind::kNumber;
}

std::string PlaceKey(const std::string& lang, EntityKind kind, std::string_view key) {
  std::string out = lang;
  out += '\n';
  out += static_cast<char>('0' + static_cast<int>(kind));
  out += key;
  return out;
}

// The document to which an item moved from document `g`, given the documents in which the
// edition that has it writes it (`here`) and those in which the edition said to lack it does
// (`there`): `g` only, and one other document only; nullopt otherwise.
std::optional<uint32_t> MovedTo(const std::vector<uint32_t>& here,
                                const std::vector<uint32_t>& there, uint32_t g) {
  if (there.size() != 1 || there.front() == g || here.size() != 1 || here.front() != g)
    return std::nullopt;
  return there.front();
}

// An item of content: an identifying entity's kind and key.
using Item = std::pair<EntityKind, std::string_view>;

// What a finding of check `check` may say moved: an item (an entity-parity finding of code
// or a url), a unit (a unit-parity finding), or nothing.
enum class Moving { kNothing, kItem, kUnit };
Moving WhatMayMove(std::string_view check, const Finding& f) {
  if (check == "unit-parity") return Moving::kUnit;
  if (check == "entity-parity" &&
      (f.kind == EntityKindName(EntityKind::kCode) || f.kind == EntityKindName(EntityKind::kUrl)))
    return Moving::kItem;
  return Moving::kNothing;
}

// The check each rule of `pair` names, by rule id.
std::map<std::string_view, std::string_view> ChecksOf(const Report& pair) {
  std::map<std::string_view, std::string_view> check_of;
  for (const RuleInfo& r : pair.rules) check_of.emplace(r.id, r.check);
  return check_of;
}

// What a finding of one pair says of where its content went.
struct Placement {
  std::optional<uint32_t> to;  // the document its content went to (MovedTo), if one
  std::vector<Item> items;     // the items that placed it there
  // A unit-parity finding (not of a front-matter field) whose unit holds no code or URL that
  // the lacking edition writes nowhere in the tree: nothing in it says that the content is
  // missing rather than elsewhere, so it may go where its section went.
  bool follows_section = false;
};

// The placements of the findings of pair `p` of a document group (document `g` of `places`).
class PairPlacements {
 public:
  PairPlacements(const ContentPlaces& places, const GroupReport& group, size_t p, uint32_t g)
      : places_(places), group_(group), p_(p), g_(g), check_of_(ChecksOf(group.pairs[p])) {}

  Placement Of(const Finding& f) {
    Placement out;
    const Report& pair = group_.pairs[p_];
    const Side present = Other(f.missing_in);
    const int u = present == Side::kA ? f.a_unit : f.b_unit;
    const Edition& e = present == Side::kA ? pair.a : pair.b;
    if (u < 0 || static_cast<size_t>(u) >= e.units.size()) return out;
    const auto& [lang_a, lang_b] = group_.pair_langs[p_];
    const std::string& has = present == Side::kA ? lang_a : lang_b;
    const std::string& lacks = present == Side::kA ? lang_b : lang_a;
    const Unit& unit = e.units[static_cast<size_t>(u)];
    const auto check = check_of_.find(f.rule);
    const Moving moving =
        check == check_of_.end() ? Moving::kNothing : WhatMayMove(check->second, f);
    if (moving == Moving::kItem) {
      const Entity* ent = EntityAt(present, u, unit, f);
      if (ent == nullptr || EntityKindName(ent->kind) != f.kind) return out;
      if ((out.to = MovedTo(places_.Of(has, ent->kind, ent->key),
                            places_.Of(lacks, ent->kind, ent->key), g_)))
        out.items.emplace_back(ent->kind, ent->key);
      return out;
    }
    if (moving != Moving::kUnit) return out;
    bool one_place = true, written_elsewhere = true;
    for (const Entity& ent : unit.entities) {
      if (!IdentifiesContent(ent.kind)) continue;
      const std::vector<uint32_t>& there = places_.Of(lacks, ent.kind, ent.key);
      written_elsewhere &= !there.empty();
      const std::optional<uint32_t> d = MovedTo(places_.Of(has, ent.kind, ent.key), there, g_);
      one_place &= d && (!out.to || *out.to == *d);
      if (d) out.to = d;
      out.items.emplace_back(ent.kind, ent.key);
    }
    if (!one_place) out.to.reset();
    if (!out.to) out.items.clear();
    out.follows_section = written_elsewhere && unit.kind != UnitKind::kFrontMatter;
    return out;
  }

 private:
  // The identifying entity of the unit at the finding's span (a unit of many entities lacking
  // may have as many findings), its entities indexed once.
  const Entity* EntityAt(Side present, int u, const Unit& unit, const Finding& f) {
    if (!indexed_[{present, u}]) {
      indexed_[{present, u}] = true;
      for (const Entity& ent : unit.entities)
        if (IdentifiesContent(ent.kind))
          entity_at_.emplace(std::make_tuple(present, u, ent.begin, ent.end), &ent);
    }
    const auto it =
        entity_at_.find({present, u, static_cast<uint32_t>(f.begin), static_cast<uint32_t>(f.end)});
    return it == entity_at_.end() ? nullptr : it->second;
  }

  const ContentPlaces& places_;
  const GroupReport& group_;
  size_t p_;
  uint32_t g_;
  std::map<std::string_view, std::string_view> check_of_;
  std::map<std::tuple<Side, int, uint32_t, uint32_t>, const Entity*> entity_at_;
  std::map<std::pair<Side, int>, bool> indexed_;
};

// A move takes a section whole, its paragraphs without code or URLs with it: in a section of
// units without counterpart (a block of unit-parity findings, from a heading to the next, or
// from the block's start) whose findings placed by their items all went to one same document,
// and whose marked findings name two items or more, the findings that may follow their section
// (Placement::follows_section) went there too. One item is as likely a coincidence in a
// section as in a pair (a common word one other page writes), and a section placed in two
// documents says nothing of where the rest went. Blocks are numbered here for the findings as
// they stand; the caller numbers them again once the moved ones are dropped.
void MarkSectionsMoved(const std::vector<Placement>& placed, Report* pair,
                       std::vector<bool>* marked) {
  NumberBlocks(pair);
  const std::vector<Finding>& findings = pair->findings;
  const std::string_view heading = UnitKindName(UnitKind::kHeading);
  size_t start = 0;
  while (start < findings.size()) {
    const int block = findings[start].block;
    size_t end = start + 1;
    while (block != 0 && end < findings.size() && findings[end].block == block &&
           findings[end].kind != heading)
      ++end;
    std::optional<uint32_t> went;
    bool one_place = true;
    std::set<Item> items;  // of the run's marked findings, read before any mark is added
    for (size_t i = start; i < end; ++i) {
      if (!placed[i].to) continue;
      one_place &= !went || *went == *placed[i].to;
      went = placed[i].to;
      if ((*marked)[i]) items.insert(placed[i].items.begin(), placed[i].items.end());
    }
    if (one_place && items.size() >= 2)
      for (size_t i = start; i < end; ++i)
        if (placed[i].follows_section) (*marked)[i] = true;
    start = end;
  }
}

// The items that a translation keeps as written (KeptAsWritten) of units `units` of `e`, as
// kind and key: a bead's side, looked up in once per entity of the other side, so that two
// units of thousands of numbers each cost their sum, not their product.
std::unordered_set<std::string> KeptItems(const Edition& e, const BeadUnits& units) {
  std::unordered_set<std::string> out;
  for (int u : units)
    for (const Entity& ent : e.units[static_cast<size_t>(u)].entities)
      if (KeptAsWritten(ent.kind)) out.insert(PlaceKey("", ent.kind, ent.key));
  return out;
}

// The units of side `side` of `pair` that its alignment pairs with units sharing an item kept
// as written: placed by that item, not by their lengths.
std::vector<bool> PairedByItems(const Report& pair, Side side) {
  const Edition& own = side == Side::kA ? pair.a : pair.b;
  const Edition& other = side == Side::kA ? pair.b : pair.a;
  std::vector<bool> placed(own.units.size(), false);
  for (const Bead& bead : pair.alignment) {
    const BeadUnits& mine = side == Side::kA ? bead.a : bead.b;
    const BeadUnits& theirs = side == Side::kA ? bead.b : bead.a;
    if (mine.empty() || theirs.empty()) continue;
    const std::unordered_set<std::string> kept = KeptItems(other, theirs);
    for (int u : mine)
      for (const Entity& ent : own.units[static_cast<size_t>(u)].entities)
        if (KeptAsWritten(ent.kind) && kept.count(PlaceKey("", ent.kind, ent.key)))
          placed[static_cast<size_t>(u)] = true;
  }
  return placed;
}

// The units of `sub` that an alignment against document `q`'s edition `other` pairs with
// confidence. A bead whose two sides share an item kept as written is anchored, and so is every
// bead between two anchored ones of the same run of pairs (no unit left alone between them), as
// the search places units between two pins, but for a bead whose `sub` side holds code or a URL
// that its other side lacks: paired with text that lacks its items, it is not that text. A
// stretch so anchored counts where it holds two anchored beads or more, one of them sharing an
// item that moved from `g` to `q` (MovedTo: the evidence that sent the units there). A pair
// the lengths alone made outside such a stretch says nothing: aligned with any document, prose
// pairs with prose of its length.
std::vector<bool> AnchoredUnits(const Edition& sub, const Edition& other,
                                const std::vector<Bead>& beads, const ContentPlaces& places,
                                const std::string& has, const std::string& lacks, uint32_t g,
                                uint32_t q) {
  enum Anchor { kNone, kShared, kMoved };
  struct Read {
    Anchor anchor = kNone;
    bool lacks_items = false;  // the sub side holds code or a URL the other side lacks
  };
  auto read = [&](const Bead& bead) {
    Read out;
    const std::unordered_set<std::string> kept = KeptItems(other, bead.b);
    for (int u : bead.a)
      for (const Entity& ent : sub.units[static_cast<size_t>(u)].entities) {
        if (!KeptAsWritten(ent.kind)) continue;
        if (!kept.count(PlaceKey("", ent.kind, ent.key))) {
          out.lacks_items |= IdentifiesContent(ent.kind);
          continue;
        }
        const bool moved =
            IdentifiesContent(ent.kind) &&
            MovedTo(places.Of(has, ent.kind, ent.key), places.Of(lacks, ent.kind, ent.key), g) ==
                std::optional<uint32_t>(q);
        out.anchor = std::max(out.anchor, moved ? kMoved : kShared);
      }
    return out;
  };
  std::vector<bool> anchored(sub.units.size(), false);
  size_t start = 0;
  while (start < beads.size()) {
    size_t end = start;
    while (end < beads.size() && !beads[end].a.empty() && !beads[end].b.empty()) ++end;
    std::vector<Read> reads;
    std::optional<size_t> first, last;
    int count = 0;
    bool moved = false;
    for (size_t i = start; i < end; ++i) {
      reads.push_back(read(beads[i]));
      if (reads.back().anchor == kNone) continue;
      if (!first) first = i;
      last = i;
      ++count;
      moved |= reads.back().anchor == kMoved;
    }
    if (count >= 2 && moved)
      for (size_t i = *first; i <= *last; ++i)
        if (!reads[i - start].lacks_items)
          for (int u : beads[i].a) anchored[static_cast<size_t>(u)] = true;
    start = end == start ? end + 1 : end;
  }
  return anchored;
}

// The checked edition of document `q` in language `lang`, if a pair of its group holds one.
const Edition* EditionIn(const GroupReport& group, const std::string& lang) {
  for (size_t p = 0; p < group.pairs.size() && p < group.pair_langs.size(); ++p) {
    if (group.pair_langs[p].first == lang) return &group.pairs[p].a;
    if (group.pair_langs[p].second == lang) return &group.pairs[p].b;
  }
  return nullptr;
}

// Content moved to another document, found by aligning. The units of one side of pair `p` of
// document `g` that are left without counterpart, or paired by their lengths alone (no item kept
// as written in common with their counterpart), are aligned with the document to which most of
// their moved items point (items that this edition writes in `g` only and the other edition in
// one other document only: MovedTo; one is enough to try), and of those it pairs there with
// confidence (AnchoredUnits), every finding (of the unit without counterpart, or of the unit's
// items) is marked: the other edition has that content there. An edition that follows an older
// layout keeps a section in the page it used to be in while the other moved it, or renumbered
// its pages (a course's quiz that is page 10 of a chapter in one edition and page 7 in the
// other); most of such a section has no code or URL of its own for MovedTo to place, and where
// the other edition's page of the same path has text of similar lengths, the search pairs the
// section with that text, so that each of its items is reported missing there.
void MarkRealigned(const ContentPlaces& places,
                   const std::unordered_map<uint32_t, const GroupReport*>& groups_by_id,
                   const GroupReport& group, size_t p, uint32_t g, const AlignOptions& options,
                   std::vector<bool>* marked) {
  const Report& pair = group.pairs[p];
  for (const Side present : {Side::kA, Side::kB}) {
    const Edition& e = present == Side::kA ? pair.a : pair.b;
    const auto& [lang_a, lang_b] = group.pair_langs[p];
    const std::string& has = present == Side::kA ? lang_a : lang_b;
    const std::string& lacks = present == Side::kA ? lang_b : lang_a;
    auto moved_to = [&](const Entity& ent) {
      return IdentifiesContent(ent.kind) ? MovedTo(places.Of(has, ent.kind, ent.key),
                                                   places.Of(lacks, ent.kind, ent.key), g)
                                         : std::nullopt;
    };
    bool any_moved = false;  // most pairs have none: nothing more to read
    for (const Unit& unit : e.units)
      for (const Entity& ent : unit.entities) any_moved = any_moved || moved_to(ent).has_value();
    if (!any_moved) continue;
    const std::vector<bool> placed = PairedByItems(pair, present);
    std::vector<int> loose;  // the side's units not placed by an item, in order
    std::map<uint32_t, std::set<Item>> items_to;
    for (size_t u = 0; u < e.units.size(); ++u) {
      if (placed[u] || e.units[u].kind == UnitKind::kFrontMatter) continue;
      loose.push_back(static_cast<int>(u));
      for (const Entity& ent : e.units[u].entities)
        if (const std::optional<uint32_t> q = moved_to(ent))
          items_to[*q].emplace(ent.kind, ent.key);
    }
    // The document most of those items went to (of equals, the first): one alignment per
    // side, so that a pair costs its own length and that document's.
    std::optional<uint32_t> q;
    for (const auto& [d, items] : items_to)
      if (!q || items.size() > items_to[*q].size()) q = d;
    if (!q) continue;
    const auto it = groups_by_id.find(*q);
    const Edition* other = it == groups_by_id.end() ? nullptr : EditionIn(*it->second, lacks);
    if (other == nullptr) continue;
    Edition sub;
    sub.path = e.path;
    sub.lang = e.lang;
    for (int u : loose) sub.units.push_back(e.units[static_cast<size_t>(u)]);
    const std::vector<bool> anchored =
        AnchoredUnits(sub, *other, AlignUnits(sub, *other, options), places, has, lacks, g, *q);
    std::vector<bool> elsewhere(e.units.size(), false);
    bool any = false;
    for (size_t k = 0; k < anchored.size(); ++k)
      if (anchored[k]) any = elsewhere[static_cast<size_t>(loose[k])] = true;
    if (!any) continue;
    for (size_t i = 0; i < pair.findings.size(); ++i) {
      const Finding& f = pair.findings[i];
      const int u = present == Side::kA ? f.a_unit : f.b_unit;
      if (Other(f.missing_in) == present && u >= 0 && static_cast<size_t>(u) < e.units.size() &&
          elsewhere[static_cast<size_t>(u)])
        (*marked)[i] = true;
    }
  }
}

}  // namespace

bool MayHaveMoved(const std::vector<GroupReport*>& groups) {
  for (const GroupReport* group : groups)
    for (const Report& pair : group->pairs) {
      const std::map<std::string_view, std::string_view> check_of = ChecksOf(pair);
      for (const Finding& f : pair.findings)
        if (const auto it = check_of.find(f.rule);
            it != check_of.end() && WhatMayMove(it->second, f) != Moving::kNothing)
          return true;
    }
  return false;
}

void ContentPlaces::Add(const std::string& lang, const std::string& document, const Edition& e) {
  const uint32_t id =
      documents_.try_emplace(document, static_cast<uint32_t>(documents_.size())).first->second;
  for (const Unit& u : e.units)
    for (const Entity& ent : u.entities) {
      if (!IdentifiesContent(ent.kind)) continue;
      std::vector<uint32_t>& docs = places_[PlaceKey(lang, ent.kind, ent.key)];
      if (docs.empty() || docs.back() != id) docs.push_back(id);
    }
}

const std::vector<uint32_t>& ContentPlaces::Of(const std::string& lang, EntityKind kind,
                                               std::string_view key) const {
  static const std::vector<uint32_t> none;
  const auto it = places_.find(PlaceKey(lang, kind, key));
  return it == places_.end() ? none : it->second;
}

uint32_t ContentPlaces::DocumentId(const std::string& document) const {
  const auto it = documents_.find(document);
  return it == documents_.end() ? UINT32_MAX : it->second;
}

void DropMovedContent(const ContentPlaces& places, const std::vector<GroupReport*>& groups,
                      const AlignOptions& options) {
  std::unordered_map<uint32_t, const GroupReport*> groups_by_id;
  for (const GroupReport* group : groups)
    if (const uint32_t id = places.DocumentId(group->group.path); id != UINT32_MAX)
      groups_by_id.emplace(id, group);
  for (GroupReport* group_report : groups) {
    GroupReport& group = *group_report;
    const uint32_t g = places.DocumentId(group.group.path);
    if (g == UINT32_MAX) continue;
    for (size_t p = 0; p < group.pairs.size() && p < group.pair_langs.size(); ++p) {
      Report& pair = group.pairs[p];
      PairPlacements placements(places, group, p, g);
      // A move takes a section, not one item: only where two items or more of the pair's
      // findings went to one same document is that document where they went (a heading and
      // its paragraph naming one API are one item).
      std::vector<Placement> placed(pair.findings.size());
      std::map<uint32_t, std::set<Item>> items_to;
      for (size_t i = 0; i < pair.findings.size(); ++i)
        if ((placed[i] = placements.Of(pair.findings[i])).to)
          items_to[*placed[i].to].insert(placed[i].items.begin(), placed[i].items.end());
      std::vector<bool> marked(pair.findings.size(), false);
      bool any = false;
      for (size_t i = 0; i < pair.findings.size(); ++i) {
        marked[i] = placed[i].to && items_to[*placed[i].to].size() >= 2;
        any |= marked[i];
      }
      if (any) MarkSectionsMoved(placed, &pair, &marked);
      MarkRealigned(places, groups_by_id, group, p, g, options, &marked);
      EraseMarked(0, marked, &pair.findings);
    }
  }
}

}  // namespace concord
