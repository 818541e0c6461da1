// language.h — which language a text is written in, told by the scripts of its letters.
//
//   std::string lang = DetectLanguage(doc.text);  // "zh", "ko", "ja", "en" or "und"
//
// Used when an edition's language is not given (pipeline.cc); only the first 256 KiB are read.
#ifndef CONCORD_LANGUAGE_H_
#define CONCORD_LANGUAGE_H_

#include <string>
#include <string_view>

namespace concord {

// The language of the text's prose (fenced code blocks, inline code, HTML tags, link targets
// and bare addresses left out): CJK when its CJK characters are at least as many as its Latin
// words, then "ko" when Hangul is a tenth of them or more, "ja" when Kana is, else "zh"; "en"
// when Latin words are more. A text whose prose has no letters (a page of code or markup) is
// told by the letters of the whole text; "und" when that has none either. Scripts are ICU's.
std::string DetectLanguage(std::string_view text);

}  // namespace concord

#endif  // CONCORD_LANGUAGE_H_
