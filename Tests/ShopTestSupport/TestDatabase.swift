import Foundation
import SQLiteStore
import ShopMigrations
import Synchronization

/// A migrated shop database in a fresh temporary directory, for module tests against real SQLite files.
///
/// Call ``remove()`` (or use ``withTestDatabase(_:)``) to delete the directory.
public final class TestDatabase: Sendable {
    /// The temporary directory holding the database file.
    public let directory: String
    /// The database file's path.
    public let path: String
    /// The pool opened on the file.
    public let pool: DatabasePool
    /// The id of the "general" category of ``insertProduct(named:priceCents:stock:)`` (created on first use) and how
    /// many products it has numbered, for unique SKUs.
    private let generalCatalog = Mutex<(categoryID: Int64?, count: Int)>((nil, 0))

    /// Creates the directory and the file, and applies every shop migration.
    public init(readers: Int = 2) throws {
        let directory = FileManager.default.temporaryDirectory.path + "/ShopTests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        self.directory = directory
        self.path = directory + "/shop.sqlite"
        self.pool = try DatabasePool.open(path: path, configuration: .init(readerCount: readers))
        try ShopMigrations.migrator.migrate(pool)
    }

    /// Deletes the temporary directory and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Inserts a category and returns its id.
    @discardableResult
    public func insertCategory(slug: String, name: String) throws -> Int64 {
        try pool.write { db in
            try db.prepare("INSERT INTO category (slug, name) VALUES (?, ?)").bind(slug, name).execute()
            return db.lastInsertRowID
        }
    }

    /// Inserts a product and returns its id.
    @discardableResult
    public func insertProduct(
        sku: String, name: String, description: String = "", categoryID: Int64, priceCents: Int, stock: Int
    ) throws -> Int64 {
        try pool.write { db in
            try db.prepare(
                """
                INSERT INTO product (sku, name, description, categoryId, priceCents, stock, createdAt, updatedAt)
                VALUES (?, ?, ?, ?, ?, ?, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')
                """
            ).bind(sku, name, description, categoryID, priceCents, stock).execute()
            return db.lastInsertRowID
        }
    }

    /// Inserts a product with a unique SKU (`SKU-1`, `SKU-2`, …) into a "general" category created on first use.
    @discardableResult
    public func insertProduct(named name: String = "Widget", priceCents: Int = 250, stock: Int = 10) throws -> Int64 {
        let (categoryID, number) = try generalCatalog.withLock { catalog in
            let id = try catalog.categoryID ?? insertCategory(slug: "general", name: "General")
            catalog.categoryID = id
            catalog.count += 1
            return (id, catalog.count)
        }
        return try insertProduct(
            sku: "SKU-\(number)", name: name, categoryID: categoryID, priceCents: priceCents, stock: stock)
    }

    /// Inserts a user with a placeholder password hash (for cart and order tests) and returns its id.
    @discardableResult
    public func insertUser(_ username: String) throws -> Int64 {
        try pool.write { db in
            try db.prepare("INSERT INTO user (username, passwordHash, createdAt) VALUES (?, 'test-only', ?)")
                .bind(username, "2026-01-01T00:00:00Z").execute()
            return db.lastInsertRowID
        }
    }

    /// The single integer a query returns (for assertions on the stored state).
    public func scalar(_ sql: String) throws -> Int {
        try pool.read { db in try db.prepare(sql).fetchOne { $0.int(at: 0) } ?? 0 }
    }

    /// The stock of a product.
    public func stock(ofProduct id: Int64) throws -> Int {
        try pool.read { db in
            try db.prepare("SELECT stock FROM product WHERE id = ?").bind(id).fetchOne { $0.int(at: 0) } ?? -1
        }
    }
}

/// Runs `body` with a fresh migrated database (created on a thread of its own, off the cooperative pool) and deletes
/// it afterwards.
public func withTestDatabase<T>(_ body: (TestDatabase) async throws -> T) async throws -> T {
    let database = try await offPool { try TestDatabase() }
    defer { database.remove() }
    return try await body(database)
}
