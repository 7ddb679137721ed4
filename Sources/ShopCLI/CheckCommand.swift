import ArgumentParser
import Foundation
import ShopApp
import ShopOperations
import ShopTerminal

/// `shop-cli check`: checks a shop database's integrity and the shop's own rules without changing it.
public struct CheckCommand: AsyncParsableCommand {
    /// The subcommand's name, abstract and discussion.
    public static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a shop database: SQLite's integrity and foreign keys, the search index, the shop's rules.",
        discussion: """
            Runs SQLite's integrity_check (every page, every index) and foreign_key_check, FTS5's check of the search \
            index against the products, and the shop's rules: stock is never negative, an order's total is the sum \
            of its lines, every order has lines, cart quantities are positive. On PostgreSQL (--database) the shop's \
            rules are checked (the server keeps its own pages, indexes and foreign keys). Nothing is changed. Exits \
            with 0 when nothing is found, 1 with the list of problems (or when the file cannot be checked at all).
            """
    )

    /// `--db PATH` or `--database URL`.
    @OptionGroup public var database: DatabaseOption

    /// `--json` (one object: `{"ok":true|false,"path":…,"findings":[{"check":…,"message":…}],
    /// "command":"check"}`), `--log-level`, `--no-color` (parsed by the root command).
    @OptionGroup public var options: GlobalOptions

    /// Creates the command (ArgumentParser fills it in).
    public init() {}

    /// Runs the checks and prints the findings.
    public func run() async throws {
        let tool = ToolReport(command: "check", options: options)
        let json = options.json
        let location = try database.location(reportingTo: tool, config: options.config)
        let path = location.description
        let report: ShopCheckReport
        do {
            report = try await ShopDatabase.check(location)
        } catch {
            if json {
                print(
                    JSONValue.object([
                        "ok": false, "path": .string(path), "error": .string(error.description),
                        "command": .string(tool.command),
                    ])
                    .serialized())
                throw ExitCode(ShellExitStatus.status(forDatabase: error))
            }
            throw tool.fail("database-error", error.description, status: ShellExitStatus.status(forDatabase: error))
        }
        json ? printJSON(report) : printHuman(report)
        if !report.isHealthy { throw ExitCode.failure }
    }

    private func printJSON(_ report: ShopCheckReport) {
        let findings = report.findings.map { finding -> JSONValue in
            .object([
                "check": .string(finding.kind.rawValue), "message": .string(ShellText.singleLine(finding.message)),
            ])
        }
        print(
            JSONValue.object([
                "ok": .bool(report.isHealthy), "path": .string(report.path), "findings": .array(findings),
                "command": "check",
            ])
            .serialized())
    }

    private func printHuman(_ report: ShopCheckReport) {
        guard !report.isHealthy else {
            print(
                report.path.hasPrefix("postgres://")
                    ? "'\(report.path)' is healthy: the shop rules all check out."
                    : "'\(report.path)' is healthy: integrity, foreign keys, search index and shop rules all check out."
            )
            return
        }
        print("'\(report.path)' has \(ShellText.counted(report.findings.count, "problem")):")
        for finding in report.findings {
            print("  [\(finding.kind.rawValue)] \(ShellText.singleLine(finding.message))")
        }
    }
}
