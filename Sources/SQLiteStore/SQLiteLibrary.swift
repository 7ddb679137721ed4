import CSQLite
import Foundation

/// Process-wide SQLite setup and information.
///
/// The first ``Connection`` opened in the process calls ``configureOnce()`` so that process-wide options
/// are applied before SQLite initialises itself.
public enum SQLiteLibrary {
    /// The version of the linked SQLite library, such as `"3.40.1"`.
    public static var version: String { String(cString: sqlite3_libversion()) }

    /// The version of the linked SQLite library as a number, such as `3040001`.
    public static var versionNumber: Int { Int(sqlite3_libversion_number()) }

    /// How many times a thread tries a contended SQLite mutex again, pausing between tries, before it sleeps:
    /// 200, or 0 on a machine with one processor, where the holder cannot run while another thread spins.
    public static let mutexSpinLimit = ProcessInfo.processInfo.activeProcessorCount > 1 ? 200 : 0

    /// Applies process-wide configuration exactly once; later calls do nothing.
    ///
    /// - Spinning mutexes: SQLite keeps its own mutexes but a thread that finds one taken spins
    ///   (``mutexSpinLimit`` tries) before it sleeps. SQLite's unix mutexes are plain pthread mutexes that
    ///   sleep at once, and every read transaction takes the WAL-index mutex twice; a futex sleep and wake-up
    ///   costs far more than the few hundred nanoseconds the mutex is held, and leaves the core idle.
    /// - Memory statistics off (`SQLITE_CONFIG_MEMSTATUS = 0`): they otherwise take a global mutex on every
    ///   allocation and roughly halve multi-threaded throughput.
    ///
    /// Both only work before SQLite initialises, so this is called before every open; if some other code in
    /// the process already initialised SQLite the call is silently ineffective (see ``isConfigured``).
    public static func configureOnce() {
        _ = configured
    }

    /// Whether ``configureOnce()`` applied the process-wide configuration: `false` when some other code
    /// initialised SQLite first. Calls ``configureOnce()``.
    public static var isConfigured: Bool {
        configured
    }

    /// Lazily evaluated (thread-safe, once per process) by ``configureOnce()``.
    private static let configured: Bool = {
        let mutexes = csqlite_install_spinning_mutexes(Int32(mutexSpinLimit))
        let statistics = csqlite_disable_memory_statistics()
        return mutexes == SQLITE_OK && statistics == SQLITE_OK
    }()
}
