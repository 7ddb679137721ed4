import BenchSupport
import Benchmark
import Boardy
import BoardyComponentKit

/// Benchmark 2: a `BlockTaskBoard` activation whose async executor returns at once, with an `onSuccess` handler;
/// each iteration awaits the handler.
///
/// The activation is not awaited, so the board runs its executor in a task it starts on the graph's actor (the main
/// actor here) and delivers `onSuccess` there; it completes when idle, so every activation also produces, installs
/// and removes a board. The baseline does the same work directly: it awaits the same executor from the main actor
/// (inline: the executor is `nonisolated(nonsending)`) and calls the handler.
@MainActor
public final class BlockTaskBenchmark {
    static let chunk = 200
    static let identifier: BoardID = "bench.block-task"

    let motherboard: Motherboard
    let activation: BlockTaskActivation<Int, Int>
    let executor: BlockTaskBoard<Int, Int>.Executor = { $0 &+ 1 }
    let sink = Sink()
    /// The measurements and the summary row.
    public let comparison = Comparison(
        suite: "board", name: "2. BlockTaskBoard activation (async executor, onSuccess)", kind: .slowdown(maximum: 300)
    )
    /// The same delivery pattern without a board: a main-actor task awaits an executor the optimiser cannot see
    /// through (so it really runs off the main actor) and resumes the caller. It shows the thread-handoff floor.
    let opaque = OpaqueExecutor()
    private var floor = Samples()
    private var handler: @MainActor (Int) -> Void = { _ in }
    private var round = 0

    /// Builds the motherboard and its registration.
    public init() {
        let executor = executor
        motherboard = Motherboard { _ in
            BoardRegistration(Self.identifier) { identifier in
                BlockTaskBoard<Int, Int>(identifier: identifier, executingType: .default, executor: executor)
            }
        }
        activation = BlockTaskActivation(identifier: Self.identifier, motherboard: motherboard)
        let sink = sink
        handler = { sink.value &+= $0 }
    }

    /// One round: a chunk of board activations and a chunk of direct awaits, in alternating order.
    public func runRound(_ benchmark: Benchmark?) async {
        round += 1
        let boards: Double
        let baseline: Double
        if round % 2 == 0 {
            boards = await measureBoards()
            baseline = await measureDirect()
        } else {
            baseline = await measureDirect()
            boards = await measureBoards()
        }
        comparison.add(subject: boards, baseline: baseline, to: benchmark)
        let floorTime = await measureFloor()
        if round > comparison.warmupRounds {
            floor.add(floorTime)
        }
    }

    /// Profiling aid: `rounds` chunks of board activations only (`floor: true`: of the floor pattern only);
    /// returns nanoseconds per activation.
    public func profileOnly(rounds: Int, floor: Bool) async -> Double {
        var total = 0.0
        for _ in 0..<rounds {
            total += floor ? await measureFloor() : await measureBoards()
        }
        return total / Double(rounds)
    }

    /// The median of the floor measurement, ns per operation.
    public var floorMedian: Double { floor.median }

    /// Writes the comparison row and the floor row.
    public func finish() {
        comparison.finish()
        guard floor.count > 0 else { return }
        let boards = comparison.subject.median
        ResultLog.append(
            BenchRecord(
                suite: "board", name: "2b. Floor: main-actor Task + off-main executor + resume, no board",
                subject: floor.median, baseline: comparison.baseline.median, unit: "ns/op",
                ratio: floor.median / comparison.baseline.median, ratioKind: "floor ÷ baseline time (p50)",
                note: "the board costs \(formatted(boards / floor.median))× this floor; \(floor.count) rounds"
            ))
    }

