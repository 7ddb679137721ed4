import DataFailure
import Foundation
import SQLiteStore
import ShopApp
import ShopTestSupport
import Testing

@Suite("SQLite: the connect timeout bounds the wait for another connection's lock", .timeLimit(.minutes(1)))
struct SQLiteLockDeadlineTests {
    @Test("a write behind another process's write lock fails as busy after the timeout instead of waiting on")
    func lockWait() throws {
        let directory = FileManager.default.temporaryDirectory.path + "/ShopLock-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/shop.sqlite"
        let opened = try ShopDatabase.open(path: path, readers: 1, lockTimeout: .milliseconds(200))
        let timeout = try opened.pool.read { try $0.prepare("PRAGMA busy_timeout").fetchOne { $0.int(at: 0) } }
        #expect(timeout == 200, "the pool's connections wait 200 ms for a lock")

        let holder = try Connection(path: path)
        try holder.execute(sql: "BEGIN IMMEDIATE")
        defer { try? holder.execute(sql: "ROLLBACK") }
        let error = #expect(throws: SQLiteError.self) {
            try opened.pool.write { try $0.execute(sql: "CREATE TABLE blocked (x)") }
        }
        #expect(error?.failureKind == .busy)
    }
}
