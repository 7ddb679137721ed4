import AuthData
import Foundation

extension ShopConfiguration {
    /// A configuration with production defaults from resolved `settings`: the database, the pool size and the
    /// database deadlines, the session
    /// lifetime, the login throttle (when the settings leave it, the one ``loginThrottle(environment:)`` picks), the
    /// registration limit and a new password hashing pool with the settings' queue; the password cost from
    /// ``passwordCost(environment:)``.
    public init(settings: ShopSettings, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.init(database: settings.database, passwordCost: Self.passwordCost(environment: environment))
        postgresConnections = settings.databaseConnections
        databaseConnectTimeout = settings.databaseConnectTimeout
        databaseStatementTimeout = settings.databaseStatementTimeout
        sessionLifetime = settings.sessionLifetime
        loginThrottle = settings.loginThrottle ?? Self.loginThrottle(environment: environment)
        registrationLimit = settings.registrationLimit
        passwordHashing = PasswordHashPool(queueLimit: settings.passwordHashQueue)
    }
}
