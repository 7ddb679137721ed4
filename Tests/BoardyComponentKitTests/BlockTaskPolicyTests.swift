import Boardy
import BoardyComponentKit
import Testing

@MainActor
@Suite("BlockTaskBoard executing types", .timeLimit(.minutes(10)))
struct BlockTaskPolicyTests {
    let log = EventLog()

    func sequence(of name: String) -> [String] {
        log.events(prefixed: "\(name).")
    }

    @Test(".default runs every activation at once and concurrently, each with its own callbacks")
    func defaultRunsConcurrently() async {
        let gates = [Gate(), Gate(), Gate()]
        let motherboard = makeBlockTaskMotherboard(log, executingType: .default)
        for (name, gate) in zip(["a", "b", "c"], gates) {
            motherboard.activateTracked(.named(name, gate: gate), log)
        }
        await log.waitFor(count: 3, prefixed: "start")
        #expect(log.peakConcurrency == 3)
        for gate in gates.reversed() {
            await gate.open()
        }
        await log.waitFor("board.complete(true)")
        for name in ["a", "b", "c"] {
            let upper = name.uppercased()
            #expect(
                sequence(of: name) == [
                    "\(name).progress(true)", "\(name).success(\(upper))", "\(name).progress(false)",
                    "\(name).completion(done)",
                ])
            let success = log.index(of: "\(name).success(\(upper))") ?? .max
            let output = log.index(of: "output(\(upper))") ?? -1
            #expect(output == success + 1)
        }
        #expect(log.events(prefixed: "start").count == 3)
        #expect(log.events(prefixed: "board.complete") == ["board.complete(true)"])
        #expect(log.events.last == "board.complete(true)")
    }

    @Test(".latest cancels the running activation mid-flight, then runs the new one")
    func latestCancelsRunning() async {
        let motherboard = makeBlockTaskMotherboard(log, executingType: .latest)
        motherboard.activateTracked(.named("a", gate: Gate()), log)
        await log.waitFor("start a")
        motherboard.activateTracked(.named("b"), log)
        #expect(Array(log.events.suffix(3)) == ["a.progress(false)", "a.completion(cancelled)", "b.progress(true)"])
        await log.waitFor("board.complete(true)")
        await log.waitFor("interrupted a")
        #expect(sequence(of: "a") == ["a.progress(true)", "a.progress(false)", "a.completion(cancelled)"])
        #expect(sequence(of: "b") == ["b.progress(true)", "b.success(B)", "b.progress(false)", "b.completion(done)"])
        #expect(log.events(prefixed: "output") == ["output(B)"])
        #expect(log.events(prefixed: "board.complete") == ["board.complete(true)"])
    }

    @Test(".latest cancels an activation that has not started yet without running its executor")
    func latestCancelsBeforeStart() async {
        let motherboard = makeBlockTaskMotherboard(log, executingType: .latest)
        motherboard.activateTracked(.named("a"), log)
        motherboard.activateTracked(.named("b"), log)
        motherboard.activateTracked(.named("c"), log)
        await log.waitFor("board.complete(true)")
        #expect(log.events(prefixed: "start") == ["start c"])
        #expect(log.events(prefixed: "a.completion") == ["a.completion(cancelled)"])
        #expect(log.events(prefixed: "b.completion") == ["b.completion(cancelled)"])
        #expect(log.events(prefixed: "output") == ["output(C)"])
    }

    @Test(".only rejects an activation while busy with completion(.cancelled) only and a diagnostic")
    func onlyRejectsWhileBusy() async {
        let gate = Gate()
        let motherboard = makeBlockTaskMotherboard(log, executingType: .only)
        motherboard.activateTracked(.named("a", gate: gate), log)
        await log.waitFor("start a")
        motherboard.activateTracked(.named("b"), log)
        #expect(sequence(of: "b") == ["b.completion(cancelled)"])
        #expect(
            log.events(prefixed: "diagnostic") == [
                "diagnostic: board 'task': busy with another activation (executing type .only); "
                    + "the new activation was cancelled"
            ])
        await gate.open()
        await log.waitFor("board.complete(true)")
        #expect(log.events(prefixed: "start") == ["start a"])
        #expect(sequence(of: "a") == ["a.progress(true)", "a.success(A)", "a.progress(false)", "a.completion(done)"])
    }

    @Test(".onlyResult runs one executor and gives its result to every waiting activation in order")
    func onlyResultSharesResult() async {
        let gate = Gate()
        let motherboard = makeBlockTaskMotherboard(log, executingType: .onlyResult)
        motherboard.activateTracked(.named("a", gate: gate), log)
        await log.waitFor("start a")
        motherboard.activateTracked(.named("b"), log)
        motherboard.activateTracked(.named("c"), log)
        #expect(Array(log.events.suffix(2)) == ["b.progress(true)", "c.progress(true)"])
        await gate.open()
        await log.waitFor("board.complete(true)")
        #expect(log.events(prefixed: "start") == ["start a"])
        let delivery = log.events.drop { $0 != "a.success(A)" }
        #expect(
            Array(delivery) == [
                "a.success(A)", "output(A)", "a.progress(false)", "a.completion(done)",
                "b.success(A)", "output(A)", "b.progress(false)", "b.completion(done)",
                "c.success(A)", "output(A)", "c.progress(false)", "c.completion(done)",
                "board.complete(true)",
            ])
    }

    @Test(".onlyResult shares a failure with every waiting activation")
    func onlyResultSharesFailure() async {
        let gate = Gate()
        let motherboard = makeBlockTaskMotherboard(log, executingType: .onlyResult)
        motherboard.activateTracked(.named("a", gate: gate, fails: true), log)
        await log.waitFor("start a")
        motherboard.activateTracked(.named("b"), log)
        await gate.open()
        await log.waitFor("board.complete(false)")
        #expect(
            sequence(of: "b") == [
                "b.progress(true)", "b.error(failed a)", "b.progress(false)", "b.completion(failed)",
            ])
        #expect(log.events(prefixed: "output").isEmpty)
    }

    @Test(".queue runs one at a time; the next starts after the previous terminal delivery")
    func queueIsSerial() async {
        let gate = Gate()
        let motherboard = makeBlockTaskMotherboard(log, executingType: .queue)
        motherboard.activateTracked(.named("a", gate: gate), log)
        motherboard.activateTracked(.named("b"), log)
        motherboard.activateTracked(.named("c"), log)
        await log.waitFor("start a")
        await gate.open()
        await log.waitFor("board.complete(true)")
        #expect(log.events(prefixed: "start") == ["start a", "start b", "start c"])
        #expect(log.peakConcurrency == 1)
        #expect((log.index(of: "a.completion(done)") ?? .max) < (log.index(of: "start b") ?? -1))
        #expect((log.index(of: "b.completion(done)") ?? .max) < (log.index(of: "start c") ?? -1))
        #expect(log.events(prefixed: "output") == ["output(A)", "output(B)", "output(C)"])
        #expect(log.events(prefixed: "board.complete") == ["board.complete(true)"])
    }

    @Test(".queue defers the board's completion when a success handler activates again")
    func queueReentrantActivation() async {
        let motherboard = makeBlockTaskMotherboard(log, executingType: .queue)
        let log = log
        let first = BlockTaskParameter.tracked(.named("a"), log).onSuccess { _ in
            motherboard.activateTracked(.named("b"), log)
        }
        motherboard.activateBoard("task", withOption: first)
        await log.waitFor("board.complete(true)")
        #expect(log.events(prefixed: "start") == ["start a", "start b"])
        #expect(log.events(prefixed: "board.complete") == ["board.complete(true)"])
        #expect(log.events.last == "board.complete(true)")
    }

    @Test(".concurrent(max:) runs at most max executors; the others wait in order")
    func concurrentLimit() async {
        let gates = [Gate(), Gate(), Gate(), Gate()]
        let motherboard = makeBlockTaskMotherboard(log, executingType: .concurrent(max: 2))
        for (name, gate) in zip(["a", "b", "c", "d"], gates) {
            motherboard.activateTracked(.named(name, gate: gate), log)
        }
        await log.waitFor(count: 2, prefixed: "start")
        await gates[0].open()
        await log.waitFor("start c")
        #expect((log.index(of: "a.completion(done)") ?? .max) < (log.index(of: "start c") ?? -1))
        await gates[1].open()
        await log.waitFor("start d")
        await gates[2].open()
        await gates[3].open()
        await log.waitFor("board.complete(true)")
        #expect(log.events(prefixed: "start") == ["start a", "start b", "start c", "start d"])
        #expect(log.peakConcurrency == 2)
        #expect(log.events(prefixed: "output").count == 4)
    }

    @Test(".concurrent(max: 0) is clamped to one executor at a time")
    func concurrentClamp() async {
        let gate = Gate()
        let motherboard = makeBlockTaskMotherboard(log, executingType: .concurrent(max: 0))
        motherboard.activateTracked(.named("a", gate: gate), log)
        motherboard.activateTracked(.named("b"), log)
        await log.waitFor("start a")
        await gate.open()
        await log.waitFor("board.complete(true)")
        #expect(log.peakConcurrency == 1)
        #expect(BlockTaskExecutingType.concurrent == .concurrent(max: 3))
    }

    @Test("an error runs onError, onProgress(false), onCompletion(.failed), then completes with false")
    func errorSequence() async {
        let motherboard = makeBlockTaskMotherboard(log, executingType: .default)
        motherboard.activateTracked(.named("a", fails: true), log)
        await log.waitFor("board.complete(false)")
        #expect(
            sequence(of: "a") == [
                "a.progress(true)", "a.error(failed a)", "a.progress(false)", "a.completion(failed)",
            ])
        #expect(log.events(prefixed: "output").isEmpty)
    }

    @Test("the board completes with the outcome of the last terminal delivery")
    func completionFollowsLastDelivery() async {
        let gate = Gate()
        let motherboard = makeBlockTaskMotherboard(log, executingType: .default)
        motherboard.activateTracked(.named("a", gate: gate), log)
        motherboard.activateTracked(.named("b", fails: true), log)
        await log.waitFor("b.completion(failed)")
        await gate.open()
        await log.waitFor("board.complete(true)")
        #expect(log.events(prefixed: "board.complete") == ["board.complete(true)"])
    }

    @Test("the executor runs on the graph's actor, in a task of its own when nobody awaits the activation")
    func executorRunsOnGraphActor() async {
        let log = log
        let motherboard = makeMotherboard(log) { id in
            BlockTaskBoard<Work, String>(identifier: id) { work in
                log.record("start \(work.name) on main: \(#isolation === MainActor.shared)")
                return work.name
            }
        }
        motherboard.activateTracked(.named("a"), log)
        #expect(log.events == ["a.progress(true)"], "the executor starts after the activation returns")
        await log.waitFor("board.complete(true)")
        #expect(Array(log.events.prefix(2)) == ["a.progress(true)", "start a on main: true"])
    }
}
