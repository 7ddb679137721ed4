import Foundation
import SQLiteStore
import ShopApp
import Testing

/// One way to break a shop database, and the finding it must produce.
struct Breakage: Sendable, CustomStringConvertible {
    let description: String
    let sql: String
    let kind: ShopCheckFinding.Kind
    let text: String

    static let all: [Breakage] = [
        Breakage(
            description: "negative stock",
            sql: "PRAGMA ignore_check_constraints = ON; UPDATE product SET stock = -3 WHERE id = 2",
            kind: .invariant, text: "stock is never negative, but product 2: stock -3"
        ),
        Breakage(
            description: "a total that is not the sum of the lines",
            sql: "UPDATE customerOrder SET totalCents = 1499 WHERE id = 1",
            kind: .invariant,
            text: "an order's total is the sum of its lines, but order 1: total 1499 cents, lines 1500"
        ),
        Breakage(
            description: "an order without lines",
            sql: "DELETE FROM orderLine WHERE orderId = 1",
            kind: .invariant, text: "every order has lines, but order 1: no lines"
        ),
        Breakage(
            description: "a cart quantity of zero",
            sql: "PRAGMA ignore_check_constraints = ON; UPDATE cartItem SET quantity = 0",
            kind: .invariant, text: "cart quantities are positive, but cart line of user 1, product 3: quantity 0"
        ),
        Breakage(
            description: "an order line of a missing order",
            sql: """
                PRAGMA foreign_keys = OFF;
                INSERT INTO orderLine (orderId, lineNumber, productId, name, unitPriceCents, quantity)
                VALUES (77, 1, 1, 'Anvil', 1000, 1)
                """,
            kind: .foreignKey, text: "of 'orderLine' references a missing row of 'customerOrder'"
        ),
        Breakage(
            description: "a search index that no longer matches the products",
            sql: "DROP TRIGGER productSearchAfterUpdate; UPDATE product SET searchPrimary = 'zeppelin' WHERE id = 1",
            kind: .searchIndex, text: "the search index does not match the products"
        ),
        Breakage(
            description: "a stock edited by hand, behind the ledger",
            sql: "UPDATE product SET stock = stock + 5 WHERE id = 2",
            kind: .invariant,
            text:
                "each product's stock equals the sum of its ledger, but product 2: stock 1005, ledger 1000 (difference 5)"
        ),
    ]
}

@Suite("Durability: shop check")
struct ShopCheckTests {
    @Test("a sound database has no findings")
    func healthy() throws {
        let shop = try ShopFile()
        let report = try ShopDatabase.check(path: shop.path)
        #expect(report.findings == [])
        #expect(report.isHealthy)
    }

    @Test("each kind of damage is reported by the check that looks for it", arguments: Breakage.all)
    func findsBreakage(breakage: Breakage) throws {
        let shop = try ShopFile()
        try shop.execute(breakage.sql)
        let report = try ShopDatabase.check(path: shop.path)
        #expect(!report.isHealthy)
        #expect(
            report.findings.contains { $0.kind == breakage.kind && $0.message.contains(breakage.text) },
            "\(report.findings)")
    }

    @Test("a file that is not a database is an integrity finding; a missing file is an error")
    func unreadableFile() throws {
        let shop = try ShopFile()
        try Data(repeating: 0x5A, count: 40_000).write(to: URL(fileURLWithPath: shop.path))
        try? FileManager.default.removeItem(atPath: shop.path + "-wal")
        try? FileManager.default.removeItem(atPath: shop.path + "-shm")
        let report = try ShopDatabase.check(path: shop.path)
        #expect(report.findings.count == 1)
        #expect(report.findings.first?.kind == .integrity)
        #expect(report.findings.first?.message.contains("damaged") == true, "\(report.findings)")
        #expect(throws: ShopDatabaseError.self) { try ShopDatabase.check(path: shop.directory + "/missing.sqlite") }
    }

    @Test("the check changes nothing in the file")
    func readsOnly() throws {
        let shop = try ShopFile()
        try shop.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        let before = try Data(contentsOf: URL(fileURLWithPath: shop.path))
        _ = try ShopDatabase.check(path: shop.path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: shop.path)) == before)
    }
}
