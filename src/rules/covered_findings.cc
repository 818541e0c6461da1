// covered_findings.cc — findings that another rule's finding says all of (covered_findings.h).
#include "rules/covered_findings.h"

#include <algorithm>
#include <set>
#include <tuple>

namespace concord {
namespace {

// A unit of one side of one bead.
using BeadUnit = std::tuple<int, Side, int>;

// The unit a finding is about on side `side`.
int UnitOn(const Finding& f, Side side) { return side == Side::kA ? f.a_unit : f.b_unit; }

bool IsEvidenceKind(const std::string& kind) {
  return kind == EntityKindName(EntityKind::kName) || kind == EntityKindName(EntityKind::kTitle) ||
         kind == EntityKindName(EntityKind::kTerm);
}

}  // namespace

void DropFindingsUntranslatedCovers(const std::vector<const RuleSpec*>& specs,
                                    std::vector<std::vector<Finding>>* found_by_rule) {
  // The untranslated units: the side that the finding says lacks a translation.
  std::set<BeadUnit> untranslated;
  for (size_t i = 0; i < specs.size(); ++i)
    if (specs[i]->check == "untranslated")
      for (const Finding& f : (*found_by_rule)[i])
        untranslated.emplace(f.bead, f.missing_in, UnitOn(f, f.missing_in));
  if (untranslated.empty()) return;
  for (size_t i = 0; i < specs.size(); ++i) {
    if (specs[i]->check != "entity-parity") continue;
    std::vector<Finding>& found = (*found_by_rule)[i];
    std::erase_if(found, [&](const Finding& f) {
      const Side has = Other(f.missing_in);
      return IsEvidenceKind(f.kind) && untranslated.count({f.bead, has, UnitOn(f, has)}) > 0;
    });
  }
}

}  // namespace concord
