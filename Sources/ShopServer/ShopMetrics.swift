import Boardy
import CoreMetrics
import Prometheus
import Synchronization

/// The server's metrics, in a Prometheus registry owned by this instance (several servers in one process, as in the
/// tests, never share or clash).
///
/// Recorded through the swift-metrics API with this registry's factory (no global `MetricsSystem` bootstrap):
/// - `shop_http_requests_total{method,route,status}`: requests answered, by route pattern (`/products/{id}`, never
///   the raw path; `unmatched` when no route has the path) and status;
/// - `shop_http_request_duration_seconds{method,route,status}`: their latency, a histogram;
/// - `shop_io_call_duration_seconds{operation}`: the latency of each IOInterface call the server's graphs make,
///   by board id (`mod.productData.product`, …) — the database work behind a request, seen from the front, which
///   never sees SQL.
public final class ShopMetrics: Sendable {
    /// The name of the request counter.
    public static let requestCountName = "shop_http_requests_total"
    /// The name of the request latency histogram.
    public static let requestDurationName = "shop_http_request_duration_seconds"
    /// The name of the IO call latency histogram.
    public static let ioCallDurationName = "shop_io_call_duration_seconds"

    /// The registry the metrics live in; ``exposition()`` renders it.
    public let registry: PrometheusCollectorRegistry
    private let factory: PrometheusMetricsFactory
    /// The counter and timer of each method, route and status seen, made once (the factory's lookup by label and
    /// dimensions costs more than the recording).
    private let requestMetrics = Mutex<[RequestKey: RequestMetrics]>([:])
    /// The timer of each board seen.
    private let ioCallTimers = Mutex<[BoardID: CoreMetrics.Timer]>([:])

    /// Creates the metrics in a new registry.
    public init() {
        registry = PrometheusCollectorRegistry()
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.durationHistogramBuckets = [
            Self.requestDurationName: [
                .microseconds(100), .microseconds(250), .microseconds(500), .milliseconds(1), .microseconds(2500),
                .milliseconds(5), .milliseconds(10), .milliseconds(25), .milliseconds(50), .milliseconds(100),
                .milliseconds(250), .milliseconds(500), .seconds(1), .milliseconds(2500), .seconds(5),
            ],
            Self.ioCallDurationName: [
                .microseconds(10), .microseconds(25), .microseconds(50), .microseconds(100), .microseconds(250),
                .microseconds(500), .milliseconds(1), .microseconds(2500), .milliseconds(5), .milliseconds(10),
                .milliseconds(50), .milliseconds(100), .milliseconds(500), .seconds(1),
            ],
        ]
        self.factory = factory
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
        let metrics = requestMetrics.withLock { known in
            if let made = known[key] { return made }
            let dimensions = [("method", method), ("route", route), ("status", String(status))]
            let made = RequestMetrics(
                count: CoreMetrics.Counter(label: Self.requestCountName, dimensions: dimensions, factory: factory),
                duration: CoreMetrics.Timer(label: Self.requestDurationName, dimensions: dimensions, factory: factory))
            known[key] = made
            return made
        }
        metrics.count.increment()
        metrics.duration.recordNanoseconds(Self.nanoseconds(duration))
    }

    /// Records the latency of one IOInterface call.
    ///
    /// - Parameters:
    ///   - board: The board the call activated.
    ///   - duration: How long the call took.
    func recordIOCall(_ board: BoardID, duration: Duration) {
        let timer = ioCallTimers.withLock { timers in
            if let made = timers[board] { return made }
            let made = CoreMetrics.Timer(
                label: Self.ioCallDurationName, dimensions: [("operation", board.rawValue)], factory: factory)
            timers[board] = made
            return made
        }
        timer.recordNanoseconds(Self.nanoseconds(duration))
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

    /// What a request's metrics are looked up by.
    private struct RequestKey: Hashable {
        let method: String
        let route: String
        let status: Int
    }

    /// A request's counter and latency timer.
    private struct RequestMetrics: Sendable {
        let count: CoreMetrics.Counter
        let duration: CoreMetrics.Timer
    }
}
