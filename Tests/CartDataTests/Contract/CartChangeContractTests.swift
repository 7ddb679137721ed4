import CartDataIO
import DataFailure
import ShopTestSupport
import Testing

@Suite("CartData contract: adding and setting quantities", .timeLimit(.minutes(10)))
@MainActor
struct CartChangeContractTests {
    @Test(
        "adding creates a line, returns the cart priced in cents, and leaves the stock alone",
        arguments: Backend.enabled)
    func add(backend: Backend) async throws {
        try await withCart(backend) { cart in
            let user = try await cart.user("ada")
            let mug = try await cart.product("Mug", priceCents: 450, stock: 5)
            let result = try await cart.add(user, mug, 2).get()
            #expect(result.items == [CartLine(productID: mug, name: "Mug", quantity: 2, unitPriceCents: 450)])
            #expect(result.totalCents == 900)
            #expect(try await cart.database.cartQuantity(user: user, product: mug) == 2)
            #expect(try await cart.database.stock(ofProduct: mug) == 5)
        }
    }

    @Test("adding the same product again merges into one line, keeping its place", arguments: Backend.enabled)
    func merge(backend: Backend) async throws {
        try await withCart(backend) { cart in
            let user = try await cart.user("ada")
            let mug = try await cart.product("Mug")
            let pen = try await cart.product("Pen")
            _ = try await cart.add(user, mug, 2).get()
            _ = try await cart.add(user, pen, 1).get()
            let result = try await cart.add(user, mug, 3).get()
            #expect(result.items.map(\.productID) == [mug, pen])
            #expect(result.items.map(\.quantity) == [5, 1])
            #expect(try await cart.database.cartLineCount(user: user) == 2)
        }
    }

    @Test(
        "adding a quantity outside 1...1,000,000 is invalid and changes nothing",
        arguments: Backend.enabled, [0, -1, Int.min, 1_000_001, Int.max])
    func invalidAdd(backend: Backend, quantity: Int) async throws {
        try await withCart(backend) { cart in
            let user = try await cart.user("ada")
            let mug = try await cart.product("Mug")
            #expect(try await cart.add(user, mug, quantity) == .failure(.invalidQuantity(quantity)))
            #expect(try await cart.database.cartLineCount(user: user) == 0)
        }
    }

    @Test("the maximum quantity is accepted; a merge beyond it is invalid", arguments: Backend.enabled)
    func maximumQuantity(backend: Backend) async throws {
        try await withCart(backend) { cart in
            let user = try await cart.user("ada")
            let bulk = try await cart.product("Bulk", stock: 5_000_000)
            #expect(try await cart.add(user, bulk, CartChange.maximumQuantity).get().items.first?.quantity == 1_000_000)
            #expect(try await cart.add(user, bulk, 1) == .failure(.invalidQuantity(1_000_001)))
            #expect(try await cart.database.cartQuantity(user: user, product: bulk) == 1_000_000)
        }
    }

    @Test("an unknown product is not found by add or set", arguments: Backend.enabled, [Int64(999), 0, -5, .max, .min])
    func unknownProduct(backend: Backend, productID: Int64) async throws {
        try await withCart(backend) { cart in
            let user = try await cart.user("ada")
            _ = try await cart.product("Mug")
            #expect(try await cart.add(user, productID) == .failure(.productNotFound(productID)))
            #expect(try await cart.set(user, productID, 0) == .failure(.productNotFound(productID)))
            #expect(try await cart.set(user, productID, 3) == .failure(.productNotFound(productID)))
            #expect(try await cart.database.cartLineCount(user: user) == 0)
        }
    }

    @Test("an archived product is not found by add or set; a line already holding it stays", arguments: Backend.enabled)
    func archivedProduct(backend: Backend) async throws {
        try await withCart(backend) { cart in
            let user = try await cart.user("ada")
            let mug = try await cart.product("Mug")
            _ = try await cart.add(user, mug, 2).get()
            let lamp = try await cart.product("Lamp")
            try await cart.database.archive(product: mug)
            try await cart.database.archive(product: lamp)
            #expect(try await cart.add(user, lamp) == .failure(.productNotFound(lamp)))
            #expect(try await cart.add(user, mug) == .failure(.productNotFound(mug)))
            #expect(try await cart.set(user, mug, 1) == .failure(.productNotFound(mug)))
            #expect(try await cart.cart(user).get().items.map(\.quantity) == [2])
            #expect(try await cart.remove(user, mug).get().items.isEmpty)
        }
    }

