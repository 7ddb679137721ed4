import ArgumentParser
import Foundation
import Logging
import ShopApp
import ShopJSON
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

    /// `--json`, `--log-level`, `--trace-sql`, `--no-color` (parsed by the root command).
    @OptionGroup public var options: GlobalOptions

    /// `--status`.
    @Flag(help: "List the applied and pending migrations without changing anything.")
    public var status = false

    /// Creates the command (ArgumentParser fills it in).
    public init() {}

    /// Applies or lists the migrations.
    public func run() throws {
        let report = ToolReport(command: "migrate", options: options)
        let path = ShopDatabase.resolvePath(database.path)
        status ? try printStatus(path, report) : try apply(path, report)
    }

    private func apply(_ path: String, _ report: ToolReport) throws {
        let existed = FileManager.default.fileExists(atPath: path)
        let opened: ShopDatabase.Opened
        do {
            opened = try ShopDatabase.open(
                path: path, readers: 1,
                sqlLogger: options.traceSQL ? Logger(label: ShopDatabase.sqlTraceLabel) : nil)
        } catch {
            throw report.fail("database-error", error.description)
        }
        var lines = existed ? [] : ["Created '\(path)'."]
        for id in opened.appliedMigrations {
            lines.append("Applied \(Self.number(id)) \(ShopSchemaStatus.name(of: id) ?? "?")")
        }
        lines.append(
            opened.appliedMigrations.isEmpty
                ? "'\(path)' is up to date (\(ShellText.counted(ShopSchemaStatus.knownCount, "migration")))."
                : "Applied \(ShellText.counted(opened.appliedMigrations.count, "migration")) to '\(path)'.")
        let applied = opened.appliedMigrations.map { id -> JSONValue in
            ["id": JSONValue(id), "name": JSONValue(ShopSchemaStatus.name(of: id))]
        }
        report.succeed(
            ["path": .string(path), "created": .bool(!existed), "applied": .array(applied)], human: lines)
    }

    private func printStatus(_ path: String, _ report: ToolReport) throws {
        let status: ShopSchemaStatus
        do {
            status = try ShopDatabase.status(path: path)
        } catch {
            throw report.fail("database-error", error.description)
        }
        guard !report.json else {
            let rows = status.rows.map { row -> JSONValue in
                [
                    "id": JSONValue(row.id), "name": .string(row.name), "state": .string(Self.describe(row.state)),
                    "appliedAt": row.appliedAt.isEmpty ? .null : .string(row.appliedAt),
                ]
            }
            report.succeed(
                [
                    "path": .string(path), "migrations": .array(rows), "applied": JSONValue(status.appliedCount),
                    "pending": JSONValue(status.pendingCount), "valid": .bool(status.isValid),
                ],
                human: [])
            return
        }
        var table = TextTable(columns: [
            TextTable.Column("ID", alignment: .left), TextTable.Column("Name", alignment: .left),
            TextTable.Column("State", alignment: .left), TextTable.Column("Applied at (UTC)", alignment: .left),
        ])
        for row in status.rows {
            table.addRow([Self.number(row.id), row.name, Self.describe(row.state), row.appliedAt])
        }
        print("Migrations of '\(path)':")
        for line in table.renderLines() { print(line) }
        var summary = "\(status.appliedCount) applied, \(status.pendingCount) pending."
        if !status.isValid { summary += " This build cannot migrate this database." }
        print(summary)
    }

    private static func describe(_ state: ShopSchemaStatus.State) -> String {
        switch state {
        case .applied: "applied"
        case .modified: "modified"
        case .unknown: "unknown (newer build)"
        case .pending: "pending"
        }
    }

    /// `7` as `0007`, like the migration file names.
    static func number(_ id: Int) -> String {
        let digits = String(id)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
