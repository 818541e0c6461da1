// utf8_segmenter_fuzzer.cc — the UTF-8 reader and the plain-text segmenter on arbitrary bytes.
//
// DecodeDocument either throws InputError (invalid UTF-8, the expected outcome for most
// random bytes) or returns valid UTF-8 with "\n" line ends; SegmentPlainText then never
// throws and returns units whose lines lie within the document. DetectLanguage and
// ListMarkerLength run on the same text. Anything else — another exception, a sanitizer
// report, a failed FUZZ_CHECK — is a bug.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz_util.h"
#include "segment/segmenter.h"
#include "text/document.h"
#include "text/language.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace concord;
  const std::optional<Document> decoded = fuzz::Decode("fuzz.txt", data, size);
  if (!decoded) return 0;
  const Document& doc = *decoded;
  fuzz::CheckDocument(doc);
  fuzz::CheckUnits(doc, SegmentPlainText(doc));

  const std::string lang = DetectLanguage(doc.text);
  FUZZ_CHECK(lang == "ko" || lang == "ja" || lang == "zh" || lang == "en" || lang == "und",
             "DetectLanguage returns one of ko ja zh en und");

  std::string_view text = doc.text;
  for (size_t begin = 0; begin <= text.size();) {
    size_t end = text.find('\n', begin);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(begin, end - begin);
    const size_t marker = ListMarkerLength(line);
    FUZZ_CHECK(marker <= line.size(), "ListMarkerLength stays within the line");
    FUZZ_CHECK(fuzz::IsCodePointBoundary(line, marker), "a list marker ends on a code point");
    begin = end + 1;
  }
  return 0;
}
