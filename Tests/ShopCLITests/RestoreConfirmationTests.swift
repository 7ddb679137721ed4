import Foundation
import Testing

/// `shop-cli restore` asks before replacing a database on a terminal, and not from a script.
@Suite("restore: confirmation on a terminal, none from a script")
struct RestoreConfirmationTests {
    private static let cheap = ["SHOP_TEST_PASSWORD_COST": "testing"]

    /// A database with a backup taken before `newcomer1` registered.
    private func databaseWithBackup() async throws -> (fixture: ShopFixture, backup: String) {
        let fixture = try ShopFixture()
        _ = try await fixture.run(["--db", fixture.database, "whoami"])
        let backup = fixture.directory.appendingPathComponent("before.sqlite").path
        let saved = try await fixture.run(["backup", backup, "--db", fixture.database])
        try #require(saved.status == 0, "\(saved.errorLines)")
        let registered = try await fixture.run(
            ["--db", fixture.database, "register", "newcomer1", "pass-word-1"], environment: Self.cheap)
        try #require(registered.status == 0, "\(registered.errorLines)")
        return (fixture, backup)
    }

    /// Whether `newcomer1` can log in on the fixture's database (it cannot once the backup is restored).
    private func newcomerExists(_ fixture: ShopFixture) async throws -> Bool {
        let login = try await fixture.run(
            ["--db", fixture.database, "login", "newcomer1", "pass-word-1"], environment: Self.cheap)
        return login.status == 0
    }

    @Test("from a script it restores without asking")
    func script() async throws {
        let (fixture, backup) = try await databaseWithBackup()
        let restored = try await fixture.run(["restore", backup, "--db", fixture.database], input: [])
        #expect(restored.status == 0, "\(restored.errorLines)")
        #expect(!restored.standardError.contains("[y/N]"))
        #expect(restored.lines == ["Restored '\(fixture.database)' from '\(backup)'."])
        #expect(try await !newcomerExists(fixture))
    }

    @Test(
        "on a terminal: 'n' keeps the database, 'y' restores it",
        .enabled(if: Tmux.path != nil, "tmux is not installed"))
    func terminal() async throws {
        let (fixture, backup) = try await databaseWithBackup()
        for (answer, restores) in [("n", false), ("y", true)] {
            try await TmuxSession.with(["restore", backup, "--db", fixture.database], in: fixture.directory) {
                session in
                try await session.waitFor("the question") { $0.joined().contains("? [y/N]") }
                #expect(try await session.screen().joined().contains("with the backup '\(backup)'? [y/N]"))
                try await session.send(answer, "Enter")
                try await session.waitFor("the end of restore") { _ in try await session.exitStatus() != nil }
                let shown = try await session.screen().joined()
                if restores {
                    #expect(try await session.exitStatus() == 0, "\(shown)")
                    #expect(shown.contains("Restored '"), "\(shown)")
                } else {
                    #expect(try await session.exitStatus() == 1, "\(shown)")
                    #expect(shown.contains("nothing was restored"), "\(shown)")
                }
            }
            #expect(try await newcomerExists(fixture) == !restores, "after '\(answer)'")
        }
    }
}
