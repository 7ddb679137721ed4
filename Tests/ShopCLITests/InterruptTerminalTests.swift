import Foundation
import SQLiteStore
import Testing

/// Ctrl-C, Ctrl-D and Tab completion of values in a real terminal (tmux), on the real executable.
@Suite("Terminal: Ctrl-C, Ctrl-D and completion of values (tmux)", .enabled(if: Tmux.path != nil, "no tmux"))
struct InterruptTerminalTests {
    @Test("Ctrl-C clears the line and the shell stays; two Ctrl-C do not kill it; Ctrl-D leaves with status 0")
    func interruptAtPrompt() async throws {
        let fixture = try ShopFixture()
        try await TmuxSession.with(["--db", fixture.database], in: fixture.directory) { session in
            try await session.waitFor("the prompt") { $0.last == "shop>" }
            try await session.send("whoa")
            try await session.waitFor("the typed text") { $0.last == "shop> whoa" }
            try await session.waitForEditing("the editor")
            try await session.send("C-c")
            try await session.waitFor("a fresh prompt") { $0.suffix(2) == ["shop> whoa^C", "shop>"] }
            try await session.waitForEditing("the editor")
            try await session.send("C-c", "C-c")
            try await session.waitFor("another fresh prompt") { $0.suffix(2) == ["shop> ^C", "shop>"] }
            try await session.send("whoami", "Enter")
            try await session.waitFor("the answer to a whole new line") {
                $0.suffix(3) == ["shop> whoami", "Not logged in.", "shop>"]
            }
            #expect(try await session.exitStatus() == nil)
            try await session.waitForEditing("the editor")
            try await session.send("C-d")
            var status: Int32?
            try await session.waitFor("the end of the process") { _ in
                status = try await session.exitStatus()
                return status != nil
            }
            #expect(status == 0)
        }
    }

    @Test("Ctrl-C while a command runs cancels it; the shell says so, goes on, and the command left nothing")
    func interruptRunningCommand() async throws {
        let fixture = try ShopFixture()
        let cheap = ["SHOP_TEST_PASSWORD_COST": "testing"]
        try await TmuxSession.with(["--db", fixture.database], in: fixture.directory, environment: cheap) { session in
            try await session.waitFor("the prompt") { $0.last == "shop>" }
            var cancelledUsername: String?
            // A machine so loaded that this test cannot type Ctrl-C within the 5 s busy timeout sees the command
            // fail with SQLITE_BUSY instead; it tries again with another username.
            for attempt in 1...6 where cancelledUsername == nil {
                cancelledUsername = try await cancelWaitingRegistration(
                    username: "newcomer\(attempt)", session: session, database: fixture.database)
            }
            let username = try #require(cancelledUsername, "Ctrl-C never reached a waiting command")
            try await session.send("categories", "Enter")
            try await session.waitFor("the next command's answer") {
                $0.last == "shop>" && $0.contains { $0.hasPrefix("toys") }
            }
            // The cancelled registration left nothing behind: the account does not exist.
            try await session.send("login \(username) long-enough-password", "Enter")
            try await session.waitFor("the login's answer") { lines in
                lines.suffix(3).first == "shop> login \(username) long-enough-password" && lines.last == "shop>"
            }
            let answer = try await session.screen().suffix(2).first
            #expect(answer?.hasPrefix("error: wrong username or password") == true)
            #expect(try await session.exitStatus() == nil)
        }
    }

    /// Holds the write lock from another connection, so `register` waits (up to the 5 s busy timeout) for it, and
    /// presses Ctrl-C; returns the username when the shell said `Cancelled.`, `nil` when the command timed out first.
    private func cancelWaitingRegistration(
        username: String,
        session: TmuxSession,
        database: String
    ) async throws -> String? {
        let blocker = try Connection.open(path: database)
        try blocker.execute(sql: "BEGIN IMMEDIATE")
        defer { try? blocker.execute(sql: "ROLLBACK") }
        let line = "shop> register \(username) long-enough-password"
        try await session.send("register \(username) long-enough-password", "Enter")
        try await session.waitFor("the command to start") { $0.contains(line) }
        try await session.send("C-c")
        var cancelled = false
        try await session.waitFor("the cancellation or the command's own end") { lines in
            guard let start = lines.lastIndex(of: line), lines.last == "shop>" else { return false }
            let after = lines[(start + 1)...]
            cancelled = after.contains("Cancelled.")
            return cancelled || after.contains { $0.contains("SQLITE_BUSY") }
        }
        return cancelled ? username : nil
    }

    @Test("Tab completes category slugs after --category and the ids of the last listing where a product id goes")
    func valueCompletion() async throws {
        let fixture = try ShopFixture()
        try await TmuxSession.with(["--db", fixture.database], in: fixture.directory) { session in
            try await session.waitFor("the prompt") { $0.last == "shop>" }
            try await session.send("products --category ", "Tab", "Tab")
            try await session.waitFor("the category slugs") { lines in
                lines.contains { $0.contains("audio") && $0.contains("cameras") && !$0.hasPrefix("shop>") }
            }
            try await session.send("C-u", "products --per-page 3 --sort price", "Enter")
            try await session.waitFor("the listing") { $0.last == "shop>" && $0.contains { $0.hasPrefix("Page 1 of") } }
            let rows = try await session.screen().drop { !$0.hasPrefix("---") }.dropFirst().prefix(3)
            let ids = rows.compactMap { $0.split(separator: " ").first.map(String.init) }
            try #require(ids.count == 3)
            try await session.send("cart add ", "Tab", "Tab")
            try await session.waitFor("the listed ids") { lines in
                lines.contains { $0.split(separator: " ").map(String.init).sorted() == ids.sorted() }
            }
            try await session.send("C-u", "product ", "Tab", "Tab")
            try await session.waitFor("the listed ids again") { lines in
                lines.filter { $0.split(separator: " ").map(String.init).sorted() == ids.sorted() }.count == 2
            }
        }
    }

    @Test("a gated one-shot command on a terminal asks for --user's password without echo")
    func passwordPrompt() async throws {
        let fixture = try ShopFixture()
        let cheap = ["SHOP_TEST_PASSWORD_COST": "testing"]
        _ = try await fixture.run(["--db", fixture.database, "whoami"], environment: cheap)
        let arguments = ["--db", fixture.database, "--user", "user0001", "whoami"]
        try await TmuxSession.with(arguments, in: fixture.directory, environment: cheap) { session in
            try await session.waitFor("the password prompt") { $0.last == "Password for user0001:" }
            try await session.send("password-0001", "Enter")
            var status: Int32?
            try await session.waitFor("the end of the process") { _ in
                status = try await session.exitStatus()
                return status != nil
            }
            #expect(status == 0)
            let screen = try await session.screen()
            #expect(screen.contains("Logged in as user0001."))
            #expect(!screen.joined().contains("password-0001"))
        }
    }
}
