import CSQLite

/// The data modules' SQL, run through raw sqlite3 calls: the same statements, transactions and order of work as
/// ProductData (`ProductSQL`, `ProductCatalog`; search's `ProductSearchSQL` is in RawConnection+Search.swift),
/// CartData (`CartStore`, `Connection+Cart`) and OrderService (`OrderStore`, `Connection+Checkout`), without the
/// boards, the pool's threads or any Swift decoding.
///
/// Keep the SQL text identical to the modules' when they change (`Scripts/bench.sh` compares like with like only
/// while it is).
public enum RawSQL {
    /// ProductSQL.productByID: the slug is `ProductColumns`' correlated lookup, as in the module (this read a
    /// `JOIN category` until data21, ~600 SQLite instructions cheaper per lookup than the module's statement).
    public static let productByID = """
        SELECT p.id, p.sku, p.name, p.description, (SELECT c.slug FROM category AS c WHERE c.id = p.categoryId), \
        p.priceCents, p.stock
        FROM product AS p
        WHERE p.id = ? AND p.archivedAt IS NULL
        """
    /// ProductSQL.categoryIDBySlug.
    public static let categoryIDBySlug = "SELECT id FROM category WHERE slug = ?"
    /// ProductSQL.countInCategory.
    public static let countInCategory = "SELECT count(*) FROM product WHERE categoryId = ? AND archivedAt IS NULL"
    /// ProductSQL.categoryPageByName.
    public static let categoryPageByName = """
        SELECT p.id, p.sku, p.name, p.description,
            (SELECT c.slug FROM category AS c WHERE c.id = p.categoryId), p.priceCents, p.stock
        FROM (
            SELECT id FROM product WHERE categoryId = ? AND archivedAt IS NULL ORDER BY name, id LIMIT ? OFFSET ?
        ) AS page
        JOIN product AS p ON p.id = page.id
        ORDER BY p.name, p.id
        """
    /// Connection+Cart: the user's cart lines.
    public static let cartLines = """
        SELECT c.productId, p.name, c.quantity, p.priceCents
        FROM cartItem AS c JOIN product AS p ON p.id = c.productId
        WHERE c.userId = ?
        ORDER BY c.addedAt, c.productId
        """
    /// Connection+Cart: the product's stock and the units already in the cart.
    public static let productState = """
        SELECT p.stock, c.quantity
        FROM product AS p LEFT JOIN cartItem AS c ON c.productId = p.id AND c.userId = ?
        WHERE p.id = ? AND p.archivedAt IS NULL
        """
    /// Connection+Cart: insert or update a line.
    public static let upsertLine = """
        INSERT INTO cartItem (userId, productId, quantity, addedAt) VALUES (?, ?, ?, ?)
        ON CONFLICT (userId, productId) DO UPDATE SET quantity = excluded.quantity
        """
    /// Connection+Checkout: the cart with stock.
    public static let checkoutLines = """
        SELECT c.productId, p.name, p.priceCents, p.stock, c.quantity
        FROM cartItem AS c JOIN product AS p ON p.id = c.productId
        WHERE c.userId = ?
        ORDER BY c.addedAt, c.productId
        """
    /// Connection+Checkout: the guarded stock decrement.
    public static let decrementStock = "UPDATE product SET stock = stock - ?, updatedAt = ? WHERE id = ? AND stock >= ?"
    /// Connection+Checkout: the order row.
    public static let insertOrder = """
        INSERT INTO customerOrder (userId, status, totalCents, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)
        """
    /// Connection+Orders: one stock ledger row (a sale: negative delta, the order, no staff user).
    public static let insertLedger = """
        INSERT INTO stockLedger (productId, delta, reason, orderId, userId, createdAt) VALUES (?, ?, ?, ?, ?, ?)
        """
    /// Connection+Checkout: one order line.
    public static let insertOrderLine = """
        INSERT INTO orderLine (orderId, lineNumber, productId, name, unitPriceCents, quantity)
        VALUES (?, ?, ?, ?, ?, ?)
        """
    /// Connection+Checkout: empty the cart.
    public static let deleteCart = "DELETE FROM cartItem WHERE userId = ?"
}

extension RawConnection {
    /// One product by id, joined to its category (a single statement, autocommit).
    public func product(id: Int64) -> Int {
        let statement = statement(RawSQL.productByID)
        bind(statement, 1, id)
        return foldRows(statement)
    }

