import Foundation
import SQLiteStore
import ShopSeeding
import ShopTestSupport
import Testing

/// A database the shop cannot use: one `error:` line, exit status 69, no crash, and the file left as it was.
@Suite("Reliability: damaged environment")
struct DamagedEnvironmentTests {
    static let session = ["login user0001 password-0001", "cart add 5", "checkout", "whoami"]

    /// Checks a refusal at start-up: exit status 69 and one failure containing `reason`: an `error:` line on stderr
    /// and nothing on stdout, or under `--json` one `"command":"start"` line on stdout (``Finished/startFailure``).
    static func expectRefusal(_ result: Finished, _ reason: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == 69, "status \(result.status)", sourceLocation: sourceLocation)
        #expect(!result.showsCrash && !result.timedOut, sourceLocation: sourceLocation)
        #expect(
            result.startFailure?.contains(reason) == true, "stdout: \(result.lines) stderr: \(result.errorLines)",
            sourceLocation: sourceLocation)
        report("refusal: \(result.startFailure ?? "none")")
    }

    @Test("a missing directory is reported, not created")
    func missingDirectory() async throws {
        let workspace = try ShopWorkspace("damaged")
        let path = workspace.directory + "/no/such/dir/shop.sqlite"
        for json in [true, false] {
            let result = try await workspace.run(Self.session, arguments: ["--db", path] + (json ? ["--json"] : []))
            Self.expectRefusal(result, "does not exist")
        }
        #expect(!FileManager.default.fileExists(atPath: workspace.directory + "/no"))
    }

    @Test("a read-only file (mode 0400) is refused and left untouched")
    func readOnlyFile() async throws {
        let workspace = try ShopWorkspace("damaged")
        try await workspace.create()
        let before = try ShopInspector(path: workspace.database).content()
        let bytes = workspace.databaseFiles()
        try FileManager.default.setAttributes([.posixPermissions: 0o400], ofItemAtPath: workspace.database)
        let result = try await workspace.run(Self.session)
        Self.expectRefusal(result, "read-only")
        #expect(workspace.databaseFiles() == bytes, "not one byte changed")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: workspace.database)
        #expect(try ShopInspector(path: workspace.database).content() == before)
    }

    @Test("a file that is not a database, or a truncated one, is refused and left untouched")
    func garbageAndTruncatedFiles() async throws {
        let workspace = try ShopWorkspace("damaged")
        try await workspace.create()
        let database = try #require(FileManager.default.contents(atPath: workspace.database))
        let garbage = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7919 >> 3) })
        for damaged in [garbage, database.prefix(database.count / 2), Data(), Data("SQLite format 3\0".utf8)] {
            try damaged.write(to: URL(fileURLWithPath: workspace.database))
            let result = try await workspace.run(Self.session)
            if damaged.isEmpty {
                // An empty file is a valid empty SQLite database: the shop may take it over, but must not crash.
                #expect(result.exitedNormally && !result.showsCrash, "\(result.errorLines)")
                continue
            }
            Self.expectRefusal(result, "is not a usable shop database")
            #expect(FileManager.default.contents(atPath: workspace.database) == damaged, "the file was modified")
        }
    }

    @Test("a database page overwritten with noise: check finds every change to bytes in use; the session never crashes")
    func corruptPages() async throws {
        let workspace = try ShopWorkspace("damaged")
        try await workspace.create()
        let pristine = try #require(FileManager.default.contents(atPath: workspace.database))
        let pristineCopy = workspace.directory + "/pristine.sqlite"
        try pristine.write(to: URL(fileURLWithPath: pristineCopy))
        let map = try PageMap(path: pristineCopy)
        #expect([4_096, 16_384].contains(map.pageSize))
        // The check must pass on the intact file, or "detected" below would mean nothing.
        let healthy = try await workspace.run([], arguments: ["check", "--json", "--db", workspace.database])
        #expect(healthy.status == 0 && healthy.lines.first?.hasPrefix(#"{"ok":true"#) == true, "\(healthy.lines)")
        var random = SeededRandom(seed: 0xBAD_5EC7)
        var outcomes: [String] = []
        var live = (corrupted: 0, detected: 0)
        var harmless: [String] = []
        // About two dozen pages, spread over the file (every page but the first, which holds the header). The first
        // 8 bytes of each page stay (a b-tree page keeps its type byte and cell count), the rest becomes noise.
        for page in stride(from: 2, through: map.pageCount, by: max(1, (map.pageCount - 1) / 24)) {
            var bytes = [UInt8](pristine)
            for index in ((page - 1) * map.pageSize + 8)..<(page * map.pageSize) {
                bytes[index] = UInt8.random(in: 0...255, using: &random)
            }
            try Data(bytes).write(to: URL(fileURLWithPath: workspace.database))
            let role = map.role(of: page)
            let check = try await workspace.run([], arguments: ["check", "--json", "--db", workspace.database])
            #expect(check.exitedNormally && !check.showsCrash && check.lines.count == 1, "page \(page): \(check)")
            let detected = check.status == 1 && check.lines.first?.hasPrefix(#"{"ok":false"#) == true
            if role.bytesPastHeaderInUse {
                live.corrupted += 1
                live.detected += detected ? 1 : 0
                #expect(detected, "page \(page) (\(role)): the check missed it: \(check.lines)")
            } else {
                // Only bytes SQLite never reads changed: a free page is written whole before reuse, and a new cell
                // goes into a page's unallocated area without reading what was there. Nothing to detect.
                #expect(!detected, "page \(page) (\(role)): \(check.lines)")
                harmless.append("page \(page) (\(role))")
            }
            try Data(bytes).write(to: URL(fileURLWithPath: workspace.database))
            let result = try await workspace.run([
                "login user0001 password-0001", "products --per-page 100", "products --page 2 --per-page 100",
                "products --page 3 --per-page 100", "search lamp", "categories", "product 100", "cart add 5",
                "checkout", "orders", "order 1",
            ])
            #expect(result.exitedNormally && !result.showsCrash, "page \(page): status \(result.status)")
            // Parsing hundreds of products per page blocks: off the pool.
            let lines = result.lines
            let (codes, violations) = await offPool {
                let (parsed, violations) = parseJSONLines(lines)
                return (Set(parsed.compactMap(\.code)), violations)
            }
            #expect(violations.isEmpty, "page \(page): \(violations)")
            // When the corruption hits the user table the login fails (database-error); the cart command then asks
            // for a login, which reads the next lines as credentials: those fail or cancel, as they should.
            let expected: Set<String> = ["database-error", "empty-cart", "not-found", "insufficient-stock"]
            let consequencesOfFailedLogin: Set<String> = ["invalid-credentials", "cancelled"]
            #expect(
                codes.isSubset(of: expected)
                    || (codes.contains("database-error")
                        && codes.isSubset(of: expected.union(consequencesOfFailedLogin))),
                "page \(page): \(codes)")
            #expect(
                result.errorLines.allSatisfy { $0.hasPrefix("error: ") || $0.hasPrefix("Login required for ") },
                "page \(page): \(result.errorLines)")
            outcomes.append(
                result.lines.isEmpty ? "refused" : codes.contains("database-error") ? "errors" : "unnoticed")
        }
        let counts = Dictionary(grouping: outcomes, by: { $0 }).mapValues(\.count)
        report(
            "corrupt pages: \(outcomes.count) single-page corruptions → session \(counts.sorted { $0.key < $1.key }); "
                + "check detected \(live.detected) of \(live.corrupted) corruptions of bytes in use; unused bytes only "
                + "(harmless): \(harmless)")
    }

    @Test("--verify refuses a database with a damaged b-tree page at start-up and leaves the file as it was")
    func verifyAtStart() async throws {
        let workspace = try ShopWorkspace("damaged")
        try await workspace.create()
        let map = try PageMap(path: workspace.database)
        let page = try #require((2...map.pageCount).first { if case .btree = map.role(of: $0) { true } else { false } })
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: workspace.database)))
        var random = SeededRandom(seed: 0x5EED)
        for index in ((page - 1) * map.pageSize + 8)..<(page * map.pageSize) {
            bytes[index] = UInt8.random(in: 0...255, using: &random)
        }
        try Data(bytes).write(to: URL(fileURLWithPath: workspace.database))
        let verified = try await workspace.run(
            ["whoami"], arguments: ["--json", "--verify", "--db", workspace.database])
        Self.expectRefusal(verified, "quick_check")
        #expect(try Data(contentsOf: URL(fileURLWithPath: workspace.database)) == Data(bytes), "the file was modified")
    }

    @Test("a database from a newer build is refused and left untouched")
    func newerBuild() async throws {
        let workspace = try ShopWorkspace("damaged")
        try await workspace.create()
        do {
            let connection = try Connection(path: workspace.database, mode: .readWrite)
            try connection.execute(
                sql: """
                    INSERT INTO schemaMigration (id, name, checksum, appliedAt)
                    VALUES (9999, 'from_the_future', 'abc', '2031-01-01T00:00:00.000Z')
                    """)
        }
        let before = try ShopInspector(path: workspace.database).content()
        let result = try await workspace.run(Self.session)
        Self.expectRefusal(result, "cannot be used by this build")
        #expect(try ShopInspector(path: workspace.database).content() == before)
    }
}
