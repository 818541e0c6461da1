// document_test.cc — bytes to checked UTF-8 text with LF line ends, from memory and from disk.
#include "text/document.h"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <boost/test/unit_test.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>

#include "base/error.h"

using namespace concord;
namespace fs = std::filesystem;

namespace {

// what() of the InputError thrown by DecodeDocument, or "<no error>". Any other exception
// escapes and fails the test.
std::string DecodeError(const std::string& path, std::string_view bytes) {
  try {
    DecodeDocument(path, bytes);
  } catch (const InputError& e) {
    return e.what();
  }
  return "<no error>";
}

// A fresh directory under the system temp directory, removed with everything in it.
class TempDir {
 public:
  TempDir() {
    static int counter = 0;
    path_ = fs::temp_directory_path() / ("concord-document-test-" + std::to_string(::getpid()) +
                                         "-" + std::to_string(counter++));
    fs::create_directories(path_);
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path_, ec);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;

  std::string Write(const std::string& name, std::string_view bytes) const {
    const fs::path p = path_ / name;
    std::ofstream out(p, std::ios::binary);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    BOOST_REQUIRE(out.good());
    return p.string();
  }
  std::string path() const { return path_.string(); }
  std::string Missing() const { return (path_ / "no-such-file.txt").string(); }

 private:
  fs::path path_;
};

bool StartsWith(std::string_view s, std::string_view prefix) {
  return s.substr(0, prefix.size()) == prefix;
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// DecodeDocument: valid input

struct DecodeCase {
  const char* name;
  std::string_view bytes;
  std::string_view text;
};

// string_view literals so that embedded NUL-free byte strings keep their exact length.
using namespace std::string_view_literals;

const DecodeCase kDecodeCases[] = {
    {"plain ascii", "abc"sv, "abc"sv},
    {"empty", ""sv, ""sv},
    {"BOM dropped",
     "\xEF\xBB\xBF"
     "abc"sv,
     "abc"sv},
    {"BOM only", "\xEF\xBB\xBF"sv, ""sv},
    {"BOM before CJK", "\xEF\xBB\xBF感谢"sv, "感谢"sv},
    {"LF kept", "a\nb\n"sv, "a\nb\n"sv},
    {"CRLF to LF", "a\r\nb\r\n"sv, "a\nb\n"sv},
    {"lone CR to LF", "a\rb\r"sv, "a\nb\n"sv},
    {"CR CRLF is two line ends", "a\r\r\nb"sv, "a\n\nb"sv},
    {"LF CR is two line ends", "a\n\rb"sv, "a\n\nb"sv},
    {"mixed line ends", "1\r\n2\r3\n4"sv, "1\n2\n3\n4"sv},
    {"multi-byte text kept", "感谢\r\n한국어 😀\r\n"sv, "感谢\n한국어 😀\n"sv},
    {"largest code point", "\xF4\x8F\xBF\xBF"sv, "\xF4\x8F\xBF\xBF"sv},
};

BOOST_AUTO_TEST_CASE(decode_table) {
  for (const DecodeCase& c : kDecodeCases) {
    BOOST_TEST_CONTEXT(c.name) {
      const Document doc = DecodeDocument("mem.txt", c.bytes);
      BOOST_TEST(doc.text == c.text);
      BOOST_TEST(doc.path == "mem.txt");
    }
  }
}

BOOST_AUTO_TEST_CASE(decode_keeps_path_as_given) {
  BOOST_TEST(DecodeDocument("some/dir/../zh.txt", "x").path == "some/dir/../zh.txt");
}

BOOST_AUTO_TEST_CASE(decode_output_has_no_cr) {
  // CRLF, CR, CR, CR, CRLF, LF, CR: seven line ends.
  const Document doc = DecodeDocument("mem.txt", "a\r\n\r\rb\r\r\n\nc\r");
  BOOST_TEST(doc.text == "a\n\n\nb\n\n\nc\n");
  BOOST_TEST(doc.text.find('\r') == std::string::npos);
}

// ---------------------------------------------------------------------------------------------
// DecodeDocument: invalid UTF-8 is "path:line:col: invalid UTF-8", col in code points from 1

struct BadCase {
  const char* name;
  std::string_view bytes;
  const char* what;
};

const BadCase kBadCases[] = {
    {"truncated sequence at end", "abc\xE4\xB8"sv, "bad.txt:1:4: invalid UTF-8"},
    {"truncated sequence before ascii", "\xE4\xB8z"sv, "bad.txt:1:1: invalid UTF-8"},
    {"truncated 4-byte sequence", "ab\xF0\x9F\x98"sv, "bad.txt:1:3: invalid UTF-8"},
    {"lone continuation byte", "\x80"sv, "bad.txt:1:1: invalid UTF-8"},
    {"overlong slash C0 AF", "a\xC0\xAF"sv, "bad.txt:1:2: invalid UTF-8"},
    {"overlong C1 BF", "\xC1\xBF"sv, "bad.txt:1:1: invalid UTF-8"},
    {"overlong 3-byte E0 80 AF", "\xE0\x80\xAF"sv, "bad.txt:1:1: invalid UTF-8"},
    {"overlong 4-byte F0 80 80 AF", "\xF0\x80\x80\xAF"sv, "bad.txt:1:1: invalid UTF-8"},
    {"encoded high surrogate ED A0 80", "xy\xED\xA0\x80"sv, "bad.txt:1:3: invalid UTF-8"},
    {"encoded low surrogate ED BF BF", "\xED\xBF\xBF"sv, "bad.txt:1:1: invalid UTF-8"},
    {"byte FE", "\xFE"sv, "bad.txt:1:1: invalid UTF-8"},
    {"byte FF", "a\xFF"sv, "bad.txt:1:2: invalid UTF-8"},
    {"above U+10FFFF", "\xF4\x90\x80\x80"sv, "bad.txt:1:1: invalid UTF-8"},
    {"col counts code points, not bytes", "é中😀\xC1"sv, "bad.txt:1:4: invalid UTF-8"},
    {"line 3 after CRLF line ends", "ab\r\ncd\r\n感谢\xFF"sv, "bad.txt:3:3: invalid UTF-8"},
    {"line 3 after lone CR", "ab\rcd\r\xFF"sv, "bad.txt:3:1: invalid UTF-8"},
    {"line 2 after LF", "a\n\xFE"sv, "bad.txt:2:1: invalid UTF-8"},
    {"blank lines counted", "\r\n\r\n\r\n\r\nx\xE4\xB8"sv, "bad.txt:5:2: invalid UTF-8"},
    {"BOM does not count as a column", "\xEF\xBB\xBF\xFF"sv, "bad.txt:1:1: invalid UTF-8"},
    {"valid text after the error does not matter", "ok\n\xFFok"sv, "bad.txt:2:1: invalid UTF-8"},
};

BOOST_AUTO_TEST_CASE(invalid_utf8_table) {
  for (const BadCase& c : kBadCases) {
    BOOST_TEST_CONTEXT(c.name) { BOOST_TEST(DecodeError("bad.txt", c.bytes) == c.what); }
  }
}

BOOST_AUTO_TEST_CASE(invalid_utf8_names_the_given_path) {
  BOOST_TEST(DecodeError("corpus/zh/x.txt", "\xFF") == "corpus/zh/x.txt:1:1: invalid UTF-8");
}

// ---------------------------------------------------------------------------------------------
// ReadDocument

BOOST_AUTO_TEST_CASE(read_missing_file_throws_naming_path) {
  TempDir dir;
  const std::string path = dir.Missing();
  BOOST_CHECK_EXCEPTION(ReadDocument(path), InputError, [&](const InputError& e) {
    BOOST_TEST_MESSAGE("what(): " << e.what());
    return StartsWith(e.what(), path + ": ");
  });
}

BOOST_AUTO_TEST_CASE(read_directory_throws_naming_path) {
  TempDir dir;
  const std::string path = dir.path();
  BOOST_CHECK_EXCEPTION(ReadDocument(path), InputError, [&](const InputError& e) {
    BOOST_TEST_MESSAGE("what(): " << e.what());
    return StartsWith(e.what(), path + ": ");
  });
}

BOOST_AUTO_TEST_CASE(read_file_decodes_like_memory) {
  TempDir dir;
  const std::string path = dir.Write("crlf.txt", "\xEF\xBB\xBF致谢\r\nThanks\r\n");
  const Document doc = ReadDocument(path);
  BOOST_TEST(doc.path == path);
  BOOST_TEST(doc.text == "致谢\nThanks\n");
}

BOOST_AUTO_TEST_CASE(read_empty_file) {
  TempDir dir;
  const Document doc = ReadDocument(dir.Write("empty.txt", ""));
  BOOST_TEST(doc.text.empty());
}

BOOST_AUTO_TEST_CASE(read_invalid_file_reports_path_line_col) {
  TempDir dir;
  const std::string path = dir.Write("bad.txt", "one\r\ntwo\r\nth\xC0\xAFree\r\n");
  BOOST_CHECK_EXCEPTION(ReadDocument(path), InputError, [&](const InputError& e) {
    BOOST_TEST(std::string(e.what()) == path + ":3:3: invalid UTF-8");
    return true;
  });
}

BOOST_AUTO_TEST_CASE(read_seed_korean_file) {
  const std::string path = std::string(CONCORD_SOURCE_DIR) + "/corpus/ko/conclusion.txt";
  const Document doc = ReadDocument(path);
  BOOST_TEST(doc.path == path);
  BOOST_TEST(StartsWith(doc.text, "끝까지 읽어 주어 고맙다!"));
  BOOST_TEST(doc.text.find("\n감사의 말\n") != std::string::npos);  // line 3
  BOOST_TEST(doc.text.find('\r') == std::string::npos);

  // Same text as decoding the raw bytes.
  std::ifstream in(path, std::ios::binary);
  std::ostringstream raw;
  raw << in.rdbuf();
  BOOST_TEST(doc.text == DecodeDocument(path, raw.str()).text);

  // 33 lines (the file has no final newline).
  std::string_view text = doc.text;
  while (!text.empty() && text.back() == '\n') text.remove_suffix(1);
  BOOST_TEST(std::count(text.begin(), text.end(), '\n') + 1 == 33);
}

// Only regular files are editions: a FIFO is refused from its stat() (opening it would wait
// for a writer), a device is never opened (/dev/zero would be read until memory runs out).
BOOST_AUTO_TEST_CASE(read_special_files_throws_naming_path_and_kind) {
  TempDir dir;
  const std::string fifo = dir.path() + "/fifo.txt";
  BOOST_REQUIRE(::mkfifo(fifo.c_str(), 0644) == 0);
  alarm(60);  // a regression blocks in open(): fail instead of hanging the suite
  BOOST_CHECK_EXCEPTION(ReadDocument(fifo), InputError, [&](const InputError& e) {
    return std::string(e.what()) == fifo + ": is a FIFO, not a regular file";
  });
  alarm(0);
  BOOST_CHECK_EXCEPTION(ReadDocument("/dev/zero"), InputError, [&](const InputError& e) {
    return std::string(e.what()) == "/dev/zero: is a character device, not a regular file";
  });
}

// --max-file-size bounds the read itself, not only the size stat() gives: /proc files say 0.
BOOST_AUTO_TEST_CASE(read_stops_at_max_bytes_whatever_stat_says) {
  BOOST_CHECK_EXCEPTION(ReadDocument("/proc/self/maps", 10), InputError, [&](const InputError& e) {
    BOOST_TEST_MESSAGE("what(): " << e.what());
    return StartsWith(e.what(), "/proc/self/maps: file is more than --max-file-size 10");
  });
  TempDir dir;
  const std::string path = dir.Write("ten.txt", "0123456789");
  BOOST_TEST(ReadDocument(path, 10).text == "0123456789");
  BOOST_CHECK_EXCEPTION(ReadDocument(path, 9), InputError, [&](const InputError& e) {
    return std::string(e.what()) == path + ": file is 10 bytes, more than --max-file-size 9";
  });
}
