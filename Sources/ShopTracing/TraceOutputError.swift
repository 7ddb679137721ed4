#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `--trace-output` file could not be opened.
public struct TraceOutputError: Error, Sendable, CustomStringConvertible {
    /// The file.
    public let path: String
    /// The system's error number.
    public let errno: Int32

    /// Creates the error.
    public init(path: String, errno: Int32) {
        self.path = path
        self.errno = errno
    }

    /// `cannot write the trace to '<path>': <reason>`.
    public var description: String {
        "cannot write the trace to '\(path)': \(String(cString: strerror(errno)))"
    }
}
