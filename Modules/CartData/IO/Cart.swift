/// One line of a cart, priced at the product's current price.
public struct CartLine: Sendable, Equatable {
    /// The product's id.
    public let productID: Int64
    /// The product's name.
    public let name: String
    /// Units in the cart (at least 1).
    public let quantity: Int
    /// The current unit price in cents.
    public let unitPriceCents: Int
    /// `quantity × unitPriceCents`, saturating at `Int.max` instead of trapping on absurd values.
    public var lineTotalCents: Int {
        let (total, overflow) = quantity.multipliedReportingOverflow(by: unitPriceCents)
        return overflow ? Int.max : total
    }

    /// Creates a cart line.
    public init(productID: Int64, name: String, quantity: Int, unitPriceCents: Int) {
        self.productID = productID
        self.name = name
        self.quantity = quantity
        self.unitPriceCents = unitPriceCents
    }
}

/// A user's cart.
public struct Cart: Sendable, Equatable {
    /// The lines, oldest first.
    public let items: [CartLine]
    /// The sum of the line totals in cents, saturating at `Int.max` instead of trapping on absurd values.
    public var totalCents: Int {
        items.reduce(0) { sum, line in
            let (total, overflow) = sum.addingReportingOverflow(line.lineTotalCents)
            return overflow ? Int.max : total
        }
    }

    /// Creates a cart.
    public init(items: [CartLine]) {
        self.items = items
    }
}

/// A change to one line of a user's cart.
public struct CartChange: Sendable, Equatable {
    /// The user whose cart changes.
    public let userID: Int64
    /// The product of the line.
    public let productID: Int64
    /// Units to add (for add) or the new quantity (for set); ignored by remove.
    public let quantity: Int

    /// Creates a change.
    public init(userID: Int64, productID: Int64, quantity: Int = 1) {
        self.userID = userID
        self.productID = productID
        self.quantity = quantity
    }
}
