import Hummingbird
import Logging

extension ShopAPI {
    /// A second Hummingbird application serving only `GET /metrics` on
    /// ``ShopServerConfiguration/metricsPort`` (same host), or `nil` when the metrics are served with the API.
    ///
    /// A firewall can then keep the metrics private while the API is public. Its requests pass ``ShopMiddleware``
    /// (JSON errors, request ids, counted like the API's) and the same connection deadlines (``ConnectionGuard``, with
    /// a cap of its own); any other path is 404. Once listening it logs
    /// `metrics on http://HOST:PORT/metrics` (Hummingbird's own start line is kept for the API only, so scripts that
    /// read the API's port from "listening on" find that one).
    public func makeMetricsApplication() -> Application<RouterResponder<ShopRequestContext>>? {
        guard let port = configuration.metricsPort else { return nil }
        let router = Router(context: ShopRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.add(
            middleware: ShopMiddleware(
                metrics: metrics, maximumBodySize: configuration.maximumBodySize, accessLog: AccessLog(logger: logger),
                cors: .none))
        addMetricsRoute(to: router)
        var quiet = logger
        quiet.logLevel = max(logger.logLevel, .notice)
        let host = configuration.host
        return Application(
            router: router,
            server: .http1(
                configuration: .init(
                    additionalChannelHandlers: makeConnectionGuards(counting: metricsConnections),
                    idleTimeout: .init(configuration.connections.idleTimeout))),
            configuration: .init(address: .hostname(host, port: port), serverName: "shop-server"),
            onServerRunning: { [logger] channel in
                logger.info("metrics on http://\(host):\(channel.localAddress?.port ?? port)/metrics")
            },
            logger: quiet
        )
    }
}
