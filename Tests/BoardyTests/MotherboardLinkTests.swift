import Testing

@testable import Boardy

/// A motherboard subclass that, from its own `deinit`, reads the motherboard through an IO value it holds.
final class SelfReadingMotherboard: Motherboard {
    var activation: MainboardActivation<Int>?
    let readInDeinit: LinkReadRecord

    init(record: LinkReadRecord, isolation: isolated (any Actor)? = #isolation) {
        readInDeinit = record
        super.init(graphIsolation: isolation)
        activation = MainboardActivation(identifier: "any", motherboard: self)
    }

    deinit {
        readInDeinit.sawMotherboard = activation?.motherboard != nil
    }
}

/// What ``SelfReadingMotherboard`` saw in its `deinit`.
final class LinkReadRecord {
    var sawMotherboard: Bool?
}

@Suite("Motherboard link: references to a motherboard that do not keep it alive")
@MainActor
struct MotherboardLinkTests {
    @Test("IO values, flows and installed boards do not keep the motherboard alive, and answer nil after it")
    func ioValuesFlowsAndBoardsDoNotRetain() {
        let board = RecordingBoard<Int>("echo", echo: true)
        weak var released: Motherboard?
        var destination: MainboardGenericDestination<Int, Int, BoardNoCommand, BoardNoAction>?
        var received: [Int] = []
        do {
            let motherboard = Motherboard()
            try? motherboard.installBoard(board)
            let typed: MainboardGenericDestination<Int, Int, BoardNoCommand, BoardNoAction> =
                motherboard.ioDestination("echo")
            typed.flow.handle { received.append($0) }
            typed.flow.addTarget(board) { _, value in received.append(value * 10) }
            typed.completion.handle { _ in }
            typed.activation.activate(with: 1)
            #expect(board.delegate === motherboard)
            #expect(board.installedMotherboard === motherboard)
            destination = typed
            released = motherboard
        }
        #expect(released == nil, "nothing but the caller may keep a motherboard alive")
        #expect(received == [1, 10])
        #expect(board.delegate == nil)
        #expect(board.installedMotherboard == nil)
        #expect(destination?.motherboard == nil)
        #expect(destination?.activation.motherboard == nil)
        destination?.activation.activate(with: 2)
        #expect(destination?.flow.handle { _ in } == "")
        #expect(board.inputs == [1], "activating through a released motherboard does nothing")
    }

    @Test("a board moved to another motherboard answers the new one as its delegate")
    func boardMovesBetweenMotherboards() throws {
        let first = Motherboard()
        let second = Motherboard()
        let board = RecordingBoard<Int>("moving")
        try first.installBoard(board)
        #expect(board.delegate === first)
        first.removeBoard(withIdentifier: "moving")
        #expect(board.delegate == nil)
        try second.installBoard(board)
        #expect(board.delegate === second)
        #expect(board.installedMotherboard === second)
    }

    @Test("a delegate that is not a motherboard is held weakly and is not taken for a motherboard")
    func otherDelegatesAreWeak() {
        let board = RecordingBoard<Int>("echo", echo: true)
        do {
            let recorder = MessageRecorder()
            board.delegate = recorder
            #expect(board.delegate === recorder)
            #expect(board.installedMotherboard == nil)
            board.activate(withOption: 3)
            #expect(recorder.messages.count == 1)
        }
        #expect(board.delegate == nil)
    }

    @Test("setting a motherboard delegate replaces another delegate, and the other way round")
    func delegateKindsReplaceEachOther() {
        let motherboard = Motherboard()
        let recorder = MessageRecorder()
        let board = RecordingBoard<Int>("echo")
        board.delegate = recorder
        board.delegate = motherboard
        #expect(board.delegate === motherboard)
        board.delegate = recorder
        #expect(board.delegate === recorder)
        #expect(board.installedMotherboard == nil)
        board.delegate = nil
        #expect(board.delegate == nil)
    }

    @Test(
        "a subclass (from another module) is created on its caller's actor; its deinit still reaches the motherboard through its IO values; afterwards they answer nil"
    )
    func subclassDeinitReadsTheMotherboard() {
        let record = LinkReadRecord()
        var kept: MainboardActivation<Int>?
        do {
            let motherboard = SelfReadingMotherboard(record: record)
            #expect(motherboard.isolation === MainActor.shared, "a subclass records its caller's actor too")
            kept = motherboard.activation
        }
        #expect(record.sawMotherboard == true)
        #expect(kept?.motherboard == nil)
    }
}
