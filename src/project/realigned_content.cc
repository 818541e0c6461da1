// realigned_content.cc — content moved to another document, found by aligning it with the page
// its items point to (moved_content.h, MarkRealigned).
#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "align/aligner.h"
#include "base/error.h"
#include "project/moved_content_internal.h"

namespace concord {
namespace moved_internal {
namespace {

// Calls f(item, line) with each item of `of`: its code and URLs, then its code lines as code
// (`line` true).
template <typename F>
void ForEachItem(const UnitItems& of, F&& f) {
  for (const Item& item : of.entities) f(item, false);
  for (const std::string& line : of.lines) f(Item(EntityKind::kCode, line), true);
}

UnitItems ItemsOf(const Unit& unit) {
  UnitItems out;
  for (const Entity& ent : unit.entities) {
    if (IdentifiesContent(ent.kind)) out.entities.emplace_back(ent.kind, ent.key);
    if (ent.kind == EntityKind::kNumber) out.numbers.emplace_back(ent.kind, ent.key);
  }
  ForEachCodeLine(unit, [&](const std::string& line) { out.lines.push_back(line); });
  return out;
}

// The items and numbers of units `units` (of `items`), as one set: a side of a bead, looked up
// in once per item of the other side, so that two units of thousands of items cost their sum,
// not their product. Code lines go in as code.
std::set<Item> ItemSet(const std::vector<UnitItems>& items, const BeadUnits& units) {
  std::set<Item> out;
  for (int u : units) {
    const UnitItems& of = items[static_cast<size_t>(u)];
    ForEachItem(of, [&](const Item& item, bool) { out.insert(item); });
    out.insert(of.numbers.begin(), of.numbers.end());
  }
  return out;
}

// The units of one side of `alignment` (items `own`) that are paired with a unit sharing an item
// or a number (items `theirs`): placed by it, not by their lengths.
std::vector<bool> PairedByItems(const std::vector<Bead>& alignment, Side side,
                                const std::vector<UnitItems>& own,
                                const std::vector<UnitItems>& theirs) {
  std::vector<bool> placed(own.size(), false);
  for (const Bead& bead : alignment) {
    const BeadUnits& mine = side == Side::kA ? bead.a : bead.b;
    const BeadUnits& other = side == Side::kA ? bead.b : bead.a;
    if (mine.empty() || other.empty()) continue;
    const std::set<Item> kept = ItemSet(theirs, other);
    for (int u : mine) {
      const UnitItems& of = own[static_cast<size_t>(u)];
      bool shared = false;
      ForEachItem(of, [&](const Item& item, bool) { shared = shared || kept.count(item); });
      for (const Item& item : of.numbers) shared = shared || kept.count(item);
      if (shared) placed[static_cast<size_t>(u)] = true;
    }
  }
  return placed;
}

// The units of `sub` that its alignment with document `q`'s edition pairs with confidence. A
// bead whose two sides share an item or a number (UnitItems) is anchored by it. A run of
// confident pairs (none out of order or scored under 0.5, which the search would as soon have
// left alone; a unit left alone, or a jump in the other side's order, ends the run) places the
// units from one of its anchored beads to another when their anchors name two distinct items or
// numbers, one of them an item that went to `q` (`moved_to_q`, of each unit of `sub`: the
// evidence that sent the units there): the search places units between two pins so. A bead whose
// `sub` side holds an item (not a number) that its other side lacks is not placed, whatever the
// beads around it say: paired with text that lacks its code, it is not that text. A pair the
// lengths alone made outside such a stretch says nothing: aligned with any document, prose pairs
// with prose of its length.
std::vector<bool> AnchoredUnits(const std::vector<Bead>& beads, const std::vector<UnitItems>& sub,
                                const std::vector<UnitItems>& other,
                                const std::vector<std::set<Item>>& moved_to_q) {
  struct Read {
    std::set<Item> shared;  // the items both sides have
    bool moved = false;     // one of them moved to q
    bool lacks = false;     // the sub side has an item the other side lacks
  };
  auto read = [&](const Bead& bead) {
    Read out;
    const std::set<Item> kept = ItemSet(other, bead.b);
    for (int u : bead.a) {
      const UnitItems& of = sub[static_cast<size_t>(u)];
      ForEachItem(of, [&](const Item& item, bool) {
        if (!kept.count(item)) {
          out.lacks = true;
          return;
        }
        out.shared.insert(item);
        out.moved = out.moved || moved_to_q[static_cast<size_t>(u)].count(item);
      });
      for (const Item& item : of.numbers)
        if (kept.count(item)) out.shared.insert(item);
    }
    return out;
  };
  auto confident = [&](size_t i) {
    const Bead& bead = beads[i];
    return !bead.a.empty() && !bead.b.empty() && !bead.moved && bead.score >= 0.5;
  };
  std::vector<bool> placed(sub.size(), false);
  size_t start = 0;
  while (start < beads.size()) {
    size_t end = start;
    while (end < beads.size() && confident(end) &&
           (end == start || beads[end].b.front() == beads[end - 1].b.back() + 1))
      ++end;
    std::vector<Read> reads;
    std::optional<size_t> first, last;
    std::set<Item> named;
    bool moved = false;
    for (size_t i = start; i < end; ++i) {
      reads.push_back(read(beads[i]));
      if (reads.back().shared.empty()) continue;
      if (!first) first = i;
      last = i;
      named.insert(reads.back().shared.begin(), reads.back().shared.end());
      moved = moved || reads.back().moved;
    }
    if (named.size() >= 2 && moved)
      for (size_t i = *first; i <= *last; ++i)
        if (!reads[i - start].lacks)
          for (int u : beads[i].a) placed[static_cast<size_t>(u)] = true;
    start = end == start ? end + 1 : end;
  }
  return placed;
}

}  // namespace

const TargetItems& TargetCache::Of(uint32_t q, const std::string& lang, const Edition& e) {
  auto [it, added] = cache_.try_emplace({q, lang});
  if (added) {
    TargetItems& t = it->second;
    for (const Unit& unit : e.units) t.units.push_back(ItemsOf(unit));
    for (size_t u = 0; u < t.units.size(); ++u)
      ForEachItem(t.units[u],
                  [&](const Item& item, bool) { t.holders[item].push_back(static_cast<int>(u)); });
  }
  return it->second;
}

namespace {

// The units of `other` within `reach` units of one that holds an item of `items`, in order: a
// run that places a unit has a moved item in it and pairs at most two units of `other` with
// each of the `reach` / 2 loose units, so the rest of a long document is never in one, and an
// alignment with this window costs the loose units and the window, not the whole document.
std::vector<int> WindowAround(const TargetItems& other, const std::set<Item>& items, size_t reach) {
  std::vector<std::pair<size_t, size_t>> spans;  // [from, to) around each holder
  for (const Item& item : items) {
    const auto it = other.holders.find(item);
    if (it == other.holders.end()) continue;
    for (int u : it->second) {
      const size_t at = static_cast<size_t>(u);
      spans.emplace_back(at > reach ? at - reach : 0, std::min(other.units.size(), at + reach + 1));
    }
  }
  std::sort(spans.begin(), spans.end());
  std::vector<int> out;
  size_t next = 0;  // the first unit not yet in `out`
  for (const auto& [from, to] : spans) {
    for (size_t v = std::max(from, next); v < to; ++v) out.push_back(static_cast<int>(v));
    next = std::max(next, to);
  }
  return out;
}

// The checked edition of document `q` in language `lang`, if a pair of its group holds one.
const Edition* EditionIn(const GroupReport& group, const std::string& lang) {
  for (size_t p = 0; p < group.pairs.size() && p < group.pair_langs.size(); ++p) {
    if (group.pair_langs[p].first == lang) return &group.pairs[p].a;
    if (group.pair_langs[p].second == lang) return &group.pairs[p].b;
  }
  return nullptr;
}

// Whether a finding of check `check` says what the unit it is about holds that the other side
// lacks (a unit, an item, a line of its example): what goes when the unit's content is found
// on another page. The untranslated and front-matter checks, among others, say something else.
bool OfWhatTheUnitHolds(std::string_view check) {
  return check == "unit-parity" || check == "entity-parity" || check == "code-blocks";
}

// The findings of pair `pair` not yet marked that say what a unit of side `present` holds
// (OfWhatTheUnitHolds).
std::vector<size_t> FindingsThatMayGo(const Report& pair, Side present,
                                      const std::map<std::string_view, std::string_view>& check_of,
                                      const std::vector<bool>& marked) {
  const Edition& e = present == Side::kA ? pair.a : pair.b;
  std::vector<size_t> out;
  for (size_t i = 0; i < pair.findings.size(); ++i) {
    const Finding& f = pair.findings[i];
    const int u = present == Side::kA ? f.a_unit : f.b_unit;
    const auto check = check_of.find(f.rule);
    if (!marked[i] && Other(f.missing_in) == present && u >= 0 &&
        static_cast<size_t>(u) < e.units.size() && check != check_of.end() &&
        OfWhatTheUnitHolds(check->second))
      out.push_back(i);
  }
  return out;
}

// Where each unit's items (`own`, of side `present` of a pair aligned as `alignment`) went, as
// (document, item) pairs. A unit without counterpart may also be an old copy this edition kept
// of content that the other edition has only on the page it went to (MovesFrom::OrKept); a
// paired unit is sent elsewhere only by what moved (a link it lacks is no old copy).
std::vector<std::vector<std::pair<uint32_t, Item>>> MovedItems(const std::vector<Bead>& alignment,
                                                               Side present,
                                                               const std::vector<UnitItems>& own,
                                                               const MovesFrom& moves) {
  std::vector<bool> lone(own.size(), false);
  for (const Bead& bead : alignment)
    if ((present == Side::kA ? bead.b : bead.a).empty())
      for (int u : present == Side::kA ? bead.a : bead.b) lone[static_cast<size_t>(u)] = true;
  std::vector<std::vector<std::pair<uint32_t, Item>>> moved(own.size());
  for (size_t u = 0; u < own.size(); ++u)
    ForEachItem(own[u], [&](const Item& item, bool line) {
      if (const std::optional<uint32_t> q =
              lone[u] ? moves.OrKept(item, line) : moves.Of(item, line))
        moved[u].emplace_back(*q, item);
    });
  return moved;
}

// The document to which the most distinct items went (of equals, the one ContentPlaces
// numbered first), if any.
std::optional<uint32_t> MostNamed(const std::map<uint32_t, std::set<Item>>& items_to) {
  std::optional<uint32_t> q;
  size_t most = 0;
  for (const auto& [d, items] : items_to)
    if (items.size() > most) {
      q = d;
      most = items.size();
    }
  return q;
}

}  // namespace

// Content moved to another document, found by aligning. The units of one side of pair `p` of
// document `g` that are left without counterpart, or paired by their lengths alone (no item in
// common with their counterpart), are aligned with the checked document to which most of their
// moved items point (items that this edition writes in `g` only and the other edition in one
// other document only: MovedTo; or, of a unit without counterpart, that this edition also
// writes in that document: MovedOrKeptTo; see MovedItems; one is enough to try), and of those
// it places there
// (AnchoredUnits) the findings of what they hold (OfWhatTheUnitHolds) are marked: the other
// edition has that content there. An edition that follows an older layout keeps a section in
// the page it used to be in while the other moved it, or renumbered its pages (a course's quiz
// that is page 10 of a chapter in one edition and page 7 in the other); most of such a section
// has no code or URL of its own for MovedTo to place, and where the other edition's page of the
// same path has text of similar lengths, the search pairs the section with that text, so that
// each of its items is reported missing there. A side with no such finding is not aligned.
void MarkRealigned(const ContentPlaces& places,
                   const std::unordered_map<uint32_t, const GroupReport*>& groups_by_id,
                   const GroupReport& group, size_t p, uint32_t g, const AlignOptions& options,
                   TargetCache* targets, std::vector<bool>* marked) {
  const Report& pair = group.pairs[p];
  const std::map<std::string_view, std::string_view> check_of = ChecksOf(pair);
  for (const Side present : {Side::kA, Side::kB}) {
    const Edition& e = present == Side::kA ? pair.a : pair.b;
    const Edition& counterpart = present == Side::kA ? pair.b : pair.a;
    // The findings that may go, and whether any item of the side moved at all: most pairs have
    // neither, and are not read further.
    const std::vector<size_t> candidates = FindingsThatMayGo(pair, present, check_of, *marked);
    if (candidates.empty()) continue;
    const auto& [lang_a, lang_b] = group.pair_langs[p];
    const MovesFrom moves(places, present == Side::kA ? lang_a : lang_b,
                          present == Side::kA ? lang_b : lang_a, g);
    std::vector<UnitItems> own(e.units.size());
    for (size_t u = 0; u < e.units.size(); ++u) own[u] = ItemsOf(e.units[u]);
    const std::vector<std::vector<std::pair<uint32_t, Item>>> moved =
        MovedItems(pair.alignment, present, own, moves);
    if (std::all_of(moved.begin(), moved.end(), [](const auto& m) { return m.empty(); })) continue;
    std::vector<UnitItems> theirs;
    for (const Unit& unit : counterpart.units) theirs.push_back(ItemsOf(unit));
    const std::vector<bool> placed = PairedByItems(pair.alignment, present, own, theirs);
    std::vector<int> loose;  // the side's units not placed by an item, in order
    std::map<uint32_t, std::set<Item>> items_to;  // the checked documents the items went to
    for (size_t u = 0; u < e.units.size(); ++u) {
      if (placed[u] || e.units[u].kind == UnitKind::kFrontMatter) continue;
      loose.push_back(static_cast<int>(u));
      for (const auto& [d, item] : moved[u]) {
        const auto it = groups_by_id.find(d);
        if (it != groups_by_id.end() && EditionIn(*it->second, moves.lacks()) != nullptr)
          items_to[d].insert(item);
      }
    }
    // One alignment per side, so that a pair costs its own length and that document's.
    const std::optional<uint32_t> q = MostNamed(items_to);
    if (!q) continue;
    const Edition& target = *EditionIn(*groups_by_id.at(*q), moves.lacks());
    const TargetItems& target_items = targets->Of(*q, moves.lacks(), target);
    Edition sub, other;
    sub.path = e.path;
    sub.lang = e.lang;
    other.path = target.path;
    other.lang = target.lang;
    std::vector<UnitItems> sub_items, other_items;
    std::vector<std::set<Item>> moved_to_q;  // of each sub unit, its items that went to q
    for (int u : loose) {
      sub.units.push_back(e.units[static_cast<size_t>(u)]);
      sub_items.push_back(own[static_cast<size_t>(u)]);
      moved_to_q.emplace_back();
      for (const auto& [d, item] : moved[static_cast<size_t>(u)])
        if (d == *q) moved_to_q.back().insert(item);
    }
    for (int v : WindowAround(target_items, items_to[*q], 2 * loose.size())) {
      other.units.push_back(target.units[static_cast<size_t>(v)]);
      other_items.push_back(target_items.units[static_cast<size_t>(v)]);
    }
    std::vector<Bead> beads;
    try {
      beads = AlignUnits(sub, other, options);
    } catch (const InputError&) {  // too large to align in the bounds: nothing found there
      continue;
    }
    const std::vector<bool> there = AnchoredUnits(beads, sub_items, other_items, moved_to_q);
    std::vector<bool> elsewhere(e.units.size(), false);
    for (size_t k = 0; k < there.size(); ++k)
      if (there[k]) elsewhere[static_cast<size_t>(loose[k])] = true;
    for (size_t i : candidates) {
      const Finding& f = pair.findings[i];
      if (elsewhere[static_cast<size_t>(present == Side::kA ? f.a_unit : f.b_unit)])
        (*marked)[i] = true;
    }
  }
}

}  // namespace moved_internal
}  // namespace concord
