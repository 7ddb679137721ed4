import OrderServiceIO

/// A change of an order's state: the lifecycle `placed → shipped → delivered` and `placed → cancelled`, written once
/// for every database and both kinds of caller.
enum OrderTransition: Sendable, Equatable {
    /// `placed → shipped`.
    case ship
    /// `shipped → delivered`.
    case deliver
    /// `placed → cancelled`, restoring every line's stock.
    case cancel

    /// The only state the change starts from.
    var from: OrderStatus {
        switch self {
        case .ship, .cancel: .placed
        case .deliver: .shipped
        }
    }

    /// The state the change ends in.
    var to: OrderStatus {
        switch self {
        case .ship: .shipped
        case .deliver: .delivered
        case .cancel: .cancelled
        }
    }

    /// The failure when order `orderID` is `status`, which the change does not start from: a cancel is
    /// `orderNotCancellable`, any other change `orderStateConflict`.
    func refusal(orderID: Int64, status: OrderStatus) -> OrderServiceError {
        switch self {
        case .cancel: .orderNotCancellable(orderID: orderID, status: status)
        case .ship, .deliver: .orderStateConflict(orderID: orderID, status: status, wanted: to)
        }
    }
}
