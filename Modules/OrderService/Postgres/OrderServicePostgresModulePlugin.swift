import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import OrderServiceIO
import PostgresStore

/// OrderService's entry into the application on PostgreSQL: the same boards, ids, inputs, outputs and errors as the
/// SQLite implementation's `OrderServiceModulePlugin`, one plugin per board, each a `BlockTaskBoard` on the shop
/// database of a PostgreSQL server.
///
/// ```swift
/// let launcher = try PluginLauncher.with()
///     .install(plugins: CartDataPostgresModulePlugin.bundledPlugins(database: database))
///     .install(plugins: OrderServicePostgresModulePlugin.bundledPlugins(database: database))
///     .initialize()
/// let order = try await launcher.mainboard.ioCheckout().blockActivation.run(user.id)
/// ```
///
/// Every board runs its activations concurrently (`executingType: .default`); the executor runs in the board graph's
/// isolation and answers with a `Result` whose failure is an ``OrderServiceIO/OrderServiceError``.
///
/// Its `BlockTaskBoard`s are resident (`lifetime: .resident`): produced on first use, then kept and reused by every
/// later activation (nothing completes them or observes their completion), so an awaited run goes straight to the
/// board; see docs/adr/0002-resident-task-boards.md.
public struct OrderServicePostgresModulePlugin: ModulePlugin {
    /// OrderService's entry points, one plugin each.
    public enum ServiceType: Sendable, CaseIterable {
        /// ``OrderServiceIO/OrderServiceID/checkout``: turns the user's cart into an order, atomically.
        case checkout
        /// ``OrderServiceIO/OrderServiceID/orders``: the user's orders, newest first.
        case orders
        /// ``OrderServiceIO/OrderServiceID/order``: one of the user's orders with its lines.
        case order
    }

    /// The entry point this plugin registers.
    public let service: ServiceType
    private let store: PostgresOrderStore

    /// Creates the plugin of one entry point, on `database` (migrated with `ShopPostgresMigrations`).
    public init(service: ServiceType, database: PostgresDatabase) {
        self.service = service
        self.store = PostgresOrderStore(database: database)
    }

    /// The id of the board this plugin registers.
    public var identifier: BoardID {
        switch service {
        case .checkout: OrderServiceID.checkout
        case .orders: OrderServiceID.orders
        case .order: OrderServiceID.order
        }
    }

    /// Registers this plugin's board.
    ///
    /// Its executor runs in the board graph's isolation, and so does the SQL: this target builds with
    /// `NonisolatedNonsendingByDefault`, so the store's `async` methods run where they are called, on a pooled
    /// PostgreSQL connection.
    public func apply(for main: MainComponent) {
        let store = store
        switch service {
        case .checkout:
            main.registerBoard(OrderServiceID.checkout) { id in
                BlockTaskBoard(identifier: id, lifetime: .resident) { (userID: Int64) in
                    try await store.checkout(userID: userID)
                }
            }
        case .orders:
            main.registerBoard(OrderServiceID.orders) { id in
                BlockTaskBoard(identifier: id, lifetime: .resident) { (userID: Int64) in
                    try await store.orders(userID: userID)
                }
            }
        case .order:
            main.registerBoard(OrderServiceID.order) { id in
                BlockTaskBoard(identifier: id, lifetime: .resident) { (lookup: OrderLookup) in
                    try await store.order(lookup)
                }
            }
        }
    }

    /// One plugin per entry point, all sharing `database`: install them together.
    public static func bundledPlugins(database: PostgresDatabase) -> [any ModulePlugin] {
        ServiceType.allCases.map { OrderServicePostgresModulePlugin(service: $0, database: database) }
    }
}
