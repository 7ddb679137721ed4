import Foundation
import Synchronization

/// A gate a blocking thread waits at until a test opens it, and that tells the test when the thread has arrived:
/// how a test holds a worker thread (a password hashing thread, say) busy for exactly as long as it wants, without
/// sleeping.
public final class ThreadGate: Sendable {
    /// Signalled when the gate opens.
    private let opened = DispatchSemaphore(value: 0)
    /// The continuations of tasks waiting for a thread to arrive, and how many have arrived.
    private let arrivals = Mutex<(count: Int, waiters: [(Int, CheckedContinuation<Void, Never>)])>((0, []))

    /// Creates a closed gate.
    public init() {}

    /// Called on the blocking thread: records its arrival, then blocks it until ``open()``.
    public func arriveAndWait() {
        let ready = arrivals.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.count += 1
            let count = state.count
            let ready = state.waiters.filter { $0.0 <= count }.map(\.1)
            state.waiters.removeAll { $0.0 <= count }
            return ready
        }
        for continuation in ready { continuation.resume() }
        opened.wait()
        opened.signal()  // Let every other waiting thread through too.
    }

    /// Returns once `count` threads have arrived at the gate.
    public func arrivals(_ count: Int) async {
        await withCheckedContinuation { continuation in
            let arrived = arrivals.withLock { state -> Bool in
                if state.count >= count { return true }
                state.waiters.append((count, continuation))
                return false
            }
            if arrived { continuation.resume() }
        }
    }

    /// Opens the gate: every thread waiting at it, and every later one, goes through.
    public func open() {
        opened.signal()
    }
}
