// covered_findings.h — findings that another rule's finding about the same unit says all of.
//
//   std::vector<std::vector<Finding>> found;    // each enabled rule's findings, in rule order
//   DropFindingsUntranslatedCovers(specs, &found);
//
// A unit of a Chinese, Japanese or Korean edition left in English where its counterpart is
// translated is reported once, by a rule of check `untranslated`. The names, titles and terms
// of its English that the translated side lacks are its translator's to render once it is
// translated, as any English text's are: a finding for each says nothing that the untranslated
// finding does not. URLs, emails, numbers and code are written alike in every script, so a
// difference in them stays a finding of its own; so does a name the translated side has and
// the untranslated side lacks, and every finding of a rule that asks for the renderings
// themselves (`evidence: absent`, names-translated) or for every difference (`ignore`). An
// untranslated finding that a comment or a baseline suppresses still covers its names: it
// accepts the unit as it stands.
#ifndef CONCORD_RULES_COVERED_FINDINGS_H_
#define CONCORD_RULES_COVERED_FINDINGS_H_

#include <vector>

#include "model.h"
#include "rules/rule_spec.h"

namespace concord {

// Drops, from the findings of the entity-parity rules in `found_by_rule` (`specs[i]`'s findings
// at `(*found_by_rule)[i]`) that report with evidence required (the default), the name, title
// and term findings whose entity stands in a unit that an untranslated rule's finding of the
// same bead reports. Linear in the findings.
void DropFindingsUntranslatedCovers(const std::vector<const RuleSpec*>& specs,
                                    std::vector<std::vector<Finding>>* found_by_rule);

}  // namespace concord

#endif  // CONCORD_RULES_COVERED_FINDINGS_H_
