import Synchronization

/// A thread-safe counter for counting attempts in tests.
final class Counter: Sendable {
    private let count = Mutex(0)

    /// Increments and returns the new count.
    func next() -> Int {
        count.withLock { value in
            value += 1
            return value
        }
    }

    /// The current count.
    var value: Int { count.withLock { $0 } }
}
