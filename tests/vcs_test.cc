// Tests for vcs.h's file-system half: what ProbePath and FindFiles report for each kind of
// entry, and the path helpers the project layer builds its messages and checks on. (The git
// half is git_test.cc.)
#include "project/vcs.h"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <boost/test/unit_test.hpp>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "base/error.h"
#include "test_util.h"

namespace fs = std::filesystem;
using concord::FindFiles;
using concord::FoundFile;
using concord::PathProbe;
using concord::ProbePath;
using concord::testing::TempDir;

namespace {

std::string KindName(PathProbe::Kind kind) {
  switch (kind) {
    case PathProbe::Kind::kAbsent:
      return "absent";
    case PathProbe::Kind::kRegularFile:
      return "regular";
    case PathProbe::Kind::kNotRegular:
      return "not-regular";
    case PathProbe::Kind::kBrokenLink:
      return "broken-link";
  }
  return "?";
}

// "a.md regular | l.md link->x/b.md | f.md fifo | d.md broken-link", paths below `dir`,
// sorted (the walk's order is the file system's).
std::string FoundDump(const std::vector<FoundFile>& files, const fs::path& dir) {
  std::vector<std::string> rows;
  for (const FoundFile& f : files) {
    std::string row = f.path.lexically_relative(dir).generic_string() + " ";
    if (f.kind == FoundFile::Kind::kNotRegular)
      row += S_ISFIFO(f.mode) ? "fifo" : "not-regular";
    else if (f.kind == FoundFile::Kind::kBrokenLink)
      row += "broken-link";
    else if (f.is_link)
      row += "link->" + (f.real ? f.real->lexically_relative(fs::canonical(dir)).generic_string()
                                : "error: " + f.link_error);
    else
      row += "regular";
    rows.push_back(row);
  }
  std::sort(rows.begin(), rows.end());
  std::string out;
  for (const std::string& r : rows) out += (out.empty() ? "" : " | ") + r;
  return out;
}

}  // namespace

BOOST_AUTO_TEST_CASE(probe_path_tells_each_kind_of_entry) {
  TempDir t;
  t.Write("file.yml", "a: 1\n");
  fs::create_directory(t.path / "dir");
  BOOST_REQUIRE(mkfifo((t.path / "fifo").c_str(), 0600) == 0);
  fs::create_symlink(t.path / "file.yml", t.path / "link");
  fs::create_symlink(t.path / "nowhere", t.path / "broken");
  const struct {
    const char* name;
    const char* want;
  } rows[] = {
      {"file.yml", "regular"},  {"link", "regular"},       {"dir", "not-regular"},
      {"fifo", "not-regular"},  {"broken", "broken-link"}, {"missing", "absent"},
      {"file.yml/x", "absent"},
  };
  for (const auto& row : rows) {
    BOOST_TEST_CONTEXT(row.name) {
      BOOST_TEST(KindName(ProbePath(t.path / row.name).kind) == row.want);
    }
  }
  BOOST_TEST(S_ISFIFO(ProbePath(t.path / "fifo").mode));
  BOOST_TEST(S_ISDIR(ProbePath(t.path / "dir").mode));
}

BOOST_AUTO_TEST_CASE(find_files_reports_documents_special_files_and_links) {
  TempDir t;
  const fs::path dir = t.path / "ed";
  t.Write("ed/a.md", "a");
  t.Write("ed/sub/deeper/b.md", "b");
  t.Write("ed/c.txt", "c");         // another extension: not asked for
  t.Write("ed/.hidden/d.md", "d");  // a dot directory: not entered
  t.Write("outside/real.md", "r");
  t.Write("outside/dir/e.md", "e");
  BOOST_REQUIRE(mkfifo((dir / "fifo.md").c_str(), 0600) == 0);
  fs::create_symlink(t.path / "outside/real.md", dir / "link.md");
  fs::create_symlink(t.path / "nowhere.md", dir / "broken.md");
  fs::create_directory_symlink(t.path / "outside/dir", dir / "linked-dir");  // not entered
  BOOST_TEST(FoundDump(FindFiles(dir, {".md"}), dir) ==
             "a.md regular | broken.md broken-link | fifo.md fifo | link.md link->../outside/"
             "real.md | sub/deeper/b.md regular");
  BOOST_TEST(FoundDump(FindFiles(dir, {".md", ".txt"}), dir).find("c.txt regular") !=
             std::string::npos);
}

BOOST_AUTO_TEST_CASE(find_files_refuses_a_directory_it_cannot_read) {
  BOOST_CHECK_EXCEPTION(FindFiles("/nonexistent-concord-dir", {".md"}), concord::InputError,
                        [](const concord::InputError& e) {
                          return std::string(e.what()).find("cannot read directory") !=
                                 std::string::npos;
                        });
}

BOOST_AUTO_TEST_CASE(directory_present_tells_absent_from_unreadable) {
  TempDir t;
  t.Write("file", "x");
  fs::create_directory(t.path / "dir");
  BOOST_TEST(concord::DirectoryPresent(t.path / "dir"));
  BOOST_TEST(!concord::DirectoryPresent(t.path / "missing"));
  BOOST_TEST(!concord::DirectoryPresent(t.path / "file"));
  BOOST_TEST(!concord::DirectoryPresent(t.path / "file/below"));  // not a directory
  BOOST_TEST(concord::IsDirectory((t.path / "dir").string()));
  BOOST_TEST(!concord::IsDirectory((t.path / "file").string()));
}

BOOST_AUTO_TEST_CASE(is_within_compares_whole_segments) {
  const struct {
    const char* path;
    const char* root;
    bool want;
  } rows[] = {
      {"/r", "/r", true},     {"/r/a/b.md", "/r", true}, {"/rx/a.md", "/r", false},
      {"/a.md", "/r", false}, {"/r", "/r/a", false},
  };
  for (const auto& row : rows) {
    BOOST_TEST_CONTEXT(row.path << " in " << row.root) {
      BOOST_TEST(concord::IsWithin(row.path, row.root) == row.want);
    }
  }
}

BOOST_AUTO_TEST_CASE(may_be_in_work_tree_by_file_asks_each_directory) {
  if (std::getenv("GIT_DIR") || std::getenv("GIT_WORK_TREE")) {
    BOOST_TEST_MESSAGE("GIT_DIR or GIT_WORK_TREE set: every file may be in a work tree; skipped");
    return;
  }
  TempDir t;
  const std::string in_repo = t.Write("repo/docs/a.md", "a");
  const std::string in_repo_too = t.Write("repo/b.md", "b");
  fs::create_directory(t.path / "repo/.git");
  const std::string outside = t.Write("plain/c.md", "c");
  if (concord::MayBeInWorkTree(t.path)) {
    BOOST_TEST_MESSAGE("the temporary directory is inside a work tree; skipped");
    return;
  }
  const std::map<std::string, bool> known =
      concord::MayBeInWorkTreeByFile({in_repo, in_repo_too, outside});
  BOOST_TEST(known.size() == 3u);
  BOOST_TEST(known.at(in_repo));
  BOOST_TEST(known.at(in_repo_too));
  BOOST_TEST(!known.at(outside));
}

BOOST_AUTO_TEST_CASE(shown_path_is_relative_to_the_current_directory) {
  const fs::path cwd = fs::current_path();
  BOOST_TEST(concord::ShownPath(cwd / "docs/a.md") == "docs/a.md");
  BOOST_TEST(concord::ShownPath("docs/./a.md") == "docs/a.md");
  BOOST_TEST(concord::ShownPath(cwd.parent_path() / "x.md") == "../x.md");
}
