/// The state of an order: `placed → shipped → delivered`, or `placed → cancelled`.
public enum OrderStatus: String, Sendable, Equatable, CaseIterable {
    /// Placed and paid for; stock is reserved.
    case placed
    /// Shipped to the customer.
    case shipped
    /// Delivered to the customer.
    case delivered
    /// Cancelled while placed; its stock went back.
    case cancelled
}

/// One line of an order: a snapshot of the product's name and price at checkout.
public struct OrderLine: Sendable, Equatable {
    /// The product's id.
    public let productID: Int64
    /// The product's name at checkout.
    public let name: String
    /// Units ordered.
    public let quantity: Int
    /// The unit price in cents at checkout.
    public let unitPriceCents: Int

    /// Creates an order line.
    public init(productID: Int64, name: String, quantity: Int, unitPriceCents: Int) {
        self.productID = productID
        self.name = name
        self.quantity = quantity
        self.unitPriceCents = unitPriceCents
    }
}

/// An order with its lines.
public struct Order: Sendable, Equatable {
    /// The order's id.
    public let id: Int64
    /// The order's state.
    public let status: OrderStatus
    /// The total in cents (the sum of the lines).
    public let totalCents: Int
    /// When it was placed (ISO-8601, UTC).
    public let createdAt: String
    /// When its status last changed (ISO-8601, UTC); `createdAt` until then.
    public let updatedAt: String
    /// The lines, in cart order.
    public let items: [OrderLine]

    /// Creates an order; `updatedAt` defaults to `createdAt` (an order whose status never changed).
    public init(
        id: Int64, status: OrderStatus, totalCents: Int, createdAt: String, updatedAt: String? = nil,
        items: [OrderLine]
    ) {
        self.id = id
        self.status = status
        self.totalCents = totalCents
        self.createdAt = createdAt
        self.updatedAt = updatedAt ?? createdAt
        self.items = items
    }
}

/// An order in a list: its totals without its lines.
public struct OrderSummary: Sendable, Equatable {
    /// The order's id.
    public let id: Int64
    /// The order's state.
    public let status: OrderStatus
    /// The total in cents.
    public let totalCents: Int
    /// The number of units over all lines.
    public let itemCount: Int
    /// When it was placed (ISO-8601, UTC).
    public let createdAt: String
    /// When its status last changed (ISO-8601, UTC).
    public let updatedAt: String
    /// The buyer's username in a staff list (``OrderServiceID/staffOrders``); `nil` in a customer's own list.
    public let username: String?

    /// Creates an order summary; `updatedAt` defaults to `createdAt`.
    public init(
        id: Int64, status: OrderStatus, totalCents: Int, itemCount: Int, createdAt: String, updatedAt: String? = nil,
        username: String? = nil
    ) {
        self.id = id
        self.status = status
        self.totalCents = totalCents
        self.itemCount = itemCount
        self.createdAt = createdAt
        self.updatedAt = updatedAt ?? createdAt
        self.username = username
    }
}

/// Which order to show, and for whom.
public struct OrderLookup: Sendable, Equatable {
    /// The user asking; only their own orders are found.
    public let userID: Int64
    /// The order's id.
    public let orderID: Int64

    /// Creates a lookup.
    public init(userID: Int64, orderID: Int64) {
        self.userID = userID
        self.orderID = orderID
    }
}
