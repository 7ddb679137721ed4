import Foundation

/// One run of an original-style callback executor: it takes the executor's calls from any thread, in order, until
/// the first terminal one, and reports every call after that instead of delivering it again.
///
/// The task boards' `async` side reads ``events``; a run whose reader was cancelled drops what arrives later.
final class CallbackRun<Event: Sendable>: @unchecked Sendable {
    // Safety: `hasEnded` is read and written only while `lock` is held; every other stored property is a constant.
    private let lock = NSLock()
    private var hasEnded = false
    private let continuation: AsyncStream<Event>.Continuation
    private let isTerminal: @Sendable (Event) -> Bool
    private let reportLateCall: @Sendable () -> Void
    /// The accepted calls, in the order they were made; it finishes after the terminal one.
    let events: AsyncStream<Event>

    /// Creates a run whose terminal events satisfy `isTerminal`; `reportLateCall` hears of every later call.
    init(isTerminal: @escaping @Sendable (Event) -> Bool, reportLateCall: @escaping @Sendable () -> Void) {
        (events, continuation) = AsyncStream.makeStream(of: Event.self)
        self.isTerminal = isTerminal
        self.reportLateCall = reportLateCall
    }

    /// The completion handed to the executor.
    func receive(_ event: Event) {
        lock.lock()
        let isAccepted = !hasEnded
        if isAccepted {
            // Yielding under the lock keeps concurrent calls in the order they were accepted.
            continuation.yield(event)
            if isTerminal(event) {
                hasEnded = true
                continuation.finish()
            }
        }
        lock.unlock()
        if !isAccepted {
            reportLateCall()
        }
    }
}
