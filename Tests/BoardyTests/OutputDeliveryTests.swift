import Boardy
import Testing

/// A delegate that implements only `board(_:didSend:)`, as delegates written before `didSendOutput` do.
final class MessageRecorder: BoardDelegate {
    var messages: [BoardMessage] = []

    func board(_ board: any IdentifiableBoard, didSend message: BoardMessage) {
        messages.append(message)
    }

    func board(_ board: any IdentifiableBoard, didReport diagnostic: BoardDiagnostic) {}
}

/// A delegate that declines every output and counts what still reaches it.
final class DecliningDelegate: BoardDelegate {
    var outputs = 0
    var messages = 0

    func wantsOutput(from board: any IdentifiableBoard) -> Bool { false }

    func board(_ board: any IdentifiableBoard, didSendOutput output: Any) {
        outputs += 1
    }

    func board(_ board: any IdentifiableBoard, didSend message: BoardMessage) {
        messages += 1
    }

    func board(_ board: any IdentifiableBoard, didReport diagnostic: BoardDiagnostic) {}
}

@Suite("Output delivery")
@MainActor
struct OutputDeliveryTests {
    @Test("a delegate that implements only didSend receives outputs as output messages")
    func plainDelegateGetsOutputMessages() {
        let recorder = MessageRecorder()
        let board = RecordingBoard<Int>("echo", echo: true)
        board.delegate = recorder
        board.activate(withOption: 7)
        #expect(recorder.messages.count == 1)
        guard case let .output(value)? = recorder.messages.first else {
            Issue.record("expected an output, got \(recorder.messages)")
            return
        }
        #expect(value as? Int == 7)
    }

    @Test("an event built from a message gives back that message and its kind")
    func eventKeepsItsMessage() {
        let output = BoardEvent(sender: "a", message: .output("value"))
        guard case let .output(value) = output.message else {
            Issue.record("expected an output, got \(output.message)")
            return
        }
        #expect(value as? String == "value")
        let completion = BoardEvent(sender: "a", message: .completion(isDone: false))
        guard case let .completion(isDone) = completion.message else {
            Issue.record("expected a completion, got \(completion.message)")
            return
        }
        #expect(!isDone)
    }

    @Test("an output flow sees outputs and not completions, also for messages sent as plain output messages")
    func outputFlowsSeeOnlyOutputs() throws {
        let motherboard = Motherboard()
        let board = RecordingBoard<Int>("echo", echo: true, completesAfterActivation: true)
        try motherboard.installBoard(board)
        var received: [Int] = []
        motherboard.registerFlow(matchedIdentifiers: ["echo"], outputType: Int.self) { received.append($0) }
        board.sendToMotherboard(.output(1))
        motherboard.activateBoard("echo", withOption: 2)
        #expect(received == [1, 2])
    }

    @Test("an id ending with an underscore that is not a gateway suffix is not a gateway id")
    func underscoreIsNotGateway() {
        #expect(!BoardID("cart_").isGatewayIdentifier)
        #expect(!BoardID("é_").isGatewayIdentifier)
        #expect(BoardID("é").appending(BoardID.gatewaySuffix).isGatewayIdentifier)
    }

    @Test("a typed output is not sent to a delegate that does not want it")
    func declinedOutputIsNotSent() {
        let delegate = DecliningDelegate()
        let board = RecordingBoard<Int>("echo", echo: true)
        board.delegate = delegate
        board.activate(withOption: 7)
        #expect(delegate.outputs == 0)
        #expect(delegate.messages == 0)
    }

    @Test("a motherboard wants outputs only while a flow or a trace handler could receive them")
    func motherboardWantsOutputsOnlyWhenObserved() throws {
        let motherboard = Motherboard()
        motherboard.traceHandler = nil
        let board = RecordingBoard<Int>("echo", echo: true)
        try motherboard.installBoard(board)
        #expect(!motherboard.wantsOutput(from: board))
        motherboard.activateBoard("echo", withOption: 1)

        var received: [Int] = []
        motherboard.registerFlow(matchedIdentifiers: ["echo"], outputType: Int.self) { received.append($0) }
        #expect(motherboard.wantsOutput(from: board))
        motherboard.activateBoard("echo", withOption: 2)
        #expect(received == [2])

        let traced = Motherboard()
        traced.traceHandler = { _ in }
        #expect(traced.wantsOutput(from: board))
    }
}
