import Foundation
import ShopTerminal
import ShopTestSupport
import Testing

/// Every command, through the real executable in human mode: the same transcripts on a SQLite file and on a
/// PostgreSQL database (when `SHOP_TEST_DATABASE_URL` names a server).
@Suite("Transcripts: commands")
struct CommandTranscriptTests {
    private func money(_ cents: Int) -> String { MoneyFormatter.format(cents: cents) }

    @Test("a fresh database is created, seeded, and private (a SQLite file is 0600)", arguments: Backend.enabled)
    func freshDatabase(_ backend: Backend) async throws {
        try await withShopFixture(backend) { fixture in
            let result = try await fixture.shop(["whoami"])
            #expect(result.status == 0)
            #expect(result.lines == ["Not logged in."])
            #expect(
                result.errorLines == [
                    "Created the shop database '\(fixture.database)' with the demo catalog "
                        + "(customers 'user0001' … 'user0003' with passwords 'password-0001' … 'password-0003'; "
                        + "staff account 'staff', password 'staff-password')."
                ])
            if backend == .sqlite {
                let attributes = try FileManager.default.attributesOfItem(atPath: fixture.database)
                #expect((attributes[.posixPermissions] as? Int) == 0o600)
            }
        }
    }

    @Test("browsing: help, categories, products, search, product", arguments: Backend.enabled)
    func browsing(_ backend: Backend) async throws {
        try await withShopFixture(backend) { fixture in
            let product = try #require(try await fixture.seededProducts(1).first)
            let result = try await fixture.shop([
                "help", "help cart", "categories", "products --category books --per-page 2 --sort price",
                "search lapt --per-page 2", "product \(product.id)", "quit", "whoami",
            ])
            #expect(result.status == 0)
            #expect(result.errorLines == [])
            let lines = result.lines
            #expect(lines.first == "Commands:")
            #expect(lines.contains("  quit | exit                         Leave the shop"))
            #expect(lines.contains("cart set <product-id> <quantity>"))
            #expect(lines.contains("Slug       Name       Products"))
            #expect(lines.contains { $0.hasPrefix("books      Books ") })
            #expect(lines.contains("Page 1 of 12 (24 products)."))
            #expect(lines.contains { $0.hasPrefix("Page 1 of ") && $0.hasSuffix("match 'lapt').") })
            #expect(lines.contains(product.name))
            #expect(lines.contains("  ID           \(product.id)"))
            #expect(lines.contains("  Price        \(money(product.priceCents))"))
            #expect(!lines.contains("Not logged in."), "nothing runs after quit")
        }
    }

    @Test("an account, a cart, a checkout and an order, across two runs", arguments: Backend.enabled)
    func shopping(_ backend: Backend) async throws {
        try await withShopFixture(backend) { fixture in
            let products = try await fixture.seededProducts(2)
            let (first, second) = (products[0], products[1])
            let result = try await fixture.shop([
                "register alice_1 password-alice", "whoami",
                "cart add \(first.id) 2", "cart set \(first.id) 3", "cart add \(second.id)", "cart remove \(second.id)",
                "cart", "checkout", "orders", "cart clear", "logout", "whoami",
            ])
            #expect(result.status == 0)
            #expect(result.errorLines == [])
            let lines = result.lines
            let total = first.priceCents * 3
            #expect(
                lines.starts(with: [
                    "Registered and logged in as alice_1.", "Logged in as alice_1.",
                    "Added 2 × \(first.name) to your cart.",
                ]))
            #expect(lines.contains("Set \(first.name) to 3 in your cart."))
            #expect(lines.contains("Added 1 × \(second.name) to your cart."))
            #expect(lines.contains("Removed \(second.name) from your cart."))
            #expect(lines.contains("Total: \(money(total)) (3 items)."))
            let placed = try #require(lines.first { $0.hasPrefix("Order #") })
            #expect(placed.hasSuffix(" placed: 3 items, \(money(total))."))
            #expect(lines.contains { $0.hasPrefix("Order  Status  Items") && $0.hasSuffix("Placed (UTC)") })
            #expect(lines.suffix(3) == ["Your cart is now empty.", "Logged out.", "Not logged in."])
            let orderID = placed.split(separator: " ")[1].dropFirst()

            let again = try await fixture.shop([
                "login alice_1 password-alice", "order \(orderID)", "cart add \(first.id)", "cart", "order 999999",
            ])
            #expect(again.status == 1)
            #expect(again.lines.first == "Logged in as alice_1.")
            #expect(again.lines[1].hasPrefix("Order #\(orderID): placed, 20") && again.lines[1].hasSuffix(" UTC."))
            #expect(again.lines.contains("Total: \(money(total)) (3 items)."))
            #expect(again.errorLines == ["error: no order 999999 was found. Use 'orders' to list your orders."])
        }
    }

    @Test(
        "data persists across restarts: register in one process, log in and shop in the next",
        arguments: Backend.enabled)
    func restarts(_ backend: Backend) async throws {
        try await withShopFixture(backend) { fixture in
            let product = try #require(try await fixture.seededProducts(1).first)
            let first = try await fixture.shop(["register bob.b password-bob", "cart add \(product.id) 2"])
            #expect(first.status == 0)
            let second = try await fixture.shop(["whoami", "login bob.b", "password-bob", "cart", "logout"])
            #expect(second.status == 0)
            #expect(second.lines.prefix(2) == ["Not logged in.", "Logged in as bob.b."])
            #expect(second.lines.contains { $0.contains(product.name) && $0.hasSuffix(money(product.priceCents * 2)) })
            #expect(second.lines.last == "Logged out.")
            let third = try await fixture.shop(["register bob.b another-password", "login bob.b wrong-password"])
            #expect(third.status == 1)
            #expect(
                third.errorLines == [
                    "error: the username 'bob.b' is already taken. Choose another username, or 'login' if it is yours.",
                    "error: wrong username or password. Check the username and password, or 'register' a new account.",
                ])
        }
    }

    @Test("cart and checkout errors: unknown product, stock, empty cart", arguments: Backend.enabled)
    func cartErrors(_ backend: Backend) async throws {
        try await withShopFixture(backend) { fixture in
            let product = try #require(try await fixture.seededProducts(1).first)
            let result = try await fixture.shop([
                "login user0001 password-0001", "cart clear", "checkout", "cart add 99999", "cart remove \(product.id)",
                "cart add \(product.id) \(product.stock + 1)", "product 99999", "products --category nope",
            ])
            #expect(result.status == 1)
            #expect(result.lines.prefix(2) == ["Logged in as user0001.", "Your cart is now empty."])
            let errors = result.errorLines
            try #require(errors.count == 6, "\(errors)")
            #expect(errors.allSatisfy { $0.hasPrefix("error: ") })
            #expect(
                errors[0] == "error: the cart is empty. Add products with 'cart add <product-id> [<quantity>]' first.")
            #expect(errors[1].hasPrefix("error: no product has id 99999."))
            #expect(errors[2].hasPrefix("error: product \(product.id) is not in the cart."))
            #expect(errors[3].hasPrefix("error: only \(product.stock) unit(s) of product \(product.id) in stock"))
            #expect(errors[5].hasPrefix("error: no category has the slug 'nope'."))
        }
    }
}
