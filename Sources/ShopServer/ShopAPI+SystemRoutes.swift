import Hummingbird
import ShopApp
import ShopJSON

extension ShopAPI {
    /// `GET /health` (an alias of `/health/live`), `GET /health/live`, `GET /health/ready`, `GET /metrics` (unless
    /// `metrics-port` serves it elsewhere) and `GET /openapi.json`: the routes that run no operation (their paths are ``APIRoutes/systemPatterns``, their
    /// documentation is written by hand in `Resources/openapi.json`). They take no query parameter: any is 400.
    func addSystemRoutes(to router: Router<ShopRequestContext>) {
        router.get("/health") { request, _ in
            try RequestParameters.query(request, allowed: [])
            return Self.liveness()
        }
        router.get("/health/live") { request, _ in
            try RequestParameters.query(request, allowed: [])
            return Self.liveness()
        }
        router.get("/health/ready") { request, _ in
            try RequestParameters.query(request, allowed: [])
            return Self.readiness(await backend.readiness(timeout: configuration.readinessTimeout))
        }
        if configuration.metricsPort == nil { addMetricsRoute(to: router) }
        router.get("/openapi.json") { request, _ in
            try RequestParameters.query(request, allowed: [])
            return Response(
                status: .ok,
                headers: [.contentType: "application/json"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: OpenAPIDocument.bytes))
            )
        }
    }

    /// `GET /metrics`: the Prometheus exposition of ``metrics``.
    func addMetricsRoute(to router: Router<ShopRequestContext>) {
        router.get("/metrics") { request, _ in
            try RequestParameters.query(request, allowed: [])
            return Response(
                status: .ok,
                headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: metrics.exposition()))
            )
        }
    }
}
