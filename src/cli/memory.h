// memory.h — how concord, a short-lived batch process whose memory peaks once, treats the heap.
//
//   TuneAllocator();                                         // first thing in main()
//   KeptUntilExit<TreeReport> tree(CheckTree(project, groups, options));
//   writer(*tree, style, out);                               // never freed object by object
//
// Neither changes what a run computes or prints; both only change when memory goes back to the
// operating system.
#ifndef CONCORD_CLI_MEMORY_H_
#define CONCORD_CLI_MEMORY_H_

#include <utility>

namespace concord {

// Keeps memory freed by one stage (the read buffers, the aligner's tables) for the next instead
// of returning it to the system and faulting it in again, and gives each worker thread's heap
// room to grow without remapping. Peak memory is unchanged. A no-op outside glibc.
void TuneAllocator();

// A run's report, left for the operating system to take back when the process exits instead
// of being freed object by object: a large pair's report is millions of allocations. Sanitizer
// builds free it, so that LeakSanitizer still accounts for every allocation.
template <typename T>
class KeptUntilExit {
 public:
  explicit KeptUntilExit(T value) : value_(new T(std::move(value))) {}
  KeptUntilExit(const KeptUntilExit&) = delete;
  KeptUntilExit& operator=(const KeptUntilExit&) = delete;
  ~KeptUntilExit() {
#if defined(__SANITIZE_ADDRESS__)
    delete value_;
#endif
  }
  T& operator*() { return *value_; }
  T* operator->() { return value_; }

 private:
  T* value_;
};

}  // namespace concord

#endif  // CONCORD_CLI_MEMORY_H_
