import CartDataIO
import OrderService
import OrderServiceIO
import SQLiteStore
import ShopTestSupport
import Testing

@Suite("Listing and reading orders")
@MainActor
struct OrderQueryTests {
    /// Places an order of `quantities` units of fresh products priced 100, 200, ... cents.
    private func place(_ fixture: OrderFixture, _ userID: Int64, _ quantities: [Int]) async throws -> Order {
        for (index, quantity) in quantities.enumerated() {
            try await fixture.add(userID, try fixture.product("P\(index)", priceCents: 100 * (index + 1)), quantity)
        }
        return try await fixture.checkout(userID).get()
    }

    @Test("a user without orders has an empty list")
    func none() async throws {
        let fixture = try OrderFixture()
        let ada = try fixture.user("ada")
        #expect(try await fixture.orders(ada) == .success([]))
        #expect(try await fixture.orders(-1) == .success([]))
    }

    @Test("orders are listed newest first with their units and totals")
    func list() async throws {
        let fixture = try OrderFixture()
        let ada = try fixture.user("ada")
        let first = try await place(fixture, ada, [1])
        let second = try await place(fixture, ada, [2, 3])
        let third = try await place(fixture, ada, [4])

        let summaries = try await fixture.orders(ada).get()
        #expect(summaries.map(\.id) == [third.id, second.id, first.id])
        #expect(summaries.map(\.itemCount) == [4, 5, 1])
        #expect(summaries.map(\.totalCents) == [third.totalCents, second.totalCents, first.totalCents])
        #expect(second.totalCents == 2 * 100 + 3 * 200)
        #expect(summaries.allSatisfy { $0.status == .placed })
        #expect(summaries.map(\.createdAt) == [third.createdAt, second.createdAt, first.createdAt])
    }

    @Test("the creation time sorts first, the id breaks ties")
    func sortKeys() async throws {
        let fixture = try OrderFixture()
        let ada = try fixture.user("ada")
        let first = try await place(fixture, ada, [1])
        let second = try await place(fixture, ada, [1])
        let third = try await place(fixture, ada, [1])
        let sql = "UPDATE customerOrder SET createdAt = ? WHERE id = ?"
        try fixture.execute(sql, ["2030-01-01T00:00:00.000Z", first.id])
        try fixture.execute(sql, ["2020-01-01T00:00:00.000Z", second.id])
        try fixture.execute(sql, ["2020-01-01T00:00:00.000Z", third.id])
        #expect(try await fixture.orders(ada).get().map(\.id) == [first.id, third.id, second.id])
    }

    @Test("statuses are read back", arguments: OrderStatus.allCases)
    func status(status: OrderStatus) async throws {
        let fixture = try OrderFixture()
        let ada = try fixture.user("ada")
        let order = try await place(fixture, ada, [1])
        try fixture.execute("UPDATE customerOrder SET status = ? WHERE id = ?", [status.rawValue, order.id])
        #expect(try await fixture.order(ada, order.id).get().status == status)
        #expect(try await fixture.orders(ada).get().first?.status == status)
    }

    @Test("an unknown order id is not found", arguments: [Int64(0), -1, 999, .max, .min])
    func unknownOrder(orderID: Int64) async throws {
        let fixture = try OrderFixture()
        let ada = try fixture.user("ada")
        _ = try await place(fixture, ada, [1])
        #expect(try await fixture.order(ada, orderID) == .failure(.orderNotFound(orderID)))
    }

    @Test("another user's orders are never listed nor found")
    func isolation() async throws {
        let fixture = try OrderFixture()
        let ada = try fixture.user("ada")
        let bob = try fixture.user("bob")
        let adas = try await place(fixture, ada, [1])
        let bobs = try await place(fixture, bob, [2])

        #expect(try await fixture.orders(ada).get().map(\.id) == [adas.id])
        #expect(try await fixture.orders(bob).get().map(\.id) == [bobs.id])
        #expect(try await fixture.order(ada, bobs.id) == .failure(.orderNotFound(bobs.id)))
        #expect(try await fixture.order(bob, adas.id) == .failure(.orderNotFound(adas.id)))
        #expect(try await fixture.order(bob, bobs.id) == .success(bobs))
    }

    @Test("one user's checkout takes only their own cart")
    func checkoutIsolation() async throws {
        let fixture = try OrderFixture()
        let ada = try fixture.user("ada")
        let bob = try fixture.user("bob")
        let mug = try fixture.product("Mug", stock: 10)
        try await fixture.add(ada, mug, 2)
        try await fixture.add(bob, mug, 5)
        let order = try await fixture.checkout(ada).get()
        #expect(order.items.map(\.quantity) == [2])
        #expect(try await fixture.cart(bob).items.map(\.quantity) == [5])
        #expect(try fixture.database.stock(ofProduct: mug) == 8)
    }
}
