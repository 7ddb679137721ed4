/// What claiming an idempotency key found (``AuthDataID/claimIdempotencyKey``).
public enum IdempotencyClaimOutcome: Sendable, Equatable {
    /// The key was free (new, released or expired): it is now in flight for this request, which should run and
    /// then complete the key (``AuthDataID/completeIdempotencyKey``) or release it (``AuthDataID/releaseIdempotencyKey``).
    case claimed
    /// The same request already ran with this key and answered: here is that answer, to send again; the request
    /// must not run again.
    case replay(StoredResponse)
    /// The same request is running with this key right now (in this process or another): try again later.
    case inFlight
    /// The key was used for a different request (method, path or body): the request is refused.
    case reused
}
