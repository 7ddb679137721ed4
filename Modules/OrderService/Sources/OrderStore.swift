import OrderServiceIO

/// What OrderService needs from a database: the store protocol behind which each backend keeps its SQL, row mapping,
/// transactions and prepared statements (``SQLiteOrderStore``, ``PostgresOrderStore``).
///
/// The checkout's rules — an empty cart, the first short line, the total, the guarded stock, the snapshots — are
/// written once, in ``OrderBook``, against this protocol; the book is generic over the store, so every call is
/// specialised (docs/adr/0003-one-module-two-stores.md). Every method is scoped to one user id. Methods throw the
/// backend's own errors, which ``outcome(_:)`` turns into ``OrderServiceIO/OrderServiceError/database(_:)``; an
/// ``OrderServiceIO/OrderServiceError`` thrown by the work is its domain failure.
protocol OrderStore: Sendable {
    /// The steps of one checkout, inside its write transaction.
    associatedtype Checkout: CheckoutTransaction
    /// The steps of one change of an order's state, inside its write transaction.
    associatedtype Change: OrderChangeTransaction

    /// One page of the user's orders, newest first (`createdAt`, then id, descending), each with its number of units
    /// (``OrderServiceIO/OrderSummary/username`` `nil`), and how many orders the user has: read in one snapshot.
    func orderHistory(userID: Int64, window: OrderWindow) async throws -> (items: [OrderSummary], total: Int)

    /// One page of every user's orders in `status` (any when `nil`) of the user named `username` (any when `nil`;
    /// matched regardless of case), newest first, each with its buyer's username, and how many match: read in one
    /// snapshot.
    func staffOrders(status: OrderStatus?, username: String?, window: OrderWindow) async throws
        -> (items: [OrderSummary], total: Int)

    /// The order with its lines by line number, read in one snapshot, when it belongs to `lookup.userID`; else `nil`.
    func order(_ lookup: OrderLookup) async throws -> Order?

    /// Runs `body` in one write transaction whose commit survives a power cut before this returns (the buyer is
    /// told the order is placed): committed when it returns, rolled back when it throws.
    func checkout<Value: Sendable>(_ body: nonisolated(nonsending) (Checkout) async throws -> Value)
        async throws -> Value

    /// Runs `body` in one write transaction whose commit survives a power cut before this returns (the person is
    /// told the order changed): committed when it returns, rolled back when it throws.
    func change<Value: Sendable>(_ body: nonisolated(nonsending) (Change) async throws -> Value)
        async throws -> Value

    /// Runs `work`: its value as `.success`, an ``OrderServiceIO/OrderServiceError`` it throws as `.failure`, any
    /// other error of the backend as `.failure(.database(_:))`.
    ///
    /// - Throws: `CancellationError` only, when the calling task was cancelled.
    func outcome<Value>(_ work: nonisolated(nonsending) () async throws -> Value) async throws(CancellationError)
        -> Result<Value, OrderServiceError>
}

/// The steps of one checkout (``OrderStore/checkout(_:)``).
protocol CheckoutTransaction {
    /// When the order is placed, as ``OrderServiceIO/Order/createdAt`` shows it (ISO-8601 UTC with milliseconds);
    /// also the products' `updatedAt` when their stock is taken.
    var createdAt: String { get }

    /// Holds the user's other checkouts and cart changes until the transaction ends.
    func lockUser(_ userID: Int64) async throws

    /// The user's cart lines with the products' current names, prices and stock, in cart order (`addedAt`, then
    /// product id).
    func cartLines(userID: Int64) async throws -> [CheckoutLine]

    /// Takes the line's units out of stock only if that many are there; answers whether it did.
    func takeStock(_ line: CheckoutLine) async throws -> Bool

    /// The product's stock now.
    func stock(ofProduct productID: Int64) async throws -> Int

    /// Inserts a placed order and answers its id.
    func insertOrder(userID: Int64, totalCents: Int) async throws -> Int64

    /// Inserts the order's lines, numbered from 1 in the given order.
    func insertLines(orderID: Int64, lines: [OrderLine]) async throws

    /// Deletes every line of the user's cart.
    func clearCart(userID: Int64) async throws

    /// Inserts the ledger rows, stamped ``createdAt``.
    func recordLedger(_ entries: [StockLedgerEntry]) async throws
}

/// The steps of one change of an order's state (``OrderStore/change(_:)``).
protocol OrderChangeTransaction {
    /// When the change happens, as ``OrderServiceIO/Order/updatedAt`` shows it (ISO-8601 UTC with milliseconds);
    /// also the products' `updatedAt` when their stock is restored and the ledger rows' time.
    var changedAt: String { get }

    /// The order's state now, when it exists and (for a `userID`) belongs to that user; else `nil`.
    func status(ofOrder orderID: Int64, ownedBy userID: Int64?) async throws -> OrderStatus?

    /// The guarded change: sets the order's state to `to` (and its `updatedAt`) only if it is `from` now; answers
    /// whether it did. Of two changes racing for one order, exactly one finds it `from`.
    func transition(orderID: Int64, from: OrderStatus, to: OrderStatus) async throws -> Bool

    /// The order's lines by line number.
    func lines(ofOrder orderID: Int64) async throws -> [OrderLine]

    /// Puts `quantity` units back in the product's stock.
    func restoreStock(productID: Int64, quantity: Int) async throws

    /// Inserts the ledger rows, stamped ``changedAt``.
    func recordLedger(_ entries: [StockLedgerEntry]) async throws

    /// The order with its lines, whoever owns it; `nil` when there is none.
    func order(_ orderID: Int64) async throws -> Order?
}
