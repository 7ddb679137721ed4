import HTTPTypes
import Hummingbird

extension CORSPolicy {
    /// `Origin`.
    static let originField = HTTPField.Name("Origin")!
    /// `Access-Control-Request-Method`, which makes an `OPTIONS` request a preflight.
    static let requestMethodField = HTTPField.Name("Access-Control-Request-Method")!
    /// `Access-Control-Request-Headers`.
    static let requestHeadersField = HTTPField.Name("Access-Control-Request-Headers")!
    /// `Access-Control-Allow-Origin`.
    static let allowOriginField = HTTPField.Name("Access-Control-Allow-Origin")!
    /// `Access-Control-Allow-Methods`.
    static let allowMethodsField = HTTPField.Name("Access-Control-Allow-Methods")!
    /// `Access-Control-Allow-Headers`.
    static let allowHeadersField = HTTPField.Name("Access-Control-Allow-Headers")!
    /// `Access-Control-Expose-Headers`.
    static let exposeHeadersField = HTTPField.Name("Access-Control-Expose-Headers")!
    /// `Access-Control-Max-Age`.
    static let maxAgeField = HTTPField.Name("Access-Control-Max-Age")!

    /// The answer to `request` if it is a CORS preflight of a known route (`OPTIONS` with `Origin` and
    /// `Access-Control-Request-Method`), else `nil` (the request goes on to the router).
    ///
    /// An allowed origin asking for a method the route answers gets 204 with the CORS headers; anything else 403
    /// `cors-refused` naming what was refused, without CORS headers.
    func preflightResponse(to request: Request) -> Response? {
        guard request.method == .options, let origin = request.headers[Self.originField],
            let requested = request.headers[Self.requestMethodField],
            let route = APIRoutes.entry(matching: request.uri.path)
        else { return nil }
        guard allows(origin) else {
            let reason =
                isEnabled
                ? "origin \(origin) is not allowed to call this API (allowed: \(allowedOrigins.joined(separator: ", ")))"
                : "this server allows no cross-origin calls (set cors-origins)"
            return APIError(.forbidden, code: "cors-refused", reason).response()
        }
        let methods = route.methods.contains(.get) ? route.methods + [.head] : route.methods
        guard let method = HTTPRequest.Method(requested), methods.contains(method) else {
            let allowed = methods.map(\.rawValue).joined(separator: ", ")
            return APIError(.forbidden, code: "cors-refused", "\(route.pattern) answers \(allowed), not \(requested)")
                .response()
        }
        var headers: HTTPFields = [
            Self.allowOriginField: allowedOrigins.contains("*") ? "*" : origin,
            Self.allowMethodsField: methods.map(\.rawValue).joined(separator: ", "),
            Self.allowHeadersField: Self.allowedRequestHeaders.joined(separator: ", "),
            Self.maxAgeField: String(maxAge),
            .vary: "Origin, Access-Control-Request-Method, Access-Control-Request-Headers",
        ]
        headers[.contentLength] = "0"
        return Response(status: .noContent, headers: headers)
    }

    /// Adds the CORS headers to the answer of a request from an allowed origin, and `Vary: Origin` whenever the
    /// policy allows some origin (so a cache keeps the answers to different origins apart).
    func decorate(_ response: inout Response, for request: Request) {
        guard isEnabled else { return }
        if !response.headers.contains(.vary) { response.headers[.vary] = "Origin" }
        guard let origin = request.headers[Self.originField], allows(origin),
            !response.headers.contains(Self.allowOriginField)
        else { return }
        response.headers[Self.allowOriginField] = allowedOrigins.contains("*") ? "*" : origin
        response.headers[Self.exposeHeadersField] = Self.exposedResponseHeaders.joined(separator: ", ")
    }
}
