import Foundation
import SQLiteStore

extension AuthService where Store == SQLiteAuthStore {
    /// Creates the service over the SQLite `database` (tests build one with an instrumented hasher, a known session
    /// store, a hashing pool or a clock of their own).
    init(
        database: DatabasePool, hasher: PasswordHasher, sessionLifetime: Duration, throttle: LoginThrottle = .standard,
        registrationLimit: RegistrationLimit = .standard, hashing: PasswordHashPool = PasswordHashPool(),
        store: SessionStore, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.init(
            database: SQLiteAuthStore(pool: database), hasher: hasher, sessionLifetime: sessionLifetime,
            throttle: throttle, registrationLimit: registrationLimit, hashing: hashing, store: store, now: now)
    }
}
