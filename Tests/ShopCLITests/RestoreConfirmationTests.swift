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
        let executable = try #require(ShopCLIProcess.executable, "shop-cli was not found next to the test bundle")
        for (answer, restores) in [("n", false), ("y", true)] {
            let session = "shop-cli-restore-\(UUID().uuidString.prefix(8))"
            let command =
                "sh -c \"'\(executable.path)' restore '\(backup)' --db '\(fixture.database)'; echo EXIT=\\$?; sleep 60\""
            try #require(
                try await Tmux.run(
                    socket: session, ["new-session", "-d", "-s", session, "-x", "200", "-y", "20", command]) == 0)
            func screen() async throws -> String {
                try await Tmux.output(socket: session, ["capture-pane", "-p", "-t", session])
            }
            func waitFor(_ text: String) async throws {
                for _ in 0..<200 where !(try await screen()).contains(text) {
                    try await Task.sleep(for: .milliseconds(50))
                }
                #expect(try await screen().contains(text), "waited for '\(text)'")
            }
            try await waitFor("with the backup '\(backup)'? [y/N]")
            _ = try await Tmux.run(socket: session, ["send-keys", "-t", session, answer, "Enter"])
            try await waitFor("EXIT=")
            let shown = try await screen()
            _ = try? await Tmux.run(socket: session, ["kill-server"])
            if restores {
                #expect(shown.contains("Restored '\(fixture.database)'") && shown.contains("EXIT=0"), "\(shown)")
            } else {
                #expect(shown.contains("nothing was restored") && shown.contains("EXIT=1"), "\(shown)")
            }
            #expect(try await newcomerExists(fixture) == !restores, "after '\(answer)'")
        }
    }
}
