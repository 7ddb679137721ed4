import Boardy
import BoardyComponentKit
import Dispatch
import Testing

/// Keeps the boards a test produces alive, so a diagnostic reported after a board completed still reaches the
/// motherboard the board was in.
final class BoardKeeper {
    private var boards: [AnyObject] = []

    func keep<Board: AnyObject>(_ board: Board) -> Board {
        boards.append(board)
        return board
    }
}

@MainActor
@Suite("Callback-style executors and the TaskBoard busy policy", .timeLimit(.minutes(10)))
struct CallbackExecutorTests {
    typealias Outcome = BoardResult<String, TestError>

    let log = EventLog()
    let keeper = BoardKeeper()

    /// A task board with a callback executor whose handlers record into the log; `calls` says how the executor
    /// completes a work item, on a background queue.
    func makeTaskBoard(
        _ id: BoardID,
        calls: @escaping @Sendable (Work, TaskBoard<Work, String>.ExecutorCompletion) -> Void
    ) -> TaskBoard<Work, String> {
        let log = log
        return keeper.keep(
            TaskBoard<Work, String>(identifier: id) { board, work, completion in
                log.record("start \(work.name) on \(board.identifier)")
                DispatchQueue.global().async { calls(work, completion) }
            } successHandler: { _, value in
                log.record("success(\(value))")
            } processingHandler: { _, isProcessing in
                log.record("processing(\(isProcessing))")
            } errorHandler: { _, error in
                log.record("error(\(error))")
            } completionHandler: { _, status in
                log.record("completion(\(status))")
            })
    }

