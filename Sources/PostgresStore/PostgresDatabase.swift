import Logging
import PostgresNIO
import _ConnectionPoolModule

/// A PostgreSQL database: a pool of connections (PostgresNIO's `PostgresClient`) to one database on one server.
///
/// Open it with ``connect(to:maximumConnections:logger:statementTracer:deadlines:)``: that first makes and closes
/// one connection, so a wrong URL, a refused connection or a missing database fail at once with
/// ``PostgresStoreError/cannotConnect(_:reason:)`` instead of on the first query; then it starts the pool, which
/// runs in a task of its own for the database's whole life. ``close()`` stops it (closing every connection) and
/// waits, a bounded time.
///
/// Work borrows a connection with ``withConnection(bounded:_:)`` or runs in a transaction with
/// ``transaction(_:retries:bounded:_:)``. Both are `nonisolated(nonsending)`: the work runs in the caller's
/// isolation (a board graph's actor, say), so the pool is shared by every graph and module without tying them
/// together. Every value a query uses is bound (`PostgresQuery` interpolation), never spliced into SQL text.
///
/// With ``deadlines``, every lease is bounded (see ``PostgresDeadlines``), and an unreachable server is noticed,
/// answered at once while it stays away, and recovered from as soon as it is back (see `PostgresPoolKeeper`).
public final class PostgresDatabase: Sendable {
    /// Where the database is.
    public let url: PostgresURL
    /// The logger queries log to (silent unless one is given).
    public let logger: Logger
    /// Receives every statement run through this database's connections; `nil` (the default) traces nothing.
    public let statementTracer: PostgresStatementTracer?
    /// The deadlines every bounded lease keeps, or `nil` when work may take as long as it takes.
    public let deadlines: PostgresDeadlines?
    /// The pool, replaced after an outage.
    private let pools: PostgresPoolKeeper
    /// Turns the cancellation of a task holding a connection into a cancel of its statement.
    private let cancellation: BackendCancellation

    /// Starts the pool; see ``connect(to:maximumConnections:logger:statementTracer:deadlines:)``.
    private init(
        url: PostgresURL, maximumConnections: Int, logger: Logger, statementTracer: PostgresStatementTracer?,
        deadlines: PostgresDeadlines?
    ) {
        let connectLimit = deadlines?.connect ?? PostgresDeadlines.standard.connect
        var options = PostgresClient.Configuration.Options()
        options.maximumConnections = maximumConnections
        options.connectTimeout = connectLimit
        let configuration = Self.clientConfiguration(url, options: options)
        self.url = url
        self.logger = logger
        self.statementTracer = statementTracer
        self.deadlines = deadlines
        self.pools = PostgresPoolKeeper(url: url, connectLimit: connectLimit, logger: logger) {
            PostgresClient(configuration: configuration, backgroundLogger: logger)
        }
        self.cancellation = BackendCancellation(url: url, logger: logger, cancelLimit: connectLimit)
    }

    /// Connects to the database at `url` (a `postgres://user@host:port/database` URL).
    ///
    /// - Throws: ``PostgresStoreError/invalidURL(_:reason:)`` or ``PostgresStoreError/cannotConnect(_:reason:)``.
    public static func connect(
        url text: String, maximumConnections: Int = 10, logger: Logger = PostgresDatabase.silentLogger,
        statementTracer: PostgresStatementTracer? = nil, deadlines: PostgresDeadlines? = nil
    ) async throws(PostgresStoreError) -> PostgresDatabase {
        try await connect(
            to: PostgresURL(parsing: text), maximumConnections: maximumConnections, logger: logger,
            statementTracer: statementTracer, deadlines: deadlines)
    }

    /// Checks that `url` accepts a connection, then starts a pool of at most `maximumConnections` to it.
    ///
    /// - Parameters:
    ///   - statementTracer: Receives every statement the pool's users run (see ``PostgresStatementTracer``); `nil`
    ///     traces nothing.
    ///   - deadlines: The deadlines of every bounded lease; `nil` (the default, for tools) bounds nothing but the
    ///     making of a connection (``PostgresDeadlines/standard``'s connect deadline). The trial connection gets at
    ///     least 10 s either way.
    /// - Throws: ``PostgresStoreError/cannotConnect(_:reason:)`` saying why the trial connection failed.
    public static func connect(
        to url: PostgresURL, maximumConnections: Int = 10, logger: Logger = PostgresDatabase.silentLogger,
        statementTracer: PostgresStatementTracer? = nil, deadlines: PostgresDeadlines? = nil
    ) async throws(PostgresStoreError) -> PostgresDatabase {
        precondition(maximumConnections >= 1, "a pool needs at least one connection")
        // Starting is not a request: the trial connection gets at least PostgresNIO's usual 10 s, bounded by
        // PostgresNIO itself on the event loop (its connect timeout covers the start-up messages too); only the
        // pool's leases keep the (often shorter) connect deadline.
        var configuration = connectionConfiguration(url)
        configuration.options.connectTimeout = PostgresDeadlines.timeAmount(
            max(deadlines?.connect ?? .zero, Self.trialConnectLimit))
        do {
            let connection = try await PostgresConnection.connect(configuration: configuration, id: 0, logger: logger)
            try? await connection.close()
        } catch {
            throw .cannotConnect(url.description, reason: PostgresStoreError.reason(error))
        }
        return PostgresDatabase(
            url: url, maximumConnections: maximumConnections, logger: logger, statementTracer: statementTracer,
            deadlines: deadlines)
    }

