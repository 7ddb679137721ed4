import CartData
import CartDataIO
import ShopTestSupport
import Testing

@Suite("Removing lines and clearing the cart")
@MainActor
struct CartRemoveClearTests {
    @Test("removing a line keeps the others, whatever quantity the change carries", arguments: [1, 0, -7, Int.max])
    func remove(quantity: Int) async throws {
        let fixture = try CartFixture()
        let user = try fixture.user("ada")
        let mug = try fixture.product("Mug")
        let pen = try fixture.product("Pen")
        _ = try await fixture.add(user, mug, 2).get()
        _ = try await fixture.add(user, pen, 1).get()
        let cart = try await fixture.remove(user, mug, quantity: quantity).get()
        #expect(cart.items.map(\.productID) == [pen])
        #expect(try fixture.storedQuantity(user: user, product: mug) == nil)
    }

    @Test("removing a product that is not in the cart is notInCart", arguments: [Int64(999), -1, 0])
    func removeAbsent(productID: Int64) async throws {
        let fixture = try CartFixture()
        let user = try fixture.user("ada")
        let mug = try fixture.product("Mug")
        _ = try await fixture.add(user, mug).get()
        #expect(try await fixture.remove(user, productID) == .failure(.notInCart(productID)))
        #expect(try await fixture.remove(user, mug).get().items.isEmpty)
        #expect(try await fixture.remove(user, mug) == .failure(.notInCart(mug)))
    }

    @Test("clearing empties the cart and returns the empty cart")
    func clear() async throws {
        let fixture = try CartFixture()
        let user = try fixture.user("ada")
        for name in ["Mug", "Pen", "Ink"] {
            _ = try await fixture.add(user, try fixture.product(name), 2).get()
        }
        #expect(try await fixture.clear(user) == .success(Cart(items: [])))
        #expect(try fixture.storedLineCount(user: user) == 0)
        #expect(try await fixture.cart(user) == .success(Cart(items: [])))
    }

    @Test("clearing an empty or unknown cart succeeds", arguments: [Int64(1), 999, -1])
    func clearEmpty(userID: Int64) async throws {
        let fixture = try CartFixture()
        _ = try fixture.user("ada")
        #expect(try await fixture.clear(userID) == .success(Cart(items: [])))
    }
}
