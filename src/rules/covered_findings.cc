// covered_findings.cc — findings that another rule's finding says all of (covered_findings.h).
#include "rules/covered_findings.h"

#include <cstdint>
#include <optional>
#include <unordered_set>

namespace concord {
namespace {

// A unit of one side of one bead, as one key.
uint64_t BeadUnitKey(int bead, Side side, int unit) {
  return (static_cast<uint64_t>(static_cast<uint32_t>(bead)) << 32) |
         (static_cast<uint64_t>(static_cast<uint32_t>(unit)) << 1) |
         static_cast<uint64_t>(side == Side::kB);
}

// The unit a finding is about on side `side`.
int UnitOn(const Finding& f, Side side) { return side == Side::kA ? f.a_unit : f.b_unit; }

// Whether a finding is about an entity of a kind a translator may render (IsRenderedKind).
bool OfRenderedKind(const Finding& f) {
  const std::optional<EntityKind> kind = ParseEntityKind(f.kind);
  return kind && IsRenderedKind(*kind);
}

}  // namespace

void DropFindingsUntranslatedCovers(const std::vector<const RuleSpec*>& specs,
                                    std::vector<std::vector<Finding>>* found_by_rule) {
  // The untranslated units: the side that the finding says lacks a translation.
  std::unordered_set<uint64_t> untranslated;
  for (size_t i = 0; i < specs.size(); ++i)
    if (specs[i]->check == "untranslated")
      for (const Finding& f : (*found_by_rule)[i])
        untranslated.insert(BeadUnitKey(f.bead, f.missing_in, UnitOn(f, f.missing_in)));
  if (untranslated.empty()) return;
  for (size_t i = 0; i < specs.size(); ++i) {
    if (specs[i]->check != "entity-parity" ||
        ParamValue(*specs[i], "evidence", "required") != "required")
      continue;
    std::erase_if((*found_by_rule)[i], [&](const Finding& f) {
      const Side has = Other(f.missing_in);
      return OfRenderedKind(f) && untranslated.contains(BeadUnitKey(f.bead, has, UnitOn(f, has)));
    });
  }
}

}  // namespace concord
