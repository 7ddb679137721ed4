import SQLiteStore

/// The columns every product-returning statement selects, in order, decoded by `Product.init(row:)`.
///
/// The statements alias the product table `p`; the category slug is a correlated lookup by primary key.
enum ProductColumns: Int, ColumnSet {
    case id, sku, name, description, categorySlug, priceCents, stock

    /// The SQL expression of the column.
    var expression: String {
        switch self {
        case .id: "p.id"
        case .sku: "p.sku"
        case .name: "p.name"
        case .description: "p.description"
        case .categorySlug: "(SELECT c.slug FROM category AS c WHERE c.id = p.categoryId)"
        case .priceCents: "p.priceCents"
        case .stock: "p.stock"
        }
    }
}
