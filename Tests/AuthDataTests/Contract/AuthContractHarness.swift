import AuthData
import AuthDataIO
import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import Foundation
import ShopTestSupport
import Synchronization

/// AuthData's boards on a fresh database of one backend, installed the way the app installs them (the SQLite
/// implementation's plugins on SQLite, the PostgreSQL implementation's on PostgreSQL, testing password cost and a
/// clock the test moves), and ``graph()`` for more applications on the same database, each with its own session.
@MainActor
final class AuthContractHarness {
    /// The database, with its seeding helpers.
    let database: ContractDatabase
    /// The clock every graph of the harness reads.
    let clock = ContractClock()
    /// The configuration of every graph.
    let configuration: AuthDataConfiguration
    /// The first application's launcher.
    private(set) var launcher: PluginLauncher!

    /// Creates the database and the first application; its graphs share one hashing pool that queues 64 hashes, so
    /// tests of 16 or 20 parallel sign-ins are about the rate limit, not the hashing bound.
    init(
        _ backend: Backend, sessionLifetime: Duration = AuthDataConfiguration.defaultSessionLifetime,
        registrationLimit: RegistrationLimit = .standard
    ) async throws {
        database = try await ContractDatabase(backend)
        let clock = clock
        configuration = AuthDataConfiguration(
            passwordCost: .testing, sessionLifetime: sessionLifetime, registrationLimit: registrationLimit,
            passwordHashing: PasswordHashPool(queueLimit: 64), now: { clock.now })
        do {
            launcher = try graph()
        } catch {
            await database.remove()
            throw error
        }
    }

    /// A new application on the same database, with a session store of its own (another process, or the graph of
    /// another HTTP request).
    func graph() throws -> PluginLauncher {
        let plugins: [any ModulePlugin] =
            switch database.storage {
            case let .sqlite(pool, _): AuthDataModulePlugin.bundledPlugins(database: pool, configuration: configuration)
            case let .postgres(postgres):
                AuthDataModulePlugin.bundledPlugins(database: postgres, configuration: configuration)
            }
        return try PluginLauncher.with().install(plugins: plugins).initialize()
    }

    /// The first application's mainboard.
    var mainboard: Motherboard { launcher.mainboard }
}

@MainActor
extension Motherboard {
    /// Registers through the board.
    func register(_ username: String, _ password: String) async throws -> Result<AuthenticatedUser, AuthDataError> {
        try await ioRegister().blockActivation.run(Credentials(username: username, password: password))
    }

    /// Registers through the board as `client`.
    func register(
        _ username: String, _ password: String, client: String
    ) async throws -> Result<AuthenticatedUser, AuthDataError> {
        try await ioRegister().blockActivation.run(Credentials(username: username, password: password, client: client))
    }

    /// Signs in through the board.
    func signIn(
        _ username: String, _ password: String, client: String = Credentials.localClient
    ) async throws -> Result<AuthenticatedUser, AuthDataError> {
        try await ioSignIn().blockActivation.run(Credentials(username: username, password: password, client: client))
    }

    /// The signed-in user, checked against the database.
    func currentUser() async throws -> Result<AuthenticatedUser?, AuthDataError> {
        try await ioCurrentUser().blockActivation.run()
    }

    /// The graph's bearer token.
    func sessionToken() async throws -> String? {
        try await ioSessionToken().blockActivation.run().get()
    }

    /// Resumes a session from a bearer token.
    func resume(_ token: String) async throws -> Result<AuthenticatedUser, AuthDataError> {
        try await ioResumeSession().blockActivation.run(token)
    }
}

/// Runs `body` with a fresh harness on `backend` and deletes its database afterwards, also when `body` throws.
@MainActor
func withAuth(
    _ backend: Backend, sessionLifetime: Duration = AuthDataConfiguration.defaultSessionLifetime,
    registrationLimit: RegistrationLimit = .standard,
    _ body: (AuthContractHarness) async throws -> Void
) async throws {
    let harness = try await AuthContractHarness(
        backend, sessionLifetime: sessionLifetime, registrationLimit: registrationLimit)
    do {
        try await body(harness)
        await harness.database.remove()
    } catch {
        await harness.database.remove()
        throw error
    }
}

/// A clock tests move by hand, starting at the real time on a whole second plus 123 ms: a millisecond a `Date` holds
/// only approximately, so a backend that loses it on the way through the database shows it (sessions' expiry reads
/// back as `.122Z`).
final class ContractClock: Sendable {
    private let current = Mutex(Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down) + 0.123))

    /// The clock's time.
    var now: Date { current.withLock { $0 } }

    /// Moves the clock forward.
    func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}

/// Lines appended by the auth gate's work and events, on the main actor.
@MainActor
final class GateLog {
    /// The lines, in order.
    private(set) var lines: [String] = []

    /// Appends a line.
    func append(_ line: String) {
        lines.append(line)
    }
}
