import CartData
import CartDataIO
import DataFailure
import ShopTestSupport
import Testing

@Suite("Adding to the cart")
@MainActor
struct CartAddTests {
    @Test("adding creates a line and returns the cart")
    func add() async throws {
        let fixture = try CartFixture()
        let user = try fixture.user("ada")
        let mug = try fixture.product("Mug", priceCents: 450, stock: 5)
        let cart = try await fixture.add(user, mug, 2).get()
        #expect(cart.items == [CartLine(productID: mug, name: "Mug", quantity: 2, unitPriceCents: 450)])
        #expect(cart.totalCents == 900)
        #expect(try fixture.storedQuantity(user: user, product: mug) == 2)
        #expect(try fixture.database.stock(ofProduct: mug) == 5)
    }

    @Test("adding the same product again merges into one line")
    func merge() async throws {
        let fixture = try CartFixture()
        let user = try fixture.user("ada")
        let mug = try fixture.product("Mug", stock: 10)
        let pen = try fixture.product("Pen", stock: 10)
        _ = try await fixture.add(user, mug, 2).get()
        _ = try await fixture.add(user, pen, 1).get()
        let cart = try await fixture.add(user, mug, 3).get()
        #expect(cart.items.map(\.productID) == [mug, pen])
        #expect(cart.items.map(\.quantity) == [5, 1])
        #expect(try fixture.storedLineCount(user: user) == 2)
    }

    @Test(
        "quantities outside 1...1,000,000 are invalid and change nothing",
        arguments: [0, -1, -1_000_000, Int.min, 1_000_001, Int.max]
    )
    func invalidQuantity(quantity: Int) async throws {
        let fixture = try CartFixture()
        let user = try fixture.user("ada")
        let mug = try fixture.product("Mug", stock: 10)
        #expect(try await fixture.add(user, mug, quantity) == .failure(.invalidQuantity(quantity)))
        #expect(try fixture.storedLineCount(user: user) == 0)
    }

    @Test("the maximum quantity is accepted when the stock allows it")
    func maximumQuantity() async throws {
        let fixture = try CartFixture()
        let user = try fixture.user("ada")
        let bulk = try fixture.product("Bulk", stock: 5_000_000)
        let cart = try await fixture.add(user, bulk, CartChange.maximumQuantity).get()
        #expect(cart.items.first?.quantity == 1_000_000)
        #expect(try await fixture.add(user, bulk, 1) == .failure(.invalidQuantity(1_000_001)))
        #expect(try fixture.storedQuantity(user: user, product: bulk) == 1_000_000)
    }

    @Test("an unknown product is not found", arguments: [Int64(999), 0, -5, .max, .min])
    func unknownProduct(productID: Int64) async throws {
        let fixture = try CartFixture()
        let user = try fixture.user("ada")
        _ = try fixture.product("Mug")
        #expect(try await fixture.add(user, productID) == .failure(.productNotFound(productID)))
        #expect(try fixture.storedLineCount(user: user) == 0)
    }

    @Test("adding more than the stock fails and changes nothing")
    func overStock() async throws {
        let fixture = try CartFixture()
        let user = try fixture.user("ada")
        let mug = try fixture.product("Mug", stock: 3)
        #expect(
            try await fixture.add(user, mug, 4)
                == .failure(.insufficientStock(productID: mug, requested: 4, available: 3)))
        #expect(try fixture.storedLineCount(user: user) == 0)
    }

    @Test("a merge that would exceed the stock fails and keeps the line as it was")
    func mergeOverStock() async throws {
        let fixture = try CartFixture()
        let user = try fixture.user("ada")
        let mug = try fixture.product("Mug", stock: 3)
        _ = try await fixture.add(user, mug, 2).get()
        #expect(
            try await fixture.add(user, mug, 2)
                == .failure(.insufficientStock(productID: mug, requested: 4, available: 3)))
        #expect(try fixture.storedQuantity(user: user, product: mug) == 2)
        #expect(try await fixture.add(user, mug, 1).get().items.first?.quantity == 3)
    }

    @Test("an out-of-stock product cannot be added")
    func outOfStock() async throws {
        let fixture = try CartFixture()
        let user = try fixture.user("ada")
        let gone = try fixture.product("Gone", stock: 0)
        #expect(
            try await fixture.add(user, gone)
                == .failure(.insufficientStock(productID: gone, requested: 1, available: 0)))
    }

    @Test("a user id that does not exist is a database error naming the user, with nothing stored")
    func unknownUser() async throws {
        let fixture = try CartFixture()
        let mug = try fixture.product("Mug")
        let result = try await fixture.add(4242, mug)
        guard case let .failure(.database(failure)) = result else {
            Issue.record("expected a database error, got \(result)")
            return
        }
        #expect(failure.message.contains("4242"))
        #expect(try fixture.database.scalar("SELECT count(*) FROM cartItem") == 0)
    }

    @Test("errors describe themselves in a sentence")
    func descriptions() {
        #expect(CartDataError.invalidQuantity(0).description == "invalid quantity 0")
        #expect(CartDataError.productNotFound(7).description == "no product has id 7")
        #expect(
            CartDataError.insufficientStock(productID: 7, requested: 4, available: 3).description
                == "only 3 unit(s) of product 7 in stock (the cart would hold 4)")
    }
}
