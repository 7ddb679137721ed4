import Boardy

/// The board the launcher registers as a gateway: it runs the gate's flow registration on its own motherboard, then
/// hands each `GatewayRequest` to the gate's closure with a fresh ``GatewayDecision``, and completes when the
/// decision is made.
final class GatewayBarrierBoard: ContinuousBoard, GuaranteedBoard {
    typealias InputType = GatewayRequest

    private let decide: (GatewayRequest, GatewayDecision) -> Void
    private let flowRegistration: ((Motherboard, GatewayDecision) -> Void)?

    init(
        identifier: BoardID,
        boardProducer: any ActivatableBoardProducer,
        decide: @escaping (GatewayRequest, GatewayDecision) -> Void,
        flowRegistration: ((Motherboard, GatewayDecision) -> Void)?
    ) {
        self.decide = decide
        self.flowRegistration = flowRegistration
        super.init(identifier: identifier, boardProducer: boardProducer)
    }

    func activate(withGuaranteedInput request: GatewayRequest) {
        let decision = GatewayDecision(request: request, gate: self)
        flowRegistration?(motherboard, decision)
        decide(request, decision)
    }
}
