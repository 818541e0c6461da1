// Tests for vcs.h: the git processes concord starts run nothing the audited repository's
// configuration names, take any file name literally, and cannot hang the audit.
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <boost/test/unit_test.hpp>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <string>

#include "project/vcs.h"
#include "test_util.h"

namespace fs = std::filesystem;
using concord::GitHistory;
using concord::testing::AuditDates;
using concord::testing::TempDir;

namespace {

bool HaveGit() { return std::system("git --version >/dev/null 2>&1") == 0; }

// Runs `git ARGS` (shell words, the test's own) in `dir`, committing as of DATE (YYYY-MM-DD).
int Git(const fs::path& dir, const std::string& args, const std::string& date = "2026-01-01") {
  const std::string when = date + "T12:00:00";
  return std::system(("cd '" + dir.string() + "' && GIT_AUTHOR_DATE=" + when +
                      " GIT_COMMITTER_DATE=" + when + " git -c user.name=t -c user.email=t@t " +
                      args + " >/dev/null 2>&1")
                         .c_str());
}

// The date GitHistory gives `file` when asked for it alone.
std::string DateOf(GitHistory* git, const std::string& file) {
  return git->LastCommitDates({file})[file];
}

// An executable script that creates `marker` when run.
std::string MarkerScript(const TempDir& tmp, const std::string& name, const fs::path& marker) {
  std::string path = tmp.Write(name, "#!/bin/sh\ntouch '" + marker.string() + "'\n");
  chmod(path.c_str(), 0755);
  return path;
}

}  // namespace

// A repository whose .git/config asks for signature checks with its own gpg.program (and
// names an fsmonitor hook, an external diff and, with .gitattributes, a textconv driver):
// audit runs none of them, and still dates the files, the signed commit's included.
BOOST_AUTO_TEST_CASE(audit_runs_no_program_the_repository_config_names) {
  if (!HaveGit()) {
    BOOST_TEST_MESSAGE("git not installed: skipped");
    return;
  }
  TempDir tmp;
  const fs::path repo = tmp.path / "repo", marker = tmp.path / "ran";
  const std::string evil = MarkerScript(tmp, "evil.sh", marker);
  tmp.Write("repo/zh/a.txt", "你好，Alice Smith。\n");
  tmp.Write("repo/ko/a.txt", "안녕, Alice Smith.\n");
  BOOST_REQUIRE(Git(repo, "init -q") == 0);
  BOOST_REQUIRE(Git(repo, "add -A") == 0);
  BOOST_REQUIRE(Git(repo, "commit -q -m one", "2026-02-03") == 0);
  // A second commit changing zh/a.txt, rewritten with a gpgsig header (a signature as far
  // as `git log --show-signature` is concerned, so it calls gpg.program to verify it).
  tmp.Write("repo/zh/a.txt", "你好，Alice Smith。再见。\n");
  BOOST_REQUIRE(Git(repo, "commit -q -a -m two", "2026-03-04") == 0);
  BOOST_REQUIRE(Git(repo,
                    "cat-file commit HEAD | sed '/^committer /a gpgsig -----BEGIN PGP "
                    "SIGNATURE-----\\n \\n iQEzBAABCAAdFiEE\\n -----END PGP SIGNATURE-----' "
                    ">../signed && git update-ref HEAD $(git hash-object -t commit -w "
                    "../signed)") == 0);
  for (const std::string& setting : std::vector<std::string>{
           "log.showSignature true", "gpg.program " + evil, "core.fsmonitor " + evil,
           "diff.external " + evil, "core.pager " + evil, "diff.evil.textconv " + evil})
    BOOST_REQUIRE(Git(repo, "config " + setting) == 0);
  tmp.Write("repo/.gitattributes", "*.txt diff=evil\n");
  // Plain git, configured so, does run it: the setup is a real attack.
  BOOST_REQUIRE(Git(repo, "log -1 --format=%cs -- zh/a.txt") == 0);
  BOOST_REQUIRE(fs::exists(marker));
  fs::remove(marker);
  // And so does the textconv driver alone, whenever git shows a change of such a file.
  BOOST_REQUIRE(Git(repo, "log -1 -p --no-show-signature --no-ext-diff -- zh/a.txt") == 0);
  BOOST_REQUIRE(fs::exists(marker));
  fs::remove(marker);

  auto dates = AuditDates(repo, "zh", "ko");
  BOOST_TEST(!fs::exists(marker));
  BOOST_TEST(dates["a.txt zh"] == "2026-03-04");
  BOOST_TEST(dates["a.txt ko"] == "2026-02-03");
}

