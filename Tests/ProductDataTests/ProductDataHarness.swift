import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import ProductData
import ProductDataIO
import SQLiteStore
import ShopTestSupport

/// A migrated test database with ProductData's plugins installed on a fresh launcher, driven the way the app does.
@MainActor
final class ProductDataHarness {
    /// The database the boards read.
    let database: TestDatabase
    /// The launcher holding the mainboard.
    let launcher: PluginLauncher

    /// Creates the database and the launcher.
    init() throws {
        database = try TestDatabase()
        launcher = try PluginLauncher.with()
            .install(plugins: ProductDataModulePlugin.bundledPlugins(database: database.pool))
            .initialize()
    }

    /// Deletes the database directory.
    func remove() {
        database.remove()
    }

    /// The application's mainboard.
    var mainboard: Motherboard { launcher.mainboard }

    /// Runs the categories board.
    func categories() async throws -> Result<[CategorySummary], ProductDataError> {
        try await mainboard.ioCategories().blockActivation.run()
    }

    /// Runs the product-page board.
    func page(_ query: ProductQuery) async throws -> Result<ProductPage, ProductDataError> {
        try await mainboard.ioProductPage().blockActivation.run(query)
    }

    /// Runs the product board.
    func product(_ id: Int64) async throws -> Result<Product, ProductDataError> {
        try await mainboard.ioProduct().blockActivation.run(id)
    }

    /// Runs the search board.
    func search(
        _ text: String, page: Int = 1, perPage: Int = 20
    ) async throws -> Result<ProductPage, ProductDataError> {
        let query = SearchQuery(text: text, page: page, perPage: perPage)
        return try await mainboard.ioSearchProducts().blockActivation.run(query)
    }

    /// Inserts many products in one transaction; `name(i)` etc. describe product `i` (0-based). Returns their ids.
    @discardableResult
    func insertProducts(
        count: Int,
        categoryID: Int64,
        name: (Int) -> String,
        description: (Int) -> String = { _ in "" },
        priceCents: (Int) -> Int = { _ in 100 }
    ) throws -> [Int64] {
        try database.pool.write { db in
            let insert = """
                INSERT INTO product (sku, name, description, categoryId, priceCents, stock, createdAt, updatedAt)
                VALUES (?, ?, ?, ?, ?, 1, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')
                """
            var ids: [Int64] = []
            for index in 0..<count {
                try db.cachedStatement(insert)
                    .bind("SKU-\(categoryID)-\(index)", name(index), description(index), categoryID, priceCents(index))
                    .execute()
                ids.append(db.lastInsertRowID)
            }
            return ids
        }
    }
}

/// Runs `body` with a fresh harness and deletes its database afterwards.
@MainActor
func withHarness(_ body: (ProductDataHarness) async throws -> Void) async throws {
    let harness = try ProductDataHarness()
    defer { harness.remove() }
    try await body(harness)
}
