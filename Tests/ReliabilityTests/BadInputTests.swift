import Foundation
import ShopSeeding
import ShopTestSupport
import Testing

/// Hostile input through one `shop-cli --json` process: no crash, every output line in the contract, and the
/// database changed exactly by what the successful lines reported.
@Suite("Reliability: bad input")
struct BadInputTests {
    /// The seed and size of the generated input (`RELIABILITY_FUZZ_SEED`, `RELIABILITY_FUZZ_LINES` override them).
    static let seed = UInt64(ProcessInfo.processInfo.environment["RELIABILITY_FUZZ_SEED"] ?? "") ?? 0x5EED_F022
    static let lineCount = Int(ProcessInfo.processInfo.environment["RELIABILITY_FUZZ_LINES"] ?? "") ?? 10_500

    @Test("10,000+ generated lines: no crash, one contract line per result, only legitimate changes")
    func generatedLines() async throws {
        let workspace = try ShopWorkspace("fuzz", cheapPasswords: true, loginThrottle: "lenient")
        try await workspace.create()
        let inspector = ShopInspector(path: workspace.database)
        let before = try inspector.content()
        let ordersBefore = Set(try inspector.rows("SELECT id FROM customerOrder").compactMap { Int($0[0]) })

        // Generating (and later parsing) megabytes in a debug build takes seconds: off the pool.
        let (lines, bytes): ([[UInt8]], [UInt8]) = await offPool {
            var generator = BadInputGenerator(random: SeededRandom(seed: Self.seed), productIDs: 1...240)
            // Two empty lines end any pending login prompt; the final `whoami` proves the whole stream was read.
            let lines: [[UInt8]] = generator.lines(Self.lineCount) + [[], [], Array("whoami".utf8)]
            let bytes: [UInt8] = lines.flatMap { $0 + [0x0A] }
            return (lines, bytes)
        }
        if let dump = ProcessInfo.processInfo.environment["RELIABILITY_FUZZ_DUMP"] {
            _ = FileManager.default.createFile(atPath: dump, contents: Data(bytes))
        }
        let clock = ContinuousClock()
        let started = clock.now
        let process = try workspace.start()
        process.feedInBackground(bytes)
        // A guard against a hang, not a speed check. The workspace runs shop-cli with SHOP_TEST_PASSWORD_COST=testing:
        // at the production cost the ~200 sign-ins (each padded to one N=2^15 derivation, ~0.35 s in a debug build)
        // took 75 of the run's 80–130 s.
        let (status, timedOut) = await process.wait(timeout: .seconds(360))
        let elapsed = clock.now - started
        let result = Finished(
            standardOutput: process.output, standardError: process.errorOutput, status: status,
            timedOut: timedOut)

        #expect(result.exitedNormally, "status \(status)\(timedOut ? " (timed out)" : "")")
        #expect(!result.showsCrash, "\(result.standardError.suffix(2_000))")
        let output = result.standardOutput
        let (parsed, violations) = await offPool { parseJSONLines(ChildProcess.completeLines(output)) }
        #expect(violations.isEmpty, "\(violations.count) lines break the contract, e.g. \(violations.prefix(5))")
        #expect(parsed.last?.username != nil, "the last line is the final whoami: \(result.lines.last ?? "none")")
        let stray = result.errorLines.filter { !($0.hasPrefix("Login required for '") && $0.hasSuffix("'.")) }
        #expect(stray.isEmpty, "standard error has only login notices: \(stray.prefix(5))")

        var model = SessionModel(ordersBefore: ordersBefore)
        parsed.forEach { model.apply($0) }
        #expect(model.problems.isEmpty, "\(model.problems)")
        let after = try inspector.content()
        let userIDs = Dictionary(
            try inspector.rows("SELECT username, id FROM user").map { ($0[0], Int64($0[1]) ?? -1) },
            uniquingKeysWith: { first, _ in first })
        var expected = model.expectedContent(before: before, userIDs: userIDs)
        let usersBefore = Set(before["user", default: []])
        let newUsers = Set(
            after["user", default: []].filter { !usersBefore.contains($0) }.map {
                String($0.split(separator: "|")[1]).lowercased()
            })
        let namedUsers = Set(model.usernames.map { $0.lowercased() })
            .subtracting(usersBefore.map { String($0.split(separator: "|")[1]).lowercased() })
        #expect(newUsers == namedUsers, "accounts created = accounts reported")
        #expect(newUsers.allSatisfy { $0.wholeMatch(of: /[a-z0-9_.\-]{3,32}/) != nil }, "\(newUsers)")
        expected["user"] = after["user", default: []].filter { row in
            usersBefore.contains(row) || newUsers.contains(String(row.split(separator: "|")[1]).lowercased())
        }
        let differences = contentDifferences(expected: expected, actual: after)
        #expect(differences.isEmpty, "\(differences)")
        #expect(try inspector.integrity() == "ok")
        #expect(try inspector.orderProblems() == [])

        let failures = parsed.filter { !$0.ok }
        let codes = Dictionary(grouping: failures, by: { $0.code ?? "" }).mapValues(\.count)
        report(
            "bad input: seed \(Self.seed), \(lines.count) lines (\(bytes.count) bytes, "
                + "\(lines.filter { $0.count >= 90_000 }.count) lines ≥ 90 KB) in \(elapsed); status \(status); "
                + "\(parsed.count) JSON lines, \(parsed.count - failures.count) ok, \(failures.count) errors \(codes); "
                + "\(model.placed.count) orders placed, \(newUsers.count) accounts created, "
                + "\(result.errorLines.count) login prompts")
    }

