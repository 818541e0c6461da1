// show_equivalents.h — `concord align --show-equivalents`: the cross-script equivalents learned
// from the beads of the two editions, or of every pair of editions of a tree (rules/equivalents.h),
// so a user sees why a name counted as present where the other edition writes it in its own script.
//
//   WriteEquivalents(eq, false, out);   // Helm ↔ ko 헬름 (together 5, G² 23.1)
//
// Text: one line per learned pair, sorted by language and key; JSON: {"equivalents": [...]}
// with every count of the pair's 2×2 table.
#ifndef CONCORD_CLI_SHOW_EQUIVALENTS_H_
#define CONCORD_CLI_SHOW_EQUIVALENTS_H_

#include <ostream>

#include "model.h"
#include "pipeline.h"
#include "project/project.h"
#include "rules/equivalents.h"

namespace concord {

// Learns the equivalents of one aligned pair.
Equivalents LearnEquivalents(const Report& aligned);

// Learns the equivalents of every pair of editions of every document of a tree (each group's
// editions two by two, in one thread).
Equivalents LearnEquivalents(const Project& project, const CheckOptions& options);

// Writes `eq` as JSON, or else as text.
void WriteEquivalents(const Equivalents& eq, bool json, std::ostream& out);

}  // namespace concord

#endif  // CONCORD_CLI_SHOW_EQUIVALENTS_H_
