import SQLiteStore

/// The columns of a line about to be checked out (`cartItem AS c` joined to `product AS p`), in order, decoded
/// into a ``CheckoutLine``.
enum CheckoutLineColumns: Int, ColumnSet {
    case productID, name, unitPriceCents, stock, quantity, isArchived

    /// The SQL expression of the column.
    var expression: String {
        switch self {
        case .productID: "c.productId"
        case .name: "p.name"
        case .unitPriceCents: "p.priceCents"
        case .stock: "p.stock"
        case .quantity: "c.quantity"
        case .isArchived: "p.archivedAt IS NOT NULL"
        }
    }
}
