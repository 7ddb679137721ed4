/// An ordered record of what happened, shared by executors and callbacks; it lives in the test's isolation, with the
/// board graph it watches.
///
/// Tests wait for events with continuations: ``waitUntil(_:)`` suspends until a recorded event satisfies the
/// predicate, so no sleeping or polling is needed.
final class EventLog {
    private struct Waiter {
        let predicate: ([String]) -> Bool
        let continuation: CheckedContinuation<Void, Never>
    }

    private(set) var events: [String] = []
    private var waiters: [Waiter] = []

    func record(_ event: String) {
        events.append(event)
        let ready = waiters.filter { $0.predicate(events) }
        waiters.removeAll { $0.predicate(events) }
        for waiter in ready {
            waiter.continuation.resume()
        }
    }

    /// Suspends until the recorded events satisfy `predicate`.
    nonisolated(nonsending) func waitUntil(_ predicate: @escaping ([String]) -> Bool) async {
        guard !predicate(events) else { return }
        await withCheckedContinuation { continuation in
            waiters.append(Waiter(predicate: predicate, continuation: continuation))
        }
    }

    /// Suspends until `event` has been recorded.
    nonisolated(nonsending) func waitFor(_ event: String) async {
        await waitUntil { $0.contains(event) }
    }

    /// Suspends until `count` events start with `prefix`.
    nonisolated(nonsending) func waitFor(count: Int, prefixed prefix: String) async {
        await waitUntil { events in events.filter { $0.hasPrefix(prefix) }.count >= count }
    }

    /// The events starting with `prefix`, in order.
    func events(prefixed prefix: String) -> [String] {
        events.filter { $0.hasPrefix(prefix) }
    }

    /// The position of `event`, or `nil`.
    func index(of event: String) -> Int? {
        events.firstIndex(of: event)
    }

    /// The largest number of executors between `start` and `exit` at the same time.
    var peakConcurrency: Int {
        var current = 0
        var peak = 0
        for event in events {
            if event.hasPrefix("start ") {
                current += 1
                peak = max(peak, current)
            } else if event.hasPrefix("exit ") {
                current -= 1
            }
        }
        return peak
    }
}
