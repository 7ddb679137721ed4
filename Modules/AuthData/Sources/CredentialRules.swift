import AuthDataIO

/// The rules for usernames and passwords, checked on registration.
///
/// - A username has 3 to 32 characters, each an ASCII letter, digit, `_`, `.` or `-`. Case is kept as typed, but
///   uniqueness ignores it (the column is `COLLATE NOCASE`).
/// - A password has at least 8 and at most 1024 characters (grapheme clusters, so "é" counts once however it is
///   encoded), and at most 4096 UTF-8 bytes. Any Unicode is allowed.
package enum CredentialRules {
    /// Allowed username lengths.
    package static let usernameLengths = 3...32
    /// Allowed password lengths, in characters.
    package static let passwordLengths = 8...1024
    /// The most UTF-8 bytes a password may have (bounds the work of hashing it).
    package static let passwordMaximumByteCount = 4096

    /// Checks a username.
    ///
    /// - Returns: `nil` when it is valid, otherwise `AuthDataError/invalidUsername(_:)` with the reason.
    package static func usernameProblem(_ username: String) -> AuthDataError? {
        if let invalid = username.unicodeScalars.first(where: { !isAllowedInUsername($0) }) {
            let shown =
                invalid.properties.isWhitespace || invalid.value < 0x20
                ? "U+\(String(invalid.value, radix: 16, uppercase: true))" : "'\(invalid)'"
            return .invalidUsername("only ASCII letters, digits, '_', '.' and '-' are allowed (found \(shown))")
        }
        // Every scalar is ASCII now, so scalars, characters and bytes agree.
        let length = username.utf8.count
        if length < usernameLengths.lowerBound {
            return .invalidUsername("it must have at least \(usernameLengths.lowerBound) characters (has \(length))")
        }
        if length > usernameLengths.upperBound {
            return .invalidUsername("it must have at most \(usernameLengths.upperBound) characters (has \(length))")
        }
        return nil
    }

    /// Checks a password.
    ///
    /// - Returns: `nil` when it is valid, otherwise `AuthDataError/invalidPassword(_:)` with the reason.
    package static func passwordProblem(_ password: String) -> AuthDataError? {
        if password.utf8.count > passwordMaximumByteCount {
            return .invalidPassword("it must have at most \(passwordMaximumByteCount) bytes of UTF-8")
        }
        let length = password.count
        if length < passwordLengths.lowerBound {
            return .invalidPassword("it must have at least \(passwordLengths.lowerBound) characters (has \(length))")
        }
        if length > passwordLengths.upperBound {
            return .invalidPassword("it must have at most \(passwordLengths.upperBound) characters (has \(length))")
        }
        return nil
    }

    /// Whether `scalar` may appear in a username.
    private static func isAllowedInUsername(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true  // 0-9, A-Z, a-z
        case 0x5F, 0x2E, 0x2D: true  // _ . -
        default: false
        }
    }
}
