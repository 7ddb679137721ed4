import ArgumentParser
import Foundation
import ShopApp
import ShopJSON
import ShopTerminal

/// `shop-cli restore <path>`: replaces the shop database's content with a checked backup.
public struct RestoreCommand: ParsableCommand {
    /// The subcommand's name, abstract and discussion.
    public static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Replace the shop database's content with a backup, once the backup passes the check.",
        discussion: """
            The backup must pass 'shop-cli check' and must not come from a newer build; otherwise nothing is \
            changed. The restore goes through SQLite's backup API, so a shop running on the database sees the \
            restored content as one change. A backup from an older build is migrated the next time the shop opens it. \
            On a terminal it first asks whether to replace the database's content (--yes does not ask); from a \
            script or a pipe it does not ask. A PostgreSQL database (--database) is restored with pg_restore instead.
            """
    )

    /// `--db PATH` (a `--database` PostgreSQL URL is refused: use pg_dump and pg_restore there).
    @OptionGroup public var database: DatabaseOption

    /// `--json`, `--log-level`, `--no-color` (parsed by the root command).
    @OptionGroup public var options: GlobalOptions

    /// The backup's path.
    @Argument(help: ArgumentHelp("The backup file to restore.", valueName: "path"))
    public var source: String

    /// `--yes`: restore without asking, even on a terminal.
    @Flag(name: [.customLong("yes"), .customShort("y")], help: "Do not ask for confirmation on a terminal.")
    public var assumeYes = false

    /// Creates the command (ArgumentParser fills it in).
    public init() {}

    /// Checks the backup and restores it.
    public func run() throws {
        let report = ToolReport(command: "restore", options: options)
        let location = try database.location(reportingTo: report, config: options.config)
        let path = location.description
        if !assumeYes, TerminalDetector().isInteractive, !Self.confirm(replacing: path, from: source) {
            throw report.fail("cancelled", "nothing was restored: '\(path)' is unchanged")
        }
        do {
            try ShopDatabase.restore(location, from: source)
        } catch {
            throw report.fail("database-error", error.description)
        }
        report.succeed(
            ["path": .string(path), "source": .string(source)],
            human: ["Restored '\(path)' from '\(source)'."])
    }

    /// Asks on standard error whether to replace `path`'s content with `source`'s, and reads the answer from standard
    /// input: `y` or `yes` (any case) restores; anything else, or the end of input, does not.
    static func confirm(replacing path: String, from source: String) -> Bool {
        FileHandle.standardError.write(
            Data("Replace everything in '\(path)' with the backup '\(source)'? [y/N] ".utf8))
        guard let answer = readLine(strippingNewline: true) else { return false }
        return ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
    }
}
