import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import CartDataIO
import SQLiteStore

/// CartData's plugin: registers one block-task board per entry point, each backed by the shared database.
///
/// ```swift
/// let launcher = try PluginLauncher.with()
///     .install(plugins: CartDataModulePlugin.bundledPlugins(database: pool))
///     .initialize()
/// let cart = try await launcher.mainboard.ioAddToCart().blockActivation
///     .run(CartChange(userID: user.id, productID: 42, quantity: 2))
/// ```
///
/// Every board is a `BlockTaskBoard<Input, Result<Cart, CartDataError>>` with the `.default` executing type:
/// activations run concurrently, their executors in the board graph's isolation, and the pool serialises their
/// writes. Failures are sent as `.failure` outputs; the executors never throw a domain error.
///
/// Its `BlockTaskBoard`s are resident (`lifetime: .resident`): produced on first use, then kept and reused by every
/// later activation (nothing completes them or observes their completion), so an awaited run goes straight to the
/// board; see docs/adr/0002-resident-task-boards.md.
public struct CartDataModulePlugin: ModulePlugin {
    /// CartData's entry points, one plugin each.
    public enum ServiceType: Sendable, CaseIterable {
        /// `CartDataID.cart`: the user's cart (input: the user id).
        case cart
        /// `CartDataID.addItem`: adds units, merging with an existing line.
        case addItem
        /// `CartDataID.setQuantity`: sets a line's quantity; 0 removes it.
        case setQuantity
        /// `CartDataID.removeItem`: removes a line.
        case removeItem
        /// `CartDataID.clear`: empties the cart (input: the user id).
        case clear
    }

    /// The entry point this plugin registers.
    public let service: ServiceType
    /// The shared database the boards read and write.
    public let database: DatabasePool

    /// Creates the plugin of one entry point.
    ///
    /// - Parameters:
    ///   - service: the entry point to register.
    ///   - database: the shared, migrated shop database.
    public init(service: ServiceType, database: DatabasePool) {
        self.service = service
        self.database = database
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

    /// Registers the entry point's board; boards are built lazily, one per activation burst.
    ///
    /// Each executor runs in the board graph's isolation, and so does its SQL: this target builds with
    /// `NonisolatedNonsendingByDefault`, so `CartStore`'s `async` methods run where they are called, on a pooled
    /// connection (the cart view on a reader, the changes on the writer). An awaited activation costs no thread hop.
    public func apply(for main: MainComponent) {
        let store = CartStore(pool: database)
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

    /// One plugin per entry point, all sharing `database`.
    public static func bundledPlugins(database: DatabasePool) -> [any ModulePlugin] {
        ServiceType.allCases.map { CartDataModulePlugin(service: $0, database: database) }
    }
}
