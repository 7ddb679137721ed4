import Boardy
import BoardyComponentKit
import Testing

/// The direct path of an awaited `run` on an installed resident `.default` board: each test installs the board
/// with a first run, then checks that later runs behave as the general path does.
@MainActor
@Suite("BlockTaskActivation.run on a resident board", .timeLimit(.minutes(10)))
struct BlockTaskResidentRunTests {
    /// A fixture whose board is installed (by a first run of `install`), with the log then cleared of that run.
    func installed(_ executingType: BlockTaskExecutingType = .default) async throws -> (ResidentFixture, Int) {
        let fixture = ResidentFixture(executingType: executingType)
        _ = try await fixture.activation.run(.named("install"))
        return (fixture, fixture.log.events.count)
    }

    @Test("the output reaches the motherboard's flows before run returns the value, and processing ends after")
    func outputThenValue() async throws {
        let (fixture, mark) = try await installed()
        let board = try #require(fixture.board)
        let value = try await fixture.activation.run(.named("a"))
        fixture.log.record("returned \(value)")
        #expect(
            Array(fixture.log.events[mark...]) == [
                "processing true", "start a", "exit a", "output(A)", "returned A",
            ])
        #expect(!board.isProcessing)
        #expect(fixture.board === board)
    }

    @Test("a failure throws the executor's error, sends no output and reports no diagnostic")
    func failure() async throws {
        let (fixture, _) = try await installed()
        await #expect(throws: TestError.failed("a")) { try await fixture.activation.run(.named("a", fails: true)) }
        #expect(fixture.log.events(prefixed: "output") == ["output(INSTALL)"])
        #expect(fixture.log.events(prefixed: "diagnostic").isEmpty)
        #expect(fixture.board?.isProcessing == false)
    }

    @Test("an executor that throws CancellationError makes run throw CancellationError")
    func executorCancels() async throws {
        let (fixture, _) = try await installed()
        await #expect(throws: CancellationError.self) { try await fixture.activation.run(.named("cancel")) }
        #expect(fixture.log.events(prefixed: "output") == ["output(INSTALL)"])
        #expect(fixture.board?.isProcessing == false)
    }

    @Test("cancelAll from inside the executor ends processing at once; run throws CancellationError, no output")
    func cancelAllInsideExecutor() async throws {
        let (fixture, _) = try await installed()
        await #expect(throws: CancellationError.self) { try await fixture.activation.run(.named("selfcancel")) }
        #expect(fixture.log.events(prefixed: "processing after cancelAll") == ["processing after cancelAll false"])
        #expect(fixture.log.events(prefixed: "output") == ["output(INSTALL)"])
        #expect(fixture.board?.isProcessing == false)
    }

    @Test("cancelAll while the executor is suspended ends processing at once; run then throws CancellationError")
    func cancelAllWhileSuspended() async throws {
        let (fixture, _) = try await installed()
        let board = try #require(fixture.board)
        let gate = Gate()
        let activation = fixture.activation
        let task = Task { try await activation.run(.named("a", gate: gate)) }
        await fixture.log.waitFor("start a")
        #expect(board.isProcessing)
        board.cancelAll()
        #expect(!board.isProcessing)
        await gate.open()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(fixture.log.events(prefixed: "exit") == ["exit install", "exit a"])
        #expect(fixture.log.events(prefixed: "output") == ["output(INSTALL)"])
        #expect(!board.isProcessing)
    }

    @Test("two overlapping runs with cancelAll between them: the first is cancelled, the second delivers")
    func overlappingRuns() async throws {
        let (fixture, _) = try await installed()
        let board = try #require(fixture.board)
        let activation = fixture.activation
        let (gateA, gateB, gateC) = (Gate(), Gate(), Gate())
        let taskA = Task { try await activation.run(.named("a", gate: gateA)) }
        await fixture.log.waitFor("start a")
        let taskB = Task { try await activation.run(.named("b", gate: gateB)) }
        await fixture.log.waitFor("start b")
        board.cancelAll()
        #expect(!board.isProcessing)
        let taskC = Task { try await activation.run(.named("c", gate: gateC)) }
        await fixture.log.waitFor("start c")
        #expect(board.isProcessing)
        await gateA.open()
        await #expect(throws: CancellationError.self) { try await taskA.value }
        #expect(board.isProcessing, "c still runs")
        await gateC.open()
        #expect(try await taskC.value == "C")
        #expect(!board.isProcessing)
        await gateB.open()
        await #expect(throws: CancellationError.self) { try await taskB.value }
        #expect(fixture.log.events(prefixed: "output") == ["output(INSTALL)", "output(C)"])
        #expect(!board.isProcessing)
    }

    @Test("a parameter with handlers still gets every callback in the documented order")
    func handlersTakeGeneralPath() async throws {
        let (fixture, _) = try await installed()
        let board = try #require(fixture.board)
        #expect(try await fixture.activation.run(with: .tracked(.named("a"), fixture.log)) == "A")
        #expect(
            fixture.log.events(prefixed: "a.") == [
                "a.progress(true)", "a.success(A)", "a.progress(false)", "a.completion(done)",
            ])
        #expect(fixture.board === board)
    }

    @Test("tracing emits the activation event for every run")
    func tracing() async throws {
        let (fixture, _) = try await installed()
        fixture.motherboard.traceHandler = { [log = fixture.log] event in
            if event.kind == .activation { log.record("trace \(event.board)") }
        }
        _ = try await fixture.activation.run(.named("a"))
        _ = try await fixture.activation.run(.named("b"))
        #expect(fixture.log.events(prefixed: "trace") == ["trace task", "trace task"])
    }

    @Test("a resident .latest board keeps its policy: a new run cancels the running one")
    func latestPolicy() async throws {
        let (fixture, _) = try await installed(.latest)
        let activation = fixture.activation
        let gate = Gate()
        let taskA = Task { try await activation.run(.named("a", gate: gate)) }
        await fixture.log.waitFor("start a")
        #expect(try await activation.run(.named("b")) == "B")
        // The running executor of the cancelled activation finishes first; its result is discarded.
        await gate.open()
        await #expect(throws: CancellationError.self) { try await taskA.value }
        #expect(fixture.log.events(prefixed: "produce") == ["produce 1"])
    }

    @Test("a resident .queue board keeps its policy: a second run waits for the first")
    func queuePolicy() async throws {
        let (fixture, _) = try await installed(.queue)
        let activation = fixture.activation
        fixture.motherboard.traceHandler = { [log = fixture.log] event in
            if event.kind == .activation { log.record("trace \(event.board)") }
        }
        let gate = Gate()
        let taskA = Task { try await activation.run(.named("a", gate: gate)) }
        await fixture.log.waitFor("start a")
        let taskB = Task { try await activation.run(.named("b")) }
        await fixture.log.waitFor(count: 2, prefixed: "trace")
        #expect(fixture.log.index(of: "start b") == nil)
        await gate.open()
        #expect(try await taskA.value == "A")
        #expect(try await taskB.value == "B")
        let exitA = try #require(fixture.log.index(of: "exit a"))
        let startB = try #require(fixture.log.index(of: "start b"))
        #expect(exitA < startB)
    }
}
