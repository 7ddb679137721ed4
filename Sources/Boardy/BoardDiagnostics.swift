import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process-wide fallback for diagnostics that no motherboard handled.
public enum BoardDiagnostics {
    /// Receives every diagnostic that reached the top of a board graph without a handler.
    ///
    /// The default writes `boardy: warning: <description>` to standard error. Replace it to route diagnostics to a
    /// logger of your own (the shop's composition root sends them to swift-log). Diagnostics come from board graphs on
    /// any actor, so the handler is `@Sendable`; reading and replacing it is thread-safe.
    public static var defaultHandler: @Sendable (BoardDiagnostic) -> Void {
        get { storedHandler.withLock { $0 } }
        set { storedHandler.withLock { $0 = newValue } }
    }

    /// The handler behind ``defaultHandler``.
    private static let storedHandler = Mutex<@Sendable (BoardDiagnostic) -> Void>(writeToStandardError)

    /// The built-in handler: one `boardy: warning:` line on standard error.
    @Sendable private static func writeToStandardError(_ diagnostic: BoardDiagnostic) {
        let line = Array("boardy: warning: \(diagnostic.description)\n".utf8)
        _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    /// Sends a diagnostic to ``defaultHandler``.
    public static func report(_ diagnostic: BoardDiagnostic) {
        defaultHandler(diagnostic)
    }
}
