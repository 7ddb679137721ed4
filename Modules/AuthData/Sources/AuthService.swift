import AuthDataIO
import AuthDataShared
import DataFailure
import Foundation
import SQLiteStore

/// The work behind AuthData's boards: validation, password hashing, and the SQL on `user` and `session`.
///
/// Every method runs in its caller's isolation — the board graph's, since block-task executors call it — answers
/// domain failures as `.failure`, maps unexpected database errors to `AuthDataError/database(_:)`, and lets only
/// `CancellationError` escape, so a cancelled activation ends as cancelled. The ``SessionStore`` belongs to the same
/// graph, so it is used directly. Scrypt, tens of milliseconds of CPU, is the one step that leaves the graph's actor
/// (``checkPassword(hasher:_:against:)`` and ``hash(_:with:)`` are `@concurrent`), so it never holds the actor or a
/// database connection.
struct AuthService {
    /// The shared database.
    let database: DatabasePool
    /// Hashes new passwords and checks sign-ins.
    let hasher: PasswordHasher
    /// How long a new session lasts.
    let sessionLifetime: Duration
    /// The rate limit on failed sign-ins.
    let throttle: LoginThrottle
    /// The session of this application instance.
    let store: SessionStore
    /// The clock of session expiry and of the rate limit.
    let now: @Sendable () -> Date

    /// Creates the service.
    init(
        database: DatabasePool,
        hasher: PasswordHasher,
        sessionLifetime: Duration,
        throttle: LoginThrottle = .standard,
        store: SessionStore,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.database = database
        self.hasher = hasher
        self.sessionLifetime = max(sessionLifetime, .seconds(1))
        self.throttle = throttle
        self.store = store
        self.now = now
    }

    /// Creates the service of `configuration` (its hasher draws random salts).
    init(database: DatabasePool, configuration: AuthDataConfiguration, store: SessionStore) {
        self.init(
            database: database,
            hasher: PasswordHasher(cost: configuration.passwordCost),
            sessionLifetime: configuration.sessionLifetime,
            throttle: configuration.loginThrottle,
            store: store,
            now: configuration.now
        )
    }

    /// Creates an account and signs it in.
    ///
    /// Checks the username and password rules, hashes the password, inserts the user and its session in one
    /// transaction, then updates the store (which overcomes the auth gate).
    nonisolated(nonsending) func register(_ credentials: Credentials) async throws -> Result<
        AuthenticatedUser, AuthDataError
    > {
        if let problem = CredentialRules.usernameProblem(credentials.username)
            ?? CredentialRules.passwordProblem(credentials.password)
        {
            return .failure(problem)
        }
        let passwordHash: String
        do {
            passwordHash = try await Self.hash(credentials.password, with: hasher)
        } catch {
            return .failure(.database(.other("could not hash the password: \(error)")))
        }
        let username = credentials.username
        let createdAt = DatabaseTimestamp.text(now())
        return try await startSession { db in
            do {
                try db.cachedStatement("INSERT INTO user (username, passwordHash, createdAt) VALUES (?, ?, ?)")
                    .bind(username, passwordHash, createdAt).execute()
            } catch let error as SQLiteError where error.isUniqueViolation {
                throw AuthAbort(.usernameTaken(username))
            }
            return AuthenticatedUser(id: db.lastInsertRowID, username: username)
        }
    }

    /// Signs in with a username and password.
    ///
    /// First the rate limit (``admitAttempt(_:)``): an attempt from a username or client that failed too often is
    /// refused with `AuthDataError/rateLimited(retryAfterSeconds:)` before anything else, without a lookup or a
    /// derivation. An admitted attempt always runs exactly one scrypt verification: against the user's stored
    /// hash, or, for an unknown username (or one that breaks the rules, or a damaged stored hash), against
    /// ``PasswordHasher/dummyHash``, so a wrong username and a wrong password take the same time and get the same
    /// `AuthDataError/invalidCredentials`. A success forgets the username's failures in the transaction that
    /// starts the session.
    nonisolated(nonsending) func signIn(_ credentials: Credentials) async throws -> Result<
        AuthenticatedUser, AuthDataError
    > {
        let username = credentials.username
        let keys = ThrottleKeys(username: username, client: credentials.client)
        if let refusal = try await admitAttempt(keys) {
            return .failure(refusal)
        }
        let account: (user: AuthenticatedUser, passwordHash: String)?
        if CredentialRules.usernameProblem(username) == nil {
            do {
                account = try await database.read { db in
                    try db.cachedStatement("SELECT id, username, passwordHash FROM user WHERE username = ?")
                        .bind(username)
                        .fetchOne { row in
                            (AuthenticatedUser(id: row.int64(at: 0), username: row.string(at: 1)), row.string(at: 2))
                        }
                }
            } catch {
                return .failure(try Self.failure(from: error))
            }
        } else {
            account = nil
        }
        switch await Self.checkPassword(hasher: hasher, credentials.password, against: account?.passwordHash) {
        case let .failure(error):
            return .failure(error)
        case .success(false):
            return .failure(.invalidCredentials)
        case .success(true):
            guard let user = account?.user else { return .failure(.invalidCredentials) }
            let throttle = throttle
            return try await startSession { db in
                try Self.forgiveAttempt(keys, throttle: throttle, in: db)
                return user
            }
        }
    }

    /// Verifies `password` with one scrypt derivation (``PasswordHasher/checkPassword(hasher:_:against:)``, shared
    /// with the PostgreSQL implementation).
    static func checkPassword(
        hasher: PasswordHasher,
        _ password: String,
        against storedHash: String?
    ) async -> Result<Bool, AuthDataError> {
        await PasswordHasher.checkPassword(hasher: hasher, password, against: storedHash)
    }

    /// Hashes a new password with `hasher`, off the caller's actor.
    static func hash(_ password: String, with hasher: PasswordHasher) async throws -> String {
        try await PasswordHasher.hash(password, with: hasher)
    }
}
