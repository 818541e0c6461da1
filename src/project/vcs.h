// vcs.h — everything the project layer asks its environment: the version-control history of
// a file, and the file system (what is at a path, its real path, the files below a directory).
// project.cc, tree_check.cc and audit.cc are logic over the answers; nothing else in them
// starts a process or calls stat().
//
//   if (std::optional<fs::path> real = RealPath(file)) …         // symbolic links resolved
//   for (const FoundFile& f : FindFiles(dir, {".md"})) …           // InputError if unreadable
//   std::map<std::string, bool> known = MayBeInWorkTreeByFile(files);  // could git date it
//
// Git. Every git process concord starts, and how it starts them. The tree being checked
// may come from anyone (a pull request), and git reads configuration from it (.git/config,
// or a bare repository planted in a subdirectory) that can name programs for git to run
// (gpg.program with log.showSignature, core.fsmonitor, core.sshCommand on a lazy fetch …).
// So git is run without a shell, with a fixed argv whose command-line configuration (which
// outranks the repository's) turns those features off, a fixed environment, stdin and
// stderr on /dev/null, and a time limit (a config include naming a FIFO makes git wait
// forever).
//
//   GitHistory git;                                        // reads the environment once
//   std::map<std::string, std::string> dates = git.LastCommitDates(files);  // "2026-11-29" or ""
//
// The last commit of a file F of a repository whose HEAD has F: the first commit C of the
// first-parent chain of HEAD (HEAD, its first parent, that one's first parent … the root) in
// which F differs from C's first parent (for the root: in which F exists). Its date is C's
// committer date (%cs). That is what `git log -1 --first-parent --format=%cs -- F` prints, and
// on linear history what `git log -1 --format=%cs -- F` prints. So:
//   - a change made on a branch and merged dates from the merge (when it reached the branch
//     checked out); `git log -1 -- F` would name the branch's own commit;
//   - renames are not followed: a renamed file's last commit is the rename (or a later one);
//   - uncommitted edits are not seen: a modified file has the date of its last commit;
//   - a file HEAD does not have (untracked, only staged, or deleted by a commit and back in
//     the work tree) has no date.
// One walk per repository answers all its files: its files are grouped by the repository
// git finds from each file's directory (submodules and nested repositories are their own),
// and for each repository (argv by GitArgv, from the repository's top directory):
//   git … -C DIR rev-parse --show-toplevel --show-prefix        (once per directory)
//   git … -C TOP ls-tree -r -z --name-only --full-tree HEAD -- PATHSPECS
//   git … -C TOP log --first-parent -m --root --no-renames --name-only -z --format=%x00%cs
//         --no-ext-diff --no-textconv --no-color --no-notes -- PATHSPECS
// where `git …` is `git --no-pager --literal-pathspecs <kGitConfig as -c pairs>`, and
// PATHSPECS are the first components of the files' paths in the repository ("docs", "pages.zh"),
// which limit the walk to the part of history that can name them. The log is read as it comes
// and stopped once every file of the ls-tree has its date. Each run has the environment of
// concord plus kGitEnvironment (which replaces those variables). safe.directory is left alone:
// a repository git does not trust (owned by another user) is not read, and its files get no
// date.
#ifndef CONCORD_PROJECT_VCS_H_
#define CONCORD_PROJECT_VCS_H_

#include <chrono>
#include <cstddef>
#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace concord {

// -c NAME=VALUE pairs given to every git run: no signature checks (no gpg.program), no
// fsmonitor hook, no external diff, no pager, no rename following, a merge's changes shown
// against its first parent (what `-m` shows: gits before 2.31 know no other way, and ignore
// the key), no implicit bare repositories, and no transport (a lazy fetch
// in a partial clone would run ssh or credential helpers that the repository's config names).
inline const std::vector<std::string> kGitConfig = {"log.showSignature=false",
                                                    "core.fsmonitor=false",
                                                    "diff.external=",
                                                    "core.pager=cat",
                                                    "log.follow=false",
                                                    "safe.bareRepository=explicit",
                                                    "log.diffMerges=first-parent",
                                                    "protocol.allow=never",
                                                    "protocol.file.allow=never",
                                                    "protocol.git.allow=never",
                                                    "protocol.ssh.allow=never",
                                                    "protocol.http.allow=never",
                                                    "protocol.https.allow=never",
                                                    "protocol.ext.allow=never"};

