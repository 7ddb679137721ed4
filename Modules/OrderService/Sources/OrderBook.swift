import OrderServiceIO

/// OrderService's rules, written once for every database: what each board answers, over an ``OrderStore``.
///
/// Checkout is one transaction: hold the buyer's other changes, read the cart with current names, prices and stock,
/// refuse an empty cart, then the first product staff archived (`productUnavailable`), and report the first short line in cart order before writing anything, take the stock with
/// a guard per product (in product id order, so concurrent checkouts never deadlock; a concurrent checkout that took
/// the units first makes the guard fail, and the whole order rolls back as `insufficientStock`: stock never goes
/// below zero), then insert the order and its lines (names and prices snapshotted), write a `sale` ledger row per
/// line and empty the cart. Domain
/// failures are thrown inside the transaction (so it rolls back) and come out as `.failure`. Only
/// `CancellationError` is thrown, so a cancelled activation ends as cancelled.
struct OrderBook<Store: OrderStore>: Sendable {
    /// Where orders are kept.
    let store: Store

    /// Turns the user's cart into a placed order, all or nothing.
    func checkout(userID: Int64) async throws -> Result<Order, OrderServiceError> {
        try await store.outcome {
            try await store.checkout { transaction in
                try await transaction.lockUser(userID)
                let lines = try await transaction.cartLines(userID: userID)
                guard !lines.isEmpty else { throw OrderServiceError.emptyCart }
                if let archived = lines.first(where: \.isArchived) {
                    throw OrderServiceError.productUnavailable(productID: archived.productID, name: archived.name)
                }
                if let short = lines.first(where: { $0.quantity > $0.stock }) {
                    throw OrderServiceError.insufficientStock(
                        productID: short.productID, name: short.name, requested: short.quantity,
                        available: short.stock)
                }
                let totalCents = try CheckoutLine.totalCents(of: lines)
                for line in lines.sorted(by: { $0.productID < $1.productID }) {
                    guard try await transaction.takeStock(line) else {
                        throw OrderServiceError.insufficientStock(
                            productID: line.productID, name: line.name, requested: line.quantity,
                            available: try await transaction.stock(ofProduct: line.productID))
                    }
                }
                let orderID = try await transaction.insertOrder(userID: userID, totalCents: totalCents)
                let items = lines.map(\.orderLine)
                try await transaction.insertLines(orderID: orderID, lines: items)
                try await transaction.recordLedger(
                    items.map { line in
                        StockLedgerEntry(
                            productID: line.productID, delta: -line.quantity, reason: .sale, orderID: orderID,
                            userID: nil)
                    })
                try await transaction.clearCart(userID: userID)
                return Order(
                    id: orderID, status: .placed, totalCents: totalCents, createdAt: transaction.createdAt,
                    items: items)
            }
        }
    }

    /// A page of the user's orders, newest first.
    func orders(_ query: OrderHistoryQuery) async throws -> Result<OrderPage, OrderServiceError> {
        try await store.outcome {
            let window = try OrderWindow(page: query.page, perPage: query.perPage)
            let (items, total) = try await store.orderHistory(userID: query.userID, window: window)
            return window.page(items, total: total)
        }
    }

    /// Staff: a page of every user's orders, by status and username, newest first, with usernames.
    func staffOrders(_ query: StaffOrderQuery) async throws -> Result<OrderPage, OrderServiceError> {
        try await store.outcome {
            let window = try OrderWindow(page: query.page, perPage: query.perPage)
            let (items, total) = try await store.staffOrders(
                status: query.status, username: query.username, window: window)
            return window.page(items, total: total)
        }
    }

    /// One of the user's orders with its lines; another user's order is not found.
    func order(_ lookup: OrderLookup) async throws -> Result<Order, OrderServiceError> {
        try await store.outcome {
            guard let order = try await store.order(lookup) else {
                throw OrderServiceError.orderNotFound(lookup.orderID)
            }
            return order
        }
    }
}