    /// A category page: slug → id, count, page, in one deferred transaction (as `ProductCatalog.productPage`).
    public func categoryPage(slug: String, page: Int, perPage: Int = 20) -> Int {
        run(statement("BEGIN DEFERRED"))
        defer { run(statement("COMMIT")) }
        let idStatement = statement(RawSQL.categoryIDBySlug)
        bind(idStatement, 1, slug)
        let categoryID = firstInteger(idStatement)
        let countStatement = statement(RawSQL.countInCategory)
        bind(countStatement, 1, categoryID)
        let total = firstInteger(countStatement)
        let offset = Int64((page - 1) * perPage)
        guard offset < total else { return Int(total) }
        let pageStatement = statement(RawSQL.categoryPageByName)
        bind(pageStatement, 1, categoryID)
        bind(pageStatement, 2, Int64(perPage))
        bind(pageStatement, 3, offset)
        return foldRows(pageStatement) &+ Int(total)
    }

    /// Adds one unit to the user's line in one `BEGIN IMMEDIATE` transaction and reads the cart back
    /// (as `CartStore.addItem`). Returns `false` when the product is missing or out of stock.
    public func addToCart(userID: Int64, productID: Int64, quantity: Int64 = 1) -> Bool {
        run(statement("BEGIN IMMEDIATE"))
        let addedAt = rawTimestamp()
        let state = statement(RawSQL.productState)
        bind(state, 1, userID)
        bind(state, 2, productID)
        var stock: Int64 = 0
        var inCart: Int64 = 0
        guard step(state, firstColumn: &stock, secondColumn: &inCart), inCart + quantity <= stock else {
            run(statement("ROLLBACK"))
            return false
        }
        let upsert = statement(RawSQL.upsertLine)
        bind(upsert, 1, userID)
        bind(upsert, 2, productID)
        bind(upsert, 3, inCart + quantity)
        bind(upsert, 4, addedAt)
        run(upsert)
        let lines = statement(RawSQL.cartLines)
        bind(lines, 1, userID)
        _ = foldRows(lines)
        run(statement("COMMIT"))
        return true
    }

    /// Turns the user's cart into an order in one `BEGIN IMMEDIATE` transaction (as `OrderStore.checkout`), committed
    /// durably as the board side's `.durable` write is: `synchronous=FULL` for this transaction, so both sides pay the
    /// same sync.
    /// Writes a `sale` stock ledger row per line as the module does, unless `ledger` is false (to measure what the
    /// ledger costs). Returns the number of lines, 0 for an empty cart or short stock (rolled back).
    public func checkout(userID: Int64, ledger: Bool = true) -> Int {
        run(statement("PRAGMA synchronous = FULL"))
        defer { run(statement("PRAGMA synchronous = NORMAL")) }
        run(statement("BEGIN IMMEDIATE"))
        let createdAt = rawTimestamp()
        let read = statement(RawSQL.checkoutLines)
        bind(read, 1, userID)
        var lines: [(id: Int64, name: String, price: Int64, stock: Int64, quantity: Int64)] = []
        while sqlite3_step(read) == SQLITE_ROW {
            lines.append(
                (
                    sqlite3_column_int64(read, 0), String(cString: sqlite3_column_text(read, 1)),
                    sqlite3_column_int64(read, 2), sqlite3_column_int64(read, 3), sqlite3_column_int64(read, 4)
                ))
        }
        sqlite3_reset(read)
        guard !lines.isEmpty, lines.allSatisfy({ $0.quantity <= $0.stock }) else {
            run(statement("ROLLBACK"))
            return 0
        }
        let total = lines.reduce(Int64(0)) { $0 + $1.price * $1.quantity }
        let decrement = statement(RawSQL.decrementStock)
        for line in lines {
            bind(decrement, 1, line.quantity)
            bind(decrement, 2, createdAt)
            bind(decrement, 3, line.id)
            bind(decrement, 4, line.quantity)
            run(decrement)
        }
        let order = statement(RawSQL.insertOrder)
        bind(order, 1, userID)
        bind(order, 2, "placed")
        bind(order, 3, total)
        bind(order, 4, createdAt)
        bind(order, 5, createdAt)
        run(order)
        let orderID = lastInsertRowID
        let insertLine = statement(RawSQL.insertOrderLine)
        for (index, line) in lines.enumerated() {
            bind(insertLine, 1, orderID)
            bind(insertLine, 2, Int64(index + 1))
            bind(insertLine, 3, line.id)
            bind(insertLine, 4, line.name)
            bind(insertLine, 5, line.price)
            bind(insertLine, 6, line.quantity)
            run(insertLine)
        }
        if ledger {
            let insertLedger = statement(RawSQL.insertLedger)
            for line in lines {
                bind(insertLedger, 1, line.id)
                bind(insertLedger, 2, -line.quantity)
                bind(insertLedger, 3, "sale")
                bind(insertLedger, 4, orderID)
                sqlite3_bind_null(insertLedger, 5)
                bind(insertLedger, 6, createdAt)
                run(insertLedger)
            }
        }
        let clear = statement(RawSQL.deleteCart)
        bind(clear, 1, userID)
        run(clear)
        run(statement("COMMIT"))
        return lines.count
    }
}
