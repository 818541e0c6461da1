// english_words.h — whether a Latin word is a common English word, by Debian's wamerican word
// list (/usr/share/dict/american-english), compiled in at build time (english_words.cmake).
//
//   IsCommonEnglishWord("Returns")     // true: "returns" is listed
//   IsCommonEnglishWord("Jacob")       // false: listed only capitalized, a proper noun
//   IsCommonEnglishWord("Kubernetes")  // false: not listed
//
// The list writes common words in lower case and proper nouns capitalized: a word listed only
// capitalized (Jacob, America, GitHub) is a proper noun and never common. A word listed both
// ways (apple and Apple, will and Will, in and In, the symbol of indium) is read as the common
// word: it is asked about only where capitalization says nothing (the first word of an English
// sentence, a Title Case heading), and there the common reading is the one a sentence needs.
// The extractors ask it of capitalized name candidates; the untranslated check asks it whether
// Latin text is English prose. A sorted constant searched by halves: nothing is built or read
// at run time.
#ifndef CONCORD_EXTRACT_ENGLISH_WORDS_H_
#define CONCORD_EXTRACT_ENGLISH_WORDS_H_

#include <string_view>

namespace concord {

// Whether `word` (letters, with ' or ’ and - inside) is a common English word: in lower case,
// or capitalized (a capital, then small letters), its lower-case form is listed. A hyphenated
// word is common when each part is ("Built-in", "state-of-the-art"). Acronyms,
// CamelCase, digits and words that begin with a capital outside ASCII are never common.
bool IsCommonEnglishWord(std::string_view word);

// Whether `word` is the agent noun of a common English word that the list leaves out:
// "installer" of "install", "managers" of "manage" (the list writes -er and -ers for some verbs
// only). A name's word of this kind ("Installer") is a word its translation renders, as it
// does a common word. Also true of a name made so ("Docker" of "dock"): ask it only of the
// words a translation left out of a name whose other words it kept.
bool IsAgentNounOfCommonEnglishWord(std::string_view word);

// Whether the list holds `word` exactly as written, case included: for a capitalized word,
// whether the list knows it as a proper noun too ("Dean", "Apple").
bool IsListedEnglishWord(std::string_view word);

// The list itself: "\nword\nword\n…\n", sorted by bytes. For tests.
std::string_view EnglishWordList();

}  // namespace concord

#endif  // CONCORD_EXTRACT_ENGLISH_WORDS_H_
