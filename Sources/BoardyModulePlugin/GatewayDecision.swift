import Boardy

/// The one-time answer of a gate to a `GatewayRequest`: let the waiting activation through, or drop it.
///
/// Keep the decision to answer later (after a sign-in flow, for example). Only the first answer counts; a second
/// one is ignored and reported as a diagnostic. A decision released without an answer denies, with a diagnostic, so
/// a forgotten gate never holds activations forever.
public final class GatewayDecision {
    /// The activation waiting for this decision.
    public let request: GatewayRequest
    /// Whether ``allow()`` or ``deny(reason:)`` has been called.
    public private(set) var isDecided = false
    private weak var gate: (any IdentifiableBoard)?
    private let ownerLink: MotherboardLink?

    init(request: GatewayRequest, gate: any IdentifiableBoard) {
        self.request = request
        self.gate = gate
        ownerLink = (gate.delegate as? Motherboard)?.link
    }

    deinit {
        guard !isDecided, let gate else { return }
        report(
            .custom(
                board: request.destination,
                message: "the gateway decision was released without an answer; the activation was denied"
            ))
        gate.complete(false)
    }

    /// The motherboard the gate runs in (the application's mainboard, or a module's nested motherboard), for
    /// showing a sign-in flow before answering; `nil` once it is released.
    public var motherboard: Motherboard? {
        ownerLink?.motherboard
    }

    /// The gate's own motherboard for this cycle (the one
    /// ``GatewayBarrierRegistration/withFlowRegistration(_:)`` wired), created on first use over the application's
    /// producer and released with the gate when the decision is made; `nil` once the gate is gone.
    public var gateMotherboard: Motherboard? {
        (gate as? ContinuousBoard)?.motherboard
    }

    /// Lets the waiting activation (and any that coalesced with it) run with its original input.
    public func allow() {
        answer(true, reason: nil)
    }

    /// Drops the waiting activation (and any that coalesced with it).
    ///
    /// The motherboard reports `BoardDiagnostic/activationsDroppedByBarrier(gate:count:)`; a `reason` is
    /// reported too, as a `BoardDiagnostic/custom(board:message:)` on the destination.
    public func deny(reason: String? = nil) {
        answer(false, reason: reason)
    }

    private func answer(_ isAllowed: Bool, reason: String?) {
        guard !isDecided else {
            let second = isAllowed ? "allow" : "deny"
            report(
                .custom(
                    board: request.destination,
                    message: "the gateway was answered twice; the second answer (\(second)) was ignored"
                ))
            return
        }
        isDecided = true
        guard let gate else { return }
        if let reason {
            report(.custom(board: request.destination, message: "the gateway denied access: \(reason)"))
        }
        gate.complete(isAllowed)
    }

    /// Reports to the gate's motherboard, which outlives the gate's completion, else wherever the gate reports.
    private func report(_ diagnostic: BoardDiagnostic) {
        if let owner = ownerLink?.motherboard {
            owner.report(diagnostic)
        } else if let gate {
            gate.reportDiagnostic(diagnostic)
        } else {
            BoardDiagnostics.report(diagnostic)
        }
    }
}
