// fuzz_util.h — what the fuzz targets share: the input as a string, and contract checks.
//
//   extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
//     std::string_view bytes = concord::fuzz::Bytes(data, size);
//     ...
//     FUZZ_CHECK(unit.line >= 1, "unit line is 1-based");
//   }
//
// A failed FUZZ_CHECK prints the condition and aborts, so libFuzzer (and the gcc replay,
// replay_main.cc) report it as a crash: the library broke a contract its header states.
#ifndef CONCORD_FUZZ_FUZZ_UTIL_H_
#define CONCORD_FUZZ_FUZZ_UTIL_H_

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/error.h"
#include "model.h"
#include "text/document.h"

#define FUZZ_CHECK(cond, what)                                                                     \
  do {                                                                                             \
    if (!(cond)) {                                                                                 \
      std::fprintf(stderr, "%s:%d: FUZZ_CHECK(%s) failed: %s\n", __FILE__, __LINE__, #cond, what); \
      std::abort();                                                                                \
    }                                                                                              \
  } while (0)

namespace concord::fuzz {

inline std::string_view Bytes(const uint8_t* data, size_t size) {
  return size == 0 ? std::string_view()
                   : std::string_view(reinterpret_cast<const char*>(data), size);
}

// The fuzz input decoded as a document named `path`, or nothing when DecodeDocument rejects it
// (an InputError: the expected outcome for most random bytes).
inline std::optional<Document> Decode(const std::string& path, const uint8_t* data, size_t size) {
  try {
    return DecodeDocument(path, Bytes(data, size));
  } catch (const InputError&) {
    return std::nullopt;
  }
}

// Whether `s` is well-formed UTF-8 (no overlongs, surrogates or code points past U+10FFFF).
// Written out here rather than taken from the library, so a library bug cannot hide itself.
inline bool IsValidUtf8(std::string_view s) {
  size_t i = 0;
  while (i < s.size()) {
    const auto c = static_cast<unsigned char>(s[i]);
    size_t n;
    uint32_t cp, min;
    if (c < 0x80) {
      ++i;
      continue;
    } else if ((c & 0xE0) == 0xC0) {
      n = 1, cp = c & 0x1F, min = 0x80;
    } else if ((c & 0xF0) == 0xE0) {
      n = 2, cp = c & 0x0F, min = 0x800;
    } else if ((c & 0xF8) == 0xF0) {
      n = 3, cp = c & 0x07, min = 0x10000;
    } else {
      return false;
    }
    if (i + n >= s.size()) return false;  // truncated sequence
    for (size_t k = 1; k <= n; ++k) {
      const auto cc = static_cast<unsigned char>(s[i + k]);
      if ((cc & 0xC0) != 0x80) return false;
      cp = (cp << 6) | (cc & 0x3F);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
    i += n + 1;
  }
  return true;
}

// Whether byte offset `pos` of valid UTF-8 `s` starts a code point (or is the end).
inline bool IsCodePointBoundary(std::string_view s, size_t pos) {
  return pos == s.size() || (pos < s.size() && (static_cast<unsigned char>(s[pos]) & 0xC0) != 0x80);
}

// The contracts of document.h: valid UTF-8 with "\n" line ends.
inline void CheckDocument(const Document& doc) {
  FUZZ_CHECK(IsValidUtf8(doc.text), "Document::text is valid UTF-8");
  FUZZ_CHECK(doc.text.find('\r') == std::string::npos, "Document::text has only \\n line ends");
}

// The contracts of model.h's Unit for units cut from `doc`: lines are 1-based and within the
// file, first <= last; every string is valid UTF-8 (writers and ICU depend on it).
inline void CheckUnits(const Document& doc, const std::vector<Unit>& units) {
  const int lines = 1 + static_cast<int>(std::count(doc.text.begin(), doc.text.end(), '\n'));
  for (const Unit& u : units) {
    FUZZ_CHECK(u.kind == UnitKind::kHeading || u.kind == UnitKind::kParagraph ||
                   u.kind == UnitKind::kListItem || u.kind == UnitKind::kFrontMatter,
               "Unit::kind is a UnitKind");
    FUZZ_CHECK(u.line >= 1, "Unit::line is 1-based");
    FUZZ_CHECK(u.line <= u.last_line, "Unit::line <= Unit::last_line");
    FUZZ_CHECK(u.last_line <= lines, "Unit::last_line lies within the document");
    FUZZ_CHECK(IsValidUtf8(u.text), "Unit::text is valid UTF-8");
    FUZZ_CHECK(IsValidUtf8(u.marker.view()), "Unit::marker is valid UTF-8");
    for (const std::string& s : u.markup->links)
      FUZZ_CHECK(IsValidUtf8(s), "link targets are valid UTF-8");
    for (const std::string& s : u.markup->link_texts)
      FUZZ_CHECK(IsValidUtf8(s), "link texts are valid UTF-8");
    FUZZ_CHECK(u.markup->link_text_targets.size() == u.markup->link_texts.size(),
               "each link text has its target");
  }
}

}  // namespace concord::fuzz

#endif  // CONCORD_FUZZ_FUZZ_UTIL_H_
