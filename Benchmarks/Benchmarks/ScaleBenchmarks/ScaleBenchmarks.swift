import BenchSupport
import Benchmark
import ShopBenchSupport

/// The scale tests of issue 7 on a 1,000,000-product catalog. "Scale 1" seeds the database (and leaves it for the
/// others, which run later in their own processes); the latency benchmarks reuse it, or seed it if it is missing.
@MainActor
enum ScaleSuite {
    static let workload = ScaleScenarios.openWorkload()
    static let search = ScaleLatency(workload: workload, operation: .search, samplesPerRound: 40)
    static let product = ScaleLatency(workload: workload, operation: .productByID, samplesPerRound: 500)
    static let categoryPage = ScaleLatency(workload: workload, operation: .categoryPage, samplesPerRound: 100)
}

/// A latency configuration: rounds until the duration or iteration limit.
func latencyConfiguration(
    maxDuration: Duration, maxIterations: Int, teardown: @escaping () async -> Void
) -> Benchmark.Configuration {
    .init(
        metrics: Comparison.metrics, warmupIterations: 0, maxDuration: maxDuration, maxIterations: maxIterations,
        teardown: { await teardown() }
    )
}

let benchmarks: @Sendable () -> Void = {
    Benchmark(
        "Scale 1 seed products",
        configuration: .init(
            metrics: [
                .wallClock, .peakMemoryResident, .custom("seed ms", useScalingFactor: false),
                .custom("peak RSS MiB", useScalingFactor: false), .custom("database MiB", useScalingFactor: false),
            ],
            warmupIterations: 0, maxDuration: .seconds(1), maxIterations: 1
        )
    ) { @MainActor (benchmark: Benchmark) async in
        do {
            try ScaleScenarios.seed(benchmark)
        } catch {
            benchmark.error("seeding failed: \(error)")
        }
    }

    Benchmark(
        "Scale 2 search latency",
        configuration: latencyConfiguration(maxDuration: .seconds(25), maxIterations: 12) {
            await ScaleSuite.search.finish(name: "Search (ranked top 20)", p99Target: 10)
        }
    ) { @MainActor (benchmark: Benchmark) async in
        await ScaleSuite.search.runRound(benchmark)
    }

    Benchmark(
        "Scale 3 product page latency",
        configuration: latencyConfiguration(maxDuration: .seconds(6), maxIterations: 12) {
            await ScaleSuite.product.finish(name: "Product page (product by id)", p99Target: 1)
        }
    ) { @MainActor (benchmark: Benchmark) async in
        await ScaleSuite.product.runRound(benchmark)
    }

    Benchmark(
        "Scale 4 category page latency",
        configuration: latencyConfiguration(maxDuration: .seconds(10), maxIterations: 12) {
            await ScaleSuite.categoryPage.finish(name: "Category page of 20 (pages 1–5)", p99Target: nil)
        }
    ) { @MainActor (benchmark: Benchmark) async in
        await ScaleSuite.categoryPage.runRound(benchmark)
    }
}
