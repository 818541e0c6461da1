// moved_content.cc — content moved between the documents of a tree (see moved_content.h).
#include "project/moved_content.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <tuple>
#include <utility>

#include "align/aligner.h"
#include "base/error.h"
#include "rules/finding_filters.h"

namespace concord {
namespace {

bool IdentifiesContent(EntityKind kind) {
  return kind == EntityKind::kCode || kind == EntityKind::kUrl;
}

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

// Where the items of one side of a pair of document `g` went (MovedTo), read from `places`:
// the edition `has` has them, `lacks` is said to lack them.
class MovesFrom {
 public:
  MovesFrom(const ContentPlaces& places, const std::string& has, const std::string& lacks,
            uint32_t g)
      : places_(places), has_(has), lacks_(lacks), g_(g) {}

  // An entity's (code and URLs only: IdentifiesContent).
  std::optional<uint32_t> Of(const Item& item) const {
    const auto& [kind, key] = item;
    if (!IdentifiesContent(kind)) return std::nullopt;
    return MovedTo(places_.Of(has_, kind, key), places_.Of(lacks_, kind, key), g_);
  }
  // A line of a code block's (a CodeLineKey).
  std::optional<uint32_t> OfLine(std::string_view line) const {
    return MovedTo(places_.OfCodeLine(has_, line), places_.OfCodeLine(lacks_, line), g_);
  }
  const std::string& has() const { return has_; }
  const std::string& lacks() const { return lacks_; }

 private:
  const ContentPlaces& places_;
  const std::string& has_;
  const std::string& lacks_;
  uint32_t g_;
};

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
    out.insert(of.entities.begin(), of.entities.end());
    out.insert(of.numbers.begin(), of.numbers.end());
    for (const std::string& line : of.lines) out.emplace(EntityKind::kCode, line);
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
      for (const Item& item : of.entities) shared = shared || kept.count(item);
      for (const Item& item : of.numbers) shared = shared || kept.count(item);
      for (const std::string& line : of.lines)
        shared = shared || kept.count(Item(EntityKind::kCode, line));
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
// numbers, one of them an item that moved to `q` (the evidence that sent the units there): the
// search places units between two pins so. A bead whose `sub` side holds an item (not a number)
// that its other side lacks is not placed, whatever the beads around it say: paired with text
// that lacks its code, it is not that text. A pair the lengths alone made outside such a stretch
// says nothing: aligned with any document, prose pairs with prose of its length.
std::vector<bool> AnchoredUnits(const std::vector<Bead>& beads, const std::vector<UnitItems>& sub,
                                const std::vector<UnitItems>& other, const MovesFrom& moves,
                                uint32_t q) {
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
      for (const Item& item : of.entities) {
        if (!kept.count(item)) {
          out.lacks = true;
          continue;
        }
        out.shared.insert(item);
        out.moved = out.moved || moves.Of(item) == std::optional<uint32_t>(q);
      }
      for (const std::string& line : of.lines) {
        const Item item(EntityKind::kCode, line);
        if (!kept.count(item)) {
          out.lacks = true;
          continue;
        }
        out.shared.insert(item);
        out.moved = out.moved || moves.OfLine(line) == std::optional<uint32_t>(q);
      }
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

// Content moved to another document, found by aligning. The units of one side of pair `p` of
// document `g` that are left without counterpart, or paired by their lengths alone (no item in
// common with their counterpart), are aligned with the checked document to which most of their
// moved items point (items that this edition writes in `g` only and the other edition in one
// other document only: MovedTo; one is enough to try), and of those it places there
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
                   std::vector<bool>* marked) {
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
    bool any_moved = false;
    for (size_t u = 0; u < e.units.size(); ++u) {
      own[u] = ItemsOf(e.units[u]);
      for (const Item& item : own[u].entities) any_moved = any_moved || moves.Of(item).has_value();
      for (const std::string& line : own[u].lines)
        any_moved = any_moved || moves.OfLine(line).has_value();
    }
    if (!any_moved) continue;
    std::vector<UnitItems> theirs;
    for (const Unit& unit : counterpart.units) theirs.push_back(ItemsOf(unit));
    const std::vector<bool> placed = PairedByItems(pair.alignment, present, own, theirs);
    std::vector<int> loose;  // the side's units not placed by an item, in order
    std::map<uint32_t, std::set<Item>> items_to;  // the checked documents the items went to
    auto vote = [&](const std::optional<uint32_t>& q, const Item& item) {
      if (!q) return;
      const auto it = groups_by_id.find(*q);
      if (it != groups_by_id.end() && EditionIn(*it->second, moves.lacks()) != nullptr)
        items_to[*q].insert(item);
    };
    for (size_t u = 0; u < e.units.size(); ++u) {
      if (placed[u] || e.units[u].kind == UnitKind::kFrontMatter) continue;
      loose.push_back(static_cast<int>(u));
      for (const Item& item : own[u].entities) vote(moves.Of(item), item);
      for (const std::string& line : own[u].lines)
        vote(moves.OfLine(line), Item(EntityKind::kCode, line));
    }
    // One alignment per side, so that a pair costs its own length and that document's.
    const std::optional<uint32_t> q = MostNamed(items_to);
    if (!q) continue;
    const Edition& other = *EditionIn(*groups_by_id.at(*q), moves.lacks());
    Edition sub;
    sub.path = e.path;
    sub.lang = e.lang;
    std::vector<UnitItems> sub_items, other_items;
    for (int u : loose) {
      sub.units.push_back(e.units[static_cast<size_t>(u)]);
      sub_items.push_back(own[static_cast<size_t>(u)]);
    }
    for (const Unit& unit : other.units) other_items.push_back(ItemsOf(unit));
    std::vector<Bead> beads;
    try {
      beads = AlignUnits(sub, other, options);
    } catch (const InputError&) {  // too large to align in the bounds: nothing found there
      continue;
    }
    const std::vector<bool> there = AnchoredUnits(beads, sub_items, other_items, moves, *q);
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
  auto add = [id](std::vector<uint32_t>& docs) {
    if (docs.empty() || docs.back() != id) docs.push_back(id);
  };
  for (const Unit& u : e.units) {
    for (const Entity& ent : u.entities)
      if (IdentifiesContent(ent.kind)) add(places_[PlaceKey(lang, ent.kind, ent.key)]);
    ForEachCodeLine(u, [&](const std::string& line) { add(code_lines_[lang + '\n' + line]); });
  }
}

const std::vector<uint32_t>& ContentPlaces::OfCodeLine(const std::string& lang,
                                                       std::string_view line) const {
  static const std::vector<uint32_t> none;
  std::string key = lang;
  key += '\n';
  key += line;
  const auto it = code_lines_.find(key);
  return it == code_lines_.end() ? none : it->second;
}

std::string CodeLineKey(std::string_view line) {
  std::string out;
  for (const char c : line) {
    if (c == ' ' || c == '\t' || c == '\r') {
      if (!out.empty() && out.back() != ' ') out += ' ';
    } else {
      out += c;
    }
  }
  if (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
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
