import Boardy

/// The board the launcher registers as a gateway: it hands each `GatewayRequest` to the gate's closure with a
/// fresh ``GatewayDecision``, and completes when the decision is made.
@MainActor
final class GatewayBarrierBoard: Board, GuaranteedBoard {
    typealias InputType = GatewayRequest

    private let decide: @MainActor (GatewayRequest, GatewayDecision) -> Void

    init(identifier: BoardID, decide: @escaping @MainActor (GatewayRequest, GatewayDecision) -> Void) {
        self.decide = decide
        super.init(identifier: identifier)
    }

    func activate(withGuaranteedInput request: GatewayRequest) {
        decide(request, GatewayDecision(request: request, gate: self))
    }
}
