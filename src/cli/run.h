// run.h — the subcommands of concord, one function each: parsed flags in (flags.h), exit status
// out (exit_status.h), the report written to -o or standard output.
//
//   CheckFlags flags;
//   flags.files = {"corpus/zh", "corpus/ko"};
//   return RunCheck(std::move(flags));   // 0, 1 (findings at or above --fail-on), or 2
//
// Each throws InputError for a usage or input error (main prints it and exits 2); a rule that
// could not run is a warning on stderr, or with --strict exit 2 and no report. Nothing is
// written to -o before the run succeeded (output_file.h), and main checks that standard output
// took the whole report.
#ifndef CONCORD_CLI_RUN_H_
#define CONCORD_CLI_RUN_H_

#include "cli/flags.h"

namespace concord {

// Two editions (a pair, or the embedded corpus), two directories, or the project of the
// nearest concord.yml; with --write-baseline, writes the baseline instead of a report and
// returns 0.
int RunCheck(CheckFlags flags);

// Which edition of each document of a tree is out of date. 1 when an edition is behind at or
// above the audit threshold (AuditThreshold, exit_status.h), 0 otherwise.
int RunAudit(AuditFlags flags);

// pre-commit: the groups of the project that the given files belong to (hook_files.h).
int RunHook(HookFlags flags);

// How the units of two editions pair up. 0 unless an error.
int RunAlign(AlignFlags flags);

// The units of each file and the entities found in each. 0 unless an error.
int RunExtract(ExtractFlags flags);

// Lists the rules `check` runs, the checks they can name and the entity extractors on
// standard output. 0 unless an error. Defined in run_rules.cc.
int RunRules(const RulesFlags& flags);

}  // namespace concord

#endif  // CONCORD_CLI_RUN_H_
