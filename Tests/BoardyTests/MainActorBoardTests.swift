import Testing

@testable import Boardy

/// A board class isolated to the main actor, joining the graph through isolated conformances (SE-0470): the
/// conformances hold only on the main actor, which is where a graph created there runs.
@MainActor
private final class MainActorGreetingBoard: @MainActor GuaranteedBoard, @MainActor GuaranteedOutputSendingBoard {
    typealias InputType = String
    typealias OutputType = String

    let identifier: BoardID
    weak var delegate: (any BoardDelegate)?
    /// Main-actor state the board may touch without a hop.
    var greeted: [String] = []

    init(identifier: BoardID) {
        self.identifier = identifier
    }

    func activate(withGuaranteedInput input: String) {
        MainActor.assertIsolated()
        greeted.append(input)
        sendOutput("Hello, \(input)")
    }
}

@Suite("Boards isolated to the main actor")
@MainActor
struct MainActorBoardTests {
    @Test("a @MainActor board class joins a graph on the main actor through isolated conformances")
    func isolatedConformance() {
        let board = MainActorGreetingBoard(identifier: "greeting")
        let motherboard = Motherboard(boards: [board])
        #expect(motherboard.isolation === MainActor.shared)
        var outputs: [String] = []
        motherboard.registerFlow(matchedIdentifiers: ["greeting"], outputType: String.self) { outputs.append($0) }
        #expect(motherboard.activateBoard("greeting", withOption: "Ada"))
        #expect(board.greeted == ["Ada"])
        #expect(outputs == ["Hello, Ada"])
    }

    @Test("a producer on the main actor makes @MainActor boards on demand")
    func producedBoard() {
        var made: [MainActorGreetingBoard] = []
        let motherboard = Motherboard { _ in
            BoardRegistration("greeting") { identifier in
                let board = MainActorGreetingBoard(identifier: identifier)
                made.append(board)
                return board
            }
        }
        #expect(motherboard.activateBoard("greeting", withOption: "Grace"))
        #expect(made.map(\.greeted) == [["Grace"]])
    }
}
