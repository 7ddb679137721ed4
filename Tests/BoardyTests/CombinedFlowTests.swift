import Testing

@testable import Boardy

/// A target that records combined values.
private final class CombinedLog {
    var entries: [String] = []
}

@Suite("Combined flows")
@MainActor
struct CombinedFlowTests {
    let text = RecordingBoard<String>("text", echo: true)
    let number = RecordingBoard<Int>("number", echo: true)
    let optional = RecordingBoard<String?>("optional", echo: true)
    let motherboard: Motherboard
    let recorder = DiagnosticRecorder()

    init() {
        motherboard = Motherboard(boards: [text, number, optional])
        recorder.attach(to: motherboard)
    }

    @Test("batchOneByOne fires once per complete batch, with the latest value of each slot, in slot order")
    func batch() {
        var fired: [String] = []
        motherboard.registerCombinedFlow(("number", Int.self), ("text", String.self)) { number, text in
            fired.append("\(number) \(text)")
        }
        text.sendOutput("x")
        text.sendOutput("y")
        number.sendOutput(1)
        number.sendOutput(2)
        #expect(fired == ["1 y"], "the second number waits for a new text")
        text.sendOutput("z")
        #expect(fired == ["1 y", "2 z"])
    }

    @Test("latestForever fires on every new value after the first full set")
    func latestForever() {
        var fired: [String] = []
        motherboard.registerCombinedFlow(("text", String.self), ("number", Int.self), strategy: .latestForever) {
            fired.append("\($0) \($1)")
        }
        number.sendOutput(0)
        text.sendOutput("x")
        number.sendOutput(1)
        text.sendOutput("y")
        #expect(fired == ["x 0", "x 1", "y 1"])
    }

    @Test("five typed slots arrive in declaration order whatever order the boards send in")
    func fiveSlots() {
        let flag = RecordingBoard<Bool>("flag", echo: true)
        let ratio = RecordingBoard<Double>("ratio", echo: true)
        try? motherboard.installBoard(flag)
        try? motherboard.installBoard(ratio)
        var fired: [String] = []
        motherboard.registerCombinedFlow(
            ("text", String.self), ("number", Int.self), ("flag", Bool.self), ("ratio", Double.self),
            ("optional", String?.self)
        ) { text, number, flag, ratio, optional in
            fired.append("\(text) \(number) \(flag) \(ratio) \(optional ?? "nil")")
        }
        optional.sendOutput("o")
        ratio.sendOutput(0.5)
        flag.sendOutput(true)
        number.sendOutput(3)
        #expect(fired.isEmpty)
        text.sendOutput("t")
        #expect(fired == ["t 3 true 0.5 o"])
    }

    @Test("a nil output is a value that fills its slot")
    func nilIsAValue() {
        var fired: [String?] = []
        motherboard.registerCombinedFlow(("optional", String?.self), ("number", Int.self)) { optional, _ in
            fired.append(optional)
        }
        optional.sendOutput(nil)
        number.sendOutput(1)
        #expect(fired == [nil])
    }

    @Test("an output of another type is reported and fills nothing; completions do not count")
    func mismatch() {
        var fired = 0
        motherboard.registerCombinedFlow(("text", Int.self), ("number", Int.self)) { _, _ in fired += 1 }
        text.sendOutput("not a number")
        number.sendOutput(1)
        text.complete()
        #expect(fired == 0)
        #expect(
            recorder.diagnostics == [
                .outputTypeMismatch(sender: "text", expected: "Swift.Int", received: "Swift.String")
            ])
    }

    @Test("a weak-target flow stops and removes itself once the target is released")
    func weakTarget() {
        var target: CombinedLog? = CombinedLog()
        var calls = 0
        motherboard.registerCombinedFlow(("text", String.self), ("number", Int.self), target: target!) { log, _, _ in
            log.entries.append("fired")
            calls += 1
        }
        let baseline = motherboard.flowCount
        text.sendOutput("a")
        number.sendOutput(1)
        #expect(calls == 1)
        target = nil
        text.sendOutput("b")
        number.sendOutput(2)
        #expect(calls == 1)
        #expect(motherboard.flowCount == baseline - 1)
    }

    @Test("a handler may re-enter: an output it sends starts the next batch")
    func reentrantBatch() {
        var fired: [String] = []
        motherboard.registerCombinedFlow(("text", String.self), ("number", Int.self)) { text, number in
            fired.append("\(text) \(number)")
            if number == 1 { self.text.sendOutput("again") }
        }
        text.sendOutput("first")
        number.sendOutput(1)
        #expect(fired == ["first 1"])
        number.sendOutput(2)
        #expect(fired == ["first 1", "again 2"])
    }

    @Test("a latestForever handler may re-enter; the nested firing runs depth-first")
    func reentrantLatest() {
        var fired: [String] = []
        motherboard.registerCombinedFlow(("text", String.self), ("number", Int.self), strategy: .latestForever) {
            text, number in
            fired.append("\(text) \(number)")
            if number == 1 { self.number.sendOutput(2) }
            fired.append("end \(number)")
        }
        text.sendOutput("t")
        number.sendOutput(1)
        #expect(fired == ["t 1", "t 2", "end 2", "end 1"])
    }

    @Test("a collection flow hands over the values in the order of the ids")
    func collection() {
        let other = RecordingBoard<Int>("other", echo: true)
        try? motherboard.installBoard(other)
        var fired: [[Int]] = []
        motherboard.registerCombinedFlow(matchedIdentifiers: ["number", "other"], outputType: Int.self) {
            fired.append($0)
        }
        let log = CombinedLog()
        motherboard.registerCombinedFlow(
            matchedIdentifiers: ["other", "number"], target: log, outputType: Int.self,
            strategy: .latestForever
        ) { log, values in
            log.entries.append(values.map(String.init).joined(separator: ","))
        }
        motherboard.registerCombinedFlow(matchedIdentifiers: [], outputType: Int.self) { _ in
            Issue.record("an empty collection never fires")
        }
        other.sendOutput(20)
        number.sendOutput(10)
        number.sendOutput(11)
        #expect(fired == [[10, 20]])
        #expect(log.entries == ["20,10", "20,11"])
    }
}
