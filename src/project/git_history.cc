// GitHistory (vcs.h): the last commit date of many files from one history walk per
// repository.
#include <unistd.h>  // environ

#include <cstddef>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <unordered_map>
#include <utility>

#include "project/vcs.h"

namespace concord {
namespace fs = std::filesystem;
namespace {

// Splits a stream of NUL-terminated tokens, handing each whole token to `on_token` (which
// returns false to stop). A token may arrive over several pieces.
class TokenReader {
 public:
  explicit TokenReader(std::function<bool(const std::string&)> on_token)
      : on_token_(std::move(on_token)) {}
  bool Feed(std::string_view piece) {
    for (size_t nul; (nul = piece.find('\0')) != std::string_view::npos;) {
      token_.append(piece.substr(0, nul));
      piece.remove_prefix(nul + 1);
      if (!on_token_(token_)) return false;
      token_.clear();
    }
    token_.append(piece);
    return true;
  }

 private:
  std::function<bool(const std::string&)> on_token_;
  std::string token_;
};

// The files of one repository: by their path in it, each file as the caller gave it (one path
// may have been given under several names).
struct Repository {
  std::unordered_map<std::string, std::vector<std::string>> files;
  // By the first component of those paths, the deepest directory holding all of them ("" for
  // a file at the top): the walk is limited to these.
  std::map<std::string, std::string> pathspecs;
};

// The deepest directory that holds both `dir` (a directory, or a path at the top) and `path`.
std::string CommonDirectory(const std::string& dir, const std::string& path) {
  size_t common = 0;
  for (size_t i = 0; i < dir.size() && i < path.size() && dir[i] == path[i]; ++i)
    if (dir[i] == '/') common = i;
  if (dir.size() < path.size() && path.compare(0, dir.size(), dir) == 0 && path[dir.size()] == '/')
    common = dir.size();  // `dir` itself
  return dir.substr(0, common);
}

// Reads the walk's output (`--format=%x00%cs --name-only -z`): each commit is an empty token,
// its date, then the names it changed, the first with a '\n' before it. Names are never
// empty, so an empty token always starts a commit. Dates the files in `pending` (a path in
// the repository → its date, "" while unknown); Feed returns false once none is unknown.
class WalkReader {
 public:
  explicit WalkReader(std::unordered_map<std::string, std::string>* pending)
      : pending_(pending), left_(pending->size()) {}
  bool Done() const { return left_ == 0; }
  bool Token(const std::string& token) {
    if (token.empty()) {
      state_ = State::kDate;
    } else if (state_ == State::kDate) {
      date_ = token.size() == 10 ? token : "";  // "YYYY-MM-DD"
      state_ = State::kFirstName;
    } else {
      const bool first = state_ == State::kFirstName;
      state_ = State::kName;
      auto it = pending_->find(first && token[0] == '\n' ? token.substr(1) : token);
      if (it != pending_->end() && it->second.empty() && !date_.empty()) {
        it->second = date_;
        --left_;
      }
    }
    return !Done();
  }

