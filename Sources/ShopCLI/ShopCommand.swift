import ArgumentParser
import ShopApp

/// `shop-cli`: the interactive shop (the default subcommand) plus the database tools `seed`, `migrate`,
/// `check`, `backup`, `restore` and `users`.
///
/// The executable's `@main` only calls `ShopCommand.main()`; the command types live here so tests can parse and
/// run them.
public struct ShopCommand: AsyncParsableCommand {
    /// The command's name, abstract, discussion and subcommands.
    public static let configuration = CommandConfiguration(
        commandName: "shop-cli",
        abstract: "A shop on SQLite or PostgreSQL, driven from an interactive shell.",
        discussion: discussion,
        version: ShopVersion.current,
        subcommands: [
            REPLCommand.self, SeedCommand.self, MigrateCommand.self, CheckCommand.self, BackupCommand.self,
            RestoreCommand.self, CompletionsCommand.self, UsersCommand.self,
        ],
        defaultSubcommand: REPLCommand.self
    )

    /// The text under the overview in `shop-cli --help`: the REPL's invocation and its commands.
    static let discussion: String = {
        let commands = HelpCatalog.entries.map { "  " + $0.usage + ($0.requiresLogin ? " *" : "") }
        return """
            Run `shop-cli [--db PATH | --database URL] [--json]` for the shop shell (the default `repl` subcommand). \
            A new database is created, migrated and given a demo catalog. On a terminal it has a prompt, line \
            editing, history and Tab completion; with input piped it reads one command per line and exits with 1 \
            if any command failed.

            Shell commands ('help <command>' in the shell explains each; * asks you to log in first):
            \(commands.joined(separator: "\n"))

            Each shell command also runs once from the command line (`shop-cli search lapt`, `shop-cli product 42`, \
            `shop-cli --user NAME cart add 3` with the password in $SHOP_PASSWORD); `-c "cmd; cmd"` runs several, \
            `--bail` stops at the first failure. The shell's own options (-c, --user, --bail, --verify) are listed \
            by `shop-cli repl --help`. `shop-cli completions bash|zsh|fish` prints a completion script.

            The database: `--database-url postgres://user[:password]@host[:port]/name` (or `--database`) runs the \
            shop on PostgreSQL (several processes may share it), `--db PATH` on a SQLite file. Without either, \
            $SHOP_DATABASE_URL (PostgreSQL), else $SHOP_DB (SQLite), else the config file's (--config FILE or \
            $SHOP_CONFIG), else ./shop.sqlite. Giving both options is an error; so is a URL that is not postgres:// \
            or postgresql://. Every setting and its variable: docs/configuration.md. `backup` and `restore` work on \
            SQLite files only (pg_dump and pg_restore do that on PostgreSQL).

            \(ShellExitStatus.helpText)
            """
    }()

    /// `--db PATH` or `--database URL`, shared with every subcommand.
    @OptionGroup public var database: DatabaseOption

    /// `--json`, `--log-level`, `--timing`, `--trace-sql`, `--no-color`, shared with every subcommand.
    @OptionGroup public var options: GlobalOptions

    /// `-V`: the same as `--version`.
    @Flag(name: .customShort("V"), help: "Show the version (the same as --version).")
    public var showsVersion = false

    /// Creates the command (ArgumentParser fills it in).
    public init() {}

    /// Prints the version for `-V`.
    public func validate() throws {
        if showsVersion { throw CleanExit.message(ShopVersion.current) }
    }
}
