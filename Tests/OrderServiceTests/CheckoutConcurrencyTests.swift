import Boardy
import BoardyComponentKit
import CartDataIO
import OrderService
import OrderServiceIO
import ShopTestSupport
import Testing

@Suite("Concurrent checkouts")
@MainActor
struct CheckoutConcurrencyTests {
    /// Checks out every user at once through the board.
    private func checkoutAll(
        _ users: [Int64], on mainboard: Motherboard
    ) async throws -> [(user: Int64, result: Result<Order, OrderServiceError>)] {
        try await concurrently(over: users) { user in
            (user: user, result: try await mainboard.ioCheckout().blockActivation.run(user))
        }
    }

    @Test("eight carts of 3 units race for a stock of 10: three orders, nothing oversold")
    func race() async throws {
        let fixture = try OrderFixture()
        let widget = try fixture.product("Widget", priceCents: 199, stock: 10)
        var users: [Int64] = []
        for index in 0..<8 {
            let user = try fixture.user("user\(index)")
            try await fixture.add(user, widget, 3)
            users.append(user)
        }

        let outcomes = try await checkoutAll(users, on: fixture.mainboard)

        let winners = outcomes.filter { (try? $0.result.get()) != nil }
        let losers = outcomes.filter { (try? $0.result.get()) == nil }
        #expect(winners.count == 3)
        for loser in losers {
            #expect(
                loser.result
                    == .failure(.insufficientStock(productID: widget, name: "Widget", requested: 3, available: 1)))
            #expect(try fixture.cartLineCount(loser.user) == 1)
        }
        for winner in winners {
            let order = try winner.result.get()
            #expect(order.totalCents == 3 * 199)
            #expect(try await fixture.order(winner.user, order.id) == .success(order))
            #expect(try fixture.cartLineCount(winner.user) == 0)
        }
        #expect(try fixture.database.stock(ofProduct: widget) == 1)
        #expect(try fixture.orderCount() == 3)
        #expect(try fixture.int("SELECT sum(quantity) FROM orderLine WHERE productId = ?", [widget]) == 9)
        // Every order has lines, and every total is the sum of its lines.
        #expect(
            try fixture.int(
                """
                SELECT count(*) FROM customerOrder AS o
                WHERE NOT EXISTS (SELECT 1 FROM orderLine AS l WHERE l.orderId = o.id)
                """) == 0)
        #expect(
            try fixture.int(
                """
                SELECT count(*) FROM customerOrder AS o
                WHERE o.totalCents != (SELECT sum(l.quantity * l.unitPriceCents) FROM orderLine AS l WHERE l.orderId = o.id)
                """) == 0)
        #expect(try fixture.integrityCheck() == "ok")
    }

    @Test("the same cart checked out twice at once makes one order")
    func doubleSubmit() async throws {
        let fixture = try OrderFixture()
        let ada = try fixture.user("ada")
        let mug = try fixture.product("Mug", stock: 10)
        try await fixture.add(ada, mug, 4)

        let outcomes = try await checkoutAll([ada, ada, ada], on: fixture.mainboard)

        #expect(outcomes.filter { (try? $0.result.get()) != nil }.count == 1)
        #expect(outcomes.filter { $0.result == .failure(.emptyCart) }.count == 2)
        #expect(try fixture.database.stock(ofProduct: mug) == 6)
        #expect(try fixture.orderCount() == 1)
    }

    @Test("checkouts of different products run side by side and all succeed")
    func independent() async throws {
        let fixture = try OrderFixture()
        var users: [Int64] = []
        var products: [Int64] = []
        for index in 0..<6 {
            let user = try fixture.user("user\(index)")
            let product = try fixture.product("P\(index)", priceCents: 10 * (index + 1), stock: 2)
            try await fixture.add(user, product, 2)
            users.append(user)
            products.append(product)
        }
        let outcomes = try await checkoutAll(users, on: fixture.mainboard)
        #expect(outcomes.allSatisfy { (try? $0.result.get()) != nil })
        for product in products {
            #expect(try fixture.database.stock(ofProduct: product) == 0)
        }
        #expect(try fixture.orderCount() == 6)
        #expect(try fixture.integrityCheck() == "ok")
    }
}
