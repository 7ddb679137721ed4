import Testing

@testable import Boardy

@Suite("Diagnostics: nothing fails silently")
@MainActor
struct DiagnosticsTests {
    @Test("activating an unregistered id is reported")
    func unregisteredID() {
        let motherboard = Motherboard()
        let recorder = DiagnosticRecorder()
        recorder.attach(to: motherboard)
        #expect(!motherboard.activateBoard("nowhere"))
        #expect(recorder.diagnostics == [.unregisteredBoard("nowhere")])
    }

    @Test("a wrong input type is reported and the board is not activated")
    func inputTypeMismatch() throws {
        let motherboard = Motherboard()
        let recorder = DiagnosticRecorder()
        recorder.attach(to: motherboard)
        let board = RecordingBoard<Int>("numbers")
        try motherboard.installBoard(board)
        motherboard.activateBoard("numbers", withOption: "not a number")
        #expect(board.inputs.isEmpty)
        #expect(
            recorder.diagnostics == [
                .inputTypeMismatch(board: "numbers", expected: "Swift.Int", received: "Swift.String")
            ])
    }

    @Test("optional and Void inputs accept nil")
    func optionalAndVoidInputs() throws {
        let motherboard = Motherboard()
        let recorder = DiagnosticRecorder()
        recorder.attach(to: motherboard)
        let optional = RecordingBoard<String?>("optional")
        let void = RecordingBoard<Void>("void")
        try motherboard.installBoard(optional)
        try motherboard.installBoard(void)
        motherboard.activateBoard("optional", withOption: nil)
        motherboard.activateBoard("optional", withOption: "x")
        motherboard.activateBoard("void")
        #expect(optional.inputs == [nil, "x"])
        #expect(void.inputs.count == 1)
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test("commands to missing, non-interactable or wrongly typed targets are reported")
    func commandDiagnostics() throws {
        let motherboard = Motherboard()
        let recorder = DiagnosticRecorder()
        recorder.attach(to: motherboard)
        try motherboard.installBoard(RecordingBoard<Int>("plain"))
        let commands = CommandBoard(identifier: "commands")
        try motherboard.installBoard(commands)
        motherboard.interaction("missing", with: String.self).send("x")
        motherboard.interaction("plain", with: String.self).send("x")
        motherboard.interaction("commands", with: Int.self).send(1)
        motherboard.interaction("commands", with: String.self).send("ok")
        #expect(commands.commands == ["ok"])
        #expect(
            recorder.diagnostics == [
                .commandTargetNotInstalled("missing"),
                .boardNotInteractable("plain"),
                .commandTypeMismatch(board: "commands", expected: "Swift.String", received: "Swift.Int"),
            ])
    }

    @Test("completing a board that is not installed is reported")
    func completerDiagnostics() {
        let motherboard = Motherboard()
        let recorder = DiagnosticRecorder()
        recorder.attach(to: motherboard)
        motherboard.completer("ghost").complete()
        #expect(recorder.diagnostics == [.completionTargetNotInstalled("ghost")])
    }

    @Test("a producer that builds the wrong id is reported, not installed")
    func producedIdentifierMismatch() {
        let motherboard = Motherboard { _ in BoardRegistration("asked") { _ in RecordingBoard<Int>("other") } }
        let recorder = DiagnosticRecorder()
        recorder.attach(to: motherboard)
        motherboard.activateBoard("asked", withOption: 1)
        #expect(motherboard.boardCount == 0)
        #expect(recorder.diagnostics == [.producedIdentifierMismatch(requested: "asked", produced: "other")])
    }

    @Test("a nested motherboard without a handler reports to its owner's motherboard")
    func nestedDiagnosticsBubble() throws {
        let parent = Motherboard()
        let recorder = DiagnosticRecorder()
        recorder.attach(to: parent)
        let owner = ContinuousBoardFixture(identifier: "owner", boardProducer: BoardProducer())
        try parent.installBoard(owner)
        owner.motherboard.activateBoard("nothing-here")
        #expect(recorder.diagnostics == [.unregisteredBoard("nothing-here")])
    }

    @Test("every diagnostic has a human description naming the board")
    func descriptions() {
        let all: [BoardDiagnostic] = [
            .unregisteredBoard("a"), .inputTypeMismatch(board: "a", expected: "X", received: "Y"),
            .outputTypeMismatch(sender: "a", expected: "X", received: "Y"), .commandTargetNotInstalled("a"),
            .boardNotInteractable("a"), .commandTypeMismatch(board: "a", expected: "X", received: "Y"),
            .completionTargetNotInstalled("a"), .messageFromDetachedBoard("a", kind: "output"),
            .duplicateRegistration("a"), .producedIdentifierMismatch(requested: "a", produced: "b"),
            .activationsDroppedByBarrier(gate: "a", count: 2), .pendingActivationReleased("a"),
            .custom(board: "a", message: "m"),
        ]
        for diagnostic in all {
            #expect(diagnostic.description.contains("'a'"))
        }
    }
}

/// A minimal continuous board used by several suites.
final class ContinuousBoardFixture: ContinuousBoard, GuaranteedBoard {
    typealias InputType = Void
    var onActivate: ((ContinuousBoardFixture) -> Void)?

    func activate(withGuaranteedInput input: Void) {
        onActivate?(self)
    }
}
