#include "base/output_file.h"

#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <random>
#include <streambuf>

#include "base/error.h"
#include "base/unique_fd.h"

namespace concord {

namespace {

namespace fs = std::filesystem;

[[noreturn]] void CannotWrite(const std::string& path, const std::string& why) {
  throw InputError(path, 0, 0, "cannot write: " + why);
}

[[noreturn]] void CannotWrite(const std::string& path, int e) {
  CannotWrite(path, std::strerror(e));
}

// ---------------------------------------------------------------------------------------------
// Removing temporary files on a signal.
//
// This is concord's one piece of process-wide mutable state, and it has to be: a signal
// handler receives nothing but the signal number, so the names of the files it must remove
// can only be in static storage. The handler may only make async-signal-safe calls, so the
// names are plain char arrays written before the file is created, and a slot is "armed" (the
// handler may unlink its path) only while the file exists. The signals are blocked while a
// file is created or renamed and its slot armed or disarmed, so the handler never sees a slot
// that names a file not (or no longer) ours.

constexpr int kCaughtSignals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
constexpr int kSignalCount = sizeof kCaughtSignals / sizeof kCaughtSignals[0];

struct TempSlot {
  char path[PATH_MAX];
  volatile sig_atomic_t armed;
};
constexpr int kTempSlots = 4;  // -o and --write-baseline at most, at once
TempSlot g_temp_slots[kTempSlots];
struct sigaction g_previous_actions[kSignalCount];
bool g_handlers_installed = false;  // only touched outside the handler, by one thread

extern "C" void RemoveTempFilesAndReraise(int sig) {
  const int saved_errno = errno;
  for (TempSlot& slot : g_temp_slots)
    if (slot.armed) ::unlink(slot.path);
  for (int i = 0; i < kSignalCount; ++i)
    if (kCaughtSignals[i] == sig) ::sigaction(sig, &g_previous_actions[i], nullptr);
  // Blocked until the handler returns; then the previous disposition (the default: the
  // process ends with this signal) takes it.
  ::raise(sig);
  errno = saved_errno;
}

void InstallHandlers() {
  if (g_handlers_installed) return;
  g_handlers_installed = true;
  struct sigaction action {};
  action.sa_handler = RemoveTempFilesAndReraise;
  sigemptyset(&action.sa_mask);
  for (int sig : kCaughtSignals) sigaddset(&action.sa_mask, sig);
  for (int i = 0; i < kSignalCount; ++i) {
    ::sigaction(kCaughtSignals[i], nullptr, &g_previous_actions[i]);
    // nohup and background jobs ignore some of these; they stay ignored.
    if (g_previous_actions[i].sa_handler == SIG_IGN) continue;
    ::sigaction(kCaughtSignals[i], &action, nullptr);
  }
}

// Blocks the caught signals in this thread for its lifetime.
class SignalsBlocked {
 public:
  SignalsBlocked() {
    sigset_t set;
    sigemptyset(&set);
    for (int sig : kCaughtSignals) sigaddset(&set, sig);
    pthread_sigmask(SIG_BLOCK, &set, &old_);
  }
  ~SignalsBlocked() { pthread_sigmask(SIG_SETMASK, &old_, nullptr); }
  SignalsBlocked(const SignalsBlocked&) = delete;
  SignalsBlocked& operator=(const SignalsBlocked&) = delete;

