import HTTPTypes
import ShopOperations

/// Which browser origins may call the API from their pages (CORS), and what a preflight answers them.
///
/// The default allows none: a page on another origin cannot read the API's answers. An allowed origin's requests
/// get `Access-Control-Allow-Origin` with that origin, and its preflights (`OPTIONS` with
/// `Access-Control-Request-Method`) are answered 204 with the route's methods, the request headers the API reads
/// (``allowedRequestHeaders``) and ``maxAge``. A preflight from any other origin is refused: 403 `cors-refused`
/// without CORS headers, so the browser stops there.
///
/// Credentials: the API authenticates with `Authorization: Bearer`, which a page sends itself; no cookie or HTTP
/// authentication is involved, so `Access-Control-Allow-Credentials` is never sent and `*` may be allowed safely.
public struct CORSPolicy: Sendable, Equatable {
    /// The origins allowed, each `scheme://host[:port]` exactly as browsers send them, or `*` for any origin.
    public let allowedOrigins: [String]
    /// How long, in seconds, a browser may cache a preflight's answer.
    public let maxAge: Int

    /// No origin allowed (the default).
    public static let none = CORSPolicy(validOrigins: [], maxAge: 600)

    /// The request headers a page may send: the ones the API reads.
    public static let allowedRequestHeaders = [
        "Authorization", "Content-Type", HTTPBinding.idempotencyKeyHeader, "X-Request-Id", "traceparent",
        "tracestate",
    ]

    /// The response headers a page may read besides the CORS-safelisted ones.
    public static let exposedResponseHeaders = [
        "Location", "X-Request-Id", "Retry-After", "WWW-Authenticate", "Allow", HTTPBinding.idempotentReplayedHeader,
    ]

    /// Why an origin setting was refused.
    public struct InvalidOrigin: Error, Equatable, CustomStringConvertible {
        /// The refused text.
        public let origin: String

        /// One line naming the origin and the expected form.
        public var description: String {
            "'\(origin)' is not an origin: give scheme://host[:port] (no path, no trailing slash), or * for any"
        }
    }

    /// A policy allowing `origins`, checked: each must be `*` or `http(s)://host[:port]` without a path.
    ///
    /// - Throws: ``InvalidOrigin`` for the first origin that is not one.
    public init(allowedOrigins origins: [String], maxAge: Int = 600) throws(InvalidOrigin) {
        for origin in origins where !Self.isOrigin(origin) {
            throw InvalidOrigin(origin: origin)
        }
        self.init(validOrigins: origins, maxAge: maxAge)
    }

    private init(validOrigins: [String], maxAge: Int) {
        allowedOrigins = validOrigins
        self.maxAge = maxAge
    }

    /// Whether the policy allows some origin.
    public var isEnabled: Bool { !allowedOrigins.isEmpty }

    /// Whether `origin` may call the API.
    public func allows(_ origin: String) -> Bool {
        allowedOrigins.contains("*") || allowedOrigins.contains(origin)
    }

    /// Whether `text` is `*` or `http(s)://host[:port]`.
    static func isOrigin(_ text: String) -> Bool {
        if text == "*" { return true }
        let schemes = ["http://", "https://"]
        guard let scheme = schemes.first(where: text.lowercased().hasPrefix) else { return false }
        let authority = text.dropFirst(scheme.count)
        guard !authority.isEmpty, !authority.contains("/"), !authority.contains("@"), !authority.contains(" ")
        else { return false }
        if let colon = authority.lastIndex(of: ":"), !authority.hasSuffix("]") {
            guard let port = Int(authority[authority.index(after: colon)...]), (1...65535).contains(port) else {
                return false
            }
        }
        return true
    }
}
