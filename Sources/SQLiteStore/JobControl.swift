import CSQLite
import Foundation

/// The cancellation state of one read or write (a job): cancelled through ``cancel()`` from any thread, or — for a
/// job that observes its task — when the Swift task running it is cancelled.
///
/// Cancelling a running job interrupts its current statement (`sqlite3_interrupt`); statements it starts
/// afterwards are stopped by a progress handler that polls ``isCancelled`` every
/// ``progressInterval`` virtual-machine instructions, so short statements pay nothing. A statement waiting for
/// another connection's lock (which neither reaches) waits in a busy handler that gives up once the job is
/// cancelled, so a cancelled write does not commit after the lock frees.
///
/// The pool's async API runs a job synchronously inside the calling task, on its thread, so SQLite calls those
/// handlers on that thread too and they can ask `Task.isCancelled` directly: no cancellation handler to register
/// (`withTaskCancellationHandler` would move the work off a `nonisolated(nonsending)` caller's actor).
final class JobControl: @unchecked Sendable {
    // Safety: `cancelled`, `runningHandle` and `busyTimeoutMilliseconds` are only read or written while `lock` is
    // held.
    private let lock = NSLock()
    private var cancelled = false
    private var runningHandle: OpaquePointer?

    /// Whether the cancellation of the task running the job cancels it too.
    private let observesCurrentTask: Bool

    /// Creates the state of a job that is not cancelled yet.
    ///
    /// - Parameter observingCurrentTask: `true` when the job runs synchronously inside the current task (on its
    ///   thread, from start to finish), so that cancelling that task cancels the job.
    init(observingCurrentTask: Bool = false) {
        self.observesCurrentTask = observingCurrentTask
    }

    /// How many SQLite VM instructions run between two cancellation checks.
    static let progressInterval: Int32 = 1000

    /// How long the busy handler sleeps between two attempts to take a lock, in milliseconds.
    static let busyPollMilliseconds = 5

    /// The connection's busy timeout while this job runs, read by the busy handler; set before it is installed.
    private var busyTimeoutMilliseconds = 0

    /// Whether the job was cancelled.
    var isCancelled: Bool {
        if isTaskCancelled {
            return true
        }
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }

    /// Whether the job observes its task and that task is cancelled; only meaningful on the job's thread.
    private var isTaskCancelled: Bool {
        observesCurrentTask && Task.isCancelled
    }

    /// Marks the job cancelled and interrupts its running statement, if any.
    func cancel() {
        lock.lock()
        defer { lock.unlock() }
        cancelled = true
        if let runningHandle {
            sqlite3_interrupt(runningHandle)
        }
    }

    /// Records that the job starts on `connection` and installs the cancellation progress handler.
    ///
    /// - Returns: `false` (installing nothing) when the job was already cancelled.
    func begin(on connection: Connection) -> Bool {
        if isTaskCancelled {
            return false
        }
        lock.lock()
        defer { lock.unlock() }
        guard !cancelled else { return false }
        runningHandle = connection.handle
        busyTimeoutMilliseconds = connection.busyTimeoutMilliseconds
        sqlite3_busy_handler(
            connection.handle,
            { context, attempts in
                guard let context else { return 0 }
                let control = Unmanaged<JobControl>.fromOpaque(context).takeUnretainedValue()
                return control.shouldRetryAfterBusy(attempts: Int(attempts)) ? 1 : 0
            },
            Unmanaged.passUnretained(self).toOpaque()
        )
        sqlite3_progress_handler(
            connection.handle,
            Self.progressInterval,
            { context in
                guard let context else { return 0 }
                return Unmanaged<JobControl>.fromOpaque(context).takeUnretainedValue().isCancelled ? 1 : 0
            },
            Unmanaged.passUnretained(self).toOpaque()
        )
        return true
    }

    /// Removes the progress handler and records that the job stopped running.
    ///
    /// - Returns: Whether the job was cancelled.
    func finish(on connection: Connection) -> Bool {
        sqlite3_progress_handler(connection.handle, 0, nil, nil)
        sqlite3_busy_timeout(connection.handle, Int32(clamping: connection.busyTimeoutMilliseconds))
        let taskCancelled = isTaskCancelled
        lock.lock()
        defer { lock.unlock() }
        runningHandle = nil
        return cancelled || taskCancelled
    }

    /// The busy handler: sleeps and retries until the connection's busy timeout is used up or the job is cancelled.
    ///
    /// - Parameter attempts: How many times the lock was already found taken for this statement.
    /// - Returns: Whether SQLite should try again.
    private func shouldRetryAfterBusy(attempts: Int) -> Bool {
        let timeout = lock.withLock { busyTimeoutMilliseconds }
        guard !isCancelled, attempts * Self.busyPollMilliseconds < timeout else { return false }
        usleep(useconds_t(Self.busyPollMilliseconds * 1000))
        return !isCancelled
    }

    /// Runs `work` on `connection` under this control: skipped (a `CancellationError`) when already cancelled,
    /// interruptible while it runs, and an interruption caused by a cancellation reported as `CancellationError`.
    func run<T>(on connection: Connection, _ work: (Connection) throws -> T) -> Result<T, any Error> {
        guard begin(on: connection) else { return .failure(CancellationError()) }
        let result = Result { try work(connection) }
        let wasCancelled = finish(on: connection)
        if wasCancelled, case .failure(let error as SQLiteError) = result, error.isInterrupted || error.isBusy {
            return .failure(CancellationError())
        }
        return result
    }
}
