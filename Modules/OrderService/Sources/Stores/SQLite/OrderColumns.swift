import SQLiteStore

/// The columns of an order summary (`customerOrder AS o`), in order, decoded into an `OrderSummary`.
enum OrderSummaryColumns: Int, ColumnSet {
    case id, status, totalCents, createdAt, itemCount, updatedAt

    /// The SQL expression of the column.
    var expression: String {
        switch self {
        case .id: "o.id"
        case .status: "o.status"
        case .totalCents: "o.totalCents"
        case .createdAt: "o.createdAt"
        case .itemCount: "(SELECT COALESCE(SUM(l.quantity), 0) FROM orderLine AS l WHERE l.orderId = o.id)"
        case .updatedAt: "o.updatedAt"
        }
    }
}

/// The columns of an order line (`orderLine`), in order, decoded into an `OrderLine`.
enum OrderLineColumns: Int, ColumnSet {
    case productID, name, quantity, unitPriceCents

    /// The SQL expression of the column.
    var expression: String {
        switch self {
        case .productID: "productId"
        case .name: "name"
        case .quantity: "quantity"
        case .unitPriceCents: "unitPriceCents"
        }
    }
}
