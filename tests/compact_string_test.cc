// CompactString against std::string: the same text, size and order for strings around the
// inline capacity, through copies, moves and assignments; 16 bytes whatever it holds.
#include "base/compact_string.h"

#include <boost/test/unit_test.hpp>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

using namespace concord;

namespace {

// Strings of every length from 0 to twice the inline capacity, and some with NUL bytes and
// bytes above 0x7f (the tag byte's values among them).
std::vector<std::string> Samples() {
  std::vector<std::string> samples;
  for (size_t n = 0; n <= 2 * CompactString::kInlineCapacity + 1; ++n) {
    std::string s;
    for (size_t i = 0; i < n; ++i) s += static_cast<char>('a' + i % 26);
    samples.push_back(s);
  }
  samples.push_back(std::string("a\0b", 3));
  samples.push_back(std::string(15, '\xff'));
  samples.push_back(std::string(16, '\xff'));
  samples.push_back("结论与延伸阅读");
  samples.push_back("•");
  return samples;
}

}  // namespace

BOOST_AUTO_TEST_CASE(holds_what_a_string_holds) {
  BOOST_TEST(CompactString().empty());
  BOOST_TEST(CompactString().size() == 0u);
  BOOST_TEST(CompactString().view() == "");
  for (const std::string& s : Samples()) {
    const CompactString c(s);
    BOOST_TEST(c.view() == s);
    BOOST_TEST(c.size() == s.size());
    BOOST_TEST(c.empty() == s.empty());
    BOOST_TEST(std::string_view(c) == s);
    BOOST_TEST((c == s));
    std::ostringstream out;
    out << c;
    BOOST_TEST(out.str() == s);
  }
}

BOOST_AUTO_TEST_CASE(compares_as_strings_compare) {
  const std::vector<std::string> samples = Samples();
  for (const std::string& x : samples)
    for (const std::string& y : samples) {
      const CompactString cx(x), cy(y);
      BOOST_TEST_REQUIRE((cx == cy) == (x == y), x << " == " << y);
      BOOST_TEST_REQUIRE((cx < cy) == (x < y), x << " < " << y);
      BOOST_TEST_REQUIRE((cx < std::string_view(y)) == (x < y), x << " < " << y);
      BOOST_TEST_REQUIRE((std::string_view(x) < cy) == (x < y), x << " < " << y);
      BOOST_TEST_REQUIRE((cx == std::string_view(y)) == (x == y), x << " == " << y);
    }
}

BOOST_AUTO_TEST_CASE(copies_moves_and_assignments_keep_the_text) {
  const std::vector<std::string> samples = Samples();
  for (const std::string& x : samples)
    for (const std::string& y : samples) {
      CompactString a(x);
      CompactString b(y);
      CompactString copy(a);
      BOOST_TEST_REQUIRE(copy.view() == x);
      b = a;  // copy over a string of any length
      BOOST_TEST_REQUIRE(b.view() == x);
      BOOST_TEST_REQUIRE(a.view() == x);
      CompactString moved(std::move(a));
      BOOST_TEST_REQUIRE(moved.view() == x);
      BOOST_TEST_REQUIRE(a.empty());  // NOLINT: a moved-from CompactString is empty
      CompactString target(y);
      target = std::move(moved);
      BOOST_TEST_REQUIRE(target.view() == x);
      BOOST_TEST_REQUIRE(moved.empty());  // NOLINT
      const CompactString& same = target;
      target = same;  // self-assignment keeps it
      BOOST_TEST_REQUIRE(target.view() == x);
    }
}

BOOST_AUTO_TEST_CASE(sixteen_bytes_in_a_vector) {
  static_assert(sizeof(CompactString) == 16);
  std::vector<CompactString> strings;
  for (const std::string& s : Samples()) strings.emplace_back(s);  // grows, moving them
  const std::vector<std::string> samples = Samples();
  for (size_t i = 0; i < samples.size(); ++i) BOOST_TEST(strings[i].view() == samples[i]);
}
