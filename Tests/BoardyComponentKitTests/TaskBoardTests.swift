import Boardy
import BoardyComponentKit
import Testing

@MainActor
@Suite("TaskBoard", .timeLimit(.minutes(10)))
struct TaskBoardTests {
    let log = EventLog()

    /// A task board whose handlers record into the log.
    func makeBoard(_ id: BoardID, withErrorHandler: Bool = true) -> TaskBoard<Work, String> {
        let log = log
        return TaskBoard<Work, String>(identifier: id, executor: recordingExecutor(log)) { _, value in
            log.record("success(\(value))")
        } processingHandler: { board, isProcessing in
            log.record("processing(\(isProcessing)) isProcessing=\(board.isProcessing)")
        } errorHandler: { _, error in
            log.record("error(\(error))")
        } completionHandler: { _, status in
            log.record("completion(\(status))")
        }
    }

    @Test("a success runs processing, the executor, success, output, processing(false), completion, then completes")
    func successSequence() async {
        let motherboard = makeMotherboard(log) { makeBoard($0) }
        motherboard.activateBoard("task", withOption: Work.named("a"))
        await log.waitFor("board.complete(true)")
        #expect(
            log.events == [
                "processing(true) isProcessing=true",
                "start a",
                "exit a",
                "success(A)",
                "output(A)",
                "processing(false) isProcessing=false",
                "completion(done)",
                "board.complete(true)",
            ])
        #expect(motherboard.board(withIdentifier: "task") == nil)
    }

    @Test("a failure runs the error handler, then processing(false), completion(.failed) and complete(false)")
    func failureSequence() async {
        let motherboard = makeMotherboard(log) { makeBoard($0) }
        motherboard.activateBoard("task", withOption: Work.named("a", fails: true))
        await log.waitFor("board.complete(false)")
        #expect(
            log.events.filter { !$0.hasPrefix("start") && !$0.hasPrefix("exit") } == [
                "processing(true) isProcessing=true",
                "error(failed a)",
                "processing(false) isProcessing=false",
                "completion(failed)",
                "board.complete(false)",
            ])
        #expect(log.events(prefixed: "output").isEmpty)
    }

    @Test("activations while busy are queued and run one at a time in order; the board completes once")
    func queueing() async {
        let gate = Gate()
        let box = WeakBox<TaskBoard<Work, String>>()
        let motherboard = makeMotherboard(log) { box.hold(makeBoard($0)) }
        motherboard.activateBoard("task", withOption: Work.named("a", gate: gate))
        motherboard.activateBoard("task", withOption: Work.named("b"))
        motherboard.activateBoard("task", withOption: Work.named("c"))
        await log.waitFor("start a")
        #expect(box.value?.isProcessing == true)
        #expect(box.value?.hasPendingActivations == true)
        await gate.open()
        await log.waitFor("board.complete(true)")
        #expect(log.events(prefixed: "start") == ["start a", "start b", "start c"])
        #expect(log.events(prefixed: "output") == ["output(A)", "output(B)", "output(C)"])
        #expect(log.events(prefixed: "completion") == ["completion(done)", "completion(done)", "completion(done)"])
        #expect(log.events(prefixed: "board.complete") == ["board.complete(true)"])
        #expect(log.peakConcurrency == 1)
        let firstDone = log.index(of: "completion(done)") ?? .max
        #expect(firstDone < (log.index(of: "start b") ?? -1))
    }

    @Test("the executor runs on the graph's actor, in a task started after the activation returns")
    func executorRunsOnGraphActor() async {
        let log = log
        let motherboard = makeMotherboard(log) { id in
            TaskBoard<Work, String>(identifier: id) { work in
                log.record("start \(work.name) on main: \(#isolation === MainActor.shared)")
                return work.name
            }
        }
        motherboard.activateBoard("task", withOption: Work.named("a"))
        log.record("activated")
        await log.waitFor("board.complete(true)")
        #expect(log.events == ["activated", "start a on main: true", "output(a)", "board.complete(true)"])
    }

    @Test("the board is released once it has completed")
    func releasedAfterCompletion() async {
        let box = WeakBox<TaskBoard<Work, String>>()
        let motherboard = makeMotherboard(log) { box.hold(makeBoard($0)) }
        motherboard.activateBoard("task", withOption: Work.named("a"))
        #expect(box.value != nil)
        await log.waitFor("board.complete(true)")
        #expect(motherboard.boardCount == 0)
        #expect(box.value == nil)
    }

    @Test("without an error handler a failure is reported as a diagnostic")
    func unhandledErrorIsReported() async {
        let motherboard = makeMotherboard(log) { id in
            TaskBoard<Work, String>(identifier: id, executor: recordingExecutor(log))
        }
        motherboard.activateBoard("task", withOption: Work.named("a", fails: true))
        await log.waitFor("board.complete(false)")
        #expect(
            log.events(prefixed: "diagnostic") == [
                "diagnostic: board 'task': the task failed and no error handler was set: failed a"
            ])
    }

    @Test("cancelAll cancels the running executor and the queued activations, then completes with false")
    func cancelAll() async {
        let gate = Gate()
        let box = WeakBox<TaskBoard<Work, String>>()
        let motherboard = makeMotherboard(log) { box.hold(makeBoard($0)) }
        motherboard.activateBoard("task", withOption: Work.named("a", gate: gate))
        motherboard.activateBoard("task", withOption: Work.named("b"))
        await log.waitFor("start a")
        box.value?.cancelAll()
        #expect(
            log.events.suffix(4) == [
                "processing(false) isProcessing=false",
                "completion(cancelled)",
                "completion(cancelled)",
                "board.complete(false)",
            ])
        await log.waitFor("interrupted a")
        #expect(log.events(prefixed: "start") == ["start a"])
        #expect(log.events(prefixed: "success").isEmpty)
    }

    @Test("bypassing the gateway is on by default and can be turned off")
    func gatewayBypass() async {
        let producer = BoardProducer()
        producer.registerBoard("open") { TaskBoard<Work, String>(identifier: $0, executor: recordingExecutor(log)) }
        producer.registerBoard("guarded") {
            TaskBoard<Work, String>(identifier: $0, allowsBypassingGateway: false, executor: recordingExecutor(log))
        }
        producer.registerGatewayBoard(.wildcard) { ClosedGateBoard(identifier: $0, log: log) }
        let motherboard = Motherboard(boardProducer: producer)
        motherboard.diagnosticHandler = { log.record("diagnostic: \($0)") }
        motherboard.registerCompletionFlow(matchedIdentifiers: ["open"]) { log.record("open.complete(\($0))") }
        motherboard.activateBoard("open", withOption: Work.named("a"))
        motherboard.activateBoard("guarded", withOption: Work.named("b"))
        await log.waitFor("open.complete(true)")
        #expect(log.events.contains("gate guarded.___GATEWAY___"))
        #expect(!log.events.contains("start b"))
        #expect(log.events(prefixed: "diagnostic").isEmpty)
    }
}
