import Hummingbird
import ServiceLifecycle
import UnixSignals

extension ShopAPI {
    /// The server as a service group: the database's lifetime (``DatabaseLifetimeService``), then the HTTP
    /// application (``makeApplication()``).
    ///
    /// Run it with `run()`. On one of `signals` the group shuts down in reverse order: the HTTP service stops
    /// accepting connections and lets requests in flight finish, then the database is closed. If the HTTP service
    /// fails (its port is taken, say), the group is cancelled and the database closed too.
    ///
    /// - Parameter signals: The signals that start a graceful shutdown (default SIGTERM and SIGINT).
    /// - Returns: The group, not yet running.
    public func makeServiceGroup(gracefulShutdownSignals signals: [UnixSignal] = [.sigterm, .sigint]) -> ServiceGroup {
        ServiceGroup(
            configuration: ServiceGroupConfiguration(
                services: [
                    .init(service: DatabaseLifetimeService(backend: backend)),
                    .init(service: makeApplication()),
                ],
                gracefulShutdownSignals: signals,
                logger: logger))
    }
}
