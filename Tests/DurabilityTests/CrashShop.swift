import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import CartData
import CartDataIO
import CrashVFS
import Foundation
import OrderService
import OrderServiceIO
import SQLiteStore
import ShopMigrations

/// A migrated shop database opened through a crash-simulating VFS of its own, with CartData's and OrderService's
/// plugins installed as the app installs them, a catalog of products with plenty of stock and one buyer.
@MainActor
final class CrashShop {
    /// The temporary directory (canonical path, as SQLite names its files).
    let directory: String
    /// The database file.
    let path: String
    /// This shop's crash-simulating VFS.
    let vfs: OpaquePointer
    /// The pool the modules share, opened through ``vfs``.
    let pool: DatabasePool
    /// The launcher over CartData and OrderService.
    let launcher: PluginLauncher
    /// The buyer.
    let userID: Int64
    /// The products (stock 1,000,000 each).
    let productIDs: [Int64]

    /// Creates the shop; the setup is checkpointed and synced, so a power cut can only undo the test's own work.
    init(honorsDurableCommits: Bool = true, productCount: Int = 12) throws {
        let base = FileManager.default.temporaryDirectory.resolvingSymlinksInPath().path
        directory = base + "/DurabilityTests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        path = directory + "/shop.sqlite"
        let name = "crash-\(UUID().uuidString)"
        // Registering a VFS initialises SQLite: apply the process-wide configuration first, as every open does,
        // or it could never be applied in this test process.
        SQLiteLibrary.configureOnce()
        guard let vfs = crashvfs_register(name) else { throw CrashShopError.vfsRegistration }
        self.vfs = vfs
        pool = try DatabasePool.open(
            path: path,
            configuration: .init(
                readerCount: 1, vfsName: name, honorsDurableCommits: honorsDurableCommits
            ))
        try ShopMigrations.migrator.migrate(pool)
        (userID, productIDs) = try pool.write { db in
            try db.execute(sql: "INSERT INTO category (slug, name) VALUES ('general', 'General')")
            let categoryID = db.lastInsertRowID
            var products: [Int64] = []
            for number in 1...productCount {
                try db.prepare(
                    """
                    INSERT INTO product (sku, name, description, categoryId, priceCents, stock, createdAt, updatedAt)
                    VALUES (?, ?, '', ?, ?, 1000000, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')
                    """
                ).bind("SKU-\(number)", "Product \(number)", categoryID, 100 * number + 99).execute()
                products.append(db.lastInsertRowID)
            }
            try db.execute(
                sql: """
                    INSERT INTO user (username, passwordHash, createdAt) VALUES ('buyer', 'test-only', '2026-01-01T00:00:00Z')
                    """)
            return (db.lastInsertRowID, products)
        }
        let checkpointer = try Connection(path: path, mode: .readWrite, vfsName: name)
        try checkpointer.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
        launcher = try PluginLauncher.with()
            .install(plugins: CartDataModulePlugin.bundledPlugins(database: pool))
            .install(plugins: OrderServiceModulePlugin.bundledPlugins(database: pool))
            .initialize()
    }

    deinit {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Adds to the buyer's cart through CartData's board.
    func add(_ productID: Int64, _ quantity: Int) async throws -> Result<Cart, CartDataError> {
        try await launcher.mainboard.ioAddToCart().blockActivation
            .run(CartChange(userID: userID, productID: productID, quantity: quantity))
    }

    /// Checks the buyer's cart out through OrderService's board.
    func checkout() async throws -> Result<Order, OrderServiceError> {
        try await launcher.mainboard.ioCheckout().blockActivation.run(userID)
    }

    /// Writes the database and its journals as a power cut at this moment would leave them, into `name` in the
    /// shop's directory, and returns the image's path.
    func diskImage(named name: String) throws -> String {
        let image = directory + "/" + name
        for suffix in ["", "-wal", "-journal"] {
            guard crashvfs_write_disk_image(vfs, path + suffix, image + suffix) >= 0 else {
                throw CrashShopError.imageWrite(path + suffix)
            }
        }
        return image
    }

    /// The stored orders of `database` (id → total and line count) and its `integrity_check` answer.
    static func contents(of database: String) throws -> (orders: [Int64: (total: Int, lines: Int)], integrity: String) {
        let connection = try Connection(path: database, mode: .readWrite)
        let integrity = try connection.prepare("PRAGMA integrity_check").fetchAll { $0.string(at: 0) }
        let rows = try connection.prepare(
            """
            SELECT id, totalCents, (SELECT count(*) FROM orderLine WHERE orderId = customerOrder.id)
            FROM customerOrder
            """
        ).fetchAll { ($0.int64(at: 0), $0.int(at: 1), $0.int(at: 2)) }
        var orders: [Int64: (total: Int, lines: Int)] = [:]
        for (id, total, lines) in rows { orders[id] = (total, lines) }
        return (orders, integrity.joined(separator: "; "))
    }
}

/// Why a ``CrashShop`` could not be set up.
enum CrashShopError: Error {
    /// `crashvfs_register` failed.
    case vfsRegistration
    /// A disk image could not be written.
    case imageWrite(String)
}
