import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import CartDataIO
import DataFailure
import OrderService
import OrderServiceIO
import SQLiteStore
import ShopTestSupport
import Testing

@Suite("Checkout failures change nothing")
@MainActor
struct CheckoutFailureTests {
    @Test("a line above the stock fails the whole checkout: stock, cart and orders are untouched")
    func insufficientStock() async throws {
        let fixture = try OrderFixture()
        let ada = try fixture.user("ada")
        let mug = try fixture.product("Mug", stock: 5)
        let pen = try fixture.product("Pen", stock: 5)
        try await fixture.add(ada, mug, 2)
        try await fixture.add(ada, pen, 3)
        try fixture.execute("UPDATE product SET stock = ? WHERE id = ?", [1, pen])
        let cartBefore = try await fixture.cart(ada)

        #expect(
            try await fixture.checkout(ada)
                == .failure(.insufficientStock(productID: pen, name: "Pen", requested: 3, available: 1)))
        #expect(try fixture.database.stock(ofProduct: mug) == 5)
        #expect(try fixture.database.stock(ofProduct: pen) == 1)
        #expect(try await fixture.cart(ada) == cartBefore)
        #expect(try fixture.orderCount() == 0)
        #expect(try fixture.int("SELECT count(*) FROM orderLine") == 0)
        #expect(try await fixture.orders(ada) == .success([]))
    }

    @Test("the first short line in cart order is the one reported")
    func firstShortLine() async throws {
        let fixture = try OrderFixture()
        let ada = try fixture.user("ada")
        let mug = try fixture.product("Mug", stock: 5)
        let pen = try fixture.product("Pen", stock: 5)
        try await fixture.add(ada, pen, 4)
        try await fixture.add(ada, mug, 4)
        let sql = "UPDATE cartItem SET addedAt = ? WHERE userId = ? AND productId = ?"
        try fixture.execute(sql, ["2026-01-01T00:00:00.000Z", ada, pen])
        try fixture.execute(sql, ["2026-01-02T00:00:00.000Z", ada, mug])
        try fixture.execute("UPDATE product SET stock = 0", [])

        #expect(
            try await fixture.checkout(ada)
                == .failure(.insufficientStock(productID: pen, name: "Pen", requested: 4, available: 0)))
    }

    @Test("a total that overflows is a database error and nothing changes")
    func overflow() async throws {
        let fixture = try OrderFixture()
        let ada = try fixture.user("ada")
        let gold = try fixture.product("Gold", priceCents: Int.max / 2, stock: 10)
        try fixture.execute(
            "INSERT INTO cartItem (userId, productId, quantity, addedAt) VALUES (?, ?, ?, ?)",
            [ada, gold, 3, "2026-01-01T00:00:00.000Z"]
        )
        let result = try await fixture.checkout(ada)
        guard case let .failure(.database(failure)) = result else {
            Issue.record("expected a database error, got \(result)")
            return
        }
        #expect(failure.kind == .other)
        #expect(failure.message.contains("too large"))
        #expect(try fixture.database.stock(ofProduct: gold) == 10)
        #expect(try fixture.cartLineCount(ada) == 1)
        #expect(try fixture.orderCount() == 0)
    }

    @Test("SQLite errors come back as database errors that keep their kind")
    func databaseError() async throws {
        let fixture = try OrderFixture()
        let ada = try fixture.user("ada")
        try await fixture.add(ada, try fixture.product("Mug"), 1)
        let readOnly = try DatabasePool.open(path: fixture.database.path, configuration: .init(readOnly: true))
        let launcher = try PluginLauncher.with()
            .install(plugins: OrderServiceModulePlugin.bundledPlugins(database: readOnly))
            .initialize()

        let result = try await launcher.mainboard.ioCheckout().blockActivation.run(ada)
        guard case let .failure(.database(failure)) = result else {
            Issue.record("expected a database error, got \(result)")
            return
        }
        #expect(failure.kind == .readOnly)
        #expect(failure.message.contains("SQLITE_READONLY"))
        #expect(try fixture.cartLineCount(ada) == 1)
        // Reads still work on the read-only pool.
        #expect(
            try await launcher.mainboard.ioOrders().blockActivation.run(OrderHistoryQuery(userID: ada))
                == .success(OrderPage(items: [], page: 1, perPage: 20, total: 0)))
    }

    @Test("errors describe themselves in a sentence")
    func descriptions() {
        #expect(OrderServiceError.emptyCart.description == "the cart is empty")
        #expect(OrderServiceError.orderNotFound(7).description == "no order 7 was found")
        #expect(
            OrderServiceError.insufficientStock(productID: 3, name: "Mug", requested: 4, available: 1).description
                == "only 1 unit(s) of 'Mug' (product 3) in stock, 4 in the cart")
    }
}
