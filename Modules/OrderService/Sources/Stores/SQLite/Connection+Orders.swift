import OrderServiceIO
import SQLiteStore

extension Connection {
    /// One page of the user's orders, newest first (`createdAt DESC, id DESC`), each with its number of units, and
    /// how many orders the user has. Call it inside one read transaction, so the two agree.
    func orderHistory(userID: Int64, window: OrderWindow) throws -> (items: [OrderSummary], total: Int) {
        let total =
            try cachedStatement("SELECT count(*) FROM customerOrder WHERE userId = ?").bind(userID)
            .fetchOne { $0.int(at: 0) } ?? 0
        guard window.offset < total else { return ([], total) }
        let items = try cachedStatement(
            """
            SELECT \(OrderSummaryColumns.selectList)
            FROM customerOrder AS o
            WHERE o.userId = ?
            ORDER BY o.createdAt DESC, o.id DESC
            LIMIT ? OFFSET ?
            """
        ).bind(userID, window.limit, window.offset).fetchAll { row in try Self.summary(row, username: nil) }
        return (items, total)
    }

    /// One page of every user's orders in `status` of the user named `username` (each filter left out when `nil`;
    /// the username matched regardless of case, as the column's collation says), newest first, with the buyers'
    /// usernames, and how many match. Call it inside one read transaction, so the two agree.
    func staffOrders(status: OrderStatus?, username: String?, window: OrderWindow) throws
        -> (items: [OrderSummary], total: Int)
    {
        let filter = "(?1 IS NULL OR o.status = ?1) AND (?2 IS NULL OR u.username = ?2)"
        let total =
            try cachedStatement(
                "SELECT count(*) FROM customerOrder AS o JOIN user AS u ON u.id = o.userId WHERE \(filter)"
            ).bind(status?.rawValue, username).fetchOne { $0.int(at: 0) } ?? 0
        guard window.offset < total else { return ([], total) }
        let usernameColumn = OrderSummaryColumns.allCases.count
        let items = try cachedStatement(
            """
            SELECT \(OrderSummaryColumns.selectList), u.username
            FROM customerOrder AS o JOIN user AS u ON u.id = o.userId
            WHERE \(filter)
            ORDER BY o.createdAt DESC, o.id DESC
            LIMIT ?3 OFFSET ?4
            """
        ).bind(status?.rawValue, username, window.limit, window.offset).fetchAll { row in
            try Self.summary(row, username: row.string(at: usernameColumn))
        }
        return (items, total)
    }

    /// The summary in a row that starts with ``OrderSummaryColumns``.
    private static func summary(_ row: Row, username: String?) throws -> OrderSummary {
        let id = row.int64(OrderSummaryColumns.id)
        return OrderSummary(
            id: id,
            status: try OrderStatus.stored(row.string(OrderSummaryColumns.status), ofOrder: id),
            totalCents: row.int(OrderSummaryColumns.totalCents),
            itemCount: row.int(OrderSummaryColumns.itemCount),
            createdAt: row.string(OrderSummaryColumns.createdAt),
            updatedAt: row.string(OrderSummaryColumns.updatedAt),
            username: username
        )
    }

    /// The order with its lines (by line number) when it exists and, for a `userID`, belongs to that user; else
    /// `nil`.
    func order(_ orderID: Int64, ownedBy userID: Int64?) throws -> Order? {
        let header = try cachedStatement(
            """
            SELECT status, totalCents, createdAt, updatedAt FROM customerOrder WHERE id = ? AND (? IS NULL OR userId = ?)
            """
        ).bind(orderID, userID, userID).fetchOne { row in
            (
                status: try OrderStatus.stored(row.string(at: 0), ofOrder: orderID),
                totalCents: row.int(at: 1),
                createdAt: row.string(at: 2),
                updatedAt: row.string(at: 3)
            )
        }
        guard let header else { return nil }
        return Order(
            id: orderID,
            status: header.status,
            totalCents: header.totalCents,
            createdAt: header.createdAt,
            updatedAt: header.updatedAt,
            items: try orderLines(orderID)
        )
    }

    /// The order's lines by line number.
    func orderLines(_ orderID: Int64) throws -> [OrderLine] {
        try cachedStatement(
            """
            SELECT \(OrderLineColumns.selectList) FROM orderLine WHERE orderId = ? ORDER BY lineNumber
            """
        ).bind(orderID).fetchAll { row in
            OrderLine(
                productID: row.int64(OrderLineColumns.productID),
                name: row.string(OrderLineColumns.name),
                quantity: row.int(OrderLineColumns.quantity),
                unitPriceCents: row.int(OrderLineColumns.unitPriceCents)
            )
        }
    }

    /// Inserts stock ledger rows stamped `createdAt`.
    func recordLedger(_ entries: [StockLedgerEntry], at createdAt: String) throws {
        let insert = try cachedStatement(
            "INSERT INTO stockLedger (productId, delta, reason, orderId, userId, createdAt) VALUES (?, ?, ?, ?, ?, ?)")
        for entry in entries {
            try insert.bind(entry.productID, entry.delta, entry.reason.rawValue, entry.orderID, entry.userID, createdAt)
                .execute()
        }
    }
}
