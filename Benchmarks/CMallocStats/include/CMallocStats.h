#ifndef CMALLOCSTATS_H
#define CMALLOCSTATS_H
#include <stddef.h>

/// Bytes currently allocated by malloc (mallinfo2's uordblks + hblkhd).
size_t cmallocstats_allocated_bytes(void);

#endif
