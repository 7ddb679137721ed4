import BenchSupport
import Benchmark
import BoardScenarios

/// The board benchmarks of issue 7. Each benchmark runs in its own process; each iteration is one round that
/// measures the boards and their baseline back to back, in alternating order.
@MainActor
enum BoardSuite {
    static let roundTrip = RoundTripBenchmark()
    static let blockTask = BlockTaskBenchmark()
    static let blockTaskRun = BlockTaskRunBenchmark()
    static let residentRun = BlockTaskRunBenchmark(lifetime: .resident)
    static let barrier = BarrierBenchmark()
    static let production = ProductionBenchmark()
}

/// A configuration for round-based comparisons: no framework warm-up (the comparison drops its first rounds).
func roundConfiguration(
    metrics: [BenchmarkMetric] = Comparison.metrics,
    maxDuration: Duration = .seconds(3),
    maxIterations: Int = 400,
    teardown: @escaping () async -> Void
) -> Benchmark.Configuration {
    .init(
        metrics: metrics, warmupIterations: 0, maxDuration: maxDuration, maxIterations: maxIterations,
        teardown: { await teardown() }
    )
}

let benchmarks: @Sendable () -> Void = {
    Benchmark(
        "Board 1 round trip",
        configuration: roundConfiguration { await BoardSuite.roundTrip.comparison.finish() }
    ) { @MainActor (benchmark: Benchmark) async in
        BoardSuite.roundTrip.runRound(benchmark)
    }

    Benchmark(
        "Board 2 BlockTaskBoard activation",
        configuration: roundConfiguration { await BoardSuite.blockTask.finish() }
    ) { @MainActor (benchmark: Benchmark) async in
        await BoardSuite.blockTask.runRound(benchmark)
    }

    Benchmark(
        "Board 2c BlockTaskBoard run",
        configuration: roundConfiguration { await BoardSuite.blockTaskRun.comparison.finish() }
    ) { @MainActor (benchmark: Benchmark) async in
        await BoardSuite.blockTaskRun.runRound(benchmark)
    }

    Benchmark(
        "Board 2d resident BlockTaskBoard run",
        configuration: roundConfiguration { await BoardSuite.residentRun.comparison.finish() }
    ) { @MainActor (benchmark: Benchmark) async in
        await BoardSuite.residentRun.runRound(benchmark)
    }

    Benchmark(
        "Board 3 barrier cycle",
        configuration: roundConfiguration { await BoardSuite.barrier.comparison.finish() }
    ) { @MainActor (benchmark: Benchmark) async in
        BoardSuite.barrier.runRound(benchmark)
    }

    Benchmark(
        "Board 4 production of 10,000 boards",
        configuration: roundConfiguration(
            metrics: ProductionBenchmark.metrics, maxDuration: .seconds(8), maxIterations: 40
        ) { await BoardSuite.production.finish() }
    ) { @MainActor (benchmark: Benchmark) async in
        BoardSuite.production.runRound(benchmark)
    }
}
