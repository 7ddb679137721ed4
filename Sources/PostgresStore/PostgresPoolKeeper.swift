import Logging
import PostgresNIO
import Synchronization
import _ConnectionPoolModule

/// The connection pool of a ``PostgresDatabase`` through an outage: it notices that the server is gone, answers at
/// once while it is, and gives the database a fresh pool the moment the server accepts connections again.
///
/// PostgresNIO's pool retries a failing server with a growing backoff (100 ms × 1.25ⁿ, up to a minute) and trips a
/// circuit breaker after 60 s of failures; after a long outage its next attempt may be many seconds away, and until
/// then every lease fails or waits. So when work reports a server that cannot be reached (see ``noteTrouble(_:)``),
/// the keeper probes the server itself with short-lived connections, ``probeInterval`` apart: while they fail it
/// is in an outage and ``client()`` throws ``PostgresStoreError/cannotConnect(_:reason:)`` without waiting;
/// once one succeeds after a failure (or after the pool's circuit breaker tripped), a new pool replaces the old one,
/// which is shut down. A probe that succeeds at once (a lost connection, a pool merely saturated) changes nothing.
final class PostgresPoolKeeper: Sendable {
    /// A pool and the task that runs it.
    private struct Pool {
        let client: PostgresClient
        let runner: Task<Void, Never>
    }

    private struct State {
        var current: Pool
        /// The runners of replaced pools, still shutting down.
        var retired: [Task<Void, Never>] = []
        var closed = false
        /// Why the server is unreachable, while the probes fail.
        var outage: String?
        var probing = false
        /// Set by a tripped circuit breaker: replace the pool even if the first probe succeeds.
        var poolBroken = false
    }

    /// How long the keeper waits between two failed probes.
    static let probeInterval = Duration.milliseconds(200)

    private let state: Mutex<State>
    private let makeClient: @Sendable () -> PostgresClient
    private let url: PostgresURL
    private let connectLimit: Duration
    private let logger: Logger

    /// Starts a first pool made by `makeClient`.
    init(url: PostgresURL, connectLimit: Duration, logger: Logger, makeClient: @escaping @Sendable () -> PostgresClient)
    {
        self.url = url
        self.connectLimit = connectLimit
        self.logger = logger
        self.makeClient = makeClient
        self.state = Mutex(State(current: Self.start(makeClient())))
    }

    deinit {
        state.withLock { state in
            state.current.runner.cancel()
            for runner in state.retired { runner.cancel() }
        }
    }

    /// The pool to lease from.
    ///
    /// - Throws: ``PostgresStoreError/closed`` after ``close()``; ``PostgresStoreError/cannotConnect(_:reason:)``
    ///   while the server is known to be unreachable.
    func client() throws(PostgresStoreError) -> PostgresClient {
        let (client, outage, closed) = state.withLock { ($0.current.client, $0.outage, $0.closed) }
        if closed { throw .closed }
        if let outage { throw .cannotConnect(url.description, reason: outage) }
        return client
    }

    /// Whether ``close()`` was called.
    var isClosed: Bool { state.withLock { $0.closed } }

    /// Reports an error of work on the pool: a server that cannot be reached starts the probes (unless they run).
    func noteTrouble(_ error: PostgresStoreError) {
        guard error.isUnavailable else { return }
        let start = state.withLock { state in
            if case .cannotConnect = error { state.poolBroken = true }
            guard !state.closed, !state.probing else { return false }
            state.probing = true
            return true
        }
        if start { Task.detached { [self] in await probeUntilReachable() } }
    }

    /// Marks the keeper closed and stops every pool; returns their runners, to wait for.
    func close() -> [Task<Void, Never>] {
        let runners = state.withLock { state in
            state.closed = true
            return [state.current.runner] + state.retired
        }
        for runner in runners { runner.cancel() }
        return runners
    }

    /// Probes until the server accepts a connection, then ends the outage (with a new pool when needed).
    private func probeUntilReachable() async {
        var failed = false
        while true {
            let reason = await probe()
            let done = state.withLock { state -> Bool in
                if state.closed {
                    state.probing = false
                    return true
                }
                if let reason {
                    state.outage = reason
                    return false
                }
                if failed || state.poolBroken {
                    state.retired.append(state.current.runner)
                    state.current.runner.cancel()
                    state.current = Self.start(makeClient())
                }
                state.outage = nil
                state.poolBroken = false
                state.probing = false
                return true
            }
            if done { break }
            if !failed { logger.warning("PostgreSQL at \(url.description) is unreachable: \(reason ?? "")") }
            failed = true
            try? await Task.sleep(for: Self.probeInterval)
        }
        if failed { logger.notice("PostgreSQL at \(url.description) accepts connections again") }
    }

    /// Makes and closes a connection of its own (PostgresNIO's connect ends once the server is ready for queries);
    /// `nil` when it worked, else why not.
    ///
    /// Bounded by PostgresNIO's connect timeout on the event loop, at least 10 s or twice the connect deadline, so
    /// a server that is merely slow to accept (a loaded machine) ends the outage instead of prolonging it.
    private func probe() async -> String? {
        var configuration = PostgresConnection.Configuration(
            host: url.host, port: url.port, username: url.username, password: url.password, database: url.database,
            tls: .disable)
        configuration.options.connectTimeout = PostgresDeadlines.timeAmount(max(connectLimit * 2, .seconds(10)))
        do {
            let connection = try await PostgresConnection.connect(configuration: configuration, id: 0, logger: logger)
            try? await connection.close()
            return nil
        } catch {
            return PostgresStoreError.reason(error)
        }
    }

    private static func start(_ client: PostgresClient) -> Pool {
        Pool(client: client, runner: Task.detached { await client.run() })
    }
}
