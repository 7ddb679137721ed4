#ifndef CBENCHSHIMS_H
#define CBENCHSHIMS_H

#include <stddef.h>

/// Bytes the C heap has handed out and not yet taken back (glibc `mallinfo2().uordblks`), or 0 where the
/// allocator does not report it.
size_t bench_heap_bytes_in_use(void);

/// Restricts the calling thread to one processor: the `index`-th (modulo their count) of those the process may run
/// on. Returns 0 on success, -1 where it is not supported (not Linux) or on failure.
int bench_pin_current_thread(int index);

#endif
