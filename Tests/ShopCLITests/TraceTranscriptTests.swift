import Foundation
import ShopTestSupport
import Testing

/// `--trace`, `trace on|off` and `--trace-output` through the real executable: the span tree's structure and
/// names after each command (durations vary, so only their shape is checked).
@Suite("Transcripts: trace")
struct TraceTranscriptTests {
    @Test("--trace prints each command's tree: the operation, its boards, their SQL", arguments: Backend.enabled)
    func traceFlag(_ backend: Backend) async throws {
        try await withShopFixture(backend, cheapPasswords: true) { fixture in
            _ = try await fixture.shop(["whoami"])
            let result = try await fixture.run(
                fixture.databaseArguments + ["--trace"],
                input: ["login user0001 password-0001", "cart add 3", "product 4"])
            #expect(result.status == 0, "\(result.standardError)")
            let lines = result.lines
            let headers = lines.indices.filter { try! Self.matches(lines[$0], #"trace [0-9a-f]{8}  \d+\.\d\d ms"#) }
            #expect(headers.count == 3, "one tree per command:\n\(result.standardOutput)")
            let tree = lines[headers[1]...].prefix { !$0.isEmpty }
            #expect(try tree.contains { try Self.matches($0, #"  operation cart add +\d+\.\d\d ms"#) })
            #expect(try tree.contains { try Self.matches($0, #"    board mod\.cartData\.\S+ +\d+\.\d\d ms"#) })
            #expect(try tree.contains { try Self.matches($0, #"      sql (BEGIN|INSERT).* +\d+\.\d\d ms"#) })
            #expect(!tree.contains { $0.contains("password-0001") })
            let last = lines[headers[2]...]
            #expect(try last.contains { try Self.matches($0, #"  operation product +\d+\.\d\d ms"#) })
            #expect(try last.contains { try Self.matches($0, #"      sql SELECT .* +\d+\.\d\d ms"#) })
        }
    }

    @Test("trace on|off switches the tree for the commands between them; help lists them")
    func traceOnOff() async throws {
        try await withShopFixture(.sqlite) { fixture in
            let result = try await fixture.shop([
                "trace", "product 3", "trace on", "trace", "product 4", "trace off", "product 5", "help trace",
            ])
            #expect(result.status == 0, "\(result.standardError)")
            let lines = result.lines
            let headers = lines.filter { $0.hasPrefix("trace ") && $0.hasSuffix(" ms") }
            #expect(headers.count == 1, "only 'product 4' is traced:\n\(result.standardOutput)")
            #expect(lines.contains("Tracing on."))
            #expect(lines.filter { $0.hasPrefix("Tracing is ") } == ["Tracing is off.", "Tracing is on."])
            #expect(lines.contains("Tracing off."))
            #expect(lines.contains("trace on"), "help trace names the command")
            #expect(lines.contains { $0.contains("Print each command's span tree") })
            #expect(lines.contains { $0.hasPrefix("trace off") })
        }
    }

    @Test("--trace-output writes the spans as JSON lines in a 0600 file; under --json the tree goes to stderr")
    func traceOutput() async throws {
        try await withShopFixture(.sqlite) { fixture in
            let path = fixture.directory.appendingPathComponent("spans.jsonl").path
            let result = try await fixture.run(
                fixture.databaseArguments + ["--json", "--trace", "--trace-output", path], input: ["product 3"])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.lines.count == 1, "one JSON line per command on stdout")
            #expect(result.errorLines.contains { $0.hasPrefix("  operation product ") })
            let objects = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map { line in
                try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            }
            #expect(objects.contains { $0["name"] as? String == "operation product" })
            #expect(objects.contains { ($0["attributes"] as? [String: Any])?["db.system"] as? String == "sqlite" })
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            #expect((attributes[.posixPermissions] as? Int) == 0o600)
        }
    }

    private static func matches(_ line: String, _ pattern: String) throws -> Bool {
        try Regex(pattern).wholeMatch(in: line) != nil
    }
}
