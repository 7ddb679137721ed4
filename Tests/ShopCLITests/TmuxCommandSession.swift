import Foundation
import Testing

/// A detached tmux session running one shell command on a pseudo-terminal of its own server, for tests of what only
/// happens on a terminal (colour, the seeding bar).
struct TmuxCommandSession {
    /// The session (and socket) name.
    let name: String

    /// Starts `command` in a new 120×40 session.
    static func start(_ command: String) async throws -> TmuxCommandSession {
        let session = TmuxCommandSession(name: "shop-cli-test-\(UUID().uuidString.prefix(8))")
        let started = try await Tmux.run(
            socket: session.name, ["new-session", "-d", "-s", session.name, "-x", "120", "-y", "40", command])
        try #require(started == 0)
        return session
    }

    /// The pane's lines, trailing blanks removed; with `escapes`, colour and style sequences are kept.
    func screen(escapes: Bool = false) async throws -> [String] {
        try await Tmux.output(socket: name, ["capture-pane", "-p"] + (escapes ? ["-e"] : []) + ["-t", name])
            .components(separatedBy: "\n")
            .map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
            .filter { !$0.isEmpty }
    }

    /// Polls the pane (at most 200 × 50 ms) until `condition` holds, and returns the screen it held on.
    @discardableResult
    func waitFor(_ what: String, escapes: Bool = false, _ condition: ([String]) -> Bool) async throws -> [String] {
        for _ in 0..<200 {
            let lines = try await screen(escapes: escapes)
            if condition(lines) { return lines }
            try await Task.sleep(for: .milliseconds(50))
        }
        let last = try await screen(escapes: escapes).joined(separator: "\n")
        Issue.record("timed out waiting for \(what); the screen was:\n\(last)")
        throw CancellationError()
    }

    /// Types `keys` (tmux key names, e.g. `Enter`).
    func send(_ keys: String...) async throws {
        _ = try await Tmux.run(socket: name, ["send-keys", "-t", name] + keys)
    }

    /// Stops the server and everything in it.
    func kill() async {
        _ = try? await Tmux.run(socket: name, ["kill-server"])
    }

    /// Runs `body` with a session running `command`, killing the session afterwards whatever happens.
    static func with(_ command: String, _ body: (TmuxCommandSession) async throws -> Void) async throws {
        let session = try await start(command)
        do {
            try await body(session)
        } catch {
            await session.kill()
            throw error
        }
        await session.kill()
    }
}