 private:
  enum class State { kDate, kFirstName, kName };
  std::unordered_map<std::string, std::string>* pending_;
  size_t left_;
  State state_ = State::kName;
  std::string date_;
};

}  // namespace

GitHistory::GitHistory(std::chrono::milliseconds timeout) : timeout_(timeout) {
  auto name_of = [](const std::string& assignment) {
    return assignment.substr(0, assignment.find('='));
  };
  for (char** e = environ; e && *e; ++e) {
    const std::string var = *e;
    bool replaced = false;
    for (const std::string& ours : kGitEnvironment) replaced |= name_of(ours) == name_of(var);
    if (!replaced) env_.push_back(var);
  }
  env_.insert(env_.end(), kGitEnvironment.begin(), kGitEnvironment.end());
}

std::vector<std::string> GitHistory::GitArgv(const std::string& dir,
                                             const std::vector<std::string>& command) {
  std::vector<std::string> argv = {"git", "--no-pager", "--literal-pathspecs"};
  for (const std::string& c : kGitConfig) argv.insert(argv.end(), {"-c", c});
  argv.insert(argv.end(), {"-C", dir});
  argv.insert(argv.end(), command.begin(), command.end());
  return argv;
}

std::vector<std::string> GitHistory::WalkCommand(const std::vector<std::string>& pathspecs) {
  // -m with log.diffMerges=first-parent (kGitConfig) and --first-parent: a merge is listed
  // with what it changed against its first parent, as `git log --first-parent -- F` compares
  // it. --root: the root commit lists the files it adds.
  std::vector<std::string> command = {"log",
                                      "--first-parent",
                                      "-m",
                                      "--root",
                                      "--no-renames",
                                      "--name-only",
                                      "-z",
                                      "--format=%x00%cs",
                                      "--no-ext-diff",
                                      "--no-textconv",
                                      "--no-color",
                                      "--no-notes",
                                      "--"};
  command.insert(command.end(), pathspecs.begin(), pathspecs.end());
  return command;
}

bool GitHistory::Run(const std::string& dir, const std::vector<std::string>& command,
                     const std::function<bool(std::string_view)>& sink, GitRun::Status* status) {
  if (!timed_out_.empty()) return false;
  *status = StreamProgram(GitArgv(dir, command), env_, timeout_, sink);
  if (*status == GitRun::Status::kTimedOut) timed_out_ = dir;
  return timed_out_.empty();
}

std::map<std::string, std::string> GitHistory::LastCommitDates(
    const std::vector<std::string>& files) {
  std::map<std::string, std::string> dates;
  for (const std::string& file : files) dates[file] = "";
  // The repository of each directory, and the files below it by their path in it.
  const std::map<std::string, bool> maybe_in_git = MayBeInWorkTreeByFile(files);
  std::map<std::string, Repository> repositories;  // by the top directory
  std::map<std::string, std::optional<std::pair<std::string, std::string>>> dirs;
  for (const std::string& file : files) {
    if (!maybe_in_git.at(file)) continue;
    std::error_code ec;
    const fs::path p = fs::absolute(file, ec);
    if (ec || p.empty()) continue;
    auto [where, added] = dirs.try_emplace(p.parent_path().string());
    if (added) {
      std::string out;
      GitRun::Status status = GitRun::Status::kNotStarted;
      if (!Run(
              where->first, {"rev-parse", "--show-toplevel", "--show-prefix"},
              [&](std::string_view piece) { return out.append(piece).size() < 65536; }, &status))
        break;
      // "TOP\nPREFIX\n": a top directory or prefix with a newline in it is not told apart.
      const size_t nl = out.find('\n');
      if (status == GitRun::Status::kOk && nl != std::string::npos && out.back() == '\n' &&
          out.find('\n', nl + 1) == out.size() - 1)
        where->second.emplace(out.substr(0, nl), out.substr(nl + 1, out.size() - nl - 2));
    }
    if (!where->second) continue;
    const auto& [top, prefix] = *where->second;
    const std::string path = prefix + p.filename().string();
    Repository& repo = repositories[top];
    repo.files[path].push_back(file);
    const std::string first = path.substr(0, path.find('/'));
    auto [spec, first_of_it] = repo.pathspecs.try_emplace(first, path.substr(0, path.rfind('/')));
    if (!first_of_it) spec->second = CommonDirectory(spec->second, path);
  }
  for (auto& [top, repo] : repositories) {
    std::vector<std::string> pathspecs;
    for (const auto& [first, dir] : repo.pathspecs) pathspecs.push_back(dir.empty() ? first : dir);
    // The files HEAD has: the walk ends once they all have a date.
    std::unordered_map<std::string, std::string> pending;
    // A reference of its own: clang before 16 does not let a lambda capture a structured
    // binding (the fuzz build, tools/fuzz.sh).
    const auto& files = repo.files;
    TokenReader listed([&](const std::string& path) {
      if (files.count(path)) pending.emplace(path, "");
      return true;
    });
    std::vector<std::string> ls_tree = {"ls-tree",     "-r",   "-z", "--name-only",
                                        "--full-tree", "HEAD", "--"};
    ls_tree.insert(ls_tree.end(), pathspecs.begin(), pathspecs.end());
    GitRun::Status status = GitRun::Status::kNotStarted;
    if (!Run(
            top, ls_tree, [&](std::string_view piece) { return listed.Feed(piece); }, &status))
      break;
    if (status != GitRun::Status::kOk || pending.empty()) continue;
    WalkReader walk(&pending);
    TokenReader tokens([&](const std::string& token) { return walk.Token(token); });
    const bool went_on = Run(
        top, WalkCommand(pathspecs), [&](std::string_view piece) { return tokens.Feed(piece); },
        &status);
    // The walk goes down the chain, so each date found is final even when git failed further
    // down (a missing object): the files it did not reach keep "".
    for (const auto& [path, date] : pending)
      for (const std::string& file : repo.files[path]) dates[file] = date;
    if (!went_on) break;
  }
  return dates;
}

}  // namespace concord