    /// The least time the trial connection of ``connect(to:maximumConnections:logger:statementTracer:deadlines:)``
    /// is given (PostgresNIO's default connect timeout).
    static let trialConnectLimit = Duration.seconds(10)

    /// Stops the pool, closing every connection, and waits for it — at most the connect deadline, so a server that
    /// does not answer cannot hold a shutting-down process. Work started afterwards fails with
    /// ``PostgresStoreError/closed``.
    public func close() async {
        let limit = (deadlines ?? .standard).connect
        for runner in pools.close() where !(await TimeLimit.wait(for: runner, atMost: limit)) {
            logger.warning("the PostgreSQL pool did not close within \(PostgresDeadlines.describe(limit))")
        }
    }

    /// Runs `body` with a connection borrowed from the pool, in the caller's isolation.
    ///
    /// `body` must not keep the connection. Errors are thrown as they are; ``PostgresStoreError/init(_:)`` reads them.
    /// With a ``statementTracer``, the statements `body` runs are reported to it. Cancelling the calling task cancels
    /// the statement `body` is running (a lock wait included): it fails, and the caller gets a `CancellationError`.
    ///
    /// With ``deadlines`` and `bounded` (the default), waiting for the connection takes at most the connect deadline
    /// and `body` at most the statement deadline (``PostgresStoreError/timedOut(_:)`` otherwise), and while the
    /// server is known to be unreachable the call fails at once with ``PostgresStoreError/cannotConnect(_:reason:)``.
    /// Pass `bounded: false` for work that may rightly run long (migrations, seeding).
    @discardableResult
    nonisolated(nonsending) public func withConnection<Value: Sendable>(
        bounded: Bool = true,
        _ body: nonisolated(nonsending) (PostgresConnection) async throws -> Value
    ) async throws -> Value {
        guard let statementTracer else { return try await lease(bounded: bounded, body) }
        return try await PostgresStatementTracer.$current.withValue(statementTracer) {
            try await lease(bounded: bounded, body)
        }
    }

    /// ``withConnection(bounded:_:)`` without the tracer.
    nonisolated(nonsending) private func lease<Value: Sendable>(
        bounded: Bool,
        _ body: nonisolated(nonsending) (PostgresConnection) async throws -> Value
    ) async throws -> Value {
        guard let deadlines, bounded else {
            return try await pools.client().withConnection(isolation: #isolation) { connection in
                try await cancellation.run(on: connection, body)
            }
        }
        let lease = try await boundedLease(within: deadlines.connect)
        defer { lease.release() }
        do {
            return try await cancellation.run(on: lease.connection, deadline: deadlines.statement, body)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            let failure = PostgresStoreError(error)
            if failure == .closed, !pools.isClosed {
                // The connection's pool was replaced after an outage and closed it: lost, not closed by this program.
                throw PostgresStoreError.connectionLost("its pool was replaced after an outage")
            }
            pools.noteTrouble(failure)
            throw error
        }
    }

    /// How long a lease may wait before a caller giving up on it has the server probed.
    static let longLeaseWait = Duration.milliseconds(500)

    /// A connection from the current pool within `limit`; a pool replaced meanwhile is asked again.
    private func boundedLease(within limit: Duration) async throws -> PooledLease {
        let start = ContinuousClock.now
        while true {
            let left = limit - (ContinuousClock.now - start)
            do {
                guard left > .zero else {
                    throw PostgresStoreError.timedOut("no connection within \(PostgresDeadlines.describe(limit))")
                }
                return try await PooledLease.take(from: try pools.client(), within: left)
            } catch let error as ConnectionPoolError where error == .poolShutdown {
                continue  // a replaced pool shut down under the request: the keeper has a new one
            } catch is CancellationError {
                // A caller that gave up after a long wait (a readiness deadline shorter than the connect one) says as
                // much as a time-out: have the server probed, or with no other work asking, a server that comes back
                // waits for PostgresNIO's backoff. A probe that connects at once changes nothing.
                let waited = ContinuousClock.now - start
                if waited >= Self.longLeaseWait {
                    pools.noteTrouble(.timedOut("no connection within \(PostgresDeadlines.describe(waited))"))
                }
                throw CancellationError()
            } catch {
                let failure = PostgresStoreError(error)
                pools.noteTrouble(failure)
                throw failure
            }
        }
    }

    /// A logger that drops everything: the default, so library users see no PostgresNIO chatter.
    public static var silentLogger: Logger {
        Logger(label: "shop.postgres", factory: { _ in SwiftLogNoOpLogHandler() })
    }

    /// The pool's configuration for `url` (TCP, no TLS).
    private static func clientConfiguration(
        _ url: PostgresURL, options: PostgresClient.Configuration.Options
    ) -> PostgresClient.Configuration {
        var configuration = PostgresClient.Configuration(
            host: url.host, port: url.port, username: url.username, password: url.password, database: url.database,
            tls: .disable)
        configuration.options = options
        return configuration
    }

    /// A single connection's configuration for `url` (the trial connection).
    private static func connectionConfiguration(_ url: PostgresURL) -> PostgresConnection.Configuration {
        PostgresConnection.Configuration(
            host: url.host, port: url.port, username: url.username, password: url.password, database: url.database,
            tls: .disable)
    }
}
