// ChunkedVector against std::vector: the same elements after the same appends, across chunk
// boundaries (small chunks), and read back through a const reference.
#include "base/chunked_vector.h"

#include <boost/test/unit_test.hpp>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

using namespace concord;

BOOST_AUTO_TEST_CASE(holds_what_a_vector_holds) {
  std::mt19937 rng(3);
  for (size_t n : {0, 1, 7, 8, 9, 64, 1000}) {
    ChunkedVector<uint32_t, 3> chunked;
    std::vector<uint32_t> plain;
    for (size_t i = 0; i < n; ++i) {
      const uint32_t v = rng();
      chunked.push_back(v);
      plain.push_back(v);
      BOOST_TEST_REQUIRE(chunked.size() == plain.size());
    }
    BOOST_TEST(chunked.empty() == plain.empty());
    const ChunkedVector<uint32_t, 3>& read = chunked;
    for (size_t i = 0; i < n; ++i) BOOST_TEST_REQUIRE(read[i] == plain[i], "at " << i);
  }
}

BOOST_AUTO_TEST_CASE(elements_can_be_changed_in_place_and_moved_in) {
  ChunkedVector<std::string, 1> strings;
  for (int i = 0; i < 5; ++i) strings.push_back(std::string(20, static_cast<char>('a' + i)));
  strings[3] += "!";
  BOOST_TEST(strings[3] == std::string(20, 'd') + "!");
  BOOST_TEST(strings[4] == std::string(20, 'e'));
  BOOST_TEST(strings.size() == 5u);
}
