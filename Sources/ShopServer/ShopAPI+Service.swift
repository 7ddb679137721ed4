import Hummingbird
import ServiceLifecycle
import UnixSignals

extension ShopAPI {
    /// The server as a service group: the trace exporters given, the database's lifetime
    /// (``DatabaseLifetimeService``), then the HTTP application (``makeApplication()``) and, with `metrics-port`, the
    /// metrics application (``makeMetricsApplication()``).
    ///
    /// Run it with `run()`. On one of `signals` the group shuts down in reverse order: the HTTP service stops
    /// accepting connections and lets requests in flight finish (for ``ConnectionLimits/shutdownTimeout`` at most;
    /// then the connections still open are closed), then the database is closed. If the HTTP service
    /// fails (its port is taken, say), the group is cancelled and the database closed too. Exporters stop last, so
    /// the spans of the drained requests are still sent.
    ///
    /// - Parameters:
    ///   - signals: The signals that start a graceful shutdown (default SIGTERM and SIGINT).
    ///   - exporters: Services that send finished spans elsewhere (an OTLP exporter), if any.
    /// - Returns: The group, not yet running.
    public func makeServiceGroup(
        gracefulShutdownSignals signals: [UnixSignal] = [.sigterm, .sigint], exporters: [any Service] = []
    ) -> ServiceGroup {
        var group = ServiceGroupConfiguration(
            services: exporters.map { .init(service: $0) } + [
                .init(service: DatabaseLifetimeService(backend: backend)),
                .init(service: makeApplication()),
            ] + (makeMetricsApplication().map { [.init(service: $0)] } ?? []),
            gracefulShutdownSignals: signals,
            logger: logger)
        group.maximumGracefulShutdownDuration = configuration.connections.shutdownTimeout + Self.shutdownGrace
        return ServiceGroup(configuration: group)
    }

    /// How long past ``ConnectionLimits/shutdownTimeout`` (when ``ConnectionGuard`` closes the connections still
    /// open) the service group waits before it cancels what is left — a request whose route still runs, stuck on the
    /// database — so that a shutdown always ends.
    static let shutdownGrace: Duration = .seconds(5)
}
