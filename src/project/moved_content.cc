// moved_content.cc — content moved between the documents of a tree (see moved_content.h).
#include "project/moved_content.h"

#include <map>
#include <optional>
#include <tuple>
#include <utility>

#include "rules/finding_filters.h"

namespace concord {
namespace {

bool IdentifiesContent(EntityKind kind) {
  return kind == EntityKind::kCode || kind == EntityKind::kUrl;
}

std::string PlaceKey(const std::string& lang, EntityKind kind, std::string_view key) {
  std::string out = lang;
  out += '\n';
  out += static_cast<char>('0' + static_cast<int>(kind));
  out += key;
  return out;
}

// The document to which the item moved from document `g`: the edition `present` writes it in
// `g` only, and `lacking` in one other document only; nullopt otherwise.
std::optional<uint32_t> MovedTo(const ContentPlaces& places, const std::string& present,
                                const std::string& lacking, EntityKind kind, std::string_view key,
                                uint32_t g) {
  const std::vector<uint32_t>& here = places.Of(present, kind, key);
  const std::vector<uint32_t>& there = places.Of(lacking, kind, key);
  if (there.size() != 1 || there.front() == g || here.size() != 1 || here.front() != g)
    return std::nullopt;
  return there.front();
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

// The check each rule of `pair` names, by rule id.
std::map<std::string_view, std::string_view> ChecksOf(const Report& pair) {
  std::map<std::string_view, std::string_view> check_of;
  for (const RuleInfo& r : pair.rules) check_of.emplace(r.id, r.check);
  return check_of;
}

// A move takes a section whole, its paragraphs without code or URLs with it: where a section
// of units without counterpart (a block of unit-parity findings, from a heading to the next,
// or from the block's start) has two findings or more marked moved, all to one same document,
// its other unit-parity findings went there too. One placed finding is as likely a
// coincidence in a section as in a pair (a common word one other page writes), and a section
// whose marked findings went to two documents says nothing of where the rest went.
void MarkSectionsMoved(const std::map<std::string_view, std::string_view>& check_of,
                       const std::vector<std::optional<uint32_t>>& to, Report* pair,
                       std::vector<bool>* marked) {
  NumberBlocks(pair);  // numbered again once the findings are final
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
    int placed = 0;
    for (size_t i = start; i < end; ++i)
      if ((*marked)[i]) {
        one_place &= !went || *went == *to[i];
        went = to[i];
        ++placed;
      }
    if (went && one_place && placed >= 2)
      for (size_t i = start; i < end; ++i)
        if (const auto check = check_of.find(findings[i].rule);
            check != check_of.end() && WhatMayMove(check->second, findings[i]) == Moving::kUnit)
          (*marked)[i] = true;
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

void DropMovedContent(const ContentPlaces& places, const std::vector<GroupReport*>& groups) {
  for (GroupReport* group_report : groups) {
    GroupReport& group = *group_report;
    const uint32_t g = places.DocumentId(group.group.path);
    if (g == UINT32_MAX) continue;
    for (size_t p = 0; p < group.pairs.size() && p < group.pair_langs.size(); ++p) {
      Report& pair = group.pairs[p];
      const std::map<std::string_view, std::string_view> check_of = ChecksOf(pair);
      // The identifying entities of the units findings name, by (side, unit, begin, end): a
      // unit of many entities lacking may have as many findings.
      std::map<std::tuple<Side, int, uint32_t, uint32_t>, const Entity*> entity_at;
      std::map<std::pair<Side, int>, bool> indexed;
      // Where the finding's content went, if it moved.
      auto moved_to = [&](const Finding& f) -> std::optional<uint32_t> {
        const Side present = Other(f.missing_in);
        const int u = present == Side::kA ? f.a_unit : f.b_unit;
        const Edition& e = present == Side::kA ? pair.a : pair.b;
        if (u < 0 || static_cast<size_t>(u) >= e.units.size()) return std::nullopt;
        const std::string& has =
            present == Side::kA ? group.pair_langs[p].first : group.pair_langs[p].second;
        const std::string& lacks =
            present == Side::kA ? group.pair_langs[p].second : group.pair_langs[p].first;
        const Unit& unit = e.units[static_cast<size_t>(u)];
        const auto check = check_of.find(f.rule);
        const Moving moving =
            check == check_of.end() ? Moving::kNothing : WhatMayMove(check->second, f);
        if (moving == Moving::kItem) {
          if (!indexed[{present, u}]) {
            indexed[{present, u}] = true;
            for (const Entity& ent : unit.entities)
              if (IdentifiesContent(ent.kind))
                entity_at.emplace(std::make_tuple(present, u, ent.begin, ent.end), &ent);
          }
          const auto it = entity_at.find(
              {present, u, static_cast<uint32_t>(f.begin), static_cast<uint32_t>(f.end)});
          if (it == entity_at.end() || EntityKindName(it->second->kind) != f.kind)
            return std::nullopt;
          return MovedTo(places, has, lacks, it->second->kind, it->second->key, g);
        }
        if (moving != Moving::kUnit) return std::nullopt;
        std::optional<uint32_t> to;
        for (const Entity& ent : unit.entities) {
          if (!IdentifiesContent(ent.kind)) continue;
          const std::optional<uint32_t> d = MovedTo(places, has, lacks, ent.kind, ent.key, g);
          if (!d || (to && *to != *d)) return std::nullopt;
          to = d;
        }
        return to;
      };
      // A move takes a section, not one item: only where two findings or more of the pair went
      // to one same document is that document where they went.
      std::vector<std::optional<uint32_t>> to(pair.findings.size());
      std::map<uint32_t, int> findings_to;
      for (size_t i = 0; i < pair.findings.size(); ++i)
        if ((to[i] = moved_to(pair.findings[i]))) ++findings_to[*to[i]];
      std::vector<bool> marked(pair.findings.size(), false);
      bool any = false;
      for (size_t i = 0; i < pair.findings.size(); ++i) {
        marked[i] = to[i] && findings_to[*to[i]] >= 2;
        any |= marked[i];
      }
      if (!any) continue;
      MarkSectionsMoved(check_of, to, &pair, &marked);
      EraseMarked(0, marked, &pair.findings);
    }
  }
}

}  // namespace concord
