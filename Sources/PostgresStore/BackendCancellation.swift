import Logging
import PostgresNIO
import Synchronization

/// Ctrl-C for PostgreSQL: cancelling the Swift task that runs a statement asks the server to cancel it, as `psql`
/// does on Ctrl-C, so a statement waiting on a row lock stops at once instead of when the lock is released.
///
/// PostgresNIO does not send PostgreSQL's cancel request, so the cancellation goes through SQL: each pooled
/// connection's backend process id is read once (`pg_backend_pid()`, on its first lease) and, when the task is
/// cancelled mid-lease, a separate short-lived connection runs `pg_cancel_backend(pid)` (the same signal the cancel
/// request sends; allowed for a backend of the same role). The lease is kept until that cancel has run, so it can
/// only reach the statement of the task that asked for it, never the next lease's. A statement cancelled this way
/// fails with SQLSTATE 57014, which the transaction rolls back; the caller sees a `CancellationError`.
final class BackendCancellation: Sendable {
    /// The backend process id of each pooled connection, by PostgresNIO connection id.
    private let processIDs = Mutex<[PostgresConnection.ID: Int32]>([:])
    /// Where the cancelling connection goes.
    private let url: PostgresURL
    /// Where that connection logs.
    private let logger: Logger

    /// The most connection ids remembered; the table is cleared past it (ids of closed connections are never
    /// reused, so a cleared entry only costs one more `pg_backend_pid()`).
    static let rememberedConnections = 4096

    /// How long a cancelling connection may take to connect and run its cancel (the connect deadline).
    private let cancelLimit: Duration

    /// Creates the registry for the database at `url`; a cancel gives up after `cancelLimit`.
    init(url: PostgresURL, logger: Logger, cancelLimit: Duration = PostgresDeadlines.standard.connect) {
        self.url = url
        self.logger = logger
        self.cancelLimit = cancelLimit
    }

    /// Runs `body` on `connection` so that cancelling the current task cancels the statement it is running, and,
    /// with a `deadline`, so that the work ends by then: its statement is cancelled like a cancelled task's, and when
    /// the server does not answer that within ``cancelLimit`` either, the connection is closed, failing whatever
    /// waits on it. Work stopped by the deadline throws ``PostgresStoreError/timedOut(_:)``.
    nonisolated(nonsending) func run<Value: Sendable>(
        on connection: PostgresConnection,
        deadline: Duration? = nil,
        _ body: nonisolated(nonsending) (PostgresConnection) async throws -> Value
    ) async throws -> Value {
        let watchdog = deadline.map { limit in
            StatementWatchdog.arm(after: limit) { [self] in
                if let processID = processIDs.withLock({ $0[connection.id] }) {
                    await cancelBounded(processID)
                }
                connection.close().whenComplete { _ in }
            }
        }
        defer { watchdog?.disarm() }
        let request = CancelRequest()
        do {
            let processID = try await processID(of: connection)
            let value = try await withTaskCancellationHandler {
                try await body(connection)
            } onCancel: { [self] in
                request.start { await self.cancelBounded(processID) }
            }
            await request.finished()
            return value
        } catch {
            await request.finished()
            if let watchdog, watchdog.disarm() {
                let seconds = PostgresDeadlines.describe(deadline ?? .zero)
                throw PostgresStoreError.timedOut("the work did not finish within \(seconds)")
            }
            if request.wasStarted, PostgresStoreError(error).sqlState == "57014" { throw CancellationError() }
            throw error
        }
    }

    /// ``cancel(_:url:logger:)`` given up after ``cancelLimit``.
    private func cancelBounded(_ processID: Int32) async {
        let (url, logger, limit) = (url, logger, cancelLimit)
        _ = await TimeLimit.run(limit) { await Self.cancel(processID, url: url, logger: logger, connectLimit: limit) }
    }

    /// The backend process id of `connection`, read once per connection.
    nonisolated(nonsending) private func processID(of connection: PostgresConnection) async throws -> Int32 {
        if let known = processIDs.withLock({ $0[connection.id] }) { return known }
        try connection.ensureOpen()
        let rows = try await connection.query("SELECT pg_backend_pid()", logger: logger)
        var processID: Int32 = 0
        for try await (pid) in rows.decode(Int32.self) { processID = pid }
        processIDs.withLock { table in
            if table.count >= Self.rememberedConnections { table.removeAll() }
            table[connection.id] = processID
        }
        return processID
    }

    /// Asks the server to cancel what backend `processID` is running, from a connection of its own.
    private static func cancel(_ processID: Int32, url: PostgresURL, logger: Logger, connectLimit: Duration) async {
        var configuration = PostgresConnection.Configuration(
            host: url.host, port: url.port, username: url.username, password: url.password, database: url.database,
            tls: .disable)
        configuration.options.connectTimeout = PostgresDeadlines.timeAmount(connectLimit)
        do {
            let connection = try await PostgresConnection.connect(configuration: configuration, id: 0, logger: logger)
            _ = try? await connection.query("SELECT pg_cancel_backend(\(processID))", logger: logger)
            try? await connection.close()
        } catch {
            logger.debug("could not cancel the statement of backend \(processID): \(String(describing: error))")
        }
    }
}

/// A cancel that one lease may start (from a task cancellation handler, on any thread) and must see finish before
/// it gives its connection back.
private final class CancelRequest: Sendable {
    private let task = Mutex<Task<Void, Never>?>(nil)

    /// Whether the lease's task was cancelled while it ran.
    var wasStarted: Bool { task.withLock { $0 != nil } }

    /// Starts `cancel` once.
    func start(_ cancel: @escaping @Sendable () async -> Void) {
        task.withLock { task in
            if task == nil { task = Task.detached { await cancel() } }
        }
    }

    /// Waits for the cancel, if one was started.
    func finished() async {
        await task.withLock { $0 }?.value
    }
}
