// memory.cc — see memory.h.
#include "cli/memory.h"

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace concord {

// Large blocks come from the same heap as small ones, so they are reused too. The main heap
// grows 16 MiB of address space at a time, and a worker thread's heap starts with that much
// (no memory until it is touched): a worker's heap that grows by changing its mapping a page at
// a time stalls the other threads' page faults.
void TuneAllocator() {
#ifdef __GLIBC__
  mallopt(M_TRIM_THRESHOLD, 1 << 30);
  mallopt(M_MMAP_MAX, 0);  // large blocks (a whole edition's text) from the heap too
  mallopt(M_TOP_PAD, 16 << 20);
#endif
}

}  // namespace concord
