import Boardy
import BoardyComponentKit
import CartDataIO
import ShopTestSupport
import Testing

@Suite("CartData contract: users and concurrency", .timeLimit(.minutes(10)))
@MainActor
struct CartIsolationContractTests {
    @Test("changes by one user never touch or show another user's lines", arguments: Backend.enabled)
    func isolation(backend: Backend) async throws {
        try await withCart(backend) { cart in
            let ada = try await cart.user("ada")
            let bob = try await cart.user("bob")
            let mug = try await cart.product("Mug")
            let pen = try await cart.product("Pen")
            _ = try await cart.add(bob, mug, 4).get()
            _ = try await cart.add(bob, pen, 2).get()
            #expect(try await cart.add(ada, mug, 1).get().items.map(\.quantity) == [1])
            #expect(try await cart.set(ada, pen, 3).get().items.map(\.productID) == [mug, pen])
            #expect(try await cart.set(ada, mug, 0).get().items.map(\.productID) == [pen])
            #expect(try await cart.remove(ada, mug) == .failure(.notInCart(mug)))
            #expect(try await cart.clear(ada) == .success(Cart(items: [])))
            let bobs = try await cart.cart(bob).get().items
            #expect(Dictionary(uniqueKeysWithValues: bobs.map { ($0.productID, $0.quantity) }) == [mug: 4, pen: 2])
        }
    }

    @Test("the stock limit applies per cart: carts do not reserve stock", arguments: Backend.enabled)
    func stockPerCart(backend: Backend) async throws {
        try await withCart(backend) { cart in
            let ada = try await cart.user("ada")
            let bob = try await cart.user("bob")
            let mug = try await cart.product("Mug", stock: 5)
            _ = try await cart.add(ada, mug, 5).get()
            #expect(try await cart.add(bob, mug, 5).get().items.first?.quantity == 5)
            #expect(try await cart.database.stock(ofProduct: mug) == 5)
        }
    }

    @Test("concurrent adds to one line all merge", arguments: Backend.enabled)
    func concurrentMerge(backend: Backend) async throws {
        try await withCart(backend) { cart in
            let user = try await cart.user("ada")
            let mug = try await cart.product("Mug", stock: 100)
            let results = try await concurrentAdds(
                CartChange(userID: user, productID: mug, quantity: 2), count: 20, on: cart.mainboard)
            #expect(results.allSatisfy { (try? $0.get()) != nil })
            #expect(try await cart.database.cartQuantity(user: user, product: mug) == 40)
        }
    }

    @Test("concurrent adds stop exactly at the stock", arguments: Backend.enabled)
    func concurrentStockLimit(backend: Backend) async throws {
        try await withCart(backend) { cart in
            let user = try await cart.user("ada")
            let mug = try await cart.product("Mug", stock: 6)
            let results = try await concurrentAdds(
                CartChange(userID: user, productID: mug), count: 10, on: cart.mainboard)
            let failures = results.compactMap { result -> CartDataError? in
                if case let .failure(error) = result { error } else { nil }
            }
            #expect(results.count - failures.count == 6)
            #expect(
                failures == Array(repeating: .insufficientStock(productID: mug, requested: 7, available: 6), count: 4))
            #expect(try await cart.database.cartQuantity(user: user, product: mug) == 6)
        }
    }

    @Test("concurrent adds by different users to one product all succeed", arguments: Backend.enabled)
    func concurrentUsers(backend: Backend) async throws {
        try await withCart(backend) { cart in
            let mug = try await cart.product("Mug", stock: 3)
            var users: [Int64] = []
            for index in 0..<8 {
                users.append(try await cart.user("user\(index)"))
            }
            let results = try await concurrently(over: users) { [mainboard = cart.mainboard] user in
                try await mainboard.ioAddToCart().blockActivation.run(
                    CartChange(userID: user, productID: mug, quantity: 3))
            }
            #expect(results.allSatisfy { (try? $0.get())?.items.map(\.quantity) == [3] })
            #expect(try await cart.database.cartLineCount() == 8)
        }
    }

    /// Runs `count` adds of `change` at once through the board and returns their results.
    private func concurrentAdds(
        _ change: CartChange, count: Int, on mainboard: Motherboard
    ) async throws -> [Result<Cart, CartDataError>] {
        try await concurrently(over: Array(repeating: change, count: count)) { change in
            try await mainboard.ioAddToCart().blockActivation.run(change)
        }
    }
}
