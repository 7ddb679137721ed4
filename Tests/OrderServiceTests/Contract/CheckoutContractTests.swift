import Boardy
import BoardyComponentKit
import CartDataIO
import Foundation
import OrderServiceIO
import ShopTestSupport
import Testing

@Suite("OrderService contract: checkout", .timeLimit(.minutes(10)))
@MainActor
struct CheckoutContractTests {
    @Test(
        "checkout turns the cart into a placed order, takes the stock and empties the cart", arguments: Backend.enabled)
    func checkout(backend: Backend) async throws {
        try await withShop(backend) { shop in
            let user = try await shop.user("ada")
            let mug = try await shop.product("Mug", priceCents: 450, stock: 5)
            let pen = try await shop.product("Pen", priceCents: 199, stock: 3)
            try await shop.add(user, mug, 2)
            try await shop.add(user, pen, 3)
            let order = try await shop.checkout(user).get()
            #expect(order.status == .placed)
            #expect(order.totalCents == 1_497)
            #expect(
                order.items == [
                    OrderLine(productID: mug, name: "Mug", quantity: 2, unitPriceCents: 450),
                    OrderLine(productID: pen, name: "Pen", quantity: 3, unitPriceCents: 199),
                ])
            #expect(order.createdAt.wholeMatch(of: /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/) != nil)
            #expect(try await shop.database.stock(ofProduct: mug) == 3)
            #expect(try await shop.database.stock(ofProduct: pen) == 0)
            #expect(try await shop.cart(user).items.isEmpty)
            #expect(try await shop.order(user, order.id) == .success(order))
            #expect(
                try await shop.orders(user)
                    == .success([
                        OrderSummary(
                            id: order.id, status: .placed, totalCents: 1_497, itemCount: 5, createdAt: order.createdAt)
                    ]))
            #expect(try await shop.checkout(user) == .failure(.emptyCart), "a second checkout finds the cart empty")
        }
    }

    @Test(
        "a line above the stock fails the whole checkout, naming the first short line in cart order",
        arguments: Backend.enabled)
    func insufficientStock(backend: Backend) async throws {
        try await withShop(backend) { shop in
            let user = try await shop.user("ada")
            let mug = try await shop.product("Mug", stock: 5)
            let pen = try await shop.product("Pen", stock: 2)
            let ink = try await shop.product("Ink", stock: 1)
            try await shop.add(user, mug, 2)
            try await shop.add(user, pen, 2)
            try await shop.add(user, ink, 1)
            try await shop.database.setStock(ofProduct: pen, to: 1)
            try await shop.database.setStock(ofProduct: ink, to: 0)
            #expect(
                try await shop.checkout(user)
                    == .failure(.insufficientStock(productID: pen, name: "Pen", requested: 2, available: 1)))
            #expect(try await shop.database.stock(ofProduct: mug) == 5)
            #expect(try await shop.cart(user).items.count == 3)
            #expect(try await shop.database.orderCount() == 0)
        }
    }

    @Test(
        "an empty cart cannot be checked out, and nothing is created", arguments: Backend.enabled,
        [Int64(1), 999, 0, -1, .max])
    func emptyCart(backend: Backend, userID: Int64) async throws {
        try await withShop(backend) { shop in
            _ = try await shop.user("ada")
            #expect(try await shop.checkout(userID) == .failure(.emptyCart))
            #expect(try await shop.database.orderCount() == 0)
        }
    }

    @Test(
        "the order keeps the name and price of checkout time; SQL metacharacters stay literal",
        arguments: Backend.enabled)
    func snapshot(backend: Backend) async throws {
        try await withShop(backend) { shop in
            let user = try await shop.user("ada")
            let odd = "'; DROP TABLE order_line; -- Crème 🍮"
            let mug = try await shop.product(odd, priceCents: 300)
            try await shop.add(user, mug, 2)
            let order = try await shop.checkout(user).get()
            try await shop.database.renameProduct(mug, to: "Renamed")
            try await shop.database.setPrice(ofProduct: mug, cents: 999)
            let stored = try await shop.order(user, order.id).get()
            #expect(stored.items == [OrderLine(productID: mug, name: odd, quantity: 2, unitPriceCents: 300)])
            #expect(stored.totalCents == 600)
        }
    }
}
