@testable import AuthData
import AuthDataIO
import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import Foundation
import SQLiteStore
import ShopTestSupport
import Synchronization

/// A migrated database plus a launcher with AuthData's plugins (testing cost), with access to the shared session
/// store and a log of every scrypt derivation.
@MainActor
final class AuthHarness {
    let database: TestDatabase
    let store = SessionStore()
    let derivations = DerivationLog()
    let launcher: PluginLauncher

    init(sessionLifetime: Duration = AuthDataModulePlugin.defaultSessionLifetime) throws {
        database = try TestDatabase()
        var hasher = PasswordHasher(cost: .testing)
        let derivations = derivations
        hasher.derivationObserver = { derivations.record($0) }
        let auth = AuthService(
            database: database.pool, hasher: hasher, sessionLifetime: sessionLifetime, store: store
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

    func signIn(_ username: String, _ password: String) async throws -> Result<AuthenticatedUser, AuthDataError> {
        try await mainboard.ioSignIn().blockActivation.run(Credentials(username: username, password: password))
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

    /// The stored password hash of a user.
    func storedHash(of username: String) throws -> String? {
        try database.pool.readSync { db in
            try db.prepare("SELECT passwordHash FROM user WHERE username = ?").bind(username)
                .fetchOne { $0.string(at: 0) }
        }
    }

    /// The token hashes in the session table.
    func sessionHashes() throws -> [[UInt8]] {
        try database.pool.readSync { db in try db.prepare("SELECT tokenHash FROM session").fetchAll { $0.blob(at: 0) } }
    }

    /// Runs SQL on the writer (to age or delete rows behind the module's back).
    func execute(_ sql: String, _ arguments: [(any DatabaseValueConvertible)?] = []) throws {
        try database.pool.writeSync { db in try db.prepare(sql).bind(arguments: arguments).execute() }
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
