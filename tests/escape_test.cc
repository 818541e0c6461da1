// escape_test.cc — EscapeControls: what input text looks like once it is safe to print.
#include "text/escape.h"

#include <boost/test/unit_test.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "test_util.h"

using namespace concord;

namespace {

struct Case {
  std::string in;
  std::string out;
};

BOOST_AUTO_TEST_CASE(table) {
  const Case cases[] = {
      {"", ""},
      {"zh/guide.md", "zh/guide.md"},
      {"感谢 Jacob Austin은", "感谢 Jacob Austin은"},  // other scripts as they are
      {"C:\\docs\\a\\n.md", "C:\\docs\\a\\n.md"},      // backslashes as they are
      {"a\n::error file=x::pwned.txt", "a\\n::error file=x::pwned.txt"},
      {"a\r\nb", "a\\r\\nb"},
      {"tab\there", "tab\\there"},
      {"\x1b[31mred\x1b[0m", "\\x1b[31mred\\x1b[0m"},
      {std::string("nul\0byte", 8), "nul\\x00byte"},
      {"\x01\x07\x08\x0b\x0c\x1f", "\\x01\\x07\\x08\\x0b\\x0c\\x1f"},
      {"del\x7f", "del\\x7f"},
      {"c1 \xc2\x9b"
       "31m \xc2\x85 \xc2\x80 \xc2\x9f",
       "c1 \\u009b31m \\u0085 \\u0080 \\u009f"},
      {"\xc2\xa0nbsp", "\xc2\xa0nbsp"},  // U+00A0 is not a control
      {"line\xe2\x80\xa8sep\xe2\x80\xa9par", "line\\u2028sep\\u2029par"},
      {"\xe2\x80\xa7\xe2\x80\xaa", "\xe2\x80\xa7\xe2\x80\xaa"},  // U+2027, U+202A: left alone
      {"raw \x9b"
       "31m",
       "raw \\x9b31m"},  // a lone C1 byte: not UTF-8
      {"bad \xff\xfe", "bad \\xff\\xfe"},
      {"overlong \xc0\x8a", "overlong \\xc0\\x8a"},  // '\n' in two bytes
      {"surrogate \xed\xa0\x80", "surrogate \\xed\\xa0\\x80"},
      {"cut \xe6\x84", "cut \\xe6\\x84"},
      {"beyond \xf4\x90\x80\x80", "beyond \\xf4\\x90\\x80\\x80"},
      {"emoji \xf0\x9f\x98\x80", "emoji \xf0\x9f\x98\x80"},
  };
  for (const Case& c : cases) BOOST_TEST(EscapeControls(c.in) == c.out, "input: " << c.out);
}

// Whatever the input, the escaped text has no byte below 0x20, no DEL, and is valid UTF-8
// (every byte of every two-byte prefix tried).
BOOST_AUTO_TEST_CASE(no_control_byte_survives) {
  for (int a = 0; a < 256; ++a) {
    for (int b = 0; b < 256; ++b) {
      const std::string in = {static_cast<char>(a), static_cast<char>(b), '\x80', 'x'};
      const std::string out = EscapeControls(in);
      for (unsigned char c : out) BOOST_REQUIRE(c >= 0x20 && c != 0x7F);
      BOOST_REQUIRE(out.find("\xc2\x85") == std::string::npos);
      BOOST_REQUIRE(out.find("\xc2\x9b") == std::string::npos);
    }
  }
}

}  // namespace

// ---- through the binary ----

