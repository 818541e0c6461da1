#include "document.h"

#include <unicode/utf8.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "error.h"

namespace concord {

Document DecodeDocument(const std::string& path, std::string_view bytes) {
  if (bytes.size() > kMaxDocumentBytes)
    throw InputError(path, 0, 0, "file too large (" + std::to_string(bytes.size()) +
                                     " bytes; at most " + std::to_string(kMaxDocumentBytes) + ")");
  if (bytes.substr(0, 3) == "\xEF\xBB\xBF") bytes.remove_prefix(3);
  Document doc{path, {}};
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

Document ReadDocument(const std::string& path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec))
    throw InputError(path, 0, 0, "is a directory, not a file");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(path, 0, 0, std::string("cannot open: ") + std::strerror(errno));
  std::ostringstream buf;
  buf << in.rdbuf();
  if (in.bad()) throw InputError(path, 0, 0, std::string("cannot read: ") + std::strerror(errno));
  return DecodeDocument(path, buf.str());
}

}  // namespace concord
