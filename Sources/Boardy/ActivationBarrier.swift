/// A gate that must complete successfully before an activation runs.
///
/// A board declares one from ``ActivatableBoard/activationBarrier(withOption:)``. The first activation that meets a
/// barrier activates the gate board; later activations behind the same barrier queue up (they coalesce: the gate
/// runs once), except with ``Option/unidentified(_:)``, where every activation has a barrier of its own. See
/// <doc:ActivationBarriers> for the helpers that build barriers and for re-entrant activations.
///
/// When the gate calls `complete(true)`, every queued activation runs in order; `complete(false)` drops them and
/// reports ``BoardDiagnostic/activationsDroppedByBarrier(gate:count:)``. A gate id that no producer knows fails the
/// barrier at once instead of leaving the activations hanging.
public struct ActivationBarrier {
    /// Where barrier state lives.
    public enum Scope: Sendable {
        /// One barrier per motherboard: activations from other motherboards start their own gate.
        case mainboard
        /// One barrier per actor: activations from every motherboard on the same actor share the running gate (a graph
        /// that belongs to no actor keeps the barrier in its own motherboard).
        case application
    }

    /// How activations share a barrier and what the gate is activated with.
    public enum Option {
        /// One barrier per gate; the gate is activated with `()`.
        case void
        /// One barrier per gate and value; the gate is activated with the value.
        case unique(AnyHashable)
        /// A barrier of its own for every activation; the gate is activated with the value each time. Such a
        /// barrier is never shared, so its state stays with the motherboard even at application scope.
        case unidentified(Any?)
    }

    /// The id of the gate board.
    public let gateIdentifier: BoardID
    /// Where the barrier's state lives.
    public let scope: Scope
    /// How activations share the barrier.
    public let option: Option
    /// The identity activations are coalesced on.
    public let barrierIdentifier: BoardID

    /// Creates a barrier in front of the gate `gateIdentifier`.
    public init(gate gateIdentifier: BoardID, scope: Scope = .application, option: Option = .void) {
        self.gateIdentifier = gateIdentifier
        self.scope = scope
        self.option = option
        let base = gateIdentifier.appending("___PRIVATE_BARRIER___")
        switch option {
        case .void:
            barrierIdentifier = base
        case let .unique(value):
            barrierIdentifier = base.appending(BoardID(rawValue: String(value.hashValue)))
        case .unidentified:
            barrierIdentifier = base.appending(.random())
        }
    }

    /// Whether the cycle lives in the process-wide registry: application scope, and an option activations can share.
    var isApplicationShared: Bool {
        guard case .application = scope else { return false }
        if case .unidentified = option { return false }
        return true
    }

    /// The mainboard-scoped barrier the framework puts in front of a gateway board.
    init(gateway gateID: BoardID) {
        self.init(gate: gateID, scope: .mainboard, option: .void)
    }

    /// The option the gate is activated with.
    var gateOption: Any? {
        switch option {
        case .void: ()
        case let .unique(value): value.base
        case let .unidentified(value): value
        }
    }
}
