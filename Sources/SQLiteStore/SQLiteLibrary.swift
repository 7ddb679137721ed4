import CSQLite

/// Process-wide SQLite setup and information.
///
/// The first ``Connection`` opened in the process calls ``configureOnce()`` so that process-wide options
/// are applied before SQLite initialises itself.
public enum SQLiteLibrary {
    /// The version of the linked SQLite library, such as `"3.40.1"`.
    public static var version: String { String(cString: sqlite3_libversion()) }

    /// The version of the linked SQLite library as a number, such as `3040001`.
    public static var versionNumber: Int { Int(sqlite3_libversion_number()) }

    /// Applies process-wide configuration exactly once; later calls do nothing.
    ///
    /// Disables SQLite's memory statistics (`SQLITE_CONFIG_MEMSTATUS = 0`), which otherwise take a global
    /// mutex on every allocation and roughly halve multi-threaded throughput. This only works before
    /// SQLite initialises, so it is called before every open; if some other code in the process already
    /// initialised SQLite the call is silently ineffective.
    public static func configureOnce() {
        _ = configured
    }

    /// Lazily evaluated (thread-safe, once per process) by ``configureOnce()``.
    private static let configured: Bool = {
        csqlite_disable_memory_statistics() == SQLITE_OK
    }()
}
