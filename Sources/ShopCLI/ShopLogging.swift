import Boardy
import Foundation
import Logging
import ShopApp

/// Bootstraps swift-log once per process: every logger writes to standard error (never standard output, which
/// belongs to results and `--json` lines).
enum ShopLogging {
    // Safety: `bootstrapped` is only read or written while `lock` is held.
    private nonisolated(unsafe) static var bootstrapped = false
    private static let lock = NSLock()

    /// Bootstraps logging from `options` unless it already was; later calls change nothing.
    ///
    /// The level is `--log-level`, else `LOG_LEVEL`, else `info` when `BOARDY_LOG_ENABLED=true` asks for the board
    /// trace (logged at `info`), else `warning`. With `--trace-sql` the SQL logger logs from `debug` on.
    static func bootstrap(
        _ options: GlobalOptions,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        let asked = (try? options.resolvedLogLevel(environment: environment)) ?? nil
        let tracesBoards = BoardTracing.isRequested(by: environment)
        let level = asked ?? (tracesBoards ? .info : GlobalOptions.defaultLogLevel)
        let sqlLevel = options.traceSQL ? min(level, .debug) : level
        lock.lock()
        defer { lock.unlock() }
        guard !bootstrapped else { return }
        bootstrapped = true
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = label == ShopDatabase.sqlTraceLabel ? sqlLevel : level
            return handler
        }
    }
}
