import AuthDataIO
import DataFailure
import Foundation

/// AuthData's rules, written once for every database: what each board answers, over an ``AuthStore``.
///
/// Validation, password hashing, the login throttle, session lifetime and what each operation ends are decided
/// here; the store runs the SQL. Every method runs in its caller's isolation — the board graph's, since block-task
/// executors call it — answers domain failures as `.failure`, maps unexpected database errors to
/// `AuthDataError/database(_:)`, and lets only `CancellationError` escape, so a cancelled activation ends as
/// cancelled. The ``SessionStore`` belongs to the same graph, so it is used directly. Scrypt, tens of milliseconds
/// of CPU, is the one step that leaves the graph's actor: it runs on the ``PasswordHashPool``'s own threads
/// (``PasswordHasher/checkPassword(hasher:on:_:against:)``, ``PasswordHasher/hash(_:with:on:)``), never holding the
/// actor, a thread of the cooperative pool or a database connection, and a saturated pool answers
/// `AuthDataError/busy(retryAfterSeconds:)` instead of queueing without end.
struct AuthService<Store: AuthStore> {
    /// Where accounts, sessions and login failures are kept.
    let database: Store
    /// Hashes new passwords and checks sign-ins.
    let hasher: PasswordHasher
    /// How long a new session lasts.
    let sessionLifetime: Duration
    /// The rate limit on failed sign-ins.
    let throttle: LoginThrottle
    /// The rate limit on registrations.
    let registrationLimit: RegistrationLimit
    /// Where scrypt runs.
    let hashing: PasswordHashPool
    /// The session of this application instance.
    let store: SessionStore
    /// The clock of session expiry and of the rate limit.
    let now: @Sendable () -> Date

    /// Creates the service.
    init(
        database: Store,
        hasher: PasswordHasher,
        sessionLifetime: Duration,
        throttle: LoginThrottle = .standard,
        registrationLimit: RegistrationLimit = .standard,
        hashing: PasswordHashPool = PasswordHashPool(),
        store: SessionStore,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.database = database
        self.hasher = hasher
        self.sessionLifetime = max(sessionLifetime, .seconds(1))
        self.throttle = throttle
        self.registrationLimit = registrationLimit
        self.hashing = hashing
        self.store = store
        self.now = now
    }

    /// Creates the service of `configuration` (its hasher draws random salts).
    init(database: Store, configuration: AuthDataConfiguration, store: SessionStore) {
        self.init(
            database: database,
            hasher: PasswordHasher(cost: configuration.passwordCost),
            sessionLifetime: configuration.sessionLifetime,
            throttle: configuration.loginThrottle,
            registrationLimit: configuration.registrationLimit,
            hashing: configuration.passwordHashing,
            store: store,
            now: configuration.now
        )
    }

    /// Creates an account and signs it in.
    ///
    /// Checks the username and password rules, then the registration limit of the client (which counts this
    /// registration, see ``RegistrationLimit``), hashes the password on the hashing pool (`AuthDataError/busy(_:)`
    /// when it is saturated), inserts the user and its session in one transaction (a username taken in any letter
    /// case is `AuthDataError/usernameTaken(_:)`), then updates the store (which overcomes the auth gate).
    nonisolated(nonsending) func register(_ credentials: Credentials) async throws -> Result<
        AuthenticatedUser, AuthDataError
    > {
        if let problem = CredentialRules.usernameProblem(credentials.username)
            ?? CredentialRules.passwordProblem(credentials.password)
        {
            return .failure(problem)
        }
        if let refusal = try await admitRegistration(client: credentials.client) {
            return .failure(refusal)
        }
        let passwordHash: String
        switch await PasswordHasher.hash(credentials.password, with: hasher, on: hashing) {
        case let .success(hash): passwordHash = hash
        case let .failure(error): return .failure(error)
        }
        let username = credentials.username
        let createdAt = now()
        return try await startSession { transaction in
            let id = try await transaction.insertUser(
                username: username, passwordHash: passwordHash, createdAt: createdAt)
            return AuthenticatedUser(id: id, username: username)
        }
    }

    /// Signs in with a username and password.
    ///
    /// First the rate limit (``admitAttempt(_:)``): an attempt from a username or client that failed too often is
    /// refused with `AuthDataError/rateLimited(retryAfterSeconds:)` before anything else, without a lookup or a
    /// derivation. An admitted attempt always runs exactly one scrypt verification: against the user's stored
    /// hash, or, for an unknown username (or one that breaks the rules, or a damaged stored hash), against
    /// ``PasswordHasher/dummyHash``, so a wrong username and a wrong password take the same time and get the same
    /// `AuthDataError/invalidCredentials`. Only then is the outcome counted: a failure in its own short write
    /// transaction (``recordFailure(_:)``), a success in the transaction that starts the session, which forgets the
    /// username's failures (``settleSuccess(_:in:)``); both check the counters again first. Nothing is charged
    /// before the outcome is known, so concurrent correct sign-ins never refuse each other (see
    /// `AuthService+Throttle.swift`).
    nonisolated(nonsending) func signIn(_ credentials: Credentials) async throws -> Result<
        AuthenticatedUser, AuthDataError
    > {
        let username = credentials.username
        let keys = ThrottleKeys(username: username, client: credentials.client)
        if let refusal = try await admitAttempt(keys) {
            return .failure(refusal)
        }
        var account: StoredAccount?
        if CredentialRules.usernameProblem(username) == nil {
            switch try await database.outcome({ try await database.account(username: username) }) {
            case let .success(found): account = found
            case let .failure(error): return .failure(error)
            }
        }
        switch await PasswordHasher.checkPassword(
            hasher: hasher, on: hashing, credentials.password, against: account?.passwordHash)
        {
        case let .failure(error):
            return .failure(error)
        case .success(false):
            return .failure(try await recordFailure(keys))
        case .success(true):
            guard let user = account?.user else { return .failure(try await recordFailure(keys)) }
            return try await startSession { transaction in
                try await settleSuccess(keys, in: transaction)
                return user
            }
        }
    }
}
