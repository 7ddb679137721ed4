extension HTTPBinding {
    /// The request header that makes a state-changing request safe to retry.
    public static let idempotencyKeyHeader = "Idempotency-Key"
    /// The response header that marks an answer replayed for an idempotency key (its value is `true`).
    public static let idempotentReplayedHeader = "Idempotent-Replayed"

    /// Whether the route takes an ``idempotencyKeyHeader``: every state-changing route (`POST`, `PUT`, `PATCH`,
    /// `DELETE`) of a signed-in user, staff included. Registration and login (``Access/startsSession``) do not: repeating them is
    /// safe, and their answers carry a token, which is never stored. The front derives the header's handling and its
    /// documentation from this, for every such route.
    public var acceptsIdempotencyKey: Bool {
        access.needsSignIn && method != .get
    }
}
