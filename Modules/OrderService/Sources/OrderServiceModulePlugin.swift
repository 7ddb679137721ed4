import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import OrderServiceIO
import PostgresStore
import SQLiteStore

/// OrderService's plugin: registers one block-task board per entry point, each backed by the shared database, on
/// SQLite or on PostgreSQL.
///
/// ```swift
/// let launcher = try PluginLauncher.with()
///     .install(plugins: CartDataModulePlugin.bundledPlugins(database: pool))   // a DatabasePool or a PostgresDatabase
///     .install(plugins: OrderServiceModulePlugin.bundledPlugins(database: pool))
///     .initialize()
/// switch try await launcher.mainboard.ioCheckout().blockActivation.run(user.id) {
/// case let .success(order): print("order \(order.id): \(order.totalCents) cents")
/// case let .failure(error): print(error)
/// }
/// ```
///
/// Every board is a `BlockTaskBoard<Input, Result<Value, OrderServiceError>>` with the `.default` executing type:
/// activations run concurrently, their executors in the board graph's isolation. Both databases get the same boards
/// and rules (`OrderBook`, written once over the `OrderStore` protocol). Failures are sent as `.failure` outputs; the
/// executors never throw a domain error.
///
/// Its `BlockTaskBoard`s are resident (`lifetime: .resident`): produced on first use, then kept and reused by every
/// later activation (nothing completes them or observes their completion), so an awaited run goes straight to the
/// board; see docs/adr/0002-resident-task-boards.md.
public struct OrderServiceModulePlugin: ModulePlugin {
    /// OrderService's entry points, one plugin each.
    public enum ServiceType: Sendable, CaseIterable {
        /// ``OrderServiceIO/OrderServiceID/checkout``: turns the user's cart into an order, atomically.
        case checkout
        /// ``OrderServiceIO/OrderServiceID/orders``: a page of the user's orders, newest first.
        case orders
        /// ``OrderServiceIO/OrderServiceID/order``: one of the user's orders with its lines.
        case order
        /// ``OrderServiceIO/OrderServiceID/cancelOrder``: cancels one of the user's placed orders.
        case cancelOrder
        /// ``OrderServiceIO/OrderServiceID/shipOrder``: staff mark a placed order shipped.
        case shipOrder
        /// ``OrderServiceIO/OrderServiceID/deliverOrder``: staff mark a shipped order delivered.
        case deliverOrder
        /// ``OrderServiceIO/OrderServiceID/staffCancelOrder``: staff cancel any placed order.
        case staffCancelOrder
        /// ``OrderServiceIO/OrderServiceID/staffOrders``: staff list every user's orders.
        case staffOrders

        /// The id of the entry point's board.
        var boardID: BoardID {
            switch self {
            case .checkout: OrderServiceID.checkout
            case .orders: OrderServiceID.orders
            case .order: OrderServiceID.order
            case .cancelOrder: OrderServiceID.cancelOrder
            case .shipOrder: OrderServiceID.shipOrder
            case .deliverOrder: OrderServiceID.deliverOrder
            case .staffCancelOrder: OrderServiceID.staffCancelOrder
            case .staffOrders: OrderServiceID.staffOrders
            }
        }
    }

    /// The store the boards use, by database.
    private enum Storage: Sendable {
        case sqlite(SQLiteOrderStore)
        case postgres(PostgresOrderStore)
    }

    /// The entry point this plugin registers.
    public let service: ServiceType
    private let storage: Storage

    /// Creates the plugin of one entry point, on a migrated SQLite shop database.
    public init(service: ServiceType, database: DatabasePool) {
        self.service = service
        self.storage = .sqlite(SQLiteOrderStore(pool: database))
    }

    /// Creates the plugin of one entry point, on a migrated PostgreSQL shop database.
    public init(service: ServiceType, database: PostgresDatabase) {
        self.service = service
        self.storage = .postgres(PostgresOrderStore(database: database))
    }

    /// The id of the board this plugin registers.
    public var identifier: BoardID { service.boardID }

    /// Registers the entry point's board over the plugin's store.
    ///
    /// Each executor runs in the board graph's isolation, and so does its SQL: this target builds with
    /// `NonisolatedNonsendingByDefault`, so the book's `async` methods run where they are called, on a pooled
    /// connection. An awaited activation costs no thread hop.
    public func apply(for main: MainComponent) {
        switch storage {
        case let .sqlite(store): register(OrderBook(store: store), on: main)
        case let .postgres(store): register(OrderBook(store: store), on: main)
        }
    }

    /// Registers the board of ``service`` over `book`; specialised for each store, so no call is dynamic.
    private func register<Store: OrderStore>(_ book: OrderBook<Store>, on main: MainComponent) {
        switch service {
        case .checkout:
            main.registerBoard(service.boardID) { id in
                BlockTaskBoard(identifier: id, lifetime: .resident) { (userID: Int64) in
                    try await book.checkout(userID: userID)
                }
            }
        case .orders:
            main.registerBoard(service.boardID) { id in
                BlockTaskBoard(identifier: id, lifetime: .resident) { (query: OrderHistoryQuery) in
                    try await book.orders(query)
                }
            }
        case .order:
            main.registerBoard(service.boardID) { id in
                BlockTaskBoard(identifier: id, lifetime: .resident) { (lookup: OrderLookup) in
                    try await book.order(lookup)
                }
            }
        case .cancelOrder:
            main.registerBoard(service.boardID) { id in
                BlockTaskBoard(identifier: id, lifetime: .resident) { (lookup: OrderLookup) in
                    try await book.cancel(lookup)
                }
            }
        case .shipOrder: registerStaff(.ship, book, on: main)
        case .deliverOrder: registerStaff(.deliver, book, on: main)
        case .staffCancelOrder: registerStaff(.cancel, book, on: main)
        case .staffOrders:
            main.registerBoard(service.boardID) { id in
                BlockTaskBoard(identifier: id, lifetime: .resident) { (query: StaffOrderQuery) in
                    try await book.staffOrders(query)
                }
            }
        }
    }

    /// Registers the board of ``service``, a staff change of an order's state, over `book`.
    private func registerStaff<Store: OrderStore>(
        _ transition: OrderTransition, _ book: OrderBook<Store>, on main: MainComponent
    ) {
        main.registerBoard(service.boardID) { id in
            BlockTaskBoard(identifier: id, lifetime: .resident) { (change: StaffOrderChange) in
                try await book.staff(transition, change)
            }
        }
    }

    /// One plugin per entry point, all sharing the SQLite `database`: install them together.
    public static func bundledPlugins(database: DatabasePool) -> [any ModulePlugin] {
        ServiceType.allCases.map { OrderServiceModulePlugin(service: $0, database: database) }
    }

    /// One plugin per entry point, all sharing the PostgreSQL `database`: install them together.
    public static func bundledPlugins(database: PostgresDatabase) -> [any ModulePlugin] {
        ServiceType.allCases.map { OrderServiceModulePlugin(service: $0, database: database) }
    }
}
