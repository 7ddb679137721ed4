import Testing

@testable import Boardy

@Suite("Motherboard: installing, producing and releasing boards")
@MainActor
struct MotherboardTests {
    @Test("installs, looks up and removes boards in installation order")
    func installLookupRemove() throws {
        let motherboard = Motherboard()
        let first = RecordingBoard<Int>("first")
        let second = RecordingBoard<Int>("second")
        try motherboard.installBoard(first)
        try motherboard.installBoard(second)
        #expect(motherboard.boards.map(\.identifier) == ["first", "second"])
        #expect(motherboard.board(withIdentifier: "first") === first)
        #expect(first.delegate === motherboard)
        let removed = motherboard.removeBoard(withIdentifier: "first")
        #expect(removed === first)
        #expect(first.delegate == nil)
        #expect(motherboard.board(withIdentifier: "first") == nil)
        #expect(motherboard.removeBoard(withIdentifier: "missing") == nil)
    }

    @Test("rejects a duplicate id unless replacing is asked for explicitly")
    func duplicateIDs() throws {
        let motherboard = Motherboard()
        let original = RecordingBoard<Int>("x")
        let other = RecordingBoard<Int>("x")
        try motherboard.installBoard(original)
        #expect(throws: BoardyError.duplicateBoardID("x")) { try motherboard.installBoard(other) }
        #expect(motherboard.boardCount == 1)
        try motherboard.installBoard(other, replacingExisting: true)
        #expect(motherboard.board(withIdentifier: "x") === other)
        #expect(original.delegate == nil)
        #expect(motherboard.boardCount == 1)
    }

    @Test("produces a board lazily on first activation and reuses the installed one")
    func lazyProduction() {
        var produced = 0
        let motherboard = Motherboard { _ in
            BoardRegistration("lazy") { id in
                produced += 1
                return RecordingBoard<String>(id)
            }
        }
        #expect(motherboard.boardCount == 0)
        #expect(produced == 0)
        motherboard.activateBoard("lazy", withOption: "a")
        motherboard.activateBoard("lazy", withOption: "b")
        #expect(produced == 1)
        let board = motherboard.board(withIdentifier: "lazy") as? RecordingBoard<String>
        #expect(board?.inputs == ["a", "b"])
    }

    @Test("removes and releases a completed board, then produces a new instance")
    func completionReleases() {
        weak var firstInstance: RecordingBoard<Int>?
        var produced: [ObjectIdentifier] = []
        let motherboard = Motherboard { _ in
            BoardRegistration("task") { id in
                let board = RecordingBoard<Int>(id, completesAfterActivation: true)
                produced.append(ObjectIdentifier(board))
                if firstInstance == nil { firstInstance = board }
                return board
            }
        }
        motherboard.activateBoard("task", withOption: 1)
        #expect(motherboard.board(withIdentifier: "task") == nil)
        #expect(firstInstance == nil, "a completed board must be released")
        motherboard.activateBoard("task", withOption: 2)
        #expect(produced.count == 2)
    }

    @Test("falls back to the external producer for unknown ids")
    func externalProducer() {
        let appProducer = BoardProducer(registrations: [
            BoardRegistration("app.shared") { RecordingBoard<Int>($0) }
        ])
        let moduleProducer = BoardProducer(externalProducer: appProducer) { _ in
            BoardRegistration("module.internal") { RecordingBoard<Int>($0) }
        }
        let motherboard = Motherboard(boardProducer: moduleProducer)
        motherboard.activateBoard("module.internal", withOption: 1)
        motherboard.activateBoard("app.shared", withOption: 2)
        #expect(motherboard.board(withIdentifier: "module.internal") != nil)
        #expect(motherboard.board(withIdentifier: "app.shared") != nil)
    }

    @Test("a constructor returning nil falls through to the external producer")
    func nilConstructorFallsThrough() {
        let appProducer = BoardProducer(registrations: [BoardRegistration("x") { RecordingBoard<Int>($0) }])
        let producer = BoardProducer(
            externalProducer: appProducer, registrations: [BoardRegistration("x") { _ in nil }])
        let motherboard = Motherboard(boardProducer: producer)
        #expect(motherboard.activateBoard("x", withOption: 1))
    }

    @Test("a weak producer reference produces nothing once its target is gone")
    func weakProducer() {
        var target: BoardProducer? = BoardProducer(registrations: [BoardRegistration("x") { RecordingBoard<Int>($0) }])
        let weakProducer = WeakBoardProducer(target!)
        #expect(weakProducer.produceBoard(identifier: "x") != nil)
        target = nil
        #expect(weakProducer.produceBoard(identifier: "x") == nil)
    }

    @Test("a registered instance is re-installed after it completes")
    func registeredInstance() {
        let board = RecordingBoard<Int>("same", completesAfterActivation: true)
        let motherboard = Motherboard { _ in board }
        motherboard.activateBoard("same", withOption: 1)
        motherboard.activateBoard("same", withOption: 2)
        #expect(board.inputs == [1, 2])
    }

    @Test("the registration builder supports if, for and optionals")
    func registrationBuilder() {
        let includeExtra = true
        let optional: BoardRegistration? = nil
        let producer = BoardProducer { _ in
            for index in 0..<3 {
                BoardRegistration(BoardID("item.\(index)")) { RecordingBoard<Int>($0) }
            }
            if includeExtra {
                BoardRegistration("extra") { RecordingBoard<Int>($0) }
            } else {
                BoardRegistration("never") { RecordingBoard<Int>($0) }
            }
            optional
        }
        #expect(producer.registeredIdentifiers == ["extra", "item.0", "item.1", "item.2"])
    }

    @Test("a duplicate registration keeps the first and is reported, unless replacing")
    func duplicateRegistration() {
        var reported: [BoardDiagnostic] = []
        let producer = BoardProducer()
        producer.diagnosticHandler = { reported.append($0) }
        producer.registerBoard("x") { RecordingBoard<Int>($0, echo: true) }
        let accepted = producer.registerBoard("x") { _ in nil }
        #expect(!accepted)
        #expect(reported == [.duplicateRegistration("x")])
        #expect(producer.produceBoard(identifier: "x") != nil)
        #expect(producer.registerBoard("x", replacingExisting: true) { _ in nil })
        #expect(producer.produceBoard(identifier: "x") == nil)
    }

    @Test("matchBoard builds the board of one registration under another id")
    func matchBoard() {
        let producer = BoardProducer(registrations: [BoardRegistration("a") { RecordingBoard<Int>($0) }])
        producer.matchBoard(withIdentifier: "a", to: "b")
        #expect(producer.produceBoard(identifier: "b")?.identifier == "b")
    }

    @Test("removing a board does not run completion flows; clearing detaches every board")
    func removeWithoutCompletion() throws {
        let motherboard = Motherboard()
        var completions = 0
        motherboard.registerCompletionFlow(matchedIdentifiers: ["a"]) { _ in completions += 1 }
        let a = RecordingBoard<Int>("a")
        let b = RecordingBoard<Int>("b")
        try motherboard.installBoard(a)
        try motherboard.installBoard(b)
        motherboard.removeBoard(withIdentifier: "a")
        #expect(completions == 0)
        motherboard.clearActiveBoards()
        #expect(motherboard.boardCount == 0)
        #expect(b.delegate == nil)
    }
}
