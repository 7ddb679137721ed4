import Foundation
import ShopTestSupport
import Testing

/// `open <shop:// URL>` through the launcher's URL routes, in `--json` mode.
@Suite("Transcripts: deep links")
struct DeepLinkTranscriptTests {
    private func object(_ line: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    private func code(_ line: String) throws -> String? {
        ((try object(line))["error"] as? [String: Any])?["code"] as? String
    }

    @Test("each route gives the same result as the typed command", arguments: Backend.enabled)
    func routes(_ backend: Backend) async throws {
        try await withShopFixture(backend) { fixture in
            let product = try #require(try await fixture.seededProducts(1).first)
            let pairs = [
                ("open shop://product/\(product.id)", "product \(product.id)"),
                ("open shop://category/books", "products --category books"),
                ("open 'shop://category/books?page=2&sort=price'", "products --category books --page 2 --sort price"),
                ("open shop://search?q=lamp", "search lamp"),
                ("open 'shop://search?q=red%20lamp&page=1'", "search red lamp"),
                ("open shop://cart", "cart"),
                ("open shop://orders", "orders"),
                ("open shop://order/1", "order 1"),
            ]
            let result = try await fixture.shop(
                ["login user0001 password-0001"] + pairs.flatMap { [$0.0, $0.1] },
                json: true)
            #expect(result.lines.count == 1 + 2 * pairs.count)
            for (index, pair) in pairs.enumerated() {
                let opened = result.lines[1 + 2 * index]
                let typed = result.lines[2 + 2 * index]
                let typedName = try #require(pair.1.split(separator: " ").first)
                let suffix = #","command":"\#(typedName)"}"#
                #expect(opened.hasSuffix(#","command":"open"}"#) && typed.hasSuffix(suffix), "\(pair.0)")
                #expect(opened.dropLast(#","command":"open"}"#.count) == typed.dropLast(suffix.count), "\(pair.0)")
                if pair.1 != "order 1" {
                    #expect(opened.hasPrefix(#"{"ok":true,"#), "\(pair.0): \(opened)")
                }
            }
        }
    }

    @Test("shop://cart goes through the auth barrier", arguments: Backend.enabled)
    func barrier(_ backend: Backend) async throws {
        try await withShopFixture(backend) { fixture in
            _ = try await fixture.shop([])
            let result = try await fixture.shop(
                ["open shop://cart", "user0001", "password-0001", "open shop://orders", ""],
                json: true)
            #expect(result.errorLines == ["Login required for 'cart'."])
            #expect(
                result.lines.prefix(2) == [
                    #"{"ok":true,"result":{"username":"user0001","role":"customer"},"command":"login"}"#,
                    #"{"ok":true,"result":{"items":[],"totalCents":0},"command":"open"}"#,
                ])
            #expect(result.lines[2].hasPrefix(#"{"ok":true,"result":{"items":[{"id":"#))
        }
    }

    static let badLinks = [
        ("open shop://nowhere", "not-found"),
        ("open shop://product/1/extra", "not-found"),
        ("open http://example.com/product/1", "invalid-arguments"),
        ("open not-a-url", "invalid-arguments"),
        ("open shop://product/abc", "invalid-arguments"),
        ("open shop://product/-4", "invalid-arguments"),
        ("open shop://product/99999999999999999999", "invalid-arguments"),
        ("open shop://order/0", "invalid-arguments"),
        ("open shop://search", "invalid-arguments"),
        ("open 'shop://search?q=%20'", "invalid-arguments"),
        ("open 'shop://category/books?sort=size'", "invalid-arguments"),
        ("open 'shop://category/books?page=0'", "invalid-arguments"),
        ("open 'shop://product/%ZZ'", "invalid-arguments"),
        ("open shop://product/99999", "not-found"),
        ("open shop://category/nope", "not-found"),
    ]

    @Test("malformed and unknown links are invalid-arguments or not-found", arguments: Backend.enabled)
    func badLinks(_ backend: Backend) async throws {
        try await withShopFixture(backend) { fixture in
            let result = try await fixture.shop(Self.badLinks.map(\.0), json: true)
            #expect(result.status == 1)
            try #require(result.lines.count == Self.badLinks.count)
            for (index, (line, expected)) in Self.badLinks.enumerated() {
                #expect(try code(result.lines[index]) == expected, "\(line): \(result.lines[index])")
            }
        }
    }
}
