#include "text/document.h"

#include <unicode/utf8.h>

#include <cstdint>
#include <utility>

#include "base/error.h"
#include "base/file_read.h"
#include "text/unicode.h"

namespace concord {

namespace {

// UTF-16 (after its BOM) to UTF-8; errors name the line and column of the bad code unit.
std::string Utf16ToUtf8(const std::string& path, std::string_view bytes, bool big_endian) {
  if (bytes.size() % 2) throw InputError(path, 0, 0, "invalid UTF-16: odd number of bytes");
  std::string out;
  out.reserve(bytes.size());
  int line = 1, col = 1;
  auto unit = [&](size_t i) -> uint16_t {
    auto b0 = static_cast<unsigned char>(bytes[i]), b1 = static_cast<unsigned char>(bytes[i + 1]);
    return big_endian ? static_cast<uint16_t>(b0 << 8 | b1) : static_cast<uint16_t>(b1 << 8 | b0);
  };
  for (size_t i = 0; i < bytes.size(); i += 2) {
    char32_t c = unit(i);
    if (c >= 0xD800 && c <= 0xDBFF && i + 3 < bytes.size() && unit(i + 2) >= 0xDC00 &&
        unit(i + 2) <= 0xDFFF) {
      c = 0x10000 + ((c - 0xD800) << 10) + (unit(i + 2) - 0xDC00);
      i += 2;
    } else if (c >= 0xD800 && c <= 0xDFFF) {
      throw InputError(path, line, col, "invalid UTF-16 (unpaired surrogate)");
    }
    AppendUtf8(c, &out);
    // Every kind of line end counts, as in UTF-8 text: CRLF once, a lone CR too.
    const bool crlf = c == '\r' && i + 3 < bytes.size() && unit(i + 2) == '\n';
    if (c == '\n' || (c == '\r' && !crlf))
      ++line, col = 1;
    else if (c != '\r')
      ++col;
  }
  return out;
}

// The line and column (code points from 1, every kind of line end counted) of byte `at` of
// `bytes`, read leniently: a byte that is no UTF-8 counts as one column.
std::pair<int, int> PlaceOfByte(std::string_view bytes, size_t at) {
  int line = 1, col = 1;
  for (size_t i = 0; i < at; ++i) {
    const auto b = static_cast<unsigned char>(bytes[i]);
    if (b == '\n' || (b == '\r' && (i + 1 >= bytes.size() || bytes[i + 1] != '\n'))) {
      ++line;
      col = 1;
    } else if (b != '\r' && (b & 0xC0) != 0x80) {
      ++col;
    }
  }
  return {line, col};
}

// Valid UTF-8 without NUL or CR bytes.
bool IsCleanUtf8(std::string_view bytes) {
  return bytes.find('\0') == std::string_view::npos && bytes.find('\r') == std::string_view::npos &&
         IsValidUtf8(bytes);
}

// DecodeDocument; `owned`, when not null, holds the bytes in a string the caller no longer
// needs, taken over as the text when the text is the bytes (a large edition copied once, not
// twice).
Document Decode(const std::string& path, std::string_view bytes, std::string* owned) {
  if (bytes.size() > kMaxDocumentBytes)
    throw InputError(path, 0, 0,
                     "file too large (" + std::to_string(bytes.size()) + " bytes; at most " +
                         std::to_string(kMaxDocumentBytes) + ")");
  if (bytes.substr(0, 4) == std::string_view("\xFF\xFE\0\0", 4) ||
      bytes.substr(0, 4) == std::string_view("\0\0\xFE\xFF", 4))
    throw InputError(path, 0, 0,
                     "UTF-32 is not supported; convert it with: iconv -f UTF-32 -t UTF-8");
  if (bytes.substr(0, 2) == "\xFF\xFE" || bytes.substr(0, 2) == "\xFE\xFF") {
    const bool big_endian = bytes[0] == '\xFE';
    std::string utf8 = Utf16ToUtf8(path, bytes.substr(2), big_endian);
    return Decode(path, utf8, &utf8);
  }
  const bool bom = bytes.substr(0, 3) == "\xEF\xBB\xBF";
  if (bom) bytes.remove_prefix(3);
  Document doc{path, {}};
  if (IsCleanUtf8(bytes)) {  // the common case: the text is the bytes
    if (owned && !bom)
      doc.text = std::move(*owned);
    else
      doc.text.assign(bytes);
    return doc;
  }
  // A NUL anywhere makes a binary file, before any byte that is no UTF-8: a tree skips a
  // binary file, and stops at text that is not UTF-8.
  if (const size_t nul = bytes.find('\0'); nul != std::string_view::npos) {
    const auto [line, col] = PlaceOfByte(bytes, nul);
    throw BinaryFileError(path, line, col, "binary file (NUL byte), not a text edition");
  }
  // Line ends to convert, or an error to report with its line and column.
  doc.text.reserve(bytes.size());
  const auto* data = reinterpret_cast<const uint8_t*>(bytes.data());
  const auto size = static_cast<int32_t>(bytes.size());
  int line = 1, col = 1;
  for (int32_t i = 0; i < size;) {
    int32_t start = i;
    UChar32 c;
    U8_NEXT(data, i, size, c);
    // U8_NEXT rejects overlong forms, surrogates and bytes 0xC0, 0xC1, 0xF5..0xFF.
    if (c < 0) throw InputError(path, line, col, "invalid UTF-8");
    if (c == '\r') {
      doc.text += '\n';
      if (i < size && data[i] == '\n') ++i;
    } else {
      doc.text.append(bytes.data() + start, static_cast<size_t>(i - start));
    }
    if (c == '\r' || c == '\n') {
      ++line;
      col = 1;
    } else {
      ++col;
    }
  }
  return doc;
}

}  // namespace

Document DecodeDocument(const std::string& path, std::string_view bytes) {
  return Decode(path, bytes, nullptr);
}

Document ReadDocument(const std::string& path, size_t max_bytes) {
  std::string bytes = ReadRegularFile(path, {"", max_bytes, "--max-file-size"});
  return Decode(path, bytes, &bytes);
}

}  // namespace concord
