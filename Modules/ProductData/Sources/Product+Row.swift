import ProductDataIO
import SQLiteStore

extension Product {
    /// Decodes a row in ProductSQL's product column order: id, sku, name, description, category slug,
    /// price in cents, stock.
    init(row: Row) {
        self.init(
            id: row.int64(at: 0),
            sku: row.string(at: 1),
            name: row.string(at: 2),
            description: row.string(at: 3),
            categorySlug: row.string(at: 4),
            priceCents: row.int(at: 5),
            stock: row.int(at: 6)
        )
    }
}
