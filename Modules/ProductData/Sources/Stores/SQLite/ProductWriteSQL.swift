/// The SQL text of ProductData's staff changes on SQLite (``SQLiteProductWriter``); every value is bound.
enum ProductWriteSQL {
    /// The stock of a live product. Binds: id.
    static let liveStock = "SELECT stock FROM product WHERE id = ? AND archivedAt IS NULL"

    /// Inserts a product unless another has the SKU (then no row comes back). Binds: sku, name, description,
    /// category id, price, stock, created at, updated at.
    static let insert = """
        INSERT INTO product (sku, name, description, categoryId, priceCents, stock, createdAt, updatedAt)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (sku) DO NOTHING
        RETURNING id
        """

    /// Sets the fields given (a `NULL` keeps the value) and `updatedAt`. Binds: name, description, category id,
    /// price, updated at, id. Setting `name` or `description` fires the search triggers, which re-index the row.
    static let update = """
        UPDATE product
        SET name = coalesce(?, name), description = coalesce(?, description),
            categoryId = coalesce(?, categoryId), priceCents = coalesce(?, priceCents), updatedAt = ?
        WHERE id = ?
        """

    /// Sets the stock and `updatedAt`. Binds: stock, updated at, id.
    static let setStock = "UPDATE product SET stock = ?, updatedAt = ? WHERE id = ?"

    /// Archives a product; its trigger removes it from the search index. Binds: archived at, updated at, id.
    static let archive = "UPDATE product SET archivedAt = ?, updatedAt = ? WHERE id = ? AND archivedAt IS NULL"

    /// Appends a staff ledger row. Binds: product id, delta, reason, user id, created at.
    static let appendLedger = """
        INSERT INTO stockLedger (productId, delta, reason, userId, createdAt) VALUES (?, ?, ?, ?, ?)
        """
}
