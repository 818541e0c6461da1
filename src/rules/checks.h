// checks.h — the built-in checks that rule files name, as rows of one registry table.
//
//   const CheckInfo* info = FindCheck("entity-parity");
//   std::unique_ptr<Check> c = info->make(spec);      // validates spec.params, may throw
//   c->Run(context, spec, &findings);                 // check.h
//
// A new check is one file with its class and factory (builtin_checks.h) plus one row in
// CheckRegistry(); the table also feeds `concord rules`, the rule loader's validation and its
// "did you mean".
//   entity-parity  an entity of `kind` on one side of a paired bead is absent on the other
//   unit-parity    a unit of one of `kinds` has no counterpart (a 1-0 or 0-1 bead)
//   glossary       a glossary term on one side of a paired bead lacks its rendering on the other
//   pattern        an ICU regex matches a different number of times on the two sides of a bead
#ifndef CONCORD_CHECKS_H_
#define CONCORD_CHECKS_H_

#include <memory>
#include <string_view>
#include <vector>

#include "rules/check.h"
#include "rules/rule_spec.h"

namespace concord {

struct CheckParamInfo {
  std::string_view name;
  std::string_view description;
  bool required;
  bool list = false;  // takes a YAML list; otherwise a single value
};

struct CheckInfo {
  std::string_view name;
  std::string_view description;
  std::vector<CheckParamInfo> params;
  std::unique_ptr<Check> (*make)(const RuleSpec& spec);
};

// The rows, in name order. Built on first use, constant after.
const std::vector<CheckInfo>& CheckRegistry();
// The row named `name`, or nullptr.
const CheckInfo* FindCheck(std::string_view name);

}  // namespace concord

#endif  // CONCORD_CHECKS_H_
