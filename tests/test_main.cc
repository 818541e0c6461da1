// test_main.cc — the main() of every Boost.Test suite of tests/, compiled once and linked into
// each. A suite's file defines no BOOST_TEST_MODULE: the suites share one precompiled header
// (tests/CMakeLists.txt), and BOOST_TEST_MODULE would have to be defined before it. The
// master suite takes the executable's name instead (aligner_test, ...), the name
// BOOST_TEST_MODULE gave it, so reports still say which suite failed.
#include <boost/test/unit_test.hpp>
#include <filesystem>

namespace {

bool NameTheMasterSuiteAfterTheExecutable() {
  boost::unit_test::master_test_suite_t& master = boost::unit_test::framework::master_test_suite();
  if (master.argc > 0) {
    master.p_name.value = std::filesystem::path(master.argv[0]).filename().string();
  }
  return true;
}

}  // namespace

int main(int argc, char* argv[]) {
  return boost::unit_test::unit_test_main(&NameTheMasterSuiteAfterTheExecutable, argc, argv);
}
