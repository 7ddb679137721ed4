import Foundation
import SQLiteStore
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A database the shop cannot use stops it with one `error:` line and exit status 69 (unavailable), never a crash.
@Suite("Transcripts: start-up errors")
struct StartupErrorTests {
    @Test("a missing directory")
    func missingDirectory() async throws {
        let fixture = try ShopFixture()
        let path = fixture.directory.appendingPathComponent("no/such/dir/shop.sqlite").path
        let result = try await fixture.run(["--db", path], input: ["whoami"])
        #expect(result.status == 69)
        #expect(result.lines == [])
        #expect(
            result.errorLines == [
                "error: the directory '\(fixture.directory.path)/no/such/dir' does not exist; create it or choose another "
                    + "--db path"
            ])
    }

    @Test("a corrupt file")
    func corruptFile() async throws {
        let fixture = try ShopFixture()
        let garbage = Data(String(repeating: "this is not a database\n", count: 400).utf8)
        try garbage.write(to: URL(fileURLWithPath: fixture.database))
        let json = try await fixture.run(["--db", fixture.database, "--json"], input: ["whoami"])
        #expect(json.status == 69)
        #expect(json.errorLines == [])
        #expect(
            json.lines.count == 1
                && json.lines[0].hasPrefix(
                    #"{"ok":false,"error":{"code":"database-error","message":"'\#(fixture.database)' is not a usable"#)
                && json.lines[0].hasSuffix(#","command":"start"}"#), "\(json.lines)")
        for arguments in [
            ["--db", fixture.database], ["migrate", "--db", fixture.database], ["seed", "--db", fixture.database],
        ] {
            let result = try await fixture.run(arguments, input: ["whoami"])
            #expect(result.status == 69, "\(arguments)")
            #expect(result.lines == [], "\(arguments)")
            #expect(
                result.errorLines.count == 1
                    && result.errorLines[0].hasPrefix(
                        "error: '\(fixture.database)' is not a usable shop database"),
                "\(arguments): \(result.errorLines)")
        }
    }

    @Test("a database from a newer build")
    func newerDatabase() async throws {
        let fixture = try ShopFixture()
        _ = try await fixture.shop([])
        let pool = try DatabasePool.open(path: fixture.database, configuration: .init(readerCount: 1))
        try await pool.write { db in
            try db.execute(
                sql: """
                    INSERT INTO schemaMigration (id, name, checksum, appliedAt)
                    VALUES (999, 'from_the_future', 'abc', '2030-01-01T00:00:00.000Z')
                    """)
        }
        let result = try await fixture.shop(["whoami"])
        #expect(result.status == 69)
        #expect(result.lines == [])
        #expect(result.errorLines.count == 1)
        let expected = "error: the database '\(fixture.database)' cannot be used by this build"
        #expect(result.errorLines.first?.hasPrefix(expected) == true)
        let status = try await fixture.run(["migrate", "--db", fixture.database, "--status"])
        #expect(status.lines.contains { $0.hasPrefix("0999  from_the_future") && $0.contains("unknown (newer build)") })
    }

    @Test("a read-only file")
    func readOnlyFile() async throws {
        let fixture = try ShopFixture()
        _ = try await fixture.shop([])
        let isRoot = getuid() == 0
        if isRoot {
            // root ignores permission bits; the immutable attribute stops it too.
            try #require(try await Self.shell("chattr +i '\(fixture.database)'") == 0, "chattr +i is needed as root")
        } else {
            try FileManager.default.setAttributes([.posixPermissions: 0o400], ofItemAtPath: fixture.database)
        }
        let result = try await fixture.shop(["whoami"])
        if isRoot { _ = try await Self.shell("chattr -i '\(fixture.database)'") }
        #expect(result.status == 69)
        #expect(result.lines == [])
        #expect(result.errorLines == ["error: the database '\(fixture.database)' is read-only; check its permissions"])
    }

    private static func shell(_ command: String) async throws -> Int32 {
        try await Subprocess.run("/bin/sh", ["-c", command + " 2>/dev/null"]).status
    }
}
