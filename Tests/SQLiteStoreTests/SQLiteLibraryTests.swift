import CSQLite
import Foundation
import SQLiteStore
import Synchronization
import Testing

@Suite("SQLiteLibrary")
struct SQLiteLibraryTests {
    @Test("the process-wide configuration (spinning mutexes, no memory statistics) is applied")
    func configurationIsApplied() {
        SQLiteLibrary.configureOnce()
        #expect(SQLiteLibrary.isConfigured)
        #expect(SQLiteLibrary.mutexSpinLimit == (ProcessInfo.processInfo.activeProcessorCount > 1 ? 200 : 0))
    }

    @Test("SQLite's mutexes still exclude each other while threads contend for them")
    func contendedMutexesExclude() throws {
        SQLiteLibrary.configureOnce()
        let mutex = try #require(sqlite3_mutex_alloc(SQLITE_MUTEX_FAST))
        defer { sqlite3_mutex_free(mutex) }
        let counter = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        defer { counter.deallocate() }
        counter.initialize(to: 0)
        let threads = 4
        let increments = 50_000
        let shared = SharedCounter(mutex: mutex, counter: counter)
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<increments {
                shared.increment()
            }
        }
        #expect(counter.pointee == threads * increments)
    }

    @Test("a recursive SQLite mutex is re-entered by its holder and refused to other threads")
    func recursiveMutexIsReentrant() throws {
        SQLiteLibrary.configureOnce()
        let mutex = try #require(sqlite3_mutex_alloc(SQLITE_MUTEX_RECURSIVE))
        defer { sqlite3_mutex_free(mutex) }
        sqlite3_mutex_enter(mutex)
        sqlite3_mutex_enter(mutex)
        let other = SharedCounter(mutex: mutex, counter: nil)
        let otherThreadGotIt = onAnotherThread { other.tryAndRelease() }
        sqlite3_mutex_leave(mutex)
        sqlite3_mutex_leave(mutex)
        #expect(!otherThreadGotIt)
        let afterRelease = onAnotherThread { other.tryAndRelease() }
        #expect(afterRelease)
    }
}

/// A counter that only a SQLite mutex protects, shared with other threads: a lost update shows as a smaller total.
private struct SharedCounter: @unchecked Sendable {
    // Safety: `counter` is only touched between `sqlite3_mutex_enter` and `sqlite3_mutex_leave` of `mutex`, which
    // is exactly what the test checks; `mutex` is SQLite's and meant for use from any thread.
    let mutex: OpaquePointer
    let counter: UnsafeMutablePointer<Int>?

    /// Adds one under the mutex.
    func increment() {
        sqlite3_mutex_enter(mutex)
        counter?.pointee += 1
        sqlite3_mutex_leave(mutex)
    }

    /// Whether this thread could take the mutex without waiting; releases it again when it could.
    func tryAndRelease() -> Bool {
        guard sqlite3_mutex_try(mutex) == SQLITE_OK else { return false }
        sqlite3_mutex_leave(mutex)
        return true
    }
}

/// Runs `body` on a new thread and waits for its answer (`DispatchQueue.sync` may run a block on the calling thread).
private func onAnotherThread(_ body: @escaping @Sendable () -> Bool) -> Bool {
    let answer = Mutex(false)
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
        let result = body()
        answer.withLock { $0 = result }
        done.signal()
    }
    done.wait()
    return answer.withLock { $0 }
}
