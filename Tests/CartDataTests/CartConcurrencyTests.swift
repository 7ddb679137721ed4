import Boardy
import BoardyComponentKit
import CartData
import CartDataIO
import ShopTestSupport
import Testing

@Suite("Concurrent cart changes")
@MainActor
struct CartConcurrencyTests {
    /// Runs `count` adds of `change` at once through the board and returns their results.
    private func concurrentAdds(
        _ change: CartChange, count: Int, on mainboard: Motherboard
    ) async throws -> [Result<Cart, CartDataError>] {
        try await concurrently(over: Array(repeating: change, count: count)) { change in
            try await mainboard.ioAddToCart().blockActivation.run(change)
        }
    }

    @Test("concurrent adds to one line all merge")
    func concurrentMerge() async throws {
        let fixture = try CartFixture()
        let user = try fixture.user("ada")
        let mug = try fixture.product("Mug", stock: 100)
        let results = try await concurrentAdds(
            CartChange(userID: user, productID: mug, quantity: 2), count: 20, on: fixture.mainboard
        )
        #expect(results.allSatisfy { (try? $0.get()) != nil })
        #expect(try fixture.storedQuantity(user: user, product: mug) == 40)
    }

    @Test("concurrent adds stop exactly at the stock")
    func concurrentStockLimit() async throws {
        let fixture = try CartFixture()
        let user = try fixture.user("ada")
        let mug = try fixture.product("Mug", stock: 6)
        let results = try await concurrentAdds(
            CartChange(userID: user, productID: mug), count: 10, on: fixture.mainboard
        )
        let failures = results.compactMap { result -> CartDataError? in
            if case let .failure(error) = result { error } else { nil }
        }
        #expect(results.count - failures.count == 6)
        #expect(
            failures
                == Array(
                    repeating: .insufficientStock(productID: mug, requested: 7, available: 6), count: 4
                ))
        #expect(try fixture.storedQuantity(user: user, product: mug) == 6)
        #expect(try fixture.integrityCheck() == "ok")
    }
}
