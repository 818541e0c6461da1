// run_rules.cc — `concord rules`: the listing of the rules, checks and entity extractors,
// through the writer table like every other output.
#include <iostream>

#include "cli/exit_status.h"
#include "cli/run.h"
#include "cli/setup.h"
#include "pipeline.h"

namespace concord {

int RunRules(const RulesFlags& flags) {
  auto write_rules = Require(&Writer::rules, ChooseWriter(flags.format), "the rules");
  const RuleSet rules = ActiveRules(flags.check);
  write_rules(DescribeRuleSet(rules, RulesOrigin(flags.check)), {}, std::cout);
  return kExitClean;
}

}  // namespace concord
