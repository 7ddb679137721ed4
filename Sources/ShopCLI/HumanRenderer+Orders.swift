import CartDataIO
import OrderServiceIO
import ShopOperations
import ShopTerminal

extension HumanRenderer {
    func renderCart(_ cart: Cart, change: CartChangeSummary?) -> [String] {
        var lines: [String] = []
        switch change {
        case let .added(_, name, quantity)?:
            lines.append("Added \(quantity) × \(ShellText.singleLine(name)) to your cart.")
        case let .quantitySet(id, name, quantity)?:
            lines.append(
                quantity == 0
                    ? "Removed \(label(id, name)) from your cart."
                    : "Set \(ShellText.singleLine(name)) to \(quantity) in your cart.")
        case let .removed(id, name)?:
            lines.append("Removed \(label(id, name)) from your cart.")
        case .cleared?, nil:
            break
        }
        guard !cart.items.isEmpty else {
            return lines + [change == nil ? "Your cart is empty." : "Your cart is now empty."]
        }
        let table = lineTable(cart.items.map { ($0.productID, $0.name, $0.quantity, $0.unitPriceCents) })
        let units = cart.items.reduce(0) { $0 + $1.quantity }
        return lines + table + ["Total: \(money.string(fromCents: cart.totalCents)) (\(items(units)))."]
    }

    func renderPlaced(_ order: Order) -> [String] {
        let units = order.items.reduce(0) { $0 + $1.quantity }
        return ["Order #\(order.id) placed: \(items(units)), \(money.string(fromCents: order.totalCents))."]
            + lineTable(order.items.map { ($0.productID, $0.name, $0.quantity, $0.unitPriceCents) })
    }

    func renderCancelled(_ order: Order) -> [String] {
        let units = order.items.reduce(0) { $0 + $1.quantity }
        return [
            "Order #\(order.id) cancelled: \(items(units)) back in stock, \(money.string(fromCents: order.totalCents))."
        ]
            + lineTable(order.items.map { ($0.productID, $0.name, $0.quantity, $0.unitPriceCents) })
    }

    func renderOrder(_ order: Order) -> [String] {
        let units = order.items.reduce(0) { $0 + $1.quantity }
        let changed =
            order.updatedAt == order.createdAt ? "" : " (\(order.status.rawValue) \(date(order.updatedAt)) UTC)"
        return ["Order #\(order.id): \(order.status.rawValue), \(date(order.createdAt)) UTC\(changed)."]
            + lineTable(order.items.map { ($0.productID, $0.name, $0.quantity, $0.unitPriceCents) })
            + ["Total: \(money.string(fromCents: order.totalCents)) (\(items(units)))."]
    }

    func renderOrders(_ page: OrderPage, whenNone: String = "You have no orders yet.") -> [String] {
        let pages = max(1, (page.total + page.perPage - 1) / max(1, page.perPage))
        guard !page.items.isEmpty else {
            guard page.total > 0 else { return [whenNone] }
            return [
                "No orders on page \(page.page); there \(pages == 1 ? "is" : "are") "
                    + "\(ShellText.counted(pages, "page")) (\(ShellText.counted(page.total, "order")))."
            ]
        }
        let footer = pages > 1 ? ["Page \(page.page) of \(pages) (\(ShellText.counted(page.total, "order")))."] : []
        return orderTable(page.items) + footer
    }

    /// An Order / Status / Items / Total / Placed table, with a Customer column when the summaries name their
    /// customers (the staff list).
    private func orderTable(_ orders: [OrderSummary]) -> [String] {
        let named = orders.contains { $0.username != nil }
        let table = TextTable(
            columns: [TextTable.Column("Order", alignment: .right)]
                + (named ? [TextTable.Column("Customer", alignment: .left, maxWidth: Self.nameWidth)] : []) + [
                    TextTable.Column("Status", alignment: .left),
                    TextTable.Column("Items", alignment: .right),
                    TextTable.Column("Total", alignment: .right),
                    TextTable.Column("Placed (UTC)", alignment: .left),
                ],
            rows: orders.map { order in
                [String(order.id)] + (named ? [order.username ?? ""] : []) + [
                    order.status.rawValue, String(order.itemCount),
                    money.string(fromCents: order.totalCents), date(order.createdAt),
                ]
            }
        )
        return table.renderLines()
    }

    /// A table of cart or order lines: product id, name, quantity, unit price and line total.
    private func lineTable(_ lines: [(id: Int64, name: String, quantity: Int, unitPriceCents: Int)]) -> [String] {
        TextTable(
            columns: [
                TextTable.Column("ID", alignment: .right),
                TextTable.Column("Product", alignment: .left, maxWidth: Self.nameWidth),
                TextTable.Column("Qty", alignment: .right),
                TextTable.Column("Unit price", alignment: .right),
                TextTable.Column("Total", alignment: .right),
            ],
            rows: lines.map { line in
                [
                    String(line.id), line.name, String(line.quantity), money.string(fromCents: line.unitPriceCents),
                    money.string(fromCents: line.quantity * line.unitPriceCents),
                ]
            }
        ).renderLines()
    }

    private func label(_ id: Int64, _ name: String) -> String {
        name.isEmpty ? "product \(id)" : ShellText.singleLine(name)
    }
}
