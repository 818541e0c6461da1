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

// "ko" when Hangul is present, "ja" when Kana is, else "zh" for Han, "en" for Latin, "und"
// when the text has no letters. Counts code points by ICU script.
std::string DetectLanguage(std::string_view text);

}  // namespace concord

#endif  // CONCORD_LANGUAGE_H_
