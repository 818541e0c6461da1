// output_file_test.cc — what concord reads and where its reports go: only regular files are
// read, and never more than the size limit; -o and --write-baseline never write over an input,
// replace a regular file in one step keeping its mode, write a device or FIFO in place, follow
// symlinks, and leave no temporary file when a signal ends the run; a closed standard output is
// an error, not a death by SIGPIPE. The primitives (file_read.h, output_file.h) and the
// executable end to end.
#include "base/output_file.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

#include <boost/test/unit_test.hpp>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <string>
#include <thread>
#include <vector>

#include "base/error.h"
#include "base/file_read.h"
#include "base/unique_fd.h"
#include "test_util.h"

namespace fs = std::filesystem;
using concord::InputError;
using concord::OutputFile;
using concord::ParseByteSize;
using concord::ReadRegularFile;
using concord::RefuseOverwritingInput;
using concord::RunInput;
using concord::testing::ConcordRun;
using concord::testing::Has;
using concord::testing::ReadFile;
using concord::testing::RunConcord;
using concord::testing::SourcePath;
using concord::testing::TempDir;

namespace {

const std::string kZh = SourcePath("corpus/zh/conclusion.txt");
const std::string kKo = SourcePath("corpus/ko/conclusion.txt");

// A test that hangs (a FIFO opened for reading waits for a writer) fails after this long
// instead of holding up the suite: SIGALRM ends the test binary.
struct HangGuard {
  HangGuard() { alarm(60); }
  ~HangGuard() { alarm(0); }
};

// what() of the InputError `f` throws, or "<no error>".
template <typename F>
std::string ErrorOf(F f) {
  try {
    f();
  } catch (const InputError& e) {
    return e.what();
  }
  return "<no error>";
}

mode_t ModeOf(const std::string& path) {
  struct stat st {};
  BOOST_REQUIRE(::stat(path.c_str(), &st) == 0);
  return st.st_mode;
}

// Names in `dir` that start with "." — where temporary files would be.
std::vector<std::string> HiddenFiles(const fs::path& dir) {
  std::vector<std::string> out;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.path().filename().string().rfind('.', 0) == 0) out.push_back(e.path().string());
  return out;
}

