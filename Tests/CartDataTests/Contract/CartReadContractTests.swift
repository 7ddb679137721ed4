import CartDataIO
import ShopTestSupport
import Testing

@Suite("CartData contract: reading, removing and clearing", .timeLimit(.minutes(10)))
@MainActor
struct CartReadContractTests {
    @Test(
        "unknown, negative and new users read an empty cart", arguments: Backend.enabled,
        [Int64(0), -1, 999, .max, .min])
    func emptyCart(backend: Backend, userID: Int64) async throws {
        try await withCart(backend) { cart in
            let user = try await cart.user("ada")
            #expect(try await cart.cart(user) == .success(Cart(items: [])))
            #expect(try await cart.cart(userID) == .success(Cart(items: [])))
        }
    }

    @Test("lines carry the product's current name and price; totals are integer cents", arguments: Backend.enabled)
    func currentPrice(backend: Backend) async throws {
        try await withCart(backend) { cart in
            let user = try await cart.user("ada")
            let mug = try await cart.product("Mug", priceCents: 450)
            let pen = try await cart.product("Pen", priceCents: 199)
            _ = try await cart.add(user, mug, 2).get()
            _ = try await cart.add(user, pen, 3).get()
            try await cart.database.setPrice(ofProduct: mug, cents: 600)
            try await cart.database.renameProduct(mug, to: "Big mug")
            let result = try await cart.cart(user).get()
            #expect(
                result.items == [
                    CartLine(productID: mug, name: "Big mug", quantity: 2, unitPriceCents: 600),
                    CartLine(productID: pen, name: "Pen", quantity: 3, unitPriceCents: 199),
                ])
            #expect(result.totalCents == 1_797)
        }
    }

    @Test("lines are oldest first, ties broken by product id", arguments: Backend.enabled)
    func order(backend: Backend) async throws {
        try await withCart(backend) { cart in
            let user = try await cart.user("ada")
            let first = try await cart.product("First")
            let second = try await cart.product("Second")
            let third = try await cart.product("Third")
            for product in [third, first, second] {
                _ = try await cart.add(user, product).get()
            }
            try await cart.database.setCartLineAddedAt(user: user, product: first, to: "2026-01-02T00:00:00.000Z")
            try await cart.database.setCartLineAddedAt(user: user, product: third, to: "2026-01-01T00:00:00.000Z")
            try await cart.database.setCartLineAddedAt(user: user, product: second, to: "2026-01-01T00:00:00.000Z")
            #expect(try await cart.cart(user).get().items.map(\.productID) == [second, third, first])
            _ = try await cart.add(user, second, 2).get()
            _ = try await cart.set(user, third, 5).get()
            #expect(
                try await cart.cart(user).get().items.map(\.productID) == [second, third, first], "changes keep places")
        }
    }

    @Test("SQL metacharacters and unicode in names come back literally", arguments: Backend.enabled)
    func literalNames(backend: Backend) async throws {
        try await withCart(backend) { cart in
            let user = try await cart.user("ada")
            let names = ["'; DROP TABLE product; --", "Robert\"); DELETE FROM cart_item;--", "Crème brûlée 🍮 ½", ""]
            for name in names {
                _ = try await cart.add(user, try await cart.product(name)).get()
            }
            #expect(Set(try await cart.cart(user).get().items.map(\.name)) == Set(names))
            #expect(try await cart.database.cartLineCount(user: user) == names.count)
        }
    }

    @Test(
        "removing a line keeps the others, whatever quantity the change carries", arguments: Backend.enabled,
        [1, 0, Int.max])
    func remove(backend: Backend, quantity: Int) async throws {
        try await withCart(backend) { cart in
            let user = try await cart.user("ada")
            let mug = try await cart.product("Mug")
            let pen = try await cart.product("Pen")
            _ = try await cart.add(user, mug, 2).get()
            _ = try await cart.add(user, pen, 1).get()
            #expect(try await cart.remove(user, mug, quantity: quantity).get().items.map(\.productID) == [pen])
            #expect(try await cart.database.cartQuantity(user: user, product: mug) == nil)
        }
    }

    @Test("removing a product that is not in the cart is notInCart", arguments: Backend.enabled, [Int64(999), -1, 0])
    func removeAbsent(backend: Backend, productID: Int64) async throws {
        try await withCart(backend) { cart in
            let user = try await cart.user("ada")
            let mug = try await cart.product("Mug")
            _ = try await cart.add(user, mug).get()
            #expect(try await cart.remove(user, productID) == .failure(.notInCart(productID)))
            #expect(try await cart.remove(user, mug).get().items.isEmpty)
            #expect(try await cart.remove(user, mug) == .failure(.notInCart(mug)))
        }
    }

    @Test("clearing empties the cart; clearing an empty or unknown cart succeeds", arguments: Backend.enabled)
    func clear(backend: Backend) async throws {
        try await withCart(backend) { cart in
            let user = try await cart.user("ada")
            for name in ["Mug", "Pen", "Ink"] {
                _ = try await cart.add(user, try await cart.product(name), 2).get()
            }
            #expect(try await cart.clear(user) == .success(Cart(items: [])))
            #expect(try await cart.database.cartLineCount(user: user) == 0)
            #expect(try await cart.clear(user) == .success(Cart(items: [])))
            #expect(try await cart.clear(-1) == .success(Cart(items: [])))
        }
    }
}
