import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import CartData
import CartDataIO
import Foundation
import SQLiteStore
import ShopTestSupport
import Testing

@Suite("Reading the cart")
@MainActor
struct CartReadTests {
    @Test("a user with no lines has an empty cart")
    func emptyCart() async throws {
        let fixture = try CartFixture()
        let user = try fixture.user("ada")
        let cart = try await fixture.cart(user).get()
        #expect(cart.items.isEmpty)
        #expect(cart.totalCents == 0)
    }

    @Test("unknown and negative user ids read an empty cart", arguments: [Int64(0), -1, 999, .max, .min])
    func unknownUser(userID: Int64) async throws {
        let fixture = try CartFixture()
        #expect(try await fixture.cart(userID) == .success(Cart(items: [])))
    }

    @Test("lines carry the product's name and its current price")
    func currentPrice() async throws {
        let fixture = try CartFixture()
        let user = try fixture.user("ada")
        let mug = try fixture.product("Mug", priceCents: 450)
        _ = try await fixture.add(user, mug, 2).get()
        try fixture.execute("UPDATE product SET priceCents = ?, name = ? WHERE id = ?", [600, "Big mug", mug])

        let cart = try await fixture.cart(user).get()
        #expect(cart.items == [CartLine(productID: mug, name: "Big mug", quantity: 2, unitPriceCents: 600)])
        #expect(cart.totalCents == 1200)
    }

    @Test("lines are oldest first, ties broken by product id")
    func order() async throws {
        let fixture = try CartFixture()
        let user = try fixture.user("ada")
        let first = try fixture.product("First")
        let second = try fixture.product("Second")
        let third = try fixture.product("Third")
        _ = try await fixture.add(user, third).get()
        _ = try await fixture.add(user, first).get()
        _ = try await fixture.add(user, second).get()
        let sql = "UPDATE cartItem SET addedAt = ? WHERE userId = ? AND productId = ?"
        try fixture.execute(sql, ["2026-01-02T00:00:00.000Z", user, first])
        try fixture.execute(sql, ["2026-01-01T00:00:00.000Z", user, third])
        try fixture.execute(sql, ["2026-01-01T00:00:00.000Z", user, second])

        let cart = try await fixture.cart(user).get()
        #expect(cart.items.map(\.productID) == [second, third, first])
    }

    @Test("lines added one after the other keep their adding order")
    func addingOrder() async throws {
        let fixture = try CartFixture()
        let user = try fixture.user("ada")
        let products = try (0..<4).map { try fixture.product("P\($0)") }
        for product in products.reversed() {
            _ = try await fixture.add(user, product).get()
        }
        let stamps = try products.reversed().map { try #require(try fixture.storedAddedAt(user: user, product: $0)) }
        #expect(stamps == stamps.sorted())
        let expected = zip(stamps, products.reversed()).sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.1)
        #expect(try await fixture.cart(user).get().items.map(\.productID) == expected)
    }

    @Test("addedAt is stored as ISO-8601 UTC with milliseconds and survives a merge")
    func timestampFormat() async throws {
        let fixture = try CartFixture()
        let user = try fixture.user("ada")
        let mug = try fixture.product("Mug")
        _ = try await fixture.add(user, mug).get()
        let stamp = try #require(try fixture.storedAddedAt(user: user, product: mug))
        #expect(stamp.wholeMatch(of: /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/) != nil)
        _ = try await fixture.add(user, mug, 2).get()
        _ = try await fixture.set(user, mug, 5).get()
        #expect(try fixture.storedAddedAt(user: user, product: mug) == stamp)
    }

    @Test("SQL metacharacters and unicode in names come back literally")
    func literalNames() async throws {
        let fixture = try CartFixture()
        let user = try fixture.user("ada")
        let names = ["'; DROP TABLE product; --", "Robert\"); DELETE FROM cartItem;--", "Crème brûlée 🍮 ½", ""]
        var ids: [Int64] = []
        for name in names {
            let id = try fixture.product(name)
            ids.append(id)
            _ = try await fixture.add(user, id).get()
        }
        let cart = try await fixture.cart(user).get()
        #expect(Set(cart.items.map(\.name)) == Set(names))
        #expect(try fixture.database.scalar("SELECT count(*) FROM product") == names.count)
        #expect(try fixture.storedLineCount(user: user) == names.count)
    }

    @Test("every board is registered by CartData's plugin and reachable through its Motherboard accessors")
    func plugins() async throws {
        let fixture = try CartFixture()
        for id in [
            CartDataID.cart, CartDataID.addItem, CartDataID.setQuantity, CartDataID.removeItem, CartDataID.clear,
        ] {
            #expect(fixture.launcher.pluginName(registering: id)?.hasPrefix("CartDataModulePlugin") == true)
        }
        let user = try fixture.user("ada")
        let mug = try fixture.product("Mug", priceCents: 300)
        let mainboard = fixture.mainboard
        let change = CartChange(userID: user, productID: mug)
        let added = try await mainboard.ioAddToCart().blockActivation.run(change).get()
        #expect(added.items.count == 1)
        #expect(try await mainboard.ioCart().blockActivation.run(user) == .success(added))
    }
}
