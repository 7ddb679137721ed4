import ArgumentParser
import Foundation
import SQLiteStore
import ShopApp
import ShopMigrations
import ShopOperations
import ShopTerminal

/// `shop-cli migrate`: applies pending schema migrations, or lists them with `--status`.
public struct MigrateCommand: ParsableCommand {
    /// The subcommand's name, abstract and discussion.
    public static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Apply pending schema migrations, or list them with --status.",
        discussion: """
            Migrations are embedded in the executable. A database with an edited migration or with migrations from \
            a newer build is refused without being touched. A missing database file is created.
            """
    )

    /// `--db PATH`.
    @OptionGroup public var database: DatabaseOption

    /// `--status`.
    @Flag(help: "List the applied and pending migrations without changing anything.")
    public var status = false

    /// Creates the command (ArgumentParser fills it in).
    public init() {}

    /// Applies or lists the migrations.
    public func run() throws {
        let path = ShopDatabase.resolvePath(database.path)
        status ? try printStatus(path) : try apply(path)
    }

    private func apply(_ path: String) throws {
        let existed = FileManager.default.fileExists(atPath: path)
        let opened: ShopDatabase.Opened
        do {
            opened = try ShopDatabase.open(path: path, readers: 1)
        } catch {
            throw ToolFailure.report(error.description)
        }
        if !existed { print("Created '\(path)'.") }
        for id in opened.appliedMigrations {
            print("Applied \(Self.number(id)) \(ShopMigrations.all.first { $0.id == id }?.name ?? "?")")
        }
        print(opened.appliedMigrations.isEmpty
            ? "'\(path)' is up to date (\(ShellText.counted(ShopMigrations.all.count, "migration")))."
            : "Applied \(ShellText.counted(opened.appliedMigrations.count, "migration")) to '\(path)'.")
    }

    private func printStatus(_ path: String) throws {
        let status: MigrationStatus
        do {
            status = try ShopDatabase.status(path: path)
        } catch {
            throw ToolFailure.report(error.description)
        }
        var table = TextTable(columns: [
            TextTable.Column("ID", alignment: .left), TextTable.Column("Name", alignment: .left),
            TextTable.Column("State", alignment: .left), TextTable.Column("Applied at (UTC)", alignment: .left),
        ])
        for applied in status.applied {
            let state = status.unknownIDs.contains(applied.id) ? "unknown (newer build)"
                : status.mismatched.contains(applied) ? "modified" : "applied"
            table.addRow([Self.number(applied.id), applied.name, state, applied.appliedAt])
        }
        for pending in status.pending {
            table.addRow([Self.number(pending.id), pending.name, "pending", ""])
        }
        print("Migrations of '\(path)':")
        table.renderLines().forEach { print($0) }
        var summary = "\(status.applied.count) applied, \(status.pending.count) pending."
        if !status.isValid { summary += " This build cannot migrate this database." }
        print(summary)
    }

    /// `7` as `0007`, like the migration file names.
    static func number(_ id: Int) -> String {
        let digits = String(id)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
