import Synchronization
import Testing

@testable import Boardy

/// A hook that records where each activation begins and ends, and counts how often it ran the work.
private final class RecordingSpanHook: BoardSpanHook {
    let log = Mutex<[String]>([])

    func aroundActivation(of board: BoardID, _ body: () -> Void) {
        log.withLock { $0.append("begin \(board)") }
        body()
        log.withLock { $0.append("end \(board)") }
    }

    nonisolated(nonsending) func aroundRun<Output>(
        of board: BoardID, _ body: nonisolated(nonsending) () async throws -> Output
    ) async throws -> Output {
        log.withLock { $0.append("run \(board)") }
        return try await body()
    }

    var entries: [String] { log.withLock { $0 } }
}

@Suite("Span hook")
@MainActor
struct SpanHookTests {
    @Test("each activation runs once inside the hook, nested activations inside their caller's")
    func activationsNest() {
        let first = RecordingBoard<String>("first", echo: true)
        let second = RecordingBoard<String>("second")
        let motherboard = Motherboard(identifier: "main", boards: [first, second])
        let hook = RecordingSpanHook()
        motherboard.spanHook = hook
        motherboard.registerFlow(matchedIdentifiers: ["first"], outputType: String.self) { value in
            first.nextToBoard("second", option: value)
        }
        motherboard.activateBoard("first", withOption: "hi")
        #expect(hook.entries == ["begin first", "begin second", "end second", "end first"])
        #expect(first.inputs == ["hi"] && second.inputs == ["hi"], "the work ran exactly once")
    }

    @Test("without a hook activations run as before; a nested motherboard inherits its parent's hook")
    func noHookAndInheritance() throws {
        let plain = RecordingBoard<Int>("plain")
        let motherboard = Motherboard(identifier: "main", boards: [plain])
        motherboard.activateBoard("plain", withOption: 1)
        #expect(plain.inputs == [1])

        let hook = RecordingSpanHook()
        let root = Motherboard()
        root.spanHook = hook
        let producer = BoardProducer(registrations: [BoardRegistration("leaf") { RecordingBoard<Int>($0) }])
        let continuous = ContinuousBoardFixture(identifier: "outer", boardProducer: producer)
        try root.installBoard(continuous)
        continuous.motherboard.activateBoard("leaf", withOption: 2)
        #expect(hook.entries == ["begin leaf", "end leaf"])
    }
}
