import Foundation
import ShopApp
import Testing

@Suite("settings: the documented table is the catalog")
struct SettingsDocumentationTests {
    /// The rows of the settings table in docs/configuration.md: setting → (flags, variables, programs).
    static func documentedRows() throws -> [String: (flags: String, variables: String, programs: String)] {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/configuration.md")
        let text = try String(contentsOf: path, encoding: .utf8)
        var rows: [String: (String, String, String)] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 5 else { continue }
            let name = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            rows[name] = (cells[1], cells[2], cells[4])
        }
        return rows
    }

    @Test("every setting has one row naming its flag, its variable, its aliases and its programs, and nothing else")
    func table() throws {
        let rows = try Self.documentedRows()
        #expect(Set(rows.keys) == Set(ShopSetting.all.map(\.name)))
        for setting in ShopSetting.all {
            let row = try #require(rows[setting.name])
            #expect(row.flags.contains("`\(setting.flag)`"), "\(setting.name)")
            for alias in setting.aliasFlags { #expect(row.flags.contains("`\(alias)`"), "\(setting.name)") }
            #expect(row.variables.contains("`\(setting.environmentVariable)`"), "\(setting.name)")
            for alias in setting.aliasVariables { #expect(row.variables.contains("`\(alias)`"), "\(setting.name)") }
            let programs = setting.programs.count == 2 ? "both" : setting.programs.first?.rawValue ?? ""
            #expect(row.programs == programs, "\(setting.name)")
        }
    }
}
