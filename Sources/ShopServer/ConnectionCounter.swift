import Synchronization

/// The connections a server holds open, counted exactly under concurrency: a connection takes a slot with
/// ``open(limit:)`` (a compare-and-swap loop, so two connections racing for the last slot never both get it and a
/// refused one never holds a slot, even for an instant) and gives it back with ``close()`` when it closes.
final class ConnectionCounter: Sendable {
    /// The connections holding a slot.
    private let count = Atomic<Int>(0)

    /// The connections holding a slot now.
    var open: Int { count.load(ordering: .relaxed) }

    /// Takes a slot unless `limit` connections already hold one.
    ///
    /// - Returns: Whether the connection got a slot (and must call ``close()`` once when it closes).
    func open(limit: Int) -> Bool {
        var current = count.load(ordering: .relaxed)
        while current < limit {
            let (exchanged, original) = count.compareExchange(
                expected: current, desired: current + 1, ordering: .acquiringAndReleasing)
            if exchanged { return true }
            current = original
        }
        return false
    }

    /// Gives a slot back.
    func close() {
        count.subtract(1, ordering: .acquiringAndReleasing)
    }
}
