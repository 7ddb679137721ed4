import Testing

@testable import Boardy

@Suite("Continuous boards: nested motherboards")
@MainActor
struct ContinuousBoardTests {
    @Test("the child motherboard is built lazily and named after the board")
    func lazyChild() {
        let board = ContinuousBoardFixture(identifier: "flow", boardProducer: BoardProducer())
        #expect(!board.isMotherboardLoaded)
        #expect(board.motherboard.identifier == "flow.continuous-main")
        #expect(board.isMotherboardLoaded)
        #expect(board.motherboard === board.motherboard)
    }

    @Test("actions bubble up through every ancestor; outputs and completions stay inside")
    func actionsBubbleOutputsStay() throws {
        let root = Motherboard()
        let innerProducer = BoardProducer(registrations: [
            BoardRegistration("leaf") { RecordingBoard<Int>($0, echo: true, completesAfterActivation: true) }
        ])
        let middle = ContinuousBoardFixture(identifier: "middle", boardProducer: innerProducer)
        try root.installBoard(middle)
        let deepest = ContinuousBoardFixture(identifier: "deepest", boardProducer: BoardProducer())
        try middle.motherboard.installBoard(deepest)

        var rootActions: [SessionAction] = []
        var middleActions: [SessionAction] = []
        var rootOutputs = 0
        var rootCompletions = 0
        root.registerActionFlow(matchedIdentifiers: ["middle"], actionType: SessionAction.self) {
            rootActions.append($0)
        }
        middle.motherboard.registerActionFlow(matchedIdentifiers: ["deepest"], actionType: SessionAction.self) {
            middleActions.append($0)
        }
        root.registerGeneralFlow(outputType: Int.self) { _ in rootOutputs += 1 }
        root.registerFlow(
            BoardFlow { event in
                if case .completion = event.message { return true }
                return false
            } handler: { _ in
                rootCompletions += 1
            })

        let leaf = RecordingBoard<Int>("inner-leaf")
        try deepest.motherboard.installBoard(leaf)
        leaf.broadcastAction(SessionAction.expired)
        middle.motherboard.activateBoard("leaf", withOption: 1)

        #expect(middleActions == [.expired])
        #expect(rootActions == [.expired])
        #expect(rootOutputs == 0)
        #expect(rootCompletions == 0)
    }

    @Test("removing the board releases its child motherboard and boards")
    func releaseChild() throws {
        let root = Motherboard()
        weak var weakChild: Motherboard?
        weak var weakLeaf: RecordingBoard<Int>?
        do {
            let board = ContinuousBoardFixture(identifier: "flow", boardProducer: BoardProducer())
            try root.installBoard(board)
            let leaf = RecordingBoard<Int>("leaf")
            try board.motherboard.installBoard(leaf)
            weakChild = board.motherboard
            weakLeaf = leaf
            board.complete()
        }
        #expect(weakChild == nil)
        #expect(weakLeaf == nil)
    }
}
