import CSQLite

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs one read or write (a job) on a connection so that cancelling the Swift task running it stops it.
///
/// The pool's async API runs a job synchronously inside the calling task, on its thread, so SQLite calls its
/// handlers on that thread too and they can ask `Task.isCancelled` directly — no cancellation handler to register
/// (`withTaskCancellationHandler` would move the work off a `nonisolated(nonsending)` caller's actor in Swift 6.3).
/// A progress handler polls the cancellation every ``progressInterval`` virtual-machine instructions, so a running
/// statement stops within microseconds and short statements pay nothing. A statement waiting for another
/// connection's lock waits in a busy handler that gives up once the task is cancelled, so a cancelled write does not
/// commit after the lock frees.
@usableFromInline
enum JobControl {
    /// How many SQLite VM instructions run between two cancellation checks.
    static let progressInterval: Int32 = 1000

    /// How long the busy handler sleeps between two attempts to take a lock, in milliseconds.
    static let busyPollMilliseconds = 5

    /// Runs `work` on `connection` under the current task's cancellation: skipped (a `CancellationError`) when the
    /// task is already cancelled, interrupted when it is cancelled meanwhile, and an interruption or a busy failure
    /// caused by that cancellation reported as `CancellationError`.
    ///
    /// Must run synchronously inside the task, on its thread, from start to finish.
    static func run<T>(on connection: Connection, _ work: (Connection) throws -> T) throws -> T {
        try begin(on: connection)
        defer { end(on: connection) }
        do {
            return try work(connection)
        } catch {
            throw outcome(of: error)
        }
    }

    /// Starts a job on `connection`: `CancellationError` when the task is already cancelled, else the cancellation
    /// handlers installed. Pair it with ``end(on:)``.
    ///
    /// - Throws: `CancellationError`.
    @usableFromInline
    static func begin(on connection: Connection) throws {
        if Task.isCancelled {
            throw CancellationError()
        }
        install(on: connection)
    }

    /// Ends the job ``begin(on:)`` started: removes the handlers.
    @usableFromInline
    static func end(on connection: Connection) {
        uninstall(from: connection)
    }

    /// What a job reports for the error its work threw: `CancellationError` for an interruption or a busy failure
    /// caused by the task's cancellation, the error itself otherwise.
    @usableFromInline
    static func outcome(of error: any Error) -> any Error {
        if let sqlite = error as? SQLiteError, sqlite.isInterrupted || sqlite.isBusy, Task.isCancelled {
            return CancellationError()
        }
        return error
    }

    /// Installs the cancellation progress handler and the cancellable busy handler.
    private static func install(on connection: Connection) {
        sqlite3_busy_handler(
            connection.handle,
            { context, attempts in
                guard let context else { return 0 }
                let connection = Unmanaged<Connection>.fromOpaque(context).takeUnretainedValue()
                return JobControl.shouldRetryAfterBusy(
                    attempts: Int(attempts), timeout: connection.busyTimeoutMilliseconds)
                    ? 1 : 0
            },
            Unmanaged.passUnretained(connection).toOpaque()
        )
        sqlite3_progress_handler(connection.handle, progressInterval, { _ in Task.isCancelled ? 1 : 0 }, nil)
    }

    /// Removes the progress handler and restores the connection's plain busy timeout.
    private static func uninstall(from connection: Connection) {
        sqlite3_progress_handler(connection.handle, 0, nil, nil)
        sqlite3_busy_timeout(connection.handle, Int32(clamping: connection.busyTimeoutMilliseconds))
    }

    /// The busy handler: sleeps and retries until the connection's busy timeout is used up or the task is cancelled.
    ///
    /// - Parameters:
    ///   - attempts: How many times the lock was already found taken for this statement.
    ///   - timeout: The connection's busy timeout, in milliseconds.
    /// - Returns: Whether SQLite should try again.
    private static func shouldRetryAfterBusy(attempts: Int, timeout: Int) -> Bool {
        guard !Task.isCancelled, attempts * busyPollMilliseconds < timeout else { return false }
        usleep(useconds_t(busyPollMilliseconds * 1000))
        return !Task.isCancelled
    }
}
