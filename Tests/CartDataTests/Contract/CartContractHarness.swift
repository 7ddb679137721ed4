import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import CartData
import CartDataIO
import ShopTestSupport

/// CartData's boards on a fresh database of one backend, installed the way the app installs them: the SQLite
/// implementation's plugins on SQLite, the PostgreSQL implementation's on PostgreSQL. The tests see only the boards
/// and the backend-neutral seeding and inspection helpers.
@MainActor
final class CartContractHarness {
    /// The database the boards use, with its seeding helpers.
    let database: ContractDatabase
    /// The launcher holding the mainboard.
    let launcher: PluginLauncher
    /// The category every product of the test belongs to.
    private let category: Int64

    /// Creates the database, one category and the launcher.
    init(_ backend: Backend) async throws {
        database = try await ContractDatabase(backend)
        let plugins: [any ModulePlugin] =
            switch database.storage {
            case let .sqlite(pool, _): CartDataModulePlugin.bundledPlugins(database: pool)
            case let .postgres(postgres): CartDataModulePlugin.bundledPlugins(database: postgres)
            }
        do {
            category = try await database.insertCategory(slug: "shop", name: "Shop")
            launcher = try PluginLauncher.with().install(plugins: plugins).initialize()
        } catch {
            await database.remove()
            throw error
        }
    }

    /// The application's mainboard.
    var mainboard: Motherboard { launcher.mainboard }

    /// Inserts a product.
    func product(_ name: String = "Widget", priceCents: Int = 250, stock: Int = 10) async throws -> Int64 {
        try await database.insertProducts(
            count: 1, categoryID: category, name: { _ in name }, priceCents: { _ in priceCents }, stock: { _ in stock }
        )[0]
    }

    /// Inserts a user.
    func user(_ name: String) async throws -> Int64 {
        try await database.insertUser(name)
    }

    /// Runs the cart board.
    func cart(_ userID: Int64) async throws -> Result<Cart, CartDataError> {
        try await mainboard.ioCart().blockActivation.run(userID)
    }

    /// Runs the add board.
    func add(_ userID: Int64, _ productID: Int64, _ quantity: Int = 1) async throws -> Result<Cart, CartDataError> {
        try await mainboard.ioAddToCart().blockActivation
            .run(CartChange(userID: userID, productID: productID, quantity: quantity))
    }

    /// Runs the set-quantity board.
    func set(_ userID: Int64, _ productID: Int64, _ quantity: Int) async throws -> Result<Cart, CartDataError> {
        try await mainboard.ioSetCartQuantity().blockActivation
            .run(CartChange(userID: userID, productID: productID, quantity: quantity))
    }

    /// Runs the remove board.
    func remove(_ userID: Int64, _ productID: Int64, quantity: Int = 1) async throws -> Result<Cart, CartDataError> {
        try await mainboard.ioRemoveFromCart().blockActivation
            .run(CartChange(userID: userID, productID: productID, quantity: quantity))
    }

    /// Runs the clear board.
    func clear(_ userID: Int64) async throws -> Result<Cart, CartDataError> {
        try await mainboard.ioClearCart().blockActivation.run(userID)
    }
}

/// Runs `body` with a fresh harness on `backend` and deletes its database afterwards, also when `body` throws.
@MainActor
func withCart(_ backend: Backend, _ body: (CartContractHarness) async throws -> Void) async throws {
    let harness = try await CartContractHarness(backend)
    do {
        try await body(harness)
        await harness.database.remove()
    } catch {
        await harness.database.remove()
        throw error
    }
}