// Environment variables set for every git run: only the repository's own configuration is
// read besides the command line (no /etc/gitconfig, no ~/.gitconfig), so a date does not
// depend on the machine; no credential prompt; no optional lock taken on the index (a
// commit in progress holds it); no lazy fetch of missing objects (gits from the 2024
// security releases on, 2.39.4 included; the protocol settings above cover older ones).
inline const std::vector<std::string> kGitEnvironment = {
    "GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL=/dev/null", "GIT_TERMINAL_PROMPT=0",
    "GIT_OPTIONAL_LOCKS=0", "GIT_NO_LAZY_FETCH=1"};

// How long one git run may go on without writing anything before it is killed: far longer
// than a walk of a very large history spends between two commits that touch the paths it is
// limited to, so only a git that hangs (a lock, a network filesystem, a FIFO) is cut short.
inline constexpr std::chrono::milliseconds kDefaultGitTimeout{30000};

struct GitRun {
  enum class Status { kOk, kFailed, kTimedOut, kNotStarted, kStopped };
  Status status = Status::kNotStarted;
  std::string out;  // stdout, up to `max_output` bytes (the rest is read and dropped)
};

// Runs `argv` (argv[0] looked up in PATH) with `env` as its whole environment, stdin and
// stderr /dev/null, and hands its stdout to `sink` piece by piece as it comes. Killed
// (SIGKILL) when it writes nothing for `timeout` (kTimedOut), or once `sink` returns false
// (kStopped). kOk: exited with status 0. Thread-safe.
GitRun::Status StreamProgram(const std::vector<std::string>& argv,
                             const std::vector<std::string>& env, std::chrono::milliseconds timeout,
                             const std::function<bool(std::string_view)>& sink);

// StreamProgram with the output kept, up to `max_output` bytes.
GitRun RunProgram(const std::vector<std::string>& argv, const std::vector<std::string>& env,
                  std::chrono::milliseconds timeout, size_t max_output = 4096);

// Whether git could take `dir` for part of a work tree: a .git (directory, or file for a
// linked work tree or submodule) in it or above it, or GIT_DIR / GIT_WORK_TREE set. Without,
// no git process need be started for it: that git would say "not a git repository".
bool MayBeInWorkTree(const std::filesystem::path& dir);

// For each of `files`, MayBeInWorkTree(its directory), asked once per directory (by the
// directory's real path).
std::map<std::string, bool> MayBeInWorkTreeByFile(const std::vector<std::string>& files);

class GitHistory {
 public:
  // Takes concord's environment (as of now) with kGitEnvironment set in it.
  explicit GitHistory(std::chrono::milliseconds timeout = kDefaultGitTimeout);

  // `git --no-pager --literal-pathspecs <kGitConfig as -c pairs> -C DIR <command>`.
  static std::vector<std::string> GitArgv(const std::string& dir,
                                          const std::vector<std::string>& command);

  // The `log` command of the walk limited to `pathspecs` (given to GitArgv).
  static std::vector<std::string> WalkCommand(const std::vector<std::string>& pathspecs);

  // For each of `files` (paths as given: relative to the current directory, or absolute),
  // "YYYY-MM-DD" of its last commit (as the header comment defines it), or "" when git is
  // missing, fails (no repository, an untrusted one, no HEAD), the file has none, or git timed
  // out. Files in a directory that !MayBeInWorkTree start no process. After one run timed out
  // no more are started (a repository that hangs git hangs it for every file).
  std::map<std::string, std::string> LastCommitDates(const std::vector<std::string>& files);

