import ArgumentParser
import Foundation
import Logging

/// The options every `shop-cli` command shares: output format, logging, timing, SQL trace and colour.
///
/// The root command declares the group, so `shop-cli --help` lists it and the options may come before or after a
/// subcommand's name; each subcommand declares it too and receives the same parsed values.
public struct GlobalOptions: ParsableArguments, Sendable {
    /// The environment variable read when `--log-level` is not given.
    public static let logLevelVariable = "LOG_LEVEL"
    /// The level logs start at when neither `--log-level` nor `LOG_LEVEL` says otherwise.
    public static let defaultLogLevel = Logger.Level.warning

    /// `--json`: one JSON object per line on standard output, each naming its command.
    @Flag(help: "Print one JSON object per line: {\"ok\":…,\"result\"|\"error\":…,\"command\":…} (see docs/cli.md).")
    public var json = false

    /// `--log-level LEVEL`.
    @Option(
        name: .customLong("log-level"),
        help: ArgumentHelp(
            "Log to standard error from this level on: trace, debug, info, notice, warning, error, critical "
                + "(default: $LOG_LEVEL, else warning).",
            valueName: "level"))
    public var logLevel: String?

    /// `--timing`: each command's wall-clock time after it.
    @Flag(
        help: ArgumentHelp(
            "Print each command's wall-clock time after it: 'Run time: …' on standard error (a \"timing\" field "
                + "under --json)."))
    public var timing = false

    /// `--trace-sql`: every SQL statement with its duration, in the log.
    @Flag(
        name: .customLong("trace-sql"),
        help: "Log every SQL statement with its duration (debug level, standard error).")
    public var traceSQL = false

    /// `--no-color`: never colour the output (as `NO_COLOR` does).
    @Flag(
        name: .customLong("no-color"),
        help: "Never colour the output (also off when NO_COLOR is set or the output is not a terminal).")
    public var noColor = false

    /// Creates the option group (ArgumentParser fills it in).
    public init() {}

    /// Checks `--log-level` and `LOG_LEVEL`: an unknown level stops the command with exit status 64.
    public func validate() throws {
        _ = try resolvedLogLevel()
    }

    /// The log level asked for: `--log-level`, else `LOG_LEVEL`, else `nil`.
    ///
    /// - Throws: `ValidationError` naming the valid levels when the value is not one of them.
    public func resolvedLogLevel(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> Logger.Level? {
        if let logLevel { return try Self.level(logLevel, source: "--log-level") }
        if let variable = environment[Self.logLevelVariable], !variable.isEmpty {
            return try Self.level(variable, source: Self.logLevelVariable)
        }
        return nil
    }

    private static func level(_ text: String, source: String) throws -> Logger.Level {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard let level = Logger.Level(rawValue: trimmed) else {
            let names = Logger.Level.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("\(source) must be one of \(names); got '\(text)'.")
        }
        return level
    }
}
