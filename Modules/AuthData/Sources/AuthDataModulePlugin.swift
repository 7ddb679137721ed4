import AuthDataIO
import AuthDataShared
import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import SQLiteStore

/// AuthData's plugin: one per entry point (``ServiceType``), all sharing one ``SessionStore``.
///
/// ```swift
/// let launcher = try PluginLauncher.with()
///     .install(plugins: AuthDataModulePlugin.bundledPlugins(database: pool))
///     .initialize()
/// let user = try await launcher.mainboard.ioSignIn().blockActivation
///     .run(Credentials(username: "ada", password: "correct horse")).get()
/// ```
///
/// Registers `register`, `signIn`, `currentUser`, `signOut`, `signOutEverywhere`, `changePassword`, `sessionToken`
/// and `resumeSession` as `BlockTaskBoard`s (`executingType: .default`; executors and their SQL in the board
/// graph's isolation, password hashing on the global concurrent executor), and `authGate` as a board that stays
/// installed (see `AuthDataID`).
///
/// Its `BlockTaskBoard`s are resident (`lifetime: .resident`): produced on first use, then kept and reused by every
/// later activation (nothing completes them or observes their completion), so an awaited run goes straight to the
/// board; see docs/adr/0002-resident-task-boards.md.
public struct AuthDataModulePlugin: ModulePlugin {
    /// AuthData's entry points, one plugin each.
    public enum ServiceType: Sendable, Hashable, CaseIterable {
        /// `AuthDataID/register`: creates an account and signs it in.
        case register
        /// `AuthDataID/signIn`: signs in.
        case signIn
        /// `AuthDataID/currentUser`: the signed-in user, checked against the database.
        case currentUser
        /// `AuthDataID/signOut`: revokes the session.
        case signOut
        /// `AuthDataID/signOutEverywhere`: revokes every session of the user.
        case signOutEverywhere
        /// `AuthDataID/changePassword`: changes the password and revokes the user's other sessions.
        case changePassword
        /// `AuthDataID/sessionToken`: the bearer token of the graph's session.
        case sessionToken
        /// `AuthDataID/resumeSession`: resumes a session from a bearer token.
        case resumeSession
        /// `AuthDataID/authGate`: runs or queues work that needs a signed-in user.
        case authGate
    }

    /// How long a session lasts unless configured otherwise (``AuthDataConfiguration/defaultSessionLifetime``).
    public static var defaultSessionLifetime: Duration { AuthDataConfiguration.defaultSessionLifetime }

    /// The entry point this plugin registers.
    public let service: ServiceType
    let auth: AuthService<SQLiteAuthStore>

    /// Creates the plugin of one entry point.
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
                store: sessionStore
            ))
    }

    /// Creates the plugin of one entry point over an existing service.
    init(service: ServiceType, auth: AuthService<SQLiteAuthStore>) {
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

    /// AuthData's plugins, sharing one new ``SessionStore``.
    ///
    /// - Parameters:
    ///   - database: the shared, migrated database.
    ///   - passwordCost: the scrypt cost of new password hashes (default ``PasswordHasher/Cost/production``; use
    ///     ``PasswordHasher/Cost/testing`` in tests).
    ///   - sessionLifetime: how long a session lasts (default 30 days).
    public static func bundledPlugins(
        database: DatabasePool,
        passwordCost: PasswordHasher.Cost = .production,
        sessionLifetime: Duration = defaultSessionLifetime
    ) -> [any ModulePlugin] {
        bundledPlugins(
            database: database,
            configuration: AuthDataConfiguration(passwordCost: passwordCost, sessionLifetime: sessionLifetime)
        )
    }

    /// AuthData's plugins configured by `configuration`, sharing one new ``SessionStore``.
    public static func bundledPlugins(
        database: DatabasePool,
        configuration: AuthDataConfiguration
    ) -> [any ModulePlugin] {
        bundledPlugins(
            auth: AuthService(
                database: SQLiteAuthStore(pool: database), configuration: configuration, store: SessionStore()))
    }

    /// The plugins over one service (tests pass one with an instrumented hasher or a known store).
    static func bundledPlugins(auth: AuthService<SQLiteAuthStore>) -> [any ModulePlugin] {
        ServiceType.allCases.map { AuthDataModulePlugin(service: $0, auth: auth) }
    }
}
