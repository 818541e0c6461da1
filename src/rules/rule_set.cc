#include "rules/rule_set.h"

#include <string>

namespace concord {

bool NeedsEntitiesByKind(const RuleSet& rules) {
  for (const Rule& rule : rules.rules)
    if (rule.spec.enabled && rule.check && rule.check->ReadsEntitiesByKind()) return true;
  return false;
}

bool NeedsKnowledge(const RuleSet& rules) {
  for (const Rule& rule : rules.rules)
    if (rule.spec.enabled && rule.check && rule.check->ReadsKnowledge()) return true;
  return false;
}

void SettleBudgets(const RuleSet& rules, std::span<Report* const> reports) {
  if (reports.empty()) return;
  for (const Rule& rule : rules.rules) {
    if (!rule.check || !rule.check->BudgetExceeded()) continue;
    const std::string& id = rule.spec.id;
    const std::string prefix = RuleFailureText(rule.spec, "");
    for (Report* r : reports) {
      std::erase_if(r->findings, [&](const Finding& f) { return f.rule == id; });
      std::erase_if(r->rule_failures,
                    [&](const std::string& m) { return m.rfind(prefix, 0) == 0; });
    }
    reports.front()->rule_failures.push_back(rule.check->BudgetFailure(rule.spec));
  }
}

}  // namespace concord
