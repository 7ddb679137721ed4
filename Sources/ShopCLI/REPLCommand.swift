import ArgumentParser

/// `shop-cli [repl] [--db PATH] [--json]`: the interactive shop shell.
public struct REPLCommand: AsyncParsableCommand {
    /// The subcommand's name and abstract.
    public static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Run the shop shell (the default): one command per line, 'help' lists them."
    )

    /// `--db PATH`.
    @OptionGroup public var database: DatabaseOption

    /// `--json`, `--log-level`, `--timing`, `--trace-sql`, `--no-color` (parsed by the root command).
    @OptionGroup public var options: GlobalOptions

    /// `--verify`: check every page's structure before starting.
    @Flag(help: "Check the database's structure (SQLite's quick_check) before starting; refuse a damaged file.")
    public var verify = false

    /// Creates the command (ArgumentParser fills it in).
    public init() {}

    /// Runs the shell; exits with 1 when the database cannot be used or, with input piped, a command failed.
    public func run() async throws {
        ShopLogging.bootstrap(options)
        let status = await Shell.launch(
            databasePath: database.path, outputMode: options.json ? .json : .human, verifiesDatabase: verify,
            options: options
        )
        if status != 0 { throw ExitCode(status) }
    }
}
