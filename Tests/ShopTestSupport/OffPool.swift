import Foundation

/// Runs the blocking `body` on a new thread of its own and returns (or throws) what it does, so neither the caller's
/// actor nor a thread of the cooperative pool waits for it.
///
/// Swift Testing runs every test on the cooperative pool (one thread per core, two on a small CI machine) or on the
/// main actor. A test that seeds a database, hashes passwords at full cost, scans large files or waits for a process
/// there holds that thread for its whole duration, and every other test waits behind it until its time limit. Wrap
/// such work — anything that takes more than a few milliseconds without an `await` — in this function.
///
/// Keep `#expect` and `#require` out of `body`: the thread is outside the test's task, so Swift Testing could not tell
/// which test an issue belongs to. Return what the checks need and check it after the `await`.
///
/// - Parameter body: The blocking work; it must not touch the caller's actor-isolated state.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func offPool<T: Sendable, E: Error>(_ body: @escaping @Sendable () throws(E) -> T) async throws(E) -> T {
    let result: Result<T, E> = await withCheckedContinuation { continuation in
        Thread.detachNewThread {
            continuation.resume(returning: Result { () throws(E) -> T in try body() })
        }
    }
    return try result.get()
}
