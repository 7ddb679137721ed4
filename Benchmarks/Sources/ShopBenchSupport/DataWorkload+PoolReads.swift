import SQLiteStore

extension DataWorkload {
    /// One product lookup through the application's pool alone, no boards: ProductData's statement, read with the
    /// synchronous `DatabasePool.read`, decoded into plain values. `bench-profile compare-concurrent` sets it beside
    /// raw C and the boards.
    ///
    /// - Returns: The length of the product's SKU (0 when not found), so the decoding is not optimised away.
    public nonisolated static func poolProduct(_ id: Int64, pool: DatabasePool) -> Int {
        let row = try? pool.read { db in
            try db.cachedStatement(RawSQL.productByID).bind(id).fetchOne(decodeProduct)
        }
        return (row ?? nil)?.sku.utf8.count ?? 0
    }

    /// ``poolProduct(_:pool:)`` through the pool's async read, with its cancellation handlers, in the caller's
    /// isolation.
    public nonisolated(nonsending) static func poolProductAsync(_ id: Int64, pool: DatabasePool) async -> Int {
        let row = try? await pool.read { db in
            try db.cachedStatement(RawSQL.productByID).bind(id).fetchOne(decodeProduct)
        }
        return (row ?? nil)?.sku.utf8.count ?? 0
    }

    private nonisolated static func decodeProduct(_ row: Row) -> PoolProduct {
        PoolProduct(
            id: row.int64(at: 0), sku: row.string(at: 1), name: row.string(at: 2), description: row.string(at: 3),
            categorySlug: row.string(at: 4), priceCents: row.int(at: 5), stock: row.int(at: 6))
    }
}

/// A product row as ``DataWorkload/poolProduct(_:pool:)`` decodes it: the columns of ProductData's `Product`.
struct PoolProduct: Sendable {
    let id: Int64
    let sku: String
    let name: String
    let description: String
    let categorySlug: String
    let priceCents: Int
    let stock: Int
}
