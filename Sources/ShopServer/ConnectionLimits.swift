import Foundation

/// How long `shop-server` waits for a connection's requests and how many connections it holds: the settings
/// `idle-timeout`, `header-timeout`, `body-timeout`, `max-connections` and `shutdown-timeout`.
///
/// The idle timeout is HummingbirdCore's own (a connection silent between requests is closed); the head and body
/// deadlines and the connection cap are ``ConnectionGuard``'s; the shutdown deadline is applied by the guard too
/// (it closes what is still open that long after the server began to drain).
public struct ConnectionLimits: Sendable, Equatable {
    /// The default idle timeout, 30 s.
    public static let defaultIdleTimeout: Duration = .seconds(30)
    /// The default time a request head may take, 10 s.
    public static let defaultHeaderTimeout: Duration = .seconds(10)
    /// The default time a request body may take, 30 s.
    public static let defaultBodyTimeout: Duration = .seconds(30)
    /// The default shutdown deadline, 10 s.
    public static let defaultShutdownTimeout: Duration = .seconds(10)
    /// The most connections the default allows, whatever the descriptor limit.
    public static let defaultMaximumConnectionsCeiling = 1024
    /// The descriptors the default leaves for everything but connections besides the database's: the listening
    /// socket, the SQLite files and their journals, log and trace files, the standard streams.
    public static let reservedDescriptors = 32

    /// How long a connection may stay silent between requests (Hummingbird's idle timeout).
    public var idleTimeout: Duration
    /// How long after the connection opened, or the previous answer ended, a request head must be complete.
    public var headerTimeout: Duration
    /// How long after its head a request body must be complete.
    public var bodyTimeout: Duration
    /// How many connections may be open at once; one more is answered 503 `too-many-connections` and closed.
    public var maximumConnections: Int
    /// How long after a shutdown signal the connections still open are closed.
    public var shutdownTimeout: Duration

    /// Creates the limits; by default 30 s idle, 10 s for a head, 30 s for a body, a 10 s shutdown deadline and
    /// ``defaultMaximumConnections(databaseConnections:descriptorLimit:)`` connections.
    public init(
        idleTimeout: Duration = defaultIdleTimeout, headerTimeout: Duration = defaultHeaderTimeout,
        bodyTimeout: Duration = defaultBodyTimeout, maximumConnections: Int? = nil,
        shutdownTimeout: Duration = defaultShutdownTimeout
    ) {
        self.idleTimeout = idleTimeout
        self.headerTimeout = headerTimeout
        self.bodyTimeout = bodyTimeout
        self.maximumConnections = maximumConnections ?? Self.defaultMaximumConnections()
        self.shutdownTimeout = shutdownTimeout
    }

    /// The default cap: 1024 connections, or fewer when the process's descriptor limit (`ulimit -n`) leaves less
    /// once the database's connections and ``reservedDescriptors`` are set aside — so that the cap, not the
    /// descriptor limit, is what a flood of connections meets (a refusal the server can still write), and the
    /// database and files always get descriptors. Never below 1.
    ///
    /// - Parameters:
    ///   - databaseConnections: The PostgreSQL pool's size (`database-connections`, default 10).
    ///   - descriptorLimit: The soft descriptor limit (default: the process's `RLIMIT_NOFILE`).
    public static func defaultMaximumConnections(
        databaseConnections: Int = 10, descriptorLimit: Int? = nil
    ) -> Int {
        let limit = descriptorLimit ?? currentDescriptorLimit()
        return max(1, min(defaultMaximumConnectionsCeiling, limit - reservedDescriptors - databaseConnections))
    }

    /// The process's soft `RLIMIT_NOFILE`, or `Int.max` when unlimited or unknown.
    static func currentDescriptorLimit() -> Int {
        var limit = rlimit()
        #if canImport(Glibc)
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
        let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0, limit.rlim_cur != rlim_t.max else { return Int.max }
        return Int(clamping: limit.rlim_cur)
    }
}
