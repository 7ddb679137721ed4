import ProductDataIO
import SQLiteStore

extension Product {
    /// Decodes a row of a statement that selects ``ProductColumns/selectList``.
    init(row: Row) {
        self.init(
            id: row.int64(ProductColumns.id),
            sku: row.string(ProductColumns.sku),
            name: row.string(ProductColumns.name),
            description: row.string(ProductColumns.description),
            categorySlug: row.string(ProductColumns.categorySlug),
            priceCents: row.int(ProductColumns.priceCents),
            stock: row.int(ProductColumns.stock)
        )
    }
}
