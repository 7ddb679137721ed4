import AuthDataIO
import Crypto

/// What tells one request from another for an idempotency key: its method, its path and the SHA-256 of its body.
/// Only the hash of the body is kept.
struct RequestFingerprint: Sendable, Equatable {
    /// The method (`POST`).
    let method: String
    /// The path, with its query if it has one.
    let path: String
    /// The SHA-256 of the body (32 bytes).
    let bodyHash: [UInt8]

    /// The fingerprint of `claim`'s request.
    init(_ claim: IdempotencyClaim) {
        self.init(method: claim.method, path: claim.path, bodyHash: Array(SHA256.hash(data: claim.body)))
    }

    /// A fingerprint as stored.
    init(method: String, path: String, bodyHash: [UInt8]) {
        self.method = method
        self.path = path
        self.bodyHash = bodyHash
    }
}
