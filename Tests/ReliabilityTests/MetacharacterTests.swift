import Foundation
import SQLiteStore
import ShopTestSupport
import Testing

/// SQL, FTS and shell metacharacters in every text field are data: stored and shown exactly, never executed.
@Suite("Security: metacharacters are data")
struct MetacharacterTests {
    static let hostile = [
        "'; DROP TABLE product; --", "\" OR 1=1 --", "' OR ''='", "%", "_", "*", "NEAR(a b)", "a AND", "NOT",
        "col:val", "^x", "((", "\\", "$(id)", "`id`", "; rm -rf / #", "%00", "漢字'\"",
        "' UNION SELECT passwordHash FROM user --",
    ]

    @Test("usernames, passwords, search text, category slugs and link parameters")
    func everyTextField() async throws {
        let workspace = try ShopWorkspace("meta")
        try await workspace.create()
        // A product and a category whose stored text is hostile, to see it shown back exactly.
        let name = "Robert'); DROP TABLE product;-- \"Tables\" 100% _x_"
        let slug = "o'hara-100%"
        do {
            let connection = try Connection(path: workspace.database, mode: .readWrite)
            try connection.execute(sql: "INSERT INTO category (slug, name) VALUES ('o''hara-100%', 'O''Hara \"%\"')")
            let insert = try connection.prepare(
                """
                INSERT INTO product (sku, name, description, categoryId, priceCents, stock, createdAt, updatedAt)
                VALUES ('META-1', ?, 'zyzzyva; DELETE FROM user', last_insert_rowid(), 1234, 5, '2026-01-01', '2026-01-01')
                """)
            try name.bind(to: insert, at: 1)
            try insert.execute()
        }
        let inspector = ShopInspector(path: workspace.database)
        let productID = try inspector.scalar("SELECT id FROM product WHERE sku = 'META-1'")
        let before = try inspector.content()
        let password = "p'; DROP TABLE user; -- \"$(id)\" %s \\ 漢"
        let quotedPassword = "'" + password.replacingOccurrences(of: "'", with: "'\\''") + "'"

        var script = [
            "register \"robert'); DROP TABLE user;--\" password1", "register \"a' OR '1'='1\" password1",
            "login \"x' OR '1'='1\" anything-at-all", "login \"user0001' --\" x",
            "register meta.user-_1 \(quotedPassword)", "logout", "login meta.user-_1 \(quotedPassword)",
            "login meta.user-_1 \(quotedPassword.dropLast(2))'",
            "search zyzzyva", "product \(productID)", "products --category \"\(slug)\"",
            "open \"shop://category/o'hara-100%25\"", "open \"shop://product/\(productID)\"",
        ]
        for text in Self.hostile {
            let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            let encoded = text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
            script += [
                "search \"\(escaped)\"", "products --category \"\(escaped)\"",
                "open \"shop://search?q=\(encoded)\"", "open \"shop://category/\(encoded)\"",
            ]
        }
        let result = try await workspace.run(script)
        #expect(!result.showsCrash && result.exitedNormally)
        let (lines, violations) = parseJSONLines(result.lines)
        #expect(violations.isEmpty, "\(violations)")
        try #require(lines.count == script.count, "one line per command: \(lines.count)")

        #expect(lines[0...1].allSatisfy { $0.code == "invalid-arguments" }, "hostile usernames are refused")
        #expect(lines[2...3].allSatisfy { $0.code == "invalid-credentials" }, "no login by injection")
        #expect(
            lines[4].username == .some("meta.user-_1") && lines[6].username == .some("meta.user-_1"),
            "the password with metacharacters is stored and compared literally")
        #expect(lines[7].code == "invalid-credentials", "a different password is refused")
        #expect(lines[8].items.compactMap { $0["name"] as? String } == [name], "search finds the hostile product")
        #expect(lines[9].payload["name"] as? String == name && lines[12].payload["name"] as? String == name)
        #expect(lines[9].payload["description"] as? String == "zyzzyva; DELETE FROM user")
        #expect(lines[10].items.count == 1 && lines[11].items.count == 1, "the hostile slug works, typed and linked")
        for (index, line) in lines.enumerated().dropFirst(13) {
            let text = Self.hostile[(index - 13) / 4]
            // Searches succeed or are refused as empty; unknown slugs are not-found, quoted back literally.
            #expect(
                line.ok || ["invalid-arguments", "not-found"].contains(line.code),
                "'\(text)' (\(["search", "category", "search link", "category link"][(index - 13) % 4])): \(line.text)")
            if line.code == "not-found", (index - 13) % 4 == 1 {
                #expect(line.message?.contains("'\(String(text.prefix(59)))'") == true, "\(line.text)")
            }
        }
        var after = try inspector.content()
        let newUsers = Set(after["user", default: []]).subtracting(before["user", default: []])
        #expect(newUsers.count == 1 && newUsers.first?.contains("|meta.user-_1|") == true)
        after["user"] = before["user"]
        #expect(contentDifferences(expected: before, actual: after) == [], "nothing else changed")
        #expect(try inspector.integrity() == "ok")

        let human = try await workspace.run(
            ["product \(productID)", "search \"'; DROP TABLE product; --\""],
            arguments: ["--db", workspace.database])
        #expect(human.lines.contains { $0.contains(name) }, "human output shows the name exactly: \(human.lines)")
        report(
            "metacharacters: \(script.count) commands, \(Self.hostile.count) hostile texts × 4 fields + "
                + "usernames, passwords, a hostile product name and category slug; all literal, database unchanged")
    }
}
