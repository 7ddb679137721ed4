import Foundation
import Testing

/// `register` on a terminal, driven through tmux: the password asked twice is never shown, and one typed as an
/// argument draws a warning.
@Suite("register on a terminal (tmux)", .enabled(if: Tmux.path != nil, "tmux is not installed"))
struct RegisterTerminalTests {
    @Test("asked without echo; an argument password is warned about")
    func terminal() async throws {
        let executable = try #require(ShopCLIProcess.executable, "shop-cli was not found next to the test bundle")
        let fixture = try ShopFixture()
        let session = "shop-cli-register-\(UUID().uuidString.prefix(8))"
        let command =
            "env HOME='\(fixture.directory.path)' TERM=xterm SHOP_TEST_PASSWORD_COST=testing '\(executable.path)' "
            + "--db '\(fixture.database)'"
        let started = try await Tmux.run(
            socket: session, ["new-session", "-d", "-s", session, "-x", "160", "-y", "40", command])
        try #require(started == 0)
        defer { Task { _ = try? await Tmux.run(socket: session, ["kill-server"]) } }

        func screen() async throws -> [String] {
            try await Tmux.output(socket: session, ["capture-pane", "-p", "-t", session])
                .components(separatedBy: "\n")
                .map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
                .filter { !$0.isEmpty }
        }
        /// Polls the pane (at most 100 × 50 ms) until `condition` holds.
        func waitFor(_ what: String, _ condition: ([String]) -> Bool) async throws {
            for _ in 0..<100 {
                if condition(try await screen()) { return }
                try await Task.sleep(for: .milliseconds(50))
            }
            Issue.record(
                "timed out waiting for \(what); the screen was:\n\(try await screen().joined(separator: "\n"))")
            throw CancellationError()
        }
        func type(_ keys: String...) async throws {
            _ = try await Tmux.run(socket: session, ["send-keys", "-t", session] + keys)
        }

        try await waitFor("the prompt") { $0.last == "shop>" }
        try await type("register quietone", "Enter")
        try await waitFor("the first password prompt") { $0.last == "password:" }
        try await type("secret-pass-1", "Enter")
        try await waitFor("the second password prompt") { $0.last == "password again:" }
        try await type("secret-pass-1", "Enter")
        try await waitFor("the registration") { $0.contains("Registered and logged in as quietone.") }
        try await type("logout", "Enter")
        try await waitFor("the logout") { $0.contains("Logged out.") }
        try await type("register loudone visible-pass-1", "Enter")
        try await waitFor("the second registration") { $0.contains("Registered and logged in as loudone.") }
        let lines = try await screen()
        #expect(!lines.joined().contains("secret-pass-1"), "an asked password was echoed: \(lines)")
        #expect(
            lines.contains { $0.hasPrefix("warning: the password is visible on screen") }, "no warning: \(lines)")
        #expect(
            lines.filter { $0.hasPrefix("warning:") }.count == 1, "only the argument form is warned about: \(lines)")
        try await type("quit", "Enter")
    }
}
