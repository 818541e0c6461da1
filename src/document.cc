#include "document.h"

#include <unicode/utf8.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

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

void WriteFileAtomic(const std::string& path, std::string_view content) {
  namespace fs = std::filesystem;
  fs::path target(path);
  std::string name = target.filename().string();
  if (name.empty()) throw InputError(path, 0, 0, "not a file name");
  // mkstemp in the target's directory: the rename stays on one file system.
  std::string tmpl = (target.parent_path() / ("." + name + ".XXXXXX")).string();
  int fd = mkstemp(tmpl.data());
  if (fd < 0) throw InputError(path, 0, 0, std::string("cannot write: ") + std::strerror(errno));
  bool ok = true;
  for (size_t done = 0; ok && done < content.size();) {
    ssize_t n = ::write(fd, content.data() + done, content.size() - done);
    if (n < 0 && errno == EINTR) continue;
    ok = n > 0;
    if (ok) done += static_cast<size_t>(n);
  }
  if (ok && ::fsync(fd) != 0) ok = false;
  int saved = ok ? 0 : errno;
  if (::close(fd) != 0 && ok) {
    ok = false;
    saved = errno;
  }
  if (!ok) {
    ::unlink(tmpl.c_str());
    throw InputError(path, 0, 0, std::string("cannot write: ") + std::strerror(saved ? saved : errno));
  }
  ::chmod(tmpl.c_str(), 0644);
  if (::rename(tmpl.c_str(), path.c_str()) != 0) {
    saved = errno;
    ::unlink(tmpl.c_str());
    throw InputError(path, 0, 0, std::string("cannot write: ") + std::strerror(saved));
  }
}

}  // namespace concord