    @Test("a TaskBoard callback executor's success runs the same sequence as an async executor's")
    func taskBoardSuccess() async {
        let motherboard = makeMotherboard(log) { makeTaskBoard($0) { work, done in done(.success(work.name)) } }
        motherboard.activateBoard("task", withOption: Work.named("a"))
        await log.waitFor("board.complete(true)")
        #expect(
            log.events == [
                "processing(true)", "start a on task", "success(a)", "output(a)", "processing(false)",
                "completion(done)", "board.complete(true)",
            ])
    }

    @Test("a TaskBoard callback executor's failure reaches the error handler once and completes with false")
    func taskBoardFailure() async {
        let motherboard = makeMotherboard(log) { id in
            makeTaskBoard(id) { work, done in done(.failure(TestError.failed(work.name))) }
        }
        motherboard.activateBoard("task", withOption: Work.named("a"))
        await log.waitFor("board.complete(false)")
        #expect(
            log.events == [
                "processing(true)", "start a on task", "error(failed a)", "processing(false)", "completion(failed)",
                "board.complete(false)",
            ])
    }

    @Test("a second call of a TaskBoard executor's completion is a diagnostic, not a second delivery")
    func taskBoardSecondCompletion() async {
        let motherboard = makeMotherboard(log) { id in
            makeTaskBoard(id) { work, done in
                done(.success(work.name))
                done(.success("again"))
                done(.failure(TestError.failed("again")))
            }
        }
        motherboard.activateBoard("task", withOption: Work.named("a"))
        await log.waitFor("board.complete(true)")
        await log.waitFor(count: 2, prefixed: "diagnostic")
        #expect(log.events(prefixed: "output") == ["output(a)"])
        #expect(log.events(prefixed: "success") == ["success(a)"])
        #expect(log.events(prefixed: "error").isEmpty)
        #expect(log.events(prefixed: "completion") == ["completion(done)"])
        #expect(
            log.events(prefixed: "diagnostic")
                == Array(
                    repeating: "diagnostic: board 'task': the executor's completion called after the activation had "
                        + "ended; the call was ignored", count: 2))
    }

    @Test("a BlockTaskBoard callback executor delivers success and failure once each, with onProcessing")
    func blockTaskBoard() async {
        let log = log
        let motherboard = makeMotherboard(log) { id in
            keeper.keep(
                BlockTaskBoard<Work, String>(identifier: id, executingType: .queue) { board, work, completion in
                    log.record("start \(work.name) on \(board.identifier)")
                    DispatchQueue.global().async {
                        completion(work.fails ? .failure(TestError.failed(work.name)) : .success(work.name))
                        completion(.success("again"))
                    }
                })
        }
        for work in [Work.named("a"), Work.named("b", fails: true)] {
            let parameter = BlockTaskParameter<Work, String>(input: work)
                .onProcessing { log.record("\(work.name).processing(\($0))") }
                .onSuccess { log.record("\(work.name).success(\($0))") }
                .onError { log.record("\(work.name).error(\($0))") }
                .onCompletion { log.record("\(work.name).completion(\($0))") }
            motherboard.activateBoard("task", withOption: parameter)
        }
        await log.waitFor("board.complete(false)")
        await log.waitFor(count: 2, prefixed: "diagnostic")
        #expect(
            log.events(prefixed: "a.") == [
                "a.processing(true)", "a.success(a)", "a.processing(false)", "a.completion(done)",
            ])
        #expect(
            log.events(prefixed: "b.") == [
                "b.processing(true)", "b.error(failed b)", "b.processing(false)", "b.completion(failed)",
            ])
        #expect(log.events(prefixed: "start") == ["start a on task", "start b on task"])
        #expect(log.events(prefixed: "output") == ["output(a)"])
        #expect(log.events(prefixed: "board.complete") == ["board.complete(false)"])
    }

    /// A motherboard with a callback-style result-task board "result" whose outputs are recorded.
    func makeResultMotherboard(
        calls: @escaping @Sendable (Work, @escaping ResultTaskBoard<Work, String, TestError>.ExecutorCallback) -> Void
    ) -> Motherboard {
        let log = log
        let keeper = keeper
        let motherboard = makeMotherboard(log, id: "result") { id in
            keeper.keep(
                ResultTaskBoard<Work, String, TestError>(identifier: id) { work, callback in
                    log.record("start \(work.name)")
                    DispatchQueue.global().async { calls(work, callback) }
                })
        }
        motherboard.registerFlow(matchedIdentifiers: ["result"], outputType: Outcome.self) {
            log.record("result \($0)")
        }
        return motherboard
    }

    @Test("a ResultTaskBoard callback executor delivers progress, then success, once each; later calls are diagnostics")
    func resultTaskBoardProgressAndSuccess() async {
        let motherboard = makeResultMotherboard { work, callback in
            callback(.progress(fractionCompleted: 0.5))
            callback(.success(work.name))
            callback(.progress(1))
            callback(.failure(.failed(work.name)))
        }
        motherboard.activateBoard("result", withOption: Work.named("a"))
        await log.waitFor("board.complete(true)")
        await log.waitFor(count: 2, prefixed: "diagnostic")
        #expect(log.events(prefixed: "result") == ["result progress(0.5)", "result success(\"a\")"])
        #expect(
            log.events(prefixed: "diagnostic")
                == Array(
                    repeating: "diagnostic: board 'result': the executor's callback called after the activation had "
                        + "ended; the call was ignored", count: 2))
    }

    @Test("a ResultTaskBoard callback executor's failure and cancel each end the activation with false")
    func resultTaskBoardFailureAndCancel() async {
        let motherboard = makeResultMotherboard { work, callback in
            callback(work.fails ? .failure(.failed(work.name)) : .cancel)
        }
        motherboard.activateBoard("result", withOption: Work.named("a", fails: true))
        await log.waitFor(count: 1, prefixed: "board.complete")
        motherboard.activateBoard("result", withOption: Work.named("b"))
        await log.waitFor(count: 2, prefixed: "board.complete")
        #expect(log.events(prefixed: "result") == ["result failure(failed a)", "result cancel"])
        #expect(log.events(prefixed: "board.complete") == ["board.complete(false)", "board.complete(false)"])
        #expect(log.events(prefixed: "diagnostic").isEmpty)
    }

    /// A task board with an `async` executor behind gates and the given busy policy (`nil`: the default).
    func makeGatedTaskBoard(_ id: BoardID, whileBusy: TaskBoardBusyPolicy?, log: EventLog) -> TaskBoard<Work, String> {
        let executor = recordingExecutor(log)
        let completion: @MainActor (TaskBoard<Work, String>, TaskCompletionStatus) -> Void = { _, status in
            log.record("completion(\(status))")
        }
        guard let whileBusy else {
            return TaskBoard(identifier: id, executor: executor, completionHandler: completion)
        }
        return TaskBoard(identifier: id, whileBusy: whileBusy, executor: executor, completionHandler: completion)
    }

    @Test("whileBusy: .drop drops an activation that arrives while busy and reports it; nothing of it runs")
    func dropWhileBusy() async {
        let gate = Gate()
        let log = log
        let motherboard = makeMotherboard(log) { makeGatedTaskBoard($0, whileBusy: .drop, log: log) }
        motherboard.activateBoard("task", withOption: Work.named("a", gate: gate))
        motherboard.activateBoard("task", withOption: Work.named("b"))
        #expect(
            log.events(prefixed: "diagnostic") == [
                "diagnostic: board 'task': busy with another activation (busy policy .drop); the new activation was "
                    + "dropped"
            ])
        await log.waitFor("start a")
        await gate.open()
        await log.waitFor("board.complete(true)")
        #expect(log.events(prefixed: "start") == ["start a"])
        #expect(log.events(prefixed: "output") == ["output(A)"])
        #expect(log.events(prefixed: "completion") == ["completion(done)"])
        motherboard.activateBoard("task", withOption: Work.named("c"))
        await log.waitFor(count: 2, prefixed: "board.complete")
        #expect(log.events(prefixed: "start") == ["start a", "start c"])
        #expect(log.events(prefixed: "diagnostic").count == 1)
    }

    @Test("by default, as with whileBusy: .queue, an activation that arrives while busy is queued and runs after")
    func queueByDefault() async {
        for policy in [nil, TaskBoardBusyPolicy.queue] {
            let log = EventLog()
            let gate = Gate()
            let motherboard = makeMotherboard(log) { makeGatedTaskBoard($0, whileBusy: policy, log: log) }
            motherboard.activateBoard("task", withOption: Work.named("a", gate: gate))
            motherboard.activateBoard("task", withOption: Work.named("b"))
            await log.waitFor("start a")
            await gate.open()
            await log.waitFor("board.complete(true)")
            #expect(log.events(prefixed: "start") == ["start a", "start b"])
            #expect(log.events(prefixed: "output") == ["output(A)", "output(B)"])
            #expect(log.events(prefixed: "completion") == ["completion(done)", "completion(done)"])
            #expect(log.events(prefixed: "diagnostic").isEmpty)
        }
    }
}
