import DataFailure
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
    /// Whether staff archived the product (it can no longer be sold).
    let isArchived: Bool

    /// `quantity × unitPriceCents`, or `nil` when it does not fit in an `Int`.
    var lineTotalCents: Int? {
        let (total, overflow) = quantity.multipliedReportingOverflow(by: unitPriceCents)
        return overflow ? nil : total
    }

    /// The order line this cart line becomes.
    var orderLine: OrderLine {
        OrderLine(productID: productID, name: name, quantity: quantity, unitPriceCents: unitPriceCents)
    }

    /// The sum of the line totals.
    ///
    /// - Throws: ``OrderServiceIO/OrderServiceError/database(_:)`` when a line's total or the sum does not fit in an
    ///   `Int`.
    static func totalCents(of lines: [CheckoutLine]) throws(OrderServiceError) -> Int {
        var total = 0
        for line in lines {
            guard let lineTotal = line.lineTotalCents else {
                throw .database(.other("the total of product \(line.productID)'s line is too large"))
            }
            let (sum, overflow) = total.addingReportingOverflow(lineTotal)
            guard !overflow else { throw .database(.other("the order total is too large")) }
            total = sum
        }
        return total
    }
}
