#include "base/parallel.h"

#include <pthread.h>
#include <signal.h>

#include <algorithm>
#include <atomic>
#include <exception>
#include <thread>
#include <vector>

namespace concord {

unsigned ThreadCount(unsigned jobs) {
  if (jobs > 0) return jobs;
  return std::max(1u, std::thread::hardware_concurrency());
}

void ParallelFor(size_t n, unsigned jobs, const std::function<void(size_t)>& body) {
  std::vector<std::exception_ptr> errors(n);
  std::atomic<size_t> next{0};
  auto work = [&] {
    for (size_t i = next++; i < n; i = next++) {
      try {
        body(i);
      } catch (...) {
        errors[i] = std::current_exception();
      }
    }
  };
  const size_t threads = std::min<size_t>(ThreadCount(jobs), n);
  std::vector<std::thread> pool;
  {
    // Workers start with the signals that end a run blocked (a thread inherits its creator's
    // mask), so those signals are always handled on the calling thread: the handler that
    // removes a report's temporary file (output_file.h) then never runs between the steps
    // that thread takes, with the signals blocked, to create or rename that file.
    sigset_t ending, old;
    sigemptyset(&ending);
    for (int s : {SIGINT, SIGTERM, SIGHUP, SIGQUIT}) sigaddset(&ending, s);
    pthread_sigmask(SIG_BLOCK, &ending, &old);
    for (size_t t = 1; t < threads; ++t) pool.emplace_back(work);
    pthread_sigmask(SIG_SETMASK, &old, nullptr);
  }
  work();
  for (std::thread& t : pool) t.join();
  for (const std::exception_ptr& e : errors)
    if (e) std::rethrow_exception(e);
}

}  // namespace concord
