/// The rate limit on registrations: at most ``limit`` per client in a ``window``.
///
/// Registering hashes a password (tens of milliseconds of CPU) and needs no account, so without a limit anyone could
/// keep the server's hashing busy. Every registration that passes the username and password rules is counted for
/// its client (``AuthDataIO/Credentials/client``, the key the login throttle uses), before its password is hashed
/// and whether or not it then creates an account, in the database, so the limit holds across processes and restarts.
/// A client's count starts with its first registration and is forgotten ``window`` later; while it is below
/// ``limit`` a registration goes ahead, after that it is refused with
/// `AuthDataError/registrationLimited(retryAfterSeconds:)` until the window ends, without hashing anything. The check
/// and the count are one write transaction, so parallel registrations cannot slip past the limit.
public struct RegistrationLimit: Sendable, Equatable {
    /// The standard policy: 10 registrations per client per hour.
    public static let standard = RegistrationLimit()
    /// No limit at all.
    public static let disabled = RegistrationLimit(isEnabled: false)

    /// Whether registrations are counted and refused.
    public var isEnabled: Bool
    /// How many registrations of a client go ahead in a window.
    public var limit: Int
    /// How long a client's registrations count, from its first one.
    public var window: Duration

    /// Creates a policy (the defaults are ``standard``'s); values below their minimum count as the minimum (1
    /// registration, 1 second).
    public init(isEnabled: Bool = true, limit: Int = 10, window: Duration = .seconds(60 * 60)) {
        self.isEnabled = isEnabled
        self.limit = max(limit, 1)
        self.window = max(window, .seconds(1))
    }
}
