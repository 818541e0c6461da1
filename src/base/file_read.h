// file_read.h — the one way concord reads a file it was given: editions, the project config,
// rule files, baselines.
//
//   std::string bytes = ReadRegularFile("concord.yml", {"project config", kMaxSettingsFileBytes});
//   std::optional<size_t> max = ParseByteSize("64M");   // 67108864; nullopt when malformed
//
// Only a regular file (or a symlink to one) is read. Anything else is an InputError naming the
// path and what it is — a directory, a FIFO, a character or block device (/dev/zero,
// /dev/urandom), a socket — and is refused from its stat() before it is opened, so a FIFO never
// blocks the open and a device is never opened at all. The file is opened with O_NONBLOCK and
// checked again with fstat(), so a path swapped for a FIFO in between cannot hang the read
// either. Reading stops after `max_bytes` + 1 bytes whatever stat() said about the size (files
// in /proc say 0, a file may grow while it is read): a larger file is an InputError, never a
// larger allocation.
#ifndef CONCORD_FILE_READ_H_
#define CONCORD_FILE_READ_H_

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace concord {

// A project config or a rule file larger than this is refused: such files are a few hundred
// bytes, and a glossary of thousands of terms is still far below it.
inline constexpr size_t kMaxSettingsFileBytes = size_t{4} << 20;

// Baselines list one entry per accepted finding (about 150 bytes each).
inline constexpr size_t kMaxBaselineBytes = size_t{256} << 20;

struct ReadLimit {
  // What the file is, for messages: "cannot open baseline: …", "… bytes a rule file may have".
  // Empty for an edition ("cannot open: …").
  std::string_view what;
  size_t max_bytes;
  // The flag that sets max_bytes, named in the size message ("--max-file-size"); empty when no
  // flag does.
  std::string_view flag = {};
  // A larger file is not refused: its first max_bytes bytes are read (the head of a document,
  // where its front matter is).
  bool head_only = false;
};

// The bytes of the regular file at `path` (symlinks followed). Throws InputError "path: …" for
// a missing or unreadable file, a file that is not a regular file, and a file of more than
// limit.max_bytes bytes (unless limit.head_only: then its first max_bytes bytes).
std::string ReadRegularFile(const std::string& path, const ReadLimit& limit);

// What a stat() mode is, for messages: "a directory", "a FIFO", "a character device", …
std::string_view FileTypeName(unsigned mode);

// The message for a path whose stat() mode is not a regular file's, without the path: with no
// `wanted`, "is a FIFO, not a regular file" ("is a directory, not a file" for a directory);
// with one, "is a FIFO, not <wanted>" ("is a directory, not a project config").
std::string NotRegularFileMessage(unsigned mode, std::string_view wanted = {});

// A byte count as --max-file-size takes it: decimal digits and an optional K, M or G
// (either case; powers of 1024). nullopt when malformed or when the value does not fit in a
// size_t.
std::optional<size_t> ParseByteSize(std::string_view text);

}  // namespace concord

#endif  // CONCORD_FILE_READ_H_
