import OrderServiceIO

/// A cart line as checkout reads it: the cart quantity with the product's current name, price and stock.
struct CheckoutLine {
    /// The product's id.
    let productID: Int64
    /// The product's name now (snapshotted into the order line).
    let name: String
    /// The product's price now, in cents (snapshotted into the order line).
    let unitPriceCents: Int
    /// Units in stock now.
    let stock: Int
    /// Units in the cart.
    let quantity: Int

    /// `quantity × unitPriceCents`, or `nil` when it does not fit in an `Int`.
    var lineTotalCents: Int? {
        let (total, overflow) = quantity.multipliedReportingOverflow(by: unitPriceCents)
        return overflow ? nil : total
    }

    /// The order line this cart line becomes.
    var orderLine: OrderLine {
        OrderLine(productID: productID, name: name, quantity: quantity, unitPriceCents: unitPriceCents)
    }
}
