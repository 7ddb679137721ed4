/// Where and how `shop-server` listens.
public struct ShopServerConfiguration: Sendable, Equatable {
    /// The default address: the loopback interface only.
    public static let defaultHost = "127.0.0.1"
    /// The default port.
    public static let defaultPort = 8080
    /// The largest request body accepted, in bytes (64 KiB); a larger one is answered 413.
    public static let defaultMaximumBodySize = 64 * 1024

    /// The address to bind.
    public var host: String
    /// The port to bind (0 picks a free one).
    public var port: Int
    /// The largest request body accepted, in bytes.
    public var maximumBodySize: Int
    /// Which browser origins may call the API (default: none).
    public var cors: CORSPolicy = .none
    /// How long `GET /health/ready` gives the database to answer (default one second).
    public var readinessTimeout: Duration = .seconds(1)
    /// The general rate limit per client (`rate-limit`, `rate-limit-burst`), or `nil` for none (the default).
    public var rateLimit: RequestRateLimit?
    /// The proxies whose `X-Forwarded-For` names the client (`trusted-proxies`; default none).
    public var trustedProxies: TrustedProxies = .none
    /// The port `GET /metrics` is served on instead of ``port`` (`metrics-port`; 0 picks a free one), or `nil` to
    /// serve it with the API (the default).
    public var metricsPort: Int?
    /// The connection timeouts, the connection cap and the shutdown deadline.
    public var connections = ConnectionLimits()

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - host: The address to bind (default ``defaultHost``).
    ///   - port: The port to bind (default ``defaultPort``).
    ///   - maximumBodySize: The largest request body accepted (default ``defaultMaximumBodySize``).
    public init(
        host: String = defaultHost, port: Int = defaultPort, maximumBodySize: Int = defaultMaximumBodySize
    ) {
        self.host = host
        self.port = port
        self.maximumBodySize = maximumBodySize
    }
}
