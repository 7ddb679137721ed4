import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import ProductData
import ProductDataIO
import ShopTestSupport

/// ProductData's boards on a fresh database of one backend, installed the way the app installs them: the SQLite
/// implementation's plugins on SQLite, the PostgreSQL implementation's on PostgreSQL. The tests see only the boards.
@MainActor
final class ProductContractHarness {
    /// The database the boards read, with its seeding helpers.
    let database: ContractDatabase
    /// The launcher holding the mainboard.
    let launcher: PluginLauncher

    /// Creates the database and the launcher.
    init(_ backend: Backend) async throws {
        database = try await ContractDatabase(backend)
        let plugins: [any ModulePlugin] =
            switch database.storage {
            case let .sqlite(pool, _): ProductDataModulePlugin.bundledPlugins(database: pool)
            case let .postgres(postgres): ProductDataModulePlugin.bundledPlugins(database: postgres)
            }
        do {
            launcher = try PluginLauncher.with().install(plugins: plugins).initialize()
        } catch {
            await database.remove()
            throw error
        }
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
    func search(_ text: String, page: Int = 1, perPage: Int = 20) async throws -> Result<ProductPage, ProductDataError>
    {
        try await mainboard.ioSearchProducts().blockActivation.run(
            SearchQuery(text: text, page: page, perPage: perPage))
    }

    /// Runs the create-product board.
    func create(_ draft: ProductDraft) async throws -> Result<Product, ProductDataError> {
        try await mainboard.ioCreateProduct().blockActivation.run(draft)
    }

    /// Runs the edit-product board.
    func edit(_ edit: ProductEdit) async throws -> Result<Product, ProductDataError> {
        try await mainboard.ioEditProduct().blockActivation.run(edit)
    }

    /// Runs the adjust-stock board.
    func adjust(_ id: Int64, by delta: Int, reason: String = "restock", staff: Int64) async throws
        -> Result<Product, ProductDataError>
    {
        try await mainboard.ioAdjustStock().blockActivation.run(
            StockAdjustment(productID: id, delta: delta, reason: reason, staffUserID: staff))
    }

    /// Runs the archive-product board.
    func archive(_ id: Int64) async throws -> Result<Product, ProductDataError> {
        try await mainboard.ioArchiveProduct().blockActivation.run(id)
    }
}

/// Runs `body` with a fresh harness on `backend` and deletes its database afterwards, also when `body` throws.
@MainActor
func withHarness(_ backend: Backend, _ body: (ProductContractHarness) async throws -> Void) async throws {
    let harness = try await ProductContractHarness(backend)
    do {
        try await body(harness)
        await harness.database.remove()
    } catch {
        await harness.database.remove()
        throw error
    }
}
