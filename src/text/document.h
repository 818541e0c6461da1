// document.h — reading an edition from disk: bytes → checked UTF-8 text with LF line ends.
//
//   Document doc = ReadDocument("corpus/zh/conclusion.txt");   // throws InputError
//   Document mem = DecodeDocument("test.txt", "a\r\nb");          // text == "a\nb"
//
// A UTF-8 BOM is dropped; CRLF and lone CR become LF, so line numbers count every kind of
// line end. Invalid UTF-8 is an InputError "path:line:col: invalid UTF-8" (col counts code
// points from 1). A file that starts with a UTF-16 BOM (LE or BE) is decoded from UTF-16
// (unpaired surrogates: "invalid UTF-16"); a UTF-32 BOM is an error. A NUL byte makes it a
// binary file: BinaryFileError, wherever the NUL is (an image's header has bytes that are no
// UTF-8 before its first NUL, and is a binary file all the same). An empty file is a valid
// document with no text.
#ifndef CONCORD_DOCUMENT_H_
#define CONCORD_DOCUMENT_H_

#include <cstddef>
#include <string>
#include <string_view>

namespace concord {

// ICU's UTF-8 macros index with int32_t, and the scans that read ahead of an index (32 bytes
// at a time) must not overflow it: larger files are rejected with an InputError.
inline constexpr size_t kMaxDocumentBytes = 0x7FFFFFFF - 64;

struct Document {
  std::string path;  // as given; used in every message about this document
  std::string text;  // valid UTF-8, no BOM, "\n" line ends
};

Document DecodeDocument(const std::string& path, std::string_view bytes);

// The default of --max-file-size: larger editions are refused before they are read.
inline constexpr size_t kDefaultMaxFileBytes = size_t{64} << 20;

// Reads the whole file through ReadRegularFile (file_read.h). Throws InputError for a missing
// or unreadable file, anything that is not a regular file (a directory, a FIFO, a device, a
// socket: refused before it is opened), or a file larger than `max_bytes` (--max-file-size),
// whatever its stat() size says.
Document ReadDocument(const std::string& path, size_t max_bytes = kDefaultMaxFileBytes);

}  // namespace concord

#endif  // CONCORD_DOCUMENT_H_
