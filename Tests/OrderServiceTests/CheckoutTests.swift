import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import CartDataIO
import OrderService
import OrderServiceIO
import SQLiteStore
import ShopTestSupport
import Testing

@Suite("Checking out")
@MainActor
struct CheckoutTests {
    @Test("checkout turns the cart into a placed order, takes the stock and empties the cart")
    func checkout() async throws {
        let fixture = try OrderFixture()
        let ada = try fixture.user("ada")
        let mug = try fixture.product("Mug", priceCents: 450, stock: 5)
        let pen = try fixture.product("Pen", priceCents: 120, stock: 10)
        try await fixture.add(ada, mug, 2)
        try await fixture.add(ada, pen, 3)

        let order = try await fixture.checkout(ada).get()
        #expect(order.status == .placed)
        #expect(
            order.items == [
                OrderLine(productID: mug, name: "Mug", quantity: 2, unitPriceCents: 450),
                OrderLine(productID: pen, name: "Pen", quantity: 3, unitPriceCents: 120),
            ])
        #expect(order.totalCents == 2 * 450 + 3 * 120)
        #expect(order.createdAt.wholeMatch(of: /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/) != nil)

        #expect(try fixture.database.stock(ofProduct: mug) == 3)
        #expect(try fixture.database.stock(ofProduct: pen) == 7)
        #expect(try await fixture.cart(ada).items.isEmpty)
        #expect(try fixture.cartLineCount(ada) == 0)
        #expect(try fixture.text("SELECT updatedAt FROM product WHERE id = ?", [mug]) == order.createdAt)
    }

    @Test("the stored order matches the returned one, lines numbered from 1 in cart order")
    func storedRows() async throws {
        let fixture = try OrderFixture()
        let ada = try fixture.user("ada")
        let products = try (1...3).map { try fixture.product("P\($0)", priceCents: 100 * $0) }
        for product in products.reversed() {
            try await fixture.add(ada, product, 1)
        }
        let cartOrder = try await fixture.cart(ada).items.map(\.productID)
        let order = try await fixture.checkout(ada).get()
        #expect(order.items.map(\.productID) == cartOrder)
        #expect(try await fixture.order(ada, order.id) == .success(order))
        #expect(try fixture.int("SELECT userId FROM customerOrder WHERE id = ?", [order.id]) == Int(ada))
        #expect(try fixture.text("SELECT status FROM customerOrder WHERE id = ?", [order.id]) == "placed")
        for (index, line) in order.items.enumerated() {
            #expect(
                try fixture.int(
                    "SELECT productId FROM orderLine WHERE orderId = ? AND lineNumber = ?", [order.id, index + 1]
                ) == Int(line.productID))
        }
    }

    @Test("a line that takes exactly the remaining stock leaves zero")
    func exactStock() async throws {
        let fixture = try OrderFixture()
        let ada = try fixture.user("ada")
        let last = try fixture.product("Last ones", stock: 4)
        try await fixture.add(ada, last, 4)
        _ = try await fixture.checkout(ada).get()
        #expect(try fixture.database.stock(ofProduct: last) == 0)
    }

    @Test("the order keeps the name and price of checkout time")
    func snapshot() async throws {
        let fixture = try OrderFixture()
        let ada = try fixture.user("ada")
        let mug = try fixture.product("Mug", priceCents: 450)
        try await fixture.add(ada, mug, 2)
        let order = try await fixture.checkout(ada).get()

        try fixture.execute("UPDATE product SET priceCents = ?, name = ? WHERE id = ?", [9999, "Golden mug", mug])

        #expect(try await fixture.order(ada, order.id) == .success(order))
        let line = try #require(try await fixture.order(ada, order.id).get().items.first)
        #expect(line.name == "Mug")
        #expect(line.unitPriceCents == 450)
        #expect(try await fixture.orders(ada).get().first?.totalCents == 900)
        // A new cart sees the new price.
        #expect(try await fixture.add(ada, mug, 1).items.first?.unitPriceCents == 9999)
    }

    @Test("SQL metacharacters and unicode in names are snapshotted literally")
    func literalNames() async throws {
        let fixture = try OrderFixture()
        let ada = try fixture.user("ada")
        let names = ["'; DROP TABLE product; --", "x\"); DELETE FROM orderLine; --", "Crème brûlée 🍮", "%_\\"]
        for name in names {
            try await fixture.add(ada, try fixture.product(name), 1)
        }
        let order = try await fixture.checkout(ada).get()
        #expect(Set(order.items.map(\.name)) == Set(names))
        #expect(Set(try await fixture.order(ada, order.id).get().items.map(\.name)) == Set(names))
        #expect(try fixture.int("SELECT count(*) FROM product") == names.count)
        #expect(try fixture.int("SELECT count(*) FROM orderLine") == names.count)
    }

    @Test("an empty cart cannot be checked out, and nothing is created", arguments: [Int64(1), 999, 0, -1, .max])
    func emptyCart(userID: Int64) async throws {
        let fixture = try OrderFixture()
        _ = try fixture.user("ada")
        #expect(try await fixture.checkout(userID) == .failure(.emptyCart))
        #expect(try fixture.orderCount() == 0)
    }

    @Test("a second checkout of the same cart finds it empty")
    func twice() async throws {
        let fixture = try OrderFixture()
        let ada = try fixture.user("ada")
        try await fixture.add(ada, try fixture.product("Mug"), 1)
        _ = try await fixture.checkout(ada).get()
        #expect(try await fixture.checkout(ada) == .failure(.emptyCart))
        #expect(try fixture.orderCount() == 1)
    }

    @Test("every board is registered by OrderService's plugin and reachable through its Motherboard accessors")
    func plugins() async throws {
        let fixture = try OrderFixture()
        for id in [
            OrderServiceID.checkout, OrderServiceID.orders, OrderServiceID.order, OrderServiceID.cancelOrder,
            OrderServiceID.shipOrder, OrderServiceID.deliverOrder, OrderServiceID.staffCancelOrder,
            OrderServiceID.staffOrders,
        ] {
            #expect(fixture.launcher.pluginName(registering: id)?.hasPrefix("OrderServiceModulePlugin") == true)
        }
        let ada = try fixture.user("ada")
        try await fixture.add(ada, try fixture.product("Mug"), 1)
        let mainboard = fixture.mainboard
        let order = try await mainboard.ioCheckout().blockActivation.run(ada).get()
        #expect(
            try await mainboard.ioOrders().blockActivation.run(OrderHistoryQuery(userID: ada)).get().items.map(\.id)
                == [order.id])
        #expect(
            try await mainboard.ioOrder().blockActivation.run(OrderLookup(userID: ada, orderID: order.id))
                == .success(order))
    }
}
