#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension PlainLineReader {
    /// Reads a secret, turning terminal echo off while it is typed.
    ///
    /// When the input descriptor is a terminal, `ECHO` is cleared with `tcsetattr` (discarding type-ahead that was
    /// already echoed) and the original settings are restored before returning, also at end of input; a newline
    /// is then printed because the user's Enter was not echoed. If Ctrl-C kills the process meanwhile, echo is
    /// turned back on first. When input is not a terminal (a pipe or file) this is just the next line.
    /// - Parameter prompt: Text written to the output descriptor when ``interactive``.
    /// - Returns: The secret without its newline, or `nil` at end of input.
    public func readSecret(prompt: String) -> String? {
        input.withLock { input in
            writePrompt(prompt)
            guard isatty(inputFileDescriptor) == 1 else {
                return input.nextLine()
            }
            defer { writePrompt("\n") }
            return EchoGuard.withEchoDisabled(on: inputFileDescriptor) {
                nextInput(&input).line
            }
        }
    }
}
