import Boardy
import BoardyComponentKit
import OrderServiceIO
import ShopTestSupport
import Testing

@Suite("OrderService contract: concurrent checkouts", .timeLimit(.minutes(10)))
@MainActor
struct CheckoutConcurrencyContractTests {
    @Test(
        "buyers race for the last units: exactly as many orders as units, stock never below 0",
        arguments: Backend.enabled, [(buyers: 12, each: 1, stock: 5), (buyers: 8, each: 3, stock: 10)])
    func lastUnits(backend: Backend, race: (buyers: Int, each: Int, stock: Int)) async throws {
        try await withShop(backend) { shop in
            let lamp = try await shop.product("Lamp", priceCents: 1_000, stock: race.stock)
            var users: [Int64] = []
            for index in 0..<race.buyers {
                let user = try await shop.user("buyer\(index)")
                try await shop.add(user, lamp, race.each)
                users.append(user)
            }
            let results = try await concurrently(over: users) { [mainboard = shop.mainboard] user in
                try await mainboard.ioCheckout().blockActivation.run(user)
            }
            let winners = race.stock / race.each
            let orders = results.compactMap { try? $0.get() }
            #expect(orders.count == winners)
            #expect(orders.allSatisfy { $0.totalCents == race.each * 1_000 })
            let left = race.stock - winners * race.each
            #expect(
                results.filter {
                    if case let .failure(.insufficientStock(id, _, requested, available)) = $0 {
                        id == lamp && requested == race.each && available == left
                    } else {
                        false
                    }
                }.count == race.buyers - winners)
            #expect(try await shop.database.stock(ofProduct: lamp) == left)
            #expect(try await shop.database.orderCount() == winners)
            #expect(try await shop.database.cartLineCount() == race.buyers - winners, "losers keep their carts")
        }
    }

    @Test("the same cart checked out twice at once makes one order", arguments: Backend.enabled)
    func sameCartTwice(backend: Backend) async throws {
        try await withShop(backend) { shop in
            let user = try await shop.user("ada")
            let mug = try await shop.product("Mug", stock: 10)
            try await shop.add(user, mug, 2)
            let results = try await concurrently(over: [user, user, user]) { [mainboard = shop.mainboard] user in
                try await mainboard.ioCheckout().blockActivation.run(user)
            }
            #expect(results.filter { (try? $0.get()) != nil }.count == 1)
            #expect(results.filter { $0 == .failure(.emptyCart) }.count == 2)
            #expect(try await shop.database.stock(ofProduct: mug) == 8)
            #expect(try await shop.database.orderCount() == 1)
        }
    }

    @Test("checkouts of different products run side by side and all succeed", arguments: Backend.enabled)
    func sideBySide(backend: Backend) async throws {
        try await withShop(backend) { shop in
            var users: [Int64] = []
            for index in 0..<6 {
                let user = try await shop.user("buyer\(index)")
                let product = try await shop.product("P\(index)", stock: 1)
                try await shop.add(user, product)
                users.append(user)
            }
            let results = try await concurrently(over: users) { [mainboard = shop.mainboard] user in
                try await mainboard.ioCheckout().blockActivation.run(user)
            }
            #expect(results.allSatisfy { (try? $0.get()) != nil })
            #expect(try await shop.database.orderCount() == 6)
        }
    }
}
