// suppression.h — findings a team has accepted: inline comments and baseline files.
//
//   std::vector<BaselineEntry> accepted = LoadBaseline("concord-baseline.json");
//   size_t n = ApplySuppressions(&report, accepted);   // removes them, counts them
//   WriteBaseline("concord-baseline.json", {&report});  // records what a run found
//
// Inline: a finding is dropped when a unit it points at (on either side) has its rule id, or
// "*", in UnitMarkup::disabled_rules (set by <!-- concord-disable … --> in Markdown).
// Baseline: a finding is dropped when an entry has its rule, kind, normalized value and the
// hash of the text of the unit it was found in (the side that has the entity or unit). Entries
// name content, not line numbers, so edits elsewhere in the file keep the baseline valid,
// while an edit of the unit itself brings its findings back for review.
#ifndef CONCORD_SUPPRESSION_H_
#define CONCORD_SUPPRESSION_H_

#include <string>
#include <vector>

#include "model.h"

namespace concord {

struct BaselineEntry {
  std::string rule;
  std::string kind;
  std::string value;  // NormalizeKey'd
  std::string unit;   // UnitHash of the present unit
  bool operator<(const BaselineEntry& o) const;
  bool operator==(const BaselineEntry& o) const = default;
};

// The name of a unit in baseline files: NormalizedTextHash of its text (text/text_hash.h),
// which SARIF fingerprints use too.
std::string UnitHash(const Unit& unit);

// Throws InputError naming the file (and line:col for JSON syntax errors).
std::vector<BaselineEntry> LoadBaseline(const std::string& path);

// Writes the entries of every finding of the reports, sorted, through a temporary file and a
// rename, so an interrupted run never leaves half a baseline. Throws InputError.
void WriteBaseline(const std::string& path, const std::vector<const Report*>& reports);

// Removes suppressed findings from report->findings; adds their number to report->suppressed
// and returns it. REQUIRES: `baseline` sorted (LoadBaseline returns it sorted).
size_t ApplySuppressions(Report* report, const std::vector<BaselineEntry>& baseline);

}  // namespace concord

#endif  // CONCORD_SUPPRESSION_H_
