import AuthDataIO
import HTTPTypes
import Hummingbird
import ShopOperations

/// A request that carries an `Idempotency-Key` on a route that takes one
/// (``ShopOperations/HTTPBinding/acceptsIdempotencyKey``): the key and the request's fingerprint, which AuthData
/// stores per user (``RequestGraph/idempotently(_:user:in:_:)``).
struct IdempotentRequest: Sendable {
    /// `Idempotency-Key`.
    static let keyHeader = HTTPField.Name(HTTPBinding.idempotencyKeyHeader)!
    /// `Idempotent-Replayed`.
    static let replayedHeader = HTTPField.Name(HTTPBinding.idempotentReplayedHeader)!

    /// The key, as sent.
    let key: String
    /// The method.
    let method: String
    /// The path, with the query when there is one.
    let path: String
    /// The body, as received (empty without one).
    var body: [UInt8] = []

    /// The idempotency key of `request` on a route of `binding`, or `nil` when it sends none or the route takes
    /// none (the header is then ignored, as on `POST /users` and `POST /sessions`).
    ///
    /// - Throws: 400 `invalid-arguments` naming `Idempotency-Key` when the key is not 1 to 255 visible ASCII
    ///   characters, or the header is repeated.
    init?(_ request: Request, binding: HTTPBinding) throws(APIError) {
        guard binding.acceptsIdempotencyKey else { return nil }
        let values = request.headers[values: Self.keyHeader]
        guard let key = values.first else { return nil }
        let name = HTTPBinding.idempotencyKeyHeader
        guard values.count == 1 else { throw .invalid(name, "send one '\(name)' header, not \(values.count)") }
        if let problem = IdempotencyKey.problem(with: key) { throw .invalid(name, "'\(name)': \(problem)") }
        self.key = key
        method = request.method.rawValue
        let query = request.uri.query ?? ""
        path = query.isEmpty ? request.uri.path : request.uri.path + "?" + query
    }
}
