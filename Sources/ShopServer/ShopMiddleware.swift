import HTTPTypes
import Hummingbird
import Logging

/// The middleware every request passes: it gives the request an id, answers every failure as a JSON error (never
/// an empty body, never 500 for bad input), and records and logs the request.
///
/// - The id is the client's `X-Request-Id` when it is sane (1–128 letters, digits, `.`, `_`, `-`, `:`), else a new
///   one (``RequestIDGenerator``); the response carries it, and so does every log line of the request
///   (`request.id`).
/// - An unknown path is 404; a known path with a method it does not answer is 405 with `Allow`.
/// - A CORS preflight is answered by the ``CORSPolicy`` before routing, and answers to allowed origins carry the
///   CORS headers.
/// - Each request is counted and timed by route pattern and status (``ShopMetrics``) and logged at `info`
///   (`GET /products/42 200 1.23 ms`).
struct ShopMiddleware: RouterMiddleware {
    /// The header carrying the request id.
    static let requestIDField = HTTPField.Name("X-Request-Id")!

    /// Where requests are counted and timed.
    let metrics: ShopMetrics
    /// The largest request body accepted, for the 413 message.
    let maximumBodySize: Int
    /// Where new request ids come from.
    let requestIDs = RequestIDGenerator()
    /// Where access lines go directly, when the server's log handler allows it (else through the request's logger).
    let accessLog: AccessLog?
    /// Which browser origins may call the API (preflights are answered here, before routing).
    var cors: CORSPolicy = .none

    /// Handles one request.
    func handle(
        _ request: Request, context: ShopRequestContext,
        next: (Request, ShopRequestContext) async throws -> Response
    ) async throws -> Response {
        let start = ContinuousClock.now
        var context = context
        context.requestID = requestID(request.headers[Self.requestIDField])
        var response: Response
        var route: String
        if let preflight = cors.preflightResponse(to: request) {
            response = preflight
            route = APIRoutes.entry(matching: request.uri.path)?.pattern ?? "unmatched"
        } else {
            do {
                response = try await next(request, context)
                // The router names the matched pattern (`/products/{id}`) before the handler runs.
                route = context.endpointPath ?? APIRoutes.entry(matching: request.uri.path)?.pattern ?? "unmatched"
            } catch {
                let entry = APIRoutes.entry(matching: request.uri.path)
                response = errorResponse(
                    error, request: request, route: entry, logger: context.logger, requestID: context.requestID)
                route = entry?.pattern ?? "unmatched"
            }
        }
        await countRejection(&response)
        cors.decorate(&response, for: request)
        response.headers[Self.requestIDField] = context.requestID
        let duration = ContinuousClock.now - start
        metrics.recordRequest(
            method: request.method.rawValue, route: route, status: response.status.code, duration: duration)
        if let accessLog {
            accessLog.record(
                method: request.method.rawValue, path: request.uri.path, status: response.status.code,
                duration: duration, route: route, requestID: context.requestID)
        } else {
            context.logger.info(
                "\(request.method.rawValue) \(request.uri.path) \(response.status.code) \(Self.milliseconds(duration)) ms",
                metadata: ["http.route": .string(route), "request.id": .string(context.requestID)])
        }
        return response
    }

    /// The JSON error response of what a handler (or the router) threw.
    func errorResponse(
        _ error: any Error, request: Request, route: APIRoutes.Entry?, logger: Logger, requestID: String
    ) -> Response {
        switch error {
        case let error as APIError:
            return error.response()
        case let error as HTTPError where error.status == .notFound:
            if let route, !route.methods.contains(request.method) {
                let allowed = route.methods.contains(.get) ? route.methods + [.head] : route.methods
                return APIError.methodNotAllowed(request.method, allowed: allowed).response()
            }
            return APIError.notFound("no such path: \(request.uri.path)").response()
        case let error as HTTPError where error.status == .contentTooLarge:
            return APIError.payloadTooLarge(limit: maximumBodySize).response()
        case let error as HTTPError where (400..<500).contains(error.status.code):
            return APIError(error.status, code: "invalid-arguments", error.body ?? error.status.reasonPhrase).response()
        default:
            logger.error(
                "unexpected failure: \(String(describing: error))", metadata: ["request.id": .string(requestID)])
            return APIError.internal("internal error").response()
        }
    }

    /// The client's id when it is sane, else a new one.
    func requestID(_ given: String?) -> String {
        if let given, (1...128).contains(given.utf8.count),
            given.utf8.allSatisfy({ byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || ".-_:".utf8.contains(byte)
            })
        {
            return given
        }
        return requestIDs.next()
    }

    /// `duration` in milliseconds with two decimals (`1.23`), rounded to the nearest hundredth.
    static func milliseconds(_ duration: Duration) -> String {
        var text: [UInt8] = []
        AccessLog.appendMilliseconds(duration, to: &text)
        return String(decoding: text, as: UTF8.self)
    }
}
