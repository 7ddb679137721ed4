import Foundation
import Testing

/// Runs the `tmux` tool for the terminal-mode test.
enum Tmux {
    /// The tmux executable, or `nil` when it is not installed.
    static let path: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Runs `tmux -L socket arguments…` (a server of the test's own) and returns its exit status.
    static func run(socket: String, _ arguments: [String]) async throws -> Int32 {
        try await Subprocess.run(try #require(path), ["-L", socket] + arguments).status
    }

    /// Runs `tmux -L socket arguments…` and returns its standard output.
    static func output(socket: String, _ arguments: [String]) async throws -> String {
        try await Subprocess.run(try #require(path), ["-L", socket] + arguments).standardOutput
    }
}
