import Boardy

/// Presents another board under the same id with different input and output types.
///
/// ```swift
/// // Callers send a product id; the wrapped board wants a query and answers with a list.
/// let adapter = AdapterBoard(
///     destination: TaskBoard<ProductQuery, [Product]>(identifier: "product") { try await store.products($0) },
///     inputMapper: { (id: Product.ID) in ProductQuery(ids: [id]) },
///     outputMapper: { (products: [Product]) in products.first }
/// )
/// ```
///
/// The adapter is what the motherboard installs; it becomes the wrapped board's delegate. Activations are mapped
/// with `inputMapper` (the wrapped board's activation barrier, if any, is honoured); the wrapped board's outputs are
/// mapped with `outputMapper` and sent as the adapter's own. Everything else it sends (completion, actions,
/// activation requests, commands, diagnostics) is forwarded unchanged as the adapter's, so when the wrapped board
/// completes, the motherboard removes the adapter. Commands to the adapter go to the wrapped board when it is an
/// `InteractableBoard`. The adapter always bypasses the gateway barrier. Keep the mappers pure: the input
/// mapper may run twice per activation (barrier lookup, then activation).
public final class AdapterBoard<Destination: GuaranteedBoard & GuaranteedOutputSendingBoard, Input, Output>: Board,
    GuaranteedBoard, GuaranteedOutputSendingBoard, InteractableBoard
{
    /// The board's input, mapped to the destination's.
    public typealias InputType = Input
    /// The board's output, mapped from the destination's.
    public typealias OutputType = Output

    /// The wrapped board.
    public let destination: Destination
    private let inputMapper: (Input) -> Destination.InputType
    private let outputMapper: (Destination.OutputType) -> Output
    private let relay: AdapterRelay<Destination, Input, Output>

    /// Wraps `destination` under its own identifier.
    public init(
        destination: Destination,
        inputMapper: @escaping (Input) -> Destination.InputType,
        outputMapper: @escaping (Destination.OutputType) -> Output
    ) {
        self.destination = destination
        self.inputMapper = inputMapper
        self.outputMapper = outputMapper
        relay = AdapterRelay()
        super.init(identifier: destination.identifier)
        relay.adapter = self
        destination.delegate = relay
    }

    /// Wraps `destination`, mapping only the input.
    public convenience init(
        destination: Destination,
        inputMapper: @escaping (Input) -> Destination.InputType
    ) where Output == Destination.OutputType {
        self.init(destination: destination, inputMapper: inputMapper, outputMapper: { $0 })
    }

    /// Wraps `destination`, mapping only the output.
    public convenience init(
        destination: Destination,
        outputMapper: @escaping (Destination.OutputType) -> Output
    ) where Input == Destination.InputType {
        self.init(destination: destination, inputMapper: { $0 }, outputMapper: outputMapper)
    }

    /// Activates the destination with the mapped input.
    public func activate(withGuaranteedInput input: Input) {
        destination.activate(withGuaranteedInput: inputMapper(input))
    }

    /// The destination's barrier for the mapped input.
    public func activationBarrier(withGuaranteedInput input: Input) -> ActivationBarrier? {
        destination.activationBarrier(withGuaranteedInput: inputMapper(input))
    }

    /// Forwards the command to the destination, or reports that it takes no command.
    public func interact(command: Any?) {
        guard let interactable = destination as? any InteractableBoard else {
            reportDiagnostic(.boardNotInteractable(identifier))
            return
        }
        interactable.interact(command: command)
    }

    /// Always `true`: the adapter stands in for a board that decides for itself.
    public func shouldBypassGatewayBarrier() -> Bool {
        true
    }

    /// Maps one destination output and sends it as the adapter's.
    func forward(_ output: Destination.OutputType) {
        sendOutput(outputMapper(output))
    }
}