// File names are taken literally: spaces, quotes, a leading dash, glob characters and
// pathspec magic each get the date of their own last commit.
BOOST_AUTO_TEST_CASE(file_names_are_literal) {
  if (!HaveGit()) {
    BOOST_TEST_MESSAGE("git not installed: skipped");
    return;
  }
  TempDir tmp;
  const fs::path repo = tmp.path / "repo";
  fs::create_directories(repo);
  BOOST_REQUIRE(Git(repo, "init -q") == 0);
  const std::vector<std::string> names = {"with space.md", "it's \"q\".md", "-n.md",
                                          "--output=x.md", "*.md",          ":(top)b.md",
                                          "$(touch x).md", "a\\b.md"};
  for (size_t i = 0; i < names.size(); ++i) {
    tmp.Write("repo/" + names[i], "text " + std::to_string(i) + "\n");
    BOOST_REQUIRE(Git(repo, "add -A") == 0);
    BOOST_REQUIRE(Git(repo, "commit -q -m n", "2026-01-1" + std::to_string(i)) == 0);
  }
  tmp.Write("repo/b.md", "later\n");  // what "*.md" and ":(top)b.md" would match as patterns
  BOOST_REQUIRE(Git(repo, "add -A") == 0);
  BOOST_REQUIRE(Git(repo, "commit -q -m later", "2026-02-01") == 0);
  GitHistory git;
  for (size_t i = 0; i < names.size(); ++i)
    BOOST_TEST(DateOf(&git, (repo / names[i]).string()) == "2026-01-1" + std::to_string(i),
               names[i]);
  BOOST_TEST(!fs::exists(repo / "x"));
  BOOST_TEST(DateOf(&git, (repo / "never.md").string()) == "");
  // All in one walk.
  std::vector<std::string> files;
  for (const std::string& name : names) files.push_back((repo / name).string());
  const std::map<std::string, std::string> dates = git.LastCommitDates(files);
  for (size_t i = 0; i < names.size(); ++i)
    BOOST_TEST(dates.at(files[i]) == "2026-01-1" + std::to_string(i), names[i]);
  // Relative to the current directory, as audit passes them.
  const fs::path cwd = fs::current_path();
  fs::current_path(repo);
  BOOST_TEST(DateOf(&git, "-n.md") == "2026-01-12");
  fs::current_path(cwd);
}

// A bare repository committed into the tree (a directory holding HEAD, objects/, refs/ and
// a config of its own) is not taken for the repository of the files in it.
BOOST_AUTO_TEST_CASE(an_embedded_bare_repository_is_not_used) {
  if (!HaveGit()) {
    BOOST_TEST_MESSAGE("git not installed: skipped");
    return;
  }
  TempDir tmp;
  const fs::path outer = tmp.path / "outer", work = tmp.path / "work";
  tmp.Write("outer/planted/x.md", "hi\n");
  BOOST_REQUIRE(Git(outer, "init -q") == 0);
  BOOST_REQUIRE(Git(outer, "add -A") == 0);
  BOOST_REQUIRE(Git(outer, "commit -q -m x", "2026-01-02") == 0);
  tmp.Write("work/x.md", "planted\n");
  BOOST_REQUIRE(Git(work, "init -q") == 0);
  BOOST_REQUIRE(Git(work, "add -A") == 0);
  BOOST_REQUIRE(Git(work, "commit -q -m y", "2026-09-09") == 0);
  BOOST_REQUIRE(
      std::system(("cp -r '" + (work / ".git").string() + "/.' '" + (outer / "planted").string() +
                   "/' && git -C '" + (outer / "planted").string() + "' config core.bare true")
                      .c_str()) == 0);
  // Plain git takes the planted repository (and would read its config).
  BOOST_REQUIRE(
      std::system(("git -C '" + (outer / "planted").string() + "' log -1 --format=%cs -- x.md >'" +
                   (tmp.path / "date").string() + "' 2>/dev/null")
                      .c_str()) == 0);
  BOOST_REQUIRE(concord::testing::ReadFile((tmp.path / "date").string()) == "2026-09-09\n");
  GitHistory git;
  BOOST_TEST(DateOf(&git, (outer / "planted" / "x.md").string()) == "");
}

