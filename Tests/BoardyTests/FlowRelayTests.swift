import Testing

@testable import Boardy

/// A parent motherboard holding `relay`, and a child motherboard holding `child` (as a nested board would).
private func makeGraph() -> (
    parent: Motherboard, child: Motherboard, relay: RecordingBoard<String>,
    source: RecordingBoard<String>
) {
    let relay = RecordingBoard<String>("relay")
    let source = RecordingBoard<String>("source", echo: true)
    let parent = Motherboard(boards: [relay])
    let child = Motherboard(boards: [source])
    return (parent, child, relay, source)
}

@Suite("Flow relays")
@MainActor
struct FlowRelayTests {
    @Test("sendOutputThrough re-emits each output under the relay board's id, in order")
    func generalRelay() {
        let (parent, child, relay, _) = makeGraph()
        var received: [String] = []
        parent.registerFlow(matchedIdentifiers: ["relay"], outputType: String.self) { received.append($0) }
        child.registerFlow(matchedIdentifiers: ["source"], sendOutputThrough: relay)
        child.activateBoard("source", withOption: "one")
        child.activateBoard("source", withOption: "two")
        #expect(received == ["one", "two"])
    }

    @Test("FlowHandler.sendOutput(through:) relays typed outputs and reports a mismatch")
    func typedRelay() {
        let (parent, child, relay, _) = makeGraph()
        let other = RecordingBoard<Int>("number", echo: true)
        try? child.installBoard(other)
        var received: [String?] = []
        parent.registerFlow(matchedIdentifiers: ["relay"], outputType: String.self) { received.append($0) }
        FlowHandler<String>(identifier: "source", motherboard: child).sendOutput(through: relay)
        FlowHandler<String>(identifier: "number", motherboard: child).sendOutput(through: relay)
        let recorder = DiagnosticRecorder()
        recorder.attach(to: child)
        child.activateBoard("source", withOption: "typed")
        child.activateBoard("number", withOption: 7)
        #expect(received == ["typed"])
        #expect(recorder.diagnostics.count == 1)
    }

    @Test("a general relay filters by type and ignores its own outputs in its own motherboard")
    func generalTypedRelay() {
        let relay = RecordingBoard<String>("relay")
        let source = RecordingBoard<String>("source", echo: true)
        let numbers = RecordingBoard<Int>("numbers", echo: true)
        let motherboard = Motherboard(boards: [relay, source, numbers])
        var fromRelay: [String] = []
        motherboard.registerFlow(matchedIdentifiers: ["relay"], outputType: String.self) { fromRelay.append($0) }
        motherboard.registerGeneralFlow(outputType: String.self, sendOutputThrough: relay)
        motherboard.activateBoard("source", withOption: "s")
        motherboard.activateBoard("numbers", withOption: 1)
        #expect(fromRelay == ["s"], "relayed once, not looped back through itself; the Int was skipped")
    }

    @Test("a relay whose board is released removes itself")
    func releasedRelay() {
        let child = Motherboard(boards: [RecordingBoard<String>("source", echo: true)])
        var relay: RecordingBoard<String>? = RecordingBoard<String>("relay")
        let recorder = DiagnosticRecorder()
        recorder.attach(to: child)
        child.registerFlow(matchedIdentifiers: ["source"], sendOutputThrough: relay!)
        #expect(child.flowCount == 1)
        relay = nil
        child.activateBoard("source", withOption: "lost?")
        #expect(child.flowCount == 0)
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test("forwardActionFlow re-sends actions through the board to its motherboard")
    func forwardActions() {
        let (parent, child, relay, _) = makeGraph()
        let sender = RecordingBoard<String>("sender")
        try? child.installBoard(sender)
        var actions: [SessionAction] = []
        parent.registerGeneralActionFlow(actionType: SessionAction.self) { actions.append($0) }
        child.forwardActionFlow(to: relay)
        sender.broadcastAction(SessionAction.expired)
        #expect(actions == [.expired])
    }

    @Test("forwardActivationFlow re-sends activation requests through the board, in order")
    func forwardActivations() {
        let (parent, child, relay, source) = makeGraph()
        let target = RecordingBoard<String>("target")
        try? parent.installBoard(target)
        let recorder = DiagnosticRecorder()
        recorder.attach(to: child)
        child.forwardActivationFlow(to: relay)
        source.nextToBoard("target", option: "first")
        source.nextToBoard("target", option: "second")
        #expect(target.inputs == ["first", "second"])
        #expect(
            recorder.diagnostics == [.unregisteredBoard("target"), .unregisteredBoard("target")],
            "the child still routes the request itself and reports its miss")
    }
}
