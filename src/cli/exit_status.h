// exit_status.h — what a run's exit status is, and the warnings printed on the way out:
//   0  no finding at or above --fail-on     1  some finding at or above it
//   2  usage or input error (message on stderr), or --strict and a rule could not run
//
//   std::optional<Severity> threshold = ParseFailOn("warning");   // nullopt for "never"
//   int status = ExitFor(SeveritiesOf(tree), threshold);
//   return ReportProblems(tree, strict, status);   // warnings on stderr; 2 if strict and failed
#ifndef CONCORD_CLI_EXIT_STATUS_H_
#define CONCORD_CLI_EXIT_STATUS_H_

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model.h"
#include "report.h"

namespace concord {

inline constexpr int kExitClean = 0;
inline constexpr int kExitFindings = 1;
inline constexpr int kExitError = 2;

// --fail-on: a severity, or nullopt for "never". Throws InputError for anything else.
std::optional<Severity> ParseFailOn(const std::string& fail_on);

// kExitFindings when some severity is at or above `threshold`, else kExitClean (always
// kExitClean for a nullopt threshold: --fail-on never).
int ExitFor(const std::vector<Severity>& severities, std::optional<Severity> threshold);

// audit --fail-on: the lowest severity that fails, and whether to-review items (report.h
// EditionVerdict::to_review) count. Not given: behind items of severity error, to-review
// items never; given: every item at or above it.
struct AuditThreshold {
  Severity severity = Severity::kError;
  bool to_review = false;
};
// nullopt for "never". Throws InputError as ParseFailOn.
std::optional<AuditThreshold> ParseAuditFailOn(const std::string& fail_on);
// kExitFindings when some edition is behind on (or, with threshold->to_review, has to review)
// an item at or above the threshold, else kExitClean (always for nullopt).
int AuditExit(const AuditReport& audit, std::optional<AuditThreshold> threshold);

// The severity of every finding of a tree, and an error for each missing document.
std::vector<Severity> SeveritiesOf(const TreeReport& tree);

// Writes each warning about the input and each rule that could not run to stderr
// ("concord: warning: …", control characters escaped). Returns kExitError when `strict` and
// some rule failed, else `status`.
int ReportProblems(const std::vector<std::string>& warnings,
                   const std::vector<std::string>& failures, bool strict, int status);

// The same for every pair of a tree, after a warning for each skipped file.
int ReportProblems(const TreeReport& tree, bool strict, int status);

// Writes "concord: error: MESSAGE" to stderr, control characters escaped (a message may quote
// the input); returns kExitError.
int FailWith(std::string_view message);

// The same as "concord: internal error: MESSAGE", for an exception that is not an input error.
int FailWithInternalError(std::string_view message);

}  // namespace concord

#endif  // CONCORD_CLI_EXIT_STATUS_H_
