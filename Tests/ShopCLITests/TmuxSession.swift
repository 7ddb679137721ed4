import Foundation
import Testing

/// The real `shop-cli` in a terminal of its own: a tmux server on a private socket, with keys sent and the screen
/// read back.
///
/// `shop-cli` runs under a bash script that prints `[exit status N]` when it ends and then keeps the terminal open
/// (tmux's own record of a dead pane's status proved unreliable). Bash, waiting for its child, survives a Ctrl-C the
/// child handles, as an interactive shell would.
struct TmuxSession {
    /// The socket and session name.
    let name: String

    /// Starts `shop-cli arguments…` in `directory` (also `HOME`) with `TERM=xterm` and extra `environment`.
    static func start(
        _ arguments: [String],
        in directory: URL,
        environment: [String: String] = [:]
    ) async throws -> TmuxSession {
        let executable = try #require(ShopCLIProcess.executable, "shop-cli was not found next to the test bundle")
        let session = TmuxSession(name: "shop-cli-test-\(UUID().uuidString.prefix(8))")
        let variables = ["HOME": directory.path, "TERM": "xterm"].merging(environment) { $1 }
            .map { "\($0.key)='\($0.value)'" }.sorted().joined(separator: " ")
        let quoted = ([executable.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let script = directory.appendingPathComponent("\(session.name).sh")
        try """
        env \(variables) \(quoted)
        echo "[exit status $?]"
        exec cat >/dev/null
        """.write(to: script, atomically: true, encoding: .utf8)
        let started = try await Tmux.run(
            socket: session.name,
            ["new-session", "-d", "-s", session.name, "-x", "120", "-y", "40", "exec bash '\(script.path)'"])
        try #require(started == 0)
        return session
    }

    /// Runs `body` with a session started like ``start(_:in:environment:)``, stopping it afterwards.
    static func with(
        _ arguments: [String],
        in directory: URL,
        environment: [String: String] = [:],
        _ body: (TmuxSession) async throws -> Void
    ) async throws {
        let session = try await start(arguments, in: directory, environment: environment)
        do {
            try await body(session)
        } catch {
            await session.stop()
            throw error
        }
        await session.stop()
    }

    /// Types `keys` (tmux key names such as `Enter`, `C-c`, `Tab`, or literal text).
    func send(_ keys: String...) async throws {
        _ = try await Tmux.run(socket: name, ["send-keys", "-t", name] + keys)
    }

    /// The non-blank lines on the screen, without trailing blanks.
    func screen() async throws -> [String] {
        try await Tmux.output(socket: name, ["capture-pane", "-p", "-t", name])
            .components(separatedBy: "\n")
            .map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
            .filter { !$0.isEmpty }
    }

    /// The exit status once `shop-cli` has ended, else `nil`.
    func exitStatus() async throws -> Int32? {
        try await screen().lazy.compactMap { line -> Int32? in
            guard line.hasPrefix("[exit status "), line.hasSuffix("]") else { return nil }
            return Int32(line.dropFirst("[exit status ".count).dropLast())
        }.first
    }

    /// Polls the screen (every 50 ms, for at most 10 s) until `condition` holds; records an issue and throws if it
    /// never does. This waits for an event; it never stands in for one.
    func waitFor(
        _ what: String,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: ([String]) async throws -> Bool
    ) async throws {
        for _ in 0..<200 {
            if try await condition(try await screen()) { return }
            try await Task.sleep(for: .milliseconds(50))
        }
        let last = try await screen().joined(separator: "\n")
        Issue.record("timed out waiting for \(what); the screen was:\n\(last)", sourceLocation: sourceLocation)
        throw CancellationError()
    }

    /// Waits until the line editor reads keys (the terminal is out of canonical mode), then waits for `what`.
    ///
    /// Keys such as Ctrl-C and Ctrl-D typed while the terminal is still in canonical mode (the prompt is printed a
    /// moment before libedit switches modes) are handled by the terminal driver, not the editor.
    func waitForEditing(_ what: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let tty = try await Tmux.output(socket: name, ["display", "-p", "-t", name, "#{pane_tty}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        try await waitFor("\(what) (line editing on \(tty))", sourceLocation: sourceLocation) { _ in
            let settings = try await Subprocess.run("/bin/stty", ["-F", tty, "-a"]).standardOutput
            return settings.split(whereSeparator: \.isWhitespace).contains("-icanon")
        }
    }

    /// Stops the tmux server (and the process, if it still runs).
    func stop() async {
        _ = try? await Tmux.run(socket: name, ["kill-server"])
    }
}
