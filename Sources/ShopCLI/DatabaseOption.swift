import ArgumentParser

/// The `--db PATH` option every subcommand shares.
public struct DatabaseOption: ParsableArguments {
    /// The database file; `nil` means `$SHOP_DB`, else `shop.sqlite` in the current directory.
    @Option(
        name: .customLong("db"),
        help: ArgumentHelp(
            "The SQLite database file (default: $SHOP_DB, else ./shop.sqlite).", valueName: "path"),
        completion: .file())
    public var path: String?

    /// Creates the option group (ArgumentParser fills it in).
    public init() {}
}