// A partial clone missing the trees `git log -- FILE` needs: plain git fetches them lazily,
// running the core.sshCommand the repository's config names; concord's git fetches nothing
// (every protocol is "never") and the file gets no date.
BOOST_AUTO_TEST_CASE(a_partial_clone_fetches_nothing) {
  if (!HaveGit()) {
    BOOST_TEST_MESSAGE("git not installed: skipped");
    return;
  }
  TempDir tmp;
  const fs::path server = tmp.path / "server", clone = tmp.path / "clone",
                 marker = tmp.path / "ran";
  const std::string evil = MarkerScript(tmp, "evil.sh", marker);
  tmp.Write("server/d/a.md", "a\n");
  BOOST_REQUIRE(Git(server, "init -q") == 0);
  BOOST_REQUIRE(Git(server, "add -A") == 0);
  BOOST_REQUIRE(Git(server, "commit -q -m one") == 0);
  BOOST_REQUIRE(Git(server, "config uploadpack.allowFilter true") == 0);
  BOOST_REQUIRE(Git(tmp.path, "clone -q --no-checkout --filter=tree:0 'file://" + server.string() +
                                  "' clone") == 0);
  BOOST_REQUIRE(Git(clone, "config remote.origin.url ssh://example.invalid/x") == 0);
  BOOST_REQUIRE(Git(clone, "config core.sshCommand " + evil) == 0);
  fs::create_directories(clone / "d");
  // Plain git tries the fetch, through evil.sh (which exits at once: the fetch fails).
  std::system(("cd '" + (clone / "d").string() +
               "' && timeout 60 git log -1 --format=%cs -- a.md >/dev/null 2>&1")
                  .c_str());
  BOOST_REQUIRE(fs::exists(marker));
  fs::remove(marker);
  GitHistory git;
  BOOST_TEST(DateOf(&git, (clone / "d" / "a.md").string()) == "");
  BOOST_TEST(!fs::exists(marker));
}

// A config include that names a FIFO makes git wait forever: the run is killed at the time
// limit, the file gets no date, and no more git processes are started.
BOOST_AUTO_TEST_CASE(a_hanging_git_is_killed) {
  if (!HaveGit()) {
    BOOST_TEST_MESSAGE("git not installed: skipped");
    return;
  }
  TempDir tmp;
  const fs::path repo = tmp.path / "repo";
  tmp.Write("repo/a.md", "a\n");
  tmp.Write("repo/b.md", "b\n");
  BOOST_REQUIRE(Git(repo, "init -q") == 0);
  BOOST_REQUIRE(Git(repo, "add -A") == 0);
  BOOST_REQUIRE(Git(repo, "commit -q -m x") == 0);
  BOOST_REQUIRE(mkfifo((tmp.path / "fifo").c_str(), 0600) == 0);
  std::ofstream(repo / ".git" / "config", std::ios::app)
      << "[include]\n\tpath = " << (tmp.path / "fifo").string() << "\n";
  GitHistory git(std::chrono::milliseconds(300));
  const auto start = std::chrono::steady_clock::now();
  BOOST_TEST(DateOf(&git, (repo / "a.md").string()) == "");
  BOOST_TEST(git.TimedOut() == repo.string());
  BOOST_TEST(DateOf(&git, (repo / "b.md").string()) == "");  // not asked
  BOOST_TEST((std::chrono::steady_clock::now() - start < std::chrono::seconds(5)));
}

// The environment git gets: concord's, with kGitEnvironment replacing those variables; and
// RunProgram hands exactly that environment over.
BOOST_AUTO_TEST_CASE(git_gets_the_fixed_environment) {
  setenv("GIT_CONFIG_GLOBAL", "/somewhere/else", 1);
  setenv("CONCORD_GIT_TEST_VAR", "kept", 1);
  GitHistory git;
  unsetenv("GIT_CONFIG_GLOBAL");
  unsetenv("CONCORD_GIT_TEST_VAR");
  const std::vector<std::string>& env = git.environment();
  auto count = [&](const std::string& var) { return std::count(env.begin(), env.end(), var); };
  for (const std::string& var : concord::kGitEnvironment) BOOST_TEST(count(var) == 1, var);
  BOOST_TEST(count("GIT_CONFIG_GLOBAL=/somewhere/else") == 0);
  BOOST_TEST(count("CONCORD_GIT_TEST_VAR=kept") == 1);

  auto run = concord::RunProgram({"env"}, {"GIT_CONFIG_GLOBAL=/dev/null", "A=b"},
                                 std::chrono::seconds(10));
  BOOST_TEST((run.status == concord::GitRun::Status::kOk));
  BOOST_TEST(run.out == "GIT_CONFIG_GLOBAL=/dev/null\nA=b\n");
  BOOST_TEST((concord::RunProgram({"false"}, {}, std::chrono::seconds(10)).status ==
              concord::GitRun::Status::kFailed));
  BOOST_TEST((concord::RunProgram({"/nonexistent/program"}, {}, std::chrono::seconds(10)).status ==
              concord::GitRun::Status::kNotStarted));

  auto argv = GitHistory::GitArgv("dir", GitHistory::WalkCommand({"-x"}));
  BOOST_TEST(argv.front() == "git");
  BOOST_TEST(argv[argv.size() - 2] == "--");
  BOOST_TEST(argv.back() == "-x");
  for (const std::string& c : concord::kGitConfig)
    BOOST_TEST((std::find(argv.begin(), argv.end(), c) != argv.end()), c);
}

