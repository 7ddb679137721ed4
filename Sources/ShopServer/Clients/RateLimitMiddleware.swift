import AuthDataIO
import HTTPTypes
import Hummingbird
import ShopOperations

/// The general rate limit (``RequestRateLimit``): a request from a client whose bucket is empty is answered 429
/// `rate-limited` with `Retry-After` (whole seconds, at least 1) before any route runs.
///
/// It sits inside ``ShopMiddleware``, so a refusal is logged, counted and carries the request id like any answer.
/// The health and metrics routes are exempt: a load balancer's probes and a scraper come from one address and must
/// not be refused for the traffic they watch.
struct RateLimitMiddleware: RouterMiddleware {
    /// The paths never limited.
    static let exemptPaths: Set<String> = ["/health", "/health/live", "/health/ready", "/metrics"]

    /// The buckets.
    let limiter: RequestRateLimiter
    /// Who the client is (`trusted-proxies`).
    let trustedProxies: TrustedProxies

    /// Takes a token for the request's client, or refuses it.
    func handle(
        _ request: Request, context: ShopRequestContext,
        next: (Request, ShopRequestContext) async throws -> Response
    ) async throws -> Response {
        if !Self.exemptPaths.contains(request.uri.path) {
            let client =
                trustedProxies.client(
                    peer: context.clientAddress, forwardedFor: request.headers[values: RequestCaller.forwardedForField])
                ?? Credentials.localClient
            if let wait = limiter.admit(client) {
                let seconds = max(1, Int(wait.components.seconds) + (wait.components.attoseconds > 0 ? 1 : 0))
                throw APIError(
                    .tooManyRequests, code: OperationErrorCode.rateLimited.rawValue,
                    "too many requests from this client (rate-limit): try again in \(seconds) s",
                    headers: [.retryAfter: String(seconds)])
            }
        }
        return try await next(request, context)
    }
}
