import OrderServiceIO

extension OrderBook {
    /// Cancels one of the user's own placed orders; another user's order is not found.
    func cancel(_ lookup: OrderLookup) async throws -> Result<Order, OrderServiceError> {
        try await apply(.cancel, orderID: lookup.orderID, ownedBy: lookup.userID, staffUserID: nil)
    }

    /// Staff: applies `transition` to any user's order.
    func staff(_ transition: OrderTransition, _ change: StaffOrderChange) async throws
        -> Result<Order, OrderServiceError>
    {
        try await apply(transition, orderID: change.orderID, ownedBy: nil, staffUserID: change.staffUserID)
    }

    /// One change of an order's state, in one transaction: find the order (only the owner's, for a `userID`), move
    /// it from the transition's one starting state with a guarded update, and for a cancel put every line's units
    /// back (in product id order, as checkouts take them, so the two never deadlock) with a `cancel` ledger row per
    /// line. The guard makes it exactly once: of racing changes of one order (two cancels, a cancel and a ship) one
    /// finds the starting state and the others are refused with the state they found, having changed nothing.
    private func apply(
        _ transition: OrderTransition, orderID: Int64, ownedBy userID: Int64?, staffUserID: Int64?
    ) async throws -> Result<Order, OrderServiceError> {
        try await store.outcome {
            try await store.change { transaction in
                guard let status = try await transaction.status(ofOrder: orderID, ownedBy: userID) else {
                    throw OrderServiceError.orderNotFound(orderID)
                }
                guard status == transition.from else { throw transition.refusal(orderID: orderID, status: status) }
                guard try await transaction.transition(orderID: orderID, from: transition.from, to: transition.to)
                else {
                    // Another change committed between the read and the guarded update.
                    let now = try await transaction.status(ofOrder: orderID, ownedBy: userID) ?? status
                    throw transition.refusal(orderID: orderID, status: now)
                }
                if transition == .cancel {
                    try await restoreStock(ofOrder: orderID, by: staffUserID, in: transaction)
                }
                guard let order = try await transaction.order(orderID) else {
                    throw OrderServiceError.orderNotFound(orderID)
                }
                return order
            }
        }
    }

    /// Puts every line's units back and writes a `cancel` ledger row per line.
    private func restoreStock(ofOrder orderID: Int64, by staffUserID: Int64?, in transaction: Store.Change)
        async throws
    {
        let lines = try await transaction.lines(ofOrder: orderID)
        var units: [Int64: Int] = [:]
        for line in lines { units[line.productID, default: 0] += line.quantity }
        for (productID, quantity) in units.sorted(by: { $0.key < $1.key }) {
            try await transaction.restoreStock(productID: productID, quantity: quantity)
        }
        try await transaction.recordLedger(
            lines.map { line in
                StockLedgerEntry(
                    productID: line.productID, delta: line.quantity, reason: .cancel, orderID: orderID,
                    userID: staffUserID)
            })
    }
}
