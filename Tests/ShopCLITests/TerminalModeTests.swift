import Foundation
import Testing

/// The terminal mode, driven through tmux: prompt, history recall with the Up arrow, Tab completion.
@Suite("Terminal mode (tmux)", .enabled(if: Tmux.path != nil, "tmux is not installed"))
struct TerminalModeTests {
    @Test("prompt, history and completion")
    func terminal() async throws {
        let executable = try #require(ShopCLIProcess.executable, "shop-cli was not found next to the test bundle")
        let fixture = try ShopFixture()
        let session = "shop-cli-test-\(UUID().uuidString.prefix(8))"
        let command = "env HOME='\(fixture.directory.path)' TERM=xterm '\(executable.path)' --db '\(fixture.database)'"
        let started = try await Tmux.run(
            socket: session, ["new-session", "-d", "-s", session, "-x", "120", "-y", "40", command])
        try #require(started == 0)
        do {
            try await drive(session: session, fixture: fixture)
        } catch {
            _ = try? await Tmux.run(socket: session, ["kill-server"])
            throw error
        }
        _ = try? await Tmux.run(socket: session, ["kill-server"])
    }

    /// Types into the session and checks the screen after each step.
    private func drive(session: String, fixture: ShopFixture) async throws {
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
            let last = try await screen().joined(separator: "\n")
            Issue.record("timed out waiting for \(what); the screen was:\n\(last)")
            throw CancellationError()
        }

        try await waitFor("the prompt") { $0.last == "shop>" }
        #expect(try await screen().contains("Welcome to the shop. Type 'help' for the commands, 'quit' to leave."))
        _ = try await Tmux.run(socket: session, ["send-keys", "-t", session, "whoami", "Enter"])
        try await waitFor("the answer") { $0.suffix(2) == ["Not logged in.", "shop>"] }
        _ = try await Tmux.run(socket: session, ["send-keys", "-t", session, "Up"])
        try await waitFor("the recalled line") { $0.last == "shop> whoami" }
        _ = try await Tmux.run(socket: session, ["send-keys", "-t", session, "Enter"])
        try await waitFor("the second answer") { $0.filter { $0 == "Not logged in." }.count == 2 }
        _ = try await Tmux.run(socket: session, ["send-keys", "-t", session, "ca", "Tab", "Tab"])
        try await waitFor("the candidates") { lines in
            lines.contains { $0.contains("cart") && $0.contains("categories") && !$0.hasPrefix("shop>") }
        }
        _ = try await Tmux.run(socket: session, ["send-keys", "-t", session, "C-u", "quit", "Enter"])
        try await waitFor("the history file") { _ in
            let history = try? String(
                contentsOf: fixture.directory.appendingPathComponent(".shop_cli_history"), encoding: .utf8)
            return history?.contains("whoami") == true
        }
    }
}
