import Foundation
import SQLiteStore
import ShopSeeding
import ShopTestSupport
import Testing

/// A database the shop cannot use: one `error:` line, exit status 1, no crash, and the file left as it was.
@Suite("Reliability: damaged environment")
struct DamagedEnvironmentTests {
    static let session = ["login user0001 password-0001", "cart add 5", "checkout", "whoami"]

    /// Checks a refusal at start-up: exit status 1, nothing on stdout, one `error:` line containing `reason`.
    static func expectRefusal(_ result: Finished, _ reason: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == 1, "status \(result.status)", sourceLocation: sourceLocation)
        #expect(!result.showsCrash && !result.timedOut, sourceLocation: sourceLocation)
        #expect(result.lines.isEmpty, "stdout: \(result.lines)", sourceLocation: sourceLocation)
        #expect(result.errorLines.count == 1 && result.errorLines.first?.hasPrefix("error: ") == true
            && result.errorLines.first?.contains(reason) == true, "stderr: \(result.errorLines)",
            sourceLocation: sourceLocation)
        report("refusal: \(result.errorLines.first ?? "none")")
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

    @Test("a database page overwritten with noise: failures are database-error lines, never a crash")
    func corruptPages() async throws {
        let workspace = try ShopWorkspace("damaged")
        try await workspace.create()
        let pristine = try #require(FileManager.default.contents(atPath: workspace.database))
        // The page size is in the file header (bytes 16–17, big-endian; 1 means 65,536).
        let headerPageSize = Int(pristine[16]) << 8 | Int(pristine[17])
        let pageSize = headerPageSize == 1 ? 65_536 : headerPageSize
        #expect([4_096, 16_384].contains(pageSize))
        let pageCount = pristine.count / pageSize
        var random = SeededRandom(seed: 0xBAD_5EC7)
        var outcomes: [String] = []
        // About two dozen pages, spread over the file (every page but the first, which holds the header).
        for page in stride(from: 2, through: pageCount, by: max(1, (pageCount - 1) / 24)) {
            var bytes = [UInt8](pristine)
            for index in ((page - 1) * pageSize + 8)..<(page * pageSize) { bytes[index] = UInt8.random(in: 0...255, using: &random) }
            try Data(bytes).write(to: URL(fileURLWithPath: workspace.database))
            let result = try await workspace.run([
                "login user0001 password-0001", "products --per-page 100", "products --page 2 --per-page 100",
                "products --page 3 --per-page 100", "search lamp", "categories", "product 100", "cart add 5",
                "checkout", "orders", "order 1",
            ])
            #expect(result.exitedNormally && !result.showsCrash, "page \(page): status \(result.status)")
            let (parsed, violations) = parseJSONLines(result.lines)
            #expect(violations.isEmpty, "page \(page): \(violations)")
            let codes = Set(parsed.compactMap(\.code))
            // When the corruption hits the user table the login fails (database-error); the cart command then asks
            // for a login, which reads the next lines as credentials: those fail or cancel, as they should.
            let expected: Set<String> = ["database-error", "empty-cart", "not-found", "insufficient-stock"]
            let consequencesOfFailedLogin: Set<String> = ["invalid-credentials", "cancelled"]
            #expect(codes.isSubset(of: expected)
                        || (codes.contains("database-error") && codes.isSubset(of: expected.union(consequencesOfFailedLogin))),
                    "page \(page): \(codes)")
            #expect(result.errorLines.allSatisfy { $0.hasPrefix("error: ") || $0.hasPrefix("Login required for ") },
                    "page \(page): \(result.errorLines)")
            outcomes.append(result.lines.isEmpty ? "refused" : codes.contains("database-error") ? "errors" : "unnoticed")
        }
        let counts = Dictionary(grouping: outcomes, by: { $0 }).mapValues(\.count)
        report("corrupt pages: \(outcomes.count) single-page corruptions → \(counts.sorted { $0.key < $1.key })")
    }

    @Test("a database from a newer build is refused and left untouched")
    func newerBuild() async throws {
        let workspace = try ShopWorkspace("damaged")
        try await workspace.create()
        do {
            let connection = try Connection(path: workspace.database, mode: .readWrite)
            try connection.execute(sql: """
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
