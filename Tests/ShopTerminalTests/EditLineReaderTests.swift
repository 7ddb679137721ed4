import Foundation
import Testing

@testable import ShopTerminal

@Suite("EditLineReader, completion and reader selection")
struct EditLineReaderTests {
    static let completions = CompletionTable(
        commands: ["help", "login", "logout", "categories", "cart", "checkout", "quit"],
        subcommands: ["cart": ["add", "set", "remove", "clear"]]
    )

    @Test("make returns a reader exactly when libedit can be loaded, without crashing")
    func make() {
        let reader = EditLineReader.make(completions: Self.completions)
        #expect((reader != nil) == EditLineReader.isAvailable)
        #expect(reader?.completions == Self.completions)
        #expect(reader?.history == [] || reader == nil)
    }

    @Test("history is loaded from and appended to the history file", .enabled(if: EditLineReader.isAvailable))
    func historyFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("shopterm-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "help\n\ncart\n".write(toFile: path, atomically: true, encoding: .utf8)
        let reader = try #require(EditLineReader.make(historyFile: path))
        #expect(reader.history == ["help", "cart"])
        reader.addHistory("orders")
        reader.addHistory("orders")
        reader.addHistory(" ")
        #expect(reader.history == ["help", "cart", "orders"])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "help\n\ncart\norders\n")
        let reloaded = try #require(EditLineReader.make(historyFile: path))
        #expect(reloaded.history == ["help", "cart", "orders"])
    }

    @Test("an unwritable history file is ignored")
    func unwritableHistory() {
        let reader = EditLineReader.make(historyFile: "/nonexistent-dir/sub/.shop_cli_history")
        reader?.addHistory("help")
        #expect(reader == nil || reader?.history == ["help"])
    }

    @Test("the completion table offers commands first and subcommands after their command")
    func completionTable() {
        let table = Self.completions
        #expect(table.candidates(forLine: "") == table.commands)
        #expect(table.candidates(forLine: "lo") == ["login", "logout"])
        #expect(table.candidates(forLine: "c") == ["categories", "cart", "checkout"])
        #expect(table.candidates(forLine: "cart ") == ["add", "set", "remove", "clear"])
        #expect(table.candidates(forLine: "cart r") == ["remove"])
        #expect(table.candidates(forLine: "cart add ") == [])
        #expect(table.candidates(forLine: "help ") == [])
        #expect(table.candidates(forLine: "zz") == [])
    }

    @Test("the C completion callback builds a readline match list", .enabled(if: EditLineReader.isAvailable))
    func completionCallback() throws {
        EditLineCompletion.table.withLock { $0 = Self.completions }
        let list = try #require("c".withCString { EditLineCompletion.attemptCompletion($0, 0, 1) })
        var entries: [String] = []
        var index = 0
        while let entry = list[index] {
            entries.append(String(cString: entry))
            free(entry)
            index += 1
        }
        free(list)
        #expect(entries.first == "c", "the first entry is the common prefix that replaces the word")
        #expect(entries.dropFirst().sorted() == ["cart", "categories", "checkout"])
        #expect("zz".withCString { EditLineCompletion.attemptCompletion($0, 0, 2) } == nil)
        EditLineCompletion.table.withLock { $0 = .empty }
    }

    @Test("the factory picks a plain reader unless both ends are terminals and TERM is usable")
    func factory() {
        let pipes = TerminalDetector(environment: ["TERM": "xterm-256color"]) { _ in false }
        let plain = LineReaderFactory.make(detector: pipes)
        #expect((plain as? PlainLineReader)?.interactive == false)

        let dumb = TerminalDetector(environment: ["TERM": "dumb"]) { _ in true }
        #expect(dumb.isDumbTerminal && !dumb.supportsLineEditing && !dumb.supportsANSIStyling)
        #expect((LineReaderFactory.make(detector: dumb) as? PlainLineReader)?.interactive == true)

        let tty = TerminalDetector(environment: ["TERM": "xterm"]) { _ in true }
        #expect(tty.supportsLineEditing && tty.supportsANSIStyling)
        let chosen = LineReaderFactory.make(completions: Self.completions, detector: tty)
        #expect((chosen is EditLineReader) == EditLineReader.isAvailable)

        #expect(TerminalDetector(environment: [:]) { _ in true }.isDumbTerminal)
        #expect(!TerminalDetector(environment: ["TERM": "xterm", "NO_COLOR": "1"]) { _ in true }.supportsANSIStyling)
        #expect(LineReaderFactory.defaultHistoryPath(environment: ["HOME": "/home/a"]) == "/home/a/.shop_cli_history")
        #expect(LineReaderFactory.defaultHistoryPath(environment: [:]) == nil)
    }
}
