// rule_set.h — the rules of a run: each rule's spec with the check built from it, and what is
// done with the whole set once it has run on every pair.
//
//   RuleSet rules = LoadRules("rules/");                                     // rules.h
//   const CheckContext ctx(a, b, beads, NeedsEntitiesByKind(rules));
//   for (const Rule& r : rules.rules)
//     if (r.spec.enabled) r.check->Run(ctx, r.spec, &findings);
//   SettleBudgets(rules, reports);                                           // after a tree
#ifndef CONCORD_RULE_SET_H_
#define CONCORD_RULE_SET_H_

#include <memory>
#include <span>
#include <vector>

#include "model.h"
#include "rules/check.h"
#include "rules/rule_spec.h"

namespace concord {

struct Rule {
  RuleSpec spec;
  std::shared_ptr<const Check> check;  // built from spec by the check's factory
};

struct RuleSet {
  std::vector<Rule> rules;  // in file name order (by id, but for ids one of which extends
                            // the other with a character before '.')
};

// Whether an enabled rule of `rules` reads the entities grouped by kind: what a CheckContext
// for them must be built with.
bool NeedsEntitiesByKind(const RuleSet& rules);

// Whether an enabled rule of `rules` reads the run's knowledge (knowledge.h): whether a run
// of them builds it.
bool NeedsKnowledge(const RuleSet& rules);

// After one RuleSet has run on many pairs (a tree, on several threads): a rule that used up
// its budget stopped at a point that depends on the order the threads took the pairs, so it
// is made to have stopped on all of them — its findings and failures leave every report, and
// its budget failure is listed once, in the first report. The reports are then the same for
// any number of threads.
void SettleBudgets(const RuleSet& rules, std::span<Report* const> reports);

}  // namespace concord

#endif  // CONCORD_RULE_SET_H_