    @Test("3,000 generated lines in human mode: one error line per failure, no escape codes, no lost unit")
    func generatedLinesHuman() async throws {
        let workspace = try ShopWorkspace("fuzz-human", cheapPasswords: true, loginThrottle: "lenient")
        try await workspace.create()
        let inspector = ShopInspector(path: workspace.database)
        let units = try inspector.rows("SELECT id, stock FROM product").map { row in
            (Int64(row[0]) ?? -1, (Int(row[1]) ?? 0) + (try inspector.soldUnits(Int64(row[0]) ?? -1)))
        }
        let bytes: [UInt8] = await offPool {
            var generator = BadInputGenerator(random: SeededRandom(seed: Self.seed ^ 0xFFFF), productIDs: 1...240)
            return (generator.lines(3_000) + [[], [], Array("whoami".utf8)]).flatMap { $0 + [0x0A] }
        }
        let process = try workspace.start(["--db", workspace.database])
        process.feedInBackground(bytes)
        let (status, timedOut) = await process.wait(timeout: .seconds(360))
        let result = Finished(
            standardOutput: process.output, standardError: process.errorOutput, status: status,
            timedOut: timedOut)
        #expect(result.exitedNormally && !result.showsCrash, "status \(status)")
        let stray = result.errorLines.filter { !$0.hasPrefix("error: ") }
        #expect(stray.isEmpty, "standard error has only one-line errors: \(stray.prefix(5))")
        #expect(
            !result.standardOutput.unicodeScalars.contains("\u{1B}")
                && !result.standardError.unicodeScalars.contains("\u{1B}"),
            "no terminal escape reaches the output")
        #expect(
            result.lines.last?.hasPrefix("Logged in as ") == true || result.lines.last == "Not logged in.",
            "the final whoami ran: \(result.lines.last ?? "")")
        #expect(try inspector.integrity() == "ok")
        #expect(try inspector.orderProblems() == [])
        for (product, total) in units {
            #expect(try inspector.stock(product) + inspector.soldUnits(product) == total, "product \(product)")
        }
        report(
            "bad input (human): \(bytes.count) bytes, status \(status), \(result.lines.count) output lines, "
                + "\(result.errorLines.count) error lines")
    }
}
