import Foundation
import SQLiteStore
import Testing

/// `shop-cli seed`, `shop-cli migrate` and `shop-cli --help`, through the real executable.
@Suite("Transcripts: seed, migrate and --help")
struct ToolCommandTests {
    @Test("--help lists the subcommands and the shell commands")
    func help() async throws {
        let fixture = try ShopFixture()
        let result = try await fixture.run(["--help"])
        #expect(result.status == 0)
        for word in [
            "repl", "seed", "migrate", "--db", "--json", "cart add <product-id> [<quantity>]",
            "open <shop:// URL>",
        ] {
            #expect(result.standardOutput.contains(word), "\(word)")
        }
        let seedHelp = try await fixture.run(["seed", "--help"])
        for word in ["--products", "--users", "--seed", "--replace"] {
            #expect(seedHelp.standardOutput.contains(word), "\(word)")
        }
    }

    @Test("seed: fills a new database, refuses a full one, replaces on request")
    func seed() async throws {
        let fixture = try ShopFixture()
        let path = fixture.directory.appendingPathComponent("seeded.sqlite").path
        let first = try await fixture.run(["seed", "--db", path, "--products", "40", "--users", "2", "--seed", "7"])
        #expect(first.status == 0)
        #expect(first.lines.count == 1)
        #expect(first.lines[0].hasPrefix("Seeded '\(path)': 12 categories, 40 products, 2 users and "))
        #expect(first.errorLines.first == "Seeding '\(path)': 40 products, 2 users, seed 7.")
        #expect(first.errorLines.contains("  products: 40"))

        let refused = try await fixture.run(["seed", "--db", path])
        #expect(refused.status == 1)
        #expect(refused.lines == [])
        #expect(
            refused.errorLines.last
                == "error: the database already holds 40 product(s) and 3 user(s); pass --replace to wipe it first")

        let replaced = try await fixture.run(["seed", "--db", path, "--products", "10", "--users", "0", "--replace"])
        #expect(replaced.status == 0)
        let listing = try await fixture.run(["--db", path, "--json"], input: ["products --per-page 1"])
        #expect(listing.lines.first?.hasSuffix(#""page":1,"perPage":1,"total":10},"command":"products"}"#) == true)

        let invalid = try await fixture.run(["seed", "--db", path, "--products", "20000000"])
        #expect(invalid.status != 0)
        #expect(invalid.standardError.contains("--products must be between 0 and"))
    }

    @Test("migrate: applies to a new file, then is up to date; --status lists applied and pending")
    func migrate() async throws {
        let fixture = try ShopFixture()
        let path = fixture.directory.appendingPathComponent("migrated.sqlite").path
        let missing = try await fixture.run(["migrate", "--db", path, "--status"])
        #expect(missing.status == 69)
        #expect(missing.errorLines == ["error: database error: no database at '\(path)'"])

        let applied = try await fixture.run(["migrate", "--db", path])
        #expect(applied.status == 0)
        #expect(applied.lines.first == "Created '\(path)'.")
        #expect(applied.lines.contains("Applied 0001 create_category"))
        #expect(applied.lines.contains("Applied 0009 widen_product_search_prefixes"))
        #expect(applied.lines.last == "Applied 17 migrations to '\(path)'.")

        let again = try await fixture.run(["migrate", "--db", path])
        #expect(again.lines == ["'\(path)' is up to date (17 migrations)."])

        let status = try await fixture.run(["migrate", "--db", path, "--status"])
        #expect(status.status == 0)
        #expect(status.lines.first == "Migrations of '\(path)':")
        #expect(
            status.lines.contains { line in
                let columns = line.split(separator: " ")
                return columns.count == 4 && columns[0] == "0003" && columns[1] == "create_product_search"
                    && columns[2] == "applied" && columns[3].hasPrefix("20")
            })
        #expect(status.lines.last == "17 applied, 0 pending.")
    }
}
