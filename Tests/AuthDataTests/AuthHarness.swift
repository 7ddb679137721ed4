import AuthDataIO
import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import Foundation
import SQLiteStore
import ShopTestSupport
import Synchronization

@testable import AuthData

/// A migrated database plus a launcher with AuthData's plugins (testing cost), with access to the shared session
/// store and a log of every scrypt derivation.
@MainActor
final class AuthHarness {
    let database: TestDatabase
    let store = SessionStore()
    let derivations = DerivationLog()
    let clock: TestClock
    let launcher: PluginLauncher

    /// A harness on a new database, or on `database` (a second application on the same file: another process, or
    /// the same one after a restart, with its own session store). Its hashing pool queues 64 hashes by default, so
    /// tests of 20 parallel sign-ins are about the rate limit, not the hashing bound.
    init(
        sessionLifetime: Duration = AuthDataModulePlugin.defaultSessionLifetime,
        throttle: LoginThrottle = .standard,
        registrationLimit: RegistrationLimit = .standard,
        hashing: PasswordHashPool = PasswordHashPool(queueLimit: 64),
        database: TestDatabase? = nil,
        clock: TestClock? = nil
    ) throws {
        self.database = try database ?? TestDatabase()
        // Another application on the same file opens its own pool, as another process would.
        let pool =
            try database.map { try DatabasePool.open(path: $0.path, configuration: .init(readerCount: 2)) }
            ?? self.database.pool
        self.clock = clock ?? TestClock()
        var hasher = PasswordHasher(cost: .testing)
        let derivations = derivations
        hasher.derivationObserver = { derivations.record($0) }
        let clock = self.clock
        let auth = AuthService(
            database: pool, hasher: hasher, sessionLifetime: sessionLifetime, throttle: throttle,
            registrationLimit: registrationLimit, hashing: hashing, store: store, now: { clock.now }
        )
        launcher = try PluginLauncher.with()
            .install(plugins: AuthDataModulePlugin.bundledPlugins(auth: auth))
            .initialize()
    }

    var mainboard: Motherboard { launcher.mainboard }

    func remove() {
        database.remove()
    }

    func register(_ username: String, _ password: String) async throws -> Result<AuthenticatedUser, AuthDataError> {
        try await mainboard.ioRegister().blockActivation.run(Credentials(username: username, password: password))
    }

    func register(
        _ username: String, _ password: String, client: String
    ) async throws -> Result<AuthenticatedUser, AuthDataError> {
        try await mainboard.ioRegister().blockActivation
            .run(Credentials(username: username, password: password, client: client))
    }

    func signIn(
        _ username: String, _ password: String, client: String = Credentials.localClient
    ) async throws -> Result<AuthenticatedUser, AuthDataError> {
        try await mainboard.ioSignIn().blockActivation
            .run(Credentials(username: username, password: password, client: client))
    }

    func signOutEverywhere() async throws -> Result<Int, AuthDataError> {
        try await mainboard.ioSignOutEverywhere().blockActivation.run()
    }

    func changePassword(_ current: String, _ new: String) async throws -> Result<Int, AuthDataError> {
        try await mainboard.ioChangePassword().blockActivation
            .run(PasswordChange(currentPassword: current, newPassword: new))
    }

    func currentUser() async throws -> Result<AuthenticatedUser?, AuthDataError> {
        try await mainboard.ioCurrentUser().blockActivation.run()
    }

    func signOut() async throws -> Result<Void, AuthDataError> {
        try await mainboard.ioSignOut().blockActivation.run()
    }

    /// The number of rows in a table.
    func count(_ table: String) throws -> Int {
        try database.scalar("SELECT count(*) FROM \(table)")
    }

    /// The number of the login rate limit's counter rows (the table also counts registrations, scope `register`).
    func loginCounterRows() throws -> Int {
        try database.scalar("SELECT count(*) FROM loginFailure WHERE scope <> 'register'")
    }

    /// The stored password hash of a user.
    func storedHash(of username: String) throws -> String? {
        try database.pool.read { db in
            try db.prepare("SELECT passwordHash FROM user WHERE username = ?").bind(username)
                .fetchOne { $0.string(at: 0) }
        }
    }

    /// The token hashes in the session table.
    func sessionHashes() throws -> [[UInt8]] {
        try database.pool.read { db in try db.prepare("SELECT tokenHash FROM session").fetchAll { $0.blob(at: 0) } }
    }

    /// Runs SQL on the writer (to age or delete rows behind the module's back).
    func execute(_ sql: String, _ arguments: [(any DatabaseValueConvertible)?] = []) throws {
        try database.pool.write { db in try db.prepare(sql).bind(arguments: arguments).execute() }
    }
}

/// A clock tests move by hand (AuthData reads it through its `now` provider); it starts at the real time, on a
/// whole second, so advancing it by halves and whole seconds gives exact, millisecond-stored times.
final class TestClock: Sendable {
    private let current = Mutex(Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down)))

    var now: Date { current.withLock { $0 } }

    func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}

/// Records scrypt derivations from any thread.
final class DerivationLog: Sendable {
    private let entries = Mutex<[PasswordHasher.Derivation]>([])

    func record(_ derivation: PasswordHasher.Derivation) {
        entries.withLock { $0.append(derivation) }
    }

    var all: [PasswordHasher.Derivation] { entries.withLock { $0 } }

    func reset() {
        entries.withLock { $0.removeAll() }
    }
}

/// An ordered log of what happened, for assertions on order.
@MainActor
final class EventLog {
    private(set) var events: [String] = []

    func append(_ event: String) {
        events.append(event)
    }
}
