import BenchSupport
import Benchmark
import ShopBenchSupport

/// The data benchmarks of issue 7: each operation through the modules' public boards beside the same SQL through
/// raw sqlite3 calls, on a 10,000-product database (seeded once, reused by later runs). Each benchmark runs in its
/// own process; each iteration is one round of alternating operations.
@MainActor
enum DataSuite {
    /// Products in the data benchmarks' database.
    static let products = 10_000

    static let workload: DataWorkload = {
        let path = benchmarkDataDirectory() + "/shop-\(products).sqlite"
        do {
            let fixture = try ShopFixture(path: path, products: products, users: 16, fresh: false, unlimitedStock: true)
            return DataWorkload(fixture: fixture)
        } catch {
            fatalError("cannot prepare the data benchmark database at \(path): \(error)")
        }
    }()

    static var comparisons: [DataOperation: DataComparison] = [:]

    static func comparison(_ operation: DataOperation) -> DataComparison {
        if let comparison = comparisons[operation] { return comparison }
        let comparison = DataComparison(workload: workload, operation: operation)
        comparisons[operation] = comparison
        return comparison
    }

    static let mix = ConcurrentMix(workload: workload)

    static var lifecycle: [LifecycleComparison.Kind: LifecycleComparison] = [:]

    static func lifecycle(_ kind: LifecycleComparison.Kind) -> LifecycleComparison {
        if let comparison = lifecycle[kind] { return comparison }
        let comparison = LifecycleComparison(workload: workload, kind: kind)
        lifecycle[kind] = comparison
        return comparison
    }

    static var concurrent: [DataOperation: ConcurrentMix] = [:]

    static func concurrent(_ operation: DataOperation) -> ConcurrentMix {
        if let mix = concurrent[operation] { return mix }
        let mix = ConcurrentMix(workload: workload, operation: operation)
        concurrent[operation] = mix
        return mix
    }
}

/// A round-based configuration: no framework warm-up (the comparisons drop their first rounds).
func dataConfiguration(teardown: @escaping () async -> Void) -> Benchmark.Configuration {
    .init(
        metrics: Comparison.metrics, warmupIterations: 0, maxDuration: .seconds(4), maxIterations: 60,
        teardown: { await teardown() }
    )
}

let benchmarks: @Sendable () -> Void = {
    for (index, operation) in DataOperation.allCases.enumerated() {
        Benchmark(
            "Data \(index + 1) \(operation.rawValue)",
            configuration: dataConfiguration { await DataSuite.comparison(operation).finish() }
        ) { @MainActor (benchmark: Benchmark) async in
            await DataSuite.comparison(operation).runRound(benchmark)
        }
    }

    Benchmark(
        "Data 6 mix from 4 concurrent tasks",
        configuration: dataConfiguration { await DataSuite.mix.finish() }
    ) { @MainActor (benchmark: Benchmark) async in
        await DataSuite.mix.runRound(benchmark)
    }

    for (index, operation) in DataOperation.allCases.enumerated() {
        Benchmark(
            "Data \(index + 7) \(operation.rawValue), 4 concurrent tasks",
            configuration: dataConfiguration { await DataSuite.concurrent(operation).finish() }
        ) { @MainActor (benchmark: Benchmark) async in
            await DataSuite.concurrent(operation).runRound(benchmark)
        }
    }

    for (index, kind) in LifecycleComparison.Kind.allCases.enumerated() {
        Benchmark(
            "Data \(index + 12) \(kind.rawValue)",
            configuration: dataConfiguration { await DataSuite.lifecycle(kind).finish() }
        ) { @MainActor (benchmark: Benchmark) async in
            await DataSuite.lifecycle(kind).runRound(benchmark)
        }
    }
}
