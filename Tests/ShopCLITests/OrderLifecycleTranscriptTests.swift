import Foundation
import ShopTerminal
import ShopTestSupport
import Testing

/// `order cancel` and paged `orders`, through the real executable in human mode, on a SQLite file and on a
/// PostgreSQL database.
@Suite("Transcripts: cancelling orders and paging the history")
struct OrderLifecycleTranscriptTests {
    private func money(_ cents: Int) -> String { MoneyFormatter.format(cents: cents) }

    @Test(
        "a customer cancels a placed order: the stock comes back, a second cancel is refused",
        arguments: Backend.enabled)
    func cancel(_ backend: Backend) async throws {
        try await withShopFixture(backend, cheapPasswords: true) { fixture in
            let product = try #require(try await fixture.seededProducts(1).first)
            let placing = try await fixture.shop([
                "register carol_1 password-carol", "cart add \(product.id) 2", "checkout",
            ])
            #expect(placing.status == 0)
            let placed = try #require(placing.lines.first { $0.hasPrefix("Order #") })
            let orderID = placed.split(separator: " ")[1].dropFirst()

            let result = try await fixture.shop([
                "login carol_1 password-carol", "order cancel \(orderID)", "order \(orderID)", "product \(product.id)",
                "order cancel \(orderID)", "order cancel 999999", "order cancel first", "order cancle \(orderID)",
            ])
            #expect(result.status == 1)
            let lines = result.lines
            #expect(
                lines.contains("Order #\(orderID) cancelled: 2 items back in stock, \(money(product.priceCents * 2))."))
            #expect(lines.contains { $0.hasPrefix("Order #\(orderID): cancelled, 20") && $0.contains("(cancelled 20") })
            #expect(lines.contains("  Stock        \(product.stock)"), "the stock is back to what the seeder left")
            #expect(
                result.errorLines == [
                    "error: order \(orderID) is cancelled, so it can no longer be cancelled. "
                        + "Only a placed order can be cancelled.",
                    "error: no order 999999 was found. Use 'orders' to list your orders.",
                    "error: 'first' is not an order id (ids are whole numbers from 1 to 9223372036854775807). "
                        + "Usage: order cancel <order-id>",
                    "error: too many arguments for 'order'. Usage: order <order-id>",
                ])
        }
    }

    @Test("another user's order cannot be cancelled; signed out, cancel asks for a login", arguments: Backend.enabled)
    func otherUsersOrder(_ backend: Backend) async throws {
        try await withShopFixture(backend, cheapPasswords: true) { fixture in
            let product = try #require(try await fixture.seededProducts(1).first)
            let placing = try await fixture.shop([
                "login user0001 password-0001", "cart clear", "cart add \(product.id)", "checkout",
            ])
            let placed = try #require(placing.lines.first { $0.hasPrefix("Order #") })
            let orderID = placed.split(separator: " ")[1].dropFirst()
            let result = try await fixture.shop(["login user0002 password-0002", "order cancel \(orderID)"])
            #expect(result.status == 1)
            #expect(result.errorLines == ["error: no order \(orderID) was found. Use 'orders' to list your orders."])
            let owner = try await fixture.shop(["login user0001 password-0001", "order \(orderID)"])
            #expect(owner.lines.contains { $0.hasPrefix("Order #\(orderID): placed, ") })
        }
    }

    @Test("orders come a page at a time with --page and --per-page", arguments: Backend.enabled)
    func pages(_ backend: Backend) async throws {
        try await withShopFixture(backend, cheapPasswords: true) { fixture in
            let product = try #require(try await fixture.seededProducts(1).first)
            var commands = ["register dave_1 password-dave"]
            for _ in 0..<3 { commands += ["cart add \(product.id)", "checkout"] }
            commands += ["orders --per-page 2", "orders --page 2 --per-page 2", "orders --page 9", "orders --page 0"]
            let result = try await fixture.shop(commands)
            #expect(result.status == 1)
            let lines = result.lines
            #expect(lines.contains("Page 1 of 2 (3 orders)."))
            #expect(lines.contains("Page 2 of 2 (3 orders)."))
            #expect(lines.contains("No orders on page 9; there is 1 page (3 orders)."))
            #expect(
                result.errorLines == [
                    "error: --page must be a whole number from 1 to 100000000, not '0'. "
                        + "Usage: orders [--page N] [--per-page N]"
                ])
        }
    }
}
