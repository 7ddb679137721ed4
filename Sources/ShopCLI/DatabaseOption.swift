import ArgumentParser
import Foundation
import ShopApp

/// The `--db PATH` and `--database URL` options every subcommand shares: which database the shop runs on.
///
/// Precedence: `--database`, else `--db`, else `$SHOP_DATABASE_URL`, else `$SHOP_DB`, else `./shop.sqlite`;
/// both options together are a usage error.
public struct DatabaseOption: ParsableArguments {
    /// The SQLite database file; `nil` means the URL, `$SHOP_DATABASE_URL`, `$SHOP_DB` or `shop.sqlite`.
    @Option(
        name: .customLong("db"),
        help: ArgumentHelp(
            "The SQLite database file; a database URL set at the same level wins (default: $SHOP_DB, else the "
                + "config file's db, else ./shop.sqlite).",
            valueName: "path"),
        completion: .file())
    public var path: String?

    /// The PostgreSQL database URL; `nil` means `--db`, `$SHOP_DATABASE_URL`, `$SHOP_DB` or `shop.sqlite`.
    @Option(
        name: [.customLong("database-url"), .customLong("database")],
        help: ArgumentHelp(
            "A PostgreSQL database instead of a SQLite file: postgres://user[:password]@host[:port]/database "
                + "(default: $SHOP_DATABASE_URL; --database is the same). Not together with --db.",
            valueName: "url"))
    public var url: String?

    /// Creates the option group (ArgumentParser fills it in).
    public init() {}

    /// Refuses `--db` together with `--database-url`, and a malformed `--database-url` (exit status 64).
    public func validate() throws {
        if path != nil, url != nil {
            throw ValidationError(ShopDatabaseError.conflictingSettings.description.capitalizedFirst + ".")
        }
        do {
            _ = try settings(config: nil, environment: [:])
        } catch {
            if case let .invalidValue(_, source, _, _) = error, source.hasPrefix("--") {
                throw ValidationError(error.description)
            }
        }
    }

    /// The shared settings these options, `config` (`--config`) and `environment` resolve to: the database, and
    /// the pool, session and throttle settings (docs/configuration.md).
    ///
    /// - Throws: ``ShopApp/ShopSettingsError`` for a malformed value or an unusable config file.
    public func settings(
        config: String?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ShopSettingsError) -> ShopSettings {
        var flags: [String: String] = [:]
        flags[ShopSetting.db.name] = path.flatMap { $0.isEmpty ? nil : $0 }
        flags[ShopSetting.databaseURL.name] = url.flatMap { $0.isEmpty ? nil : $0 }
        flags[ShopSetting.config.name] = config
        let reader = try ShopSettingsReader(program: .cli, flags: flags, environment: environment)
        return try ShopSettings.resolve(reader, defaultLogLevel: GlobalOptions.defaultLogLevel)
    }

    /// The database these options, `config` and `environment` pick.
    ///
    /// - Throws: ``ShopApp/ShopSettingsError`` for a malformed URL or an unusable config file.
    public func location(
        config: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ShopSettingsError) -> ShopDatabaseLocation {
        try settings(config: config, environment: environment).database
    }

    /// The database the options name, or the `invalid-settings` failure of a one-shot tool (its message printed as
    /// `report` prints failures; exit status 78).
    func location(reportingTo report: ToolReport, config: String?) throws(ExitCode) -> ShopDatabaseLocation {
        do {
            return try location(config: config)
        } catch {
            throw report.fail("invalid-settings", error.description, status: ShellExitStatus.configuration)
        }
    }
}

extension String {
    /// The text with its first letter in upper case.
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
