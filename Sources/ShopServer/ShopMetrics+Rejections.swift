import Prometheus

extension ShopMetrics {
    /// The name of the rejection counter.
    public static let rejectedName = "shop_http_rejected_total"

    /// The reasons `shop_http_rejected_total` counts, exactly: the error codes of answers that refuse work to protect
    /// the server (`rate-limited`, `busy`, `database-unavailable`, counted by ``ShopMiddleware`` from the answer's
    /// code), and what ``ConnectionGuard`` does to connections (`too-many-connections`, `timeout`).
    public static let rejectionReasons = [
        "rate-limited", "busy", "too-many-connections", "timeout", "database-unavailable",
    ]

    /// The rejection counter's name and `# HELP` text.
    static var rejected: MetricNameDescriptor {
        MetricNameDescriptor(
            metricName: "shop_http_rejected", unitName: "total",
            helpText: "Requests and connections refused or closed to protect the server, by reason.")
    }

    /// Makes the counter of each reason, so that every reason shows (at 0) from the start.
    static func makeRejectionCounters(in registry: PrometheusCollectorRegistry) -> [String: Counter] {
        Dictionary(
            uniqueKeysWithValues: rejectionReasons.map { reason in
                (reason, registry.makeCounter(descriptor: rejected, labels: [("reason", reason)]))
            })
    }

    /// Counts one rejection; a reason not in ``rejectionReasons`` is not counted (labels stay bounded).
    ///
    /// - Parameter reason: The error code or connection reason (`busy`, `timeout`, …).
    func recordRejection(_ reason: String) {
        rejectionCounters[reason]?.increment()
    }
}
