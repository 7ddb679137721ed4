extension Motherboard {
    /// The ids of this motherboard and of the motherboards above it, outermost first.
    public var motherboardPath: [BoardID] {
        var path = [identifier]
        var parent = owner?.delegate as? Motherboard
        while let motherboard = parent, path.count < 64 {
            path.insert(motherboard.identifier, at: 0)
            parent = motherboard.owner?.delegate as? Motherboard
        }
        return path
    }

    /// Builds and emits a trace event. Callers test ``traceHandler`` first, so nothing here runs while tracing is
    /// off.
    @inline(never)
    func emitTrace(_ kind: BoardTraceEvent.Kind, board: BoardID, to handler: (BoardTraceEvent) -> Void) {
        handler(BoardTraceEvent(kind: kind, board: board, motherboardPath: motherboardPath))
    }

    /// Emits the trace event of a message a board sent.
    @inline(never)
    func emitTrace(of message: BoardMessage, from board: BoardID, to handler: (BoardTraceEvent) -> Void) {
        let kind: BoardTraceEvent.Kind =
            switch message {
            case .output: .output
            case .action: .action
            case let .command(target, _): .command(target: target)
            case let .activation(target, _): .activationRequest(target: target)
            case let .completion(isDone): .completion(isDone: isDone)
            }
        emitTrace(kind, board: board, to: handler)
    }
}

extension Motherboard {
    /// Emits the delivery or cancellation of a barrier cycle.
    @inline(never)
    func emitTrace(cycleEnd cycle: ActivationBarrierCycle, isDone: Bool, to handler: (BoardTraceEvent) -> Void) {
        let count = cycle.pending.count
        emitTrace(
            isDone ? .barrierDeliver(count: count) : .barrierCancel(count: count),
            board: cycle.barrier.gateIdentifier, to: handler)
    }
}
