import Boardy
import Prometheus
import Synchronization

/// The server's metrics, in a Prometheus registry owned by this instance (several servers in one process, as in the
/// tests, never share or clash).
///
/// Every family has `# HELP` and `# TYPE` lines, and labels stay bounded: route patterns, never paths; no per-id
/// label; histograms by method and route only (status only on the counter):
/// - `shop_http_requests_total{method,route,status}`: requests answered, by route pattern (`/products/{id}`, never
///   the raw path; `unmatched` when no route has the path) and status;
/// - `shop_http_request_duration_seconds{method,route}`: their latency, a histogram (a 405 and an unknown path are
///   timed under `route="unmatched"`);
/// - `shop_io_call_duration_seconds{operation}`: the latency of each IOInterface call the server's graphs make,
///   by board id (`mod.productData.product`, …) — the database work behind a request, seen from the front, which
///   never sees SQL;
/// - `shop_password_hash_queue_depth`: the password hashes running or waiting for a hashing thread, a gauge fed by
///   the backend's hashing pool (``ShopAPI`` wires it up with `ShopBackend.observePasswordHashQueueDepth(_:)`, since
///   AuthData, which owns the pool, does not depend on a metrics library);
/// - `shop_http_rejected_total{reason}`: work refused or connections closed to protect the server, by reason —
///   `rate-limited`, `busy`, `database-unavailable` (answers with that error code), `too-many-connections` and
///   `timeout` (the connection cap and deadlines of ``ConnectionGuard``).
public final class ShopMetrics: Sendable {
    /// The name of the request counter.
    public static let requestCountName = "shop_http_requests_total"
    /// The name of the request latency histogram.
    public static let requestDurationName = "shop_http_request_duration_seconds"
    /// The name of the IO call latency histogram.
    public static let ioCallDurationName = "shop_io_call_duration_seconds"
    /// The name of the password hash queue gauge.
    public static let passwordHashQueueDepthName = "shop_password_hash_queue_depth"

    /// The request counter's name and `# HELP` text.
    static var requestCount: MetricNameDescriptor {
        MetricNameDescriptor(
            metricName: "shop_http_requests", unitName: "total",
            helpText: "HTTP requests answered, by method, route pattern and status.")
    }
    /// The request latency histogram's name and `# HELP` text.
    static var requestDuration: MetricNameDescriptor {
        MetricNameDescriptor(
            metricName: "shop_http_request_duration", unitName: "seconds",
            helpText: "HTTP request latency from arrival to response, by method and route pattern.")
    }
    /// The IO call latency histogram's name and `# HELP` text.
    static var ioCallDuration: MetricNameDescriptor {
        MetricNameDescriptor(
            metricName: "shop_io_call_duration", unitName: "seconds",
            helpText: "Latency of each IOInterface call a request's board graph made, by board id.")
    }

    /// The password hash queue gauge's name and `# HELP` text.
    static var passwordHashQueueDepthDescriptor: MetricNameDescriptor {
        MetricNameDescriptor(
            metricName: "shop_password_hash_queue", unitName: "depth",
            helpText: "Password hashes (registrations, logins, password changes) running or waiting for a thread.")
    }

    /// The request latency buckets: 250 µs to 5 s, twelve of them (each bucket is a line per method and route).
    static let requestBuckets: [Duration] = [
        .microseconds(250), .microseconds(500), .milliseconds(1), .microseconds(2500), .milliseconds(5),
        .milliseconds(10), .milliseconds(25), .milliseconds(50), .milliseconds(100), .milliseconds(250),
        .seconds(1), .seconds(5),
    ]

    /// The IO call latency buckets: 10 µs to 1 s.
    static let ioCallBuckets: [Duration] = [
        .microseconds(10), .microseconds(25), .microseconds(50), .microseconds(100), .microseconds(250),
        .microseconds(500), .milliseconds(1), .microseconds(2500), .milliseconds(5), .milliseconds(10),
        .milliseconds(50), .milliseconds(100), .milliseconds(500), .seconds(1),
    ]

