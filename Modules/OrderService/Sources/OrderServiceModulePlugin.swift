import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import OrderServiceIO
import SQLiteStore

/// OrderService's plugin: registers one block-task board per entry point, each backed by the shared database.
///
/// ```swift
/// let launcher = try PluginLauncher.with()
///     .install(plugins: CartDataModulePlugin.bundledPlugins(database: pool))
///     .install(plugins: OrderServiceModulePlugin.bundledPlugins(database: pool))
///     .initialize()
/// switch try await launcher.mainboard.ioCheckout().blockActivation.run(user.id) {
/// case let .success(order): print("order \(order.id): \(order.totalCents) cents")
/// case let .failure(error): print(error)
/// }
/// ```
///
/// Every board is a `BlockTaskBoard<Input, Result<Value, OrderServiceError>>` with the `.default` executing type:
/// activations run concurrently, their executors in the board graph's isolation, and the pool serialises the
/// checkouts' write transactions.
/// Failures are sent as `.failure` outputs; the executors never throw a domain error.
///
/// Its `BlockTaskBoard`s are resident (`lifetime: .resident`): produced on first use, then kept and reused by every
/// later activation (nothing completes them or observes their completion), so an awaited run goes straight to the
/// board; see docs/adr/0002-resident-task-boards.md.
public struct OrderServiceModulePlugin: ModulePlugin {
    /// OrderService's entry points, one plugin each.
    public enum ServiceType: Sendable, CaseIterable {
        /// `OrderServiceID.checkout`: turns the user's cart into an order, atomically.
        case checkout
        /// `OrderServiceID.orders`: the user's orders, newest first.
        case orders
        /// `OrderServiceID.order`: one of the user's orders with its lines.
        case order
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
        case .checkout: OrderServiceID.checkout
        case .orders: OrderServiceID.orders
        case .order: OrderServiceID.order
        }
    }

    /// Registers the entry point's board; boards are built lazily.
    ///
    /// Each executor runs in the board graph's isolation, and so does its SQL: this target builds with
    /// `NonisolatedNonsendingByDefault`, so `OrderStore`'s `async` methods run where they are called, on a pooled
    /// connection (checkout on the writer, the order views on a reader). An awaited activation costs no thread hop.
    public func apply(for main: MainComponent) {
        let store = OrderStore(pool: database)
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

    /// One plugin per entry point, all sharing `database`.
    public static func bundledPlugins(database: DatabasePool) -> [any ModulePlugin] {
        ServiceType.allCases.map { OrderServiceModulePlugin(service: $0, database: database) }
    }
}
