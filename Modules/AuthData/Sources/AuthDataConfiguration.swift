import Foundation

/// How AuthData behaves: password cost and where hashing runs, session lifetime, the login and registration rate
/// limits, and the clock.
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
    /// The rate limit on registrations per client (default ``RegistrationLimit/standard``).
    public var registrationLimit: RegistrationLimit
    /// Where password hashing runs, with its concurrency and queue bound (default: a new pool of one thread per
    /// core and a queue of four per thread). Give every configuration of a process the same pool: a server builds a
    /// configuration per board graph, and the bound holds per pool.
    public var passwordHashing: PasswordHashPool
    /// The clock: session expiry and the rate limit read the time here, so tests can move it without sleeping.
    public var now: @Sendable () -> Date

    /// Creates a configuration; the defaults are production's.
    public init(
        passwordCost: PasswordHasher.Cost = .production,
        sessionLifetime: Duration = defaultSessionLifetime,
        loginThrottle: LoginThrottle = .standard,
        registrationLimit: RegistrationLimit = .standard,
        passwordHashing: PasswordHashPool = PasswordHashPool(),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.passwordCost = passwordCost
        self.sessionLifetime = sessionLifetime
        self.loginThrottle = loginThrottle
        self.registrationLimit = registrationLimit
        self.passwordHashing = passwordHashing
        self.now = now
    }
}
