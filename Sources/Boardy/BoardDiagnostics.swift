#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process-wide fallback for diagnostics that no motherboard handled.
@MainActor
public enum BoardDiagnostics {
    /// Receives every diagnostic that reached the top of a board graph without a handler.
    ///
    /// The default writes `boardy: warning: <description>` to standard error. Replace it to route diagnostics to a
    /// logger of your own (the shop's composition root sends them to swift-log).
    public static var defaultHandler: (BoardDiagnostic) -> Void = { diagnostic in
        let line = Array("boardy: warning: \(diagnostic.description)\n".utf8)
        _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    /// Sends a diagnostic to ``defaultHandler``.
    public static func report(_ diagnostic: BoardDiagnostic) {
        defaultHandler(diagnostic)
    }
}
