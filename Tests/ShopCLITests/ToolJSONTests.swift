import Foundation
import Testing

/// `seed`, `migrate`, `migrate --status`, `check` and start-up failures under `--json`, and seeding progress when
/// standard error is a pipe.
@Suite("Transcripts: tools under --json, start-up failures, seeding progress")
struct ToolJSONTests {
    @Test("seed, migrate, migrate --status and check print one JSON line naming their command")
    func toolLines() async throws {
        let fixture = try ShopFixture()
        let path = fixture.directory.appendingPathComponent("tools.sqlite").path
        let migrated = try await fixture.run(["migrate", "--db", path, "--json"])
        #expect(migrated.status == 0)
        let migration = try CommandLineCitizenTests.object(try #require(migrated.lines.first))
        #expect(migrated.lines.count == 1)
        #expect(migration["command"] as? String == "migrate" && migration["ok"] as? Bool == true)
        let applied = try #require((migration["result"] as? [String: Any])?["applied"] as? [[String: Any]])
        #expect(applied.first?["id"] as? Int == 1 && applied.first?["name"] as? String == "create_category")

        let status = try await fixture.run(["migrate", "--status", "--db", path, "--json"])
        #expect(status.status == 0)
        let statusLine = try CommandLineCitizenTests.object(try #require(status.lines.first))
        let listing = try #require(statusLine["result"] as? [String: Any])
        #expect(listing["pending"] as? Int == 0 && listing["valid"] as? Bool == true)
        #expect((listing["migrations"] as? [[String: Any]])?.first?["state"] as? String == "applied")

        let seeded = try await fixture.run(["seed", "--db", path, "--products", "30", "--users", "1", "--json"])
        #expect(seeded.status == 0)
        #expect(seeded.lines.count == 1)
        let seed = try CommandLineCitizenTests.object(seeded.lines[0])
        #expect(seed["command"] as? String == "seed")
        #expect((seed["result"] as? [String: Any])?["products"] as? Int == 30)

        let refused = try await fixture.run(["seed", "--db", path, "--json"])
        #expect(refused.status == 1)
        #expect(refused.lines.first?.hasPrefix(#"{"ok":false,"error":{"code":"database-not-empty","#) == true)
        #expect(refused.lines.first?.hasSuffix(#","command":"seed"}"#) == true)

        let checked = try await fixture.run(["check", "--db", path, "--json"])
        #expect(checked.status == 0)
        #expect(checked.lines.count == 1 && checked.lines[0].hasSuffix(#","command":"check"}"#))

        let missing = try await fixture.run(["migrate", "--status", "--db", path + ".nope", "--json"])
        #expect(missing.status == 69)
        #expect(missing.lines.first?.hasPrefix(#"{"ok":false,"error":{"code":"database-error""#) == true)
    }

    @Test("a start-up failure under --json is one JSON line with command 'start' and exit status 69")
    func startupFailure() async throws {
        let fixture = try ShopFixture()
        let path = fixture.directory.appendingPathComponent("no/such/dir/shop.sqlite").path
        let result = try await fixture.run(["--db", path, "--json"], input: ["whoami"])
        #expect(result.status == 69)
        #expect(result.errorLines == [])
        let object = try CommandLineCitizenTests.object(try #require(result.lines.first))
        #expect(result.lines.count == 1)
        #expect(object["ok"] as? Bool == false && object["command"] as? String == "start")
        let error = try #require(object["error"] as? [String: Any])
        #expect(error["code"] as? String == "database-error")
        #expect((error["message"] as? String)?.contains("does not exist") == true)
    }

    @Test("seeding piped prints one line per phase on standard error, the wipe first with --replace; --quiet none")
    func progressPiped() async throws {
        let fixture = try ShopFixture()
        let first = try await fixture.run(["seed", "--db", fixture.database, "--products", "40", "--users", "2"])
        #expect(first.status == 0)
        #expect(
            first.errorLines.dropFirst()
                == ["  products: 40", "  search index", "  users: 2", "  orders", "  checkpoint"])
        let replaced = try await fixture.run([
            "seed", "--db", fixture.database, "--products", "10", "--users", "1", "--replace",
        ])
        #expect(replaced.status == 0)
        #expect(replaced.errorLines.dropFirst().first == "  wipe")
        let quiet = try await fixture.run([
            "seed", "--db", fixture.database, "--products", "10", "--users", "0", "--replace", "--quiet",
        ])
        #expect(quiet.status == 0)
        #expect(quiet.standardError.isEmpty)
        #expect(quiet.lines.count == 1 && quiet.lines[0].hasPrefix("Seeded '"))
    }

    @Test("errors are never coloured when standard error is a pipe")
    func noColorWhenPiped() async throws {
        let fixture = try ShopFixture()
        let result = try await fixture.run(
            ["--db", fixture.database], input: ["frobnicate"], environment: ["TERM": "xterm-256color"])
        #expect(result.status == 1)
        #expect(result.errorLines.last?.hasPrefix("error: unknown command") == true)
        #expect(!result.standardError.contains("\u{1B}["))
    }
}
