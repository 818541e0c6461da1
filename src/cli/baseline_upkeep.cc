// baseline_upkeep.cc — see baseline_upkeep.h.
#include "cli/baseline_upkeep.h"

#include <iostream>
#include <string>

#include "base/error.h"
#include "rules/suppression.h"
#include "text/escape.h"

namespace concord {

void CheckPruneFlags(const CheckFlags& flags) {
  if (flags.prune_baseline && !flags.write_baseline.empty())
    throw InputError(
        "--prune-baseline: cannot be combined with --write-baseline, which writes a new "
        "baseline from the findings");
}

void RequireBaselineToPrune(const CheckFlags& flags) {
  if (flags.prune_baseline && flags.common.baseline.empty())
    throw InputError(
        "--prune-baseline: no baseline to prune; name it with --baseline FILE or the "
        "project's baseline key");
}

void TendBaseline(const CommonFlags& common, bool prune,
                  const std::vector<const Report*>& reports) {
  const std::vector<BaselineEntry>& baseline = common.check.baseline;
  if (common.baseline.empty() || baseline.empty()) return;
  const std::vector<size_t> stale = StaleBaselineEntries(baseline, reports);
  if (stale.empty()) return;
  const std::string file = EscapeControls(common.baseline);
  const std::string count = std::to_string(stale.size()) + " of " +
                            std::to_string(baseline.size()) + " baseline entr" +
                            (baseline.size() == 1 ? "y" : "ies");
  bool failures = false;
  for (const Report* r : reports) failures = failures || !r->rule_failures.empty();
  if (!prune) {
    std::cerr << "concord: note: " << file << ": " << count
              << " matched no finding (stale); run with --prune-baseline to remove them\n";
    return;
  }
  if (failures) {
    std::cerr << "concord: note: " << file << ": " << count
              << " matched no finding, but a rule could not run: nothing pruned\n";
    return;
  }
  std::vector<BaselineEntry> kept;
  size_t next = 0;  // stale is sorted
  for (size_t i = 0; i < baseline.size(); ++i) {
    if (next < stale.size() && stale[next] == i) {
      ++next;
      continue;
    }
    kept.push_back(baseline[i]);
  }
  WriteBaselineEntries(common.baseline, kept);
  std::cerr << "concord: note: " << file << ": removed " << stale.size() << " stale entr"
            << (stale.size() == 1 ? "y" : "ies") << ", " << kept.size() << " kept\n";
}

}  // namespace concord
