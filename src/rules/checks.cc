// checks.cc — the registry table of the built-in checks: one row each, in name order.
#include "rules/checks.h"

#include "rules/builtin_checks.h"

namespace concord {

const std::vector<CheckInfo>& CheckRegistry() {
  static const std::vector<CheckInfo> registry = {
      {"code-blocks",
       "a line of a fenced code block on one side of an aligned bead has a word the other "
       "side's code blocks lack",
       {},
       MakeCodeBlocks},
      {"code-fences",
       "a Markdown edition's fenced code block is not closed where the page means to: a "
       "fence line with text after it, so the page renders as code past it",
       {},
       MakeCodeFencesCheck},
      {"entity-parity",
       "an entity of one kind present on one side of an aligned bead is absent on the other",
       {{"kind", "entity kind: name, title, email, url, number, code or term", true},
        {"evidence",
         "name, title, term: 'required' (default) reports one only where the edition that "
         "lacks it keeps such things in Latin prose, 'absent' only where it does not "
         "(translation choices), 'ignore' every one",
         false},
        {"scope",
         "'document' (default for name, title, term, code): an entity the other edition "
         "writes anywhere in the same document is present; 'bead' (default, and the only "
         "scope, for url, email, number): only the other side of the bead counts",
         false}},
       MakeEntityParity},
      {"front-matter",
       "a Markdown edition's front matter is not closed (its closing '---' joined with text) "
       "or is not YAML",
       {},
       MakeFrontMatterCheck},
      {"glossary",
       "a term of the project glossary on one side of an aligned bead whose rendering for the "
       "other side's language is absent there",
       {},
       MakeGlossaryCheck},
      {"pattern",
       "an ICU regex matches a different number of times on the two sides of an aligned bead",
       {{"pattern", "ICU regular expression", true},
        {"kind", "finding kind to report (an entity kind; default term)", false},
        {"time-limit",
         "ICU time limit of one search, in ticks of 10,000 backtracking steps "
         "(default 1000)",
         false},
        {"time-budget",
         "ticks all searches of the rule may take in one run; past it the rule "
         "stops with a warning (default 5000)",
         false}},
       MakePattern},
      {"unit-parity",
       "a unit (heading, paragraph, list item, front-matter field) has no counterpart in the "
       "other edition",
       {{"kinds", "unit kinds to report: heading, paragraph, list-item, front-matter (default all)",
         false, true}},
       MakeUnitParity},
      {"untranslated",
       "a unit of a Chinese, Japanese or Korean edition is Latin-script prose where the other "
       "side shows it should be translated",
       {},
       MakeUntranslated},
  };
  return registry;
}

const CheckInfo* FindCheck(std::string_view name) {
  for (const CheckInfo& c : CheckRegistry())
    if (c.name == name) return &c;
  return nullptr;
}

}  // namespace concord
