#include "project/vcs.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>  // environ

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>

#include "base/error.h"
#include "base/unique_fd.h"

namespace concord {
namespace fs = std::filesystem;
namespace {

std::vector<char*> Pointers(const std::vector<std::string>& strings) {
  std::vector<char*> out;
  for (const std::string& s : strings) out.push_back(const_cast<char*>(s.c_str()));
  out.push_back(nullptr);
  return out;
}

FoundFile Found(const fs::path& path, FoundFile::Kind kind, unsigned mode = 0) {
  FoundFile f;
  f.path = path;
  f.kind = kind;
  f.mode = mode;
  return f;
}

int WaitFor(pid_t pid) {
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  return status;
}

}  // namespace

GitRun::Status StreamProgram(const std::vector<std::string>& argv,
                             const std::vector<std::string>& env, std::chrono::milliseconds timeout,
                             const std::function<bool(std::string_view)>& sink) {
  int fds[2];
  // Close-on-exec, so that programs other threads start meanwhile do not hold the write end
  // open (the read would not see the end of the output until they exit).
  if (pipe2(fds, O_CLOEXEC) != 0) return GitRun::Status::kNotStarted;
  UniqueFd read_end(fds[0]), write_end(fds[1]);

  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_adddup2(&actions, write_end.get(), STDOUT_FILENO);
  posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
  posix_spawnattr_t attr;
  posix_spawnattr_init(&attr);
  // The child starts with default signal handling and no blocked signals, whatever concord
  // does with them (an ignored SIGPIPE would stay ignored across exec).
  sigset_t none, defaults;
  sigemptyset(&none);
  sigemptyset(&defaults);
  sigaddset(&defaults, SIGPIPE);
  sigaddset(&defaults, SIGINT);
  sigaddset(&defaults, SIGTERM);
  posix_spawnattr_setsigmask(&attr, &none);
  posix_spawnattr_setsigdefault(&attr, &defaults);
  posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
  std::vector<char*> args = Pointers(argv), envp = Pointers(env);
  pid_t pid = -1;
  const int spawned = posix_spawnp(&pid, args[0], &actions, &attr, args.data(), envp.data());
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attr);
  write_end.Close();
  if (spawned != 0) return GitRun::Status::kNotStarted;

  auto deadline = std::chrono::steady_clock::now() + timeout;
  bool timed_out = false, stopped = false;
  char buf[65536];
  for (;;) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) {
      timed_out = true;
      break;
    }
    pollfd p{read_end.get(), POLLIN, 0};
    const int ready = poll(&p, 1, static_cast<int>(std::min<long long>(left.count(), 1 << 30)));
    if (ready < 0 && errno == EINTR) continue;
    if (ready == 0) continue;  // the deadline is checked above
    if (ready < 0) break;
    const ssize_t n = read(read_end.get(), buf, sizeof buf);
    if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
    if (n <= 0) break;  // the end of the output (or an error reading it)
    // The time limit is for a program that stops making progress, not for a long output.
    deadline = std::chrono::steady_clock::now() + timeout;
    if (!sink(std::string_view(buf, static_cast<size_t>(n)))) {
      stopped = true;
      break;
    }
  }
  if (timed_out || stopped) kill(pid, SIGKILL);
  read_end.Close();
  const int status = WaitFor(pid);
  if (timed_out) return GitRun::Status::kTimedOut;
  if (stopped) return GitRun::Status::kStopped;
  return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? GitRun::Status::kOk
                                                       : GitRun::Status::kFailed;
}

GitRun RunProgram(const std::vector<std::string>& argv, const std::vector<std::string>& env,
                  std::chrono::milliseconds timeout, size_t max_output) {
  GitRun run;
  run.status = StreamProgram(argv, env, timeout, [&](std::string_view piece) {
    run.out.append(piece.substr(0, max_output - std::min(max_output, run.out.size())));
    return true;  // the rest is read and dropped
  });
  return run;
}

bool MayBeInWorkTree(const std::filesystem::path& dir) {
  if (std::getenv("GIT_DIR") || std::getenv("GIT_WORK_TREE")) return true;
  std::error_code ec;
  for (std::filesystem::path p = dir;; p = p.parent_path()) {
    if (std::filesystem::exists(p / ".git", ec)) return true;
    if (!p.has_relative_path()) return false;  // the root
  }
}

std::map<std::string, bool> MayBeInWorkTreeByFile(const std::vector<std::string>& files) {
  std::map<std::string, bool> dir_in_git;  // by the directory's canonical path
  std::map<std::string, bool> maybe_in_git;
  for (const std::string& file : files) {
    std::error_code ec;
    const std::string dir = fs::weakly_canonical(fs::absolute(file, ec).parent_path(), ec).string();
    auto [known, added] = dir_in_git.try_emplace(dir, false);
    if (added) known->second = MayBeInWorkTree(dir);
    maybe_in_git[file] = known->second;
  }
  return maybe_in_git;
}

