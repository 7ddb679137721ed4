import Testing

@testable import Boardy

@Suite("Activation barriers")
@MainActor
struct ActivationBarrierTests {
    /// A motherboard with a manual gate "login" and a guarded board "cart".
    func makeMotherboard(scope: ActivationBarrier.Scope = .mainboard) -> (
        Motherboard, GateBoard, RecordingBoard<String>
    ) {
        let gate = GateBoard("login")
        let cart = RecordingBoard<String>("cart")
        cart.barrier = { _ in ActivationBarrier(gate: "login", scope: scope) }
        let motherboard = Motherboard { _ in
            gate
            cart
        }
        return (motherboard, gate, cart)
    }

    @Test("pending activations queue behind the gate and run in order on success")
    func queueAndRunInOrder() {
        let (motherboard, gate, cart) = makeMotherboard()
        motherboard.activateBoard("cart", withOption: "a")
        motherboard.activateBoard("cart", withOption: "b")
        #expect(cart.inputs.isEmpty)
        #expect(gate.options.count == 1, "activations coalesce: the gate runs once")
        gate.complete(true)
        #expect(cart.inputs == ["a", "b"])
    }

    @Test("pending activations are dropped and reported when the gate fails")
    func dropOnFailure() {
        let (motherboard, gate, cart) = makeMotherboard()
        let recorder = DiagnosticRecorder()
        recorder.attach(to: motherboard)
        motherboard.activateBoard("cart", withOption: "a")
        motherboard.activateBoard("cart", withOption: "b")
        gate.complete(false)
        #expect(cart.inputs.isEmpty)
        #expect(recorder.diagnostics == [.activationsDroppedByBarrier(gate: "login", count: 2)])
    }

    @Test("after a cycle the barrier applies again and the gate runs anew")
    func newCycle() {
        let (motherboard, gate, cart) = makeMotherboard()
        motherboard.activateBoard("cart", withOption: "a")
        gate.complete(true)
        motherboard.activateBoard("cart", withOption: "b")
        #expect(gate.options.count == 2)
        gate.complete(true)
        #expect(cart.inputs == ["a", "b"])
    }

    @Test("an activation arriving while the gate's success is delivered starts a new cycle")
    func reentrantDuringCompletion() {
        let (motherboard, gate, cart) = makeMotherboard()
        cart.onActivate = { _, input in
            if input == "a" { motherboard.activateBoard("cart", withOption: "again") }
        }
        motherboard.activateBoard("cart", withOption: "a")
        gate.complete(true)
        #expect(cart.inputs == ["a"])
        #expect(gate.options.count == 2)
        gate.complete(true)
        #expect(cart.inputs == ["a", "again"])
    }

    @Test("a gate that cannot be produced fails the barrier instead of hanging")
    func missingGate() {
        let cart = RecordingBoard<String>("cart")
        cart.barrier = { _ in ActivationBarrier(gate: "missing-gate", scope: .mainboard) }
        let motherboard = Motherboard { _ in cart }
        let recorder = DiagnosticRecorder()
        recorder.attach(to: motherboard)
        #expect(!motherboard.activateBoard("cart", withOption: "a"))
        #expect(cart.inputs.isEmpty)
        #expect(
            recorder.diagnostics == [
                .unregisteredBoard("missing-gate"),
                .activationsDroppedByBarrier(gate: "missing-gate", count: 1),
            ])
        motherboard.activateBoard("cart", withOption: "b")
        #expect(recorder.diagnostics.count == 4, "the next activation tries the gate again")
    }

    @Test("application scope shares one gate run across motherboards; mainboard scope does not")
    func scopes() {
        let gate = GateBoard("shared-gate")
        func makeBoard(_ scope: ActivationBarrier.Scope) -> RecordingBoard<String> {
            let board = RecordingBoard<String>("guarded")
            board.barrier = { _ in ActivationBarrier(gate: "shared-gate", scope: scope) }
            return board
        }
        let first = makeBoard(.application)
        let second = makeBoard(.application)
        let one = Motherboard { _ in
            gate
            first
        }
        let two = Motherboard { _ in second }
        one.activateBoard("guarded", withOption: "one")
        two.activateBoard("guarded", withOption: "two")
        #expect(gate.options.count == 1)
        gate.complete(true)
        #expect(first.inputs == ["one"])
        #expect(second.inputs == ["two"])

        let local = makeBoard(.mainboard)
        let localGate = GateBoard("shared-gate")
        let three = Motherboard { _ in
            localGate
            local
        }
        let other = makeBoard(.mainboard)
        let otherGate = GateBoard("shared-gate")
        let four = Motherboard { _ in
            otherGate
            other
        }
        three.activateBoard("guarded", withOption: "three")
        four.activateBoard("guarded", withOption: "four")
        #expect(localGate.options.count == 1)
        #expect(otherGate.options.count == 1)
    }

    @Test("unique barriers coalesce per value and pass the value to the gate")
    func uniqueOption() {
        let gate = GateBoard("gate")
        let board = RecordingBoard<String>("guarded")
        board.barrier = { input in ActivationBarrier(gate: "gate", scope: .mainboard, option: .unique(input)) }
        let motherboard = Motherboard { _ in
            gate
            board
        }
        motherboard.activateBoard("guarded", withOption: "x")
        motherboard.activateBoard("guarded", withOption: "x")
        motherboard.activateBoard("guarded", withOption: "y")
        #expect(gate.options.compactMap { $0 as? String } == ["x", "y"])
    }

    @Test("a released board's pending activation is reported, not run")
    func releasedPendingBoard() {
        let gate = GateBoard("gate")
        let motherboard = Motherboard { _ in
            gate
            BoardRegistration("guarded") { id in
                let board = RecordingBoard<String>(id)
                board.barrier = { _ in ActivationBarrier(gate: "gate", scope: .mainboard) }
                return board
            }
        }
        let recorder = DiagnosticRecorder()
        recorder.attach(to: motherboard)
        motherboard.activateBoard("guarded", withOption: "a")
        motherboard.removeBoard(withIdentifier: "guarded")
        gate.complete(true)
        #expect(recorder.diagnostics == [.pendingActivationReleased("guarded")])
    }

    @Test("an immediately completing gate lets the activation through synchronously")
    func synchronousGate() {
        let gate = GateBoard("gate", autoComplete: true)
        let board = RecordingBoard<String>("guarded")
        board.barrier = { _ in ActivationBarrier(gate: "gate", scope: .mainboard) }
        let motherboard = Motherboard { _ in
            gate
            board
        }
        motherboard.activateBoard("guarded", withOption: "now")
        #expect(board.inputs == ["now"])
        #expect(motherboard.barrierCycles.isEmpty)
    }
}
