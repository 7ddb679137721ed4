import ArgumentParser
import Foundation
import ShopCLI
import Testing

/// docs/cli.md against the programs: every shell command's row shows the arguments its help shows, and the option
/// table lists exactly the options `shop-cli --help` lists.
@Suite("docs/cli.md: the documented commands and options are the programs' own")
struct CLIReferenceTests {
    /// The text of docs/cli.md.
    static func reference() throws -> String {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/cli.md")
        return try String(contentsOf: path, encoding: .utf8)
    }

    /// The table rows of docs/cli.md, as cells without their outer bars.
    static func rows() throws -> [[String]] {
        try reference().split(separator: "\n").filter { $0.hasPrefix("| `") }.map { line in
            // `\|` inside a cell is a literal bar.
            line.replacingOccurrences(of: "\\|", with: "\u{1}").split(separator: "|").map {
                $0.replacingOccurrences(of: "\u{1}", with: "|").trimmingCharacters(in: .whitespaces)
            }
        }
    }

    /// The backticked words of a cell: "`trace`, `trace on`" → ["trace", "trace on"].
    static func quoted(_ cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().compactMap { index, part in
            index % 2 == 1 ? String(part) : nil
        }
    }

    /// A usage's arguments as the command table writes them: `<product-id> [<quantity>]` → `PRODUCT-ID [QUANTITY]`,
    /// `<words...>` → `WORDS…`, `<shop:// URL>` → `shop:// URL`; options (`[--page N]`) as they are; aliases
    /// (`| exit`) dropped.
    static func documented(_ arguments: String) -> String {
        var text = arguments.replacingOccurrences(of: #"^(\| [a-z]+ ?)+"#, with: "", options: .regularExpression)
        for match in text.matches(of: /<([a-z-]+)(\.\.\.)?>/).reversed() {
            let name = match.output.1.uppercased() + (match.output.2 == nil ? "" : "…")
            text.replaceSubrange(match.range, with: name)
        }
        for match in text.matches(of: /\[([a-z][a-z-]*)\]/).reversed() {
            text.replaceSubrange(match.range, with: "[" + match.output.1.uppercased() + "]")
        }
        return text.replacingOccurrences(of: #"<([^>]+)>"#, with: "$1", options: .regularExpression)
    }

    @Test("every shell command has a row whose arguments and login mark are its help's")
    func commands() throws {
        let rows = try Self.rows()
        for entry in HelpCatalog.entries {
            let arguments =
                entry.usage.hasPrefix(entry.name)
                ? String(entry.usage.dropFirst(entry.name.count)).trimmingCharacters(in: .whitespaces) : entry.usage
            if entry.name.hasPrefix("admin ") {
                #expect(
                    rows.contains { Self.quoted($0[0]).contains { $0.hasPrefix(entry.name) } },
                    "no staff row for '\(entry.name)'")
                let row = rows.first { Self.quoted($0[0]).contains(entry.usage) }
                #expect(row != nil, "docs/cli.md shows no staff row with the usage '\(entry.usage)'")
                continue
            }
            let row = try #require(
                rows.first { $0.count >= 4 && Self.quoted($0[0]).contains(entry.name) },
                "docs/cli.md has no row for '\(entry.name)'")
            let shown = Self.documented(arguments)
            #expect(row[1] == (shown.isEmpty ? "" : "`\(shown)`"), "\(entry.name)")
            #expect(row[2].hasPrefix("login") == entry.requiresLogin, "\(entry.name): login column '\(row[2])'")
        }
    }

    /// The long options an ArgumentParser help text's `OPTIONS:` section lists.
    static func listedOptions(_ help: String) -> Set<String> {
        guard let section = help.range(of: "OPTIONS:") else { return [] }
        var options = Set<String>()
        for line in help[section.upperBound...].split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("-") else { continue }
            let column = trimmed.components(separatedBy: "  ").first ?? trimmed
            for match in column.matches(of: /(--[a-z][a-z-]*)/) {
                options.insert(String(match.output.1))
            }
        }
        return options.subtracting(["--help"])
    }

    @Test("the option table lists exactly the options of shop-cli --help")
    func options() throws {
        let inHelp = Self.listedOptions(ShopCommand.helpMessage(columns: 400))
        let documented = Set(
            try Self.rows().filter { $0.first?.hasPrefix("`--") == true }.flatMap { row in
                Self.quoted(row[0]).map { String($0.split(separator: " ")[0]) }.filter { $0.hasPrefix("--") }
            })
        #expect(!inHelp.isEmpty)
        #expect(inHelp.subtracting(documented).isEmpty, "in --help, not in docs/cli.md's option table")
        #expect(documented.subtracting(inHelp).isEmpty, "in docs/cli.md's option table, not in --help")
    }

    @Test("the shell's own options (shop-cli repl --help) are each documented")
    func shellOptions() throws {
        let text = try Self.reference()
        let shellOnly = Self.listedOptions(REPLCommand.helpMessage(columns: 400))
            .subtracting(Self.listedOptions(ShopCommand.helpMessage(columns: 400)))
        #expect(shellOnly.isSuperset(of: ["--user", "--bail", "--verify"]), "\(shellOnly)")
        for option in shellOnly {
            let mentioned = ["`\(option)", "\(option)`", "\(option) "].contains { text.contains($0) }
            #expect(mentioned, "\(option) is not in docs/cli.md")
        }
    }
}
