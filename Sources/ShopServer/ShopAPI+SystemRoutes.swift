import Hummingbird
import ShopApp
import ShopJSON

extension ShopAPI {
    /// `GET /health` (an alias of `/health/live`), `GET /health/live`, `GET /health/ready`, `GET /metrics` and
    /// `GET /openapi.json`: the routes that run no operation (their paths are ``APIRoutes/systemPatterns``, their
    /// documentation is written by hand in `Resources/openapi.json`).
    func addSystemRoutes(to router: Router<ShopRequestContext>) {
        router.get("/health") { _, _ in Self.liveness() }
        router.get("/health/live") { _, _ in Self.liveness() }
        router.get("/health/ready") { _, _ in
            Self.readiness(await backend.readiness(timeout: configuration.readinessTimeout))
        }
        router.get("/metrics") { _, _ in
            Response(
                status: .ok,
                headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: metrics.exposition()))
            )
        }
        router.get("/openapi.json") { _, _ in
            Response(
                status: .ok,
                headers: [.contentType: "application/json"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: OpenAPIDocument.bytes))
            )
        }
    }
}
