import AuthDataIO

/// An account as an ``AuthStore`` reads it for a password check: the user and its stored password hash.
struct StoredAccount: Sendable {
    /// The user (without a session expiry).
    let user: AuthenticatedUser
    /// The self-describing scrypt hash stored for the user (`scrypt$N$r$p$<salt>$<hash>`).
    let passwordHash: String
}