  // What git runs with: concord's environment with kGitEnvironment set.
  const std::vector<std::string>& environment() const { return env_; }

  // The directory in which a git run timed out first, or "" when none did.
  const std::string& TimedOut() const { return timed_out_; }

 private:
  // Runs git in `dir`: false once a run timed out (then or before).
  bool Run(const std::string& dir, const std::vector<std::string>& command,
           const std::function<bool(std::string_view)>& sink, GitRun::Status* status);

  std::vector<std::string> env_;
  std::chrono::milliseconds timeout_;
  std::string timed_out_;
};

// The file system.

// A path as the user knows it: relative to the current directory when below it or near, and
// never with symbolic links resolved (a link is named as itself, not as its target).
std::string ShownPath(const std::filesystem::path& p);

// Whether the real path `p` is `root` or below it (both canonical).
bool IsWithin(const std::filesystem::path& p, const std::filesystem::path& root);

// The real path of `p` (symbolic links resolved), or nullopt when it cannot be resolved.
std::optional<std::filesystem::path> RealPath(const std::filesystem::path& p);

// The real path of the directory `dir`. Throws InputError "<shown>: cannot read directory:
// <why>" when it cannot be resolved.
std::filesystem::path RealDirectoryPath(const std::filesystem::path& dir, const std::string& shown);

// Whether `path` is a directory (symbolic links followed); false also when that cannot be
// told.
bool IsDirectory(const std::string& path);

// Whether `dir` is a directory (symbolic links followed): false when nothing is there or a
// path component is no directory. Throws InputError "<ShownPath(dir)>: cannot read directory:
// <why>" when it cannot be told (a parent that may not be searched): taking that for "absent"
// would report every document below it as missing.
bool DirectoryPresent(const std::filesystem::path& dir);

// What is at a path, as stat() and lstat() see it.
struct PathProbe {
  enum class Kind {
    kAbsent,       // nothing, or nothing stat() can see (a parent that may not be searched)
    kRegularFile,  // a regular file, or a symbolic link to one
    kNotRegular,   // a directory, FIFO, socket or device, or a symbolic link to one
    kBrokenLink,   // a symbolic link to nothing
  };
  Kind kind = Kind::kAbsent;
  unsigned mode = 0;  // kNotRegular: its stat() mode (0 when it vanished meanwhile)
};
PathProbe ProbePath(const std::filesystem::path& p);

// A file that FindFiles found.
struct FoundFile {
  enum class Kind {
    kRegular,     // a regular file, or a symbolic link to one
    kNotRegular,  // a FIFO, socket or device (or a link to one): never opened
    kBrokenLink,  // a symbolic link to nothing
  };
  std::filesystem::path path;  // the walked directory / the path below it
  Kind kind = Kind::kRegular;
  unsigned mode = 0;  // kNotRegular: its stat() mode
  // kRegular: whether it is a symbolic link, and then its real path or why it has none.
  bool is_link = false;
  std::optional<std::filesystem::path> real;
  std::string link_error;
};

// Every file below `dir` (at any depth) whose extension is one of `extensions`, in the order of
// the walk. Directories whose name starts with '.' are not entered (.git, .hugo_build.lock …),
// nor are symbolic links to directories (no loops, and every file found below the real `dir`
// is inside it unless it is itself a link). An entry that vanishes or cannot be stat'ed during
// the walk is left out. The real path of each regular file that is a symbolic link is found
// (FoundFile::real): where it leads decides whether it is read. Throws InputError "<ShownPath(…)>:
// cannot read directory: <why>" when `dir` or a directory below it cannot be read: leaving it out
// would report its documents as missing.
std::vector<FoundFile> FindFiles(const std::filesystem::path& dir,
                                 const std::set<std::string>& extensions);

}  // namespace concord

#endif  // CONCORD_PROJECT_VCS_H_
