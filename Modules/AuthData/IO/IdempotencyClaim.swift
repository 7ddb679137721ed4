/// A request that claims an idempotency key (``AuthDataID/claimIdempotencyKey``): the key and what identifies the
/// request, its fingerprint — the method, the path and the body (AuthData keeps the body's SHA-256 only).
public struct IdempotencyClaim: Sendable, Equatable {
    /// The user's key.
    public let key: IdempotencyKey
    /// The request's method (`POST`).
    public let method: String
    /// The request's path, with its query if it has one (`/cart/items`).
    public let path: String
    /// The request's body as received (empty without one).
    public let body: [UInt8]

    /// Creates a claim.
    public init(key: IdempotencyKey, method: String, path: String, body: [UInt8]) {
        self.key = key
        self.method = method
        self.path = path
        self.body = body
    }
}
