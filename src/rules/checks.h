// checks.h — the built-in checks that rule files name, as rows of one registry table.
//
//   const CheckInfo* info = FindCheck("entity-parity");
//   std::unique_ptr<Check> c = info->make(spec);      // validates spec.params, may throw
//   c->Run(context, spec, &findings);
//
// A new check is one class in checks.cc plus one row in CheckRegistry(); the table also feeds
// `concord rules`, the rule loader's validation and its "did you mean".
//   entity-parity  an entity of `kind` on one side of a paired bead is absent on the other
//   unit-parity    a unit of one of `kinds` has no counterpart (a 1-0 or 0-1 bead)
//   pattern        an ICU regex matches a different number of times on the two sides of a bead
#ifndef CONCORD_CHECKS_H_
#define CONCORD_CHECKS_H_

#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "model.h"
#include "rules/rules.h"

namespace concord {

// An edition's entities grouped by unit and kind, so that a rule about one kind reads only
// those: entities[start[u·K + k] … start[u·K + k + 1]) are unit u's of kind k (K kinds, in
// position order).
struct EntitiesByKind {
  std::vector<const Entity*> entities;
  std::vector<uint32_t> start;
  std::array<uint32_t, std::size(kAllEntityKinds)> per_kind{};  // the edition's of each kind
};

struct CheckContext {
  const Edition& a;
  const Edition& b;
  const std::vector<Bead>& beads;
  // Filled by the first entity-parity rule that needs them, for the rules after it.
  mutable EntitiesByKind by_kind_a{}, by_kind_b{};
};

// Thrown by Check::Run when a rule cannot complete (a regex hit its time limit, or the rule
// used up its time budget for the run). The run goes on without that rule; the failure is
// listed in Report::rule_failures.
class RuleFailure : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class Check {
 public:
  virtual ~Check() = default;
  // Appends findings (rule, kind, severity, value, sides, units, message) to *out.
  virtual void Run(const CheckContext& ctx, const RuleSpec& rule,
                   std::vector<Finding>* out) const = 0;
  // Whether the check has used up a budget it has for the whole run (a pattern's regex time,
  // shared by every pair it runs on), and the message that says so. A check object lives as
  // long as its RuleSet: one per run.
  virtual bool BudgetExceeded() const { return false; }
  virtual std::string BudgetFailure(const RuleSpec& /*rule*/) const { return ""; }
};

// After one RuleSet has run on many pairs (a tree, on several threads): a rule that used up
// its budget stopped at a point that depends on the order the threads took the pairs, so it
// is made to have stopped on all of them — its findings and failures leave every report, and
// its budget failure is listed once, in the first report. The reports are then the same for
// any number of threads.
void SettleBudgets(const RuleSet& rules, std::span<Report* const> reports);

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

const std::vector<CheckInfo>& CheckRegistry();
const CheckInfo* FindCheck(std::string_view name);

}  // namespace concord

#endif  // CONCORD_CHECKS_H_
