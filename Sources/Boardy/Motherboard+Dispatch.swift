extension Motherboard {
    /// Routes a message from an installed board: built-in routing first, then the user flows in registration order.
    ///
    /// Built-in routing: an action is forwarded up (to the owner of a nested motherboard); a command is delivered to
    /// its target; an activation request activates its target; a completion removes and releases the sender and
    /// releases activation barriers waiting for it. Completion flows therefore run after the board is detached.
    public func board(_ board: any IdentifiableBoard, didSend message: BoardMessage) {
        if let traceHandler { emitTrace(of: message, from: board.identifier, to: traceHandler) }
        switch message {
        case let .output(output):
            dispatch(BoardEvent(sender: board.identifier, output: output))
            return
        case let .action(action):
            owner?.broadcastAction(action)
        case let .command(target, command):
            interactWithBoard(target, command: command)
        case let .activation(target, option):
            activateBoard(target, withOption: option)
        case let .completion(isDone):
            guard let index = installed.index(forKey: board.identifier), installed[index].value.board === board else {
                report(.messageFromDetachedBoard(board.identifier, kind: message.kindName))
                return
            }
            detachBoard(at: index)
            notifyCompletionObservers(of: board.identifier, isDone: isDone)
        }
        dispatch(BoardEvent(sender: board.identifier, otherMessage: message))
    }

    /// Whether an output would reach anything: a registered flow (outputs only ever reach flows) or the trace
    /// handler. An output sent while this is `false` would be dispatched to nobody, so the board may skip it.
    public func wantsOutput(from board: any IdentifiableBoard) -> Bool {
        traceHandler != nil || !flowEntries.isEmpty
    }

    /// Dispatches an output of `board`: what `board(_:didSend: .output(output))` does, without matching the message.
    public func board(_ board: any IdentifiableBoard, didSendOutput output: Any) {
        if let traceHandler { emitTrace(of: .output(output), from: board.identifier, to: traceHandler) }
        dispatch(BoardEvent(sender: board.identifier, output: output))
    }

    /// Runs the user flows for an event, in registration order.
    func dispatch(_ event: BoardEvent) {
        let snapshot = flowEntries
        for entry in snapshot where entry.isActive && entry.flow.matcher(event) {
            entry.flow.handler(event)
        }
    }

    /// Sends a command to the installed board `identifier`.
    ///
    /// An id that is not installed, or a board that is not ``InteractableBoard``, is reported as a diagnostic.
    public func interactWithBoard(_ identifier: BoardID, command: Any?) {
        guard let board = installed[identifier]?.board else {
            report(.commandTargetNotInstalled(identifier))
            return
        }
        guard let interactable = board as? any InteractableBoard else {
            report(.boardNotInteractable(identifier))
            return
        }
        interactable.interact(command: command)
    }

    // MARK: Completion observers (activation barriers)

    func observeCompletion(of identifier: BoardID, token: ObjectIdentifier, handler: @escaping (Bool) -> Void) {
        completionObservers[identifier, default: []].append((token, handler))
    }

    func removeCompletionObserver(of identifier: BoardID, token: ObjectIdentifier) {
        completionObservers[identifier]?.removeAll { $0.token == token }
        if completionObservers[identifier]?.isEmpty == true {
            completionObservers[identifier] = nil
        }
    }

    private func notifyCompletionObservers(of identifier: BoardID, isDone: Bool) {
        guard !completionObservers.isEmpty, let observers = completionObservers.removeValue(forKey: identifier) else {
            return
        }
        for observer in observers {
            observer.handler(isDone)
        }
    }
}
