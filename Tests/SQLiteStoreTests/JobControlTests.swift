import Foundation
import Testing

@testable import SQLiteStore

/// A job whose task is cancelled while it waits for another connection's lock.
@Suite("JobControl: cancellation during a busy wait", .timeLimit(.minutes(10)))
struct JobControlTests {
    @Test("a job waiting for a lock gives up when its task is cancelled and commits nothing once the lock frees")
    func cancelledWhileWaitingForLock() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.file("busy.sqlite")
            let blocker = try Connection.open(path: path)
            try blocker.execute(sql: "PRAGMA journal_mode=WAL; CREATE TABLE t (x INTEGER NOT NULL)")
            try blocker.execute(sql: "BEGIN IMMEDIATE")
            let executor = ThreadExecutor()
            defer { executor.stop() }
            let (started, startedContinuation) = AsyncStream.makeStream(of: Void.self)
            // On a thread of its own: the busy wait blocks that thread, never a cooperative one.
            let task = Task(executorPreference: executor) {
                let victim = try Connection.open(path: path, busyTimeoutMilliseconds: 120_000)
                try JobControl.run(on: victim) { db in
                    startedContinuation.finish()
                    // Without the cancellable busy handler this waits two minutes, past the time limit.
                    try db.execute(sql: "BEGIN IMMEDIATE; INSERT INTO t VALUES (1); COMMIT")
                }
            }
            for await _ in started {}
            task.cancel()
            await #expect(throws: CancellationError.self) { try await task.value }
            try blocker.execute(sql: "ROLLBACK")
            #expect(try blocker.scalarInt("SELECT count(*) FROM t") == 0)
        }
    }
}
