import Foundation
import ShopTestSupport
import Testing

/// The database tools on PostgreSQL (`--database`): seed, migrate, check, and backup/restore pointing to pg_dump.
@Suite(
    "Tools on PostgreSQL",
    .enabled(if: PostgresTestServer.isEnabled, Comment(rawValue: PostgresTestServer.skipReason)))
struct PostgresToolTests {
    @Test("seed --database migrates an empty database, seeds it with progress, refuses a second seed, --replace wipes")
    func seed() async throws {
        try await withShopFixture(.postgres) { fixture in
            let url = fixture.databaseArguments
            let seeded = try await fixture.run(["seed"] + url + ["--products", "300", "--users", "3", "--seed", "7"])
            #expect(seeded.status == 0, "\(seeded.standardError)")
            #expect(seeded.errorLines.first == "Seeding '\(fixture.database)': 300 products, 3 users, seed 7.")
            #expect(seeded.errorLines.contains("  products: 300"), "progress lines: \(seeded.errorLines)")
            let summary = try #require(seeded.lines.first)
            #expect(summary.hasPrefix("Seeded '\(fixture.database)': 12 categories, 300 products, 3 users and "))

            let refused = try await fixture.run(["seed", "--json"] + url)
            #expect(refused.status == 1)
            #expect(refused.lines.first?.hasPrefix(#"{"ok":false,"error":{"code":"database-not-empty","#) == true)

            let replaced = try await fixture.run(["seed", "--quiet", "--replace", "--products", "20", "--json"] + url)
            #expect(replaced.status == 0 && replaced.errorLines == [], "\(replaced.standardError)")
            let result = try CommandLineCitizenTests.object(try #require(replaced.lines.first))["result"]
            #expect((result as? [String: Any])?["products"] as? Int == 20)

            let products = try await fixture.shop(["products --per-page 1"])
            #expect(products.lines.contains("Page 1 of 20 (20 products)."), "\(products.lines)")
        }
    }

    @Test("migrate applies the PostgreSQL migrations once, --status lists them, check finds a sound shop")
    func migrateAndCheck() async throws {
        try await withShopFixture(.postgres) { fixture in
            let url = fixture.databaseArguments
            let pending = try await fixture.run(["migrate", "--status"] + url)
            #expect(pending.status == 0, "\(pending.standardError)")
            #expect(pending.lines.last?.hasPrefix("0 applied, ") == true, "\(pending.lines)")
            let applied = try await fixture.run(["migrate"] + url)
            #expect(applied.status == 0, "\(applied.standardError)")
            #expect(applied.lines.first == "Created '\(fixture.database)'.")
            #expect(applied.lines.contains("Applied 0001 create_category"))
            let again = try await fixture.run(["migrate"] + url)
            #expect(again.lines.count == 1 && again.lines[0].hasPrefix("'\(fixture.database)' is up to date ("))
            let status = try await fixture.run(["migrate", "--status"] + url)
            #expect(status.lines.last?.hasSuffix(" applied, 0 pending.") == true, "\(status.lines)")
            #expect(status.lines.contains { $0.hasPrefix("0001  create_category") && $0.hasSuffix("Z") })

            _ = try await fixture.shop(["whoami"])
            let checked = try await fixture.run(["check"] + url)
            #expect(checked.status == 0)
            #expect(checked.lines == ["'\(fixture.database)' is healthy: the shop rules all check out."])
        }
    }

    @Test("backup and restore on PostgreSQL fail with one line naming pg_dump or pg_restore, exit 1")
    func backupAndRestore() async throws {
        try await withShopFixture(.postgres) { fixture in
            let backup = try await fixture.run(["backup", "copy.sqlite"] + fixture.databaseArguments)
            #expect(backup.status == 1)
            #expect(backup.errorLines.count == 1 && backup.errorLines[0].contains("pg_dump"), "\(backup.errorLines)")
            let restore = try await fixture.run(["restore", "copy.sqlite", "--json"] + fixture.databaseArguments)
            #expect(restore.status == 1)
            #expect(restore.lines.first?.contains("pg_restore") == true, "\(restore.lines)")
        }
    }
}
