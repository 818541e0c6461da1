// words_written.h — which of a few wanted words an edition writes anywhere in Latin script.
//
//   std::unordered_set<std::string> wanted = {"google", "googles"};   // lower case
//   std::unordered_set<std::string> found = WordsWritten(edition, wanted);
//
// The entity-parity check asks this, once per run, for the one-word names one edition lacks
// where the other has them: a name the other edition never writes in Latin script is one its
// translator always renders in their own script.
#ifndef CONCORD_WORDS_WRITTEN_H_
#define CONCORD_WORDS_WRITTEN_H_

#include <string>
#include <unordered_set>

#include "model.h"

namespace concord {

// Of the words `wanted` (lower case), those that edition `e` writes anywhere in Latin script:
// as a Latin word of NormalizeKeyOutsideCjk(unit text), a maximal run of Latin letters and
// ASCII digits, compared ignoring ASCII case. One pass over the edition for all the words.
std::unordered_set<std::string> WordsWritten(const Edition& e,
                                             const std::unordered_set<std::string>& wanted);

}  // namespace concord

#endif  // CONCORD_WORDS_WRITTEN_H_
