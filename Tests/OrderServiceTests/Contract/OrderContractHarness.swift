import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import CartData
import CartDataIO
import OrderService
import OrderServiceIO
import ProductData
import ShopTestSupport

/// CartData's and OrderService's boards on a fresh database of one backend, installed as the app installs them (the
/// SQLite implementations on SQLite, the PostgreSQL implementations on PostgreSQL). The tests fill carts through
/// CartData's boards and see only the boards and the backend-neutral helpers.
@MainActor
final class OrderContractHarness {
    /// The database, with its seeding helpers.
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
            case let .sqlite(pool, _):
                CartDataModulePlugin.bundledPlugins(database: pool)
                    + OrderServiceModulePlugin.bundledPlugins(database: pool)
                    + ProductDataModulePlugin.bundledPlugins(database: pool)
            case let .postgres(postgres):
                CartDataModulePlugin.bundledPlugins(database: postgres)
                    + OrderServiceModulePlugin.bundledPlugins(database: postgres)
                    + ProductDataModulePlugin.bundledPlugins(database: postgres)
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

    /// Adds units to the user's cart through CartData's board.
    func add(_ userID: Int64, _ productID: Int64, _ quantity: Int = 1) async throws {
        _ = try await mainboard.ioAddToCart().blockActivation
            .run(CartChange(userID: userID, productID: productID, quantity: quantity)).get()
    }

    /// The user's cart through CartData's board.
    func cart(_ userID: Int64) async throws -> Cart {
        try await mainboard.ioCart().blockActivation.run(userID).get()
    }

    /// Runs the checkout board.
    func checkout(_ userID: Int64) async throws -> Result<Order, OrderServiceError> {
        try await mainboard.ioCheckout().blockActivation.run(userID)
    }

    /// Runs the orders board: the user's orders (the first page of 100 unless told).
    func orders(_ userID: Int64, page: Int = 1, perPage: Int = 100) async throws
        -> Result<[OrderSummary], OrderServiceError>
    {
        try await orderPage(userID, page: page, perPage: perPage).map(\.items)
    }

    /// Runs the orders board: a page of the user's orders.
    func orderPage(_ userID: Int64, page: Int = 1, perPage: Int = 20) async throws
        -> Result<OrderPage, OrderServiceError>
    {
        try await mainboard.ioOrders().blockActivation.run(
            OrderHistoryQuery(userID: userID, page: page, perPage: perPage))
    }

    /// Runs the customer's cancel board.
    func cancel(_ userID: Int64, _ orderID: Int64) async throws -> Result<Order, OrderServiceError> {
        try await mainboard.ioCancelOrder().blockActivation.run(OrderLookup(userID: userID, orderID: orderID))
    }

    /// Runs a staff board changing an order's state.
    func staff(_ destination: StaffOrderChangeDestination, by staffID: Int64, _ orderID: Int64) async throws
        -> Result<Order, OrderServiceError>
    {
        try await destination.blockActivation.run(StaffOrderChange(staffUserID: staffID, orderID: orderID))
    }

    /// Runs the staff list board.
    func staffOrders(_ query: StaffOrderQuery) async throws -> Result<OrderPage, OrderServiceError> {
        try await mainboard.ioStaffOrders().blockActivation.run(query)
    }

    /// Places an order of `units` units of `productID` for the user (through the cart and checkout boards).
    func place(_ userID: Int64, _ productID: Int64, _ units: Int = 1) async throws -> Order {
        try await add(userID, productID, units)
        return try await checkout(userID).get()
    }

    /// Runs the order board.
    func order(_ userID: Int64, _ orderID: Int64) async throws -> Result<Order, OrderServiceError> {
        try await mainboard.ioOrder().blockActivation.run(OrderLookup(userID: userID, orderID: orderID))
    }
}

/// Runs `body` with a fresh harness on `backend` and deletes its database afterwards, also when `body` throws.
@MainActor
func withShop(_ backend: Backend, _ body: (OrderContractHarness) async throws -> Void) async throws {
    let harness = try await OrderContractHarness(backend)
    do {
        try await body(harness)
        await harness.database.remove()
    } catch {
        await harness.database.remove()
        throw error
    }
}
