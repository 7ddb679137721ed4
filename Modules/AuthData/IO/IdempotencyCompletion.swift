/// The answer of a request that claimed its idempotency key, to store with the key
/// (``AuthDataID/completeIdempotencyKey``).
public struct IdempotencyCompletion: Sendable, Equatable {
    /// The user's key, claimed by the request.
    public let key: IdempotencyKey
    /// The request's answer.
    public let response: StoredResponse

    /// Creates a completion.
    public init(key: IdempotencyKey, response: StoredResponse) {
        self.key = key
        self.response = response
    }
}
