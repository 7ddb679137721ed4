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
            "The SQLite database file (default: $SHOP_DATABASE_URL if set, else $SHOP_DB, else ./shop.sqlite).",
            valueName: "path"),
        completion: .file())
    public var path: String?

    /// The PostgreSQL database URL; `nil` means `--db`, `$SHOP_DATABASE_URL`, `$SHOP_DB` or `shop.sqlite`.
    @Option(
        name: .customLong("database"),
        help: ArgumentHelp(
            "A PostgreSQL database instead of a SQLite file: postgres://user[:password]@host[:port]/database "
                + "(default: $SHOP_DATABASE_URL). Not together with --db.",
            valueName: "url"))
    public var url: String?

    /// Creates the option group (ArgumentParser fills it in).
    public init() {}

    /// Refuses `--db` together with `--database` (exit status 64).
    public func validate() throws {
        if path != nil, url != nil {
            throw ValidationError(ShopDatabaseError.conflictingSettings.description.capitalizedFirst + ".")
        }
    }

    /// The database these options and `environment` pick.
    ///
    /// - Throws: ``ShopApp/ShopDatabaseError`` for a malformed URL or both options.
    public func location(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ShopDatabaseError) -> ShopDatabaseLocation {
        try ShopDatabaseLocation.resolve(path: path, url: url, environment: environment)
    }

    /// The database the options name, or the `database-error` failure of a one-shot tool (its message printed as
    /// `report` prints failures).
    func location(reportingTo report: ToolReport) throws(ExitCode) -> ShopDatabaseLocation {
        do {
            return try location()
        } catch {
            throw report.fail("database-error", error.description)
        }
    }
}

extension String {
    /// The text with its first letter in upper case.
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
