import ServiceLifecycle
import ShopApp

/// The shop's database as a service of the server's service group: it keeps the database open while the group
/// runs and closes it (a PostgreSQL pool's connections cleanly) when the group shuts down.
///
/// List it **before** the HTTP service: a service group shuts its services down in reverse order, so on SIGTERM
/// the HTTP service first stops accepting and drains the requests in flight, and only then is the pool closed —
/// no request in flight loses its database.
public struct DatabaseLifetimeService: Service {
    /// The shop whose database this service closes.
    public let backend: ShopBackend

    /// Creates the service for `backend`'s database.
    public init(backend: ShopBackend) {
        self.backend = backend
    }

    /// Waits for the group's graceful shutdown (or cancellation), then closes the database.
    public func run() async {
        try? await gracefulShutdown()
        await backend.close()
    }
}
