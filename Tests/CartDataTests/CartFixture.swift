import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import CartData
import CartDataIO
import SQLiteStore
import ShopTestSupport

/// A migrated database, a launcher over CartData's plugins (as the app installs them), and helpers to drive the
/// boards and inspect the stored rows.
@MainActor
final class CartFixture {
    /// The temporary database; removed in `deinit`.
    let database: TestDatabase
    /// The launcher over `CartDataModulePlugin.bundledPlugins`.
    let launcher: PluginLauncher

    init() throws {
        database = try TestDatabase()
        launcher = try PluginLauncher.with()
            .install(plugins: CartDataModulePlugin.bundledPlugins(database: database.pool))
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

    func cart(_ userID: Int64) async throws -> Result<Cart, CartDataError> {
        try await mainboard.ioCart().blockActivation.run(userID)
    }

    func add(_ userID: Int64, _ productID: Int64, _ quantity: Int = 1) async throws -> Result<Cart, CartDataError> {
        try await mainboard.ioAddToCart().blockActivation
            .run(CartChange(userID: userID, productID: productID, quantity: quantity))
    }

    func set(_ userID: Int64, _ productID: Int64, _ quantity: Int) async throws -> Result<Cart, CartDataError> {
        try await mainboard.ioSetCartQuantity().blockActivation
            .run(CartChange(userID: userID, productID: productID, quantity: quantity))
    }

    func remove(_ userID: Int64, _ productID: Int64, quantity: Int = 1) async throws -> Result<Cart, CartDataError> {
        try await mainboard.ioRemoveFromCart().blockActivation
            .run(CartChange(userID: userID, productID: productID, quantity: quantity))
    }

    func clear(_ userID: Int64) async throws -> Result<Cart, CartDataError> {
        try await mainboard.ioClearCart().blockActivation.run(userID)
    }

    // MARK: SQL

    /// The stored quantity of the user's line, or `nil` when there is no line.
    func storedQuantity(user userID: Int64, product productID: Int64) throws -> Int? {
        try database.pool.read { db in
            try db.prepare("SELECT quantity FROM cartItem WHERE userId = ? AND productId = ?")
                .bind(userID, productID).fetchOne { $0.int(at: 0) }
        }
    }

    /// The stored `addedAt` of the user's line.
    func storedAddedAt(user userID: Int64, product productID: Int64) throws -> String? {
        try database.pool.read { db in
            try db.prepare("SELECT addedAt FROM cartItem WHERE userId = ? AND productId = ?")
                .bind(userID, productID).fetchOne { $0.string(at: 0) }
        }
    }

    /// The number of cart rows of the user.
    func storedLineCount(user userID: Int64) throws -> Int {
        try database.pool.read { db in
            try db.prepare("SELECT count(*) FROM cartItem WHERE userId = ?").bind(userID).fetchOne { $0.int(at: 0) }
        } ?? 0
    }

    /// Runs one bound write statement outside the boards (to move prices, names, stock or timestamps).
    func execute(_ sql: String, _ arguments: [any DatabaseValueConvertible]) throws {
        try database.pool.write { db in try db.prepare(sql).bind(arguments: arguments).execute() }
    }

    /// The result of `PRAGMA integrity_check`.
    func integrityCheck() throws -> String? {
        try database.pool.read { db in try db.prepare("PRAGMA integrity_check").fetchOne { $0.string(at: 0) } }
    }
}
