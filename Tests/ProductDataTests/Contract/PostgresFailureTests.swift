import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import DataFailure
import PostgresStore
import ProductData
import ProductDataIO
import ShopTestSupport
import Testing

@Suite(
    "ProductData on PostgreSQL: database failures",
    .enabled(if: PostgresTestServer.isEnabled, Comment(rawValue: PostgresTestServer.skipReason)),
    .timeLimit(.minutes(10)))
@MainActor
struct PostgresFailureTests {
    @Test("with the database gone, every board answers a database failure of kind cannotOpen instead of hanging")
    func closedDatabase() async throws {
        let launcher = try await PostgresTestServer.afterDatabaseIsGone { database in
            try PluginLauncher.with()
                .install(plugins: ProductDataModulePlugin.bundledPlugins(database: database))
                .initialize()
        }
        let mainboard = launcher.mainboard
        let failures = [
            try await mainboard.ioProduct().blockActivation.run(1).failure,
            try await mainboard.ioCategories().blockActivation.run().failure,
            try await mainboard.ioProductPage().blockActivation.run(ProductQuery()).failure,
            try await mainboard.ioSearchProducts().blockActivation.run(SearchQuery(text: "lamp")).failure,
        ]
        for failure in failures {
            guard case let .database(cause) = failure else {
                Issue.record("expected a database failure, got \(String(describing: failure))")
                continue
            }
            #expect(cause.kind == .cannotOpen)
            #expect(cause.message.contains("closed"))
        }
    }
}

extension Result {
    /// The failure, or `nil` on success.
    fileprivate var failure: Failure? {
        if case let .failure(error) = self { return error }
        return nil
    }
}
