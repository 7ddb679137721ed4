/// The running state of one barrier: the activations waiting for its gate.
///
/// While the gate's result is delivered (``isDelivering``) the cycle stays registered, so an activation that reaches
/// the same barrier from inside the delivery neither re-activates the gate nor joins this cycle: it is deferred, and
/// opens the next cycle once the delivery has ended.
final class ActivationBarrierCycle {
    /// An activation waiting for the gate.
    struct Task {
        let id: BoardID
        let run: () -> Bool
    }

    /// An activation that reached the barrier while this cycle was delivering.
    struct DeferredRequest {
        let link: MotherboardLink
        let gateOption: Any?
        let task: Task
    }

    let barrier: ActivationBarrier
    private let ownerLink: MotherboardLink
    /// The motherboard that opened the cycle, `nil` once it is released.
    var owner: Motherboard? { ownerLink.motherboard }
    private(set) var pending: [Task] = []
    /// Whether the gate has completed and its result is being delivered.
    private(set) var isDelivering = false
    private(set) var deferred: [DeferredRequest] = []

    init(barrier: ActivationBarrier, owner: Motherboard, pending: [Task]) {
        self.barrier = barrier
        ownerLink = owner.link
        self.pending = pending
    }

    func append(_ task: Task) {
        pending.append(task)
    }

    func deferRequest(_ request: DeferredRequest) {
        deferred.append(request)
    }

    /// Hands over the requests deferred during the delivery.
    func takeDeferred() -> [DeferredRequest] {
        defer { deferred = [] }
        return deferred
    }

    /// Runs (on success) or drops (on failure) every pending activation, in order.
    func finish(isDone: Bool, reporter: Motherboard?) {
        let tasks = pending
        pending = []
        isDelivering = true
        defer { isDelivering = false }
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

extension Motherboard {
    /// Queues `run` behind `barrier`, starting a gate cycle when none is running.
    ///
    /// An activation arriving while the barrier's cycle delivers its result is deferred to the next cycle.
    @discardableResult
    func enqueue(
        barrier: ActivationBarrier,
        gateOption: Any?,
        pendingBoard: any ActivatableBoard,
        run: @escaping () -> Bool
    ) -> Bool {
        let task = ActivationBarrierCycle.Task(id: pendingBoard.identifier, run: run)
        if let cycle = existingCycle(for: barrier) {
            if cycle.isDelivering {
                cycle.deferRequest(.init(link: link, gateOption: gateOption, task: task))
                return true
            }
            if cycle.owner != nil {
                cycle.append(task)
                return true
            }
            cycle.finish(isDone: false, reporter: self)
        }
        return startCycle(barrier: barrier, gateOption: gateOption, tasks: [task])
    }

    /// Opens a cycle owned by this motherboard with `tasks` waiting, and activates the gate with `gateOption`.
    @discardableResult
    private func startCycle(
        barrier: ActivationBarrier,
        gateOption: Any?,
        tasks: [ActivationBarrierCycle.Task]
    ) -> Bool {
        let key = barrier.barrierIdentifier
        // The cycle keeps `tasks` as its pending list: one array per cycle, as before deferral existed.
        let cycle = ActivationBarrierCycle(barrier: barrier, owner: self, pending: tasks)
        store(cycle, for: barrier)
        let gateID = barrier.gateIdentifier
        if let traceHandler { emitTrace(.barrierOpen(gate: gateID), board: tasks[0].id, to: traceHandler) }
        let token = ObjectIdentifier(cycle)
        observeCompletion(of: gateID, token: token) { [link, weak cycle] isDone in
            guard let cycle else { return }
            link.motherboard?.finish(cycle, key: key, isDone: isDone)
        }
        if !activateBoard(gateID, withOption: gateOption), existingCycle(for: barrier) === cycle {
            removeCompletionObserver(of: gateID, token: token)
            finish(cycle, key: key, isDone: false)
            return false
        }
        return true
    }

    /// Delivers the cycle's result, retires it, then opens the next cycle for activations deferred meanwhile: on
    /// the motherboard of the first one still alive, with its gate option; the others join that cycle in
    /// order.
    private func finish(_ cycle: ActivationBarrierCycle, key: BoardID, isDone: Bool) {
        if let traceHandler { emitTrace(cycleEnd: cycle, isDone: isDone, to: traceHandler) }
        cycle.finish(isDone: isDone, reporter: self)
        if cycle.barrier.isApplicationShared, let isolation {
            ActivationBarrierRegistry.remove(cycle, for: key, on: isolation)
        } else if barrierCycles[key] === cycle {
            barrierCycles[key] = nil
        }
        let deferred = cycle.takeDeferred()
        guard !deferred.isEmpty else { return }
        var opener: (motherboard: Motherboard, gateOption: Any?)?
        var tasks: [ActivationBarrierCycle.Task] = []
        for request in deferred {
            guard let motherboard = request.link.motherboard else {
                report(.pendingActivationReleased(request.task.id))
                continue
            }
            if opener == nil { opener = (motherboard, request.gateOption) }
            tasks.append(request.task)
        }
        guard let opener else { return }
        // The completed cycle is unregistered, so nothing can have reopened this barrier since.
        opener.motherboard.startCycle(barrier: cycle.barrier, gateOption: opener.gateOption, tasks: tasks)
    }

    /// Application-scoped cycles are shared by every graph on the same actor; a graph outside any actor keeps them
    /// in its own motherboard, as it has nobody to share them with safely.
    private func existingCycle(for barrier: ActivationBarrier) -> ActivationBarrierCycle? {
        if barrier.isApplicationShared, let isolation {
            return ActivationBarrierRegistry.cycle(for: barrier.barrierIdentifier, on: isolation)
        }
        return barrierCycles[barrier.barrierIdentifier]
    }

    private func store(_ cycle: ActivationBarrierCycle, for barrier: ActivationBarrier) {
        if barrier.isApplicationShared, let isolation {
            ActivationBarrierRegistry.store(cycle, for: barrier.barrierIdentifier, on: isolation)
        } else {
            barrierCycles[barrier.barrierIdentifier] = cycle
        }
    }
}
