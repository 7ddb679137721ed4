import Boardy
import BoardyComponentKit
import Dispatch
import Testing

/// A task executor backed by one serial dispatch queue; code can ask whether it is running there.
final class QueueTaskExecutor: TaskExecutor, @unchecked Sendable {
    // Safety: both properties are immutable after init, and dispatch queues and specific keys are thread-safe.
    private let queue = DispatchQueue(label: "QueueTaskExecutor")
    private let key = DispatchSpecificKey<Bool>()

    init() {
        queue.setSpecific(key: key, value: true)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }

    /// Whether the caller runs on this executor's queue.
    var isCurrent: Bool {
        DispatchQueue.getSpecific(key: key) == true
    }
}

@MainActor
@Suite("Task executor preference", .timeLimit(.minutes(1)))
struct TaskExecutorPreferenceTests {
    let log = EventLog()

    @Test("a BlockTaskBoard given a task executor runs its executor there and delivers on the main actor")
    func blockTaskBoardRunsOnPreferredExecutor() async throws {
        let preferred = QueueTaskExecutor()
        let motherboard = makeMotherboard(log) { id in
            BlockTaskBoard<Int, String>(identifier: id, taskExecutor: preferred) { input in
                preferred.isCurrent ? "preferred \(input)" : "elsewhere \(input)"
            }
        }
        let activation = motherboard.blockActivation("task", with: BlockTaskParameter<Int, String>.self)
        #expect(try await activation.run(1) == "preferred 1")
        #expect(try await activation.run(2) == "preferred 2")
        await log.waitFor("board.complete(true)")
        #expect(log.events(prefixed: "output") == ["output(preferred 1)", "output(preferred 2)"])
    }

    @Test("without a task executor a BlockTaskBoard's executor runs on the global concurrent executor")
    func blockTaskBoardDefaultsToGlobalExecutor() async throws {
        let unrelated = QueueTaskExecutor()
        let motherboard = makeMotherboard(log) { id in
            BlockTaskBoard<Int, String>(identifier: id) { input in
                unrelated.isCurrent ? "preferred \(input)" : "elsewhere \(input)"
            }
        }
        let activation = motherboard.blockActivation("task", with: BlockTaskParameter<Int, String>.self)
        #expect(try await activation.run(1) == "elsewhere 1")
    }

    @Test("a cancelled activation on a task executor ends as cancelled and the executor sees the cancellation")
    func blockTaskBoardCancellationOnPreferredExecutor() async {
        let preferred = QueueTaskExecutor()
        let log = log
        let motherboard = makeMotherboard(log) { id in
            BlockTaskBoard<Work, String>(identifier: id, taskExecutor: preferred, executor: recordingExecutor(log))
        }
        let activation = motherboard.blockActivation("task", with: BlockTaskParameter<Work, String>.self)
        let task = Task { try await activation.run(.named("a", gate: Gate())) }
        await log.waitFor("start a")
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        await log.waitFor("interrupted a")
        await log.waitFor("board.complete(false)")
    }

    @Test("a TaskBoard given a task executor runs its executor there and calls its handlers on the main actor")
    func taskBoardRunsOnPreferredExecutor() async {
        let preferred = QueueTaskExecutor()
        let log = log
        let motherboard = makeMotherboard(log) { id in
            TaskBoard<Int, String>(identifier: id, taskExecutor: preferred) { input in
                preferred.isCurrent ? "preferred \(input)" : "elsewhere \(input)"
            } successHandler: { _, value in
                log.record("success(\(value))")
            }
        }
        motherboard.activateBoard("task", withOption: 7)
        await log.waitFor("board.complete(true)")
        #expect(log.events(prefixed: "success") == ["success(preferred 7)"])
    }

    @Test("a ResultTaskBoard given a task executor runs its executor there and sends its result")
    func resultTaskBoardRunsOnPreferredExecutor() async {
        let preferred = QueueTaskExecutor()
        let log = log
        let motherboard = makeMotherboard(log, id: "result") { id in
            ResultTaskBoard<Int, String, TestError>(identifier: id, taskExecutor: preferred) { input, _ in
                .success(preferred.isCurrent ? "preferred \(input)" : "elsewhere \(input)")
            }
        }
        motherboard.registerFlow(matchedIdentifiers: ["result"], outputType: BoardResult<String, TestError>.self) {
            log.record("result \($0)")
        }
        motherboard.activateBoard("result", withOption: 3)
        await log.waitFor("board.complete(true)")
        #expect(log.events(prefixed: "result") == ["result success(\"preferred 3\")"])
    }
}
