extension FlowHandler {
    /// A handler for the outputs of `identifier`, with the output type of `boardType` (the original's flow
    /// initializer `matchedBoardID:of:`).
    public init<SourceBoard: GuaranteedOutputSendingBoard>(
        identifier: BoardID,
        of boardType: SourceBoard.Type,
        motherboard: Motherboard?
    ) where SourceBoard.OutputType == Output {
        self.init(identifier: identifier, motherboard: motherboard)
    }

    /// Handles each output leniently: an output of another type arrives as `nil` instead of being reported.
    @discardableResult
    public func handleDedicated(_ handler: @escaping (Output?) -> Void) -> String {
        motherboard?.registerDedicatedFlow(
            matchedIdentifiers: [identifier], outputType: Output.self,
            dedicatedNextHandler: handler) ?? ""
    }
}

extension ActionFlowHandler {
    /// Handles each action of type `Action` sent by the board while `target` lives (held weakly); the flow removes
    /// itself once the target is released.
    @discardableResult
    public func addTarget<Target: AnyObject>(
        _ target: Target,
        handler: @escaping (Target, Action) -> Void
    ) -> String {
        guard let motherboard else { return "" }
        let flowID = BoardID.random().rawValue
        let weakTarget = WeakReference(target)
        let source = identifier
        let link = motherboard.link
        return motherboard.registerFlow(
            BoardFlow(identifier: flowID) { event in
                guard case let .action(action) = event.message else { return false }
                return event.sender == source && action is Action
            } handler: { event in
                guard let target = weakTarget.value else {
                    link.motherboard?.removeFlow(identifier: flowID)
                    return
                }
                guard case let .action(action) = event.message, let typed = action as? Action else { return }
                handler(target, typed)
            })
    }
}
