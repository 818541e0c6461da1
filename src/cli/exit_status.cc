// exit_status.cc — see exit_status.h.
#include "cli/exit_status.h"

#include <iostream>
#include <set>

#include "base/error.h"
#include "text/escape.h"

namespace concord {

std::optional<Severity> ParseFailOn(const std::string& fail_on) {
  if (fail_on == "never") return std::nullopt;
  auto threshold = ParseSeverity(fail_on);
  if (!threshold)
    throw InputError("--fail-on: " +
                     UnknownValue("severity", fail_on, {"error", "warning", "info", "never"}));
  return threshold;
}

int ExitFor(const std::vector<Severity>& severities, std::optional<Severity> threshold) {
  if (!threshold) return kExitClean;
  for (Severity s : severities)
    if (s >= *threshold) return kExitFindings;
  return kExitClean;
}

std::optional<AuditThreshold> ParseAuditFailOn(const std::string& fail_on) {
  if (fail_on.empty()) return AuditThreshold{};
  const std::optional<Severity> severity = ParseFailOn(fail_on);
  if (!severity) return std::nullopt;
  return AuditThreshold{*severity, true};
}

int AuditExit(const AuditReport& audit, std::optional<AuditThreshold> threshold) {
  if (!threshold) return kExitClean;
  std::vector<Severity> severities;
  for (const DocumentAudit& d : audit.documents)
    for (const EditionVerdict& v : d.editions) {
      for (const AuditItem& it : v.behind) severities.push_back(it.severity);
      if (threshold->to_review)
        for (const AuditItem& it : v.to_review) severities.push_back(it.severity);
    }
  return ExitFor(severities, threshold->severity);
}

std::vector<Severity> SeveritiesOf(const TreeReport& tree) {
  std::vector<Severity> out(tree.missing.size(), Severity::kError);
  for (const GroupReport& g : tree.groups)
    for (const Report& r : g.pairs)
      for (const Finding& f : r.findings) out.push_back(f.severity);
  return out;
}

int ReportProblems(const std::vector<std::string>& warnings,
                   const std::vector<std::string>& failures, bool strict, int status) {
  for (const std::string& w : warnings)
    std::cerr << "concord: warning: " << EscapeControls(w) << "\n";
  for (const std::string& f : failures)
    std::cerr << "concord: warning: " << EscapeControls(f) << "\n";
  return strict && !failures.empty() ? kExitError : status;
}

int ReportProblems(const TreeReport& tree, bool strict, int status) {
  std::vector<std::string> warnings, failures;
  for (const std::string& s : tree.skipped) warnings.push_back("skipped " + s);
  // An edition in several pairs (en with zh, en with ko) has its warnings in each: once here.
  std::set<std::string> seen;
  for (const GroupReport& g : tree.groups)
    for (const Report& r : g.pairs) {
      for (const std::string& w : r.warnings)
        if (seen.insert(w).second) warnings.push_back(w);
      failures.insert(failures.end(), r.rule_failures.begin(), r.rule_failures.end());
    }
  return ReportProblems(warnings, failures, strict, status);
}

int FailWith(std::string_view message) {
  std::cerr << "concord: error: " << EscapeControls(message) << "\n";
  return kExitError;
}

int FailWithInternalError(std::string_view message) {
  std::cerr << "concord: internal error: " << EscapeControls(message) << "\n";
  return kExitError;
}

}  // namespace concord
