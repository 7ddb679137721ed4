import CartData
import CartDataIO
import ShopTestSupport
import Testing

@Suite("Setting a line's quantity")
@MainActor
struct CartSetQuantityTests {
    @Test("sets an existing line up and down, keeping its place")
    func setExisting() async throws {
        let fixture = try CartFixture()
        let user = try fixture.user("ada")
        let mug = try fixture.product("Mug", stock: 10)
        let pen = try fixture.product("Pen", stock: 10)
        _ = try await fixture.add(user, mug, 2).get()
        _ = try await fixture.add(user, pen, 1).get()
        var cart = try await fixture.set(user, mug, 7).get()
        #expect(cart.items.map(\.quantity) == [7, 1])
        cart = try await fixture.set(user, mug, 1).get()
        #expect(cart.items.map(\.productID) == [mug, pen])
        #expect(cart.items.map(\.quantity) == [1, 1])
    }

    @Test("setting a product that is not in the cart adds it")
    func setNew() async throws {
        let fixture = try CartFixture()
        let user = try fixture.user("ada")
        let mug = try fixture.product("Mug", priceCents: 100, stock: 10)
        let cart = try await fixture.set(user, mug, 4).get()
        #expect(cart.items == [CartLine(productID: mug, name: "Mug", quantity: 4, unitPriceCents: 100)])
    }

    @Test("zero removes the line")
    func zeroRemoves() async throws {
        let fixture = try CartFixture()
        let user = try fixture.user("ada")
        let mug = try fixture.product("Mug")
        let pen = try fixture.product("Pen")
        _ = try await fixture.add(user, mug, 2).get()
        _ = try await fixture.add(user, pen, 1).get()
        let cart = try await fixture.set(user, mug, 0).get()
        #expect(cart.items.map(\.productID) == [pen])
        #expect(try fixture.storedQuantity(user: user, product: mug) == nil)
    }

    @Test("zero on a product that is not in the cart is a successful no-op")
    func zeroAbsent() async throws {
        let fixture = try CartFixture()
        let user = try fixture.user("ada")
        let mug = try fixture.product("Mug")
        let pen = try fixture.product("Pen")
        let before = try await fixture.add(user, pen, 3).get()
        #expect(try await fixture.set(user, mug, 0) == .success(before))
    }

    @Test(
        "negative and huge quantities are invalid and change nothing",
        arguments: [-1, -1_000_000, Int.min, 1_000_001, Int.max]
    )
    func invalidQuantity(quantity: Int) async throws {
        let fixture = try CartFixture()
        let user = try fixture.user("ada")
        let mug = try fixture.product("Mug")
        _ = try await fixture.add(user, mug, 2).get()
        #expect(try await fixture.set(user, mug, quantity) == .failure(.invalidQuantity(quantity)))
        #expect(try fixture.storedQuantity(user: user, product: mug) == 2)
    }

    @Test("more than the stock fails and keeps the line")
    func overStock() async throws {
        let fixture = try CartFixture()
        let user = try fixture.user("ada")
        let mug = try fixture.product("Mug", stock: 5)
        _ = try await fixture.add(user, mug, 2).get()
        #expect(
            try await fixture.set(user, mug, 6)
                == .failure(.insufficientStock(productID: mug, requested: 6, available: 5)))
        #expect(try fixture.storedQuantity(user: user, product: mug) == 2)
        #expect(try await fixture.set(user, mug, 5).get().items.first?.quantity == 5)
    }

    @Test("an unknown product is not found, whatever the quantity", arguments: [0, 1, 5])
    func unknownProduct(quantity: Int) async throws {
        let fixture = try CartFixture()
        let user = try fixture.user("ada")
        #expect(try await fixture.set(user, 999, quantity) == .failure(.productNotFound(999)))
        #expect(try await fixture.set(user, -3, quantity) == .failure(.productNotFound(-3)))
    }
}
