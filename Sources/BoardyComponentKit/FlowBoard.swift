import Boardy

/// A board that only composes other boards: a `ContinuousBoard` configured by closures.
///
/// ```swift
/// let checkout = FlowBoard<Cart, Receipt, BoardNoCommand, BoardNoAction>(
///     identifier: "checkout",
///     boardProducer: moduleProducer
/// ) { board in
///     // Runs once, when the board is created: wire the sub-flow on the child motherboard.
///     board.motherboard.registerFlowSteps("review" ->> "pay")
///     board.motherboard.matchedFlow("pay", with: Receipt.self).addTarget(board) { board, receipt in
///         board.sendOutput(receipt)
///         board.complete()
///     }
/// } flowActivation: { board, cart in
///     board.motherboard.activateBoard("review", withOption: cart)
/// }
/// ```
///
/// `flowRegistration` runs exactly once, in the initializer (it creates the child motherboard). Capture the board
/// weakly in flows registered on its own child motherboard (use `addTarget`, as above): the board owns the child,
/// so a strong capture would form a cycle. Commands go to `flowInteraction`; without one, a command is reported as
/// `BoardDiagnostic.boardNotInteractable(_:)`. Actions sent inside the child bubble up through the board.
/// The board bypasses the gateway barrier unless `allowsBypassingGateway` is `false`.
public final class FlowBoard<Input, Output, Command, Action: BoardFlowAction>: ContinuousBoard, GuaranteedBoard,
    GuaranteedOutputSendingBoard, GuaranteedCommandBoard, GuaranteedActionSendingBoard
{
    /// The board's input.
    public typealias InputType = Input
    /// The board's output.
    public typealias OutputType = Output
    /// The commands the board accepts.
    public typealias CommandType = Command
    /// The actions the board broadcasts.
    public typealias FlowActionType = Action
    /// Handles an activation.
    public typealias Activation = (FlowBoard, Input) -> Void
    /// Handles a command.
    public typealias Interaction = (FlowBoard, Command) -> Void

    /// Whether activations skip a gateway barrier registered for this id; `true` by default.
    public var allowsBypassingGateway: Bool
    private let flowActivation: Activation
    private let flowInteraction: Interaction?

    /// Creates a flow board and runs `flowRegistration` once.
    ///
    /// - Parameters:
    ///   - identifier: the board's id.
    ///   - boardProducer: builds the boards of the child motherboard.
    ///   - allowsBypassingGateway: whether activations skip the gateway barrier (default `true`).
    ///   - flowRegistration: registers the sub-flow on `board.motherboard`; called once, now.
    ///   - flowActivation: handles each activation.
    ///   - flowInteraction: handles commands; `nil` reports each command as a diagnostic.
    public init(
        identifier: BoardID,
        boardProducer: any ActivatableBoardProducer,
        allowsBypassingGateway: Bool = true,
        flowRegistration: (FlowBoard) -> Void,
        flowActivation: @escaping Activation,
        flowInteraction: Interaction? = nil
    ) {
        self.allowsBypassingGateway = allowsBypassingGateway
        self.flowActivation = flowActivation
        self.flowInteraction = flowInteraction
        super.init(identifier: identifier, boardProducer: boardProducer)
        flowRegistration(self)
    }

    /// Runs `flowActivation`.
    public func activate(withGuaranteedInput input: Input) {
        flowActivation(self, input)
    }

    /// Runs `flowInteraction`, or reports that the board takes no command.
    public func interact(guaranteedCommand command: Command) {
        guard let flowInteraction else {
            reportDiagnostic(.boardNotInteractable(identifier))
            return
        }
        flowInteraction(self, command)
    }

    /// Whether activations skip the gateway barrier: ``allowsBypassingGateway``.
    public func shouldBypassGatewayBarrier() -> Bool {
        allowsBypassingGateway
    }
}
