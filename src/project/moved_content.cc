// moved_content.cc — content moved between the documents of a tree (see moved_content.h).
#include "project/moved_content.h"

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace concord {
namespace {

bool IdentifiesContent(EntityKind kind) {
  return kind == EntityKind::kCode || kind == EntityKind::kUrl;
}

// The documents (indices into the groups) in which each language writes each item.
class ItemPlaces {
 public:
  explicit ItemPlaces(const std::vector<GroupReport*>& groups) {
    for (size_t g = 0; g < groups.size(); ++g) {
      std::unordered_set<std::string> seen;  // the languages of the group already read
      const GroupReport& group = *groups[g];
      for (size_t p = 0; p < group.pairs.size() && p < group.pair_langs.size(); ++p) {
        const auto& [lang_a, lang_b] = group.pair_langs[p];
        if (seen.insert(lang_a).second) Add(lang_a, group.pairs[p].a, g);
        if (seen.insert(lang_b).second) Add(lang_b, group.pairs[p].b, g);
      }
    }
  }

  // The documents in which `lang` writes the item, in increasing order.
  const std::vector<size_t>& Of(const std::string& lang, EntityKind kind,
                                std::string_view key) const {
    static const std::vector<size_t> none;
    const auto it = places_.find(Key(lang, kind, key));
    return it == places_.end() ? none : it->second;
  }

 private:
  static std::string Key(const std::string& lang, EntityKind kind, std::string_view key) {
    std::string out = lang;
    out += '\n';
    out += static_cast<char>('0' + static_cast<int>(kind));
    out += key;
    return out;
  }

  void Add(const std::string& lang, const Edition& e, size_t g) {
    for (const Unit& u : e.units)
      for (const Entity& ent : u.entities) {
        if (!IdentifiesContent(ent.kind)) continue;
        std::vector<size_t>& docs = places_[Key(lang, ent.kind, ent.key)];
        if (docs.empty() || docs.back() != g) docs.push_back(g);
      }
  }

  std::unordered_map<std::string, std::vector<size_t>> places_;
};

// The other document to which the item moved, where it is moved from document `g` (the
// edition `present` has it there, `lacking` does not, and the tree has it in exactly one other
// document, where `lacking` writes it); nullopt otherwise.
std::optional<size_t> MovedTo(const ItemPlaces& places, const std::string& present,
                              const std::string& lacking, EntityKind kind, std::string_view key,
                              size_t g) {
  const std::vector<size_t>& here = places.Of(present, kind, key);
  const std::vector<size_t>& there = places.Of(lacking, kind, key);
  if (there.size() != 1 || there.front() == g) return std::nullopt;
  if (here.size() != 1 || here.front() != g) return std::nullopt;
  return there.front();
}

}  // namespace

void DropMovedContent(const std::vector<GroupReport*>& groups) {
  const ItemPlaces places(groups);
  for (size_t g = 0; g < groups.size(); ++g) {
    GroupReport& group = *groups[g];
    for (size_t p = 0; p < group.pairs.size() && p < group.pair_langs.size(); ++p) {
      Report& pair = group.pairs[p];
      std::unordered_map<std::string_view, std::string_view> check_of;  // rule id → check
      for (const RuleInfo& r : pair.rules) check_of[r.id] = r.check;
      // Where the finding's content went, if it moved.
      auto moved_to = [&](const Finding& f) -> std::optional<size_t> {
        const Side present = Other(f.missing_in);
        const int u = present == Side::kA ? f.a_unit : f.b_unit;
        const Edition& e = present == Side::kA ? pair.a : pair.b;
        if (u < 0 || static_cast<size_t>(u) >= e.units.size()) return std::nullopt;
        const std::string& has =
            present == Side::kA ? group.pair_langs[p].first : group.pair_langs[p].second;
        const std::string& lacks =
            present == Side::kA ? group.pair_langs[p].second : group.pair_langs[p].first;
        const Unit& unit = e.units[static_cast<size_t>(u)];
        const std::string_view check = check_of[f.rule];
        if (check == "entity-parity") {
          for (const Entity& ent : unit.entities)
            if (IdentifiesContent(ent.kind) && ent.begin == f.begin && ent.end == f.end &&
                EntityKindName(ent.kind) == f.kind)
              return MovedTo(places, has, lacks, ent.kind, ent.key, g);
          return std::nullopt;
        }
        if (check != "unit-parity") return std::nullopt;
        std::optional<size_t> to;
        for (const Entity& ent : unit.entities) {
          if (!IdentifiesContent(ent.kind)) continue;
          const std::optional<size_t> d = MovedTo(places, has, lacks, ent.kind, ent.key, g);
          if (!d || (to && *to != *d)) return std::nullopt;
          to = d;
        }
        return to;
      };
      // A move takes a section, not one item: only where two findings or more of the pair went
      // to one same document is that document where they went.
      std::vector<std::optional<size_t>> to(pair.findings.size());
      std::unordered_map<size_t, int> findings_to;
      for (size_t i = 0; i < pair.findings.size(); ++i)
        if ((to[i] = moved_to(pair.findings[i]))) ++findings_to[*to[i]];
      size_t kept = 0;
      for (size_t i = 0; i < pair.findings.size(); ++i) {
        if (to[i] && findings_to[*to[i]] >= 2) continue;
        if (kept != i) pair.findings[kept] = std::move(pair.findings[i]);
        ++kept;
      }
      pair.findings.resize(kept);
    }
  }
}

}  // namespace concord
