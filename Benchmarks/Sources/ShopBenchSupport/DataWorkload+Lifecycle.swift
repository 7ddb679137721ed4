import OrderServiceIO

extension DataWorkload {
    /// Untimed set-up: checks out `user`'s cart through raw C and returns the new order's id.
    func placeOrder(for user: Int64) -> Int64 {
        _ = setup.checkout(userID: user)
        return setup.newestOrder(of: user)
    }

    /// The customer's cancel of `orderID` through OrderService's `cancelOrder` board.
    func cancelThroughBoards(_ orderID: Int64, of userID: Int64) async {
        do {
            let result = try await fixture.mainboard.ioCancelOrder().blockActivation.run(
                OrderLookup(userID: userID, orderID: orderID))
            if case let .failure(error) = result { record(["cancel \(orderID): \(error)"]) }
        } catch {
            record(["cancel \(orderID): \(error)"])
        }
    }

    /// The same cancel through raw sqlite3 calls.
    func cancelRaw(_ orderID: Int64, of userID: Int64) {
        _ = rawWriter.cancel(orderID: orderID, userID: userID)
    }

    /// A raw C checkout of `userID`'s cart, with or without its stock ledger rows.
    func checkoutRaw(_ userID: Int64, ledger: Bool) {
        _ = rawWriter.checkout(userID: userID, ledger: ledger)
    }
}
