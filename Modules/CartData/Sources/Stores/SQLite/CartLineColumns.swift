import SQLiteStore

/// The columns of a cart line (`cartItem AS c` joined to `product AS p`), in order, decoded by
/// `SQLiteCartTransaction.cart(userID:)`.
enum CartLineColumns: Int, ColumnSet {
    case productID, name, quantity, unitPriceCents

    /// The SQL expression of the column.
    var expression: String {
        switch self {
        case .productID: "c.productId"
        case .name: "p.name"
        case .quantity: "c.quantity"
        case .unitPriceCents: "p.priceCents"
        }
    }
}
