import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import DataFailure
import OrderService
import OrderServiceIO
import PostgresStore
import ShopTestSupport
import Testing

@Suite(
    "OrderService on PostgreSQL: database failures",
    .enabled(if: PostgresTestServer.isEnabled, Comment(rawValue: PostgresTestServer.skipReason)),
    .timeLimit(.minutes(10)))
@MainActor
struct PostgresFailureTests {
    @Test("with the database gone, every board answers a database failure of kind cannotOpen instead of hanging")
    func closedDatabase() async throws {
        let launcher = try await PostgresTestServer.afterDatabaseIsGone { database in
            try PluginLauncher.with()
                .install(plugins: OrderServiceModulePlugin.bundledPlugins(database: database))
                .initialize()
        }
        let board = launcher.mainboard
        let failures = [
            try await board.ioCheckout().blockActivation.run(1).failure,
            try await board.ioOrders().blockActivation.run(OrderHistoryQuery(userID: 1)).failure,
            try await board.ioOrder().blockActivation.run(OrderLookup(userID: 1, orderID: 1)).failure,
            try await board.ioCancelOrder().blockActivation.run(OrderLookup(userID: 1, orderID: 1)).failure,
            try await board.ioShipOrder().blockActivation.run(StaffOrderChange(staffUserID: 1, orderID: 1)).failure,
            try await board.ioStaffOrders().blockActivation.run(StaffOrderQuery()).failure,
        ]
        for failure in failures {
            guard case let .database(cause) = failure else {
                Issue.record("expected a database failure, got \(String(describing: failure))")
                continue
            }
            #expect(cause.kind == .cannotOpen)
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