// A Unix socket bound at `path`; the descriptor stays open for the test's lifetime.
int BindSocket(const std::string& path) {
  int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
  BOOST_REQUIRE(fd >= 0);
  sockaddr_un addr{};
  addr.sun_family = AF_UNIX;
  BOOST_REQUIRE(path.size() < sizeof addr.sun_path);
  std::memcpy(addr.sun_path, path.c_str(), path.size() + 1);
  BOOST_REQUIRE(::bind(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0);
  return fd;
}

// A FIFO "fifo.md" and a Unix socket "sock.md" (bound for the object's lifetime) in `t`.
struct SpecialFiles {
  explicit SpecialFiles(const TempDir& t)
      : fifo((t.path / "fifo.md").string()), sock((t.path / "sock.md").string()) {
    BOOST_REQUIRE(::mkfifo(fifo.c_str(), 0644) == 0);
    sock_fd = concord::UniqueFd(BindSocket(sock));
  }
  std::string fifo, sock;
  concord::UniqueFd sock_fd;
};

// Reads a FIFO to its end on a thread (the writer's open waits for this reader).
class FifoReader {
 public:
  explicit FifoReader(const std::string& path)
      : thread_([this, path] { text_ = ReadFile(path); }) {}
  std::string Finish() {
    thread_.join();
    return text_;
  }

 private:
  std::string text_;
  std::thread thread_;
};

// A two-edition pair of about 1 MB each (the corpus pair repeated): a run long enough to be
// caught while it works.
std::pair<std::string, std::string> BigPair(const TempDir& t) {
  std::string zh, ko;
  const std::string one_zh = ReadFile(kZh), one_ko = ReadFile(kKo);
  for (int i = 0; i < 200; ++i) {
    zh += one_zh + "\n";
    ko += one_ko + "\n";
  }
  return {t.Write("big-zh.txt", zh), t.Write("big-ko.txt", ko)};
}

// Starts concord with `args` in `cwd`, stdout and stderr to /dev/null; SIGINT and SIGTERM at
// their defaults in the child (a shell may have started the test with them ignored), and the
// signals in `ignored` ignored.
pid_t StartConcord(const std::vector<std::string>& args, const std::string& cwd,
                   const std::vector<int>& ignored = {}) {
  std::fflush(stdout);
  std::fflush(stderr);
  pid_t pid = fork();
  if (pid == 0) {
    for (int sig : {SIGINT, SIGTERM, SIGHUP, SIGQUIT}) signal(sig, SIG_DFL);
    for (int sig : ignored) signal(sig, SIG_IGN);
    int null = ::open("/dev/null", O_RDWR);
    if (null < 0 || chdir(cwd.c_str()) != 0) _exit(126);
    dup2(null, 0);
    dup2(null, 1);
    dup2(null, 2);
    std::vector<char*> argv = {const_cast<char*>(CONCORD_BINARY)};
    for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    execv(CONCORD_BINARY, argv.data());
    _exit(127);
  }
  return pid;
}

// Waits until a file whose name starts with `prefix` appears in `dir`, or `pid` exits (false).
bool WaitForFile(const fs::path& dir, const std::string& prefix, pid_t pid, int* status) {
  for (;;) {
    for (const auto& e : fs::directory_iterator(dir))
      if (e.path().filename().string().rfind(prefix, 0) == 0) return true;
    if (waitpid(pid, status, WNOHANG) == pid) return false;
    std::this_thread::sleep_for(std::chrono::microseconds(200));
  }
}

// ---------------------------------------------------------------------------------------------
// --max-file-size: sizes parsed with overflow checks

BOOST_AUTO_TEST_CASE(byte_sizes_parse_with_units) {
  BOOST_TEST(ParseByteSize("0").value() == 0u);
  BOOST_TEST(ParseByteSize("1024").value() == 1024u);
  BOOST_TEST(ParseByteSize("1K").value() == 1024u);
  BOOST_TEST(ParseByteSize("64m").value() == size_t{64} << 20);
  BOOST_TEST(ParseByteSize("2G").value() == size_t{2} << 30);
  BOOST_TEST(ParseByteSize("17179869183G").value() == size_t{17179869183} << 30);
  BOOST_TEST(ParseByteSize("18446744073709551615").value() == std::numeric_limits<size_t>::max());
}

BOOST_AUTO_TEST_CASE(byte_sizes_that_overflow_or_are_malformed_are_refused) {
  for (const char* bad : {"17179869184G", "16777216T", "18446744073709551616",
                          "99999999999999999999999999999999999999", "18014398509481984K", "", "K",
                          "-1", "1KB", "1.5M", " 1", "1 K", "0x10"})
    BOOST_TEST(!ParseByteSize(bad).has_value(), bad);
}

BOOST_AUTO_TEST_CASE(max_file_size_that_overflows_is_a_usage_error) {
  for (const char* bad : {"17179869184G", "99999999999999999999999999999"}) {
    ConcordRun r = RunConcord({"check", "--max-file-size", bad, kZh, kKo});
    BOOST_TEST(r.status == 2, bad);
    BOOST_TEST(Has(r.err, "--max-file-size"), r.err);
    BOOST_TEST(r.out.empty());
  }
}

// ---------------------------------------------------------------------------------------------
// ReadRegularFile: only regular files, never more than the limit

BOOST_AUTO_TEST_CASE(special_files_are_refused_by_name_without_blocking) {
  HangGuard guard;
  TempDir t;
  const SpecialFiles special(t);
  const concord::ReadLimit limit{"", 1 << 20, "--max-file-size"};
  struct {
    std::string path, says;
  } cases[] = {
      {special.fifo, "fifo.md: is a FIFO, not a regular file"},
      {"/dev/zero", "/dev/zero: is a character device, not a regular file"},
      {"/dev/urandom", "/dev/urandom: is a character device, not a regular file"},
      {special.sock, "sock.md: is a socket, not a regular file"},
      {t.path.string(), ": is a directory, not a file"},
  };
  for (const auto& c : cases)
    BOOST_TEST(Has(ErrorOf([&] { ReadRegularFile(c.path, limit); }), c.says), c.path);
}

BOOST_AUTO_TEST_CASE(reading_stops_at_the_limit_whatever_stat_says) {
  // /proc files say they are 0 bytes long; this one is longer than 16 bytes.
  struct stat st {};
  BOOST_REQUIRE(::stat("/proc/self/maps", &st) == 0);
  BOOST_REQUIRE(st.st_size == 0);
  std::string e = ErrorOf([] { ReadRegularFile("/proc/self/maps", {"", 16, "--max-file-size"}); });
  BOOST_TEST(Has(e, "/proc/self/maps: file is more than --max-file-size 16"), e);
  // With room enough it is read whole.
  BOOST_TEST(!ReadRegularFile("/proc/self/maps", {"", 1 << 20, "--max-file-size"}).empty());
}

BOOST_AUTO_TEST_CASE(a_file_larger_than_the_limit_is_refused_before_reading) {
  TempDir t;
  const std::string f = t.Write("big.yml", std::string(100, 'x'));
  BOOST_TEST(ReadRegularFile(f, {"rule file", 100}).size() == 100u);
  std::string e = ErrorOf([&] { ReadRegularFile(f, {"rule file", 99}); });
  BOOST_TEST(Has(e, "big.yml: file is 100 bytes, more than the 99 bytes a rule file may have"), e);
  e = ErrorOf([&] { ReadRegularFile((t.path / "none").string(), {"baseline", 99}); });
  BOOST_TEST(Has(e, "none: cannot open baseline: No such file or directory"), e);
}

// head_only: the first max_bytes bytes of a larger file, however long it is (a page's front
// matter is at its top), and a smaller file whole.
BOOST_AUTO_TEST_CASE(head_only_reads_the_first_bytes_of_a_larger_file) {
  TempDir t;
  const std::string f = t.Write("page.md", "---\nkey: a\n---\n" + std::string(200000, 'x'));
  BOOST_TEST(ReadRegularFile(f, {"", 16, {}, true}) == "---\nkey: a\n---\nx");
  BOOST_TEST(ReadRegularFile(f, {"", 1 << 20, {}, true}).size() == 200015u);
  BOOST_TEST(ReadRegularFile("/proc/self/maps", {"", 16, {}, true}).size() == 16u);
}

BOOST_AUTO_TEST_CASE(special_files_as_inputs_of_a_run_are_exit_2_naming_them) {
  HangGuard guard;
  TempDir t;
  const SpecialFiles special(t);
  fs::create_directory(t.path / "rules");
  fs::copy(SourcePath("rules"), t.path / "rules");
  const std::string rule_fifo = (t.path / "rules" / "zz.yml").string();
  BOOST_REQUIRE(::mkfifo(rule_fifo.c_str(), 0644) == 0);
  t.Write("project/concord.yml", "editions: [zh, ko]\nlayout: \"{lang}/{path}\"\n");
  struct {
    std::vector<std::string> args;
    std::string says;
  } cases[] = {
      {{"check", special.fifo, kKo}, "fifo.md: is a FIFO, not a regular file"},
      {{"check", kZh, special.fifo}, "fifo.md: is a FIFO, not a regular file"},
      {{"check", "/dev/zero", kKo}, "/dev/zero: is a character device"},
      {{"check", "/dev/urandom", kKo}, "/dev/urandom: is a character device"},
      {{"check", special.sock, kKo}, "sock.md: is a socket"},
      {{"check", "--config", special.fifo}, "fifo.md: is a FIFO"},
      {{"check", "--config", "/dev/zero"}, "/dev/zero: is a character device"},
      {{"check", "--config", (t.path / "project").string()}, "project: is a directory"},
      {{"check", "--baseline", special.fifo, kZh, kKo}, "fifo.md: is a FIFO"},
      {{"check", "--baseline", "/dev/urandom", kZh, kKo}, "/dev/urandom: is a character device"},
      {{"check", "--rules", (t.path / "rules").string(), kZh, kKo}, "zz.yml: is a FIFO"},
      {{"extract", special.fifo}, "fifo.md: is a FIFO"},
      {{"align", kZh, "/dev/zero"}, "/dev/zero: is a character device"},
      {{"check", "--max-file-size", "8K", "/proc/self/smaps", kKo},
       "/proc/self/smaps: file is more than --max-file-size 8192"},
  };
  for (const auto& c : cases) {
    ConcordRun r = RunConcord(c.args);
    BOOST_TEST(r.status == 2, c.says);
    BOOST_TEST(Has(r.err, c.says), r.err);
  }
}

// ---------------------------------------------------------------------------------------------
// RefuseOverwritingInput: by identity, not by spelling

BOOST_AUTO_TEST_CASE(an_input_is_recognized_through_any_path_to_it) {
  TempDir t;
  const std::string ko = t.Write("ko.md", "x\n");
  fs::create_hard_link(ko, t.path / "hard.md");
  fs::create_symlink("ko.md", t.path / "link.md");
  const std::vector<RunInput> inputs = {{ko, "an edition"}};
  for (const std::string& out : {ko, (t.path / "." / "ko.md").string(),
                                 (t.path / "hard.md").string(), (t.path / "link.md").string()}) {
    std::string e = ErrorOf([&] { RefuseOverwritingInput("-o", out, inputs); });
    BOOST_TEST(Has(e, "-o " + out + ": "), e);
    BOOST_TEST(Has(e, ko + ", an edition this run reads; refusing to write over it"), e);
  }
  BOOST_TEST(ErrorOf([&] { RefuseOverwritingInput("-o", (t.path / "new.md").string(), inputs); }) ==
             "<no error>");
  BOOST_TEST(ErrorOf([&] { RefuseOverwritingInput("-o", "", inputs); }) == "<no error>");
}

BOOST_AUTO_TEST_CASE(reports_are_never_written_over_an_input_of_the_run) {
  TempDir t;
  const std::string zh = t.Write("zh.md", ReadFile(kZh));
  const std::string ko = t.Write("ko.md", ReadFile(kKo));
  fs::create_symlink("ko.md", t.path / "ko-link.md");
  fs::copy(SourcePath("rules"), t.path / "rules");
  const std::string baseline = (t.path / "baseline.json").string();
  BOOST_REQUIRE(RunConcord({"check", "--write-baseline", baseline, zh, ko}).status == 0);
  const std::string rule = (t.path / "rules" / "names.yml").string();
  BOOST_REQUIRE(fs::exists(rule));
  t.Write("tree/concord.yml", "editions: [zh, ko]\nlayout: \"{lang}/{path}\"\n");
  const std::string tree_zh = t.Write("tree/zh/a.md", ReadFile(kZh));
  const std::string tree_ko = t.Write("tree/ko/a.md", ReadFile(kKo));
  const std::string tree = (t.path / "tree").string();
  const std::string config = (t.path / "tree" / "concord.yml").string();
  const std::string tree_zh_b = t.Write("tree/zh/b.md", ReadFile(kZh));
  const std::string tree_ko_b = t.Write("tree/ko/b.md", ReadFile(kKo));
  const std::string glossary = t.Write("glossary.yml", "terms:\n  Helm: {zh: Helm, ko: 헬름}\n");
  const std::string tree_glossary =
      t.Write("gtree/terms.yml", "terms:\n  Helm: {zh: Helm, ko: 헬름}\n");
  const std::string glossary_config = t.Write(
      "gtree/concord.yml", "editions: [zh, ko]\nlayout: \"{lang}/{path}\"\nglossary: terms.yml\n");
  t.Write("gtree/zh/a.md", ReadFile(kZh));
  t.Write("gtree/ko/a.md", ReadFile(kKo));
  struct {
    std::vector<std::string> args;
    std::string cwd;
    std::string says;
  } cases[] = {
      {{"check", zh, ko, "-o", ko}, CONCORD_SOURCE_DIR, "is " + ko + ", an edition"},
      {{"check", zh, ko, "-o", zh}, CONCORD_SOURCE_DIR, "an edition"},
      {{"check", zh, ko, "-o", (t.path / "ko-link.md").string()},
       CONCORD_SOURCE_DIR,
       "is the same file as " + ko + ", an edition"},
      {{"check", "zh.md", "ko.md", "-o", "./ko.md"},
       t.path.string(),
       "same file as ko.md, an edition"},
      {{"check", zh, ko, "--write-baseline", zh}, CONCORD_SOURCE_DIR, "an edition"},
      {{"check", zh, ko, "--baseline", baseline, "--write-baseline", baseline},
       CONCORD_SOURCE_DIR,
       "the baseline"},
      {{"check", zh, ko, "--baseline", baseline, "-o", baseline},
       CONCORD_SOURCE_DIR,
       "the baseline"},
      {{"check", zh, ko, "--rules", (t.path / "rules").string(), "-o", rule},
       CONCORD_SOURCE_DIR,
       "a file of the rules directory"},
      {{"align", zh, ko, "-o", ko}, CONCORD_SOURCE_DIR, "an edition"},
      {{"extract", zh, "-o", zh}, CONCORD_SOURCE_DIR, "an edition"},
      {{"check", "-o", "ko/a.md"}, tree, "an edition"},
      {{"check", "-o", "concord.yml"}, tree, "the project config"},
      {{"check", "--config", config, "--write-baseline", config},
       CONCORD_SOURCE_DIR,
       "the project config"},
      {{"check", "zh", "ko", "-o", "zh/a.md"}, tree, "an edition"},
      {{"audit", "-o", "zh/a.md"}, tree, "an edition"},
      {{"hook", "zh/a.md", "-o", "ko/a.md"}, tree, "an edition"},
      // The hook reads every document of the tree, not only the groups it is given.
      {{"hook", "zh/a.md", "-o", "ko/b.md"}, tree, "an edition"},
      {{"check", zh, ko, "--glossary", glossary, "-o", glossary},
       CONCORD_SOURCE_DIR,
       "the glossary"},
      {{"check", zh, ko, "--glossary", glossary, "--write-baseline", glossary},
       CONCORD_SOURCE_DIR,
       "the glossary"},
      {{"check", "--config", glossary_config, "-o", tree_glossary},
       CONCORD_SOURCE_DIR,
       "the glossary"},
      {{"audit", "--config", glossary_config, "-o", tree_glossary},
       CONCORD_SOURCE_DIR,
       "the glossary"},
  };
  const std::string before_zh = ReadFile(zh), before_ko = ReadFile(ko);
  const std::string before_bl = ReadFile(baseline);
  const std::string before_rule = ReadFile(rule), before_config = ReadFile(config);
  for (const auto& c : cases) {
    std::string line;
    for (const std::string& a : c.args) line += a + " ";
    BOOST_TEST_CONTEXT(line) {
      ConcordRun r = RunConcord(c.args, c.cwd);
      BOOST_TEST(r.status == 2);
      BOOST_TEST(Has(r.err, c.says + " this run reads; refusing to write over it"), r.err);
      BOOST_TEST(r.out.empty(), r.out);
    }
  }
  BOOST_TEST(ReadFile(zh) == before_zh);
  BOOST_TEST(ReadFile(ko) == before_ko);
  BOOST_TEST(ReadFile(baseline) == before_bl);
  BOOST_TEST(ReadFile(rule) == before_rule);
  BOOST_TEST(ReadFile(config) == before_config);
  BOOST_TEST(ReadFile(tree_zh) == ReadFile(kZh));
  BOOST_TEST(ReadFile(tree_ko) == ReadFile(kKo));
  BOOST_TEST(ReadFile(tree_ko_b) == ReadFile(kKo));
  BOOST_TEST(ReadFile(glossary) == "terms:\n  Helm: {zh: Helm, ko: 헬름}\n");
  BOOST_TEST(ReadFile(tree_glossary) == "terms:\n  Helm: {zh: Helm, ko: 헬름}\n");
  BOOST_TEST(fs::is_symlink(t.path / "ko-link.md"));
  BOOST_TEST(HiddenFiles(t.path).empty());
}

// ---------------------------------------------------------------------------------------------
// How each kind of destination is written

BOOST_AUTO_TEST_CASE(dev_null_stays_a_character_device) {
  // As root, a rename over /dev/null replaces the device with a regular file. So that a
  // regression cannot do that to the machine running the tests, root tests a null device of
  // its own (mknod: the same device, 1:3, in the test's directory); other users, who cannot
  // replace /dev/null, test /dev/null itself.
  TempDir t;
  std::string null = "/dev/null";
  if (::geteuid() == 0) {
    null = (t.path / "null").string();
    BOOST_REQUIRE(::mknod(null.c_str(), S_IFCHR | 0666, makedev(1, 3)) == 0);
  }
  BOOST_REQUIRE(S_ISCHR(ModeOf(null)));
  ConcordRun r = RunConcord({"check", kZh, kKo, "-o", null});
  BOOST_TEST(r.status == 1, r.err);
  BOOST_TEST(r.out.empty());
  BOOST_TEST(S_ISCHR(ModeOf(null)));
  r = RunConcord({"check", kZh, kKo, "--write-baseline", null});
  BOOST_TEST(r.status == 0, r.err);
  BOOST_TEST(S_ISCHR(ModeOf(null)));
  BOOST_TEST(HiddenFiles(t.path).empty());
}

BOOST_AUTO_TEST_CASE(a_fifo_is_written_to_not_replaced) {
  HangGuard guard;
  TempDir t;
  const std::string fifo = (t.path / "report.fifo").string();
  BOOST_REQUIRE(::mkfifo(fifo.c_str(), 0644) == 0);
  const ConcordRun plain = RunConcord({"check", "--format", "json", kZh, kKo});
  FifoReader reader(fifo);
  ConcordRun r = RunConcord({"check", "--format", "json", kZh, kKo, "-o", fifo});
  BOOST_TEST(r.status == 1, r.err);
  BOOST_TEST(reader.Finish() == plain.out);
  BOOST_TEST(S_ISFIFO(ModeOf(fifo)));
  BOOST_TEST(HiddenFiles(t.path).empty());
}

BOOST_AUTO_TEST_CASE(a_regular_file_keeps_its_mode_and_a_new_one_follows_the_umask) {
  TempDir t;
  const std::string kept = t.Write("kept.txt", "old report\n");
  fs::permissions(kept, fs::perms::owner_read | fs::perms::owner_write);
  ConcordRun r = RunConcord({"check", kZh, kKo, "-o", kept});
  BOOST_TEST(r.status == 1, r.err);
  BOOST_TEST((ModeOf(kept) & 07777) == 0600u);
  BOOST_TEST(Has(ReadFile(kept), "appears in ko but not in zh"));

  const mode_t old_mask = ::umask(027);  // inherited by the child
  r = RunConcord({"check", kZh, kKo, "-o", (t.path / "new.txt").string()});
  ::umask(022);
  r = RunConcord({"check", kZh, kKo, "--write-baseline", (t.path / "new.json").string()});
  ::umask(old_mask);
  BOOST_TEST((ModeOf((t.path / "new.txt").string()) & 07777) == 0640u);
  BOOST_TEST((ModeOf((t.path / "new.json").string()) & 07777) == 0644u);
  BOOST_TEST(HiddenFiles(t.path).empty());
}

// The rename would work in a writable directory, but the shell's `>` refuses a read-only file
// and so does -o. Root may write any file, so as root the run is made as nobody.
BOOST_AUTO_TEST_CASE(a_read_only_file_is_not_replaced) {
  TempDir t;
  fs::permissions(t.path, fs::perms::all);
  const std::string report = t.Write("report.txt", "the old report\n");
  fs::permissions(report, fs::perms::owner_read | fs::perms::group_read | fs::perms::others_read);
  const auto as = concord::testing::NobodyIfRoot();
  if (as) BOOST_REQUIRE(::chown(report.c_str(), as->uid, as->gid) == 0);
  ConcordRun r = RunConcord({"check", kZh, kKo, "-o", report}, CONCORD_SOURCE_DIR, as);
  BOOST_TEST(r.status == 2);
  BOOST_TEST(Has(r.err, "report.txt: cannot write: Permission denied"), r.err);
  BOOST_TEST(ReadFile(report) == "the old report\n");
  BOOST_TEST(HiddenFiles(t.path).empty());
}

BOOST_AUTO_TEST_CASE(a_symlink_is_written_through) {
  TempDir t;
  fs::create_directory(t.path / "reports");
  const std::string target = t.Write("reports/report.txt", "old report\n");
  fs::permissions(target, fs::perms::owner_read | fs::perms::owner_write);
  fs::create_symlink("reports/report.txt", t.path / "link.txt");
  fs::create_symlink("link.txt", t.path / "link2.txt");  // a chain
  fs::create_symlink("reports/new.txt", t.path / "dangling.txt");
  ConcordRun r = RunConcord({"check", kZh, kKo, "-o", (t.path / "link2.txt").string()});
  BOOST_TEST(r.status == 1, r.err);
  BOOST_TEST(fs::is_symlink(t.path / "link.txt"));
  BOOST_TEST(fs::is_symlink(t.path / "link2.txt"));
  BOOST_TEST(fs::read_symlink(t.path / "link.txt") == "reports/report.txt");
  BOOST_TEST(Has(ReadFile(target), "appears in ko but not in zh"));
  BOOST_TEST((ModeOf(target) & 07777) == 0600u);
  r = RunConcord({"check", kZh, kKo, "-o", (t.path / "dangling.txt").string()});
  BOOST_TEST(r.status == 1, r.err);
  BOOST_TEST(fs::is_symlink(t.path / "dangling.txt"));
  BOOST_TEST(Has(ReadFile((t.path / "reports" / "new.txt").string()), "appears in ko"));
  BOOST_TEST(HiddenFiles(t.path).empty());
  BOOST_TEST(HiddenFiles(t.path / "reports").empty());
}

// A name of 250 bytes leaves no room for ".NAME.XXXXXX" (NAME_MAX is 255): the temporary
// file takes a short name, and the report is written, as the shell's `>` would write it. An
// error names the path as given, not where its link points.
BOOST_AUTO_TEST_CASE(a_long_file_name_and_a_dangling_link_into_nowhere) {
  TempDir t;
  const fs::path long_name = t.path / std::string(250, 'b');
  ConcordRun r = RunConcord({"check", kZh, kKo, "-o", long_name.string()});
  BOOST_TEST(r.status == 1, r.err);
  BOOST_TEST(Has(ReadFile(long_name.string()), "appears in ko but not in zh"));
  BOOST_TEST(HiddenFiles(t.path).empty());
  fs::create_symlink("missing-dir/report.txt", t.path / "dangling.txt");
  const std::string given = (t.path / "dangling.txt").string();
  r = RunConcord({"check", kZh, kKo, "-o", given});
  BOOST_TEST(r.status == 2);
  BOOST_TEST(r.err == "concord: error: " + given + ": cannot write: No such file or directory\n");
}

BOOST_AUTO_TEST_CASE(standard_output_named_as_a_file_is_appended_to_through_its_descriptor) {
  // -o /dev/stdout, through a link of the test's own to the same place, so that a regression
  // replaces that link and not the machine's /dev/stdout.
  TempDir t;
  const std::string log = t.Write("log.txt", "earlier line\n");
  const std::string stdout_link = (t.path / "stdout").string();
  fs::create_symlink("/proc/self/fd/1", stdout_link);
  std::fflush(stdout);
  pid_t pid = fork();
  if (pid == 0) {
    int fd = ::open(log.c_str(), O_WRONLY | O_APPEND);
    if (fd < 0) _exit(126);
    dup2(fd, 1);
    execl(CONCORD_BINARY, CONCORD_BINARY, "check", kZh.c_str(), kKo.c_str(), "-o",
          stdout_link.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  BOOST_TEST(WEXITSTATUS(status) == 1);
  const std::string text = ReadFile(log);
  BOOST_TEST(text.rfind("earlier line\n", 0) == 0u, text);
  BOOST_TEST(Has(text, "appears in ko but not in zh"));
  BOOST_TEST(fs::is_symlink(stdout_link));
}

BOOST_AUTO_TEST_CASE(output_file_removes_its_temporary_file_unless_committed) {
  TempDir t;
  const std::string path = (t.path / "r.txt").string();
  {
    OutputFile out(path);
    out.stream() << "half a report";
    BOOST_TEST(HiddenFiles(t.path).size() == 1u);
  }
  BOOST_TEST(!fs::exists(path));
  BOOST_TEST(HiddenFiles(t.path).empty());
  {
    OutputFile out(path);
    out.stream() << "a report\n";
    out.Commit();
  }
  BOOST_TEST(ReadFile(path) == "a report\n");
  BOOST_TEST(HiddenFiles(t.path).empty());
  std::string e = ErrorOf([&] { OutputFile out((t.path / "no-dir" / "r.txt").string()); });
  BOOST_TEST(Has(e, "no-dir/r.txt: cannot write: No such file or directory"), e);
  e = ErrorOf([&] { OutputFile out(t.path.string()); });
  BOOST_TEST(Has(e, "cannot write: Is a directory"), e);
}

// ---------------------------------------------------------------------------------------------
// Signals and closed pipes

BOOST_AUTO_TEST_CASE(a_signal_during_the_run_leaves_no_temporary_file) {
  HangGuard guard;
  TempDir t;
  auto [zh, ko] = BigPair(t);
  fs::create_directory(t.path / "out");
  const std::string report = t.Write("out/report.txt", "the old report\n");
  for (int sig : {SIGTERM, SIGINT, SIGHUP}) {
    BOOST_TEST_CONTEXT("signal " << sig) {
      int status = 0;
      pid_t pid = StartConcord({"check", zh, ko, "-o", report}, t.path.string());
      // The temporary file exists from the start of the run to its end.
      const bool seen = WaitForFile(t.path / "out", ".report.txt.", pid, &status);
      BOOST_REQUIRE(seen);
      ::kill(pid, sig);
      BOOST_REQUIRE(waitpid(pid, &status, 0) == pid);
      BOOST_TEST(WIFSIGNALED(status));
      BOOST_TEST(WTERMSIG(status) == sig);
      BOOST_TEST(HiddenFiles(t.path / "out").empty());
      BOOST_TEST(ReadFile(report) == "the old report\n");
    }
  }
}

BOOST_AUTO_TEST_CASE(an_ignored_signal_stays_ignored) {
  HangGuard guard;
  TempDir t;
  auto [zh, ko] = BigPair(t);
  const std::string report = (t.path / "report.txt").string();
  int status = 0;
  pid_t pid = StartConcord({"check", zh, ko, "-o", report}, t.path.string(), {SIGHUP});
  // The signal must reach the run while its temporary file exists, or this tests nothing.
  BOOST_REQUIRE(WaitForFile(t.path, ".report.txt.", pid, &status));
  ::kill(pid, SIGHUP);
  BOOST_REQUIRE(waitpid(pid, &status, 0) == pid);
  BOOST_TEST(WIFEXITED(status));
  BOOST_TEST(WEXITSTATUS(status) == 1);
  BOOST_TEST(Has(ReadFile(report), "appears in"));
  BOOST_TEST(HiddenFiles(t.path).empty());
}

BOOST_AUTO_TEST_CASE(a_closed_standard_output_is_an_error_not_sigpipe) {
  TempDir t;
  auto [zh, ko] = BigPair(t);
  const std::string err = (t.path / "err").string();
  // `check` writes through std::cout, `rules` through printf.
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"check", zh, ko}, std::vector<std::string>{"rules"}}) {
    BOOST_TEST_CONTEXT(args[0]) {
      int fds[2];
      BOOST_REQUIRE(::pipe(fds) == 0);
      ::close(fds[0]);  // no reader: every write fails with EPIPE (and raises SIGPIPE)
      std::fflush(stdout);
      pid_t pid = fork();
      if (pid == 0) {
        signal(SIGPIPE, SIG_DFL);
        dup2(fds[1], 1);
        if (!freopen(err.c_str(), "w", stderr)) _exit(126);
        std::vector<char*> argv = {const_cast<char*>(CONCORD_BINARY)};
        for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
        argv.push_back(nullptr);
        execv(CONCORD_BINARY, argv.data());
        _exit(127);
      }
      ::close(fds[1]);
      int status = 0;
      waitpid(pid, &status, 0);
      BOOST_TEST(WIFEXITED(status));
      BOOST_TEST(WEXITSTATUS(status) == 2);
      BOOST_TEST(ReadFile(err) == "concord: error: cannot write to standard output\n");
    }
  }
}

BOOST_AUTO_TEST_CASE(a_pipe_closed_early_by_head_is_an_error_not_sigpipe) {
  TempDir t;
  auto [zh, ko] = BigPair(t);
  const std::string script =
      "\"$0\" check \"$1\" \"$2\" 2>\"$3\" | head -c1 >/dev/null; "
      "echo \"${PIPESTATUS[0]}\" >\"$4\"";
  const std::string err = (t.path / "err").string(), status = (t.path / "status").string();
  std::fflush(stdout);
  pid_t pid = fork();
  if (pid == 0) {
    signal(SIGPIPE, SIG_DFL);
    execl("/bin/bash", "bash", "-c", script.c_str(), CONCORD_BINARY, zh.c_str(), ko.c_str(),
          err.c_str(), status.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  int raw = 0;
  waitpid(pid, &raw, 0);
  BOOST_TEST(ReadFile(status) == "2\n");
  BOOST_TEST(ReadFile(err) == "concord: error: cannot write to standard output\n");
}

}  // namespace
