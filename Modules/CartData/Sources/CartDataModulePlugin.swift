import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import CartDataIO
import PostgresStore
import SQLiteStore

/// CartData's plugin: registers one block-task board per entry point, each backed by the shared database, on SQLite
/// or on PostgreSQL.
///
/// ```swift
/// let launcher = try PluginLauncher.with()
///     .install(plugins: CartDataModulePlugin.bundledPlugins(database: pool))   // a DatabasePool or a PostgresDatabase
///     .initialize()
/// let cart = try await launcher.mainboard.ioAddToCart().blockActivation
///     .run(CartChange(userID: user.id, productID: 42, quantity: 2))
/// ```
///
/// Every board is a `BlockTaskBoard<Input, Result<Cart, CartDataError>>` with the `.default` executing type:
/// activations run concurrently, their executors in the board graph's isolation. Both databases get the same boards
/// and rules (`CartService`, written once over the `CartStore` protocol). Failures are sent as `.failure` outputs;
/// the executors never throw a domain error.
///
/// Its `BlockTaskBoard`s are resident (`lifetime: .resident`): produced on first use, then kept and reused by every
/// later activation (nothing completes them or observes their completion), so an awaited run goes straight to the
/// board; see docs/adr/0002-resident-task-boards.md.
public struct CartDataModulePlugin: ModulePlugin {
    /// CartData's entry points, one plugin each.
    public enum ServiceType: Sendable, CaseIterable {
        /// ``CartDataIO/CartDataID/cart``: the user's cart (input: the user id).
        case cart
        /// ``CartDataIO/CartDataID/addItem``: adds units, merging with an existing line.
        case addItem
        /// ``CartDataIO/CartDataID/setQuantity``: sets a line's quantity; 0 removes it.
        case setQuantity
        /// ``CartDataIO/CartDataID/removeItem``: removes a line.
        case removeItem
        /// ``CartDataIO/CartDataID/clear``: empties the cart (input: the user id).
        case clear

        /// The id of the entry point's board.
        var boardID: BoardID {
            switch self {
            case .cart: CartDataID.cart
            case .addItem: CartDataID.addItem
            case .setQuantity: CartDataID.setQuantity
            case .removeItem: CartDataID.removeItem
            case .clear: CartDataID.clear
            }
        }
    }

    /// The store the boards use, by database.
    private enum Storage: Sendable {
        case sqlite(SQLiteCartStore)
        case postgres(PostgresCartStore)
    }

    /// The entry point this plugin registers.
    public let service: ServiceType
    private let storage: Storage

    /// Creates the plugin of one entry point, on a migrated SQLite shop database.
    public init(service: ServiceType, database: DatabasePool) {
        self.service = service
        self.storage = .sqlite(SQLiteCartStore(pool: database))
    }

    /// Creates the plugin of one entry point, on a migrated PostgreSQL shop database.
    public init(service: ServiceType, database: PostgresDatabase) {
        self.service = service
        self.storage = .postgres(PostgresCartStore(database: database))
    }

    /// The id of the board this plugin registers.
    public var identifier: BoardID { service.boardID }

    /// Registers the entry point's board over the plugin's store.
    ///
    /// Each executor runs in the board graph's isolation, and so does its SQL: this target builds with
    /// `NonisolatedNonsendingByDefault`, so the service's `async` methods run where they are called, on a pooled
    /// connection. An awaited activation costs no thread hop.
    public func apply(for main: MainComponent) {
        switch storage {
        case let .sqlite(store): register(CartService(store: store), on: main)
        case let .postgres(store): register(CartService(store: store), on: main)
        }
    }

    /// Registers the board of ``service`` over `carts`; specialised for each store, so no call is dynamic.
    private func register<Store: CartStore>(_ carts: CartService<Store>, on main: MainComponent) {
        switch service {
        case .cart:
            main.registerBoard(service.boardID) { id in
                BlockTaskBoard(identifier: id, lifetime: .resident) { (userID: Int64) in
                    try await carts.cart(userID: userID)
                }
            }
        case .addItem:
            main.registerBoard(service.boardID) { id in
                BlockTaskBoard(identifier: id, lifetime: .resident) { (change: CartChange) in
                    try await carts.addItem(change)
                }
            }
        case .setQuantity:
            main.registerBoard(service.boardID) { id in
                BlockTaskBoard(identifier: id, lifetime: .resident) { (change: CartChange) in
                    try await carts.setQuantity(change)
                }
            }
        case .removeItem:
            main.registerBoard(service.boardID) { id in
                BlockTaskBoard(identifier: id, lifetime: .resident) { (change: CartChange) in
                    try await carts.removeItem(change)
                }
            }
        case .clear:
            main.registerBoard(service.boardID) { id in
                BlockTaskBoard(identifier: id, lifetime: .resident) { (userID: Int64) in
                    try await carts.clear(userID: userID)
                }
            }
        }
    }

    /// One plugin per entry point, all sharing the SQLite `database`: install them together.
    public static func bundledPlugins(database: DatabasePool) -> [any ModulePlugin] {
        ServiceType.allCases.map { CartDataModulePlugin(service: $0, database: database) }
    }

    /// One plugin per entry point, all sharing the PostgreSQL `database`: install them together.
    public static func bundledPlugins(database: PostgresDatabase) -> [any ModulePlugin] {
        ServiceType.allCases.map { CartDataModulePlugin(service: $0, database: database) }
    }
}
