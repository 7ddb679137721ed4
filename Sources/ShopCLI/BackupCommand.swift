import ArgumentParser
import ShopApp
import ShopJSON

/// `shop-cli backup <path>`: copies the shop database with SQLite's online backup API, even while it is in use.
public struct BackupCommand: ParsableCommand {
    /// The subcommand's name, abstract and discussion.
    public static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Copy the shop database to a file, safely, even while the shop is running.",
        discussion: """
            Uses SQLite's online backup API: the copy is one consistent snapshot and writers are not blocked. The \
            file is created readable by its owner only (0600) and appears only once complete. An existing file is \
            never replaced unless --force is given. Restore it with 'shop-cli restore <path>'. A PostgreSQL database \
            (--database) is backed up with pg_dump instead.
            """
    )

    /// `--db PATH` (a `--database` PostgreSQL URL is refused: use pg_dump and pg_restore there).
    @OptionGroup public var database: DatabaseOption

    /// `--json`, `--log-level`, `--no-color` (parsed by the root command).
    @OptionGroup public var options: GlobalOptions

    /// The backup's path.
    @Argument(help: ArgumentHelp("The file to write the backup to.", valueName: "path"))
    public var destination: String

    /// `--force`.
    @Flag(help: "Replace the destination if it exists.")
    public var force = false

    /// Creates the command (ArgumentParser fills it in).
    public init() {}

    /// Makes the copy.
    public func run() throws {
        let report = ToolReport(command: "backup", options: options)
        let location = try database.location(reportingTo: report, config: options.config)
        let path = location.description
        do {
            try ShopDatabase.backup(location, to: destination, replacing: force)
        } catch {
            throw report.fail("database-error", error.description)
        }
        report.succeed(
            ["path": .string(path), "destination": .string(destination)],
            human: ["Backed up '\(path)' to '\(destination)'."])
    }
}
