// test_util.h — small fakes shared by the tests: editions built from in-memory text, compact
// dumps of beads and findings, temporary directories, runs of the concord executable.
#ifndef CONCORD_TESTS_TEST_UTIL_H_
#define CONCORD_TESTS_TEST_UTIL_H_

#include <grp.h>
#include <pwd.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <boost/test/unit_test.hpp>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "model.h"
#include "pipeline.h"

namespace concord::testing {

// Whether `text` holds `part`: for messages and reports, where a test names the part that
// matters.
inline bool Has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

inline std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

inline std::string SourcePath(const std::string& rel) {
  return std::string(CONCORD_SOURCE_DIR) + "/" + rel;
}

// One extractor for the whole test binary: it compiles its patterns once.
inline const EntityExtractor& SharedExtractor() {
  static const EntityExtractor extract;
  return extract;
}

inline Edition MemoryEdition(const std::string& path, const std::string& text,
                             const std::string& lang = "") {
  return BuildEdition(DecodeDocument(path, text), lang, InputFormat::kAuto, SharedExtractor());
}

// "1-1 1-0 2-1": the shape of each bead.
inline std::string BeadShapes(const std::vector<Bead>& beads) {
  std::string out;
  for (const Bead& b : beads)
    out += (out.empty() ? "" : " ") + std::to_string(b.a.size()) + "-" + std::to_string(b.b.size());
  return out;
}

// "a13:b5" style links of 1-1 beads, by first line; "a3:-" and "-:b29" for lone units.
inline std::string BeadLines(const Report& r) {
  std::string out;
  for (const Bead& b : r.alignment) {
    std::string a = b.a.empty() ? "-" : "a" + std::to_string(UnitLine(r.a, b.a.front()).value());
    std::string bb = b.b.empty() ? "-" : "b" + std::to_string(UnitLine(r.b, b.b.front()).value());
    if (b.a.size() == 2) a += "+";
    if (b.b.size() == 2) bb += "+";
    out += (out.empty() ? "" : " ") + a + ":" + bb;
  }
  return out;
}

// "name|Noam Shazeer|a|13|5": kind, value, missing_in, a_line, b_line (0 for none).
inline std::string FindingKey(const Report& r, const Finding& f) {
  return f.kind + "|" + f.value + "|" + std::string(SideName(f.missing_in)) + "|" +
         std::to_string(UnitLine(r.a, f.a_unit).value_or(0)) + "|" +
         std::to_string(UnitLine(r.b, f.b_unit).value_or(0));
}

// A temporary directory, removed with everything in it at the end of the test (read-only
// files and directories included).
struct TempDir {
  std::filesystem::path path;
  TempDir() {
    std::string tmpl = (std::filesystem::temp_directory_path() / "concord-test-XXXXXX").string();
    path = mkdtemp(tmpl.data());
  }
  ~TempDir() {
    namespace fs = std::filesystem;
    std::error_code ec;
    fs::permissions(path, fs::perms::owner_all, fs::perm_options::add, ec);
    for (auto it = fs::recursive_directory_iterator(path, ec);
         it != fs::recursive_directory_iterator(); it.increment(ec))
      fs::permissions(it->path(), fs::perms::owner_all, fs::perm_options::add, ec);
    fs::remove_all(path, ec);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  // Writes `bytes` to `name` under the directory (creating parents); returns the path.
  std::string Write(const std::string& name, const std::string& bytes) const {
    std::filesystem::path p = path / name;
    std::filesystem::create_directories(p.parent_path());
    std::ofstream(p, std::ios::binary) << bytes;
    return p.string();
  }
};

#ifdef CONCORD_BINARY
// What a run of the concord executable gave.
struct ConcordRun {
  int status;  // the exit status, or 128 + the signal that ended it
  std::string out;
  std::string err;
  long max_rss_kb;  // peak resident set size
  // CPU time (user and system, all threads): unlike wall time it does not grow when the
  // machine is shared with other work, so cost bounds on it do not flake.
  double cpu_seconds = 0;
};

// A user for a run of concord to run as.
struct RunAs {
  uid_t uid;
  gid_t gid;
};

// The user `nobody` when the test runs as root (root may read and write any file, so a
// permission failure could not happen), else nullopt: run as the current user.
inline std::optional<RunAs> NobodyIfRoot() {
  if (geteuid() != 0) return std::nullopt;
  const passwd* nobody = getpwnam("nobody");
  BOOST_REQUIRE(nobody != nullptr);
  return RunAs{nobody->pw_uid, nobody->pw_gid};
}

// Runs concord with `args` (no shell) in `cwd`, as `as` when given (the output files are
// opened before the switch, so they may be where that user cannot write); stdout and stderr
// captured through files.
inline ConcordRun RunConcord(const std::vector<std::string>& args,
                             const std::string& cwd = CONCORD_SOURCE_DIR,
                             std::optional<RunAs> as = std::nullopt) {
  TempDir tmp;
  std::string out = (tmp.path / "out").string(), err = (tmp.path / "err").string();
  std::fflush(stdout);  // or the child's freopen flushes the parent's buffered output again
  std::fflush(stderr);
  pid_t pid = fork();
  if (pid == 0) {
    if (chdir(cwd.c_str()) != 0) _exit(126);
    if (!freopen(out.c_str(), "w", stdout) || !freopen(err.c_str(), "w", stderr) ||
        !freopen("/dev/null", "r", stdin))
      _exit(126);
    if (as && (setgroups(0, nullptr) != 0 || setgid(as->gid) != 0 || setuid(as->uid) != 0))
      _exit(126);
    std::vector<char*> argv = {const_cast<char*>(CONCORD_BINARY)};
    for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    execv(CONCORD_BINARY, argv.data());
    _exit(127);
  }
  int raw = 0;
  struct rusage usage {};
  wait4(pid, &raw, 0, &usage);
  auto seconds = [](const timeval& t) { return static_cast<double>(t.tv_sec) + t.tv_usec / 1e6; };
  return {WIFEXITED(raw) ? WEXITSTATUS(raw) : 128 + WTERMSIG(raw), ReadFile(out), ReadFile(err),
          usage.ru_maxrss, seconds(usage.ru_utime) + seconds(usage.ru_stime)};
}

// "document edition" → last_commit ("null" when none) of `concord audit --format json A B`
// run in `cwd`.
inline std::map<std::string, std::string> AuditDates(const std::filesystem::path& cwd,
                                                     const std::string& dir_a,
                                                     const std::string& dir_b,
                                                     const std::vector<std::string>& flags = {}) {
  std::vector<std::string> args = {"audit", "--format", "json", "--fail-on", "never", dir_a, dir_b};
  args.insert(args.end(), flags.begin(), flags.end());
  auto run = RunConcord(args, cwd.string());
  BOOST_TEST(run.status == 0, run.err);
  const nlohmann::json report = nlohmann::json::parse(run.out);  // outlives the loop
  std::map<std::string, std::string> dates;
  for (const auto& doc : report["documents"])
    for (const auto& e : doc["editions"])
      dates[doc["path"].get<std::string>() + " " + e["lang"].get<std::string>()] =
          e["last_commit"].is_null() ? "null" : e["last_commit"].get<std::string>();
  return dates;
}
#endif

// "H1|P3-5|L7": kind letter and first line of each unit, "-last" when it spans lines.
// The parts with `sep` between them: the compact dumps of table-driven tests.
inline std::string Join(const std::vector<std::string>& parts, std::string_view sep = "|") {
  std::string out;
  for (size_t i = 0; i < parts.size(); ++i) {
    if (i > 0) out += sep;
    out += parts[i];
  }
  return out;
}

inline std::string UnitDump(const std::vector<Unit>& units) {
  std::string out;
  for (const Unit& u : units) {
    if (!out.empty()) out += '|';
    out += u.kind == UnitKind::kHeading       ? 'H'
           : u.kind == UnitKind::kListItem    ? 'L'
           : u.kind == UnitKind::kFrontMatter ? 'F'
                                              : 'P';
    out += std::to_string(u.line);
    if (u.last_line != u.line) out += "-" + std::to_string(u.last_line);
  }
  return out;
}

// A made-up guide of three sections in two editions: ko places the logs section (日志, 로그)
// first, zh last; each section has a heading, two steps whose commands are found once per
// edition, and a closing paragraph without anchors. `extra_log_note`: zh's logs section has one
// paragraph more, which ko lacks, before its closing one (zh.md:25).
inline std::string MovedSectionGuideZh(bool extra_log_note = false) {
  return std::string(
             "# Lumen 指南\n\n## 安装\n\n先运行 `lumen install` 安装程序。\n\n"
             "再运行 `lumen init` 创建配置文件。\n\n完成后就可以开始使用了。\n\n"
             "## 备份\n\n运行 `lumen backup` 备份全部数据。\n\n"
             "需要时运行 `lumen restore` 恢复数据。\n\n备份文件保存在主目录中。\n\n"
             "## 日志\n\n运行 `lumen log` 查看最近的日志。\n\n运行 `lumen log --clear` "
             "清空日志。\n\n") +
         (extra_log_note ? "日志默认保存七天，超过七天的日志会被自动删除，你也可以在配置文件中修改"
                           "保存的天数。\n\n"
                         : "") +
         "重启服务后日志会重新出现。\n";
}
inline std::string MovedSectionGuideKo() {
  return "# Lumen 안내서\n\n## 로그\n\n최근 로그를 보려면 `lumen log`를 실행하세요.\n\n"
         "로그를 비우려면 `lumen log --clear`를 실행하세요.\n\n"
         "서비스를 다시 시작하면 로그가 다시 나타납니다.\n\n"
         "## 설치\n\n먼저 `lumen install`을 실행해 프로그램을 설치하세요.\n\n"
         "그다음 `lumen init`을 실행해 설정 파일을 만드세요.\n\n이제 바로 사용할 수 있습니다.\n\n"
         "## 백업\n\n`lumen backup`을 실행하면 모든 데이터를 백업합니다.\n\n"
         "필요할 때 `lumen restore`로 데이터를 복원하세요.\n\n백업 파일은 홈 디렉터리에 "
         "저장됩니다.\n";
}

}  // namespace concord::testing

#endif  // CONCORD_TESTS_TEST_UTIL_H_
