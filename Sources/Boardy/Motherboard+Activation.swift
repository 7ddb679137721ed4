extension Motherboard {
    /// Activates the board `identifier` with `option`.
    ///
    /// The installed board is used, or one is produced and installed. Then, unless the board bypasses gateways, a
    /// gateway registered for the id runs first; then the board's own activation barrier, if any; then
    /// `activate(withOption:)`. An id no producer knows is reported as ``BoardDiagnostic/unregisteredBoard(_:)``.
    ///
    /// - Returns: `true` when the board was activated or queued behind a barrier, `false` when nothing could run.
    @discardableResult
    public func activateBoard(_ identifier: BoardID, withOption option: Any? = nil) -> Bool {
        guard let board = installedOrProducedBoard(identifier) else { return false }
        if mayBeGated(board, identifier: identifier) {
            switch gatewayBoard(for: identifier) {
            case .none:
                break
            case .failed:
                return false
            case let .gate(gateID):
                let barrier = ActivationBarrier(gateway: gateID)
                let request = GatewayRequest(destination: identifier, option: option)
                return enqueue(barrier: barrier, gateOption: request, pendingBoard: board) { [link, weak board] in
                    guard let motherboard = link.motherboard, let board else { return false }
                    return motherboard.performActivation(of: board, option: option)
                }
            }
        }
        return performActivation(of: board, option: option)
    }

    /// Activates `identifier` with a typed input.
    @discardableResult
    public func activateBoard<Input>(_ input: BoardInput<Input>) -> Bool {
        activateBoard(input.identifier, withOption: input.input)
    }

    /// Activates every installed board with the same option; a board that rejects it reports a diagnostic and the
    /// loop goes on.
    public func activateAllBoards(withOption option: Any? = nil) {
        for board in boards {
            activateBoard(board.identifier, withOption: option)
        }
    }

    /// The installed board for `identifier` (remembered in ``lastFound``), or `nil`; it never produces.
    @inline(__always)
    func installedBoardForActivation(_ identifier: BoardID) -> (any ActivatableBoard)? {
        if let lastFound, lastFound.identifier == identifier { return lastFound.board }
        guard let board = installed[identifier]?.board else { return nil }
        lastFound = (identifier, board)
        return board
    }

    /// Returns the installed board, or produces and installs one.
    func installedOrProducedBoard(_ identifier: BoardID) -> (any ActivatableBoard)? {
        if let board = installedBoardForActivation(identifier) { return board }
        guard let board = boardProducer.produceBoard(identifier: identifier) else {
            report(.unregisteredBoard(identifier))
            return nil
        }
        guard board.identifier == identifier else {
            report(.producedIdentifierMismatch(requested: identifier, produced: board.identifier))
            return nil
        }
        do {
            try installBoard(board)
        } catch {
            report(.custom(board: identifier, message: error.description))
            return nil
        }
        return board
    }

    /// Honours the board's own activation barrier, then activates it; `false` when the barrier failed at once.
    @discardableResult
    func performActivation(of board: any ActivatableBoard, option: Any?) -> Bool {
        guard let barrier = board.activationBarrier(withOption: option) else {
            traceActivation(of: board)
            activate(board, option: option)
            return true
        }
        return enqueue(
            barrier: barrier, gateOption: barrier.gateOption, pendingBoard: board
        ) { [link, weak board] in
            guard let board else { return false }
            guard let motherboard = link.motherboard else {
                board.activate(withOption: option)
                return true
            }
            motherboard.traceActivation(of: board)
            motherboard.activate(board, option: option)
            return true
        }
    }

    /// Calls `board`'s `activate(withOption:)`, inside ``spanHook`` when one is set.
    @inline(__always)
    func activate(_ board: any ActivatableBoard, option: Any?) {
        guard let spanHook else {
            board.activate(withOption: option)
            return
        }
        spanHook.aroundActivation(of: board.identifier) { board.activate(withOption: option) }
    }

    /// Emits the ``BoardTraceEvent`` of an activation that goes ahead now, when tracing is on.
    @inline(__always)
    func traceActivation(of board: any ActivatableBoard) {
        if let traceHandler { emitTrace(.activation, board: board.identifier, to: traceHandler) }
    }

    /// Whether a gateway could guard this activation of `board`: gateways may exist, the board does not bypass them
    /// and `identifier` is not itself a gateway's.
    @inline(__always)
    func mayBeGated(_ board: any ActivatableBoard, identifier: BoardID) -> Bool {
        mayHaveGateways && !board.shouldBypassGatewayBarrier() && !identifier.isGatewayIdentifier
    }

    /// Whether any gateway could guard an activation: one is installed, or the producer may make one. `false` lets
    /// an activation skip the gateway lookup (its answer would be ``GatewayLookup/none``).
    var mayHaveGateways: Bool {
        installedGatewayCount > 0 || plainProducer?.mayProduceGateways ?? true
    }

    enum GatewayLookup {
        case none
        case failed
        case gate(BoardID)
    }

    /// Finds (installed) or produces (and installs) the gateway board guarding `identifier`.
    func gatewayBoard(for identifier: BoardID) -> GatewayLookup {
        // The gate's id is only built when a gate may exist: one is installed, or the producer makes one.
        if installedGatewayCount > 0 {
            let gateID = identifier.appending(BoardID.gatewaySuffix)
            if installed[gateID] != nil { return .gate(gateID) }
        }
        guard let gate = boardProducer.produceGatewayBoard(identifier: identifier) else { return .none }
        let gateID = identifier.appending(BoardID.gatewaySuffix)
        guard gate.identifier == gateID else {
            report(.producedIdentifierMismatch(requested: gateID, produced: gate.identifier))
            return .failed
        }
        do {
            try installBoard(gate)
        } catch {
            report(.custom(board: gateID, message: error.description))
            return .failed
        }
        return .gate(gateID)
    }
}

/// The input a gateway board receives: the board it guards and the option of the waiting activation.
///
/// The gateway decides (for example, by asking the user to sign in) and then calls `complete(true)` to let the
/// activation through or `complete(false)` to drop it.
public struct GatewayRequest {
    /// The id of the board whose activation is waiting.
    public let destination: BoardID
    /// The option the destination will be activated with.
    public let option: Any?

    /// Creates a request (the motherboard makes these; tests of gate boards make their own).
    public init(destination: BoardID, option: Any?) {
        self.destination = destination
        self.option = option
    }
}
