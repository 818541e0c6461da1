// builtin_checks.h — the factories of concord's built-in checks, one file each, that the
// registry (checks.h) lists as rows.
//
//   std::unique_ptr<Check> c = MakeEntityParity(spec);   // validates spec.params, may throw
//
// Each factory reads its parameters from the spec and throws InputError at a bad value (with
// the valid values and a "did you mean"); the registry row states which parameters exist and
// which are required, and the loader has checked those before a factory runs.
#ifndef CONCORD_BUILTIN_CHECKS_H_
#define CONCORD_BUILTIN_CHECKS_H_

#include <memory>

#include "rules/check.h"
#include "rules/rule_spec.h"

namespace concord {

// code-blocks (check_code_blocks.cc): a line of a fenced code block on one side of a paired
// bead whose words the other side's blocks lack.
std::unique_ptr<Check> MakeCodeBlocks(const RuleSpec& spec);

// entity-parity (check_entity_parity.cc): an entity of `kind` on one side of a paired bead
// that the other side has neither as an entity nor in its text.
std::unique_ptr<Check> MakeEntityParity(const RuleSpec& spec);

// unit-parity (check_unit_parity.cc): a unit of one of `kinds` with no counterpart (a 1-0 or
// 0-1 bead).
std::unique_ptr<Check> MakeUnitParity(const RuleSpec& spec);

// untranslated (check_untranslated.cc): a unit of a Chinese, Japanese or Korean edition that
// is Latin-script prose where its counterpart (or, against an English edition, most of its own
// edition) is in its own script.
std::unique_ptr<Check> MakeUntranslated(const RuleSpec& spec);
// glossary (check_glossary.cc): a glossary term on one side of a paired bead whose rendering
// in the other side's language the other side lacks. Runs only with a glossary
// (CheckContext::glossary).
std::unique_ptr<Check> MakeGlossaryCheck(const RuleSpec& spec);

// code-fences (check_code_fences.cc): a Markdown edition's fenced code block not closed where
// the page means to close it (Edition::unclosed_fences).
std::unique_ptr<Check> MakeCodeFencesCheck(const RuleSpec& spec);

// front-matter (check_front_matter.cc): a Markdown edition whose front matter is not closed
// or not YAML (Edition::front_matter_defect).
std::unique_ptr<Check> MakeFrontMatterCheck(const RuleSpec& spec);

// pattern (check_pattern.cc): an ICU regex that matches a different number of times on the
// two sides of a paired bead.
std::unique_ptr<Check> MakePattern(const RuleSpec& spec);

}  // namespace concord

#endif  // CONCORD_BUILTIN_CHECKS_H_