    /// The registry the metrics live in; ``exposition()`` renders it.
    public let registry: PrometheusCollectorRegistry
    /// The counter of each method, route and status seen, made once (the registry's lookup costs more than the
    /// recording).
    private let requestCounters = Mutex<[RequestKey: Counter]>([:])
    /// The latency histogram of each method and route seen.
    private let requestHistograms = Mutex<[RouteKey: DurationHistogram]>([:])
    /// The histogram of each board seen.
    private let ioCallHistograms = Mutex<[BoardID: DurationHistogram]>([:])
    /// The password hash queue gauge.
    private let passwordHashQueueDepth: Gauge
    /// The rejection counter of each reason.
    let rejectionCounters: [String: Counter]

    /// Creates the metrics in a new registry.
    public init() {
        registry = PrometheusCollectorRegistry()
        passwordHashQueueDepth = registry.makeGauge(descriptor: Self.passwordHashQueueDepthDescriptor)
        rejectionCounters = Self.makeRejectionCounters(in: registry)
    }

    /// Sets the password hash queue gauge (what `ShopBackend.observePasswordHashQueueDepth(_:)` is given).
    ///
    /// - Parameter depth: The hashes running or waiting.
    func recordPasswordHashQueueDepth(_ depth: Int) {
        passwordHashQueueDepth.set(Int64(depth))
    }

    /// Counts a request and records its latency.
    ///
    /// - Parameters:
    ///   - method: The HTTP method.
    ///   - route: The route pattern, or `unmatched`.
    ///   - status: The status code answered.
    ///   - duration: From the request's arrival to its response.
    func recordRequest(method: String, route: String, status: Int, duration: Duration) {
        let key = RequestKey(method: method, route: route, status: status)
        let counter = requestCounters.withLock { known in
            if let made = known[key] { return made }
            let made = registry.makeCounter(
                descriptor: Self.requestCount,
                labels: [("method", method), ("route", route), ("status", String(status))])
            known[key] = made
            return made
        }
        // A method the route does not answer (405) is timed with the unknown paths, so a client cannot add a
        // histogram per route for every method it makes up.
        let routeKey = RouteKey(method: method, route: status == 405 ? "unmatched" : route)
        let histogram = requestHistograms.withLock { known in
            if let made = known[routeKey] { return made }
            let made = registry.makeDurationHistogram(
                descriptor: Self.requestDuration, labels: [("method", routeKey.method), ("route", routeKey.route)],
                buckets: Self.requestBuckets)
            known[routeKey] = made
            return made
        }
        counter.increment()
        histogram.recordNanoseconds(Self.nanoseconds(duration))
    }

    /// Records the latency of one IOInterface call.
    ///
    /// - Parameters:
    ///   - board: The board the call activated.
    ///   - duration: How long the call took.
    func recordIOCall(_ board: BoardID, duration: Duration) {
        let histogram = ioCallHistograms.withLock { known in
            if let made = known[board] { return made }
            let made = registry.makeDurationHistogram(
                descriptor: Self.ioCallDuration, labels: [("operation", board.rawValue)], buckets: Self.ioCallBuckets)
            known[board] = made
            return made
        }
        histogram.recordNanoseconds(Self.nanoseconds(duration))
    }

    /// Records each IO call of a graph (what `OperationContext.callObserver` takes), by board.
    var ioCallObserver: @Sendable (BoardID, Duration) -> Void {
        { [self] board, duration in recordIOCall(board, duration: duration) }
    }

    /// The metrics in Prometheus' text exposition format, as `GET /metrics` serves them.
    public func exposition() -> String {
        registry.emitToString()
    }

    private static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }

    /// What a request's counter is looked up by.
    private struct RequestKey: Hashable {
        let method: String
        let route: String
        let status: Int
    }

    /// What a request's latency histogram is looked up by.
    private struct RouteKey: Hashable {
        let method: String
        let route: String
    }
}
