import AuthData
import AuthDataIO
import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import DataFailure
import PostgresStore
import ShopTestSupport
import Testing

@Suite(
    "AuthData on PostgreSQL: database failures",
    .enabled(if: PostgresTestServer.isEnabled, Comment(rawValue: PostgresTestServer.skipReason)),
    .timeLimit(.minutes(10)))
@MainActor
struct PostgresFailureTests {
    @Test("with the database gone, registration and sign-in answer a database failure of kind cannotOpen")
    func closedDatabase() async throws {
        let launcher = try await PostgresTestServer.afterDatabaseIsGone { database in
            try PluginLauncher.with()
                .install(
                    plugins: AuthDataModulePlugin.bundledPlugins(
                        database: database, configuration: AuthDataConfiguration(passwordCost: .testing))
                )
                .initialize()
        }
        let board = launcher.mainboard
        let credentials = Credentials(username: "alice", password: "password-a")
        for result in [
            try await board.ioRegister().blockActivation.run(credentials),
            try await board.ioSignIn().blockActivation.run(credentials),
        ] {
            guard case let .failure(.database(cause)) = result else {
                Issue.record("expected a database failure, got \(result)")
                continue
            }
            #expect(cause.kind == .cannotOpen)
        }
    }
}
