import Testing

@testable import Boardy

@Suite("Re-entrant activations while a barrier cycle completes")
@MainActor
struct BarrierReentryTests {
    /// A motherboard holding `gate` and a board `id` guarded by a barrier in front of `gate`.
    func makeMotherboard(
        gate: GateBoard,
        guarded id: BoardID,
        scope: ActivationBarrier.Scope
    ) -> (Motherboard, RecordingBoard<String>) {
        let board = RecordingBoard<String>(id)
        board.barrier = { _ in ActivationBarrier(gate: gate.identifier, scope: scope) }
        let motherboard = Motherboard { _ in
            gate
            board
        }
        return (motherboard, board)
    }

    @Test("an activation during the delivery does not run the gate then, and opens one new cycle afterwards")
    func sameMotherboard() {
        let gate = GateBoard("reentry-gate")
        let (motherboard, board) = makeMotherboard(gate: gate, guarded: "reentry", scope: .mainboard)
        var gateRunsSeenDuringDelivery: [Int] = []
        board.onActivate = { _, input in
            guard input == "a" else { return }
            motherboard.activateBoard("reentry", withOption: "again")
            motherboard.activateBoard("reentry", withOption: "more")
            gateRunsSeenDuringDelivery.append(gate.options.count)
        }
        let baselineFlows = motherboard.flowCount
        motherboard.activateBoard("reentry", withOption: "a")
        gate.complete(true)
        #expect(gateRunsSeenDuringDelivery == [1], "the gate is not re-activated inside the delivery")
        #expect(board.inputs == ["a"], "the re-entrant activations did not join the completing cycle")
        #expect(gate.options.count == 2, "after the delivery, one new cycle ran the gate exactly once")
        #expect(motherboard.completionObservers["reentry-gate"]?.count == 1)
        gate.complete(true)
        #expect(board.inputs == ["a", "again", "more"])
        #expect(gate.options.count == 2)
        #expect(motherboard.barrierCycles.isEmpty)
        #expect(motherboard.completionObservers.isEmpty, "no observer of a completed cycle stays registered")
        #expect(motherboard.flowCount == baselineFlows)
    }

    @Test("across two motherboards sharing an application barrier, the new cycle runs on the one that asked")
    func acrossMotherboards() {
        let firstGate = GateBoard("shared-reentry-gate")
        let secondGate = GateBoard("shared-reentry-gate")
        let (one, first) = makeMotherboard(gate: firstGate, guarded: "shared-reentry", scope: .application)
        let (two, second) = makeMotherboard(gate: secondGate, guarded: "shared-reentry", scope: .application)
        var seenDuringDelivery: [Int] = []
        first.onActivate = { _, _ in
            two.activateBoard("shared-reentry", withOption: "b")
            seenDuringDelivery = [firstGate.options.count, secondGate.options.count]
        }
        one.activateBoard("shared-reentry", withOption: "a")
        #expect(firstGate.options.count == 1)
        firstGate.complete(true)
        #expect(seenDuringDelivery == [1, 0], "no gate ran during the delivery")
        #expect(first.inputs == ["a"])
        #expect(second.inputs.isEmpty, "the activation did not join the completing cycle")
        #expect(firstGate.options.count == 1)
        #expect(secondGate.options.count == 1, "the gate ran once, on the motherboard that asked")
        #expect(one.completionObservers.isEmpty)
        secondGate.complete(true)
        #expect(second.inputs == ["b"])
        #expect(two.completionObservers.isEmpty)
        #expect(
            !ActivationBarrierRegistry.runningBarriers(on: MainActor.shared).contains(
                "shared-reentry-gate.___PRIVATE_BARRIER___"))
    }

    @Test("an activation arriving while a failure is reported opens a new cycle after it")
    func duringFailureDelivery() {
        let gate = GateBoard("failing-reentry-gate")
        let (motherboard, board) = makeMotherboard(gate: gate, guarded: "failing-reentry", scope: .mainboard)
        var diagnostics: [BoardDiagnostic] = []
        motherboard.diagnosticHandler = { diagnostic in
            diagnostics.append(diagnostic)
            if diagnostics.count == 1 { motherboard.activateBoard("failing-reentry", withOption: "retry") }
        }
        motherboard.activateBoard("failing-reentry", withOption: "a")
        gate.complete(false)
        #expect(diagnostics == [.activationsDroppedByBarrier(gate: "failing-reentry-gate", count: 1)])
        #expect(gate.options.count == 2)
        gate.complete(true)
        #expect(board.inputs == ["retry"])
        #expect(motherboard.completionObservers.isEmpty)
    }

    @Test("a gate that completes at once still defers the re-entrant activation to a cycle of its own")
    func synchronousGate() {
        let gate = GateBoard("sync-reentry-gate", autoComplete: true)
        let (motherboard, board) = makeMotherboard(gate: gate, guarded: "sync-reentry", scope: .application)
        var depth = 0
        var maxDepth = 0
        board.onActivate = { _, input in
            depth += 1
            maxDepth = max(maxDepth, depth)
            if input == "a" { motherboard.activateBoard("sync-reentry", withOption: "again") }
            depth -= 1
        }
        motherboard.activateBoard("sync-reentry", withOption: "a")
        #expect(board.inputs == ["a", "again"])
        #expect(gate.options.count == 2)
        #expect(maxDepth == 1, "the second delivery ran after the first one ended, not inside it")
        #expect(motherboard.completionObservers.isEmpty)
        #expect(
            !ActivationBarrierRegistry.runningBarriers(on: MainActor.shared).contains(
                "sync-reentry-gate.___PRIVATE_BARRIER___"))
    }

    @Test("a deferred activation whose motherboard is released meanwhile is reported, not lost silently")
    func releasedAskingMotherboard() {
        let firstGate = GateBoard("released-reentry-gate")
        let (one, first) = makeMotherboard(gate: firstGate, guarded: "released-reentry", scope: .application)
        var two: Motherboard? = makeMotherboard(
            gate: GateBoard("released-reentry-gate"), guarded: "released-reentry", scope: .application
        ).0
        let recorder = DiagnosticRecorder()
        recorder.attach(to: one)
        first.onActivate = { _, _ in
            two?.activateBoard("released-reentry", withOption: "b")
            two = nil
        }
        one.activateBoard("released-reentry", withOption: "a")
        firstGate.complete(true)
        #expect(first.inputs == ["a"])
        #expect(recorder.diagnostics == [.pendingActivationReleased("released-reentry")])
        #expect(
            !ActivationBarrierRegistry.runningBarriers(on: MainActor.shared).contains(
                "released-reentry-gate.___PRIVATE_BARRIER___"))
    }
}
