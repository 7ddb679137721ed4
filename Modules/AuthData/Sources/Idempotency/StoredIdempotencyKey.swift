import AuthDataIO

/// An idempotency key as an ``AuthStore`` reads it back: the fingerprint of the request that claimed it and, once
/// that request has answered, the answer.
struct StoredIdempotencyKey: Sendable {
    /// The fingerprint of the request that claimed the key.
    let fingerprint: RequestFingerprint
    /// The stored answer, or `nil` while the request is still in flight.
    let response: StoredResponse?

    /// What the key means for a request with `fingerprint`: another request is `reused` (whatever its state), the
    /// same one is replayed when answered, else still in flight.
    func outcome(for fingerprint: RequestFingerprint) -> IdempotencyClaimOutcome {
        guard fingerprint == self.fingerprint else { return .reused }
        return response.map(IdempotencyClaimOutcome.replay) ?? .inFlight
    }
}
