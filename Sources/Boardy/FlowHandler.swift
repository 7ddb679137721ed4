/// Typed handling of one board's outputs (the `flow` of an IOInterface).
///
/// Every method registers a flow on the motherboard and returns its identifier, for
/// ``Motherboard/removeFlow(identifier:)``. The motherboard is not kept alive; once released, registering does
/// nothing and returns an empty identifier.
public struct FlowHandler<Output> {
    /// The board whose outputs are handled.
    public let identifier: BoardID
    /// The motherboard the flows are registered on.
    @inlinable public var motherboard: Motherboard? { link?.motherboard }
    /// How ``motherboard`` is reached without keeping it alive (see ``MotherboardLink``).
    @usableFromInline let link: MotherboardLink?

    /// Creates a handler for the outputs of `identifier` on `motherboard`.
    public init(identifier: BoardID, motherboard: Motherboard?) {
        self.identifier = identifier
        link = motherboard?.link
    }

    /// Creates the same value from a link another IO value holds.
    init(identifier: BoardID, link: MotherboardLink?) {
        self.identifier = identifier
        self.link = link
    }

    /// Handles each output while `target` lives (held weakly).
    @discardableResult
    public func addTarget<Target: AnyObject>(
        _ target: Target,
        handler: @escaping (Target, Output) -> Void
    ) -> String {
        motherboard?.registerFlow(
            matchedIdentifiers: [identifier], target: target, outputType: Output.self,
            handler: handler) ?? ""
    }

    /// Handles each output with a closure.
    @inlinable
    @discardableResult
    public func handle(_ handler: @escaping (Output) -> Void) -> String {
        motherboard?.registerFlow(matchedIdentifiers: [identifier], outputType: Output.self, handler: handler) ?? ""
    }

    /// Transports each output (that passes `filter`) onto `bus`, held weakly.
    @discardableResult
    public func bind(to bus: Bus<Output>, where filter: @escaping (Output) -> Bool = { _ in true }) -> String {
        let weakBus = WeakReference(bus)
        return handle { output in
            guard filter(output) else { return }
            weakBus.value?.transport(output)
        }
    }

    /// Activates `next` with each output mapped to its input; a `nil` mapping activates nothing.
    @discardableResult
    public func activate<NextInput>(
        _ next: MainboardActivation<NextInput>,
        mapping: @escaping (Output) -> NextInput?
    ) -> String {
        handle { output in
            guard let input = mapping(output) else { return }
            next.activate(with: input)
        }
    }
}
