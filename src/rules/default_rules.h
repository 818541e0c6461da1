// default_rules.h — the default rules, carried by the executable: every rules/*.yml (and
// *.yaml) of the source tree as it was at build time, so that a concord binary copied anywhere
// runs the rules it was built with. rules/ stays the editable source; the build turns it into
// default_rules.cc (cmake/embed_rules.cmake) whenever a file there changes.
//
//   RuleSet rules = LoadDefaultRules();            // what runs without --rules
//   for (const RuleSource& f : DefaultRuleSources()) std::cout << f.name << "\n";
//
// A run loads these unless --rules names a directory, which replaces them; --extra-rules and
// a project's extra-rules add to them (pipeline.h ActiveRules).
#ifndef CONCORD_RULES_DEFAULT_RULES_H_
#define CONCORD_RULES_DEFAULT_RULES_H_

#include <span>
#include <string_view>

#include "rules/rule_set.h"

namespace concord {

// One rule file as built in: its name in rules/ ("names.yml") and its bytes.
struct RuleSource {
  std::string_view name;
  std::string_view text;
};

// The rule files of rules/, sorted by name (generated: default_rules.cc in the build tree).
std::span<const RuleSource> DefaultRuleSources();

// What `concord rules` and the messages about a rule id name the built-in rules by, where they
// name a rules directory otherwise.
inline constexpr std::string_view kDefaultRulesName = "built-in";

// The built-in rules parsed as LoadRules (rules.h) parses a directory: each file's path is
// "rules/<name>", so a message about one points at its source. Throws InputError as LoadRules
// does (which only a broken build can give: a test loads them).
RuleSet LoadDefaultRules();

}  // namespace concord

#endif  // CONCORD_RULES_DEFAULT_RULES_H_
