import Crypto
import Foundation

/// A session token: 32 bytes from the system's secure random generator.
///
/// The token itself lives only in memory (in ``SessionStore``); the database stores ``hash``, its SHA-256, so a
/// copy of the database file cannot be used to take over a session.
struct SessionToken: Sendable, Equatable {
    /// The number of random bytes in a token.
    static let byteCount = 32

    /// The token's bytes.
    let bytes: [UInt8]

    /// Wraps existing bytes.
    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Draws a new token.
    static func random() -> SessionToken {
        var generator = SystemRandomNumberGenerator()
        return SessionToken(bytes: (0..<byteCount).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }

    /// The SHA-256 of the bytes: what `session.tokenHash` stores and lookups bind.
    var hash: [UInt8] {
        Array(SHA256.hash(data: bytes))
    }

    /// The token as unpadded base64url text (43 characters), the form a client would hold.
    var text: String {
        Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
