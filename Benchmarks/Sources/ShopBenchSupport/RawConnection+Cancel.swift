import CSQLite

extension RawConnection {
    /// OrderService's customer cancel (`OrderBook.cancel`, `SQLiteOrderChangeTransaction`) through raw sqlite3 calls:
    /// in one `BEGIN IMMEDIATE` transaction committed durably (`synchronous=FULL`, as the board side's `.durable`
    /// write), read the order's status for its owner, move it from `placed` with the guarded update, put each line's
    /// units back in product id order with a `cancel` ledger row each, and read the order and its lines back.
    ///
    /// - Returns: The lines put back, 0 when the order was not the user's placed order (rolled back).
    public func cancel(orderID: Int64, userID: Int64) -> Int {
        run(statement("PRAGMA synchronous = FULL"))
        defer { run(statement("PRAGMA synchronous = NORMAL")) }
        run(statement("BEGIN IMMEDIATE"))
        let changedAt = rawTimestamp()
        let status = statement("SELECT status FROM customerOrder WHERE id = ? AND (? IS NULL OR userId = ?)")
        bind(status, 1, orderID)
        bind(status, 2, userID)
        bind(status, 3, userID)
        let placed = sqlite3_step(status) == SQLITE_ROW && String(cString: sqlite3_column_text(status, 0)) == "placed"
        sqlite3_reset(status)
        let transition = statement("UPDATE customerOrder SET status = ?, updatedAt = ? WHERE id = ? AND status = ?")
        bind(transition, 1, "cancelled")
        bind(transition, 2, changedAt)
        bind(transition, 3, orderID)
        bind(transition, 4, "placed")
        if placed { run(transition) }
        guard placed, changes == 1 else {
            run(statement("ROLLBACK"))
            return 0
        }
        let read = statement("SELECT productId, quantity FROM orderLine WHERE orderId = ? ORDER BY productId")
        bind(read, 1, orderID)
        var lines: [(product: Int64, quantity: Int64)] = []
        while sqlite3_step(read) == SQLITE_ROW {
            lines.append((sqlite3_column_int64(read, 0), sqlite3_column_int64(read, 1)))
        }
        sqlite3_reset(read)
        let restore = statement("UPDATE product SET stock = stock + ?, updatedAt = ? WHERE id = ?")
        let ledger = statement(RawSQL.insertLedger)
        for line in lines {
            bind(restore, 1, line.quantity)
            bind(restore, 2, changedAt)
            bind(restore, 3, line.product)
            run(restore)
            bind(ledger, 1, line.product)
            bind(ledger, 2, line.quantity)
            bind(ledger, 3, "cancel")
            bind(ledger, 4, orderID)
            sqlite3_bind_null(ledger, 5)
            bind(ledger, 6, changedAt)
            run(ledger)
        }
        let order = statement("SELECT status, totalCents, createdAt, updatedAt FROM customerOrder WHERE id = ?")
        bind(order, 1, orderID)
        _ = foldRows(order)
        let orderLines = statement(
            """
            SELECT productId, name, quantity, unitPriceCents FROM orderLine WHERE orderId = ? ORDER BY lineNumber
            """)
        bind(orderLines, 1, orderID)
        _ = foldRows(orderLines)
        run(statement("COMMIT"))
        return lines.count
    }

    /// The newest order of `userID` (untimed set-up: the order a checkout just placed).
    public func newestOrder(of userID: Int64) -> Int64 {
        let newest = statement("SELECT max(id) FROM customerOrder WHERE userId = ?")
        bind(newest, 1, userID)
        return firstInteger(newest)
    }
}
