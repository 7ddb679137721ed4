import ArgumentParser
import Logging
import ShopServer

/// Bootstraps swift-log once for the process: every logger writes to standard error (``ServerLogHandler``) at the
/// level `LOG_LEVEL` asks for (default `info`).
enum ServerLogging {
    /// Bootstraps logging from `environment`.
    ///
    /// - Returns: The level in effect.
    /// - Throws: A validation error naming the variable when `LOG_LEVEL` is not a level.
    static func bootstrap(environment: [String: String]) throws -> Logger.Level {
        var level = Logger.Level.info
        if let text = environment["LOG_LEVEL"], !text.isEmpty {
            guard let parsed = Logger.Level(rawValue: text.lowercased()) else {
                throw ValidationError(
                    "LOG_LEVEL must be one of \(Logger.Level.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            level = parsed
        }
        let chosen = level
        LoggingSystem.bootstrap { label in
            ServerLogHandler(label: label, level: chosen)
        }
        return level
    }
}
