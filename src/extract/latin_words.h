// latin_words.h — the Latin words of a unit, read inside its Latin script runs only, for the
// name and term extractors.
//
//   LatinWords(scan, &scan.latin_words());                     // before the names
//   LatinWordsAgain(scan, scan.latin_words(), &scan.latin_words_again());  // after more claims
//
// "Jacob Austin은" has the run "Jacob Austin" and then a Hangul run, so the particle never
// sticks to the name. The runs are those of ScriptRuns(), followed as the text is read rather
// than listed first: a Latin letter is always in a Latin run; a Common code point (digit, space,
// punctuation) is in the run of the last non-Common code point before it, or, before any, of the
// first one after it. Han and Hangul are stepped over by lead byte. Internal to extract/.
#ifndef CONCORD_EXTRACT_LATIN_WORDS_H_
#define CONCORD_EXTRACT_LATIN_WORDS_H_

#include <vector>

#include "extract/scan.h"

namespace concord::extract {

// Appends the Latin words of the unit that no entity claimed to *words (a buffer kept from
// unit to unit).
void LatinWords(const Scan& scan, std::vector<Word>* words);

// LatinWords() again, appended to *words, after more bytes were claimed since `earlier` was
// found: claims only ever cut words, so the words are those of `earlier`, each scanned again
// only where a byte of it has been claimed since.
void LatinWordsAgain(const Scan& scan, const std::vector<Word>& earlier, std::vector<Word>* words);

}  // namespace concord::extract

#endif  // CONCORD_EXTRACT_LATIN_WORDS_H_
