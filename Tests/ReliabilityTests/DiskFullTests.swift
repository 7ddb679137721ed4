import Foundation
import ShopTestSupport
import Testing

/// A full disk, simulated per process: `shop-cli` runs under `ulimit -f` (RLIMIT_FSIZE) with `SIGXFSZ` ignored, so
/// a write past the limit fails with `EFBIG` (SQLite reports `SQLITE_IOERR_WRITE`; a real full disk gives `ENOSPC`,
/// which SQLite reports as `SQLITE_FULL`). `PRAGMA max_page_count` cannot be used from outside: it is a setting of
/// each connection, and the shop opens its own.
@Suite("Reliability: full disk")
struct DiskFullTests {
    /// The shell commands that cap the size of every file the process writes at `bytes` (dash counts 512-byte
    /// blocks) and make a write past the cap fail instead of killing the process.
    static func sizeLimit(_ bytes: Int) -> String {
        "ulimit -f \(bytes / 512) || exit 98; trap '' XFSZ"
    }

    @Test("writes fail with database-error once the limit is hit; everything acknowledged before is kept")
    func limitDuringSession() async throws {
        let workspace = try ShopWorkspace("diskfull")
        try await workspace.create()
        let inspector = ShopInspector(path: workspace.database)
        let before = try inspector.content()
        let ordersBefore = Set(try inspector.rows("SELECT id FROM customerOrder").compactMap { Int($0[0]) })
        let size = try #require(workspace.databaseFiles()[""]?.count)
        // The write-ahead log may grow to the size of the database plus 40 KB: a few dozen commits.
        let script = ["login user0002 password-0002"] + (1...150).map { "cart add \($0) 1" } + ["checkout", "cart"]
        let result = try await workspace.run(script, prelude: Self.sizeLimit(size + 40_000))

        #expect(result.status == 1 && !result.showsCrash && !result.timedOut, "status \(result.status)")
        #expect(result.errorLines.isEmpty, "\(result.errorLines)")
        let (parsed, violations) = parseJSONLines(result.lines)
        #expect(violations.isEmpty, "\(violations)")
        #expect(parsed.count == script.count, "one line per command")
        let failures = parsed.filter { !$0.ok }
        #expect(failures.contains { $0.code == "database-error" }, "the limit was never hit: \(parsed.count) lines")
        #expect(failures.allSatisfy { ["database-error", "insufficient-stock"].contains($0.code) })
        // EFBIG comes back from SQLite as a plain I/O error; the shop still says what it means.
        #expect(
            failures.filter { $0.code == "database-error" }.allSatisfy { $0.text.contains("the disk is full") },
            "\(failures.map(\.text))")
        let firstFailure = parsed.firstIndex { $0.code == "database-error" } ?? parsed.count

        var model = SessionModel(ordersBefore: ordersBefore)
        parsed.forEach { model.apply($0) }
        let userIDs = ["user0002": try inspector.userID("user0002")]
        let expected = model.expectedContent(before: before, userIDs: userIDs)
        #expect(try inspector.integrity() == "ok")
        #expect(contentDifferences(expected: expected, actual: try inspector.content()) == [])
        let reopened = try await workspace.run(["login user0002 password-0002", "cart"])
        let cart = parseJSONLines(reopened.lines).lines.last
        #expect(reopened.status == 0 && cart?.isCart == true, "the shop opens again: \(reopened.errorLines)")
        #expect(cart?.items.count == model.carts["user0002"]?.count, "the cart holds what was acknowledged")
        report(
            "full disk (session): limit \(size + 40_000) bytes; \(firstFailure) lines ok before the first "
                + "failure, \(failures.count) failures, e.g. \(failures.first { $0.code == "database-error" }?.text ?? "none"); "
                + "\(cart?.items.count ?? -1) cart lines kept")
    }

    @Test("a new database that cannot be filled: one error line, exit 69, and a retry still gives a working shop")
    func limitWhileCreating() async throws {
        let workspace = try ShopWorkspace("diskfull")
        let result = try await workspace.run(["whoami"], prelude: Self.sizeLimit(100_000))
        #expect(result.status == 69 && !result.showsCrash && !result.timedOut, "status \(result.status)")
        #expect(result.startFailure != nil, "\(result.lines) \(result.errorLines)")
        #expect(result.startFailure?.contains("the disk is full") == true, "\(result.errorLines)")
        report("full disk (creation): \(result.startFailure ?? "none")")

        let retry = try await workspace.run(["products"])
        #expect(retry.status == 0 && !retry.showsCrash, "\(retry.errorLines)")
        let total = parseJSONLines(retry.lines).lines.first?.payload.int("total")
        #expect(total == 240, "the demo catalog after a retry (found \(total ?? -1) products)")
    }
}
