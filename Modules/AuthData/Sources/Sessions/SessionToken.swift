import Crypto
import Foundation

/// A session token: 32 bytes from the system's secure random generator.
///
/// The token itself lives only in memory (in ``SessionStore``); the database stores ``hash``, its SHA-256, so a
/// copy of the database file cannot be used to take over a session.
package struct SessionToken: Sendable, Equatable {
    /// The number of random bytes in a token.
    package static let byteCount = 32

    /// The token's bytes.
    package let bytes: [UInt8]

    /// Wraps existing bytes.
    package init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Draws a new token.
    package static func random() -> SessionToken {
        var generator = SystemRandomNumberGenerator()
        return SessionToken(bytes: (0..<byteCount).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }

    /// The SHA-256 of the bytes: what `session.tokenHash` stores and lookups bind.
    package var hash: [UInt8] {
        Array(SHA256.hash(data: bytes))
    }

    /// The token as unpadded base64url text (43 characters), the form a client would hold.
    package var text: String {
        Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// Parses the text form (``text``): exactly 43 base64url characters without padding, whose 32 bytes are the
    /// token; `nil` for anything else.
    package init?(text: String) {
        guard text.utf8.count == 43,
            text.utf8.allSatisfy({ byte in
                (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                    || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            })
        else { return nil }
        let base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/") + "="
        guard let data = Data(base64Encoded: base64), data.count == Self.byteCount else { return nil }
        let token = SessionToken(bytes: Array(data))
        // 43 characters carry 258 bits: the last character's two spare bits must be zero, so one token has one text.
        guard token.text == text else { return nil }
        self = token
    }
}
