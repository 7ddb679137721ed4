import BenchSupport
import Benchmark
import Boardy
import BoardyComponentKit

/// Benchmark 2c (issue 21): an awaited `BlockTaskActivation.run(_:)` against awaiting the same executor directly
/// (issue 21's target: ≤ 50×).
///
/// `try await mainboard.blockActivation(id, with: …).run(input)` produces a `BlockTaskBoard<Int, Int>`, runs its
/// executor inline in the awaiting task (the graph's isolation, the main actor here: no task, no hop), returns the
/// value, and the board completes and is removed, every time. The baseline awaits the same executor closure.
///
/// Row 2d is the same with a ``BlockTaskLifetime/resident`` board (ADR 0002): produced by the first run, it stays
/// installed, and every later run goes straight to it.
@MainActor
public final class BlockTaskRunBenchmark {
    static let chunk = 1_000
    static let identifier: BoardID = "bench.block-task-run"

    let motherboard: Motherboard
    let executor: BlockTaskBoard<Int, Int>.Executor = { $0 &+ 1 }
    let sink = Sink()
    /// The measurements and the summary row.
    public let comparison: Comparison
    private var round = 0

    /// Builds the motherboard and its registration: row 2c with the default lifetime, row 2d with `.resident`.
    public init(lifetime: BlockTaskLifetime = .completesWhenIdle) {
        let executor = executor
        let name =
            lifetime == .resident
            ? "2d. Resident BlockTaskBoard run vs awaiting the executor directly"
            : "2c. BlockTaskBoard run vs awaiting the executor directly"
        comparison = Comparison(suite: "board", name: name, kind: .slowdown(maximum: 50))
        motherboard = Motherboard { _ in
            BoardRegistration(Self.identifier) { identifier in
                BlockTaskBoard<Int, Int>(
                    identifier: identifier, executingType: .default, lifetime: lifetime, executor: executor)
            }
        }
    }

    /// One round: a chunk of awaited runs and a chunk of direct awaits, in alternating order.
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
    }

    /// Profiling aid: `rounds` chunks of awaited runs only; returns nanoseconds per run.
    public func profileOnly(rounds: Int) async -> Double {
        var total = 0.0
        for _ in 0..<rounds {
            total += await measureBoards()
        }
        return total / Double(rounds)
    }

    private func measureBoards() async -> Double {
        let mainboard = motherboard
        let sink = sink
        let began = monotonicNanoseconds()
        for index in 0..<Self.chunk {
            if let value = try? await mainboard.blockActivation(
                Self.identifier, with: BlockTaskParameter<Int, Int>.self
            ).run(index) {
                sink.value &+= value
            }
        }
        return Double(monotonicNanoseconds() - began) / Double(Self.chunk)
    }

    private func measureDirect() async -> Double {
        let executor = executor
        let sink = sink
        let began = monotonicNanoseconds()
        for index in 0..<Self.chunk {
            if let value = try? await executor(index) {
                sink.value &+= value
            }
        }
        return Double(monotonicNanoseconds() - began) / Double(Self.chunk)
    }
}
