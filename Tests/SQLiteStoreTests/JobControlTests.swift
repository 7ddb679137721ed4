import Foundation
import Testing

@testable import SQLiteStore

/// A pool job cancelled while it waits for another connection's lock.
@Suite("JobControl: cancellation during a busy wait")
struct JobControlTests {
    @Test("a job waiting for a lock gives up when cancelled and commits nothing once the lock frees")
    func cancelledWhileWaitingForLock() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.file("busy.sqlite")
            let blocker = try Connection.open(path: path)
            try blocker.execute(sql: "PRAGMA journal_mode=WAL; CREATE TABLE t (x INTEGER NOT NULL)")
            try blocker.execute(sql: "BEGIN IMMEDIATE")
            let control = JobControl()
            let started = DispatchSemaphore(value: 0)
            // Plain threads, not tasks: a busy cooperative pool cannot delay the cancellation past the timeout.
            Thread.detachNewThread {
                started.wait()
                control.cancel()
            }
            let outcome: Result<Void, any Error> = await withCheckedContinuation { continuation in
                Thread.detachNewThread {
                    // Without the busy handler this waits the whole busy timeout, then fails with SQLITE_BUSY.
                    let result = Result<Void, any Error> {
                        let victim = try Connection.open(path: path, busyTimeoutMilliseconds: 10_000)
                        return try control.run(on: victim) { db in
                            started.signal()
                            try db.execute(sql: "BEGIN IMMEDIATE; INSERT INTO t VALUES (1); COMMIT")
                        }.get()
                    }
                    started.signal()  // lets the cancelling thread end even if the job never started
                    continuation.resume(returning: result)
                }
            }
            #expect(throws: CancellationError.self) { try outcome.get() }
            try blocker.execute(sql: "ROLLBACK")
            #expect(try blocker.scalarInt("SELECT count(*) FROM t") == 0)
        }
    }
}
