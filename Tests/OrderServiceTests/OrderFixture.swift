import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import CartData
import CartDataIO
import OrderService
import OrderServiceIO
import SQLiteStore
import ShopTestSupport

/// A migrated database and a launcher over CartData's and OrderService's plugins (as the app installs them), with
/// helpers to fill carts, drive the order boards and inspect the stored rows.
@MainActor
final class OrderFixture {
    /// The temporary database; removed in `deinit`.
    let database: TestDatabase
    /// The launcher over both modules' bundled plugins.
    let launcher: PluginLauncher

    init() throws {
        database = try TestDatabase()
        launcher = try PluginLauncher.with()
            .install(plugins: CartDataModulePlugin.bundledPlugins(database: database.pool))
            .install(plugins: OrderServiceModulePlugin.bundledPlugins(database: database.pool))
            .initialize()
    }

    deinit {
        database.remove()
    }

    var mainboard: Motherboard { launcher.mainboard }

    // MARK: Rows

    /// Inserts a product with a unique SKU.
    func product(_ name: String = "Widget", priceCents: Int = 250, stock: Int = 10) throws -> Int64 {
        try database.insertProduct(named: name, priceCents: priceCents, stock: stock)
    }

    /// Inserts a user.
    func user(_ name: String) throws -> Int64 {
        try database.insertUser(name)
    }

    // MARK: Boards

    /// Adds to the user's cart through CartData's board; fails the test on a cart error.
    @discardableResult
    func add(_ userID: Int64, _ productID: Int64, _ quantity: Int = 1) async throws -> Cart {
        try await mainboard.ioAddToCart().blockActivation
            .run(CartChange(userID: userID, productID: productID, quantity: quantity)).get()
    }

    func cart(_ userID: Int64) async throws -> Cart {
        try await mainboard.ioCart().blockActivation.run(userID).get()
    }

    func checkout(_ userID: Int64) async throws -> Result<Order, OrderServiceError> {
        try await mainboard.ioCheckout().blockActivation.run(userID)
    }

    func orders(_ userID: Int64) async throws -> Result<[OrderSummary], OrderServiceError> {
        try await mainboard.ioOrders().blockActivation.run(OrderHistoryQuery(userID: userID, perPage: 100)).map(\.items)
    }

    func order(_ userID: Int64, _ orderID: Int64) async throws -> Result<Order, OrderServiceError> {
        try await mainboard.ioOrder().blockActivation.run(OrderLookup(userID: userID, orderID: orderID))
    }

    // MARK: SQL

    /// The single integer a bound query returns.
    func int(_ sql: String, _ arguments: [any DatabaseValueConvertible] = []) throws -> Int {
        try database.pool.read { db in
            try db.prepare(sql).bind(arguments: arguments).fetchOne { $0.int(at: 0) }
        } ?? 0
    }

    /// The single text a bound query returns.
    func text(_ sql: String, _ arguments: [any DatabaseValueConvertible] = []) throws -> String? {
        try database.pool.read { db in
            try db.prepare(sql).bind(arguments: arguments).fetchOne { $0.string(at: 0) }
        }
    }

    /// Runs one bound write statement outside the boards (to move prices, names, stock, statuses or timestamps).
    func execute(_ sql: String, _ arguments: [any DatabaseValueConvertible]) throws {
        try database.pool.write { db in try db.prepare(sql).bind(arguments: arguments).execute() }
    }

    /// The number of orders stored, for everyone.
    func orderCount() throws -> Int {
        try int("SELECT count(*) FROM customerOrder")
    }

    /// The number of cart lines of the user.
    func cartLineCount(_ userID: Int64) throws -> Int {
        try int("SELECT count(*) FROM cartItem WHERE userId = ?", [userID])
    }

    /// The result of `PRAGMA integrity_check`.
    func integrityCheck() throws -> String? {
        try text("PRAGMA integrity_check")
    }
}
