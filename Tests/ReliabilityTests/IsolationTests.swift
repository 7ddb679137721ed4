import Foundation
import ShopTestSupport
import Testing

/// One user can neither read nor change another user's cart or orders, by any command or `shop://` link.
@Suite("Security: isolation between users")
struct IsolationTests {
    @Test("every order id and every cart trick, by command and by link, shows only the caller's own data")
    func usersAreIsolated() async throws {
        let workspace = try ShopWorkspace("isolation")
        try await workspace.create()
        // Alice: an order of products p[0] and p[1], then p[2] in her cart. Bob: an order of p[3], then p[4] in his cart.
        let inspector = ShopInspector(path: workspace.database)
        let p = try inspector.productsInStock(5)
        let setup = try await workspace.run([
            "register alice_iso alice-password", "cart add \(p[0]) 2", "cart add \(p[1])", "checkout",
            "cart add \(p[2]) 1",
            "logout", "register bob_iso bob-password-1", "cart add \(p[3])", "checkout", "cart add \(p[4]) 2",
        ])
        #expect(setup.status == 0, "\(setup.lines) \(setup.errorLines)")
        let setupLines = parseJSONLines(setup.lines).lines
        let aliceOrder = try #require(setupLines[3].payload.int("id"))
        let bobOrder = try #require(setupLines[8].payload.int("id"))
        let maxOrder = try inspector.scalar("SELECT max(id) FROM customerOrder")

        for (user, password, own, other, otherCartProduct) in [
            ("bob_iso", "bob-password-1", bobOrder, aliceOrder, Int(p[2])),
            ("alice_iso", "alice-password", aliceOrder, bobOrder, Int(p[4])),
        ] {
            let otherID = try inspector.userID(user == "bob_iso" ? "alice_iso" : "bob_iso")
            let before = try Self.rows(of: otherID, inspector)
            var script = ["login \(user) \(password)"]
            for id in 1...(maxOrder + 2) { script += ["order \(id)", "open shop://order/\(id)"] }
            script += [
                "orders", "open shop://orders", "cart", "open shop://cart", "cart remove \(otherCartProduct)",
                "open shop://order/\(other)?user=\(user == "bob_iso" ? "alice_iso" : "bob_iso")",
                "open \"shop://order/\(own)/../\(other)\"", "open shop://order/\(other)#\(own)",
                "open \"shop://cart?user=alice_iso&userId=1\"", "open \"shop://orders?user=alice_iso\"",
                "order \"\(other) OR 1=1\"", "order \(other);", "order 0\(other)", "order +\(other)",
                "cart set \(otherCartProduct) 0", "cart clear", "checkout", "orders",
            ]
            let result = try await workspace.run(script)
            #expect(!result.showsCrash && result.exitedNormally)
            let (lines, violations) = parseJSONLines(result.lines)
            #expect(violations.isEmpty, "\(violations)")
            #expect(lines.first?.username == .some(user))
            var ownOrders: Set<Int> = [own]
            for line in lines where line.ok {
                if line.isOrder, let id = line.payload.int("id") {
                    // `checkout` may place a new order (the cart trick above may have left nothing to buy).
                    if id > maxOrder { ownOrders.insert(id) }
                    #expect(ownOrders.contains(id), "\(user) saw order \(id): \(line.text.prefix(200))")
                } else if line.isCart {
                    let products = Set(line.items.compactMap { $0.int("productId") })
                    #expect(!products.contains(otherCartProduct), "\(user) saw another cart: \(line.text.prefix(200))")
                } else if line.payload["items"] != nil, line.payload["total"] == nil {
                    let ids = Set(line.items.compactMap { $0.int("id") })
                    #expect(ids.isSubset(of: ownOrders), "\(user) listed \(ids.subtracting(ownOrders))")
                }
            }
            let seen = lines.filter { $0.isOrder }.compactMap { $0.payload.int("id") }
            #expect(seen.contains(own), "\(user) can read their own order \(own)")
            report(
                "isolation: \(user) sent \(script.count) commands (\(maxOrder + 2) order ids by command and by link): "
                    + "\(lines.filter(\.ok).count) ok, \(lines.filter { $0.code == "not-found" }.count) not-found")
            #expect(try Self.rows(of: otherID, inspector) == before, "the other user's cart and orders are untouched")
        }
    }

    /// A user's cart rows, orders and order lines.
    static func rows(of userID: Int64, _ inspector: ShopInspector) throws -> [[String]] {
        try inspector.rows("SELECT productId, quantity FROM cartItem WHERE userId = ? ORDER BY productId", [userID])
            + inspector.rows("SELECT id, status, totalCents FROM customerOrder WHERE userId = ? ORDER BY id", [userID])
            + inspector.rows(
                """
                SELECT l.orderId, l.productId, l.quantity FROM orderLine l JOIN customerOrder o ON o.id = l.orderId
                WHERE o.userId = ? ORDER BY 1, 2
                """, [userID])
    }
}
