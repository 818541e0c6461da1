// suppression.h — findings a team has accepted: inline comments and baseline files.
//
//   std::vector<BaselineEntry> accepted = LoadBaseline("concord-baseline.json");
//   size_t n = ApplySuppressions(&report, accepted);   // sets them apart, counts them
//   WriteBaseline("concord-baseline.json", {&report});  // records what a run found
//   std::vector<size_t> stale = StaleBaselineEntries(accepted, {&report});  // matched nothing
//
// Inline: a finding is dropped when a unit it points at (on either side) has its rule id, or
// "*" without the exception "!id", in UnitMarkup::disabled_rules (set by <!-- concord-disable …
// --> in Markdown; segment/directives.h).
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

// Throws InputError "path:line:col: …" for a file that is not JSON (at the byte that broke
// the syntax) or not a baseline (at the entry that is not one: a key missing, not a string).
std::vector<BaselineEntry> LoadBaseline(const std::string& path);

// Writes the entries of every finding of the reports (those a baseline the run read accepted
// too), sorted, through a temporary file and a rename, so an interrupted run never leaves half
// a baseline. Throws InputError.
void WriteBaseline(const std::string& path, const std::vector<const Report*>& reports);

// Writes `entries`, sorted and without duplicates, the same way (--prune-baseline).
void WriteBaselineEntries(const std::string& path, std::vector<BaselineEntry> entries);

// Moves suppressed findings from report->findings to report->suppressed_findings (with what
// suppressed them: an inline comment, a baseline entry, or both); adds their number to
// report->suppressed and returns it. REQUIRES: `baseline` sorted (LoadBaseline returns it so).
size_t ApplySuppressions(Report* report, const std::vector<BaselineEntry>& baseline);

// The indices of the entries of `baseline` that no finding of `reports` matched — stale: what
// they accepted is gone (fixed, or the unit edited). An entry whose rule did not run in any
// of the reports (disabled, or not in the rule directory) is not stale: nothing was looked
// for. REQUIRES: the reports were checked with `baseline`.
std::vector<size_t> StaleBaselineEntries(const std::vector<BaselineEntry>& baseline,
                                         const std::vector<const Report*>& reports);

// "path:line: inline suppression names unknown rule 'x' (did you mean 'y'?); …" for each rule
// id in the edition's <!-- concord-disable … --> comments that is not in `known` ("*" is
// known), once per id, at the first unit it applies to.
std::vector<std::string> UnknownRuleWarnings(const Edition& edition,
                                             const std::vector<std::string>& known);

}  // namespace concord

#endif  // CONCORD_SUPPRESSION_H_
