import ArgumentParser
import Foundation
import Logging
import ShopApp

/// The options every `shop-cli` command shares: output format, logging, timing, SQL trace and colour.
///
/// The root command declares the group, so `shop-cli --help` lists it and the options may come before or after a
/// subcommand's name; each subcommand declares it too and receives the same parsed values.
public struct GlobalOptions: ParsableArguments, Sendable {
    /// The older environment variable read when neither `--log-level` nor `SHOP_LOG_LEVEL` is given.
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
                + "(default: $SHOP_LOG_LEVEL, else $LOG_LEVEL, else the config file's, else warning).",
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

    /// `--trace`: each command's span tree after it.
    @Flag(help: "Print each command's span tree (operation, boards, barrier waits, SQL) with durations after it.")
    public var trace = false

    /// `--trace-output FILE`: every finished span as a JSON line.
    @Option(
        name: .customLong("trace-output"),
        help: ArgumentHelp(
            "Write every finished span as one JSON line to this file, created with mode 0600 "
                + "(default: $SHOP_TRACE_OUTPUT; none).",
            valueName: "path"))
    public var traceOutput: String?

    /// `--no-color`: never colour the output (as `NO_COLOR` does).
    @Flag(
        name: .customLong("no-color"),
        help: "Never colour the output (also off when NO_COLOR is set or the output is not a terminal).")
    public var noColor = false

    /// Creates the option group (ArgumentParser fills it in).
    public init() {}

    /// `--config FILE`: a JSON file of settings (docs/configuration.md).
    @Option(
        help: ArgumentHelp(
            "A JSON file of settings, {\"db\": \"shop.sqlite\", …}, below flags and variables (default: $SHOP_CONFIG).",
            valueName: "file"),
        completion: .file())
    public var config: String?

    /// Checks `--log-level`: an unknown level stops the command with exit status 64.
    public func validate() throws {
        if let logLevel {
            do {
                _ = try ShopSettingsReader(
                    program: .cli, flags: [ShopSetting.logLevel.name: logLevel], environment: [:]
                )
                .logLevel()
            } catch {
                throw ValidationError(error.description)
            }
        }
    }

    /// The log level asked for: `--log-level`, else `SHOP_LOG_LEVEL`, else `LOG_LEVEL`, else the config file's
    /// `log-level`, else `nil`.
    ///
    /// - Throws: ``ShopApp/ShopSettingsError`` naming the source when the value is not a level, or the config file
    ///   cannot be used.
    public func resolvedLogLevel(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ShopSettingsError) -> Logger.Level? {
        var flags: [String: String] = [:]
        flags[ShopSetting.logLevel.name] = logLevel
        flags[ShopSetting.config.name] = config
        return try ShopSettingsReader(program: .cli, flags: flags, environment: environment).logLevel()
    }
}
