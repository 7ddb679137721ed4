import ArgumentParser
import Foundation
import Logging
import ShopApp
import ShopJSON
import ShopOperations
import ShopTerminal

/// `shop-cli migrate`: applies pending schema migrations, or lists them with `--status`.
public struct MigrateCommand: AsyncParsableCommand {
    /// The subcommand's name, abstract and discussion.
    public static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Apply pending schema migrations, or list them with --status.",
        discussion: """
            Migrations are embedded in the executable. A database with an edited migration or with migrations from \
            a newer build is refused without being touched. A missing database file is created. On PostgreSQL \
            (--database) the migrations run under an advisory lock, so processes starting together migrate once.
            """
    )

    /// `--db PATH` or `--database URL`.
    @OptionGroup public var database: DatabaseOption

    /// `--json`, `--log-level`, `--trace-sql`, `--no-color` (parsed by the root command).
    @OptionGroup public var options: GlobalOptions

    /// `--status`.
    @Flag(help: "List the applied and pending migrations without changing anything.")
    public var status = false

    /// Creates the command (ArgumentParser fills it in).
    public init() {}

    /// Applies or lists the migrations.
    public func run() async throws {
        let report = ToolReport(command: "migrate", options: options)
        let location = try database.location(reportingTo: report, config: options.config)
        status ? try await printStatus(location, report) : try await apply(location, report)
    }

    private func apply(_ location: ShopDatabaseLocation, _ report: ToolReport) async throws {
        let path = location.description
        let run: ShopMigrationReport
        do {
            run = try await ShopDatabase.migrate(
                location, sqlLogger: options.traceSQL ? Logger(label: ShopDatabase.sqlTraceLabel) : nil)
        } catch {
            throw report.fail(
                "database-error", error.description, status: ShellExitStatus.status(forDatabase: error))
        }
        let existed = !run.createdDatabase
        var lines = existed ? [] : ["Created '\(path)'."]
        for migration in run.applied {
            lines.append("Applied \(Self.number(migration.id)) \(migration.name)")
        }
        lines.append(
            run.applied.isEmpty
                ? "'\(path)' is up to date (\(ShellText.counted(run.knownCount, "migration")))."
                : "Applied \(ShellText.counted(run.applied.count, "migration")) to '\(path)'.")
        let applied = run.applied.map { migration -> JSONValue in
            ["id": JSONValue(migration.id), "name": JSONValue(migration.name)]
        }
        report.succeed(
            ["path": .string(path), "created": .bool(!existed), "applied": .array(applied)], human: lines)
    }

    private func printStatus(_ location: ShopDatabaseLocation, _ report: ToolReport) async throws {
        let path = location.description
        let status: ShopSchemaStatus
        do {
            status = try await ShopDatabase.status(location)
        } catch {
            throw report.fail(
                "database-error", error.description, status: ShellExitStatus.status(forDatabase: error))
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
