import CartData
import CartDataIO
import ShopTestSupport
import Testing

@Suite("One user's cart is invisible to others")
@MainActor
struct CartIsolationTests {
    @Test("each user sees only their own lines")
    func read() async throws {
        let fixture = try CartFixture()
        let ada = try fixture.user("ada")
        let bob = try fixture.user("bob")
        let mug = try fixture.product("Mug")
        let pen = try fixture.product("Pen")
        _ = try await fixture.add(ada, mug, 2).get()
        _ = try await fixture.add(bob, pen, 5).get()
        _ = try await fixture.add(bob, mug, 1).get()
        #expect(try await fixture.cart(ada).get().items.map(\.productID) == [mug])
        #expect(try await fixture.cart(ada).get().items.map(\.quantity) == [2])
        // Bob's two lines may share one `addedAt` instant (then they are ordered by product id), so compare by product.
        let bobsLines = try await fixture.cart(bob).get().items
        #expect(Dictionary(uniqueKeysWithValues: bobsLines.map { ($0.productID, $0.quantity) }) == [pen: 5, mug: 1])
    }

    @Test("changes by one user never touch another user's lines")
    func write() async throws {
        let fixture = try CartFixture()
        let ada = try fixture.user("ada")
        let bob = try fixture.user("bob")
        let mug = try fixture.product("Mug", stock: 10)
        let pen = try fixture.product("Pen", stock: 10)
        _ = try await fixture.add(bob, mug, 4).get()
        _ = try await fixture.add(bob, pen, 2).get()

        // Adding and setting the same product create Ada's own line.
        #expect(try await fixture.add(ada, mug, 1).get().items.map(\.quantity) == [1])
        #expect(try await fixture.set(ada, pen, 3).get().items.map(\.productID) == [mug, pen])
        // Removing and zeroing only reach Ada's lines.
        #expect(try await fixture.set(ada, mug, 0).get().items.map(\.productID) == [pen])
        #expect(try await fixture.remove(ada, mug) == .failure(.notInCart(mug)))
        #expect(try await fixture.clear(ada) == .success(Cart(items: [])))

        #expect(try fixture.storedQuantity(user: bob, product: mug) == 4)
        #expect(try fixture.storedQuantity(user: bob, product: pen) == 2)
    }

    @Test("the stock limit applies per cart: carts do not reserve stock")
    func stockPerCart() async throws {
        let fixture = try CartFixture()
        let ada = try fixture.user("ada")
        let bob = try fixture.user("bob")
        let mug = try fixture.product("Mug", stock: 5)
        _ = try await fixture.add(ada, mug, 5).get()
        #expect(try await fixture.add(bob, mug, 5).get().items.first?.quantity == 5)
        #expect(try fixture.database.stock(ofProduct: mug) == 5)
    }
}
