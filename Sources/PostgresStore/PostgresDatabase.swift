import Logging
import PostgresNIO

/// A PostgreSQL database: a pool of connections (PostgresNIO's `PostgresClient`) to one database on one server.
///
/// Open it with ``connect(to:maximumConnections:logger:)``: that first makes and closes one connection, so a wrong
/// URL, a refused connection or a missing database fail at once with ``PostgresStoreError/cannotConnect(_:reason:)``
/// instead of on the first query; then it starts the pool, whose `run()` this object drives in its own task for its
/// whole life. ``close()`` stops it (cancelling `run()` closes every connection) and waits.
///
/// Work borrows a connection with ``withConnection(_:)`` or runs in a transaction with
/// ``transaction(_:retries:_:)``. Both are `nonisolated(nonsending)`: the work runs in the caller's isolation (a
/// board graph's actor, say), so the pool is shared by every graph and module without tying them together. Every
/// value a query uses is bound (`PostgresQuery` interpolation), never spliced into SQL text.
public final class PostgresDatabase: Sendable {
    /// Where the database is.
    public let url: PostgresURL
    /// The connection pool.
    public let client: PostgresClient
    /// The logger queries log to (silent unless one is given).
    public let logger: Logger
    /// Receives every statement run through this database's connections; `nil` (the default) traces nothing.
    public let statementTracer: PostgresStatementTracer?
    /// Runs `client.run()` until cancelled.
    private let runner: Task<Void, Never>
    /// Turns the cancellation of a task holding a connection into a cancel of its statement.
    private let cancellation: BackendCancellation

    /// Starts the pool; see ``connect(to:maximumConnections:logger:statementTracer:)``.
    private init(
        url: PostgresURL, maximumConnections: Int, logger: Logger, statementTracer: PostgresStatementTracer?
    ) {
        var options = PostgresClient.Configuration.Options()
        options.maximumConnections = maximumConnections
        options.connectTimeout = .seconds(5)
        let client = PostgresClient(
            configuration: Self.clientConfiguration(url, options: options), backgroundLogger: logger)
        self.url = url
        self.client = client
        self.logger = logger
        self.statementTracer = statementTracer
        self.cancellation = BackendCancellation(url: url, logger: logger)
        self.runner = Task.detached { await client.run() }
    }

    deinit {
        runner.cancel()
    }

    /// Connects to the database at `url` (a `postgres://user@host:port/database` URL).
    ///
    /// - Throws: ``PostgresStoreError/invalidURL(_:reason:)`` or ``PostgresStoreError/cannotConnect(_:reason:)``.
    public static func connect(
        url text: String, maximumConnections: Int = 10, logger: Logger = PostgresDatabase.silentLogger,
        statementTracer: PostgresStatementTracer? = nil
    ) async throws(PostgresStoreError) -> PostgresDatabase {
        try await connect(
            to: PostgresURL(parsing: text), maximumConnections: maximumConnections, logger: logger,
            statementTracer: statementTracer)
    }

    /// Checks that `url` accepts a connection, then starts a pool of at most `maximumConnections` to it.
    ///
    /// - Parameter statementTracer: Receives every statement the pool's users run (see
    ///   ``PostgresStatementTracer``); `nil` traces nothing.
    /// - Throws: ``PostgresStoreError/cannotConnect(_:reason:)`` saying why the trial connection failed.
    public static func connect(
        to url: PostgresURL, maximumConnections: Int = 10, logger: Logger = PostgresDatabase.silentLogger,
        statementTracer: PostgresStatementTracer? = nil
    ) async throws(PostgresStoreError) -> PostgresDatabase {
        precondition(maximumConnections >= 1, "a pool needs at least one connection")
        do {
            let connection = try await PostgresConnection.connect(
                configuration: connectionConfiguration(url), id: 0, logger: logger)
            try? await connection.close()
        } catch {
            throw .cannotConnect(url.description, reason: Self.reason(error))
        }
        return PostgresDatabase(
            url: url, maximumConnections: maximumConnections, logger: logger, statementTracer: statementTracer)
    }

    /// Stops the pool, closing every connection, and waits for it. Work started afterwards fails with
    /// ``PostgresStoreError/closed``.
    public func close() async {
        runner.cancel()
        await runner.value
    }

    /// Runs `body` with a connection borrowed from the pool, in the caller's isolation.
    ///
    /// `body` must not keep the connection. Errors are thrown as they are; ``PostgresStoreError/init(_:)`` reads them.
    /// With a ``statementTracer``, the statements `body` runs are reported to it. Cancelling the calling task cancels
    /// the statement `body` is running (a lock wait included): it fails, and the caller gets a `CancellationError`.
    @discardableResult
    nonisolated(nonsending) public func withConnection<Value: Sendable>(
        _ body: nonisolated(nonsending) (PostgresConnection) async throws -> Value
    ) async throws -> Value {
        guard let statementTracer else {
            return try await client.withConnection(isolation: #isolation) { connection in
                try await cancellation.run(on: connection, body)
            }
        }
        return try await PostgresStatementTracer.$current.withValue(statementTracer) {
            try await client.withConnection(isolation: #isolation) { connection in
                try await cancellation.run(on: connection, body)
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

    /// Why a connection attempt failed, in words: the server's message, or the socket error.
    private static func reason(_ error: any Error) -> String {
        if let psql = error as? PSQLError {
            if let message = psql.serverInfo?[.message] { return message }
            if let underlying = psql.underlying { return String(describing: underlying) }
            return "\(psql.code)"
        }
        return String(describing: error)
    }
}
