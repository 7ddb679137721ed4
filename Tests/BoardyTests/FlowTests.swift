import Testing

@testable import Boardy

@Suite("Flows: matching, order and re-entrancy")
@MainActor
struct FlowTests {
    @Test("a typed flow receives outputs of its ids only, never completions or actions")
    func typedFlowReceivesOutputsOnly() throws {
        let motherboard = Motherboard()
        let board = RecordingBoard<Int>("numbers", echo: true)
        let other = RecordingBoard<Int>("other", echo: true)
        try motherboard.installBoard(board)
        try motherboard.installBoard(other)
        var received: [Int] = []
        motherboard.registerFlow(matchedIdentifiers: ["numbers"], outputType: Int.self) { received.append($0) }
        motherboard.activateBoard("numbers", withOption: 1)
        motherboard.activateBoard("other", withOption: 2)
        board.broadcastAction(SessionAction.expired)
        board.complete()
        #expect(received == [1])
    }

    @Test("a typed flow reports an output of the wrong type")
    func typedFlowReportsMismatch() throws {
        let motherboard = Motherboard()
        let recorder = DiagnosticRecorder()
        recorder.attach(to: motherboard)
        let board = RecordingBoard<String>("text", echo: true)
        try motherboard.installBoard(board)
        motherboard.registerFlow(matchedIdentifiers: ["text"], outputType: Int.self) { _ in
            Issue.record("must not be called")
        }
        motherboard.activateBoard("text", withOption: "hello")
        #expect(
            recorder.diagnostics == [
                .outputTypeMismatch(sender: "text", expected: "Swift.Int", received: "Swift.String")
            ])
    }

    @Test("a general flow matches any sender and filters by type silently")
    func generalFlow() throws {
        let motherboard = Motherboard()
        let recorder = DiagnosticRecorder()
        recorder.attach(to: motherboard)
        try motherboard.installBoard(RecordingBoard<Int>("a", echo: true))
        try motherboard.installBoard(RecordingBoard<String>("b", echo: true))
        var ints: [Int] = []
        motherboard.registerGeneralFlow(outputType: Int.self) { ints.append($0) }
        motherboard.activateBoard("a", withOption: 7)
        motherboard.activateBoard("b", withOption: "x")
        #expect(ints == [7])
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test("completion flows run once per completion, after the board was removed")
    func completionFlowOnce() throws {
        let motherboard = Motherboard()
        let board = RecordingBoard<Int>("job")
        try motherboard.installBoard(board)
        var events: [(Bool, Bool)] = []
        motherboard.registerCompletionFlow(matchedIdentifiers: ["job"]) { isDone in
            events.append((isDone, motherboard.board(withIdentifier: "job") == nil))
        }
        let detached = SentDiagnostics()
        let previous = BoardDiagnostics.defaultHandler
        BoardDiagnostics.defaultHandler = { detached.record($0) }
        defer { BoardDiagnostics.defaultHandler = previous }
        board.complete(false)
        board.complete(true)
        #expect(events.count == 1)
        #expect(events.first?.0 == false)
        #expect(events.first?.1 == true)
        #expect(detached.all == [.messageFromDetachedBoard("job", kind: "completion")])
    }

    @Test("action flows match their id and action type")
    func actionFlowMatchesID() throws {
        let motherboard = Motherboard()
        let a = RecordingBoard<Int>("a")
        let b = RecordingBoard<Int>("b")
        try motherboard.installBoard(a)
        try motherboard.installBoard(b)
        var fromA: [SessionAction] = []
        var all: [SessionAction] = []
        motherboard.registerActionFlow(matchedIdentifiers: ["a"], actionType: SessionAction.self) { fromA.append($0) }
        motherboard.registerGeneralActionFlow(actionType: SessionAction.self) { all.append($0) }
        a.broadcastAction(SessionAction.expired)
        b.broadcastAction(SessionAction.renewed)
        a.broadcastAction(NavigationAction.home)
        #expect(fromA == [.expired])
        #expect(all == [.expired, .renewed])
    }

    @Test("flows run in registration order")
    func registrationOrder() throws {
        let motherboard = Motherboard()
        try motherboard.installBoard(RecordingBoard<Int>("a", echo: true))
        var order: [String] = []
        motherboard.registerFlow(matchedIdentifiers: ["a"], outputType: Int.self) { _ in order.append("first") }
        motherboard.registerGeneralFlow(outputType: Int.self) { _ in order.append("second") }
        motherboard.registerFlow(matchedIdentifiers: ["a"], outputType: Int.self) { _ in order.append("third") }
        motherboard.activateBoard("a", withOption: 1)
        #expect(order == ["first", "second", "third"])
    }

    @Test("chained steps feed each output to the next board")
    func flowSteps() {
        let motherboard = Motherboard { _ in
            BoardRegistration("a") { RecordingBoard<Int>($0, echo: true) }
            BoardRegistration("b") { RecordingBoard<Int>($0, echo: true) }
            BoardRegistration("c") { RecordingBoard<Int>($0) }
        }
        motherboard.registerFlowSteps("a" ->> "b" ->> "c")
        motherboard.activateBoard("a", withOption: 42)
        #expect((motherboard.board(withIdentifier: "c") as? RecordingBoard<Int>)?.inputs == [42])
        #expect(([] as [FlowStep]) ->> "x" == [])
    }

    @Test("a flow with a weak target stops and removes itself once the target is released")
    func weakTargetFlow() throws {
        final class Listener { var values: [Int] = [] }
        let motherboard = Motherboard()
        let board = RecordingBoard<Int>("a", echo: true)
        try motherboard.installBoard(board)
        var listener: Listener? = Listener()
        weak let weakListener = listener
        motherboard.registerFlow(matchedIdentifiers: ["a"], target: listener!, outputType: Int.self) {
            $0.values.append($1)
        }
        motherboard.activateBoard("a", withOption: 1)
        #expect(listener?.values == [1])
        listener = nil
        #expect(weakListener == nil)
        motherboard.activateBoard("a", withOption: 2)
        #expect(motherboard.flowCount == 0)
    }

    @Test("re-entrant dispatch is depth-first; a flow added during dispatch sees the next message only")
    func reentrancy() throws {
        let motherboard = Motherboard()
        try motherboard.installBoard(RecordingBoard<String>("outer", echo: true))
        try motherboard.installBoard(RecordingBoard<String>("inner", echo: true))
        var log: [String] = []
        var added = false
        motherboard.registerFlow(matchedIdentifiers: ["outer"], outputType: String.self) { value in
            log.append("outer-1:\(value)")
            motherboard.activateBoard("inner", withOption: "nested")
            if !added {
                added = true
                motherboard.registerFlow(matchedIdentifiers: ["outer"], outputType: String.self) {
                    log.append("late:\($0)")
                }
            }
        }
        motherboard.registerFlow(matchedIdentifiers: ["inner"], outputType: String.self) { log.append("inner:\($0)") }
        motherboard.registerFlow(matchedIdentifiers: ["outer"], outputType: String.self) { log.append("outer-2:\($0)") }
        motherboard.activateBoard("outer", withOption: "one")
        #expect(log == ["outer-1:one", "inner:nested", "outer-2:one"])
        log.removeAll()
        motherboard.activateBoard("outer", withOption: "two")
        #expect(log == ["outer-1:two", "inner:nested", "outer-2:two", "late:two"])
    }

    @Test("a flow removed during dispatch does not receive the message in flight")
    func removalDuringDispatch() throws {
        let motherboard = Motherboard()
        try motherboard.installBoard(RecordingBoard<Int>("a", echo: true))
        var log: [String] = []
        let secondID = "second"
        motherboard.registerFlow(matchedIdentifiers: ["a"], outputType: Int.self) { _ in
            log.append("first")
            motherboard.removeFlow(identifier: secondID)
        }
        motherboard.registerFlow(
            BoardFlow(identifier: secondID) { _ in
                true
            } handler: { _ in
                log.append("second")
            })
        motherboard.activateBoard("a", withOption: 1)
        #expect(log == ["first"])
    }

    @Test("resetting flows keeps built-in routing working")
    func resetFlows() {
        let motherboard = Motherboard { _ in
            BoardRegistration("a") { RecordingBoard<Int>($0, completesAfterActivation: true) }
        }
        motherboard.registerGeneralFlow(outputType: Int.self) { _ in }
        motherboard.resetFlows()
        #expect(motherboard.flowCount == 0)
        motherboard.activateBoard("a", withOption: 1)
        #expect(motherboard.boardCount == 0, "completion still removes the board")
    }

    @Test("a board's activation request and command travel through the motherboard")
    func activationRequestAndCommand() throws {
        let motherboard = Motherboard { _ in
            BoardRegistration("target") { RecordingBoard<Int>($0) }
        }
        let source = RecordingBoard<Int>("source")
        let commands = CommandBoard(identifier: "commands")
        try motherboard.installBoard(source)
        try motherboard.installBoard(commands)
        source.activation("target", with: Int.self).activate(with: 5)
        source.interactWithOtherBoard("commands", command: "refresh")
        #expect((motherboard.board(withIdentifier: "target") as? RecordingBoard<Int>)?.inputs == [5])
        #expect(commands.commands == ["refresh"])
    }
}
