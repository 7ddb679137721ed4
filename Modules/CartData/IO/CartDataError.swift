import DataFailure

/// Why a CartData request failed. Boards send it as the failure of their `Result` output.
public enum CartDataError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No product has this id.
    case productNotFound(Int64)
    /// The quantity is not allowed (zero or negative for add, negative for set, or absurdly large).
    case invalidQuantity(Int)
    /// The cart would hold more units than the stock.
    case insufficientStock(productID: Int64, requested: Int, available: Int)
    /// The product is not in the cart.
    case notInCart(Int64)
    /// The database failed: the failure's kind (busy, full, corrupt...) and a message saying how.
    case database(DatabaseFailure)

    /// A human sentence describing the failure.
    public var description: String {
        switch self {
        case let .productNotFound(id): "no product has id \(id)"
        case let .invalidQuantity(quantity): "invalid quantity \(quantity)"
        case let .insufficientStock(id, requested, available):
            "only \(available) unit(s) of product \(id) in stock (the cart would hold \(requested))"
        case let .notInCart(id): "product \(id) is not in the cart"
        case let .database(failure): "database error: \(failure.message)"
        }
    }
}