    @Test("adding beyond the stock, directly or by merging, fails and keeps the line", arguments: Backend.enabled)
    func overStock(backend: Backend) async throws {
        try await withCart(backend) { cart in
            let user = try await cart.user("ada")
            let mug = try await cart.product("Mug", stock: 3)
            let gone = try await cart.product("Gone", stock: 0)
            #expect(
                try await cart.add(user, mug, 4)
                    == .failure(.insufficientStock(productID: mug, requested: 4, available: 3)))
            #expect(
                try await cart.add(user, gone)
                    == .failure(.insufficientStock(productID: gone, requested: 1, available: 0)))
            _ = try await cart.add(user, mug, 2).get()
            #expect(
                try await cart.add(user, mug, 2)
                    == .failure(.insufficientStock(productID: mug, requested: 4, available: 3)))
            #expect(try await cart.database.cartQuantity(user: user, product: mug) == 2)
            #expect(try await cart.add(user, mug, 1).get().items.first?.quantity == 3)
        }
    }

    @Test(
        "a user id that does not exist is a database error naming the user, with nothing stored",
        arguments: Backend.enabled)
    func unknownUser(backend: Backend) async throws {
        try await withCart(backend) { cart in
            let mug = try await cart.product("Mug")
            for result in [try await cart.add(4242, mug), try await cart.set(4242, mug, 2)] {
                guard case let .failure(.database(failure)) = result else {
                    Issue.record("expected a database error, got \(result)")
                    continue
                }
                #expect(failure.message.contains("4242"))
            }
            #expect(try await cart.database.cartLineCount() == 0)
        }
    }

    @Test("setting moves an existing line up and down in place, and adds a new product", arguments: Backend.enabled)
    func set(backend: Backend) async throws {
        try await withCart(backend) { cart in
            let user = try await cart.user("ada")
            let mug = try await cart.product("Mug", priceCents: 100)
            let pen = try await cart.product("Pen")
            _ = try await cart.add(user, mug, 2).get()
            #expect(try await cart.set(user, pen, 4).get().items.map(\.quantity) == [2, 4])
            #expect(try await cart.set(user, mug, 7).get().items.map(\.quantity) == [7, 4])
            let result = try await cart.set(user, mug, 1).get()
            #expect(result.items.map(\.productID) == [mug, pen])
            #expect(result.items.first == CartLine(productID: mug, name: "Mug", quantity: 1, unitPriceCents: 100))
        }
    }

    @Test("setting zero removes the line, and is a successful no-op without one", arguments: Backend.enabled)
    func setZero(backend: Backend) async throws {
        try await withCart(backend) { cart in
            let user = try await cart.user("ada")
            let mug = try await cart.product("Mug")
            let pen = try await cart.product("Pen")
            _ = try await cart.add(user, mug, 2).get()
            let before = try await cart.add(user, pen, 1).get()
            #expect(try await cart.set(user, mug, 0).get().items.map(\.productID) == [pen])
            #expect(try await cart.database.cartQuantity(user: user, product: mug) == nil)
            #expect(try await cart.set(user, mug, 0) == .success(Cart(items: [before.items[1]])))
        }
    }

    @Test(
        "setting a negative or huge quantity is invalid and changes nothing",
        arguments: Backend.enabled, [-1, Int.min, 1_000_001, Int.max])
    func invalidSet(backend: Backend, quantity: Int) async throws {
        try await withCart(backend) { cart in
            let user = try await cart.user("ada")
            let mug = try await cart.product("Mug")
            _ = try await cart.add(user, mug, 2).get()
            #expect(try await cart.set(user, mug, quantity) == .failure(.invalidQuantity(quantity)))
            #expect(try await cart.database.cartQuantity(user: user, product: mug) == 2)
        }
    }

    @Test("setting more than the stock fails and keeps the line", arguments: Backend.enabled)
    func setOverStock(backend: Backend) async throws {
        try await withCart(backend) { cart in
            let user = try await cart.user("ada")
            let mug = try await cart.product("Mug", stock: 5)
            _ = try await cart.add(user, mug, 2).get()
            #expect(
                try await cart.set(user, mug, 6)
                    == .failure(.insufficientStock(productID: mug, requested: 6, available: 5)))
            #expect(try await cart.database.cartQuantity(user: user, product: mug) == 2)
            #expect(try await cart.set(user, mug, 5).get().items.first?.quantity == 5)
        }
    }
}
