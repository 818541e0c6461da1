// run_rules.cc — `concord rules`: the listing of the rules, checks and entity extractors.
#include <cstdio>
#include <iostream>
#include <string>

#include "cli/exit_status.h"
#include "cli/run.h"
#include "extract/entities.h"
#include "rules/checks.h"
#include "rules/rules.h"
#include "text/escape.h"

namespace concord {

int RunRules(const RulesFlags& flags) {
  RuleSet rules = ActiveRules(flags.check);
  std::cout << "Rules (" << EscapeControls(RulesDir(flags.check)) << "):\n";
  for (const Rule& r : rules.rules) {
    std::string param;
    for (const auto& [key, p] : r.spec.params) {
      param += " " + key + "=";
      for (size_t i = 0; i < p.values.size(); ++i) param += (i ? "," : "") + p.values[i];
    }
    std::printf("  %-12s %-8s %-14s%s%s\n    %s\n", EscapeControls(r.spec.id).c_str(),
                std::string(SeverityName(r.spec.severity)).c_str(), r.spec.check.c_str(),
                EscapeControls(param).c_str(), r.spec.enabled ? "" : "  (disabled)",
                EscapeControls(r.spec.description).c_str());
  }
  std::cout << "\nChecks:\n";
  for (const CheckInfo& c : CheckRegistry()) {
    std::printf("  %-14s %s\n", std::string(c.name).c_str(), std::string(c.description).c_str());
    for (const CheckParamInfo& p : c.params)
      std::printf("      %-12s %s%s\n", std::string(p.name).c_str(),
                  std::string(p.description).c_str(), p.required ? " (required)" : "");
  }
  std::cout << "\nEntity extractors (in the order they run):\n";
  for (const ExtractorInfo& e : ExtractorTable())
    std::printf("  %-8s %s\n", std::string(EntityKindName(e.kind)).c_str(),
                std::string(e.description).c_str());
  return kExitClean;
}

}  // namespace concord
