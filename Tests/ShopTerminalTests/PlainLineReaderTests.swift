import Foundation
import ShopTerminal
import Testing

@Suite("PlainLineReader")
struct PlainLineReaderTests {
    @Test("reads lines from a pipe, handling CRLF, blank lines, a final unterminated line and EOF")
    func readsPipe() {
        let input = TestPipe()
        let output = TestPipe()
        input.send("help\r\n\nsearch \"red shoe\"\ncafé 👍🏽\nlast")
        input.closeWriteEnd()
        let reader = PlainLineReader(
            inputFileDescriptor: input.readEnd,
            outputFileDescriptor: output.writeEnd,
            interactive: false
        )
        #expect(reader.readLine(prompt: "shop> ") == "help")
        #expect(reader.readLine(prompt: "shop> ") == "")
        #expect(reader.readLine(prompt: "shop> ") == "search \"red shoe\"")
        #expect(reader.readLine(prompt: "shop> ") == "café 👍🏽")
        #expect(reader.readSecret(prompt: "Password: ") == "last")
        #expect(reader.readLine(prompt: "shop> ") == nil)
        #expect(reader.readLine(prompt: "shop> ") == nil)
        #expect(reader.readSecret(prompt: "Password: ") == nil)
        #expect(output.drain() == "", "a non-interactive reader prints no prompt")
        close(input.readEnd)
    }

    @Test("an interactive reader prints each prompt verbatim, and a newline at end of input")
    func printsPrompts() {
        let input = TestPipe()
        let output = TestPipe()
        input.send("alice\nsecret\n")
        input.closeWriteEnd()
        let reader = PlainLineReader(
            inputFileDescriptor: input.readEnd,
            outputFileDescriptor: output.writeEnd,
            interactive: true
        )
        #expect(reader.readLine(prompt: "Email: ") == "alice")
        #expect(reader.readSecret(prompt: "Password: ") == "secret")
        #expect(reader.readLine(prompt: "shop> ") == nil)
        #expect(output.drain() == "Email: Password: shop> \n", "a newline follows the prompt at end of input")
        close(input.readEnd)
    }

    @Test("a pipe is not a terminal, so the default is non-interactive; FileHandle init works")
    func defaults() throws {
        let pipe = Pipe()
        let reader = PlainLineReader(input: pipe.fileHandleForReading)
        #expect(reader.interactive == false)
        pipe.fileHandleForWriting.write(Data("one\ntwo\n".utf8))
        try pipe.fileHandleForWriting.close()
        #expect(reader.readLine(prompt: "> ") == "one")
        #expect(reader.readLine(prompt: "> ") == "two")
        #expect(reader.readLine(prompt: "> ") == nil)
        let byDescriptor = PlainLineReader(inputFileDescriptor: pipe.fileHandleForReading.fileDescriptor)
        #expect(byDescriptor.interactive == false)
    }

    @Test("very long lines and invalid UTF-8 are read without loss or crash")
    func longLinesAndInvalidBytes() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("shopterm-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: 300_000)
        bytes += [0x0A, 0xFF, 0xFE, 0x41, 0x0A]
        try Data(bytes).write(to: url)
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        let reader = PlainLineReader(input: handle)
        #expect(reader.readLine(prompt: "")?.count == 300_000)
        #expect(reader.readLine(prompt: "") == "\u{FFFD}\u{FFFD}A")
        #expect(reader.readLine(prompt: "") == nil)
    }

    @Test("history keeps non-blank, non-repeated entries in memory")
    func history() {
        let reader = PlainLineReader(inputFileDescriptor: -1, interactive: false)
        reader.addHistory("help")
        reader.addHistory("help")
        reader.addHistory("   ")
        reader.addHistory("cart")
        #expect(reader.history == ["help", "cart"])
        #expect(reader.readLine(prompt: "") == nil, "a bad descriptor reads as end of input")
    }

    @Test("the scripted reader replays lines and records prompts and history")
    func scripted() {
        let reader = ScriptedLineReader(lines: ["login", "pw"])
        #expect(reader.readLine(prompt: "a> ") == "login")
        #expect(reader.readSecret(prompt: "b> ") == "pw")
        #expect(reader.readLine(prompt: "c> ") == nil)
        reader.addHistory("login")
        #expect(reader.prompts == ["a> ", "b> ", "c> "])
        #expect(reader.history == ["login"])
    }
}
