import Logging
import ShopServer

/// Bootstraps swift-log once for the process: every logger writes to standard error (``ServerLogHandler``) at the
/// level the `log-level` setting asks for (default `info`).
enum ServerLogging {
    /// Bootstraps logging at `level`.
    ///
    /// - Returns: The level in effect.
    @discardableResult
    static func bootstrap(level: Logger.Level) -> Logger.Level {
        LoggingSystem.bootstrap { label in
            ServerLogHandler(label: label, level: level)
        }
        return level
    }
}
