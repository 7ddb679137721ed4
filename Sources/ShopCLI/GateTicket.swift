import AuthDataIO

/// One gated command's wait at the auth gate: collects what the gate reports and lets the command await it.
///
/// The gate runs the `perform` closure (``Signal/user(_:)``) or its `onCancel` (``Signal/cancelled``) exactly
/// once; the gate's output flow adds ``Signal/signInRequired``. Signals after the ticket settled are ignored.
@MainActor
final class GateTicket {
    /// What the gate reported.
    enum Signal: Equatable {
        /// Nobody is signed in: the front must ask for credentials.
        case signInRequired
        /// The work ran with this user.
        case user(AuthenticatedUser)
        /// The work was dropped.
        case cancelled
    }

    private var queued: [Signal] = []
    private var waiter: CheckedContinuation<Signal, Never>?
    private(set) var isSettled = false

    /// Records a signal, resuming the waiting command if there is one.
    func send(_ signal: Signal) {
        guard !isSettled else { return }
        if signal != .signInRequired { isSettled = true }
        if let waiter {
            self.waiter = nil
            waiter.resume(returning: signal)
        } else {
            queued.append(signal)
        }
    }

    /// The next signal, waiting for it if none is queued.
    func next() async -> Signal {
        if !queued.isEmpty { return queued.removeFirst() }
        return await withCheckedContinuation { waiter = $0 }
    }
}
