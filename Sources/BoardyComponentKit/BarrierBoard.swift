import Boardy

/// Holds closures until a value is available, then runs them all with it (unrelated to activation barriers).
///
/// ```swift
/// // Wait for a signed-in user, then add to cart:
/// mainboard.activation("auth-user", with: BarrierBoard<User>.Action.self)
///     .activate(with: .wait { user in cart.add(items, for: user) })
/// // When sign-in finishes:
/// mainboard.activation("auth-user", with: BarrierBoard<User>.Action.self).activate(with: .overcome(user))
/// ```
///
/// **Overcome.** `.overcome(value)` runs every queued waiter in the order it was queued, with the value. Then the
/// value is sent as output and the board calls `complete(true)`. A waiter queued before that completion (by another
/// waiter, or by a flow handling the output) also runs with the value, so no waiter is left behind.
///
/// **Cancel.** `.cancel` drops the queue: only the waiters' optional `onCancel` closures run, in order. No output is
/// sent and the board calls `complete(false)`. (The original never told waiters about a cancel.)
///
/// After either, the motherboard removes the board; the next activation produces a fresh one with an empty queue.
/// A value is never remembered: new waiters wait for the next `.overcome`. An `.overcome` or `.cancel` sent while
/// the board is already delivering one is reported as a diagnostic and ignored. The board always bypasses the
/// gateway barrier.
public final class BarrierBoard<Value: Sendable>: Board, GuaranteedBoard, GuaranteedOutputSendingBoard {
    /// The board's input.
    public typealias Action = BarrierAction<Value>
    /// The board's input: an ``Action``.
    public typealias InputType = Action
    /// The board's output: the value the barrier was overcome with.
    public typealias OutputType = Value

    private struct Waiter {
        let handler: (Value) -> Void
        let onCancel: (() -> Void)?
    }

    private var waiters: [Waiter] = []
    private var isResolving = false

    /// Creates an empty barrier.
    public override init(identifier: BoardID) {
        super.init(identifier: identifier)
    }

    /// The number of queued waiters.
    public var waiterCount: Int { waiters.count }

    /// Queues a waiter, or overcomes or cancels the barrier.
    public func activate(withGuaranteedInput action: Action) {
        switch action {
        case let .wait(handler, onCancel):
            waiters.append(Waiter(handler: handler, onCancel: onCancel))
        case let .overcome(value):
            guard beginResolving("overcome") else { return }
            runWaiters(with: value)
            sendOutput(value)
            runWaiters(with: value)
            isResolving = false
            completeIfInstalled(true)
        case .cancel:
            guard beginResolving("cancel") else { return }
            while !waiters.isEmpty {
                waiters.removeFirst().onCancel?()
            }
            isResolving = false
            completeIfInstalled(false)
        }
    }

    /// Runs queued waiters in order until none is left (a waiter may queue another).
    private func runWaiters(with value: Value) {
        while !waiters.isEmpty {
            waiters.removeFirst().handler(value)
        }
    }

    /// Always `true`: a barrier must stay reachable while a gate is pending.
    public func shouldBypassGatewayBarrier() -> Bool {
        true
    }

    private func beginResolving(_ action: String) -> Bool {
        guard !isResolving else {
            reportDiagnostic(
                .custom(
                    board: identifier,
                    message: "\(action) arrived while the barrier was already being resolved; it was ignored"
                ))
            return false
        }
        isResolving = true
        return true
    }
}
