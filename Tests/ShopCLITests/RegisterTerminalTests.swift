import Foundation
import Testing

/// `register` on a terminal, driven through tmux: the password asked twice is never shown, and one typed as an
/// argument draws a warning.
@Suite("register on a terminal (tmux)", .enabled(if: Tmux.path != nil, "tmux is not installed"))
struct RegisterTerminalTests {
    @Test("asked without echo; an argument password is warned about")
    func terminal() async throws {
        let fixture = try ShopFixture()
        let cheap = ["SHOP_TEST_PASSWORD_COST": "testing"]
        try await TmuxSession.with(["--db", fixture.database], in: fixture.directory, environment: cheap) { session in
            try await session.waitFor("the prompt") { $0.last == "shop>" }
            try await session.send("register quietone", "Enter")
            try await session.waitFor("the first password prompt") { $0.last == "password:" }
            try await session.send("secret-pass-1", "Enter")
            try await session.waitFor("the second password prompt") { $0.last == "password again:" }
            try await session.send("secret-pass-1", "Enter")
            try await session.waitFor("the registration") { $0.contains("Registered and logged in as quietone.") }
            try await session.send("logout", "Enter")
            try await session.waitFor("the logout") { $0.contains("Logged out.") }
            try await session.send("register loudone visible-pass-1", "Enter")
            try await session.waitFor("the second registration") {
                $0.contains("Registered and logged in as loudone.")
            }
            let lines = try await session.screen()
            #expect(!lines.joined().contains("secret-pass-1"), "an asked password was echoed: \(lines)")
            #expect(
                lines.contains { $0.hasPrefix("warning: the password is visible on screen") }, "no warning: \(lines)")
            #expect(
                lines.filter { $0.hasPrefix("warning:") }.count == 1,
                "only the argument form is warned about: \(lines)")
        }
    }
}
