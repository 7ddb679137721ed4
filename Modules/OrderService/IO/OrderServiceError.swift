import DataFailure

/// Why an OrderService request failed. Boards send it as the failure of their `Result` output.
public enum OrderServiceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The cart has no lines.
    case emptyCart
    /// A line asks for more units than are in stock; nothing was changed.
    case insufficientStock(productID: Int64, name: String, requested: Int, available: Int)
    /// The user has no order with this id (other users' orders are never found).
    case orderNotFound(Int64)
    /// The database failed: the failure's kind (busy, full, corrupt...) and a message saying how.
    case database(DatabaseFailure)

    /// A human sentence describing the failure.
    public var description: String {
        switch self {
        case .emptyCart: "the cart is empty"
        case let .insufficientStock(id, name, requested, available):
            "only \(available) unit(s) of '\(name)' (product \(id)) in stock, \(requested) in the cart"
        case let .orderNotFound(id): "no order \(id) was found"
        case let .database(failure): "database error: \(failure.message)"
        }
    }
}
