import Boardy
import BoardyComponentKit
import Testing

@MainActor
@Suite("BlockTaskActivation", .timeLimit(.minutes(10)))
struct BlockTaskActivationTests {
    let log = EventLog()

    var activation: (Motherboard) -> BlockTaskActivation<Work, String> {
        { $0.blockActivation("task", with: BlockTaskParameter<Work, String>.self) }
    }

    @Test("run returns the executor's value and the board completes")
    func runReturnsValue() async throws {
        let motherboard = makeBlockTaskMotherboard(log, executingType: .default)
        let value = try await activation(motherboard).run(.named("a"))
        #expect(value == "A")
        await log.waitFor("board.complete(true)")
        #expect(log.events(prefixed: "output") == ["output(A)"])
    }

    @Test("run(with:) also calls the parameter's own handlers")
    func runWithParameter() async throws {
        let motherboard = makeBlockTaskMotherboard(log, executingType: .default)
        let value = try await activation(motherboard).run(with: .tracked(.named("a"), log))
        #expect(value == "A")
        #expect(
            log.events(prefixed: "a.") == [
                "a.progress(true)", "a.success(A)", "a.progress(false)", "a.completion(done)",
            ])
    }

    @Test("run throws the executor's error")
    func runThrowsError() async {
        let motherboard = makeBlockTaskMotherboard(log, executingType: .default)
        await #expect(throws: TestError.failed("a")) {
            try await activation(motherboard).run(.named("a", fails: true))
        }
    }

    @Test("cancelling the task awaiting run cancels the executor and throws CancellationError")
    func runCancellation() async {
        let motherboard = makeBlockTaskMotherboard(log, executingType: .default)
        let activation = activation(motherboard)
        let task = Task { try await activation.run(.named("a", gate: Gate())) }
        await log.waitFor("start a")
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        await log.waitFor("interrupted a")
        await log.waitFor("board.complete(false)")
        #expect(log.events(prefixed: "output").isEmpty)
    }

    @Test("run from an already cancelled task throws without activating")
    func runAlreadyCancelled() async {
        let motherboard = makeBlockTaskMotherboard(log, executingType: .default)
        let activation = activation(motherboard)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await activation.run(.named("a"))
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(motherboard.boardCount == 0)
        #expect(log.events.isEmpty)
    }

    @Test("run throws unregisteredBoard for an id nobody can produce")
    func runUnregistered() async {
        let motherboard = makeBlockTaskMotherboard(log, executingType: .default)
        await #expect(throws: BoardyError.unregisteredBoard("missing")) {
            try await motherboard.blockActivation("missing", with: BlockTaskParameter<Work, String>.self)
                .run(.named("a"))
        }
        #expect(
            log.events(prefixed: "diagnostic") == [
                "diagnostic: no board is registered for id 'missing'; "
                    + "the activation was not performed"
            ])
    }

    @Test("run throws activationDropped when the board rejects the parameter instead of hanging")
    func runDropped() async {
        let motherboard = makeMotherboard(log) { id in EchoBoard(identifier: id, log: log) }
        await #expect(throws: BlockTaskError.activationDropped("task")) {
            try await activation(motherboard).run(.named("a"))
        }
        #expect(log.events(prefixed: "diagnostic").count == 1)
    }

    @Test("run throws motherboardReleased once the motherboard is gone")
    func runWithoutMotherboard() async {
        let activation = BlockTaskActivation<Work, String>(identifier: "task", motherboard: nil)
        await #expect(throws: BoardyError.motherboardReleased("task")) { try await activation.run(.named("a")) }
    }

    @Test("an IOInterface destination whose input is a parameter offers blockActivation")
    func destinationBlockActivation() async throws {
        let motherboard = makeBlockTaskMotherboard(log, executingType: .default)
        let value = try await motherboard.ioTask().blockActivation.run(.named("io"))
        #expect(value == "IO")
        motherboard.ioTask().blockActivation.activate(with: .tracked(.named("b"), log))
        await log.waitFor("b.completion(done)")
    }

    @Test("a plain input is accepted as the option and its value still goes out as output")
    func plainInputActivation() async {
        let motherboard = makeBlockTaskMotherboard(log, executingType: .default)
        activation(motherboard).activate(with: Work.named("plain"))
        await log.waitFor("board.complete(true)")
        #expect(log.events(prefixed: "output") == ["output(PLAIN)"])
    }

    @Test("a Void-input board is activated and run without an input")
    func voidInput() async throws {
        let motherboard = makeMotherboard(log) { id in BlockTaskBoard<Void, String>(identifier: id) { "done" } }
        let activation = motherboard.blockActivation("task", with: BlockTaskParameter<Void, String>.self)
        #expect(try await activation.run() == "done")
        activation.activate()
        await log.waitFor(count: 2, prefixed: "output(done)")
        motherboard.activateBoard("task")
        await log.waitFor(count: 3, prefixed: "output(done)")
    }

    @Test("target handlers stop once their target is released")
    func weakTargetHandlers() async {
        final class Screen {
            var values: [String] = []
        }
        var screen: Screen? = Screen()
        weak let released = screen
        let gate = Gate()
        let motherboard = makeBlockTaskMotherboard(log, executingType: .default)
        let kept = Screen()
        let parameter = BlockTaskParameter<Work, String>(input: .named("a", gate: gate))
            .onSuccess(target: screen!) { $0.values.append($1) }
            .onSuccess(target: kept) { $0.values.append($1) }
            .onCompletion { log.record("a.completion(\($0))") }
        motherboard.activateBoard("task", withOption: parameter)
        screen = nil
        #expect(released == nil)
        await gate.open()
        await log.waitFor("a.completion(done)")
        #expect(kept.values == ["A"])
    }
}

extension Motherboard {
    /// The accessor a module's IOInterface would publish for the block-task board "task".
    func ioTask() -> MainboardGenericDestination<
        BlockTaskParameter<Work, String>, String, BoardNoCommand, BoardNoAction
    > {
        ioDestination("task")
    }
}
