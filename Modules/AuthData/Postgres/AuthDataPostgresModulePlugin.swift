import AuthDataIO
import AuthDataShared
import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import PostgresStore

/// AuthData's entry into the application on PostgreSQL: the same boards, ids, inputs, outputs and errors as the
/// SQLite implementation's `AuthDataModulePlugin`, one plugin per entry point, all sharing one `SessionStore`.
///
/// ```swift
/// let launcher = try PluginLauncher.with()
///     .install(plugins: AuthDataPostgresModulePlugin.bundledPlugins(database: database))
///     .initialize()
/// let user = try await launcher.mainboard.ioSignIn().blockActivation
///     .run(Credentials(username: "ada", password: "correct horse")).get()
/// ```
///
/// `register`, `signIn`, `currentUser`, `signOut`, `signOutEverywhere`, `changePassword`, `sessionToken` and
/// `resumeSession` are `BlockTaskBoard`s (executors and their SQL in the board graph's isolation, scrypt on the
/// global concurrent executor); `authGate` is AuthDataShared's gate, the same board the SQLite implementation
/// installs, over a `BarrierBoard<AuthenticatedUser>`.
///
/// Its `BlockTaskBoard`s are resident (`lifetime: .resident`): produced on first use, then kept and reused by every
/// later activation (nothing completes them or observes their completion), so an awaited run goes straight to the
/// board; see docs/adr/0002-resident-task-boards.md.
public struct AuthDataPostgresModulePlugin: ModulePlugin {
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
    }

    /// The entry point this plugin registers.
    public let service: ServiceType
    private let auth: PostgresAuthService

    /// Creates the plugin of one entry point over an existing service.
    private init(service: ServiceType, auth: PostgresAuthService) {
        self.service = service
        self.auth = auth
    }

    /// The id of the entry point's board.
    public var identifier: BoardID {
        switch service {
        case .register: AuthDataID.register
        case .signIn: AuthDataID.signIn
        case .currentUser: AuthDataID.currentUser
        case .signOut: AuthDataID.signOut
        case .signOutEverywhere: AuthDataID.signOutEverywhere
        case .changePassword: AuthDataID.changePassword
        case .sessionToken: AuthDataID.sessionToken
        case .resumeSession: AuthDataID.resumeSession
        case .authGate: AuthDataID.authGate
        }
    }

    /// Registers the entry point's board.
    public func apply(for main: MainComponent) {
        let auth = auth
        switch service {
        case .register:
            main.registerBoard(AuthDataID.register) { id in
                BlockTaskBoard<Credentials, Result<AuthenticatedUser, AuthDataError>>(
                    identifier: id, lifetime: .resident
                ) { credentials in
                    try await auth.register(credentials)
                }
            }
        case .signIn:
            main.registerBoard(AuthDataID.signIn) { id in
                BlockTaskBoard<Credentials, Result<AuthenticatedUser, AuthDataError>>(
                    identifier: id, lifetime: .resident
                ) { credentials in
                    try await auth.signIn(credentials)
                }
            }
        case .currentUser:
            main.registerBoard(AuthDataID.currentUser) { id in
                BlockTaskBoard<Void, Result<AuthenticatedUser?, AuthDataError>>(identifier: id, lifetime: .resident) {
                    _ in
                    try await auth.currentUser()
                }
            }
        case .signOut:
            main.registerBoard(AuthDataID.signOut) { id in
                BlockTaskBoard<Void, Result<Void, AuthDataError>>(identifier: id, lifetime: .resident) { _ in
                    try await auth.signOut()
                }
            }
        case .signOutEverywhere:
            main.registerBoard(AuthDataID.signOutEverywhere) { id in
                BlockTaskBoard<Void, Result<Int, AuthDataError>>(identifier: id, lifetime: .resident) { _ in
                    try await auth.signOutEverywhere()
                }
            }
        case .changePassword:
            main.registerBoard(AuthDataID.changePassword) { id in
                BlockTaskBoard<PasswordChange, Result<Int, AuthDataError>>(identifier: id, lifetime: .resident) {
                    change in
                    try await auth.changePassword(change)
                }
            }
        case .sessionToken:
            main.registerBoard(AuthDataID.sessionToken) { id in
                BlockTaskBoard<Void, Result<String?, AuthDataError>>(identifier: id, lifetime: .resident) { _ in
                    auth.sessionToken()
                }
            }
        case .resumeSession:
            main.registerBoard(AuthDataID.resumeSession) { id in
                BlockTaskBoard<String, Result<AuthenticatedUser, AuthDataError>>(identifier: id, lifetime: .resident) {
                    token in
                    try await auth.resumeSession(token)
                }
            }
        case .authGate:
            let producer = main.makeModuleProducer(registrations: [
                BoardRegistration(AuthDataInternalID.gateBarrier) { BarrierBoard<AuthenticatedUser>(identifier: $0) }
            ])
            let store = auth.store
            main.registerBoard(AuthDataID.authGate) { id in
                AuthGateBoard(identifier: id, boardProducer: producer, store: store)
            }
        }
    }

    /// AuthData's plugins on `database` (migrated with `ShopPostgresMigrations`), configured by `configuration`
    /// (the SQLite implementation's type: password cost, session lifetime, login throttle, clock), sharing one new
    /// `SessionStore`.
    public static func bundledPlugins(
        database: PostgresDatabase,
        configuration: AuthDataConfiguration = AuthDataConfiguration()
    ) -> [any ModulePlugin] {
        let auth = PostgresAuthService(database: database, configuration: configuration, store: SessionStore())
        return ServiceType.allCases.map { AuthDataPostgresModulePlugin(service: $0, auth: auth) }
    }
}
