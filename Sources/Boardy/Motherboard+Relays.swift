extension Motherboard {
    /// Re-emits every output of the listed boards as an output of `board`, under `board`'s own id (the original's
    /// `sendOutputThrough:`).
    ///
    /// Typically a board owning a nested motherboard relays a child's result to its own motherboard. `board` is held
    /// weakly: once it is released the flow removes itself. Completions, actions and commands are not relayed.
    @discardableResult
    public func registerFlow(
        matchedIdentifiers identifiers: [BoardID],
        sendOutputThrough board: any IdentifiableBoard
    ) -> String {
        let ids = Set(identifiers)
        return registerRelay(through: board) { event in
            guard case let .output(value) = event.message, ids.contains(event.sender) else { return nil }
            return .output(value)
        }
    }

    /// Re-emits every output of type `Output`, from any board, as an output of `board` under its own id; outputs of
    /// other types are skipped, since the type is the filter. `board` is held weakly.
    @discardableResult
    public func registerGeneralFlow<Output>(
        outputType: Output.Type = Output.self,
        sendOutputThrough board: any IdentifiableBoard
    ) -> String {
        registerRelay(through: board) { event in
            guard case let .output(value) = event.message, value is Output else { return nil }
            return .output(value)
        }
    }

    /// Re-sends every action that reaches this motherboard through `board`, so it continues to `board`'s motherboard
    /// and its ancestors (the original's `forwardActionFlow(to:)`). `board` is held weakly.
    ///
    /// A nested motherboard already forwards actions to its owner; use this to forward them to another board.
    @discardableResult
    public func forwardActionFlow(to board: any IdentifiableBoard) -> String {
        registerRelay(through: board) { event in
            guard case .action = event.message else { return nil }
            return event.message
        }
    }

    /// Re-sends every activation request that reaches this motherboard through `board`, so `board`'s motherboard
    /// activates the target too (the original's `forwardActivationFlow(to:)`). `board` is held weakly.
    ///
    /// The request is still routed here first: forward from a motherboard whose producer knows the target only when
    /// both should run it, or give it a producer that does not (its miss is then reported as a diagnostic).
    @discardableResult
    public func forwardActivationFlow(to board: any IdentifiableBoard) -> String {
        registerRelay(through: board) { event in
            guard case .activation = event.message else { return nil }
            return event.message
        }
    }

    /// Registers a flow that sends `relayed(event)` through `board` while it lives, and removes itself after. A
    /// message `board` itself sent here is not relayed back to this motherboard.
    private func registerRelay(
        through board: any IdentifiableBoard,
        relayed: @escaping (BoardEvent) -> BoardMessage?
    ) -> String {
        let flowID = BoardID.random().rawValue
        let weakBoard = WeakBoardReference(board)
        return registerFlow(
            BoardFlow(identifier: flowID) { event in
                relayed(event) != nil
            } handler: { [link] event in
                guard let board = weakBoard.board else {
                    link.motherboard?.removeFlow(identifier: flowID)
                    return
                }
                // A board's own message, relayed back into the motherboard it came from, would loop forever.
                guard let message = relayed(event),
                    !(event.sender == board.identifier && board.delegate === link.motherboard)
                else {
                    return
                }
                board.sendToMotherboard(message)
            })
    }
}

/// A weak reference to a board of any type.
final class WeakBoardReference {
    weak var board: (any IdentifiableBoard)?

    init(_ board: any IdentifiableBoard) {
        self.board = board
    }
}
