/// The running state of one barrier: the activations waiting for its gate.
@MainActor
final class ActivationBarrierCycle {
    let barrier: ActivationBarrier
    weak var owner: Motherboard?
    private(set) var pending: [(id: BoardID, run: () -> Bool)] = []

    init(barrier: ActivationBarrier, owner: Motherboard) {
        self.barrier = barrier
        self.owner = owner
    }

    func append(_ id: BoardID, _ run: @escaping () -> Bool) {
        pending.append((id, run))
    }

    /// Runs (on success) or drops (on failure) every pending activation, in order.
    func finish(isDone: Bool, reporter: Motherboard?) {
        let tasks = pending
        pending = []
        guard isDone else {
            if !tasks.isEmpty {
                let diagnostic = BoardDiagnostic.activationsDroppedByBarrier(
                    gate: barrier.gateIdentifier, count: tasks.count)
                if let reporter { reporter.report(diagnostic) } else { BoardDiagnostics.report(diagnostic) }
            }
            return
        }
        for task in tasks where !task.run() {
            let diagnostic = BoardDiagnostic.pendingActivationReleased(task.id)
            if let reporter { reporter.report(diagnostic) } else { BoardDiagnostics.report(diagnostic) }
        }
    }
}

/// Application-scoped barrier cycles; an entry lives only while its gate runs.
@MainActor
enum ActivationBarrierRegistry {
    static var cycles: [BoardID: ActivationBarrierCycle] = [:]
}

extension Motherboard {
    /// Queues `run` behind `barrier`, starting a gate cycle when none is running.
    @discardableResult
    func enqueue(
        barrier: ActivationBarrier,
        gateOption: Any?,
        pendingBoard: any ActivatableBoard,
        run: @escaping () -> Bool
    ) -> Bool {
        let key = barrier.barrierIdentifier
        if let cycle = existingCycle(for: barrier), cycle.owner != nil {
            cycle.append(pendingBoard.identifier, run)
            return true
        }
        if let stale = existingCycle(for: barrier) {
            stale.finish(isDone: false, reporter: self)
        }
        let cycle = ActivationBarrierCycle(barrier: barrier, owner: self)
        cycle.append(pendingBoard.identifier, run)
        store(cycle, for: barrier)
        let gateID = barrier.gateIdentifier
        let token = ObjectIdentifier(cycle)
        observeCompletion(of: gateID, token: token) { [weak self, weak cycle] isDone in
            guard let cycle else { return }
            self?.finish(cycle, key: key, isDone: isDone)
        }
        if !activateBoard(gateID, withOption: gateOption), existingCycle(for: barrier) === cycle {
            removeCompletionObserver(of: gateID, token: token)
            finish(cycle, key: key, isDone: false)
            return false
        }
        return true
    }

    private func finish(_ cycle: ActivationBarrierCycle, key: BoardID, isDone: Bool) {
        if cycle.barrier.isApplicationShared {
            if ActivationBarrierRegistry.cycles[key] === cycle { ActivationBarrierRegistry.cycles[key] = nil }
        } else if barrierCycles[key] === cycle {
            barrierCycles[key] = nil
        }
        cycle.finish(isDone: isDone, reporter: self)
    }

    private func existingCycle(for barrier: ActivationBarrier) -> ActivationBarrierCycle? {
        barrier.isApplicationShared
            ? ActivationBarrierRegistry.cycles[barrier.barrierIdentifier] : barrierCycles[barrier.barrierIdentifier]
    }

    private func store(_ cycle: ActivationBarrierCycle, for barrier: ActivationBarrier) {
        if barrier.isApplicationShared {
            ActivationBarrierRegistry.cycles[barrier.barrierIdentifier] = cycle
        } else {
            barrierCycles[barrier.barrierIdentifier] = cycle
        }
    }
}
