import Boardy
import Testing

/// Collects trace events in order.
private final class TraceRecorder {
    var events: [BoardTraceEvent] = []

    func attach(to motherboard: Motherboard) {
        motherboard.traceHandler = { [unowned self] in self.events.append($0) }
    }

    /// Each event as "<kind> <board>", which is what most expectations compare.
    var steps: [String] {
        events.map { event in
            let kind =
                switch event.kind {
                case .activation: "activation"
                case .output: "output"
                case .action: "action"
                case let .command(target): "command->\(target)"
                case let .activationRequest(target): "request->\(target)"
                case let .completion(isDone): "completion(\(isDone))"
                case let .barrierOpen(gate): "open(\(gate))"
                case let .barrierDeliver(count): "deliver(\(count))"
                case let .barrierCancel(count): "cancel(\(count))"
                }
            return "\(kind) \(event.board)"
        }
    }
}

@Suite("Tracing")
@MainActor
struct TracingTests {
    @Test("a small graph traces activation, output, request, action, command and completion in order")
    func messageOrder() {
        let first = RecordingBoard<String>("first", echo: true)
        let second = RecordingBoard<String>("second", completesAfterActivation: true)
        let commands = CommandBoard(identifier: "commands")
        let motherboard = Motherboard(identifier: "main", boards: [first, second, commands])
        let recorder = TraceRecorder()
        recorder.attach(to: motherboard)
        motherboard.registerFlow(matchedIdentifiers: ["first"], outputType: String.self) { value in
            first.nextToBoard("second", option: value)
        }
        first.onActivate = { board, _ in
            board.broadcastAction(SessionAction.renewed)
            board.interactWithOtherBoard("commands", command: "refresh")
        }
        motherboard.activateBoard("first", withOption: "hi")
        #expect(
            recorder.steps == [
                "activation first",
                "action first",
                "command->commands first",
                "output first",
                "request->second first",
                "activation second",
                "completion(true) second",
            ])
        #expect(recorder.events.allSatisfy { $0.motherboardPath == ["main"] })
    }

    @Test("a barrier cycle traces open, gate activation, gate completion, delivery and the delivered activations")
    func barrierCycle() {
        let gate = GateBoard("login")
        let cart = RecordingBoard<String>("cart")
        cart.barrier = { _ in ActivationBarrier(gate: "login", scope: .mainboard) }
        let motherboard = Motherboard(identifier: "main", boards: [gate, cart])
        let recorder = TraceRecorder()
        recorder.attach(to: motherboard)
        motherboard.activateBoard("cart", withOption: "a")
        motherboard.activateBoard("cart", withOption: "b")
        gate.complete(true)
        #expect(
            recorder.steps == [
                "open(login) cart",
                "activation login",
                "completion(true) login",
                "deliver(2) login",
                "activation cart",
                "activation cart",
            ])
        #expect(cart.inputs == ["a", "b"])
    }

    @Test("a failed gate traces the cancellation with the number of dropped activations")
    func barrierCancel() {
        let gate = GateBoard("login")
        let cart = RecordingBoard<String>("cart")
        cart.barrier = { _ in ActivationBarrier(gate: "login", scope: .mainboard) }
        let motherboard = Motherboard(identifier: "main", boards: [gate, cart])
        motherboard.diagnosticHandler = { _ in }
        let recorder = TraceRecorder()
        recorder.attach(to: motherboard)
        motherboard.activateBoard("cart", withOption: "a")
        gate.complete(false)
        #expect(recorder.steps.suffix(2) == ["completion(false) login", "cancel(1) login"])
        #expect(cart.inputs.isEmpty)
    }

    @Test("a nested motherboard inherits the handler and reports its full path")
    func nestedPath() {
        let inner = RecordingBoard<Int>("inner", echo: true)
        let outer = ContinuousBoardFixture(
            identifier: "outer",
            boardProducer: BoardProducer(registrations: [
                BoardRegistration(instance: inner)
            ]))
        let motherboard = Motherboard(identifier: "main", boards: [outer])
        let recorder = TraceRecorder()
        recorder.attach(to: motherboard)
        outer.motherboard.activateBoard("inner", withOption: 7)
        #expect(recorder.steps == ["activation inner", "output inner"])
        #expect(recorder.events.first?.motherboardPath == ["main", "outer.continuous-main"])
        #expect(recorder.events.first?.description == "main > outer.continuous-main: activate 'inner'")
    }

    @Test("with tracing off the handler is never called, and turning it off stops the events")
    func offMeansSilent() {
        let board = RecordingBoard<String>("board", echo: true, completesAfterActivation: true)
        let motherboard = Motherboard(boards: [board])
        #expect(motherboard.traceHandler == nil, "tracing is off unless asked for")
        let recorder = TraceRecorder()
        recorder.attach(to: motherboard)
        motherboard.traceHandler = nil
        motherboard.activateBoard("board", withOption: "x")
        #expect(board.inputs == ["x"])
        #expect(recorder.events.isEmpty)
    }

    @Test("BOARDY_LOG_ENABLED switches tracing on for true, yes and 1, in any case, and only then")
    func environmentSwitch() {
        for value in ["true", "TRUE", "yes", "Yes", "1"] {
            #expect(BoardTracing.isRequested(by: ["BOARDY_LOG_ENABLED": value]), "\(value)")
        }
        for value in ["false", "0", "", "no", "on please"] {
            #expect(!BoardTracing.isRequested(by: ["BOARDY_LOG_ENABLED": value]), "\(value)")
        }
        #expect(!BoardTracing.isRequested(by: [:]))
        #expect(!BoardTracing.enableIfRequested(environment: ["OTHER": "true"]) { _ in })
        #expect(BoardTracing.defaultHandler == nil)
    }
}
