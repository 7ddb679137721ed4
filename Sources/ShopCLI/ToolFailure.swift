import ArgumentParser
import Foundation
import ShopOperations

/// How the database tools report a failure in human mode: one `error:` line on standard error, exit status 1.
enum ToolFailure {
    /// Prints `error: <message>` on standard error (`error:` coloured by `palette`) and returns the exit code to
    /// throw.
    static func report(_ message: String, palette: ShellPalette = .plain) -> ExitCode {
        writeRaw(palette.error("error: " + ShellText.singleLine(message)) + "\n")
        return ExitCode.failure
    }

    /// Writes one line to standard error.
    static func writeError(_ line: String) {
        writeRaw(ShellText.singleLine(line) + "\n")
    }

    /// Writes `text` to standard error as it is (control characters included).
    static func writeRaw(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
    }
}
