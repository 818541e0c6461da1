// baseline_upkeep.h — a baseline's entries that matched nothing: counted on stderr after a
// `check`, and with --prune-baseline removed from the file.
//
//   CheckPruneFlags(flags);          // first: --prune-baseline is not --write-baseline
//   ... the project's settings applied ...
//   RequireBaselineToPrune(flags);   // --prune-baseline needs --baseline or the project's
//   ... the run, the report written ...
//   TendBaseline(flags.common, flags.prune_baseline, reports);
//
// "concord: note: base.json: 3 of 40 baseline entries matched no finding (stale); run with
// --prune-baseline to remove them", or with --prune-baseline "… removed 3 stale entries, 37
// kept". The file is rewritten as --write-baseline writes one (sorted, through a temporary file
// and a rename: output_file.h), and only when the run was whole: a rule that could not run in
// some pair has findings no entry could match, so nothing is pruned then.
#ifndef CONCORD_CLI_BASELINE_UPKEEP_H_
#define CONCORD_CLI_BASELINE_UPKEEP_H_

#include <vector>

#include "cli/flags.h"
#include "model.h"

namespace concord {

// Throws InputError when --prune-baseline is given with --write-baseline (which writes a
// baseline from scratch).
void CheckPruneFlags(const CheckFlags& flags);

// Throws InputError when --prune-baseline is given without a baseline to prune: no --baseline
// and, once the project's settings are applied, no `baseline:` in concord.yml.
void RequireBaselineToPrune(const CheckFlags& flags);

// Writes the note on stderr (nothing when no entry is stale or there is no baseline) and, with
// `prune`, rewrites common.baseline without the stale entries. Throws InputError when the file
// cannot be written.
void TendBaseline(const CommonFlags& common, bool prune, const std::vector<const Report*>& reports);

}  // namespace concord

#endif  // CONCORD_CLI_BASELINE_UPKEEP_H_