namespace {

using concord::testing::RunConcord;
using concord::testing::TempDir;

std::vector<std::string> Lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

// Two editions whose names try to start a workflow command and colour the terminal, and a
// rule whose message tries both.
struct HostileRun {
  TempDir dir;
  std::string a, b, rules;
  HostileRun() {
    a = dir.Write("a\n::error file=x::pwned.txt", "Noam Shazeer wrote the paper in 2017.\n");
    b = dir.Write("\x1b[31mb.txt", "沙泽尔写了这篇论文。\n");
    rules = (dir.path / "rules").string();
    dir.Write("rules/years.yml",
              "check: pattern\npattern: '[0-9]+'\n"
              "message: \"\\e[31m{value}\\n::error file=y::rule\\r\\n::warning::x\"\n");
  }
};

BOOST_AUTO_TEST_CASE(text_output_escapes_names_and_messages) {
  HostileRun run;
  for (const char* color : {"never", "always"}) {
    auto r = RunConcord({"check", run.a, run.b, "--rules", run.rules, "--format", "text",
                         std::string("--color=") + color});
    BOOST_TEST_REQUIRE(r.status == 1, r.err);
    for (const std::string& line : Lines(r.out)) BOOST_TEST(line.rfind("::", 0) != 0, line);
    BOOST_TEST(r.out.find('\r') == std::string::npos);
    BOOST_TEST(r.out.find("a\\n::error file=x::pwned.txt") != std::string::npos, r.out);
    BOOST_TEST(r.out.find("\\x1b[31mb.txt") != std::string::npos, r.out);
    BOOST_TEST(
        r.out.find("\\x1b[31m2017\\n::error file=y::rule\\r\\n::warning::x") != std::string::npos,
        r.out);
    BOOST_TEST(r.out.find("\x1b[31m") == std::string::npos, r.out);  // concord paints 1;31
    if (std::string(color) == "never")
      BOOST_TEST(r.out.find('\x1b') == std::string::npos, r.out);
    else
      BOOST_TEST(r.out.find("\x1b[1;31m") != std::string::npos, r.out);  // its own colours
  }
}

BOOST_AUTO_TEST_CASE(github_output_cannot_start_a_command) {
  HostileRun run;
  auto r = RunConcord({"check", run.a, run.b, "--rules", run.rules, "--format", "github"});
  BOOST_TEST_REQUIRE(r.status == 1, r.err);
  const auto lines = Lines(r.out);
  BOOST_TEST(lines.size() == 1u, r.out);  // the one finding, on one line
  for (const std::string& line : lines) {
    BOOST_TEST(line.rfind("::error file=", 0) == 0, line);
    BOOST_TEST(line.rfind("::error file=x", 0) != 0, line);
    BOOST_TEST(line.find('\r') == std::string::npos, line);
  }
  BOOST_TEST(r.out.find("a%0A::error file=x::pwned.txt") != std::string::npos, r.out);
  BOOST_TEST(r.out.find("%0A::error file=y::rule%0D%0A::warning::x") != std::string::npos, r.out);
}

BOOST_AUTO_TEST_CASE(stderr_messages_are_escaped) {
  TempDir dir;
  const std::string missing = (dir.path / "gone\n::error file=z::x\x1b[2J").string();
  auto r = RunConcord({"check", missing, missing});
  BOOST_TEST(r.status == 2);
  BOOST_TEST(Lines(r.err).size() == 1u, r.err);
  BOOST_TEST(r.err.find('\x1b') == std::string::npos, r.err);
  BOOST_TEST(r.err.find("gone\\n::error file=z::x\\x1b[2J") != std::string::npos, r.err);
  // An unknown flag and an unknown command quote the input too.
  r = RunConcord({"check", "--fo\x1b[2Jrmat=x"});
  BOOST_TEST(r.status == 2);
  BOOST_TEST(r.err.find('\x1b') == std::string::npos, r.err);
  r = RunConcord({"che\nck"});
  BOOST_TEST(r.status == 2);
  BOOST_TEST(r.err.find("che\\nck") != std::string::npos, r.err);
}

BOOST_AUTO_TEST_CASE(rules_listing_is_escaped) {
  TempDir dir;
  dir.Write("rules/r\x1b[31m.yml",
            "check: pattern\npattern: \"x\\ty\"\ndescription: \"line\\n::error file=d::x\"\n");
  auto r = RunConcord({"rules", "--rules", (dir.path / "rules").string()});
  BOOST_TEST_REQUIRE(r.status == 0, r.err);
  BOOST_TEST(r.out.find('\x1b') == std::string::npos, r.out);
  BOOST_TEST(r.out.find('\t') == std::string::npos, r.out);
  for (const std::string& line : Lines(r.out)) BOOST_TEST(line.rfind("::", 0) != 0, line);
  BOOST_TEST(r.out.find("r\\x1b[31m") != std::string::npos, r.out);
  BOOST_TEST(r.out.find("pattern=x\\ty") != std::string::npos, r.out);
  BOOST_TEST(r.out.find("line\\n::error file=d::x") != std::string::npos, r.out);
}

}  // namespace
