import Foundation
import ShopTestSupport
import Testing

/// The staff's `admin …` commands through the real executable, on both databases: catalog management, order
/// handling, and the staff gate's refusal of a customer.
@Suite("Transcripts: admin commands")
struct AdminTranscriptTests {
    @Test("staff create, edit, restock and archive a product; the catalog follows", arguments: Backend.enabled)
    func catalog(_ backend: Backend) async throws {
        try await withShopFixture(backend, cheapPasswords: true) { fixture in
            _ = try await fixture.shop([])
            let result = try await fixture.shop([
                "login staff staff-password",
                "admin product add 'Quokka Kettle' kitchen 2499 3 --description 'Holds a litre'",
                "admin product edit 241 --price-cents 1999", "search quokka",
                "admin product stock 241 5 delivery from the mill", "admin product stock 241 -100 count",
                "admin product archive 241", "product 241", "admin product add Pot kitchen 0 1",
            ])
            #expect(result.lines.contains("Created product 241."))
            #expect(result.lines.contains("Updated product 241."))
            #expect(result.lines.contains("  Price        $19.99"))
            #expect(result.lines.contains { $0.contains("Quokka Kettle") && $0.contains("$19.99") })
            #expect(result.lines.contains("Product 241 (Quokka Kettle) now has 8 in stock."))
            #expect(
                result.errorLines.contains(
                    "error: product 241 has 8 in stock; a change of -100 would take it below 0. "
                        + "Take at most the units in stock."))
            #expect(result.lines.contains("Archived product 241 (Quokka Kettle)."))
            #expect(result.errorLines.contains { $0.hasPrefix("error: no product has id 241.") })
            #expect(
                result.errorLines.last?.hasPrefix("error: the price-cents must be a whole number from 1 to") == true)
        }
    }

    @Test("staff list every customer's orders and ship, deliver or cancel them", arguments: Backend.enabled)
    func orders(_ backend: Backend) async throws {
        try await withShopFixture(backend, cheapPasswords: true) { fixture in
            _ = try await fixture.shop([])
            let result = try await fixture.shop([
                "login staff staff-password", "admin orders --status placed --user user0002",
                "admin order ship 4", "admin order ship 4", "admin order deliver 4", "admin order cancel 5",
                "admin order cancel 5", "admin orders --status lost",
            ])
            #expect(
                result.lines.prefix(5) == [
                    "Logged in as staff (staff).",
                    "Order  Customer  Status  Items      Total  Placed (UTC)",
                    "-----  --------  ------  -----  ---------  ----------------",
                    "    6  user0002  placed      5  $9,229.95  2025-08-26 12:00",
                    "    5  user0002  placed      5  $2,731.95  2025-05-20 11:00",
                ])
            #expect(result.lines.contains { $0.hasPrefix("Order #4: shipped, ") })
            #expect(
                result.errorLines.contains {
                    $0.hasPrefix("error: order 4 is shipped, so it cannot be marked shipped.")
                })
            #expect(result.lines.contains { $0.hasPrefix("Order #4: delivered, ") })
            #expect(result.lines.contains { $0.hasPrefix("Order #5 cancelled: 5 items back in stock, ") })
            #expect(
                result.errorLines.contains {
                    $0.hasPrefix("error: order 5 is cancelled, so it can no longer be cancelled.")
                })
            #expect(
                result.errorLines.last?.hasPrefix("error: --status must be 'placed', 'shipped', 'delivered' or") == true
            )
            let json = try await fixture.shop(
                ["login staff staff-password", "admin orders --user user0003"], json: true)
            #expect(json.lines.last?.contains(#""username":"user0003""#) == true)
            #expect(json.lines.last?.hasSuffix(#""page":1,"perPage":20,"total":1},"command":"admin orders"}"#) == true)
        }
    }

    @Test("a customer gets 'staff only' for every admin command, and nothing changes", arguments: Backend.enabled)
    func customerRefused(_ backend: Backend) async throws {
        try await withShopFixture(backend, cheapPasswords: true) { fixture in
            _ = try await fixture.shop([])
            let commands = [
                "admin product add Pot kitchen 500 1", "admin product edit 3 --name Mine",
                "admin product stock 3 -1 theft", "admin product archive 3", "admin orders", "admin order ship 4",
                "admin order deliver 1", "admin order cancel 4",
            ]
            let result = try await fixture.shop(["login user0001 password-0001"] + commands + ["product 3"])
            let refusal =
                "error: staff only: 'user0001' is not a staff account. The operator grants the role with "
                + "'shop-cli users promote user0001'."
            #expect(result.errorLines == Array(repeating: refusal, count: commands.count))
            #expect(result.lines.first == "Logged in as user0001." && result.lines.contains("  ID           3"))
            let json = try await fixture.shop(["login user0001 password-0001", "admin orders"], json: true)
            #expect(json.lines.last?.contains(#""code":"forbidden""#) == true)
            let after = try await fixture.shop(["login staff staff-password", "admin orders --status placed"])
            #expect(after.lines.contains { $0.hasPrefix("    4  user0002  placed") })
        }
    }

    @Test(
        "a checkout holding a product staff archived is refused naming it, and goes through once it is removed",
        arguments: Backend.enabled)
    func archivedInCart(_ backend: Backend) async throws {
        try await withShopFixture(backend, cheapPasswords: true) { fixture in
            _ = try await fixture.shop([])
            let added = try await fixture.shop([
                "login user0001 password-0001", "cart clear", "cart add 3", "cart add 233",
            ])
            #expect(added.errorLines.isEmpty)
            let archived = try await fixture.shop(["login staff staff-password", "admin product archive 3"])
            #expect(archived.lines.last == "Archived product 3 (Oakridge Urban Kite P5).")
            let json = try await fixture.shop(["login user0001 password-0001", "checkout"], json: true)
            #expect(
                json.lines.last
                    == #"{"ok":false,"error":{"code":"product-unavailable","message":"'Oakridge Urban Kite P5' (product 3) is no longer sold"},"command":"checkout"}"#
            )
            let retried = try await fixture.shop(["login user0001 password-0001", "cart remove 3", "checkout"])
            #expect(retried.errorLines.isEmpty)
            #expect(retried.lines.contains { $0.hasPrefix("Order #8 placed: 1 item, ") })
        }
    }
}
