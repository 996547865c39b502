#ifndef CMALLOCSTATS_H
#define CMALLOCSTATS_H
#include <stddef.h>

/// Bytes currently allocated by malloc: mallinfo2's uordblks + hblkhd on
/// glibc, the malloc zones' size in use on Darwin, 0 where neither exists.
size_t cmallocstats_allocated_bytes(void);

#endif
