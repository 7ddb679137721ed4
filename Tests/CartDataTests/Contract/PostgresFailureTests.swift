import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import CartData
import CartDataIO
import DataFailure
import PostgresStore
import ShopTestSupport
import Testing

@Suite(
    "CartData on PostgreSQL: database failures",
    .enabled(if: PostgresTestServer.isEnabled, Comment(rawValue: PostgresTestServer.skipReason)),
    .timeLimit(.minutes(10)))
@MainActor
struct PostgresFailureTests {
    @Test("with the database gone, every board answers a database failure of kind cannotOpen instead of hanging")
    func closedDatabase() async throws {
        let launcher = try await PostgresTestServer.afterDatabaseIsGone { database in
            try PluginLauncher.with()
                .install(plugins: CartDataModulePlugin.bundledPlugins(database: database))
                .initialize()
        }
        let board = launcher.mainboard
        let change = CartChange(userID: 1, productID: 1)
        let results = [
            try await board.ioCart().blockActivation.run(1), try await board.ioAddToCart().blockActivation.run(change),
            try await board.ioSetCartQuantity().blockActivation.run(change),
            try await board.ioRemoveFromCart().blockActivation.run(change),
            try await board.ioClearCart().blockActivation.run(1),
        ]
        for result in results {
            guard case let .failure(.database(cause)) = result else {
                Issue.record("expected a database failure, got \(result)")
                continue
            }
            #expect(cause.kind == .cannotOpen)
        }
    }
}
