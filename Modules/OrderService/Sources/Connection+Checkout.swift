import DataFailure
import OrderServiceIO
import SQLiteStore

extension Connection {
    /// Checkout's body, run inside the caller's write transaction.
    ///
    /// Reads the cart with stock, validates every line, then decrements stock, inserts the order and its lines
    /// and empties the cart. A failure throws ``OrderAbort`` before anything is written or, for a guard that
    /// trips midway, after; either way the enclosing transaction rolls everything back.
    func checkout(userID: Int64, createdAt: String) throws -> Order {
        let lines = try checkoutLines(userID: userID)
        guard !lines.isEmpty else { throw OrderAbort(.emptyCart) }
        if let short = lines.first(where: { $0.quantity > $0.stock }) {
            throw OrderAbort(
                .insufficientStock(
                    productID: short.productID, name: short.name, requested: short.quantity, available: short.stock
                ))
        }
        let totalCents = try Self.totalCents(of: lines)
        for line in lines {
            try decrementStock(of: line, updatedAt: createdAt)
        }
        try cachedStatement(
            """
            INSERT INTO customerOrder (userId, status, totalCents, createdAt) VALUES (?, ?, ?, ?)
            """
        ).bind(userID, OrderStatus.placed.rawValue, totalCents, createdAt).execute()
        let orderID = lastInsertRowID
        let insertLine = try cachedStatement(
            """
            INSERT INTO orderLine (orderId, lineNumber, productId, name, unitPriceCents, quantity)
            VALUES (?, ?, ?, ?, ?, ?)
            """)
        for (index, line) in lines.enumerated() {
            try insertLine.bind(orderID, index + 1, line.productID, line.name, line.unitPriceCents, line.quantity)
                .execute()
        }
        try cachedStatement("DELETE FROM cartItem WHERE userId = ?").bind(userID).execute()
        return Order(
            id: orderID, status: .placed, totalCents: totalCents, createdAt: createdAt, items: lines.map(\.orderLine)
        )
    }

    /// The user's cart lines with the product's name, price and stock, in cart order (`addedAt`, `productId`).
    private func checkoutLines(userID: Int64) throws -> [CheckoutLine] {
        try cachedStatement(
            """
            SELECT \(CheckoutLineColumns.selectList)
            FROM cartItem AS c JOIN product AS p ON p.id = c.productId
            WHERE c.userId = ?
            ORDER BY c.addedAt, c.productId
            """
        ).bind(userID).fetchAll { row in
            CheckoutLine(
                productID: row.int64(CheckoutLineColumns.productID),
                name: row.string(CheckoutLineColumns.name),
                unitPriceCents: row.int(CheckoutLineColumns.unitPriceCents),
                stock: row.int(CheckoutLineColumns.stock),
                quantity: row.int(CheckoutLineColumns.quantity)
            )
        }
    }

    /// Takes the line's units out of stock, guarded so stock never goes below zero.
    ///
    /// - Throws: ``OrderAbort`` with `insufficientStock` (and the stock found) when the guard matches no row.
    private func decrementStock(of line: CheckoutLine, updatedAt: String) throws {
        try cachedStatement("UPDATE product SET stock = stock - ?, updatedAt = ? WHERE id = ? AND stock >= ?")
            .bind(line.quantity, updatedAt, line.productID, line.quantity).execute()
        guard changes == 1 else {
            let available =
                try cachedStatement("SELECT stock FROM product WHERE id = ?")
                .bind(line.productID).fetchOne { $0.int(at: 0) } ?? 0
            throw OrderAbort(
                .insufficientStock(
                    productID: line.productID, name: line.name, requested: line.quantity, available: available
                ))
        }
    }

    /// The sum of the line totals.
    ///
    /// - Throws: ``OrderAbort`` with `database` when the total does not fit in an `Int`.
    private static func totalCents(of lines: [CheckoutLine]) throws -> Int {
        var total = 0
        for line in lines {
            guard let lineTotal = line.lineTotalCents else {
                throw OrderAbort(.database(.other("the total of product \(line.productID)'s line is too large")))
            }
            let (sum, overflow) = total.addingReportingOverflow(lineTotal)
            guard !overflow else { throw OrderAbort(.database(.other("the order total is too large"))) }
            total = sum
        }
        return total
    }
}
