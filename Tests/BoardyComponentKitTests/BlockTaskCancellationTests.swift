import Boardy
import BoardyComponentKit
import Testing

@MainActor
@Suite("BlockTaskBoard cancellation", .timeLimit(.minutes(10)))
struct BlockTaskCancellationTests {
    let log = EventLog()

    @Test("cancelAll cancels running and waiting activations in order, cancels executors and completes with false")
    func cancelAll() async {
        let box = WeakBox<BlockTaskBoard<Work, String>>()
        let motherboard = makeBlockTaskMotherboard(log, executingType: .concurrent(max: 1), box: box)
        motherboard.activateTracked(.named("a", gate: Gate()), log)
        motherboard.activateTracked(.named("b", gate: Gate()), log)
        await log.waitFor("start a")
        #expect(box.value?.isProcessing == true)
        box.value?.cancelAll()
        #expect(
            Array(log.events.suffix(5)) == [
                "a.progress(false)", "a.completion(cancelled)",
                "b.progress(false)", "b.completion(cancelled)",
                "board.complete(false)",
            ])
        await log.waitFor("interrupted a")
        #expect(log.events(prefixed: "start") == ["start a"])
        #expect(motherboard.boardCount == 0)
    }

    @Test("cancelAll on an idle board does nothing")
    func cancelAllIdle() {
        let board = BlockTaskBoard<Work, String>(identifier: "idle", executor: recordingExecutor(log))
        board.cancelAll()
        #expect(log.events.isEmpty)
        #expect(!board.isProcessing)
    }

    @Test("a token cancels its activation mid-flight and leaves the others running")
    func tokenCancelsOneActivation() async {
        let token = BlockTaskCancellationToken()
        let gateB = Gate()
        let motherboard = makeBlockTaskMotherboard(log, executingType: .default)
        motherboard.activateBoard(
            "task",
            withOption: BlockTaskParameter.tracked(.named("a", gate: Gate()), log).cancellable(with: token)
        )
        motherboard.activateTracked(.named("b", gate: gateB), log)
        await log.waitFor(count: 2, prefixed: "start")
        token.cancel()
        #expect(Array(log.events.suffix(2)) == ["a.progress(false)", "a.completion(cancelled)"])
        await log.waitFor("interrupted a")
        await gateB.open()
        await log.waitFor("board.complete(true)")
        #expect(
            log.events(prefixed: "b.") == [
                "b.progress(true)", "b.success(B)", "b.progress(false)", "b.completion(done)",
            ])
        #expect(token.isCancelled)
    }

    @Test("an activation given an already cancelled token gets only completion(.cancelled)")
    func preCancelledToken() async {
        let token = BlockTaskCancellationToken()
        token.cancel()
        let motherboard = makeBlockTaskMotherboard(log, executingType: .default)
        motherboard.activateBoard(
            "task",
            withOption: BlockTaskParameter.tracked(.named("a"), log).cancellable(with: token)
        )
        #expect(log.events == ["a.completion(cancelled)", "board.complete(false)"])
    }

    @Test(".onlyResult keeps the shared executor running while another activation still waits for it")
    func onlyResultPartialCancel() async {
        let token = BlockTaskCancellationToken()
        let gate = Gate()
        let motherboard = makeBlockTaskMotherboard(log, executingType: .onlyResult)
        motherboard.activateBoard(
            "task",
            withOption: BlockTaskParameter.tracked(.named("a", gate: gate), log).cancellable(with: token)
        )
        await log.waitFor("start a")
        motherboard.activateTracked(.named("b"), log)
        token.cancel()
        await gate.open()
        await log.waitFor("board.complete(true)")
        #expect(!log.events.contains("interrupted a"))
        #expect(log.events(prefixed: "a.") == ["a.progress(true)", "a.progress(false)", "a.completion(cancelled)"])
        #expect(
            log.events(prefixed: "b.") == [
                "b.progress(true)", "b.success(A)", "b.progress(false)", "b.completion(done)",
            ])
    }

    @Test("a result that arrives after cancellation is discarded: terminal delivery happens exactly once")
    func lateResultIsDiscarded() async {
        let gate = Gate()
        let box = WeakBox<BlockTaskBoard<Work, String>>()
        let log = log
        let motherboard = makeMotherboard(log) { id in
            // A main-actor executor that ignores cancellation: its result is handed to the board in the same
            // main-actor job that records "exit", so the board has handled it before the test resumes.
            box.hold(
                BlockTaskBoard<Work, String>(identifier: id) { @MainActor work in
                    log.record("start \(work.name)")
                    await gate.waitIgnoringCancellation()
                    log.record("exit \(work.name)")
                    return work.name.uppercased()
                })
        }
        motherboard.activateTracked(.named("a"), log)
        await log.waitFor("start a")
        box.value?.cancelAll()
        await log.waitFor("board.complete(false)")
        #expect(box.value != nil)
        await gate.open()
        await log.waitFor("exit a")
        #expect(log.events(prefixed: "a.") == ["a.progress(true)", "a.progress(false)", "a.completion(cancelled)"])
        #expect(log.events(prefixed: "output").isEmpty)
        #expect(log.events(prefixed: "board.complete") == ["board.complete(false)"])
        #expect(box.value == nil)
    }

    @Test("an executor that throws CancellationError ends its activation as cancelled, not failed")
    func thrownCancellationIsCancel() async {
        let motherboard = makeMotherboard(log) { id in
            BlockTaskBoard<Work, String>(identifier: id) { _ in throw CancellationError() }
        }
        motherboard.activateTracked(.named("a"), log)
        await log.waitFor("board.complete(false)")
        #expect(log.events(prefixed: "a.") == ["a.progress(true)", "a.progress(false)", "a.completion(cancelled)"])
        #expect(log.events(prefixed: "diagnostic").isEmpty)
    }
}
