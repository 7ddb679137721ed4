/// Why ``PasswordHasher`` could not hash or check a password.
///
/// None of these is a wrong password: ``PasswordHasher/verify(password:against:)`` answers `false` for that.
public enum PasswordHashError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The password is empty; there is nothing to hash.
    case emptyPassword
    /// The scrypt cost parameters are outside the supported range; the message says which.
    case invalidCost(String)
    /// The salt source produced an unusable salt (too short or too long).
    case invalidSalt(String)
    /// A stored hash string is not in the `scrypt$N$r$p$salt$hash` format, or its parameters are out of range.
    case malformedHash(String)
    /// The scrypt implementation itself failed.
    case derivationFailed(String)

    /// A human sentence describing the failure.
    public var description: String {
        switch self {
        case .emptyPassword: "cannot hash an empty password"
        case let .invalidCost(reason): "invalid scrypt cost: \(reason)"
        case let .invalidSalt(reason): "invalid salt: \(reason)"
        case let .malformedHash(reason): "malformed password hash: \(reason)"
        case let .derivationFailed(reason): "scrypt failed: \(reason)"
        }
    }
}
