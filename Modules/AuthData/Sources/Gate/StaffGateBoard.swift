import AuthDataIO
import Boardy
import BoardyComponentKit

/// The staff gate (`AuthDataID/staffGate`): holds staff work on a `BarrierBoard` until the database confirms the
/// signed-in user's role, then releases it with a verdict.
///
/// - `.perform(work, onCancel)`: with nobody signed in, `work(.failure(.notSignedIn))` runs at once and the gate sends
///   `StaffGateEvent/refused(_:)`. Otherwise the work is queued on the barrier (a board on this board's nested
///   motherboard, produced on the first wait) and the gate sends `StaffGateEvent/confirmationRequired(pendingCount:)`:
///   the front activates `AuthDataID/currentUser`, which reads the session and the role again.
/// - That read confirms the user in the ``SessionStore``, which tells this board: the barrier is overcome with the
///   verdict — `.success(user)` for staff, `.failure(.staffOnly(username:))` for a customer — every queued closure
///   runs in order with it, and the gate sends `passed` or `refused`. A session found gone ends the store's session,
///   which overcomes the barrier with `.failure(.notSignedIn)`.
/// - `.cancel`: the barrier is cancelled (the `onCancel` closures run in order) and the gate sends
///   `StaffGateEvent/cancelled(droppedCount:)`.
///
/// The role is never taken from an earlier sign-in: every wait needs a fresh confirmation, so a promotion or a
/// demotion counts from the user's next staff request. A refusal is a value the work receives, never a crash. The
/// gate never completes, and it bypasses gateway barriers (it is a gate itself).
package final class StaffGateBoard: ContinuousBoard, GuaranteedBoard, GuaranteedOutputSendingBoard,
    SessionStoreObserver
{
    /// The gate's requests.
    package typealias InputType = StaffGateRequest
    /// The gate's events.
    package typealias OutputType = StaffGateEvent
    /// What the barrier is overcome with: the gate's verdict.
    package typealias Verdict = Result<AuthenticatedUser, AuthDataError>

    private let store: SessionStore
    /// Whether the barrier is being overcome or cancelled right now (a re-entrant resolution is ignored).
    private var isResolving = false

    /// Creates the gate and subscribes it to the confirmations and ends of sessions in `store`.
    ///
    /// - Parameter boardProducer: must produce a `BarrierBoard<Result<AuthenticatedUser, AuthDataError>>` for
    ///   ``AuthDataInternalID/staffGateBarrier``.
    package init(identifier: BoardID, boardProducer: any ActivatableBoardProducer, store: SessionStore) {
        self.store = store
        super.init(identifier: identifier, boardProducer: boardProducer)
        store.addObserver(self)
    }

    /// Queues work, or refuses it at once, or cancels the queue.
    package func activate(withGuaranteedInput request: StaffGateRequest) {
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

    /// Releases the queued work with the confirmed user's verdict.
    package func sessionStore(_ store: SessionStore, didConfirm user: AuthenticatedUser) {
        resolve(user.role == .staff ? .success(user) : .failure(.staffOnly(username: user.username)))
    }

    /// Refuses the queued work: nobody is signed in any more.
    package func sessionStoreDidEnd(_ store: SessionStore) {
        resolve(.failure(.notSignedIn))
    }

    private func perform(_ work: @escaping (Verdict) -> Void, onCancel: @escaping () -> Void) {
        guard store.user != nil else {
            work(.failure(.notSignedIn))
            sendOutput(.refused(.notSignedIn))
            return
        }
        barrierActivation.activate(with: .wait({ work($0) }, onCancel: { onCancel() }))
        sendOutput(.confirmationRequired(pendingCount: barrier?.waiterCount ?? 0))
    }

    private func resolve(_ verdict: Verdict) {
        guard !isResolving, barrier != nil else { return }
        isResolving = true
        barrierActivation.activate(with: .overcome(verdict))
        isResolving = false
        switch verdict {
        case let .success(user): sendOutput(.passed(user))
        case let .failure(refusal): sendOutput(.refused(refusal))
        }
    }

    private func cancel() {
        guard !isResolving else {
            reportDiagnostic(
                .custom(
                    board: identifier,
                    message: "cancel arrived while the queued staff work was being resolved; it was ignored"
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
    private var barrier: BarrierBoard<Verdict>? {
        guard isMotherboardLoaded else { return nil }
        return motherboard.board(withIdentifier: AuthDataInternalID.staffGateBarrier) as? BarrierBoard<Verdict>
    }

    /// Activates the barrier (producing it when needed).
    private var barrierActivation: MainboardActivation<BarrierAction<Verdict>> {
        motherboard.activation(AuthDataInternalID.staffGateBarrier, with: BarrierAction<Verdict>.self)
    }
}
