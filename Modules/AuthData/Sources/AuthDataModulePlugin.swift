import AuthDataIO
import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import PostgresStore
import SQLiteStore

/// AuthData's entry into the application: one plugin per entry point (``ServiceType``), all sharing one
/// ``SessionStore``, on SQLite or on PostgreSQL.
///
/// ```swift
/// let launcher = try PluginLauncher.with()
///     .install(plugins: AuthDataModulePlugin.bundledPlugins(database: pool))   // a DatabasePool or a PostgresDatabase
///     .initialize()
/// let user = try await launcher.mainboard.ioSignIn().blockActivation
///     .run(Credentials(username: "ada", password: "correct horse")).get()
/// ```
///
/// Both databases get the same boards, ids, inputs, outputs and errors: the rules are written once (`AuthService`)
/// over a store protocol (`AuthStore`) with a SQLite and a PostgreSQL store. Registers `register`, `signIn`,
/// `currentUser`, `signOut`, `signOutEverywhere`, `changePassword`, `sessionToken`, `resumeSession`, `setRole` and
/// the idempotency keys' `claimIdempotencyKey`, `completeIdempotencyKey` and `releaseIdempotencyKey` as
/// `BlockTaskBoard`s (`executingType: .default`; executors and their SQL in the board graph's isolation, password
/// hashing on the global concurrent executor), and `authGate` and `staffGate` as boards that stay installed (see
/// `AuthDataID`).
///
/// Its `BlockTaskBoard`s are resident (`lifetime: .resident`): produced on first use, then kept and reused by every
/// later activation (nothing completes them or observes their completion), so an awaited run goes straight to the
/// board; see docs/adr/0002-resident-task-boards.md.
public struct AuthDataModulePlugin: ModulePlugin {
    /// AuthData's entry points, one plugin each.
    public enum ServiceType: Sendable, Hashable, CaseIterable {
        /// ``AuthDataIO/AuthDataID/register``: creates an account and signs it in.
        case register
        /// ``AuthDataIO/AuthDataID/signIn``: signs in.
        case signIn
        /// ``AuthDataIO/AuthDataID/currentUser``: the signed-in user, checked against the database.
        case currentUser
        /// ``AuthDataIO/AuthDataID/signOut``: revokes the session.
        case signOut
        /// ``AuthDataIO/AuthDataID/signOutEverywhere``: revokes every session of the user.
        case signOutEverywhere
        /// ``AuthDataIO/AuthDataID/changePassword``: changes the password and revokes the user's other sessions.
        case changePassword
        /// ``AuthDataIO/AuthDataID/sessionToken``: the bearer token of the graph's session.
        case sessionToken
        /// ``AuthDataIO/AuthDataID/resumeSession``: resumes a session from a bearer token.
        case resumeSession
        /// ``AuthDataIO/AuthDataID/authGate``: runs or queues work that needs a signed-in user.
        case authGate
        /// ``AuthDataIO/AuthDataID/staffGate``: lets staff work through once the role is confirmed, or refuses it.
        case staffGate
        /// ``AuthDataIO/AuthDataID/setRole``: grants or removes an account's staff role (an operator tool).
        case setRole
        /// ``AuthDataIO/AuthDataID/hasAccounts``: whether any account exists.
        case hasAccounts
        /// ``AuthDataIO/AuthDataID/claimIdempotencyKey``: claims a user's idempotency key for a request.
        case claimIdempotencyKey
        /// ``AuthDataIO/AuthDataID/completeIdempotencyKey``: stores the answer of a key's request.
        case completeIdempotencyKey
        /// ``AuthDataIO/AuthDataID/releaseIdempotencyKey``: frees a key still in flight.
        case releaseIdempotencyKey

        /// The id of the entry point's board.
        var boardID: BoardID {
            switch self {
            case .register: AuthDataID.register
            case .signIn: AuthDataID.signIn
            case .currentUser: AuthDataID.currentUser
            case .signOut: AuthDataID.signOut
            case .signOutEverywhere: AuthDataID.signOutEverywhere
            case .changePassword: AuthDataID.changePassword
            case .sessionToken: AuthDataID.sessionToken
            case .resumeSession: AuthDataID.resumeSession
            case .authGate: AuthDataID.authGate
            case .staffGate: AuthDataID.staffGate
            case .setRole: AuthDataID.setRole
            case .hasAccounts: AuthDataID.hasAccounts
            case .claimIdempotencyKey: AuthDataID.claimIdempotencyKey
            case .completeIdempotencyKey: AuthDataID.completeIdempotencyKey
            case .releaseIdempotencyKey: AuthDataID.releaseIdempotencyKey
            }
        }
    }

    /// The service the boards call, by database.
    private enum Storage {
        case sqlite(AuthService<SQLiteAuthStore>)
        case postgres(AuthService<PostgresAuthStore>)
    }

    /// How long a session lasts unless configured otherwise (``AuthDataConfiguration/defaultSessionLifetime``).
    public static var defaultSessionLifetime: Duration { AuthDataConfiguration.defaultSessionLifetime }

    /// The entry point this plugin registers.
    public let service: ServiceType
    private let storage: Storage

    /// Creates the plugin of one entry point, on a SQLite database.
    ///
    /// Plugins of one application must share `sessionStore`; ``bundledPlugins(database:passwordCost:sessionLifetime:)``
    /// does that for you.
    ///
    /// - Parameters:
    ///   - service: the entry point.
    ///   - database: the shared, migrated database.
    ///   - sessionStore: the session of this application instance.
    ///   - passwordHasher: hashes new passwords (default: production cost, random salts).
    ///   - sessionLifetime: how long a session lasts (default 30 days; values under a second count as one
    ///     second).
    public init(
        service: ServiceType,
        database: DatabasePool,
        sessionStore: SessionStore,
        passwordHasher: PasswordHasher = PasswordHasher(),
        sessionLifetime: Duration = defaultSessionLifetime
    ) {
        self.init(
            service: service,
            auth: AuthService(
                database: SQLiteAuthStore(pool: database), hasher: passwordHasher, sessionLifetime: sessionLifetime,
                store: sessionStore))
    }

    /// Creates the plugin of one entry point, on a PostgreSQL database (migrated with `ShopPostgresMigrations`),
    /// configured by `configuration` (password cost, session lifetime, login throttle, clock).
    ///
    /// Plugins of one application must share `sessionStore`; ``bundledPlugins(database:configuration:)`` does that
    /// for you.
    public init(
        service: ServiceType, database: PostgresDatabase, sessionStore: SessionStore,
        configuration: AuthDataConfiguration = AuthDataConfiguration()
    ) {
        let store = PostgresAuthStore(database: database)
        self.init(
            service: service, auth: AuthService(database: store, configuration: configuration, store: sessionStore))
    }

    /// Creates the plugin of one entry point over an existing service on SQLite.
    init(service: ServiceType, auth: AuthService<SQLiteAuthStore>) {
        self.service = service
        self.storage = .sqlite(auth)
    }

    /// Creates the plugin of one entry point over an existing service on PostgreSQL.
    init(service: ServiceType, auth: AuthService<PostgresAuthStore>) {
        self.service = service
        self.storage = .postgres(auth)
    }

    /// The id of the entry point's board.
    public var identifier: BoardID { service.boardID }

    /// Registers the entry point's board over the plugin's service.
    public func apply(for main: MainComponent) {
        switch storage {
        case let .sqlite(auth): register(auth, on: main)
        case let .postgres(auth): register(auth, on: main)
        }
    }
}
