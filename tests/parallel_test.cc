// ParallelFor: every index once, on the number of threads asked for, and the error a
// one-thread run would have stopped at.
#include "base/parallel.h"

#include <atomic>
#include <boost/test/unit_test.hpp>
#include <chrono>
#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>
#include <vector>

using concord::ParallelFor;
using concord::ThreadCount;

BOOST_AUTO_TEST_CASE(every_index_runs_once_whatever_the_thread_count) {
  for (unsigned jobs : {1u, 2u, 3u, 16u, 0u}) {
    std::vector<std::atomic<int>> runs(1000);
    ParallelFor(runs.size(), jobs, [&](size_t i) { ++runs[i]; });
    for (size_t i = 0; i < runs.size(); ++i) BOOST_TEST(runs[i] == 1);
  }
  ParallelFor(0, 4, [](size_t) { BOOST_FAIL("no work, no call"); });
}

BOOST_AUTO_TEST_CASE(uses_the_threads_it_is_given) {
  std::mutex m;
  std::set<std::thread::id> seen;
  std::atomic<int> waiting{0};
  // Four items that each wait (up to 10 s, so that too few threads fail rather than hang)
  // until all four have started: only four threads can start them all.
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  ParallelFor(4, 4, [&](size_t) {
    ++waiting;
    while (waiting < 4 && std::chrono::steady_clock::now() < deadline) std::this_thread::yield();
    std::lock_guard<std::mutex> lock(m);
    seen.insert(std::this_thread::get_id());
  });
  BOOST_TEST(waiting == 4);
  BOOST_TEST(seen.size() == 4u);
  BOOST_TEST(ThreadCount(3) == 3u);
  BOOST_TEST(ThreadCount(0) >= 1u);
}

BOOST_AUTO_TEST_CASE(rethrows_the_error_of_the_lowest_index_after_all_finish) {
  for (unsigned jobs : {1u, 2u, 8u}) {
    std::atomic<int> done{0};
    try {
      ParallelFor(100, jobs, [&](size_t i) {
        ++done;
        if (i == 70 || i == 30) throw std::runtime_error("item " + std::to_string(i));
      });
      BOOST_FAIL("no exception");
    } catch (const std::runtime_error& e) {
      BOOST_TEST(std::string(e.what()) == "item 30");
    }
    BOOST_TEST(done == 100);
  }
}
