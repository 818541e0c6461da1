// rules.h — rule files: one YAML file per rule in a directory, id = the file name without its
// .yml or .yaml (a.yb.yml is rule 'a.yb').
//
//   # rules/names.yml
//   check: entity-parity       # a row of CheckRegistry() (checks.h)
//   kind: name                 # that check's parameters
//   severity: error            # error | warning | info
//   message: "{kind} '{value}' appears in {present} but not in {missing}"
//   description: Names must appear in both editions.
//   enabled: true              # default true
//
//   RuleSet rules = LoadRules("rules/");                  // throws InputError path:line:col
//   for (const Rule& r : rules.rules) r.check->Run(...);   // rule_set.h, check.h
//
// Loading validates everything a run would otherwise trip on later: the check exists, its
// required parameters are there, every key is known (an unknown key is an error with a "did
// you mean"), severities and entity kinds are valid, regexes compile, and the message uses
// only the placeholders {value} {kind} {rule} {present} {missing} {present_path}
// {missing_path}. Two files that give one id (a.yml, a.yaml), an id that is not UTF-8 and the
// built-in id 'missing-document' are errors too.
#ifndef CONCORD_RULES_H_
#define CONCORD_RULES_H_

#include <string>
#include <system_error>
#include <vector>

#include "rules/rule_set.h"

namespace concord {

// Loads every *.yml / *.yaml file in `dir` (not recursive), sorted by name. Other files are
// left alone. Throws InputError when the directory is missing, a file is invalid, or two
// files give the same id (naming both).
RuleSet LoadRules(const std::string& dir);

// The files LoadRules reads from `dir`: its *.yml and *.yaml entries (of any type: what is not
// a regular file is refused when it is read), sorted by name. Never throws: a directory that
// cannot be listed sets *ec and gives the entries listed before the error.
std::vector<std::string> RuleFiles(const std::string& dir, std::error_code* ec);

// Parses one rule file's text; `path` names it in errors and gives the id (its file name
// without its last extension).
Rule ParseRule(const std::string& path, const std::string& yaml_text);

}  // namespace concord

#endif  // CONCORD_RULES_H_
