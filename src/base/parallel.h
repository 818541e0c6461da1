// parallel.h — running independent pieces of work on all cores.
//
//   ParallelFor(groups.size(), options.jobs, [&](size_t i) { reports[i] = Check(groups[i]); });
//
// Each index runs exactly once, on one of min(jobs, n) threads that take the next index as they
// finish the last one, so a long document does not hold up the short ones behind it. Results
// go to slot i of a vector sized beforehand: output assembled in index order is the same for
// any number of threads.
#ifndef CONCORD_PARALLEL_H_
#define CONCORD_PARALLEL_H_

#include <cstddef>
#include <functional>

namespace concord {

// Threads to use for `jobs` (0: one per core the machine reports, at least 1).
unsigned ThreadCount(unsigned jobs);

// Runs body(0) … body(n − 1) on ThreadCount(jobs) threads (the calling thread is one of them).
// If some calls throw, the others still finish, and the exception of the lowest index is
// rethrown: the error a one-thread run would have stopped at.
void ParallelFor(size_t n, unsigned jobs, const std::function<void(size_t)>& body);

}  // namespace concord

#endif  // CONCORD_PARALLEL_H_
