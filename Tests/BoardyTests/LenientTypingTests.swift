import Testing

@testable import Boardy

/// A lenient board: records what arrives, `nil` included.
private final class LenientBoard: Board, DedicatedBoard {
    typealias InputType = Int

    var inputs: [Int?] = []
    var barrierInputs: [Int?] = []

    var inputAdapters: [(Any?) -> Int?] {
        [{ ($0 as? String).flatMap { Int($0) } }]
    }

    func activate(withInput input: Int?) {
        inputs.append(input)
    }

    func activationBarrier(withInput input: Int?) -> ActivationBarrier? {
        barrierInputs.append(input)
        return nil
    }
}

/// A target object for weak-target flows.
private final class Listener {
    var entries: [String] = []
}

@Suite("Lenient typing")
@MainActor
struct LenientTypingTests {
    @Test("a DedicatedBoard receives a mismatched input as nil, never traps, reports nothing")
    func dedicatedBoard() {
        let board = LenientBoard(identifier: "lenient")
        let motherboard = Motherboard(boards: [board])
        let recorder = DiagnosticRecorder()
        recorder.attach(to: motherboard)
        motherboard.activateBoard("lenient", withOption: 4)
        motherboard.activateBoard("lenient", withOption: "5")
        motherboard.activateBoard("lenient", withOption: 2.5)
        motherboard.activateBoard("lenient", withOption: nil)
        #expect(board.inputs == [4, 5, nil, nil])
        #expect(board.barrierInputs == [4, 5, nil, nil])
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test("a dedicated flow gets a mismatched output as nil; a nil output stays nil; other messages never arrive")
    func dedicatedFlow() {
        let numbers = RecordingBoard<Any?>("numbers", echo: true)
        let motherboard = Motherboard(boards: [numbers])
        let recorder = DiagnosticRecorder()
        recorder.attach(to: motherboard)
        var received: [Int?] = []
        motherboard.registerDedicatedFlow(matchedIdentifiers: ["numbers"], outputType: Int.self) {
            received.append($0)
        }
        var viaHandler: [Int?] = []
        FlowHandler<Int>(identifier: "numbers", motherboard: motherboard).handleDedicated { viaHandler.append($0) }
        numbers.sendOutput(1)
        numbers.sendOutput("two")
        numbers.sendOutput(nil)
        numbers.complete()
        #expect(received == [1, nil, nil])
        #expect(viaHandler == received)
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test("a general flow with a weak target matches any sender by type and removes itself after the target")
    func generalWeakTarget() {
        let text = RecordingBoard<String>("text", echo: true)
        let other = RecordingBoard<String>("other", echo: true)
        let number = RecordingBoard<Int>("number", echo: true)
        let motherboard = Motherboard(boards: [text, other, number])
        var listener: Listener? = Listener()
        let weakListener = WeakReference(listener!)
        motherboard.registerGeneralFlow(target: listener!, outputType: String.self) { $0.entries.append($1) }
        text.sendOutput("a")
        number.sendOutput(1)
        other.sendOutput("b")
        #expect(listener?.entries == ["a", "b"])
        listener = nil
        #expect(weakListener.value == nil, "the flow does not keep its target alive")
        text.sendOutput("c")
        #expect(motherboard.flowCount == 0)
    }

    @Test("ActionFlowHandler.addTarget handles the board's actions while the target lives")
    func actionTarget() {
        let sender = RecordingBoard<String>("sender")
        let stranger = RecordingBoard<String>("stranger")
        let motherboard = Motherboard(boards: [sender, stranger])
        var listener: Listener? = Listener()
        ActionFlowHandler<SessionAction>(identifier: "sender", motherboard: motherboard)
            .addTarget(listener!) { listener, action in listener.entries.append("\(action)") }
        sender.broadcastAction(SessionAction.expired)
        stranger.broadcastAction(SessionAction.renewed)
        sender.broadcastAction(NavigationAction.home)
        #expect(listener?.entries == ["expired"])
        listener = nil
        sender.broadcastAction(SessionAction.renewed)
        #expect(motherboard.flowCount == 0)
    }

    @Test("a flow can take its output type from the board type")
    func inferredOutputType() {
        let greeting = RecordingBoard<String>("greeting", echo: true)
        let motherboard = Motherboard(boards: [greeting])
        var received: [String] = []
        motherboard.registerFlow(matchedBoardID: "greeting", of: RecordingBoard<String>.self) { received.append($0) }
        FlowHandler(identifier: "greeting", of: RecordingBoard<String>.self, motherboard: motherboard)
            .handle { received.append($0.uppercased()) }
        motherboard.activateBoard("greeting", withOption: "hi")
        #expect(received == ["hi", "HI"])
    }
}
