import Boardy
import BoardyComponentKit
import Testing

@MainActor
@Suite("ResultTaskBoard", .timeLimit(.minutes(10)))
struct ResultTaskBoardTests {
    typealias Outcome = BoardResult<String, TestError>

    let log = EventLog()

    /// A motherboard with a result-task board "result" whose outputs are recorded as `result <output>`.
    func makeResultMotherboard(
        box: WeakBox<ResultTaskBoard<Work, String, TestError>> = WeakBox(),
        executor: @escaping ResultTaskBoard<Work, String, TestError>.Executor
    ) -> Motherboard {
        let log = log
        let motherboard = makeMotherboard(log, id: "result") { id in
            box.hold(ResultTaskBoard(identifier: id, executor: executor))
        }
        motherboard.registerFlow(matchedIdentifiers: ["result"], outputType: Outcome.self) {
            log.record("result \($0)")
        }
        return motherboard
    }

    /// Reports 0.25, 0.5 and 1, waits behind the gate, then succeeds (or fails).
    func progressingExecutor() -> ResultTaskBoard<Work, String, TestError>.Executor {
        let log = log
        return { work, progress in
            log.record("start \(work.name)")
            progress.report(0.25)
            progress.report(0.5)
            do {
                try await work.gate?.wait()
            } catch {
                log.record("interrupted \(work.name)")
                return .success("late")
            }
            progress.report(1)
            log.record("exit \(work.name)")
            return work.fails ? .failure(.failed(work.name)) : .success(work.name.uppercased())
        }
    }

    @Test("progress reports arrive in order before the success, then the board completes with true")
    func progressThenSuccess() async {
        let motherboard = makeResultMotherboard(executor: progressingExecutor())
        motherboard.activateBoard("result", withOption: Work.named("a"))
        await log.waitFor("board.complete(true)")
        #expect(
            log.events(prefixed: "result") == [
                "result progress(0.25)", "result progress(0.5)", "result progress(1.0)", "result success(\"A\")",
            ])
        #expect(log.events.last == "board.complete(true)")
    }

    @Test("a failure is sent as .failure and the board completes with false")
    func failure() async {
        let motherboard = makeResultMotherboard(executor: progressingExecutor())
        motherboard.activateBoard("result", withOption: Work.named("a", fails: true))
        await log.waitFor("board.complete(false)")
        #expect(log.events(prefixed: "result").last == "result failure(failed a)")
    }

    @Test("cancel sends .cancel, cancels the executor, discards its late result and completes with false")
    func cancel() async {
        let box = WeakBox<ResultTaskBoard<Work, String, TestError>>()
        let motherboard = makeResultMotherboard(box: box, executor: progressingExecutor())
        motherboard.activateBoard("result", withOption: Work.named("a", gate: Gate()))
        await log.waitFor("result progress(0.5)")
        #expect(box.value?.isProcessing == true)
        box.value?.cancel()
        #expect(Array(log.events.suffix(2)) == ["result cancel", "board.complete(false)"])
        await log.waitFor("interrupted a")
        #expect(log.events(prefixed: "result") == ["result progress(0.25)", "result progress(0.5)", "result cancel"])
    }

    @Test("activations while one runs are queued and run one at a time")
    func queueing() async {
        let gate = Gate()
        let box = WeakBox<ResultTaskBoard<Work, String, TestError>>()
        let motherboard = makeResultMotherboard(box: box, executor: progressingExecutor())
        motherboard.activateBoard("result", withOption: Work.named("a", gate: gate))
        motherboard.activateBoard("result", withOption: Work.named("b"))
        await log.waitFor("start a")
        #expect(box.value?.queuedActivationCount == 1)
        await gate.open()
        await log.waitFor("board.complete(true)")
        #expect(log.events(prefixed: "start") == ["start a", "start b"])
        #expect(log.events(prefixed: "result success") == ["result success(\"A\")", "result success(\"B\")"])
        #expect((log.index(of: "result success(\"A\")") ?? .max) < (log.index(of: "start b") ?? -1))
        #expect(log.events(prefixed: "board.complete") == ["board.complete(true)"])
    }

    @Test("the throwing initializer maps errors to .failure and CancellationError to .cancel")
    func throwingExecutor() async {
        let log = log
        let motherboard = makeMotherboard(log, id: "result") { id in
            ResultTaskBoard<Work, String, any Error>(identifier: id) { work, _ in
                if work.fails { throw TestError.failed(work.name) }
                if work.name == "stop" { throw CancellationError() }
                return work.name
            }
        }
        motherboard.registerFlow(matchedIdentifiers: ["result"], outputType: BoardResult<String, any Error>.self) {
            switch $0 {
            case let .failure(error): log.record("failure \(error)")
            case .cancel: log.record("cancel")
            default: log.record("other")
            }
        }
        motherboard.activateBoard("result", withOption: Work.named("a", fails: true))
        await log.waitFor("board.complete(false)")
        motherboard.activateBoard("result", withOption: Work.named("stop"))
        await log.waitFor(count: 2, prefixed: "board.complete(false)")
        #expect(Array(log.events.filter { !$0.hasPrefix("board") }) == ["failure failed a", "cancel"])
    }

    @Test("the executor runs on the graph's actor, in a task started after the activation returns")
    func executorRunsOnGraphActor() async {
        let log = log
        let motherboard = makeResultMotherboard { work, _ in
            log.record("start \(work.name) on main: \(#isolation === MainActor.shared)")
            return .success(work.name)
        }
        motherboard.activateBoard("result", withOption: Work.named("a"))
        log.record("activated")
        await log.waitFor("board.complete(true)")
        #expect(
            log.events == ["activated", "start a on main: true", "result success(\"a\")", "board.complete(true)"])
    }

    @Test("BoardResult knows which outputs are terminal")
    func terminalOutputs() {
        #expect(!Outcome.progress(0.5).isTerminal)
        #expect(Outcome.success("a").isTerminal)
        #expect(Outcome.failure(.failed("a")).isTerminal)
        #expect(Outcome.cancel.isTerminal)
    }
}
