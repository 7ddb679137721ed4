import Foundation

/// How AuthData behaves: password cost, session lifetime, the login rate limit, and the clock.
///
/// ```swift
/// var configuration = AuthDataConfiguration()
/// configuration.sessionLifetime = .seconds(7 * 24 * 60 * 60)
/// let plugins = AuthDataModulePlugin.bundledPlugins(database: pool, configuration: configuration)
/// ```
public struct AuthDataConfiguration: Sendable {
    /// How long a session lasts unless configured otherwise: 30 days.
    public static let defaultSessionLifetime: Duration = .seconds(30 * 24 * 60 * 60)

    /// The scrypt cost of new password hashes (``PasswordHasher/Cost/testing`` in tests).
    public var passwordCost: PasswordHasher.Cost
    /// How long a session lasts (default 30 days; values under a second count as one second).
    public var sessionLifetime: Duration
    /// The rate limit on failed sign-ins (default ``LoginThrottle/standard``).
    public var loginThrottle: LoginThrottle
    /// The clock: session expiry and the rate limit read the time here, so tests can move it without sleeping.
    public var now: @Sendable () -> Date

    /// Creates a configuration; the defaults are production's.
    public init(
        passwordCost: PasswordHasher.Cost = .production,
        sessionLifetime: Duration = defaultSessionLifetime,
        loginThrottle: LoginThrottle = .standard,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.passwordCost = passwordCost
        self.sessionLifetime = sessionLifetime
        self.loginThrottle = loginThrottle
        self.now = now
    }
}
