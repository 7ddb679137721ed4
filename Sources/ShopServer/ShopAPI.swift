import Hummingbird
import Logging
import NIOCore
import ShopApp

/// The shop's HTTP JSON API: routes that turn a request into shop operations run through a board graph (a shared
/// one for the public catalog, a fresh one for anything that touches a session), and their results into responses.
///
/// The routes are the operations' HTTP bindings (`HTTPBinding`, declared in each operation's definition): one
/// handler checks every request against its binding with the parameters' own checks, runs the operation and answers;
/// `405`/`Allow`, the metrics' route labels and the OpenAPI document derive from the same bindings.
///
/// The API holds only `Sendable` state — the ``ShopBackend`` (database and configuration), the limits and the
/// logger — so any number of requests run at once, each on its own graph.
public struct ShopAPI: Sendable {
    /// The shop: the database and the configuration every request's graph is built from.
    public let backend: ShopBackend
    /// Listening address and request limits.
    public let configuration: ShopServerConfiguration
    /// The server's logger (each request logs through a child with its id).
    public let logger: Logger
    /// The server's metrics (`GET /metrics`), in a registry of this instance.
    public let metrics: ShopMetrics
    /// The idle graphs the catalog routes borrow (they need no session, so they share graphs).
    let catalogGraphs: CatalogGraphPool
    /// The connections open, for the cap (``ConnectionLimits/maximumConnections``).
    let connections = ConnectionCounter()
    /// The connections open to the metrics listener (`metrics-port`), capped apart so that a flood of API clients
    /// cannot keep the scraper out.
    let metricsConnections = ConnectionCounter()

    /// Creates the API over an opened shop.
    ///
    /// - Parameters:
    ///   - backend: The opened shop.
    ///   - configuration: Listening address and request limits.
    ///   - logger: The server's logger.
    ///   - metrics: Where requests and IO calls are counted and timed (default: a new registry).
    public init(
        backend: ShopBackend, configuration: ShopServerConfiguration = .init(), logger: Logger,
        metrics: ShopMetrics = ShopMetrics()
    ) {
        self.backend = backend
        self.configuration = configuration
        self.logger = logger
        self.metrics = metrics
        backend.observePasswordHashQueueDepth { [metrics] depth in metrics.recordPasswordHashQueueDepth(depth) }
        catalogGraphs = CatalogGraphPool(backend: backend, metrics: metrics)
    }

    /// The router with every route and middleware of the API.
    public func makeRouter() -> Router<ShopRequestContext> {
        let router = Router(context: ShopRequestContext.self, options: .autoGenerateHeadEndpoints)
        if let tracing = backend.configuration.tracing {
            router.add(middleware: RequestTracingMiddleware(tracing: tracing))
        }
        router.add(
            middleware: ShopMiddleware(
                metrics: metrics, maximumBodySize: configuration.maximumBodySize, accessLog: AccessLog(logger: logger),
                cors: configuration.cors))
        if let rateLimit = configuration.rateLimit {
            router.add(
                middleware: RateLimitMiddleware(
                    limiter: RequestRateLimiter(rateLimit), trustedProxies: configuration.trustedProxies))
        }
        addSystemRoutes(to: router)
        addOperationRoutes(to: router)
        return router
    }

    /// A Hummingbird application serving ``makeRouter()`` on the configured address.
    ///
    /// Run it with `runService()`: SIGTERM and SIGINT stop it gracefully (no new connections, in-flight requests
    /// finish, and ``ConnectionLimits/shutdownTimeout`` later the connections still open are closed). Each
    /// connection's pipeline holds a ``ConnectionGuard`` (the cap, the head and body deadlines, JSON answers to what
    /// the HTTP parser refuses) and Hummingbird's idle timeout.
    public func makeApplication() -> some ApplicationProtocol {
        Application(
            router: makeRouter(),
            server: .http1(
                configuration: .init(
                    additionalChannelHandlers: makeConnectionGuards(),
                    idleTimeout: .init(configuration.connections.idleTimeout))),
            configuration: .init(
                address: .hostname(configuration.host, port: configuration.port), serverName: "shop-server"),
            logger: logger
        )
    }

    /// A new ``ConnectionGuard`` for a connection (Hummingbird calls this once per connection), counted in `counter`
    /// (default ``connections``) and reporting to ``metrics``.
    func makeConnectionGuards(counting counter: ConnectionCounter? = nil) -> [any RemovableChannelHandler] {
        [
            ConnectionGuard(limits: configuration.connections, counter: counter ?? connections) { [metrics] rejection in
                metrics.recordRejection(rejection.rawValue)
            }
        ]
    }
}
