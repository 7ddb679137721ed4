import Foundation
import Synchronization
import Testing

@testable import SQLiteStore

/// The calling thread's id.
private func currentThreadID() -> UInt {
    UInt(pthread_self())
}

/// An actor running on its own thread: code isolated to it runs there, never on the cooperative pool.
private actor ThreadActor {
    private let executor = ThreadExecutor()
    /// How many database closures ran isolated to this actor (mutated inside the closures themselves).
    private var closuresRun = 0

    nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    deinit { executor.stop() }

    /// The thread before the call, inside the read's closure and after the call, and the closures run so far.
    func readThreads(_ pool: DatabasePool) async throws -> (before: UInt, inside: UInt, after: UInt, closures: Int) {
        let before = currentThreadID()
        // The closure touches actor state synchronously: it compiles because it runs isolated to this actor.
        let inside = try await pool.read { db in
            closuresRun += 1
            _ = try db.scalarInt("SELECT x FROM t")
            return currentThreadID()
        }
        return (before, inside, currentThreadID(), closuresRun)
    }

    /// The thread before the call and inside the write's closure.
    func writeThreads(_ pool: DatabasePool) async throws -> (before: UInt, inside: UInt) {
        let before = currentThreadID()
        let inside = try await pool.write { db in
            closuresRun += 1
            try db.execute(sql: "INSERT INTO t VALUES (2)")
            return currentThreadID()
        }
        return (before, inside)
    }

    /// Runs a statement that never ends on its own, in a read (or a write that inserted a row first).
    func runForever(_ pool: DatabasePool, writing: Bool, started: AsyncStream<Void>.Continuation) async throws {
        let forever = "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT count(*) FROM n"
        if writing {
            try await pool.write { db in
                try db.execute(sql: "INSERT INTO t VALUES (3)")
                started.finish()
                _ = try db.scalarInt(forever)
            }
        } else {
            _ = try await pool.read { db in
                started.finish()
                return try db.scalarInt(forever)
            }
        }
    }
}

/// Runs `body(index)` on `count` plain threads at once and returns once all have finished.
private func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) async {
    let remaining = Mutex(count)
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        for index in 0..<count {
            Thread.detachNewThread {
                body(index)
                if remaining.withLock({
                    $0 -= 1
                    return $0 == 0
                }) {
                    continuation.resume()
                }
            }
        }
    }
}

@Suite("DatabasePool: reads and writes on the calling thread", .timeLimit(.minutes(10)))
struct PoolInlineAccessTests {
    /// A pool with table `t(x)` holding the single row 1.
    private func makeSeededPool(in directory: TemporaryDirectory) throws -> DatabasePool {
        let pool = try makePool(in: directory)
        try pool.write { try $0.execute(sql: "CREATE TABLE t (x INTEGER NOT NULL); INSERT INTO t VALUES (1)") }
        return pool
    }

    @Test("8 reader threads never see a torn transfer while a writer thread moves money synchronously")
    func synchronousAccessFromPlainThreads() async throws {
        try await withTemporaryDirectory { directory in
            let pool = try makePool(in: directory)
            let accounts = 10
            try await pool.write { db in
                try db.execute(sql: "CREATE TABLE account (id INTEGER PRIMARY KEY, balance INTEGER NOT NULL)")
                for id in 0..<accounts {
                    try db.cachedStatement("INSERT INTO account VALUES (?, 100)").bind(id).execute()
                }
            }
            let transfers = 1000
            let failures = Mutex<[String]>([])
            await onThreads(9) { thread in
                do {
                    if thread == 0 {
                        for index in 0..<transfers {
                            try pool.write { db in
                                let amount = index % 7 + 1
                                try db.cachedStatement("UPDATE account SET balance = balance - ? WHERE id = ?")
                                    .bind(amount, index % accounts).execute()
                                try db.cachedStatement("UPDATE account SET balance = balance + ? WHERE id = ?")
                                    .bind(amount, (index * 3 + 1) % accounts).execute()
                            }
                        }
                        return
                    }
                    for _ in 0..<300 {
                        // One row at a time inside one read transaction: a consistent snapshot adds up to the total.
                        let total = try pool.read { db in
                            try db.transaction { db in
                                try (0..<accounts).reduce(0) { sum, id in
                                    sum
                                        + (try db.cachedStatement("SELECT balance FROM account WHERE id = ?").bind(id)
                                            .fetchOne { $0.int(at: 0) } ?? 0)
                                }
                            }
                        }
                        if total != accounts * 100 {
                            failures.withLock { $0.append("reader \(thread) saw a total of \(total)") }
                        }
                    }
                } catch {
                    failures.withLock { $0.append("thread \(thread): \(error)") }
                }
            }
            #expect(failures.withLock { $0 } == [])
            #expect(try await pool.read { try $0.scalarInt("SELECT sum(balance) FROM account") } == accounts * 100)
            #expect(try await pool.read { try $0.scalarInt("SELECT count(*) FROM account WHERE balance != 100") } > 0)
        }
    }

    @Test("async reads and writes run on the calling actor's thread, isolated to it, without a hop")
    func asyncAccessRunsOnCallersThread() async throws {
        try await withTemporaryDirectory { directory in
            let pool = try makeSeededPool(in: directory)
            let actor = ThreadActor()
            let read = try await actor.readThreads(pool)
            #expect(read.inside == read.before)
            #expect(read.after == read.before)
            #expect(read.closures == 1)
            #expect(read.inside != currentThreadID())
            #expect(!pool.readerQueue.isCurrentThreadWorker)
            let write = try await actor.writeThreads(pool)
            #expect(write.inside == write.before)
            #expect(write.inside == read.before)
            #expect(try await pool.read { try $0.scalarInt("SELECT count(*) FROM t") } == 2)
        }
    }

    @Test("a task cancelled before the call throws CancellationError without running the read or write body")
    func cancelledBeforeStart() async throws {
        try await withTemporaryDirectory { directory in
            let pool = try makeSeededPool(in: directory)
            let ran = Mutex(0)
            let task = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                var cancellations = 0
                do { try await pool.read { _ in ran.withLock { $0 += 1 } } } catch is CancellationError {
                    cancellations += 1
                }
                do { try await pool.write { _ in ran.withLock { $0 += 1 } } } catch is CancellationError {
                    cancellations += 1
                }
                return cancellations
            }
            #expect(try await task.value == 2)
            #expect(ran.withLock { $0 } == 0)
        }
    }

    @Test(
        "cancelling a running inline read or write interrupts its statement; the write commits nothing",
        arguments: [false, true]
    )
    func cancelledWhileRunning(writing: Bool) async throws {
        try await withTemporaryDirectory { directory in
            let pool = try makeSeededPool(in: directory)
            let actor = ThreadActor()
            let (started, startedContinuation) = AsyncStream.makeStream(of: Void.self)
            let task = Task { try await actor.runForever(pool, writing: writing, started: startedContinuation) }
            for await _ in started {}
            task.cancel()
            await #expect(throws: CancellationError.self) { try await task.value }
            #expect(try await pool.read { try $0.scalarInt("SELECT count(*) FROM t") } == 1)
            // The connections are clean: the next write commits.
            try await pool.write { try $0.execute(sql: "INSERT INTO t VALUES (4)") }
            #expect(try await pool.read { try $0.scalarInt("SELECT count(*) FROM t") } == 2)
        }
    }
}
