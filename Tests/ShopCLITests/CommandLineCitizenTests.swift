import Foundation
import ShopApp
import Testing

/// `shop-cli` as a command-line citizen, through the real executable and pipes: the version, the top-level help,
/// log levels, logs on standard error, `--timing`, `--trace-sql`, and the `command` of every `--json` line.
@Suite("Transcripts: version, help, logs, timing and JSON commands")
struct CommandLineCitizenTests {
    @Test("--version, -V and a subcommand's -V print the version from ShopVersion and exit 0")
    func version() async throws {
        let fixture = try ShopFixture()
        for arguments in [["--version"], ["-V"], ["seed", "-V"]] {
            let result = try await fixture.run(arguments)
            #expect(result.status == 0, "\(arguments)")
            #expect(result.lines == [ShopVersion.current], "\(arguments)")
        }
        #expect(!FileManager.default.fileExists(atPath: fixture.database))
    }

    @Test("the top-level --help shows the options that matter and the version flags")
    func help() async throws {
        let fixture = try ShopFixture()
        let result = try await fixture.run(["--help"])
        #expect(result.status == 0)
        let usage = try #require(result.lines.first { $0.hasPrefix("USAGE: shop-cli") })
        for option in ["--db", "--json", "--log-level", "--timing", "--trace-sql", "--no-color", "-V"] {
            #expect(usage.contains(option), "\(option) in \(usage)")
        }
        #expect(result.lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("--version") })
        let seedHelp = try await fixture.run(["seed", "--help"])
        #expect(seedHelp.standardOutput.contains("--quiet") && seedHelp.standardOutput.contains("--json"))
    }

    @Test("an invalid --log-level stops with exit status 64, an invalid LOG_LEVEL with 78; a valid one runs")
    func logLevel() async throws {
        let fixture = try ShopFixture()
        let fromEnvironment = try await fixture.run(["--db", fixture.database], environment: ["LOG_LEVEL": "loud"])
        #expect(fromEnvironment.status == 78)
        #expect(
            fromEnvironment.standardError.contains(
                "$LOG_LEVEL: 'loud' is not a valid log-level: one of trace, debug, info, notice, warning"),
            "\(fromEnvironment.standardError)")
        #expect(fromEnvironment.lines == [])
        let fromOption = try await fixture.run(["check", "--db", fixture.database, "--log-level", "chatty"])
        #expect(fromOption.status == 64)
        #expect(fromOption.standardError.contains("--log-level: 'chatty' is not a valid log-level"))
        #expect(!FileManager.default.fileExists(atPath: fixture.database))
        let valid = try await fixture.run(
            ["--db", fixture.database], input: ["whoami"], environment: ["LOG_LEVEL": "ERROR"])
        #expect(valid.status == 0)
        #expect(valid.lines == ["Not logged in."])
    }

    @Test("the board trace goes to standard error; standard output keeps only the --json lines")
    func logsOnStandardError() async throws {
        let fixture = try ShopFixture()
        let result = try await fixture.run(
            ["--db", fixture.database, "--json"], input: ["whoami", "categories"],
            environment: ["BOARDY_LOG_ENABLED": "true"])
        #expect(result.status == 0)
        #expect(result.lines.count == 2)
        #expect(result.lines.allSatisfy { $0.hasPrefix(#"{"ok":true,"result":"#) })
        #expect(result.errorLines.contains { $0.contains(" info shop: ") && $0.contains("boardy: ") })
        let quiet = try await fixture.run(
            ["--db", fixture.database, "--json", "--log-level", "error"], input: ["whoami"],
            environment: ["BOARDY_LOG_ENABLED": "true"])
        #expect(!quiet.standardError.contains("boardy: "))
    }

    @Test("--timing prints 'Run time' on standard error after each command, or a timing field under --json")
    func timing() async throws {
        let fixture = try ShopFixture()
        let human = try await fixture.run(["--db", fixture.database, "--timing"], input: ["whoami", "categories"])
        #expect(human.status == 0)
        let times = human.errorLines.filter { $0.wholeMatch(of: /Run time: \d+\.\d{3} s/) != nil }
        #expect(times.count == 2, "\(human.errorLines)")
        #expect(!human.standardOutput.contains("Run time"))
        let json = try await fixture.run(["--db", fixture.database, "--timing", "--json"], input: ["whoami"])
        let object = try Self.object(try #require(json.lines.first))
        let timing = try #require(object["timing"] as? [String: Any])
        #expect(timing["microseconds"] is Int)
        let untimed = try await fixture.run(["--db", fixture.database, "--json"], input: ["whoami"])
        let untimedLine = try Self.object(try #require(untimed.lines.first))
        #expect(untimedLine["timing"] == nil)
        #expect(untimed.standardError.isEmpty || !untimed.standardError.contains("Run time"))
    }

    @Test("--trace-sql logs each statement with its duration on standard error, never on standard output")
    func traceSQL() async throws {
        let fixture = try ShopFixture()
        _ = try await fixture.shop([])
        let result = try await fixture.run(["--db", fixture.database, "--trace-sql", "--json"], input: ["product 1"])
        #expect(result.status == 0)
        #expect(result.lines.count == 1)
        let statements = result.errorLines.filter { $0.contains(" debug shop.sql: ") }
        #expect(statements.contains { $0.contains("sql: SELECT") && $0.contains("FROM product") })
        #expect(statements.allSatisfy { $0.wholeMatch(of: /.* sql: .* \(\d+\.\d{3} ms\)/) != nil })
        let seeded = try await fixture.run([
            "seed", "--db", fixture.directory.appendingPathComponent("t.sqlite").path, "--products", "5",
            "--users", "0", "--quiet", "--trace-sql",
        ])
        #expect(seeded.status == 0)
        #expect(seeded.errorLines.contains { $0.contains("sql: INSERT INTO product") })
        let untraced = try await fixture.run(["--db", fixture.database], input: ["product 1"])
        #expect(!untraced.standardError.contains("shop.sql"))
    }

    @Test("each --json line names its command; a line naming no command has command null")
    func jsonCommands() async throws {
        let fixture = try ShopFixture()
        let result = try await fixture.shop(
            ["whoami", "categories", "search lapt", "product abc", "frobnicate", "cart add 1", "", "quit"], json: true)
        #expect(result.status == 1)
        let commands = try result.lines.map { try Self.object($0)["command"] as Any }
        #expect(commands.count == 6)
        #expect(commands.prefix(4).map { $0 as? String } == ["whoami", "categories", "search", "product"])
        #expect(commands[4] is NSNull)
        #expect(commands[5] as? String == "cart add")
        #expect(result.lines.allSatisfy { $0.hasPrefix(#"{"ok":"#) })
    }

    /// Parses one JSON object line.
    static func object(_ line: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
}
