#include <sqlite3.h>

/// Disables SQLite's global memory statistics (SQLITE_CONFIG_MEMSTATUS = 0) before the library initialises.
/// `sqlite3_config` is variadic, which Swift cannot call directly, hence this non-variadic wrapper.
static inline int csqlite_disable_memory_statistics(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}
