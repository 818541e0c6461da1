// moved_content.cc — content moved between the documents of a tree (see moved_content.h).
#include "project/moved_content.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <tuple>
#include <utility>

#include "project/moved_content_internal.h"
#include "rules/finding_filters.h"

namespace concord {
namespace moved_internal {

bool IdentifiesContent(EntityKind kind) {
  return kind == EntityKind::kCode || kind == EntityKind::kUrl;
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

std::optional<uint32_t> MovedOrKeptTo(const std::vector<uint32_t>& here,
                                      const std::vector<uint32_t>& there, uint32_t g,
                                      const ContentPlaces& places) {
  if (there.size() != 1 || there.front() == g || here.empty() || here.size() > 2 ||
      (here.size() == 2 && places.VersionsOfOnePage(g, there.front())))
    return std::nullopt;
  const bool in_g = std::find(here.begin(), here.end(), g) != here.end();
  const bool in_q = std::find(here.begin(), here.end(), there.front()) != here.end();
  if (!in_g || (here.size() == 2 && !in_q)) return std::nullopt;
  return there.front();
}

// The check each rule of `pair` names, by rule id.
std::map<std::string_view, std::string_view> ChecksOf(const Report& pair) {
  std::map<std::string_view, std::string_view> check_of;
  for (const RuleInfo& r : pair.rules) check_of.emplace(r.id, r.check);
  return check_of;
}

}  // namespace moved_internal

namespace {

using moved_internal::ChecksOf;
using moved_internal::ForEachCodeLine;
using moved_internal::IdentifiesContent;
using moved_internal::Item;
using moved_internal::MovesFrom;
using moved_internal::TargetCache;

std::string PlaceKey(const std::string& lang, EntityKind kind, std::string_view key) {
  std::string out = lang;
  out += '\n';
  out += static_cast<char>('0' + static_cast<int>(kind));
  out += key;
  return out;
}

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
    const MovesFrom moves(places_, present == Side::kA ? lang_a : lang_b,
                          present == Side::kA ? lang_b : lang_a, g_);
    const Unit& unit = e.units[static_cast<size_t>(u)];
    const auto check = check_of_.find(f.rule);
    const Moving moving =
        check == check_of_.end() ? Moving::kNothing : WhatMayMove(check->second, f);
    if (moving == Moving::kItem) {
      const Entity* ent = EntityAt(present, u, unit, f);
      if (ent == nullptr || EntityKindName(ent->kind) != f.kind) return out;
      if ((out.to = moves.Of(Item(ent->kind, ent->key))))
        out.items.emplace_back(ent->kind, ent->key);
      return out;
    }
    if (moving != Moving::kUnit) return out;
    bool one_place = true, written_elsewhere = true;
    for (const Entity& ent : unit.entities) {
      if (!IdentifiesContent(ent.kind)) continue;
      const Item item(ent.kind, ent.key);
      written_elsewhere &= moves.LackingWritesIt(item);
      const std::optional<uint32_t> d = moves.Of(item);
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
  const auto [at, added] = documents_.try_emplace(document, static_cast<uint32_t>(paths_.size()));
  if (added) paths_.push_back(document);
  const uint32_t id = at->second;
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

bool ContentPlaces::VersionsOfOnePage(uint32_t a, uint32_t b) const {
  if (a >= paths_.size() || b >= paths_.size() || a == b) return false;
  auto numbered = [](std::string_view folder) {
    return std::any_of(folder.begin(), folder.end(), [](char c) { return c >= '0' && c <= '9'; });
  };
  std::string_view x = paths_[a], y = paths_[b];
  int differing = 0;
  while (!x.empty() || !y.empty()) {
    const size_t xs = x.find('/'), ys = y.find('/');
    if ((xs == std::string_view::npos) != (ys == std::string_view::npos)) return false;
    if (xs == std::string_view::npos) return x == y && differing == 1;  // the file names
    const std::string_view fx = x.substr(0, xs), fy = y.substr(0, ys);
    if (fx != fy) {
      if (!numbered(fx) || !numbered(fy)) return false;
      ++differing;
    }
    x.remove_prefix(xs + 1);
    y.remove_prefix(ys + 1);
  }
  return false;
}

uint32_t ContentPlaces::DocumentId(const std::string& document) const {
  const auto it = documents_.find(document);
  return it == documents_.end() ? UINT32_MAX : it->second;
}

void DropMovedContent(const ContentPlaces& places, const std::vector<GroupReport*>& groups,
                      const AlignOptions& options) {
  std::unordered_map<uint32_t, const GroupReport*> groups_by_id;
  TargetCache targets;
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
      MarkRealigned(places, groups_by_id, group, p, g, options, &targets, &marked);
      EraseMarked(0, marked, &pair.findings);
    }
  }
}

}  // namespace concord
