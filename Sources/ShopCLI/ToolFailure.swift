import ArgumentParser
import Foundation
import ShopOperations

/// How the `seed` and `migrate` subcommands report a failure: one `error:` line on standard error, exit status 1.
enum ToolFailure {
    /// Prints `error: <message>` on standard error and returns the exit code to throw.
    static func report(_ message: String) -> ExitCode {
        writeError("error: \(message)")
        return ExitCode.failure
    }

    /// Writes one line to standard error.
    static func writeError(_ line: String) {
        try? FileHandle.standardError.write(contentsOf: Data((ShellText.singleLine(line) + "\n").utf8))
    }
}
