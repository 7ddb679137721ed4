import AuthDataIO
import Boardy
import BoardyComponentKit

/// The auth gate (`AuthDataID/authGate`): runs work with the signed-in user now, or queues it on a
/// `BarrierBoard<AuthenticatedUser>` until a sign-in succeeds.
///
/// - `.perform(work, onCancel)`: when the ``SessionStore`` has a user, `work(user)` runs at once and nothing is
///   sent. Otherwise the closures are queued on the barrier (a board on this board's nested motherboard, produced
///   on the first wait) and the gate sends `AuthGateEvent/signInRequired(pendingCount:)`.
/// - A successful sign-in or registration updates the store first, then the store tells this board, which
///   overcomes the barrier: the queued work runs in order with the user, then the gate sends
///   `AuthGateEvent/overcome(_:)`. A sign-in while nothing is queued sends nothing.
/// - `.cancel`: the barrier is cancelled (the `onCancel` closures run in order) and the gate sends
///   `AuthGateEvent/cancelled(droppedCount:)` (0 when nothing was queued).
///
/// After an overcome or a cancel the barrier completes and is removed; the next wait produces a fresh one. A failed
/// sign-in does nothing here: the front decides whether to retry or cancel. The gate never completes, and it
/// bypasses gateway barriers (it is a gate itself). The user passed to work is the store's, as last confirmed;
/// activate `AuthDataID/currentUser` first when a revoked or expired session matters.
package final class AuthGateBoard: ContinuousBoard, GuaranteedBoard, GuaranteedOutputSendingBoard, SessionStoreObserver
{
    /// The gate's requests.
    package typealias InputType = AuthGateRequest
    /// The gate's events.
    package typealias OutputType = AuthGateEvent

    private let store: SessionStore
    /// Whether the barrier is being overcome or cancelled right now (a re-entrant cancel is ignored).
    private var isResolving = false

    /// Creates the gate and subscribes it to sign-ins in `store`.
    ///
    /// - Parameter boardProducer: must produce a `BarrierBoard<AuthenticatedUser>` for
    ///   ``AuthDataInternalID/gateBarrier``.
    package init(identifier: BoardID, boardProducer: any ActivatableBoardProducer, store: SessionStore) {
        self.store = store
        super.init(identifier: identifier, boardProducer: boardProducer)
        store.addObserver(self)
    }

    /// Performs or queues work, or cancels the queue.
    package func activate(withGuaranteedInput request: AuthGateRequest) {
        switch request {
        case let .perform(work, onCancel):
            perform(work, onCancel: onCancel)
        case .cancel:
            cancel()
        }
    }

    /// Always `true`: the gate must stay reachable behind an application-wide gateway.
    package func shouldBypassGatewayBarrier() -> Bool {
        true
    }

    /// Overcomes the barrier with the new user when work is queued.
    package func sessionStore(_ store: SessionStore, didSignIn user: AuthenticatedUser) {
        guard !isResolving, barrier != nil else { return }
        isResolving = true
        barrierActivation.activate(with: .overcome(user))
        isResolving = false
        sendOutput(.overcome(user))
    }

    private func perform(_ work: @escaping (AuthenticatedUser) -> Void, onCancel: @escaping () -> Void) {
        if let user = store.user {
            work(user)
            return
        }
        barrierActivation.activate(with: .wait({ work($0) }, onCancel: { onCancel() }))
        sendOutput(.signInRequired(pendingCount: barrier?.waiterCount ?? 0))
    }

    private func cancel() {
        guard !isResolving else {
            reportDiagnostic(
                .custom(
                    board: identifier,
                    message: "cancel arrived while the queued work was being resolved; it was ignored"
                ))
            return
        }
        let dropped = barrier?.waiterCount ?? 0
        if barrier != nil {
            isResolving = true
            barrierActivation.activate(with: .cancel)
            isResolving = false
        }
        sendOutput(.cancelled(droppedCount: dropped))
    }

    /// The installed barrier, if work is queued (a pure lookup: it never produces one).
    private var barrier: BarrierBoard<AuthenticatedUser>? {
        guard isMotherboardLoaded else { return nil }
        return motherboard.board(withIdentifier: AuthDataInternalID.gateBarrier) as? BarrierBoard<AuthenticatedUser>
    }

    /// Activates the barrier (producing it when needed).
    private var barrierActivation: MainboardActivation<BarrierAction<AuthenticatedUser>> {
        motherboard.activation(AuthDataInternalID.gateBarrier, with: BarrierAction<AuthenticatedUser>.self)
    }
}
