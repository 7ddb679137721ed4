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

    @usableFromInline
    struct Waiter {
        @usableFromInline let handler: (Value) -> Void
        @usableFromInline let onCancel: (() -> Void)?

        @inlinable
        init(handler: @escaping (Value) -> Void, onCancel: (() -> Void)?) {
            self.handler = handler
            self.onCancel = onCancel
        }
    }

    // Exclusivity unchecked (both): graph-isolated, and no waiter runs during an access (`removeFirst` returns first).
    @usableFromInline @exclusivity(unchecked) var waiters: [Waiter] = []
    @usableFromInline @exclusivity(unchecked) var isResolving = false
    /// Activates the board when the option is exactly an ``Action`` (the usual case); `false` otherwise.
    ///
    /// Created by the inlinable initialiser, so it is compiled where `Value` is concrete and the activation runs
    /// specialised (see ``BlockTaskBoard``'s); it captures nothing, so it costs no allocation per board.
    @usableFromInline let activateExactly: (BarrierBoard, Any?) -> Bool

    /// Creates an empty barrier.
    @inlinable
    public override init(identifier: BoardID) {
        activateExactly = { board, option in
            guard let action = BoardOption.exactly(option, as: Action.self) else { return false }
            board.activate(withGuaranteedInput: action)
            return true
        }
        super.init(identifier: identifier)
    }

    /// The number of queued waiters.
    public var waiterCount: Int { waiters.count }

    /// Converts the option and activates the board, or reports a type mismatch: the same as
    /// ``Boardy/GuaranteedBoard/activate(withOption:)``, with a specialised fast path for an ``Action``.
    public func activate(withOption option: Any?) {
        if activateExactly(self, option) { return }
        activateConverting(option)
    }

    /// The general conversion, out of line so that the fast path above fetches none of its generic metadata.
    @inline(never)
    private func activateConverting(_ option: Any?) {
        guard let action = convertOptionToInput(option) else {
            reportUnconvertibleOption(option)
            return
        }
        activate(withGuaranteedInput: action)
    }

    /// No activation barrier, whatever the option (the same answer as converting it first, without the conversion).
    public func activationBarrier(withOption option: Any?) -> ActivationBarrier? {
        nil
    }

    /// Queues a waiter, or overcomes or cancels the barrier.
    @inlinable
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
    @inlinable
    func runWaiters(with value: Value) {
        while !waiters.isEmpty {
            waiters.removeFirst().handler(value)
        }
    }

    /// Always `true`: a barrier must stay reachable while a gate is pending.
    public func shouldBypassGatewayBarrier() -> Bool {
        true
    }

    @usableFromInline
    func beginResolving(_ action: String) -> Bool {
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
