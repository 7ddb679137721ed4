#include <sqlite3.h>

/// Disables SQLite's global memory statistics (SQLITE_CONFIG_MEMSTATUS = 0) before the library initialises.
/// `sqlite3_config` is variadic, which Swift cannot call directly, hence this non-variadic wrapper.
static inline int csqlite_disable_memory_statistics(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}

/// SQLite's own mutex methods, saved by `csqlite_install_spinning_mutexes` before it replaces their `xMutexEnter`.
/// Written once, before SQLite initialises with the replacement; read-only afterwards.
static inline sqlite3_mutex_methods *csqlite_default_mutex_methods(void) {
    static sqlite3_mutex_methods methods;
    return &methods;
}

/// How many times a contended SQLite mutex is tried again before the thread sleeps on it.
static inline int *csqlite_mutex_spin_limit(void) {
    static int limit;
    return &limit;
}

/// One short busy-wait step: tells the core that this thread spins.
static inline void csqlite_spin_pause(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__) || defined(__arm__)
    __asm__ __volatile__("yield");
#endif
}

/// `xMutexEnter` that spins on SQLite's own `xMutexTry` before it falls back to SQLite's blocking `xMutexEnter`.
/// SQLite's unix mutexes are plain pthread mutexes that put the thread to sleep at once; its WAL-index mutex is
/// held for a few hundred nanoseconds (longer around an `fcntl`), much less than a futex sleep and wake-up.
static inline void csqlite_spinning_mutex_enter(sqlite3_mutex *mutex) {
    sqlite3_mutex_methods const *methods = csqlite_default_mutex_methods();
    int limit = *csqlite_mutex_spin_limit();
    for (int attempt = 0; attempt < limit; attempt++) {
        if (methods->xMutexTry(mutex) == SQLITE_OK) return;
        csqlite_spin_pause();
    }
    methods->xMutexEnter(mutex);
}

/// Replaces SQLite's mutex `xMutexEnter` with `csqlite_spinning_mutex_enter`, keeping SQLite's own mutexes
/// (allocation, static mutexes, try, leave, held checks) underneath. Must run before any connection is open.
///
/// SQLite chooses its default methods when it initialises and accepts configuration only while it is not
/// initialised, so this initialises it, shuts it down again (nothing is open yet), reads the methods it chose and
/// installs the modified copy; the next `sqlite3_initialize` or open uses it.
/// Returns `SQLITE_OK` when installed, `SQLITE_MISUSE` when SQLite was already initialised by someone else
/// (nothing is changed then), or another code when SQLite has no usable mutexes (built single-threaded).
static inline int csqlite_install_spinning_mutexes(int spinLimit) {
    sqlite3_mutex_methods methods = {0};
    int rc = sqlite3_config(SQLITE_CONFIG_GETMUTEX, &methods);
    if (rc != SQLITE_OK) return rc;
    if (methods.xMutexAlloc == 0) {
        rc = sqlite3_initialize();
        if (rc == SQLITE_OK) rc = sqlite3_shutdown();
        if (rc == SQLITE_OK) rc = sqlite3_config(SQLITE_CONFIG_GETMUTEX, &methods);
        if (rc != SQLITE_OK) return rc;
    }
    if (methods.xMutexTry == 0 || methods.xMutexEnter == 0) return SQLITE_ERROR;
    *csqlite_default_mutex_methods() = methods;
    *csqlite_mutex_spin_limit() = spinLimit;
    methods.xMutexEnter = csqlite_spinning_mutex_enter;
    return sqlite3_config(SQLITE_CONFIG_MUTEX, &methods);
}
