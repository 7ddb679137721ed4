import Foundation
import Testing

@testable import SQLiteStore

/// Whether the caller runs inside a Swift task: `true` for work run inline by the task, `false` for work another
/// thread runs on the task's behalf.
private func runsInsideTask() -> Bool {
    withUnsafeCurrentTask { $0 != nil }
}

/// The calling thread's id, read synchronously.
private func currentThreadID() -> UInt {
    UInt(pthread_self())
}

@Suite("DatabasePool task executors", .timeLimit(.minutes(10)))
struct PoolExecutorTests {
    /// A pool with table `t(x)` holding the single row 1.
    private func makeSeededPool(in directory: TemporaryDirectory) throws -> DatabasePool {
        let pool = try makePool(in: directory)
        try pool.write { try $0.execute(sql: "CREATE TABLE t (x INTEGER NOT NULL); INSERT INTO t VALUES (1)") }
        return pool
    }

    @Test("a task preferring the read executor runs on a reader thread and its reads run inline on that thread")
    func readsRunInlineOnReaderThread() async throws {
        try await withTemporaryDirectory { directory in
            let pool = try makeSeededPool(in: directory)
            let (taskThread, readThread, onReader, value) = try await Task(executorPreference: pool.readExecutor) {
                let taskThread = currentThreadID()
                let (readThread, inline, value) = try await pool.read { db in
                    (currentThreadID(), runsInsideTask(), try db.scalarInt("SELECT x FROM t"))
                }
                #expect(inline)
                return (taskThread, readThread, pool.readerQueue.isCurrentThreadWorker, value)
            }.value
            #expect(taskThread == readThread)
            #expect(onReader)
            #expect(value == 1)
        }
    }

    @Test("a task preferring the write executor writes inline on the writer thread, and the write commits")
    func writesRunInlineOnWriterThread() async throws {
        try await withTemporaryDirectory { directory in
            let pool = try makeSeededPool(in: directory)
            let (taskThread, writeThread, onWriter) = try await Task(executorPreference: pool.writeExecutor) {
                let taskThread = currentThreadID()
                let (writeThread, inline) = try await pool.write { db in
                    try db.execute(sql: "INSERT INTO t VALUES (2)")
                    return (currentThreadID(), runsInsideTask())
                }
                #expect(inline)
                return (taskThread, writeThread, pool.writerQueue?.isCurrentThreadWorker == true)
            }.value
            #expect(taskThread == writeThread)
            #expect(onWriter)
            #expect(try await pool.read { try $0.scalarInt("SELECT count(*) FROM t") } == 2)
        }
    }

    @Test("without a preference the read runs inline in the calling task, not on a reader thread")
    func readsWithoutPreferenceRunInline() async throws {
        try await withTemporaryDirectory { directory in
            let pool = try makeSeededPool(in: directory)
            let (inline, onReader, value) = try await Task.detached {
                try await pool.read { db in
                    (runsInsideTask(), pool.readerQueue.isCurrentThreadWorker, try db.scalarInt("SELECT x FROM t"))
                }
            }.value
            #expect(inline)
            #expect(!onReader)
            #expect(value == 1)
        }
    }

    @Test("a read from a task on the write executor runs on the writer thread with a reader and sees committed data")
    func readFromWriterThreadRunsThere() async throws {
        try await withTemporaryDirectory { directory in
            let pool = try makeSeededPool(in: directory)
            let (onWriter, readOnly, count) = try await Task(executorPreference: pool.writeExecutor) {
                try await pool.write { try $0.execute(sql: "INSERT INTO t VALUES (2)") }
                return try await pool.read { db in
                    (
                        pool.writerQueue?.isCurrentThreadWorker == true, db.isReadOnly,
                        try db.scalarInt("SELECT count(*) FROM t")
                    )
                }
            }.value
            #expect(onWriter)
            #expect(readOnly)
            #expect(count == 2)
        }
    }

    @Test("writes from tasks on the writer thread and from tasks elsewhere never interleave")
    func writesOnAndOffWriterThreadSerialise() async throws {
        try await withTemporaryDirectory { directory in
            let pool = try makePool(in: directory)
            try await pool.write { db in
                try db.execute(sql: "CREATE TABLE counter (value INTEGER NOT NULL); INSERT INTO counter VALUES (0)")
            }
            let increment: @Sendable (Connection) throws -> Void = { db in
                let value = try db.scalarInt("SELECT value FROM counter")
                try db.cachedStatement("UPDATE counter SET value = ?").bind(value + 1).execute()
            }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for index in 0..<200 {
                    group.addTask(executorPreference: index.isMultiple(of: 2) ? pool.writeExecutor : nil) {
                        try await pool.write(increment)
                    }
                }
                try await group.waitForAll()
            }
            #expect(try await pool.read { try $0.scalarInt("SELECT value FROM counter") } == 200)
        }
    }

    @Test("cancelling a read running inline on a reader thread interrupts its statement")
    func cancellingInlineReadInterrupts() async throws {
        try await withTemporaryDirectory { directory in
            let pool = try makeSeededPool(in: directory)
            let release = DispatchSemaphore(value: 0)
            let (started, startedContinuation) = AsyncStream.makeStream(of: Void.self)
            let task = Task(executorPreference: pool.readExecutor) {
                try await pool.read { db in
                    startedContinuation.finish()
                    release.wait()
                    return try db.scalarInt(
                        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT count(*) FROM n"
                    )
                }
            }
            for await _ in started {}
            task.cancel()
            release.signal()
            await #expect(throws: CancellationError.self) { try await task.value }
            #expect(try await pool.read { try $0.scalarInt("SELECT count(*) FROM t") } == 1)
        }
    }

    @Test("a pool released by a task on its own reader thread closes, and later tasks on its executor still run")
    func poolReleasedOnItsOwnThread() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.file("test.sqlite")
            let executor: any TaskExecutor
            let task: Task<Int, any Error>
            let (scopeEnded, scopeEndedContinuation) = AsyncStream.makeStream(of: Void.self)
            do {
                let pool = try makeSeededPool(in: directory)
                executor = pool.readExecutor
                // The task holds the only reference once this scope ends, so the pool is released on a reader thread.
                task = Task(executorPreference: executor) {
                    for await _ in scopeEnded {}
                    return try await pool.read { try $0.scalarInt("SELECT x FROM t") }
                }
            }
            scopeEndedContinuation.finish()
            #expect(try await task.value == 1)
            let later = await Task(executorPreference: executor) { 42 }.value
            #expect(later == 42)
            // The last connection to close checkpoints and removes the WAL file; the pool is released on its reader
            // thread as the task ends, which no API reports, so wait (bounded) for the file to go.
            var waited = 0
            while FileManager.default.fileExists(atPath: path + "-wal"), waited < 200 {
                try await Task.sleep(for: .milliseconds(10))
                waited += 1
            }
            #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        }
    }
}