// safe.directory is git's own: a repository owned by another user is not read (as root, git
// refuses it unless safe.directory says otherwise), and its files get no date. Runs as root
// only, which can hand the repository to another user.
BOOST_AUTO_TEST_CASE(a_repository_of_another_user_is_not_read) {
  if (!HaveGit() || geteuid() != 0) {
    BOOST_TEST_MESSAGE("git not installed or not root: skipped");
    return;
  }
  TempDir tmp;
  const fs::path repo = tmp.path / "repo";
  tmp.Write("repo/a.md", "a\n");
  BOOST_REQUIRE(Git(repo, "init -q") == 0);
  BOOST_REQUIRE(Git(repo, "add -A") == 0);
  BOOST_REQUIRE(Git(repo, "commit -q -m x", "2026-04-05") == 0);
  GitHistory git;
  BOOST_REQUIRE(DateOf(&git, (repo / "a.md").string()) == "2026-04-05");
  BOOST_REQUIRE(std::system(("chown -R 65534:65534 '" + repo.string() + "'").c_str()) == 0);
  BOOST_TEST(DateOf(&git, (repo / "a.md").string()) == "");
  BOOST_TEST(git.TimedOut() == "");
}

namespace {

// What plain git prints for `git log -1 --format=%cs [--first-parent] -- NAME` in `repo`.
std::string PlainGitDate(const fs::path& repo, const std::string& name, bool first_parent) {
  TempDir out;
  const fs::path file = out.path / "date";
  std::system(("cd '" + repo.string() + "' && git log -1 --format=%cs " +
               (first_parent ? "--first-parent " : "") + "-- '" + name + "' >'" + file.string() +
               "' 2>/dev/null")
                  .c_str());
  std::string date = concord::testing::ReadFile(file.string());
  return date.substr(0, date.find('\n'));
}

}  // namespace

