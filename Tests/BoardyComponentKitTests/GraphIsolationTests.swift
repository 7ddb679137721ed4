import Boardy
import BoardyComponentKit
import Dispatch
import ShopTestSupport
import Testing

/// Where executors run when the board graph belongs to an actor other than the main actor.
@Suite("Graph isolation", .timeLimit(.minutes(10)))
struct GraphIsolationTests {
    @Test("a graph created on an actor runs an unawaited activation's executor on that actor, after the activation")
    func executorRunsOnOwningActor() async {
        let owner = QueueActor(label: "graph")
        let events = await owner.run { owner in
            let log = EventLog()
            let motherboard = makeMotherboard(log) { id in
                BlockTaskBoard<Work, String>(identifier: id) { work in
                    log.record("start \(work.name) on owner: \(owner.executor.isCurrent)")
                    return work.name
                }
            }
            #expect(motherboard.isolation === owner)
            motherboard.activateBoard("task", withOption: Work.named("a"))
            log.record("activated")
            await log.waitFor("board.complete(true)")
            return log.events
        }
        #expect(events == ["activated", "start a on owner: true", "output(a)", "board.complete(true)"])
    }

    @Test("an awaited run executes in the awaiting task on the owning actor: no task is created, no thread crossed")
    func awaitedRunExecutesInline() async throws {
        let owner = QueueActor(label: "inline")
        let answer = try await owner.run { owner in
            let log = EventLog()
            let callerTask = withUnsafeCurrentTask { $0?.hashValue }
            let motherboard = makeMotherboard(log) { id in
                BlockTaskBoard<Work, String>(identifier: id) { work in
                    let sameTask = withUnsafeCurrentTask { $0?.hashValue } == callerTask
                    return "\(work.name) same task: \(sameTask), on owner: \(owner.executor.isCurrent)"
                }
            }
            return try await motherboard.blockActivation("task", with: BlockTaskParameter<Work, String>.self)
                .run(.named("a"))
        }
        #expect(answer == "a same task: true, on owner: true")
    }

    @Test("a @concurrent executor runs off the owning actor and its result comes back to the graph")
    func concurrentExecutorRunsOffActor() async throws {
        let owner = QueueActor(label: "concurrent")
        let answer = try await owner.run { owner in
            let log = EventLog()
            let queue = owner.executor
            let motherboard = makeMotherboard(log) { id in
                BlockTaskBoard<Work, String>(identifier: id) { @concurrent work in
                    "\(work.name) on owner: \(queue.isCurrent)"
                }
            }
            let value = try await motherboard.blockActivation("task", with: BlockTaskParameter<Work, String>.self)
                .run(.named("a"))
            await log.waitFor("board.complete(true)")
            #expect(owner.executor.isCurrent, "the result is delivered back on the owning actor")
            return value
        }
        #expect(answer == "a on owner: false")
    }

    @Test("@concurrent executors of one graph run in parallel: two meet while each holds a thread")
    func concurrentExecutorsRunInParallel() async {
        let owner = QueueActor(label: "parallel")
        let arrivals = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
        let outputs = await owner.run { _ in
            let log = EventLog()
            let motherboard = makeMotherboard(log) { id in
                BlockTaskBoard<Work, String>(identifier: id) { @concurrent work in
                    // Each signals its own arrival and waits, blocking its thread, for the other's: only two
                    // executors running at the same time on two threads both meet. The wait is long because in the
                    // full suite other tests may hold the pool's other thread for seconds before `b` gets it.
                    let (mine, other) = work.name == "a" ? (arrivals.0, arrivals.1) : (arrivals.1, arrivals.0)
                    mine.signal()
                    let met = other.wait(timeout: .now() + .seconds(90)) == .success
                    other.signal()
                    return "\(work.name) met: \(met)"
                }
            }
            motherboard.activateBoard("task", withOption: Work.named("a"))
            motherboard.activateBoard("task", withOption: Work.named("b"))
            await log.waitFor("board.complete(true)")
            return log.events(prefixed: "output").sorted()
        }
        #expect(outputs == ["output(a met: true)", "output(b met: true)"])
    }

    @Test("two actors drive graphs of their own at the same time, each executor on its own actor")
    func twoActorsAtOnce() async throws {
        let first = QueueActor(label: "first")
        let second = QueueActor(label: "second")
        async let firstCounts = Self.runMany(on: first)
        async let secondCounts = Self.runMany(on: second)
        let (a, b) = try await (firstCounts, secondCounts)
        #expect(a == [true: 50])
        #expect(b == [true: 50])
    }

    /// Runs 50 awaited activations on a graph owned by `owner`; counts executors by whether they ran on it.
    private static func runMany(on owner: QueueActor) async throws -> [Bool: Int] {
        try await owner.run { owner in
            let log = EventLog()
            var counts: [Bool: Int] = [:]
            let motherboard = makeMotherboard(log) { id in
                BlockTaskBoard<Work, String>(identifier: id, executingType: .concurrent(max: 4)) { work in
                    counts[owner.executor.isCurrent, default: 0] += 1
                    await Task.yield()
                    return work.name
                }
            }
            let activation = motherboard.blockActivation("task", with: BlockTaskParameter<Work, String>.self)
            for index in 0..<50 {
                _ = try await activation.run(.named("w\(index)"))
            }
            return counts
        }
    }

    @Test("cancelling a run queued behind another throws CancellationError and its executor never runs")
    func cancellingQueuedRun() async {
        let owner = QueueActor(label: "cancel")
        let gate = Gate()
        let (started, startedContinuation) = AsyncStream.makeStream(of: Void.self)
        let driver = Task {
            await owner.run { _ in
                let log = EventLog()
                let motherboard = makeMotherboard(log) { id in
                    BlockTaskBoard<Work, String>(identifier: id, executingType: .queue) { work in
                        log.record("start \(work.name)")
                        startedContinuation.yield()
                        try await work.gate?.wait()
                        return work.name
                    }
                }
                motherboard.activateBoard("task", withOption: Work.named("a", gate: gate))
                do {
                    _ = try await motherboard.blockActivation("task", with: BlockTaskParameter<Work, String>.self)
                        .run(.named("b"))
                    log.record("b returned")
                } catch {
                    log.record("b threw \(type(of: error))")
                }
                await gate.open()
                await log.waitFor("board.complete(true)")
                return log.events
            }
        }
        for await _ in started { break }
        driver.cancel()
        let events = await driver.value
        #expect(events.contains("b threw CancellationError"))
        #expect(!events.contains("start b"))
        #expect(events.last == "board.complete(true)")
    }
}
