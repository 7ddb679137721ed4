import Testing

@testable import Boardy

/// Records what a chain's steps receive.
private final class ChainLog {
    var entries: [String] = []
}

@Suite("Chain flows")
@MainActor
struct ChainFlowTests {
    func makeMotherboard() -> (Motherboard, RecordingBoard<Any>) {
        let source = RecordingBoard<Any>("source", echo: true)
        return (Motherboard(boards: [source]), source)
    }

    @Test("steps are tried in order and the first type match wins")
    func firstMatchWins() {
        let (motherboard, source) = makeMotherboard()
        let log = ChainLog()
        motherboard.registerChainFlow(matchedIdentifiers: ["source"], target: log)
            .handle(outputType: Int.self) { log, value in log.entries.append("int \(value)") }
            .handle(outputType: (any CustomStringConvertible).self) { log, value in
                log.entries.append("text \(value)")
            }
            .handle(outputType: String.self) { log, value in log.entries.append("never \(value)") }
            .eventuallySkipHandling()
        source.sendOutput(5)
        source.sendOutput("s")
        source.sendOutput([1])
        #expect(log.entries == ["int 5", "text s", "text [1]"])
    }

    @Test("eventuallyHandle(outputType:) gets what no step took, nil when of another type")
    func typedFallback() {
        let (motherboard, source) = makeMotherboard()
        let log = ChainLog()
        motherboard.registerChainFlow(matchedIdentifiers: "source", target: log)
            .handle(outputType: Int.self) { log, value in log.entries.append("int \(value)") }
            .eventuallyHandle(outputType: Double.self) { log, value in
                log.entries.append("rest \(String(describing: value))")
            }
        source.sendOutput(1)
        source.sendOutput(2.5)
        source.sendOutput(true)
        #expect(log.entries == ["int 1", "rest Optional(2.5)", "rest nil"])
    }

    @Test("a nil output is a value a step for an optional type receives")
    func nilOutput() {
        let source = RecordingBoard<String?>("optional", echo: true)
        let motherboard = Motherboard(boards: [source])
        let log = ChainLog()
        motherboard.registerChainFlow(matchedIdentifiers: ["optional"], target: log)
            .handle(outputType: String?.self) { log, value in log.entries.append(value ?? "<nil>") }
            .eventuallySkipHandling()
        source.sendOutput(nil)
        source.sendOutput("x")
        #expect(log.entries == ["<nil>", "x"])
    }

    @Test("eventuallyHandle gets nil, not a wrapped Optional(nil), for an output sent without data")
    func nilOutputReachesTheFallbackAsNil() {
        let source = RecordingBoard<String?>("optional", echo: true)
        let motherboard = Motherboard(boards: [source])
        let log = ChainLog()
        motherboard.registerChainFlow(matchedIdentifiers: ["optional"], target: log)
            .eventuallyHandle { log, value in
                log.entries.append(value == nil ? "nil" : "\(value!)")
            }
        source.sendOutput(nil)
        source.sendOutput("x")
        #expect(log.entries == ["nil", "x"])
        #expect(BoardOption.flattened(Optional<Int?>.some(.none) as Any) == nil)
        #expect(BoardOption.flattened(Optional<Int>.some(7) as Any) as? Int == 7)
    }

    @Test("eventuallyHandle(skipSilentData: false) also receives the boards' other messages")
    func silentData() {
        let (motherboard, source) = makeMotherboard()
        let log = ChainLog()
        let other = RecordingBoard<Any>("other", echo: true)
        try? motherboard.installBoard(other)
        motherboard.registerChainFlow(matchedIdentifiers: ["source"], target: log)
            .eventuallyHandle(skipSilentData: false) { log, value in
                if let message = value as? BoardMessage {
                    log.entries.append(message.kindName)
                } else {
                    log.entries.append("value")
                }
            }
        let skipping = ChainLog()
        motherboard.registerChainFlow(matchedIdentifiers: ["source"], target: skipping)
            .eventuallyHandle { log, _ in log.entries.append("value") }
        source.sendOutput(1)
        other.sendOutput(2)
        source.broadcastAction(SessionAction.expired)
        source.complete()
        #expect(log.entries == ["value", "action", "completion"])
        #expect(skipping.entries == ["value"])
    }

    @Test("the target is held weakly; the flow removes itself once the target is released")
    func weakTarget() {
        let (motherboard, source) = makeMotherboard()
        var calls = 0
        var target: ChainLog? = ChainLog()
        motherboard.registerChainFlow(matchedIdentifiers: ["source"], target: target!)
            .eventuallyHandle { _, _ in calls += 1 }
        source.sendOutput(1)
        target = nil
        source.sendOutput(2)
        #expect(calls == 1)
        #expect(motherboard.flowCount == 0)
    }

    @Test("a chain never closed registers nothing and is reported")
    func unclosedChain() {
        let (motherboard, source) = makeMotherboard()
        let recorder = DiagnosticRecorder()
        recorder.attach(to: motherboard)
        let log = ChainLog()
        _ = motherboard.registerChainFlow(matchedIdentifiers: ["source"], target: log)
            .handle(outputType: Int.self) { log, _ in log.entries.append("int") }
        source.sendOutput(1)
        #expect(motherboard.flowCount == 0)
        #expect(log.entries.isEmpty)
        #expect(recorder.diagnostics.count == 1)
        if case let .custom(board, message)? = recorder.diagnostics.first {
            #expect(board == "source")
            #expect(message.contains("never closed"))
        } else {
            Issue.record("expected a custom diagnostic, got \(recorder.diagnostics)")
        }
    }

    @Test("a handler may re-enter the motherboard; the nested output is handled depth-first")
    func reentrancy() {
        let (motherboard, source) = makeMotherboard()
        let log = ChainLog()
        motherboard.registerChainFlow(matchedIdentifiers: ["source"], target: log)
            .handle(outputType: Int.self) { log, value in
                log.entries.append("int \(value)")
                if value == 1 { source.sendOutput(2) }
                log.entries.append("after \(value)")
            }
            .eventuallySkipHandling()
        source.sendOutput(1)
        #expect(log.entries == ["int 1", "int 2", "after 2", "after 1"])
    }
}
