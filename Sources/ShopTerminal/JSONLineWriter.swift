#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes ``JSONValue``s as JSON Lines: one compact document per line, for `shop-cli --json` style output.
///
/// Each line is handed to the sink in a single call, so lines from different threads never interleave within a
/// line when the sink is a pipe.
public struct JSONLineWriter: Sendable {
    private let sink: @Sendable (String) -> Void

    /// Creates a writer that writes to a file descriptor (standard output by default).
    ///
    /// Pending C stdio output, for example from `print`, is flushed before each line so output stays in order.
    /// - Parameter fileDescriptor: The destination; it is never closed by the writer.
    public init(fileDescriptor: Int32 = STDOUT_FILENO) {
        sink = { FileDescriptorOutput.writeAll($0, to: fileDescriptor) }
    }

    /// Creates a writer that hands each finished line, newline included, to `sink`.
    ///
    /// - Parameter sink: Receives every line, for example to collect them in a test.
    public init(sink: @escaping @Sendable (String) -> Void) {
        self.sink = sink
    }

    /// Writes `value` as one line of JSON followed by `\n`.
    ///
    /// - Parameter value: The document to write.
    public func write(_ value: JSONValue) {
        sink(Self.line(for: value))
    }

    /// Returns the line ``write(_:)`` would produce for `value`, including the trailing `\n`.
    ///
    /// - Parameter value: The document.
    /// - Returns: The serialised JSON and a newline.
    public static func line(for value: JSONValue) -> String {
        var output = ""
        value.write(to: &output)
        output += "\n"
        return output
    }
}
