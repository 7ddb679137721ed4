import OrderServiceIO
import SQLiteStore

extension Connection {
    /// The user's orders, newest first (`createdAt DESC, id DESC`), each with its number of units.
    func orderSummaries(userID: Int64) throws -> [OrderSummary] {
        try cachedStatement(
            """
            SELECT \(OrderSummaryColumns.selectList)
            FROM customerOrder AS o
            WHERE o.userId = ?
            ORDER BY o.createdAt DESC, o.id DESC
            """
        ).bind(userID).fetchAll { row in
            let id = row.int64(OrderSummaryColumns.id)
            return OrderSummary(
                id: id,
                status: try OrderStatus.stored(row.string(OrderSummaryColumns.status), ofOrder: id),
                totalCents: row.int(OrderSummaryColumns.totalCents),
                itemCount: row.int(OrderSummaryColumns.itemCount),
                createdAt: row.string(OrderSummaryColumns.createdAt)
            )
        }
    }

    /// The order with its lines (by line number) when it belongs to `lookup.userID`, else `nil`.
    func order(_ lookup: OrderLookup) throws -> Order? {
        let header = try cachedStatement(
            """
            SELECT status, totalCents, createdAt FROM customerOrder WHERE id = ? AND userId = ?
            """
        ).bind(lookup.orderID, lookup.userID).fetchOne { row in
            (
                status: try OrderStatus.stored(row.string(at: 0), ofOrder: lookup.orderID),
                totalCents: row.int(at: 1),
                createdAt: row.string(at: 2)
            )
        }
        guard let header else { return nil }
        let lines = try cachedStatement(
            """
            SELECT \(OrderLineColumns.selectList) FROM orderLine WHERE orderId = ? ORDER BY lineNumber
            """
        ).bind(lookup.orderID).fetchAll { row in
            OrderLine(
                productID: row.int64(OrderLineColumns.productID),
                name: row.string(OrderLineColumns.name),
                quantity: row.int(OrderLineColumns.quantity),
                unitPriceCents: row.int(OrderLineColumns.unitPriceCents)
            )
        }
        return Order(
            id: lookup.orderID,
            status: header.status,
            totalCents: header.totalCents,
            createdAt: header.createdAt,
            items: lines
        )
    }
}
