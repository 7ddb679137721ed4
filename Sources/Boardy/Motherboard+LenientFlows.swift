extension Motherboard {
    /// Registers a lenient output flow for the listed boards: an output of another type arrives as `nil` instead of
    /// being reported (the original's `dedicatedNextHandler`). Completions, actions and commands never arrive.
    ///
    /// Named apart from ``registerFlow(matchedIdentifiers:outputType:handler:)`` so a trailing closure never has to
    /// choose between the strict and the lenient flow.
    @discardableResult
    public func registerDedicatedFlow<Output>(
        matchedIdentifiers identifiers: [BoardID],
        outputType: Output.Type = Output.self,
        dedicatedNextHandler handler: @escaping (Output?) -> Void
    ) -> String {
        let ids = Set(identifiers)
        return registerFlow(
            BoardFlow { event in
                guard event.isOutput else { return false }
                return ids.contains(event.sender)
            } handler: { event in
                guard event.isOutput else { return }
                let value = event.output
                handler(BoardOption.castValue(value, to: Output.self))
            })
    }

    /// Registers a typed output flow for `identifier` whose output type is that of `boardType` (the original's
    /// `matchedBoardID:of:`), so the handler's type follows the board's.
    ///
    /// ```swift
    /// motherboard.registerFlow(matchedBoardID: "greeting", of: GreetingBoard.self) { greeting in print(greeting) }
    /// ```
    @discardableResult
    public func registerFlow<SourceBoard: GuaranteedOutputSendingBoard>(
        matchedBoardID identifier: BoardID,
        of boardType: SourceBoard.Type,
        handler: @escaping (SourceBoard.OutputType) -> Void
    ) -> String {
        registerFlow(matchedIdentifiers: [identifier], outputType: SourceBoard.OutputType.self, handler: handler)
    }

    /// Registers a flow for outputs of `Output` from any board while `target` lives (held weakly); outputs of other
    /// types are skipped, since the type is the filter. The flow removes itself once the target is released.
    @discardableResult
    public func registerGeneralFlow<Target: AnyObject, Output>(
        target: Target,
        outputType: Output.Type = Output.self,
        handler: @escaping (Target, Output) -> Void
    ) -> String {
        let flowID = BoardID.random().rawValue
        let weakTarget = WeakReference(target)
        return registerFlow(
            BoardFlow(identifier: flowID) { event in
                guard case let .output(value) = event.message else { return false }
                return value is Output
            } handler: { [link] event in
                guard let target = weakTarget.value else {
                    link.motherboard?.removeFlow(identifier: flowID)
                    return
                }
                guard case let .output(value) = event.message, let output = value as? Output else { return }
                handler(target, output)
            })
    }
}