    private func measureFloor() async -> Double {
        let opaque = opaque
        let handler = handler
        let began = monotonicNanoseconds()
        for index in 0..<Self.chunk {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                Task { @MainActor in
                    if let value = try? await opaque.executor(index) {
                        handler(value)
                    }
                    continuation.resume()
                }
            }
        }
        return Double(monotonicNanoseconds() - began) / Double(Self.chunk)
    }

    private func measureBoards() async -> Double {
        let began = monotonicNanoseconds()
        for index in 0..<Self.chunk {
            await activateOnce(index)
        }
        return Double(monotonicNanoseconds() - began) / Double(Self.chunk)
    }

    private func activateOnce(_ input: Int) async {
        let handler = handler
        let activation = activation
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            activation.activate(
                with: BlockTaskParameter<Int, Int>(input: input).onSuccess { value in
                    handler(value)
                    continuation.resume()
                })
        }
    }

    private func measureDirect() async -> Double {
        let began = monotonicNanoseconds()
        for index in 0..<Self.chunk {
            if let value = try? await executor(index) {
                handler(value)
            }
        }
        return Double(monotonicNanoseconds() - began) / Double(Self.chunk)
    }
}

/// Holds an async executor in mutable storage, so calls to it cannot be inlined (or their executor hop removed).
public final class OpaqueExecutor: @unchecked Sendable {
    // Safety: `executor` is written once, in `init`, before the instance is shared.
    /// A nonisolated async executor: returns its input plus one.
    public private(set) var executor: @Sendable (Int) async throws -> Int = { $0 }

    /// Creates the executor.
    public init() {
        executor = { $0 &+ 1 }
    }
}

/// Benchmark 3: a `BarrierBoard` `.wait` then `.overcome` cycle.
///
/// Each cycle produces a barrier board (it completes after `.overcome`), queues one waiter, and overcomes it; the
/// waiter runs with the value. The baseline is the same work on a plain array of closures: append the waiter, then
/// take the queue and run each waiter with the value.
@MainActor
public final class BarrierBenchmark {
    static let chunk = 2_000

    let motherboard: Motherboard
    let activation: MainboardActivation<BarrierAction<Int>>
    let sink = Sink()
    let direct = DirectBarrier()
    /// The measurements and the summary row.
    public let comparison = Comparison(
        suite: "board", name: "3. BarrierBoard .wait then .overcome cycle", kind: .slowdown(maximum: 20)
    )
    private var round = 0

    /// Builds the motherboard and its registration.
    public init() {
        motherboard = Motherboard { _ in
            BoardRegistration("bench.barrier") { BarrierBoard<Int>(identifier: $0) }
        }
        activation = MainboardActivation(identifier: "bench.barrier", motherboard: motherboard)
    }

    /// One round: a chunk of board cycles and a chunk of direct cycles, in alternating order.
    public func runRound(_ benchmark: Benchmark?) {
        round += 1
        let boards: Double
        let baseline: Double
        if round % 2 == 0 {
            boards = measureBoards()
            baseline = measureDirect()
        } else {
            baseline = measureDirect()
            boards = measureBoards()
        }
        comparison.add(subject: boards, baseline: baseline, to: benchmark)
    }

    private func measureBoards() -> Double {
        let activation = activation
        let sink = sink
        let began = monotonicNanoseconds()
        for index in 0..<Self.chunk {
            activation.activate(with: .wait { sink.value &+= $0 })
            activation.activate(with: .overcome(index))
        }
        return Double(monotonicNanoseconds() - began) / Double(Self.chunk)
    }

    private func measureDirect() -> Double {
        let direct = direct
        let sink = sink
        let began = monotonicNanoseconds()
        for index in 0..<Self.chunk {
            direct.wait { sink.value &+= $0 }
            direct.overcome(index)
        }
        return Double(monotonicNanoseconds() - began) / Double(Self.chunk)
    }
}

/// The baseline of benchmark 3: a queue of waiter closures run with the value.
@MainActor
final class DirectBarrier {
    private var waiters: [@MainActor (Int) -> Void] = []

    /// Queues a waiter.
    func wait(_ handler: @escaping @MainActor (Int) -> Void) {
        waiters.append(handler)
    }

    /// Runs and removes every queued waiter.
    func overcome(_ value: Int) {
        while !waiters.isEmpty {
            waiters.removeFirst()(value)
        }
    }
}
