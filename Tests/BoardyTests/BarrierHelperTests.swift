import Testing

@testable import Boardy

/// A board guarded by a barrier built from an activation of its gate, as IOInterfaces declare them.
private func makeGuarded(
    _ id: BoardID,
    barrier: @escaping (MainboardActivation<String>, String) -> ActivationBarrier
) -> (Motherboard, GateBoard, RecordingBoard<String>) {
    let gate = GateBoard(id.appending("gate"))
    let board = RecordingBoard<String>(id)
    let motherboard = Motherboard { _ in
        gate
        board
    }
    let activation = MainboardActivation<String>(identifier: gate.identifier, motherboard: motherboard)
    board.barrier = { input in barrier(activation, input) }
    return (motherboard, gate, board)
}

@Suite("Barrier helpers of MainboardActivation")
@MainActor
struct BarrierHelperTests {
    @Test("barrier(with:) runs the gate once per activation, even for equal values")
    func barrierWithRunsPerActivation() {
        let (motherboard, gate, board) = makeGuarded("per-activation") { $0.barrier(with: $1) }
        motherboard.activateBoard("per-activation", withOption: "x")
        motherboard.activateBoard("per-activation", withOption: "x")
        #expect(gate.options.compactMap { $0 as? String } == ["x", "x"])
        #expect(board.inputs.isEmpty)
        gate.complete(true)
        #expect(board.inputs == ["x", "x"], "one gate completion releases every barrier listening for the gate id")
        #expect(motherboard.barrierCycles.isEmpty)
        #expect(motherboard.completionObservers.isEmpty)
    }

    @Test("barrier(with:) at application scope is never put in the process-wide registry")
    func barrierWithIsNotShared() {
        let (motherboard, gate, _) = makeGuarded("not-shared") { $0.barrier(scope: .application, with: $1) }
        let before = ActivationBarrierRegistry.runningBarriers(on: MainActor.shared).count
        motherboard.activateBoard("not-shared", withOption: "x")
        #expect(ActivationBarrierRegistry.runningBarriers(on: MainActor.shared).count == before)
        #expect(motherboard.barrierCycles.count == 1)
        gate.complete(true)
        #expect(motherboard.barrierCycles.isEmpty)
    }

    @Test("uniqueBarrier(with:) coalesces activations with an equal value into one gate run")
    func uniqueBarrierCoalesces() {
        let (motherboard, gate, board) = makeGuarded("coalescing") { $0.uniqueBarrier(scope: .mainboard, with: $1) }
        motherboard.activateBoard("coalescing", withOption: "x")
        motherboard.activateBoard("coalescing", withOption: "x")
        motherboard.activateBoard("coalescing", withOption: "y")
        #expect(gate.options.compactMap { $0 as? String } == ["x", "y"])
        gate.complete(true)
        #expect(board.inputs == ["x", "x", "y"])
        #expect(motherboard.barrierCycles.isEmpty)
    }

    @Test("uniqueBarrier(with:) at application scope is shared by two motherboards while the gate runs")
    func uniqueBarrierSharedAcrossMotherboards() {
        let gate = GateBoard("unique-shared-gate")
        let first = RecordingBoard<String>("unique-shared")
        let second = RecordingBoard<String>("unique-shared")
        let one = Motherboard { _ in
            gate
            first
        }
        let two = Motherboard { _ in second }
        let activation = MainboardActivation<String>(identifier: "unique-shared-gate", motherboard: one)
        first.barrier = { activation.uniqueBarrier(with: $0) }
        second.barrier = { activation.uniqueBarrier(with: $0) }
        one.activateBoard("unique-shared", withOption: "v")
        two.activateBoard("unique-shared", withOption: "v")
        #expect(gate.options.count == 1)
        gate.complete(true)
        #expect(first.inputs == ["v"])
        #expect(second.inputs == ["v"])
        #expect(
            ActivationBarrierRegistry.runningBarriers(on: MainActor.shared).allSatisfy {
                !$0.rawValue.hasPrefix("unique-shared-gate")
            })
    }

    @Test("the Void barrier and the explicit option keep their meaning")
    func voidAndExplicitOption() {
        let gate = GateBoard("void-gate")
        let board = RecordingBoard<String>("void-guarded")
        let motherboard = Motherboard { _ in
            gate
            board
        }
        let activation = MainboardActivation<Void>(identifier: "void-gate", motherboard: motherboard)
        #expect(activation.barrier().barrierIdentifier == activation.barrier(option: .void).barrierIdentifier)
        board.barrier = { _ in activation.barrier(scope: .mainboard) }
        let recorder = DiagnosticRecorder()
        recorder.attach(to: motherboard)
        motherboard.activateBoard("void-guarded", withOption: "a")
        motherboard.activateBoard("void-guarded", withOption: "b")
        #expect(gate.options.count == 1)
        gate.complete(false)
        #expect(board.inputs.isEmpty)
        #expect(recorder.diagnostics == [.activationsDroppedByBarrier(gate: "void-gate", count: 2)])
    }
}