 private:
  sigset_t old_;
};

// Creates a new file ".NAME.XXXXXX" next to `target` (O_EXCL, mode 0666 for the umask to
// act on) with its slot armed; returns the descriptor and the slot. A NAME too long to take
// the eight more bytes gives ".concord.XXXXXX": the shell's `>` writes such a name too.
// Errors name `shown`, the path as the user gave it.
int CreateTemp(const std::string& target, const std::string& shown, std::string* temp_path,
               int* slot_index) {
  const fs::path t(target);
  const std::string dir = t.parent_path().string();
  std::string name_part = t.filename().string();
  if (name_part.size() + 8 > NAME_MAX) name_part = "concord";
  const std::string prefix = (dir.empty() ? "" : dir + "/") + "." + name_part + ".";
  if (prefix.size() + 6 >= PATH_MAX) CannotWrite(shown, ENAMETOOLONG);
  InstallHandlers();
  static constexpr char kChars[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  std::random_device random;
  std::uniform_int_distribution<int> pick(0, sizeof kChars - 2);
  for (int attempt = 0; attempt < 100; ++attempt) {
    std::string name = prefix;
    for (int i = 0; i < 6; ++i) name += kChars[pick(random)];
    SignalsBlocked blocked;
    int slot = -1;
    for (int i = 0; i < kTempSlots && slot < 0; ++i)
      if (!g_temp_slots[i].armed) slot = i;
    if (slot < 0) CannotWrite(shown, "too many reports open at once");
    std::memcpy(g_temp_slots[slot].path, name.c_str(), name.size() + 1);
    int fd = ::open(name.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOCTTY, 0666);
    if (fd >= 0) {
      g_temp_slots[slot].armed = 1;
      *temp_path = name;
      *slot_index = slot;
      return fd;
    }
    if (errno != EEXIST) CannotWrite(shown, errno);
  }
  CannotWrite(shown, "no unused temporary file name");
}

// Removes the temporary file of `slot` (or, with `rename_to`, renames it there) and disarms
// the slot, with the signals blocked so that the handler never unlinks a name that is no
// longer ours. Returns 0 or the errno of the rename.
int ReleaseTemp(int slot, const std::string& temp_path, const std::string* rename_to) {
  SignalsBlocked blocked;
  int result = 0;
  if (rename_to) {
    if (::rename(temp_path.c_str(), rename_to->c_str()) != 0) {
      result = errno;
      ::unlink(temp_path.c_str());
    }
  } else {
    ::unlink(temp_path.c_str());
  }
  g_temp_slots[slot].armed = 0;
  return result;
}

// ---------------------------------------------------------------------------------------------

// Where a chain of symbolic links ends: the path of the first component that is not a link
// (it may not exist yet). Throws for a loop.
std::string FollowLinks(const std::string& path) {
  std::string p = path;
  for (int hops = 0;; ++hops) {
    struct stat st {};
    if (::lstat(p.c_str(), &st) != 0 || !S_ISLNK(st.st_mode)) return p;
    if (hops == 40) CannotWrite(path, ELOOP);
    std::string link(PATH_MAX, '\0');
    ssize_t n = ::readlink(p.c_str(), link.data(), link.size());
    if (n < 0) CannotWrite(path, errno);
    link.resize(static_cast<size_t>(n));
    if (link.empty() || link[0] == '/') {
      p = link;
    } else {
      const std::string dir = fs::path(p).parent_path().string();
      p = dir.empty() ? link : dir + "/" + link;
    }
  }
}

bool SameFile(const struct stat& a, const struct stat& b) {
  return a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

}  // namespace

// Not in the anonymous namespace: OutputFile::Impl, which has external linkage, holds one.
namespace output_file_internal {

// A stream buffer that writes to a file descriptor. The first failing write is kept, and
// every write after it fails too, so the stream goes bad and stays bad.
class FdBuf : public std::streambuf {
 public:
  FdBuf() : buffer_(size_t{1} << 16) { setp(buffer_.data(), buffer_.data() + buffer_.size()); }
  void set_fd(int fd) { fd_ = fd; }
  int error() const { return error_; }

 protected:
  int_type overflow(int_type c) override {
    if (!Drain()) return traits_type::eof();
    if (!traits_type::eq_int_type(c, traits_type::eof())) {
      *pptr() = traits_type::to_char_type(c);
      pbump(1);
    }
    return traits_type::not_eof(c);
  }
  int sync() override { return Drain() ? 0 : -1; }

 private:
  bool Drain() {
    const char* p = pbase();
    const char* end = pptr();
    setp(buffer_.data(), buffer_.data() + buffer_.size());
    if (error_) return false;
    while (p < end) {
      ssize_t n = ::write(fd_, p, static_cast<size_t>(end - p));
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {
        error_ = n < 0 ? errno : EIO;
        return false;
      }
      p += n;
    }
    return true;
  }

  std::vector<char> buffer_;
  int fd_ = -1;
  int error_ = 0;
};

}  // namespace output_file_internal

using output_file_internal::FdBuf;

void RefuseOverwritingInput(std::string_view flag, const std::string& output,
                            const std::vector<RunInput>& inputs) {
  struct stat out {};
  if (output.empty() || ::stat(output.c_str(), &out) != 0) return;
  for (const RunInput& input : inputs) {
    struct stat in {};
    if (::stat(input.path.c_str(), &in) != 0 || !SameFile(in, out)) continue;
    const std::string same = input.path == output ? "is " : "is the same file as ";
    throw InputError(std::string(flag) + " " + output + ": " + same + input.path + ", " +
                     input.role + " this run reads; refusing to write over it");
  }
}

struct OutputFile::Impl {
  enum class Kind { kStdout, kDirect, kReplace };
  Kind kind = Kind::kStdout;
  std::string path;    // as given, for messages
  std::string target;  // kReplace: the file the rename replaces
  std::string temp;    // kReplace: the temporary file
  int slot = -1;
  UniqueFd fd;
  FdBuf buf;
  std::ostream out{&buf};
  bool committed = false;
};

OutputFile::OutputFile(const std::string& path) : impl_(std::make_unique<Impl>()) {
  Impl& m = *impl_;
  m.path = path;
  if (path.empty()) return;
  if (path.back() == '/') CannotWrite(path, "not a file name");
  struct stat st {};
  const bool exists = ::stat(path.c_str(), &st) == 0;
  if (!exists && errno != ENOENT) CannotWrite(path, errno);
  if (exists && S_ISDIR(st.st_mode)) CannotWrite(path, EISDIR);
  if (exists) {
    for (int std_fd : {STDOUT_FILENO, STDERR_FILENO}) {
      struct stat s {};
      if (::fstat(std_fd, &s) == 0 && SameFile(s, st)) {
        m.kind = Impl::Kind::kDirect;
        m.fd = UniqueFd(::fcntl(std_fd, F_DUPFD_CLOEXEC, 0));
        if (m.fd.get() < 0) CannotWrite(path, errno);
        m.buf.set_fd(m.fd.get());
        return;
      }
    }
  }
  if (exists && !S_ISREG(st.st_mode)) {
    // No O_CREAT, no O_TRUNC: if the path became a regular file since the stat(), it is
    // refused below rather than truncated in place.
    m.kind = Impl::Kind::kDirect;
    m.fd = UniqueFd(::open(path.c_str(), O_WRONLY | O_NOCTTY | O_CLOEXEC));
    if (m.fd.get() < 0) CannotWrite(path, errno);
    struct stat now {};
    if (::fstat(m.fd.get(), &now) != 0 || S_ISREG(now.st_mode) || S_ISDIR(now.st_mode)) {
      m.fd.Close();
      CannotWrite(path, "the file changed while it was being opened");
    }
    m.buf.set_fd(m.fd.get());
    return;
  }
  m.kind = Impl::Kind::kReplace;
  m.target = FollowLinks(path);
  // A file the user may not write is not replaced either, though the directory would allow
  // the rename: the shell's `>` refuses it too.
  if (exists && ::faccessat(AT_FDCWD, m.target.c_str(), W_OK, AT_EACCESS) != 0)
    CannotWrite(path, errno);
  m.fd = UniqueFd(CreateTemp(m.target, path, &m.temp, &m.slot));
  m.buf.set_fd(m.fd.get());
  if (exists) {
    // Keep what the replaced file had: the owner where we may (root replacing a user's
    // report), then the permission bits (after the chown, which clears set-id bits).
    if (st.st_uid != ::geteuid() || st.st_gid != ::getegid())
      (void)!::fchown(m.fd.get(), st.st_uid, st.st_gid);
    if (::fchmod(m.fd.get(), st.st_mode & 07777) != 0) {
      const int e = errno;
      m.fd.Close();
      ReleaseTemp(m.slot, m.temp, nullptr);
      CannotWrite(path, e);
    }
  }
}

OutputFile::~OutputFile() {
  Impl& m = *impl_;
  m.fd.Close();
  if (m.kind == Impl::Kind::kReplace && !m.committed) ReleaseTemp(m.slot, m.temp, nullptr);
}

std::ostream& OutputFile::stream() {
  return impl_->kind == Impl::Kind::kStdout ? std::cout : impl_->out;
}

void OutputFile::Commit() {
  Impl& m = *impl_;
  if (m.kind == Impl::Kind::kStdout) {
    std::cout.flush();
    return;
  }
  if (m.committed) return;
  m.out.flush();
  int error = m.buf.error();
  if (!error && !m.out) error = EIO;
  // Only a file that replaces another is synced: the rename must not publish a file whose
  // data is still only in memory. A device or a FIFO has nothing to sync.
  if (!error && m.kind == Impl::Kind::kReplace && ::fsync(m.fd.get()) != 0) error = errno;
  if (m.fd.Close() != 0 && !error) error = errno;
  if (m.kind == Impl::Kind::kDirect) {
    m.committed = true;
    if (error) CannotWrite(m.path, error);
    return;
  }
  if (error) {
    ReleaseTemp(m.slot, m.temp, nullptr);
    m.committed = true;
    CannotWrite(m.path, error);
  }
  error = ReleaseTemp(m.slot, m.temp, &m.target);
  m.committed = true;
  if (error) CannotWrite(m.path, error);
}

void WriteOutputFile(const std::string& path, std::string_view content) {
  OutputFile file(path);
  file.stream().write(content.data(), static_cast<std::streamsize>(content.size()));
  file.Commit();
}

}  // namespace concord
