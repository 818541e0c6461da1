// Bad input, read-only inputs, determinism and resource bounds, end to end through the
// concord executable. Each row of the bad-input table is documented in docs/robustness.md.
#include <sys/stat.h>
#include <unistd.h>

#include <boost/test/unit_test.hpp>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>

#include "test_util.h"

namespace fs = std::filesystem;
using concord::testing::ReadFile;
using concord::testing::SourcePath;
using concord::testing::TempDir;
using Run = concord::testing::ConcordRun;
using concord::testing::RunConcord;

namespace {

const std::string kKo = SourcePath("corpus/ko/conclusion.txt");

// One row per bad input: what concord does with it. docs/robustness.md lists the same rows.
BOOST_AUTO_TEST_CASE(bad_inputs_have_a_documented_outcome) {
  TempDir t;
  const std::string ko = ReadFile(kKo);
  auto utf16 = [](const std::u16string& s, bool be) {
    std::string out = be ? "\xFE\xFF" : "\xFF\xFE";
    for (char16_t c : s) {
      char hi = static_cast<char>(c >> 8), lo = static_cast<char>(c & 0xFF);
      out += be ? std::string{hi, lo} : std::string{lo, hi};
    }
    return out;
  };
  t.Write("rules-bad-yaml/x.yml", "check: entity-parity\nkind: [name\n");
  t.Write("rules-unknown-check/x.yml", "check: entity-parrity\nkind: name\n");
  t.Write("rules-unknown-key/x.yml", "check: entity-parity\nkind: name\nsevrity: error\n");
  t.Write("rules-bad-regex/x.yml", "check: pattern\npattern: \"(unclosed\"\n");
  t.Write("rules-catastrophic/x.yml", "check: pattern\npattern: \"(a+)+$\"\ntime-limit: 5\n");
  t.Write("outside/concord.yml", "editions: [zh, ko]\nlayout: ../../{lang}/{path}\n");
  std::string long_a = t.Write("aaaa.txt", std::string(40000, 'a') + "b\n");
  std::string long_b = t.Write("aaaa-ko.txt", "한국어 " + std::string(40000, 'a') + "b\n");

  struct Case {
    std::string name;
    std::vector<std::string> args;
    int status;
    std::string stderr_has;  // "" = stderr must be empty
  } cases[] = {
      {"truncated UTF-8 sequence",
       {"check", t.Write("trunc.txt", "ab\xE6\x9C"), kKo},
       2,
       "trunc.txt:1:3: invalid UTF-8"},
      {"overlong form",
       {"check", t.Write("overlong.txt", "x\n\xC0\xAF"), kKo},
       2,
       "overlong.txt:2:1: invalid UTF-8"},
      {"lone surrogate in UTF-8",
       {"check", t.Write("surrogate.txt", "\xED\xA0\x80"), kKo},
       2,
       "surrogate.txt:1:1: invalid UTF-8"},
      {"bytes FE FF",
       {"check", t.Write("fe.txt", "a\xFE\xFF"), kKo},
       2,
       "fe.txt:1:2: invalid UTF-8"},
      {"UTF-16 LE with BOM is decoded",
       {"check", t.Write("u16le.txt", utf16(u"第一段。\n", false)), kKo},
       1,
       ""},
      {"UTF-16 BE with BOM is decoded",
       {"check", t.Write("u16be.txt", utf16(u"第一段。\n", true)), kKo},
       1,
       ""},
      {"UTF-16 with an unpaired surrogate",
       {"check", t.Write("u16bad.txt", utf16(u"a\n", false) + std::string("\x00\xD8", 2)), kKo},
       2,
       "u16bad.txt:2:1: invalid UTF-16"},
      {"NUL byte in a named file",
       {"check", t.Write("nul.txt", std::string("ab\0c", 4)), kKo},
       2,
       "nul.txt:1:3: binary file"},
      // An image's header has bytes that are no UTF-8 before its first NUL: binary all the same.
      {"PNG header in a named file",
       {"check", t.Write("image.txt", std::string("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16)), kKo},
       2,
       "image.txt:3:1: binary file"},
      {"UTF-16 line numbers count a lone CR",
       {"check", t.Write("u16cr.txt", utf16(u"one\rtwo\r\n", false) + std::string("\x00\xD8", 2)),
        kKo},
       2,
       "u16cr.txt:3:1: invalid UTF-16"},
      {"empty file", {"check", t.Write("empty.txt", ""), kKo}, 1, ""},
      {"only white space", {"check", t.Write("ws.txt", " \n\t\n \r\n"), kKo}, 1, ""},
      {"mixed CR, LF and CRLF",
       {"check", t.Write("mixed.txt", "一。\r\n二。\r三。\n"),
        t.Write("mixed-ko.txt", "하나.\n둘.\r\n셋.\r")},
       0,
       ""},
      {"missing file",
       {"check", (t.path / "nope.txt").string(), kKo},
       2,
       "nope.txt: cannot open: No such file"},
      {"directory given as a file", {"check", t.path.string(), kKo}, 2, "is a directory"},
      {"two editions in the same language", {"check", kKo, kKo}, 0, "are both in 'ko'"},
      {"file over --max-file-size",
       {"check", "--max-file-size", "1K", kKo, kKo},
       2,
       "more than --max-file-size 1024"},
      {"bad --max-file-size", {"check", "--max-file-size", "lots", kKo, kKo}, 2, "--max-file-size"},
      {"rule file with a YAML syntax error",
       {"check", "--rules", (t.path / "rules-bad-yaml").string(), kKo, kKo},
       2,
       "x.yml:3:1: YAML syntax error"},
      {"rule with an unknown check",
       {"check", "--rules", (t.path / "rules-unknown-check").string(), kKo, kKo},
       2,
       "x.yml:1:8: unknown check 'entity-parrity' (did you mean 'entity-parity'?)"},
      {"rule with an unknown key",
       {"check", "--rules", (t.path / "rules-unknown-key").string(), kKo, kKo},
       2,
       "x.yml:3:1: unknown key 'sevrity'"},
      {"invalid ICU regex",
       {"check", "--rules", (t.path / "rules-bad-regex").string(), kKo, kKo},
       2,
       "x.yml:2:10: invalid ICU regex"},
      {"catastrophic regex: reported, run goes on",
       {"check", "--rules", (t.path / "rules-catastrophic").string(), long_a, long_b},
       0,
       "rule 'x'"},
      {"catastrophic regex with --strict",
       {"check", "--strict", "--rules", (t.path / "rules-catastrophic").string(), long_a, long_b},
       2,
       "time limit exceeded"},
      {"config pointing outside the repository",
       {"check", "--config", (t.path / "outside/concord.yml").string()},
       2,
       "outside the repository"},
  };
  for (const Case& c : cases) {
    BOOST_TEST_CONTEXT(c.name) {
      Run r = RunConcord(c.args);
      BOOST_TEST(r.status == c.status, r.err);
      if (c.stderr_has.empty())
        BOOST_TEST(r.err.empty(), r.err);
      else
        BOOST_TEST(r.err.find(c.stderr_has) != std::string::npos, r.err);
    }
  }
}

BOOST_AUTO_TEST_CASE(unreadable_file_is_an_error_when_not_root) {
  if (geteuid() == 0) {
    BOOST_TEST_MESSAGE("skipped: root reads every file");
    return;
  }
  TempDir t;
  std::string f = t.Write("secret.txt", "一。\n");
  fs::permissions(f, fs::perms::none);
  Run r = RunConcord({"check", f, kKo});
  BOOST_TEST(r.status == 2);
  BOOST_TEST(r.err.find("secret.txt: cannot open") != std::string::npos, r.err);
}

BOOST_AUTO_TEST_CASE(directory_mode_skips_binary_files_and_symlink_loops) {
  TempDir t;
  t.Write("zh/a.txt", "第一段 Alice Smith。\n");
  t.Write("ko/a.txt", "Alice Smith 첫 단락.\n");
  t.Write("zh/logo.txt", std::string("PNG\0\0\0", 6));
  t.Write("ko/logo.txt", std::string("PNG\0\0\0", 6));
  fs::create_directory_symlink(t.path / "zh", t.path / "zh" / "loop");
  fs::create_directory_symlink(t.path / "ko", t.path / "ko" / "loop");
  Run r =
      RunConcord({"check", "--color", "never", (t.path / "zh").string(), (t.path / "ko").string()});
  BOOST_TEST(r.status == 0, r.out + r.err);
  BOOST_TEST(r.err.find("skipped") != std::string::npos, r.err);
  BOOST_TEST(r.err.find("logo.txt:1:4: binary file") != std::string::npos, r.err);
  BOOST_TEST(r.out.find("in 2 documents (1 pair compared, 0 missing)") != std::string::npos, r.out);
}

BOOST_AUTO_TEST_CASE(very_long_line_and_many_units_finish) {
  TempDir t;
  std::string line;
  for (int i = 0; line.size() < (8u << 20); ++i)
    line += "模型 Alice Smith 训练 " + std::to_string(i % 1000) + "。";
  std::string a = t.Write("line-zh.txt", line + "\n");
  std::string units_a, units_b;
  for (int i = 0; i < 200000; ++i) {
    units_a += "第 " + std::to_string(i) + " 段。\n";
    units_b += std::to_string(i) + "번째 단락.\n";
  }
  Run one = RunConcord({"check", "--format", "json", a, a});
  BOOST_TEST(one.status == 0, one.err);
  Run many = RunConcord(
      {"check", "--format", "json", t.Write("u-zh.txt", units_a), t.Write("u-ko.txt", units_b)});
  BOOST_TEST(many.status == 0, many.err);
  BOOST_TEST(many.out.find("\"units\": 200000") != std::string::npos);
}

// concord never writes to the files it checks: every subcommand on a read-only copy of the
// corpus and of the Markdown tree leaves every byte and modification time as it was.
BOOST_AUTO_TEST_CASE(inputs_are_never_written) {
  TempDir t;
  fs::copy(SourcePath("corpus"), t.path / "corpus", fs::copy_options::recursive);
  fs::copy(SourcePath("tests/fixtures/hugo"), t.path / "hugo", fs::copy_options::recursive);
  std::map<std::string, std::pair<std::string, fs::file_time_type>> before;
  for (const auto& e : fs::recursive_directory_iterator(t.path))
    if (e.is_regular_file())
      before[e.path().string()] = {ReadFile(e.path().string()), e.last_write_time()};
  for (const auto& e : fs::recursive_directory_iterator(t.path))
    fs::permissions(e.path(),
                    fs::perms::owner_write | fs::perms::group_write | fs::perms::others_write,
                    fs::perm_options::remove);
  const std::string zh = (t.path / "corpus/zh/conclusion.txt").string();
  const std::string ko = (t.path / "corpus/ko/conclusion.txt").string();
  const std::string hugo = (t.path / "hugo").string();
  std::vector<std::pair<std::vector<std::string>, std::string>> runs = {
      {{"check", zh, ko}, CONCORD_SOURCE_DIR},
      {{"check", "--format", "sarif", zh, ko}, CONCORD_SOURCE_DIR},
      {{"check", "--format", "html", zh, ko}, CONCORD_SOURCE_DIR},
      {{"check", (t.path / "corpus/zh").string(), (t.path / "corpus/ko").string()},
       CONCORD_SOURCE_DIR},
      {{"align", zh, ko}, CONCORD_SOURCE_DIR},
      {{"extract", zh, ko}, CONCORD_SOURCE_DIR},
      {{"rules"}, CONCORD_SOURCE_DIR},
      {{"check"}, hugo},
      {{"audit"}, hugo},
      {{"hook", "content/zh/docs/intro.md"}, hugo},
  };
  for (const auto& [args, cwd] : runs) {
    Run r = RunConcord(args, cwd);
    BOOST_TEST((r.status == 0 || r.status == 1), args.front() << ": " << r.err);
  }
  for (const auto& [path, state] : before) {
    BOOST_TEST_CONTEXT(path) {
      BOOST_TEST(ReadFile(path) == state.first);
      BOOST_TEST((fs::last_write_time(path) == state.second));
    }
  }
  size_t files = 0;
  for (const auto& e : fs::recursive_directory_iterator(t.path)) files += e.is_regular_file();
  BOOST_TEST(files == before.size());  // nothing created next to the inputs either
}

// Same inputs, same bytes: every format, twice, and directory trees whatever the order in
// which the files were created.
BOOST_AUTO_TEST_CASE(output_is_deterministic) {
  const std::string zh = SourcePath("corpus/zh/conclusion.txt");
  for (const char* format : {"text", "json", "sarif", "github", "html"}) {
    BOOST_TEST_CONTEXT(format) {
      Run first = RunConcord({"check", "--format", format, zh, kKo});
      Run second = RunConcord({"check", "--format", format, zh, kKo});
      BOOST_TEST(first.out == second.out);
      BOOST_TEST(!first.out.empty());
    }
  }
  auto make_tree = [](const TempDir& t, bool reverse) {
    std::vector<int> order = {0, 1, 2, 3, 4};
    if (reverse) std::reverse(order.begin(), order.end());
    for (int i : order) {
      t.Write("zh/doc" + std::to_string(i) + ".txt",
              "第 " + std::to_string(i) + " 章 Alice Smith 和 Bob Jones。\n");
      // ko keeps Alice Smith but in doc0: one drop, found whatever the order of the files.
      t.Write("ko/doc" + std::to_string(i) + ".txt",
              std::to_string(i) + (i == 0 ? "장 Bob Jones.\n" : "장 Alice Smith와 Bob Jones.\n"));
    }
  };
  TempDir t1, t2;
  make_tree(t1, false);
  make_tree(t2, true);
  Run r1 = RunConcord({"audit", "--format", "json", "zh", "ko"}, t1.path.string());
  Run r2 = RunConcord({"audit", "--format", "json", "zh", "ko"}, t2.path.string());
  BOOST_TEST(r1.out == r2.out);
  BOOST_TEST(r1.out.find("Alice Smith") != std::string::npos);
}

// Memory stays proportional to the input: two 20,000-unit editions, peak RSS under 20× their
// size plus a fixed base (what concord needs for two one-line files).
BOOST_AUTO_TEST_CASE(peak_memory_is_proportional_to_the_input) {
#if defined(__SANITIZE_ADDRESS__)
  // Under AddressSanitizer the peak RSS is the sanitizer's shadow memory and quarantine; the
  // bound is checked by the normal build.
  BOOST_TEST_MESSAGE("skipped under AddressSanitizer");
  return;
#endif
  TempDir t;
  std::string a, b;
  for (int i = 0; i < 20000; ++i) {
    a += "第 " + std::to_string(i) + " 段 Name" + std::to_string(i % 97) + " Person 的内容很长。\n";
    b += std::to_string(i) + "번째 Name" + std::to_string(i % 97) + " Person 내용이 길다.\n";
  }
  std::string fa = t.Write("a.txt", a), fb = t.Write("b.txt", b);
  Run base = RunConcord({"check", t.Write("x.txt", "一。\n"), t.Write("y.txt", "하나.\n")});
  Run big = RunConcord({"check", fa, fb});
  BOOST_TEST((big.status == 0 || big.status == 1));
  const long input_kb = static_cast<long>((a.size() + b.size()) / 1024);
  BOOST_TEST_MESSAGE("peak RSS " << big.max_rss_kb << " KB for " << input_kb
                                 << " KB of input; base " << base.max_rss_kb << " KB");
  BOOST_TEST(big.max_rss_kb < 20 * input_kb + base.max_rss_kb);
}

}  // namespace
