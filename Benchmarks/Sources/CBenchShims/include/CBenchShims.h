#ifndef CBENCHSHIMS_H
#define CBENCHSHIMS_H

#include <stddef.h>

/// Bytes the C heap has handed out and not yet taken back (glibc `mallinfo2().uordblks`), or 0 where the
/// allocator does not report it.
size_t bench_heap_bytes_in_use(void);

#endif
