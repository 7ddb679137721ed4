import CartDataIO
import OrderServiceIO
import ShopTestSupport
import Testing

@Suite("OrderService contract: order views and users", .timeLimit(.minutes(10)))
@MainActor
struct OrderQueryContractTests {
    @Test("orders are listed newest first with their units and totals", arguments: Backend.enabled)
    func list(backend: Backend) async throws {
        try await withShop(backend) { shop in
            let user = try await shop.user("ada")
            #expect(try await shop.orders(user) == .success([]))
            let mug = try await shop.product("Mug", priceCents: 100, stock: 100)
            var placed: [Order] = []
            for quantity in 1...3 {
                try await shop.add(user, mug, quantity)
                placed.append(try await shop.checkout(user).get())
            }
            let summaries = try await shop.orders(user).get()
            #expect(summaries.map(\.id) == placed.reversed().map(\.id))
            #expect(summaries.map(\.itemCount) == [3, 2, 1])
            #expect(summaries.map(\.totalCents) == [300, 200, 100])
        }
    }

    @Test("an unknown order id is not found", arguments: Backend.enabled, [Int64(0), -1, 999, .max, .min])
    func unknownOrder(backend: Backend, orderID: Int64) async throws {
        try await withShop(backend) { shop in
            let user = try await shop.user("ada")
            #expect(try await shop.order(user, orderID) == .failure(.orderNotFound(orderID)))
        }
    }

    @Test(
        "another user's orders are never listed nor found; a checkout takes only its own cart",
        arguments: Backend.enabled)
    func isolation(backend: Backend) async throws {
        try await withShop(backend) { shop in
            let ada = try await shop.user("ada")
            let bob = try await shop.user("bob")
            let mug = try await shop.product("Mug", stock: 10)
            try await shop.add(ada, mug, 2)
            try await shop.add(bob, mug, 3)
            let adas = try await shop.checkout(ada).get()
            #expect(adas.items.map(\.quantity) == [2])
            #expect(try await shop.cart(bob).items.map(\.quantity) == [3])
            #expect(try await shop.order(bob, adas.id) == .failure(.orderNotFound(adas.id)))
            #expect(try await shop.orders(bob) == .success([]))
            #expect(try await shop.orders(ada).get().map(\.id) == [adas.id])
        }
    }
}
