// rule_spec.h — a rule as its file states it, with no YAML in sight: which check it names, that
// check's parameters as written, and the severity and message of its findings.
//
//   const std::string kind = ParamValue(spec, "kind", "term");    // a check's factory
//   if (!ParseEntityKind(kind)) BadParam(spec, "kind", "...");    // InputError at the value
//   f.message = FormatMessage(spec.message, vars);                // a finding of the rule
//
// ParseRule (rules.h) fills a RuleSpec from a rule file and validates it; the check a spec
// names is built from it by the check's factory (checks.h). Everything here reads a spec and
// never touches the file again: an error about a parameter is placed by the line and column
// recorded with it.
#ifndef CONCORD_RULE_SPEC_H_
#define CONCORD_RULE_SPEC_H_

#include <map>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "model.h"

namespace concord {

// A check-specific parameter as written: a scalar or a list of scalars.
struct RuleParam {
  std::vector<std::string> values;
  int line = 0;  // 1-based, for error messages
  int col = 0;
};

struct RuleSpec {
  std::string id;    // the file name without .yml / .yaml
  std::string path;  // the rule file
  std::string check;
  std::string description;
  std::string message;
  Severity severity = Severity::kError;
  bool enabled = true;
  std::map<std::string, RuleParam> params;  // keys the check declares
};

// The first value of parameter `key`, or `fallback` when the rule does not set it.
std::string ParamValue(const RuleSpec& spec, const std::string& key, const std::string& fallback);

// Throws InputError at the place of parameter `key`'s value in the rule file.
// REQUIRES: the rule sets `key`.
[[noreturn]] void BadParam(const RuleSpec& spec, const std::string& key, const std::string& why);

// "rule 'ID' (FILE): what". Every failure of a rule (RuleFailure, check.h) starts so, which is
// how SettleBudgets (rule_set.h) finds a rule's failures in a report.
std::string RuleFailureText(const RuleSpec& rule, const std::string& what);

// A placeholder of a message template ("value" for {value}) and what it stands for.
struct MessageVar {
  std::string_view name;
  std::string_view value;
};

// Fills a message template. Unknown placeholders are rejected at load time, so none remain.
std::string FormatMessage(std::string_view tmpl, std::span<const MessageVar> vars);

}  // namespace concord

#endif  // CONCORD_RULE_SPEC_H_
