import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import CartDataIO
import PostgresStore

/// CartData's entry into the application on PostgreSQL: the same boards, ids, inputs, outputs and errors as the
/// SQLite implementation's `CartDataModulePlugin`, one plugin per board, each a `BlockTaskBoard` on the shop database
/// of a PostgreSQL server.
///
/// ```swift
/// let launcher = try PluginLauncher.with()
///     .install(plugins: CartDataPostgresModulePlugin.bundledPlugins(database: database))
///     .initialize()
/// let cart = try await launcher.mainboard.ioAddToCart().blockActivation
///     .run(CartChange(userID: user.id, productID: 42, quantity: 2))
/// ```
///
/// Every board runs its activations concurrently (`executingType: .default`); the executor runs in the board graph's
/// isolation and answers with a `Result` whose failure is a ``CartDataIO/CartDataError``.
///
/// Its `BlockTaskBoard`s are resident (`lifetime: .resident`): produced on first use, then kept and reused by every
/// later activation (nothing completes them or observes their completion), so an awaited run goes straight to the
/// board; see docs/adr/0002-resident-task-boards.md.
public struct CartDataPostgresModulePlugin: ModulePlugin {
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
    }

    /// The entry point this plugin registers.
    public let service: ServiceType
    private let store: PostgresCartStore

    /// Creates the plugin of one entry point, on `database` (migrated with `ShopPostgresMigrations`).
    public init(service: ServiceType, database: PostgresDatabase) {
        self.service = service
        self.store = PostgresCartStore(database: database)
    }

    /// The id of the board this plugin registers.
    public var identifier: BoardID {
        switch service {
        case .cart: CartDataID.cart
        case .addItem: CartDataID.addItem
        case .setQuantity: CartDataID.setQuantity
        case .removeItem: CartDataID.removeItem
        case .clear: CartDataID.clear
        }
    }

    /// Registers this plugin's board.
    ///
    /// Its executor runs in the board graph's isolation, and so does the SQL: this target builds with
    /// `NonisolatedNonsendingByDefault`, so the store's `async` methods run where they are called, on a pooled
    /// PostgreSQL connection. An awaited activation costs no thread hop.
    public func apply(for main: MainComponent) {
        let store = store
        switch service {
        case .cart:
            main.registerBoard(CartDataID.cart) { id in
                BlockTaskBoard(identifier: id, lifetime: .resident) { (userID: Int64) in
                    try await store.cart(userID: userID)
                }
            }
        case .addItem:
            main.registerBoard(CartDataID.addItem) { id in
                BlockTaskBoard(identifier: id, lifetime: .resident) { (change: CartChange) in
                    try await store.addItem(change)
                }
            }
        case .setQuantity:
            main.registerBoard(CartDataID.setQuantity) { id in
                BlockTaskBoard(identifier: id, lifetime: .resident) { (change: CartChange) in
                    try await store.setQuantity(change)
                }
            }
        case .removeItem:
            main.registerBoard(CartDataID.removeItem) { id in
                BlockTaskBoard(identifier: id, lifetime: .resident) { (change: CartChange) in
                    try await store.removeItem(change)
                }
            }
        case .clear:
            main.registerBoard(CartDataID.clear) { id in
                BlockTaskBoard(identifier: id, lifetime: .resident) { (userID: Int64) in
                    try await store.clear(userID: userID)
                }
            }
        }
    }

    /// One plugin per entry point, all sharing `database`: install them together.
    public static func bundledPlugins(database: PostgresDatabase) -> [any ModulePlugin] {
        ServiceType.allCases.map { CartDataPostgresModulePlugin(service: $0, database: database) }
    }
}
