/// A page of orders, newest first, as the customer's history and the staff's list answer it.
public struct OrderPage: Sendable, Equatable {
    /// The largest page size a query may ask for (as for products).
    public static let maximumPerPage = 100
    /// The page size when none is asked for.
    public static let defaultPerPage = 20

    /// The orders on this page.
    public let items: [OrderSummary]
    /// The 1-based page number.
    public let page: Int
    /// The page size asked for.
    public let perPage: Int
    /// How many orders match in all pages.
    public let total: Int

    /// Creates a page.
    public init(items: [OrderSummary], page: Int, perPage: Int, total: Int) {
        self.items = items
        self.page = page
        self.perPage = perPage
        self.total = total
    }
}

/// Which page of a customer's own orders to show (``OrderServiceID/orders``).
public struct OrderHistoryQuery: Sendable, Equatable {
    /// The customer; only their orders are listed.
    public let userID: Int64
    /// The 1-based page number.
    public let page: Int
    /// The page size, 1 through ``OrderPage/maximumPerPage``.
    public let perPage: Int

    /// Creates a query; the board answers ``OrderServiceError/invalidPaging(page:perPage:)`` for values out of range.
    public init(userID: Int64, page: Int = 1, perPage: Int = OrderPage.defaultPerPage) {
        self.userID = userID
        self.page = page
        self.perPage = perPage
    }
}

/// Which page of every customer's orders the staff list shows (``OrderServiceID/staffOrders``).
public struct StaffOrderQuery: Sendable, Equatable {
    /// Only orders in this state; `nil` for every state.
    public let status: OrderStatus?
    /// Only this user's orders (matched exactly); `nil` for every user. An unknown username lists nothing.
    public let username: String?
    /// The 1-based page number.
    public let page: Int
    /// The page size, 1 through ``OrderPage/maximumPerPage``.
    public let perPage: Int

    /// Creates a query; the board answers ``OrderServiceError/invalidPaging(page:perPage:)`` for values out of range.
    public init(
        status: OrderStatus? = nil, username: String? = nil, page: Int = 1, perPage: Int = OrderPage.defaultPerPage
    ) {
        self.status = status
        self.username = username
        self.page = page
        self.perPage = perPage
    }
}

/// An order a staff member acts on (``OrderServiceID/shipOrder``, ``OrderServiceID/deliverOrder``,
/// ``OrderServiceID/staffCancelOrder``): any customer's order.
public struct StaffOrderChange: Sendable, Equatable {
    /// The staff member acting (recorded on the stock ledger rows a cancel writes).
    public let staffUserID: Int64
    /// The order's id.
    public let orderID: Int64

    /// Creates a change.
    public init(staffUserID: Int64, orderID: Int64) {
        self.staffUserID = staffUserID
        self.orderID = orderID
    }
}