std::string ShownPath(const fs::path& p) {
  std::error_code ec;
  const fs::path cwd = fs::current_path(ec);
  fs::path rel = fs::absolute(p, ec).lexically_normal().lexically_proximate(cwd);
  if (ec || rel.empty()) return p.lexically_normal().generic_string();
  std::string s = rel.generic_string();
  return s.rfind("../../", 0) == 0 ? p.lexically_normal().generic_string() : s;
}

bool IsWithin(const fs::path& p, const fs::path& root) {
  return std::mismatch(root.begin(), root.end(), p.begin(), p.end()).first == root.end();
}

std::optional<fs::path> RealPath(const fs::path& p) {
  std::error_code ec;
  fs::path real = fs::canonical(p, ec);
  if (ec) return std::nullopt;
  return real;
}

fs::path RealDirectoryPath(const fs::path& dir, const std::string& shown) {
  std::error_code ec;
  fs::path real = fs::canonical(dir, ec);
  if (ec) throw InputError(shown, 0, 0, "cannot read directory: " + ec.message());
  return real;
}

bool IsDirectory(const std::string& path) {
  std::error_code ec;
  return fs::is_directory(path, ec);
}

bool DirectoryPresent(const fs::path& dir) {
  std::error_code ec;
  const fs::file_status st = fs::status(dir, ec);
  if (ec && ec != std::errc::no_such_file_or_directory && ec != std::errc::not_a_directory)
    throw InputError(ShownPath(dir), 0, 0, "cannot read directory: " + ec.message());
  return fs::is_directory(st);
}

PathProbe ProbePath(const fs::path& p) {
  std::error_code ec;
  const fs::file_status st = fs::status(p, ec);
  if (fs::exists(st) && !fs::is_regular_file(st)) {
    struct stat mode {};  // left 0 ("a special file") if it vanished since
    ::stat(p.c_str(), &mode);
    return {PathProbe::Kind::kNotRegular, mode.st_mode};
  }
  if (!fs::exists(st) && fs::is_symlink(fs::symlink_status(p, ec)))
    return {PathProbe::Kind::kBrokenLink, 0};
  if (fs::is_regular_file(st)) return {PathProbe::Kind::kRegularFile, 0};
  return {PathProbe::Kind::kAbsent, 0};
}

// One directory's entries, read whole: its descriptor is closed before the walk goes below
// it, so a tree of any depth is walked with one descriptor open at a time.
std::vector<fs::directory_entry> ReadEntries(const fs::path& dir) {
  std::error_code ec;
  std::vector<fs::directory_entry> entries;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
    entries.push_back(*it);
  if (ec) throw InputError(ShownPath(dir), 0, 0, "cannot read directory: " + ec.message());
  return entries;
}

// What FindFiles keeps of one entry: a document's name that is no regular file, or a regular
// file (with where it leads when it is a link).
void AddIfDocument(const fs::directory_entry& entry, const std::set<std::string>& extensions,
                   std::vector<FoundFile>* files) {
  const fs::path& p = entry.path();
  if (!extensions.count(p.extension().string())) return;
  std::error_code entry_ec;  // an entry that vanished or cannot be stat'ed is no document
  if (!entry.is_regular_file(entry_ec)) {
    // A FIFO, socket or device with a document's name is never opened (a FIFO would wait for
    // a writer).
    struct stat st {};
    if (::stat(p.c_str(), &st) == 0)
      files->push_back(Found(p, FoundFile::Kind::kNotRegular, st.st_mode));
    else if (entry.is_symlink(entry_ec))
      files->push_back(Found(p, FoundFile::Kind::kBrokenLink));
    return;
  }
  FoundFile f = Found(p, FoundFile::Kind::kRegular);
  if (entry.is_symlink(entry_ec)) {
    f.is_link = true;
    f.real = fs::canonical(p, entry_ec);
    if (entry_ec) {
      f.real.reset();
      f.link_error = entry_ec.message();
    }
  }
  files->push_back(std::move(f));
}

std::vector<FoundFile> FindFiles(const fs::path& dir, const std::set<std::string>& extensions) {
  // Depth first, each directory's entries in the order it lists them, as a recursive walk
  // would give them; the stack holds the entries still to visit at each depth.
  struct Level {
    std::vector<fs::directory_entry> entries;
    size_t next = 0;
  };
  std::vector<FoundFile> files;
  std::vector<Level> stack;
  stack.push_back({ReadEntries(dir)});
  while (!stack.empty()) {
    Level& level = stack.back();
    if (level.next == level.entries.size()) {
      stack.pop_back();
      continue;
    }
    const fs::directory_entry entry = level.entries[level.next++];
    std::error_code entry_ec;
    if (!entry.is_directory(entry_ec)) {
      AddIfDocument(entry, extensions, &files);
      continue;
    }
    // .git, .hugo_build.lock … are not entered, nor is a link to a directory.
    const bool hidden = entry.path().filename().string().rfind('.', 0) == 0;
    if (!hidden && !entry.is_symlink(entry_ec)) stack.push_back({ReadEntries(entry.path())});
  }
  return files;
}

}  // namespace concord
