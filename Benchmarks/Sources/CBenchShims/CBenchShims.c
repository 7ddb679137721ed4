#define _GNU_SOURCE
#include "CBenchShims.h"

#if defined(__linux__) && defined(__GLIBC__)
#include <malloc.h>

size_t bench_heap_bytes_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}
#else
size_t bench_heap_bytes_in_use(void) {
    return 0;
}
#endif

#if defined(__linux__)
#include <sched.h>

int bench_pin_current_thread(int index) {
    cpu_set_t allowed;
    if (sched_getaffinity(0, sizeof(allowed), &allowed) != 0) return -1;
    int count = CPU_COUNT(&allowed);
    if (count <= 0) return -1;
    int wanted = index % count;
    for (int cpu = 0; cpu < CPU_SETSIZE; cpu++) {
        if (!CPU_ISSET(cpu, &allowed)) continue;
        if (wanted-- > 0) continue;
        cpu_set_t set;
        CPU_ZERO(&set);
        CPU_SET(cpu, &set);
        return sched_setaffinity(0, sizeof(set), &set);
    }
    return -1;
}
#else
int bench_pin_current_thread(int index) {
    (void)index;
    return -1;
}
#endif
