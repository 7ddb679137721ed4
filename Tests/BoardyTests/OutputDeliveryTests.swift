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
}
