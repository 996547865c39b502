#include "CMallocStats.h"
// A libc header first: it is what defines __GLIBC__ on glibc.
#include <stdlib.h>

#if defined(__APPLE__)
#include <malloc/malloc.h>

// Every zone's bytes in use, as the default zone's statistics give them.
size_t cmallocstats_allocated_bytes(void) {
  malloc_statistics_t stats;
  malloc_zone_statistics(NULL, &stats);
  return stats.size_in_use;
}

#elif defined(__GLIBC__)
#include <malloc.h>

size_t cmallocstats_allocated_bytes(void) {
  struct mallinfo2 info = mallinfo2();
  return info.uordblks + info.hblkhd;
}

#else

// No allocator statistics known here (musl, say): 0, and bytes kept read 0.
size_t cmallocstats_allocated_bytes(void) {
  return 0;
}

#endif
