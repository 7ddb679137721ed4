import DataFailure

/// Why an OrderService request failed. Boards send it as the failure of their `Result` output.
public enum OrderServiceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The cart has no lines.
    case emptyCart
    /// A line asks for more units than are in stock; nothing was changed.
    case insufficientStock(productID: Int64, name: String, requested: Int, available: Int)
    /// A cart line holds a product staff archived after it was added; nothing was changed.
    case productUnavailable(productID: Int64, name: String)
    /// The user has no order with this id (other users' orders are never found).
    case orderNotFound(Int64)
    /// The order cannot be cancelled in its state (only a placed order can); nothing was changed.
    case orderNotCancellable(orderID: Int64, status: OrderStatus)
    /// The order's state does not allow the change (shipping needs a placed order, delivering a shipped one);
    /// nothing was changed.
    case orderStateConflict(orderID: Int64, status: OrderStatus, wanted: OrderStatus)
    /// The page is below 1 or the page size outside `1...OrderPage.maximumPerPage`.
    case invalidPaging(page: Int, perPage: Int)
    /// The database failed: the failure's kind (busy, full, corrupt...) and a message saying how.
    case database(DatabaseFailure)

    /// A human sentence describing the failure.
    public var description: String {
        switch self {
        case .emptyCart: "the cart is empty"
        case let .insufficientStock(id, name, requested, available):
            "only \(available) unit(s) of '\(name)' (product \(id)) in stock, \(requested) in the cart"
        case let .productUnavailable(id, name): "'\(name)' (product \(id)) is no longer sold"
        case let .orderNotFound(id): "no order \(id) was found"
        case let .orderNotCancellable(id, status): "order \(id) is \(status.rawValue), so it can no longer be cancelled"
        case let .orderStateConflict(id, status, wanted):
            "order \(id) is \(status.rawValue), so it cannot be marked \(wanted.rawValue)"
        case let .invalidPaging(page, perPage):
            "page must be 1 or more and per-page 1 to \(OrderPage.maximumPerPage) (got page \(page), per-page \(perPage))"
        case let .database(failure): "database error: \(failure.message)"
        }
    }
}
