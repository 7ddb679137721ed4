/// Handling of one board's completions (the `completion` of an IOInterface).
public struct CompletionFlowHandler {
    /// The board whose completions are handled.
    public let identifier: BoardID
    /// The motherboard the flows are registered on.
    @inlinable public var motherboard: Motherboard? { link?.motherboard }
    /// How ``motherboard`` is reached without keeping it alive (see ``MotherboardLink``).
    @usableFromInline let link: MotherboardLink?

    /// Creates a handler for the completions of `identifier` on `motherboard`.
    public init(identifier: BoardID, motherboard: Motherboard?) {
        self.identifier = identifier
        link = motherboard?.link
    }

    /// Creates the same value from a link another IO value holds.
    init(identifier: BoardID, link: MotherboardLink?) {
        self.identifier = identifier
        self.link = link
    }

    /// Handles each completion with its `isDone` flag.
    @discardableResult
    public func handle(_ handler: @escaping (Bool) -> Void) -> String {
        motherboard?.registerCompletionFlow(matchedIdentifiers: [identifier], handler: handler) ?? ""
    }

    /// Handles each completion while `target` lives (held weakly).
    @discardableResult
    public func addTarget<Target: AnyObject>(
        _ target: Target,
        handler: @escaping (Target, Bool) -> Void
    ) -> String {
        let weakTarget = WeakReference(target)
        return handle { isDone in
            guard let target = weakTarget.value else { return }
            handler(target, isDone)
        }
    }
}

/// Handling of the actions one board broadcasts (the `actionFlow` of an IOInterface); matched by sender id.
public struct ActionFlowHandler<Action: BoardFlowAction> {
    /// The board whose actions are handled.
    public let identifier: BoardID
    /// The motherboard the flows are registered on.
    @inlinable public var motherboard: Motherboard? { link?.motherboard }
    /// How ``motherboard`` is reached without keeping it alive (see ``MotherboardLink``).
    @usableFromInline let link: MotherboardLink?

    /// Creates a handler for the actions of `identifier` on `motherboard`.
    public init(identifier: BoardID, motherboard: Motherboard?) {
        self.identifier = identifier
        link = motherboard?.link
    }

    /// Creates the same value from a link another IO value holds.
    init(identifier: BoardID, link: MotherboardLink?) {
        self.identifier = identifier
        self.link = link
    }

    /// Handles each action of type `Action` sent by the board.
    @discardableResult
    public func handle(_ handler: @escaping (Action) -> Void) -> String {
        motherboard?.registerActionFlow(
            matchedIdentifiers: [identifier], actionType: Action.self,
            handler: handler) ?? ""
    }
}
