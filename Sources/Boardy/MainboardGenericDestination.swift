/// Everything an IOInterface offers about one board id, typed: activation, output flow, completion, commands,
/// actions and completer.
///
/// Modules publish accessors that return a destination, so callers write
/// `mainboard.ioListProducts().activation.activate(with: query)`. Use `BoardNoCommand` and `BoardNoAction` for a
/// board without commands or actions.
public struct MainboardGenericDestination<Input, Output, Command, Action: BoardFlowAction> {
    /// The board this destination describes.
    public let identifier: BoardID
    /// The motherboard it lives in; not kept alive.
    @inlinable public var motherboard: Motherboard? { link?.motherboard }
    /// How ``motherboard`` is reached without keeping it alive (see ``MotherboardLink``).
    @usableFromInline let link: MotherboardLink?

    /// Creates a destination for `identifier` on `motherboard`.
    public init(identifier: BoardID, motherboard: Motherboard?) {
        self.identifier = identifier
        link = motherboard?.link
    }

    /// Activates the board.
    public var activation: MainboardActivation<Input> { .init(identifier: identifier, link: link) }
    /// Handles the board's outputs.
    public var flow: FlowHandler<Output> { .init(identifier: identifier, link: link) }
    /// Handles the board's completions.
    public var completion: CompletionFlowHandler { .init(identifier: identifier, link: link) }
    /// Sends commands to the installed board.
    public var interaction: MainboardInteraction<Command> { .init(identifier: identifier, link: link) }
    /// Handles the actions the board broadcasts.
    public var actionFlow: ActionFlowHandler<Action> { .init(identifier: identifier, link: link) }
    /// Completes the installed board from outside.
    public var completer: MainboardCompleter { .init(identifier: identifier, link: link) }
}

extension Motherboard {
    /// A typed destination for `identifier`; the types are inferred from the accessor's declared return type.
    ///
    /// ```swift
    /// func ioGreeting() -> MainboardGenericDestination<String, String, BoardNoCommand, BoardNoAction> {
    ///     ioDestination("greeting")
    /// }
    /// ```
    public func ioDestination<Input, Output, Command, Action: BoardFlowAction>(
        _ identifier: BoardID
    ) -> MainboardGenericDestination<Input, Output, Command, Action> {
        MainboardGenericDestination(identifier: identifier, motherboard: self)
    }

    /// A typed activation of `identifier`.
    public func activation<Input>(_ identifier: BoardID, with inputType: Input.Type) -> MainboardActivation<Input> {
        MainboardActivation(identifier: identifier, motherboard: self)
    }

    /// Typed handling of the outputs of `identifier`.
    public func matchedFlow<Output>(_ identifier: BoardID, with outputType: Output.Type) -> FlowHandler<Output> {
        FlowHandler(identifier: identifier, motherboard: self)
    }

    /// Handling of the completions of `identifier`.
    public func completionFlow(_ identifier: BoardID) -> CompletionFlowHandler {
        CompletionFlowHandler(identifier: identifier, motherboard: self)
    }

    /// Handling of the actions `identifier` broadcasts.
    public func actionFlow<Action: BoardFlowAction>(
        _ identifier: BoardID,
        with actionType: Action.Type
    ) -> ActionFlowHandler<Action> {
        ActionFlowHandler(identifier: identifier, motherboard: self)
    }

    /// Typed commands to the installed board `identifier`.
    public func interaction<Command>(
        _ identifier: BoardID,
        with commandType: Command.Type
    ) -> MainboardInteraction<Command> {
        MainboardInteraction(identifier: identifier, motherboard: self)
    }

    /// A completer for the installed board `identifier`.
    public func completer(_ identifier: BoardID) -> MainboardCompleter {
        MainboardCompleter(identifier: identifier, motherboard: self)
    }
}
