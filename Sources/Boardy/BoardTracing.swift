import Synchronization

/// The switch of the opt-in message trace: the process-wide default handler and the environment variable.
///
/// Tracing costs one optional check per message while it is off. Turn it on for one motherboard with
/// ``Motherboard/traceHandler``, or for every motherboard created afterwards with ``defaultHandler``
/// (``enableIfRequested(environment:handler:)`` does that when `BOARDY_LOG_ENABLED` asks for it).
public enum BoardTracing {
    /// The name of the environment variable that switches tracing on: `BOARDY_LOG_ENABLED=true` (or `yes`, `1`).
    public nonisolated static let environmentVariable = "BOARDY_LOG_ENABLED"

    /// The trace handler every new ``Motherboard`` starts with; `nil` (the default) leaves tracing off.
    ///
    /// A nested motherboard of a ``ContinuousBoard`` starts with its parent's handler instead.
    /// Board graphs on any actor read it, so the handler is `@Sendable`; reading and replacing it is thread-safe.
    public static var defaultHandler: (@Sendable (BoardTraceEvent) -> Void)? {
        get { storedHandler.withLock { $0 } }
        set { storedHandler.withLock { $0 = newValue } }
    }

    /// The handler behind ``defaultHandler``.
    private static let storedHandler = Mutex<(@Sendable (BoardTraceEvent) -> Void)?>(nil)

    /// Whether `environment` asks for tracing: `BOARDY_LOG_ENABLED` is `true`, `yes` or `1` (any case).
    public nonisolated static func isRequested(by environment: [String: String]) -> Bool {
        guard let value = environment[environmentVariable] else { return false }
        return ["true", "yes", "1"].contains(value.lowercased())
    }

    /// Sets ``defaultHandler`` to `handler` when `environment` asks for tracing.
    ///
    /// - Returns: whether tracing was switched on.
    @discardableResult
    public static func enableIfRequested(
        environment: [String: String],
        handler: @escaping @Sendable (BoardTraceEvent) -> Void
    ) -> Bool {
        guard isRequested(by: environment) else { return false }
        defaultHandler = handler
        return true
    }
}
