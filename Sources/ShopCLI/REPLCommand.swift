import ArgumentParser

/// `shop-cli [repl] [--db PATH | --database URL] [--json]`: the interactive shop shell.
public struct REPLCommand: AsyncParsableCommand {
    /// The subcommand's name and abstract.
    public static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Run the shop shell (the default): one command per line, 'help' lists them."
    )

    /// `--db PATH` or `--database URL`.
    @OptionGroup public var database: DatabaseOption

    /// `--json`, `--log-level`, `--timing`, `--trace-sql`, `--no-color` (parsed by the root command).
    @OptionGroup public var options: GlobalOptions

    /// `--verify`: check every page's structure before starting.
    @Flag(help: "Check the database's structure (SQLite's quick_check) before starting; refuse a damaged file.")
    public var verify = false

    /// `-c "…; …"`: run these shell commands instead of reading standard input.
    @Option(
        name: .customShort("c"),
        help: ArgumentHelp(
            "Run these shell commands (separated by ';' outside quotes) instead of reading standard input.",
            valueName: "commands"))
    public var commands: String?

    /// `--bail`: stop at the first command that fails.
    @Flag(help: "Stop at the first command that fails (with -c or piped input).")
    public var bail = false

    /// `--user NAME`: sign in before the first command.
    @Option(
        help: ArgumentHelp(
            "Sign in as this user first; the password comes from $SHOP_PASSWORD or, on a terminal, a prompt.",
            valueName: "name"))
    public var user: String?

    /// A shell command to run once instead of the shell: `shop-cli search lapt`.
    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp(
            "A shell command to run once, e.g. 'search lapt' or 'cart add 3' (shop-cli options may follow it).",
            valueName: "command"),
        completion: .list(HelpCatalog.commandWords))
    public var command: [String] = []

    /// Creates the command (ArgumentParser fills it in).
    public init() {}

    /// Rejects `-c` together with a one-shot command, and an unknown option where the command would start.
    public func validate() throws {
        if let first = command.first, first.hasPrefix("-") {
            throw ValidationError("Unknown option '\(first)'")
        }
        if commands != nil, !command.isEmpty {
            throw ValidationError("Give either -c or a command, not both.")
        }
    }

    /// Runs the shell, the `-c` commands or the one-shot command; the exit status is one of ``ShellExitStatus``.
    public func run() async throws {
        ShopLogging.bootstrap(options)
        var words = command
        var json = options.json
        var path = database.path
        var url = database.url
        OneShotOptions.extract(from: &words, json: &json, databasePath: &path, databaseURL: &url)
        let input: ShellInput = commands.map(ShellInput.script) ?? (words.isEmpty ? .standardInput : .command(words))
        let status = await Shell.launch(
            databasePath: path, databaseURL: url, outputMode: json ? .json : .human, verifiesDatabase: verify,
            options: options,
            input: input, bailsOnError: bail, username: user
        )
        if status != 0 { throw ExitCode(status) }
    }
}
