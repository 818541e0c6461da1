#include "base/file_read.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <limits>

#include "base/error.h"
#include "base/unique_fd.h"

namespace concord {

namespace {

std::string Errno(int e) { return std::strerror(e); }

[[noreturn]] void CannotOpen(const std::string& path, const ReadLimit& limit, int e) {
  std::string what = limit.what.empty() ? "" : " " + std::string(limit.what);
  throw InputError(path, 0, 0, "cannot open" + what + ": " + Errno(e));
}

void RequireRegular(const std::string& path, const struct stat& st) {
  if (!S_ISREG(st.st_mode)) throw InputError(path, 0, 0, NotRegularFileMessage(st.st_mode));
}

std::string LimitText(const ReadLimit& limit) {
  if (!limit.flag.empty()) return std::string(limit.flag) + " " + std::to_string(limit.max_bytes);
  return "the " + std::to_string(limit.max_bytes) + " bytes a " + std::string(limit.what) +
         " may have";
}

}  // namespace

std::string_view FileTypeName(unsigned mode) {
  switch (mode & S_IFMT) {
    case S_IFREG:
      return "a regular file";
    case S_IFDIR:
      return "a directory";
    case S_IFIFO:
      return "a FIFO";
    case S_IFCHR:
      return "a character device";
    case S_IFBLK:
      return "a block device";
    case S_IFSOCK:
      return "a socket";
    case S_IFLNK:
      return "a symbolic link";
    default:
      return "a special file";
  }
}

std::string NotRegularFileMessage(unsigned mode, std::string_view wanted) {
  if (wanted.empty()) {
    if (S_ISDIR(mode)) return "is a directory, not a file";
    wanted = "a regular file";
  }
  return "is " + std::string(FileTypeName(mode)) + ", not " + std::string(wanted);
}

std::string ReadRegularFile(const std::string& path, const ReadLimit& limit) {
  // The type is checked before the open: opening a FIFO for reading waits for a writer, and
  // opening a device may act on it (a tape rewinds).
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) CannotOpen(path, limit, errno);
  RequireRegular(path, st);
  if (!limit.head_only && static_cast<unsigned long long>(st.st_size) > limit.max_bytes)
    throw InputError(
        path, 0, 0,
        "file is " + std::to_string(st.st_size) + " bytes, more than " + LimitText(limit));
  // O_NONBLOCK: if the path was swapped for a FIFO since the stat(), the open still returns
  // (and the fstat() below refuses it); on a regular file the flag changes nothing.
  UniqueFd fd(::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC));
  if (fd.get() < 0) CannotOpen(path, limit, errno);
  if (::fstat(fd.get(), &st) != 0) CannotOpen(path, limit, errno);
  RequireRegular(path, st);

  // Read straight into the string the caller keeps. One byte past the limit is asked for, so
  // a file that is longer than its stat() size said is caught without reading the rest.
  const size_t cap =
      limit.max_bytes == std::numeric_limits<size_t>::max() ? limit.max_bytes : limit.max_bytes + 1;
  std::string bytes;
  size_t have = 0;
  size_t want = std::min(cap, std::max<size_t>(static_cast<size_t>(st.st_size) + 1, 1 << 16));
  for (;;) {
    bytes.resize(want);
    ssize_t n = ::read(fd.get(), bytes.data() + have, want - have);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) throw InputError(path, 0, 0, "cannot read: " + Errno(errno));
    if (n == 0) break;
    have += static_cast<size_t>(n);
    if (have > limit.max_bytes && limit.head_only) {
      have = limit.max_bytes;
      break;
    }
    if (have > limit.max_bytes)
      throw InputError(path, 0, 0,
                       "file is more than " + LimitText(limit) +
                           " (reading stopped there; its size was given as " +
                           std::to_string(st.st_size) + " bytes)");
    if (have == want) want = std::min(cap, want > cap / 2 ? cap : want * 2);
  }
  bytes.resize(have);
  return bytes;
}

std::optional<size_t> ParseByteSize(std::string_view text) {
  size_t digits = 0;
  size_t value = 0;
  constexpr size_t kMax = std::numeric_limits<size_t>::max();
  for (; digits < text.size() && text[digits] >= '0' && text[digits] <= '9'; ++digits) {
    const size_t d = static_cast<size_t>(text[digits] - '0');
    if (value > (kMax - d) / 10) return std::nullopt;
    value = value * 10 + d;
  }
  if (digits == 0) return std::nullopt;
  const std::string_view unit = text.substr(digits);
  int shift;
  if (unit.empty())
    shift = 0;
  else if (unit == "K" || unit == "k")
    shift = 10;
  else if (unit == "M" || unit == "m")
    shift = 20;
  else if (unit == "G" || unit == "g")
    shift = 30;
  else
    return std::nullopt;
  if (value > (kMax >> shift)) return std::nullopt;
  return value << shift;
}

}  // namespace concord