// The one walk against `git log -1 -- FILE` per file, on a generated repository: linear
// commits, a branch merged with --no-ff, a rename, an uncommitted edit, an untracked file, a
// staged one and one deleted by a commit and written again. Every file HEAD has gets what
// `git log -1 --first-parent` gives, which is what `git log -1` gives except for the file
// changed on the merged branch (the merge's date, not the branch commit's); a file HEAD does
// not have gets none.
BOOST_AUTO_TEST_CASE(one_walk_dates_match_git_log_per_file) {
  if (!HaveGit()) {
    BOOST_TEST_MESSAGE("git not installed: skipped");
    return;
  }
  TempDir tmp;
  const fs::path repo = tmp.path / "repo";
  tmp.Write("repo/en/a.md", "a1\n");
  tmp.Write("repo/en/b.md", "b1\n");
  tmp.Write("repo/zh/a.md", "a1 zh\n");
  tmp.Write("repo/zh/old.md", "old\n");
  tmp.Write("repo/zh/gone.md", "gone\n");
  tmp.Write("repo/top.md", "top\n");
  BOOST_REQUIRE(Git(repo, "init -q -b main") == 0);
  BOOST_REQUIRE(Git(repo, "add -A") == 0);
  BOOST_REQUIRE(Git(repo, "commit -q -m one", "2026-01-01") == 0);
  tmp.Write("repo/en/b.md", "b2\n");
  BOOST_REQUIRE(Git(repo, "commit -q -a -m two", "2026-01-02") == 0);
  // A branch that changes zh/a.md, while main changes en/a.md; merged without fast-forward.
  BOOST_REQUIRE(Git(repo, "checkout -q -b side") == 0);
  tmp.Write("repo/zh/a.md", "a2 zh\n");
  BOOST_REQUIRE(Git(repo, "commit -q -a -m side", "2026-01-03") == 0);
  BOOST_REQUIRE(Git(repo, "checkout -q main") == 0);
  tmp.Write("repo/en/a.md", "a2\n");
  BOOST_REQUIRE(Git(repo, "commit -q -a -m three", "2026-01-04") == 0);
  BOOST_REQUIRE(Git(repo, "merge -q --no-ff -m merge side", "2026-01-05") == 0);
  BOOST_REQUIRE(Git(repo, "mv zh/old.md zh/new.md") == 0);
  BOOST_REQUIRE(Git(repo, "commit -q -m rename", "2026-01-06") == 0);
  BOOST_REQUIRE(Git(repo, "rm -q zh/gone.md") == 0);
  BOOST_REQUIRE(Git(repo, "commit -q -m delete", "2026-01-07") == 0);
  tmp.Write("repo/zh/gone.md", "back, not committed\n");
  tmp.Write("repo/en/b.md", "b3, not committed\n");
  tmp.Write("repo/en/untracked.md", "new\n");
  tmp.Write("repo/en/staged.md", "staged\n");
  BOOST_REQUIRE(Git(repo, "add en/staged.md") == 0);

  const std::map<std::string, std::string> expected = {
      {"en/a.md", "2026-01-04"},    // changed on main before the merge
      {"en/b.md", "2026-01-02"},    // its uncommitted edit is not seen
      {"zh/a.md", "2026-01-05"},    // changed on the merged branch: the merge
      {"zh/new.md", "2026-01-06"},  // the rename
      {"top.md", "2026-01-01"},     // only in the root commit
      {"zh/gone.md", ""},           // deleted from HEAD, back in the work tree
      {"en/untracked.md", ""},     {"en/staged.md", ""}};
  std::vector<std::string> files;
  for (const auto& [name, date] : expected) files.push_back((repo / name).string());
  GitHistory git;
  const std::map<std::string, std::string> dates = git.LastCommitDates(files);
  for (const auto& [name, date] : expected) {
    const std::string got = dates.at((repo / name).string());
    BOOST_TEST(got == date, name);
    if (date.empty()) continue;  // HEAD does not have it
    BOOST_TEST(got == PlainGitDate(repo, name, true), name);
    if (name != "zh/a.md") BOOST_TEST(got == PlainGitDate(repo, name, false), name);
  }
  // Plain `git log -1` names the branch's commit for the merged change, and the deletion for
  // the file written again.
  BOOST_TEST(PlainGitDate(repo, "zh/a.md", false) == "2026-01-03");
  BOOST_TEST(PlainGitDate(repo, "zh/gone.md", false) == "2026-01-07");

  // The same through `concord audit`, and none with --no-dates.
  auto audited = AuditDates(repo, "en", "zh");
  BOOST_TEST(audited["a.md en"] == "2026-01-04");
  BOOST_TEST(audited["a.md zh"] == "2026-01-05");
  BOOST_TEST(audited["b.md en"] == "2026-01-02");
  BOOST_TEST(audited["gone.md zh"] == "null");
  BOOST_TEST(audited["untracked.md en"] == "null");
  for (const auto& [doc, date] : AuditDates(repo, "en", "zh", {"--no-dates"}))
    BOOST_TEST(date == "null", doc);
}

// Files of two repositories (one nested in the other's work tree, as a submodule would be)
// asked at once: each gets the date of its own repository's history, from a walk there.
BOOST_AUTO_TEST_CASE(each_repository_is_walked_on_its_own) {
  if (!HaveGit()) {
    BOOST_TEST_MESSAGE("git not installed: skipped");
    return;
  }
  TempDir tmp;
  const fs::path outer = tmp.path / "outer", inner = outer / "inner";
  tmp.Write("outer/a.md", "outer a\n");
  tmp.Write("outer/inner/a.md", "inner a\n");
  BOOST_REQUIRE(Git(inner, "init -q") == 0);
  BOOST_REQUIRE(Git(inner, "add -A") == 0);
  BOOST_REQUIRE(Git(inner, "commit -q -m inner", "2026-03-01") == 0);
  BOOST_REQUIRE(Git(outer, "init -q") == 0);
  BOOST_REQUIRE(Git(outer, "add a.md") == 0);
  BOOST_REQUIRE(Git(outer, "commit -q -m outer", "2026-02-01") == 0);
  GitHistory git;
  auto dates = git.LastCommitDates({(outer / "a.md").string(), (inner / "a.md").string()});
  BOOST_TEST(dates[(outer / "a.md").string()] == "2026-02-01");
  BOOST_TEST(dates[(inner / "a.md").string()] == "2026-03-01");
}
