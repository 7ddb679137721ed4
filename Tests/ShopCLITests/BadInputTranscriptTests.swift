import Foundation
import ShopTestSupport
import Testing

/// Hostile and mistyped input never crashes the shell: each bad line gets one `error:` line and the shell goes on.
@Suite("Transcripts: bad input")
struct BadInputTranscriptTests {
    @Test("mistakes get one error line each, with a hint, and the shell keeps going", arguments: Backend.enabled)
    func mistakes(_ backend: Backend) async throws {
        try await withShopFixture(backend) { fixture in
            _ = try await fixture.shop([])
            let longLine = String(repeating: "x", count: 200_000)
            let result = try await fixture.shop([
                "serch lamp", "product 99999999999999999999", "product -5", "product abc", "cart add 1 -2",
                "search \"unterminated", "search 'also", "product 1\u{1B}[2J", "bell\u{07}", longLine,
                "products --page 0", "products --per-page 1000", "help nope", "cart explode", "whoami",
            ])
            #expect(result.status == 1)
            #expect(result.lines == ["Not logged in."])
            let errors = result.errorLines
            try #require(errors.count == 14, "\(errors)")
            #expect(errors.allSatisfy { $0.hasPrefix("error: ") && $0.count < 300 }, "\(errors)")
            #expect(
                errors[0]
                    == "error: unknown command 'serch' (did you mean 'search'?). Type 'help' to list the commands.")
            #expect(
                errors[1] == "error: '99999999999999999999' is not a product id (ids are whole numbers from 1 to "
                    + "9223372036854775807). Usage: product <id>")
            #expect(
                errors[5] == "error: unterminated double quote (\") starting at column 8. Close the quote, or escape "
                    + "it "
                    + "with a backslash.")
            #expect(errors[7].hasPrefix("error: control character U+001B at column 10 is not allowed."))
            #expect(errors[9].hasPrefix("error: unknown command 'xxxxxxxx"))
            #expect(
                errors[13] == "error: unknown cart command 'explode'. Cart commands: cart, cart add, cart set, "
                    + "cart remove, cart clear.")
            #expect(!result.standardOutput.contains("\u{1B}") && !result.standardError.contains("\u{1B}"))
        }
    }

    @Test("SQL metacharacters are data: stored and shown literally", arguments: Backend.enabled)
    func sqlMetacharacters(_ backend: Backend) async throws {
        try await withShopFixture(backend) { fixture in
            _ = try await fixture.shop([])
            let result = try await fixture.shop([
                "register \"robert'); DROP TABLE user;--\" password1", "login \"x' OR '1'='1\" anything-at-all",
                "search \"'; DROP TABLE product; --\"", "search \"\\\" OR 1=1 --\"",
                "products --category \"' OR ''='\"",
                "register o.brien-_1 \"p'; DROP TABLE user;--\"", "logout",
                "login o.brien-_1 \"p'; DROP TABLE user;--\"",
                "categories",
            ])
            let errors = result.errorLines
            #expect(errors.allSatisfy { $0.hasPrefix("error: ") }, "\(errors)")
            try #require(errors.count >= 2, "\(errors)")
            #expect(errors[0].hasPrefix("error: invalid username"))
            #expect(errors[1].hasPrefix("error: wrong username or password."))
            #expect(errors.contains("error: no category has the slug '' OR ''=''. Use 'categories' to list the slugs."))
            let lines = result.lines
            #expect(lines.contains("Registered and logged in as o.brien-_1."))
            #expect(lines.contains("Logged in as o.brien-_1."))
            #expect(lines.contains { $0.hasPrefix("books      Books ") }, "the tables are intact")
            let searches = lines.filter { $0.hasPrefix("No products match") || $0.hasPrefix("Page ") }
            #expect(searches.count == 2, "\(lines)")
            #expect(
                lines.contains("No products match ''; DROP TABLE product; --'.")
                    || lines.contains { $0.hasSuffix("match ''; DROP TABLE product; --').") })
        }
    }

    @Test("commands are case-insensitive, blank and comment lines are skipped", arguments: Backend.enabled)
    func leniency(_ backend: Backend) async throws {
        try await withShopFixture(backend) { fixture in
            _ = try await fixture.shop([])
            let result = try await fixture.shop(["", "   ", "# a comment with an 'odd quote", "WHOAMI", "Quit"])
            #expect(result.status == 0)
            #expect(result.lines == ["Not logged in."])
            #expect(result.errorLines == [])
        }
    }
}
