import Testing

@testable import Boardy

@Suite("Registering and activating several boards")
@MainActor
struct MultipleBoardsTests {
    @Test("registerBoards gives every id a distinct instance built under its own id")
    func variadicRegistration() {
        let producer = BoardProducer()
        var built: [BoardID] = []
        let registered = producer.registerBoards("one", "two") { id in
            built.append(id)
            return RecordingBoard<String>(id)
        }
        #expect(registered)
        let motherboard = Motherboard(boardProducer: producer)
        motherboard.activateBoard("one", withOption: "a")
        motherboard.activateBoard("two", withOption: "b")
        let one = motherboard.board(withIdentifier: "one") as? RecordingBoard<String>
        let two = motherboard.board(withIdentifier: "two") as? RecordingBoard<String>
        #expect(built == ["one", "two"])
        #expect(one !== two)
        #expect(one?.inputs == ["a"])
        #expect(two?.inputs == ["b"])
    }

    @Test("the array form reports a duplicate, keeps the first registration and registers the other ids")
    func arrayRegistration() {
        let producer = BoardProducer()
        let diagnostics = SentDiagnostics()
        let previous = BoardDiagnostics.defaultHandler
        BoardDiagnostics.defaultHandler = { diagnostics.record($0) }
        defer { BoardDiagnostics.defaultHandler = previous }
        producer.registerBoard("taken") { _ in nil }
        let registered = producer.registerBoards(["taken", "free"]) { RecordingBoard<Int>($0) }
        #expect(!registered)
        #expect(producer.registeredIdentifiers == ["free", "taken"])
        #expect(producer.produceBoard(identifier: "taken") == nil, "the first registration was kept")
        #expect(producer.produceBoard(identifier: "free")?.identifier == "free")
        #expect(diagnostics.all.contains(.duplicateRegistration("taken")))
    }

    @Test("activateAllBoards(withInputs:) gives each board its input and continues past boards without one")
    func activateWithInputs() {
        let first = RecordingBoard<Int>("first")
        let middle = RecordingBoard<Int>("middle")
        let last = RecordingBoard<Int>("last")
        let motherboard = Motherboard(boards: [first, middle, last])
        motherboard.activateAllBoards(withInputs: ["first": 1, "last": 3])
        #expect(first.inputs == [1])
        #expect(middle.inputs.isEmpty)
        #expect(last.inputs == [3])
        motherboard.activateAllBoards(withInputs: ["middle": 2], default: 0)
        #expect(first.inputs == [1, 0])
        #expect(middle.inputs == [2])
        #expect(last.inputs == [3, 0])
    }

    @Test("activateAllBoards(withInputs:) reports a rejected input and goes on")
    func rejectedInput() {
        let text = RecordingBoard<String>("text")
        let number = RecordingBoard<Int>("number")
        let motherboard = Motherboard(boards: [text, number])
        let recorder = DiagnosticRecorder()
        recorder.attach(to: motherboard)
        motherboard.activateAllBoards(withInputs: [BoardID: Int](), default: 7)
        #expect(text.inputs.isEmpty)
        #expect(number.inputs == [7])
        #expect(recorder.diagnostics.count == 1)
    }
}
