import AuthDataIO
import AuthDataShared
import DataFailure
import Foundation
import PostgresNIO
import PostgresStore

/// The work behind AuthData's boards on PostgreSQL: the SQLite implementation's rules, hashing, throttle and session
/// handling (the backend-neutral parts are AuthDataShared's), with its SQL on `shop_user`, `session` and
/// `login_failure`.
///
/// Every method runs in its caller's isolation (the board graph's), answers domain failures as `.failure`, maps
/// unexpected database errors to ``AuthDataIO/AuthDataError/database(_:)``, and lets only `CancellationError`
/// escape. Scrypt runs off the graph's actor (`PasswordHasher.checkPassword`, `PasswordHasher.hash`), never holding
/// a connection. Every value is bound.
struct PostgresAuthService {
    /// The shared database.
    let database: PostgresStore.PostgresDatabase
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

    /// Creates the service of `configuration` (its hasher draws random salts).
    init(database: PostgresStore.PostgresDatabase, configuration: AuthDataConfiguration, store: SessionStore) {
        self.database = database
        self.hasher = PasswordHasher(cost: configuration.passwordCost)
        self.sessionLifetime = max(configuration.sessionLifetime, .seconds(1))
        self.throttle = configuration.loginThrottle
        self.store = store
        self.now = configuration.now
    }

    /// Creates an account and signs it in: the rules, the hash, then the user and its session in one transaction;
    /// a username taken in any letter case is ``AuthDataIO/AuthDataError/usernameTaken(_:)``.
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
            passwordHash = try await PasswordHasher.hash(credentials.password, with: hasher)
        } catch {
            return .failure(.database(.other("could not hash the password: \(error)")))
        }
        let username = credentials.username
        let createdAt = SessionInstant(now()).bound
        let logger = database.logger
        return try await startSession { connection in
            do {
                let rows = try await connection.query(
                    """
                    INSERT INTO shop_user (username, password_hash, created_at)
                    VALUES (\(username), \(passwordHash), \(createdAt)) RETURNING id
                    """, logger: logger)
                for try await id in rows.decode(Int64.self) {
                    return AuthenticatedUser(id: id, username: username)
                }
            } catch  where PostgresStoreError(error).isUniqueViolation {
                throw PostgresAbort(AuthDataError.usernameTaken(username))
            }
            throw PostgresStoreError.unreadableValue("the new user's id")
        }
    }

    /// Signs in: the rate limit first (``admitAttempt(_:)``), then exactly one scrypt verification against the
    /// user's hash or the dummy hash, then a session; the same `invalidCredentials` for a wrong name and a wrong
    /// password. A success forgets the username's failures in the transaction that starts the session.
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
            let database = database
            do {
                account = try await database.withConnection { connection in
                    let rows = try await connection.query(
                        """
                        SELECT id, username, password_hash FROM shop_user WHERE lower(username) = lower(\(username))
                        """, logger: database.logger)
                    for try await (id, name, hash) in rows.decode((Int64, String, String).self) {
                        return (AuthenticatedUser(id: id, username: name), hash)
                    }
                    return nil
                }
            } catch {
                return .failure(try PostgresOutcome.failure(from: error, AuthDataError.database))
            }
        } else {
            account = nil
        }
        switch await PasswordHasher.checkPassword(hasher: hasher, credentials.password, against: account?.passwordHash)
        {
        case let .failure(error):
            return .failure(error)
        case .success(false):
            return .failure(.invalidCredentials)
        case .success(true):
            guard let user = account?.user else { return .failure(.invalidCredentials) }
            let (throttle, logger) = (throttle, database.logger)
            return try await startSession { connection in
                try await Self.forgiveAttempt(keys, throttle: throttle, on: connection, logger: logger)
                return user
            }
        }
    }
}
