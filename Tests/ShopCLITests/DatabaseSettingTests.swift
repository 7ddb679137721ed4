import Foundation
import ShopTestSupport
import Testing

/// `--database URL`, `--db PATH`, `$SHOP_DATABASE_URL` and `$SHOP_DB`: which one wins, and the errors of a bad
/// setting, through the real executable.
@Suite("Database setting: --db, --database, $SHOP_DATABASE_URL")
struct DatabaseSettingTests {
    @Test("--db and --database together are a usage error (64), before or after a one-shot command")
    func bothOptions() async throws {
        let fixture = try ShopFixture()
        for arguments in [
            ["--db", fixture.database, "--database", "postgres://u@localhost/x", "whoami"],
            ["seed", "--db", fixture.database, "--database", "postgres://u@localhost/x"],
            ["migrate", "--database", "postgres://u@localhost/x", "--db", fixture.database],
            ["whoami", "--db", fixture.database, "--database", "postgres://u@h/x"],
        ] {
            let result = try await fixture.run(arguments)
            #expect(result.status == 64, "\(arguments): \(result.standardError)")
            #expect(result.standardError.contains("not both"), "\(arguments): \(result.standardError)")
        }
        #expect(!FileManager.default.fileExists(atPath: fixture.database), "nothing was created")
    }

    @Test("a malformed URL flag is a usage error (64), from the environment a settings error (78); no password shown")
    func badURLs() async throws {
        let fixture = try ShopFixture()
        let cases: [(url: String, says: String)] = [
            ("mysql://shop:hunter2@localhost/shop", "the scheme must be postgres:// or postgresql://"),
            ("postgres://shop:hunter2@localhost", "it names no database"),
            ("postgres://localhost/shop", "it names no user"),
            ("postgres://shop:hunter2@localhost:99999/shop", "invalid PostgreSQL URL"),
            ("not a url at all", "invalid PostgreSQL URL"),
        ]
        for (url, says) in cases {
            for arguments in [
                ["--database", url, "whoami"], ["seed", "--database", url], ["check", "--database", url],
            ] {
                let result = try await fixture.run(arguments)
                #expect(result.status == 64, "\(arguments): \(result.standardError)")
                #expect(result.lines == [], "\(arguments)")
                #expect(result.standardError.contains(says), "\(arguments): \(result.standardError)")
                #expect(!result.standardError.contains("hunter2"), "the password is never shown: \(arguments)")
            }
        }
        let fromEnvironment = try await fixture.run(
            ["whoami"], environment: ["SHOP_DATABASE_URL": "sqlite:///tmp/shop.sqlite"])
        #expect(fromEnvironment.status == 78)
        #expect(
            fromEnvironment.errorLines.first?.hasPrefix(
                "error: $SHOP_DATABASE_URL: not a valid database-url: invalid PostgreSQL URL") == true,
            "\(fromEnvironment.errorLines)")
        let unreachable = try await fixture.run(["--database", "postgres://shop:hunter2@127.0.0.1:1/shop", "whoami"])
        #expect(unreachable.status == 69, "an unreachable database is unavailable, as for shop-server")
        #expect(unreachable.errorLines.first?.contains("cannot connect to PostgreSQL at postgres://shop:***@") == true)
        #expect(!unreachable.standardError.contains("hunter2"))
    }

    @Test("--db wins over $SHOP_DATABASE_URL, which wins over $SHOP_DB")
    func precedence() async throws {
        let fixture = try ShopFixture()
        let unusable = ["SHOP_DATABASE_URL": "postgres://shop@127.0.0.1:1/shop", "SHOP_DB": fixture.database + ".env"]
        let explicit = try await fixture.run(["--db", fixture.database, "whoami"], environment: unusable)
        #expect(explicit.status == 0, "\(explicit.standardError)")
        #expect(FileManager.default.fileExists(atPath: fixture.database))
        let fromURL = try await fixture.run(["whoami"], environment: unusable)
        #expect(fromURL.status == 69 && fromURL.standardError.contains("cannot connect to PostgreSQL"))
        #expect(!FileManager.default.fileExists(atPath: fixture.database + ".env"), "$SHOP_DB loses to the URL")
    }

    @Test(
        "the PostgreSQL server is configured, so the transcripts and tools also run on PostgreSQL",
        .enabled(if: PostgresTestServer.isEnabled, Comment(rawValue: PostgresTestServer.skipReason)))
    func configured() throws {
        _ = try PostgresTestServer.url()
        #expect(Backend.enabled == [.sqlite, .postgres])
    }
}
