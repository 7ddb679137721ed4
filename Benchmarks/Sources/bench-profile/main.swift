import BenchSupport
import BoardScenarios
import Foundation
import ShopBenchSupport

// Runs one board scenario in a loop, without the benchmark harness, for a profiler:
//   valgrind --tool=callgrind .build/release/bench-profile round-trip 200
//   perf record -g .build/release/bench-profile block-task 2000
// Arguments: the scenario (round-trip, block-task, block-run, block-run-only, barrier, production, data-product,
// data-page, data-search, data-cart, data-checkout, product-by-id and raw-product-by-id (one side only, 400 lookups a
// round), concurrent-product (and -page, -search, -cart, -checkout), mix,
// seed, hop-floor, compare-concurrent) and the number of rounds (for seed: the number of products).

let arguments = CommandLine.arguments
let scenario = arguments.count > 1 ? arguments[1] : "round-trip"
let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 100 : 100

@MainActor
func profile() async {
    let began = monotonicNanoseconds()
    switch scenario {
    case "round-trip":
        let benchmark = RoundTripBenchmark()
        for _ in 0..<rounds { benchmark.runRound(nil) }
        print(benchmark.comparison.summary)
    case "block-task":
        let benchmark = BlockTaskBenchmark()
        for _ in 0..<rounds { await benchmark.runRound(nil) }
        print(benchmark.comparison.summary + "; floor p50 \(formatted(benchmark.floorMedian))")
    case "block-task-only", "floor-only":
        let benchmark = BlockTaskBenchmark()
        let perOp = await benchmark.profileOnly(rounds: rounds, floor: scenario == "floor-only")
        print("\(scenario): \(formatted(perOp)) ns per activation")
    case "block-run":
        let benchmark = BlockTaskRunBenchmark()
        for _ in 0..<rounds { await benchmark.runRound(nil) }
        print(benchmark.comparison.summary)
    case "block-run-only":
        let perOp = await BlockTaskRunBenchmark().profileOnly(rounds: rounds)
        print("\(scenario): \(formatted(perOp)) ns per run")
    case "barrier":
        let benchmark = BarrierBenchmark()
        for _ in 0..<rounds { benchmark.runRound(nil) }
        print(benchmark.comparison.summary)
    case "production":
        let benchmark = ProductionBenchmark()
        for _ in 0..<rounds { benchmark.runRound(nil) }
        print(benchmark.summary)
    case "product-by-id", "raw-product-by-id":
        print(await profileProductLookups(raw: scenario == "raw-product-by-id", rounds: rounds))
    case "compare-concurrent":
        print(await compareConcurrentProducts(rounds: rounds))
    case "hop-floor":
        await hopFloor(rounds: rounds)
    case "seed":
        let path = benchmarkDataDirectory() + "/profile-seed.sqlite"
        do {
            let fixture = try ShopFixture(path: path, products: rounds, users: 16, fresh: true, unlimitedStock: false)
            print("seeded \(rounds) products in \(formatted(fixture.seedSeconds ?? 0)) s")
        } catch {
            print("seeding failed: \(error)")
        }
    case let name where name.hasPrefix("concurrent-") || name == "mix":
        let path = benchmarkDataDirectory() + "/shop-10000.sqlite"
        guard
            let fixture = try? ShopFixture(
                path: path, products: 10_000, users: 16, fresh: false, unlimitedStock: true
            )
        else {
            print("cannot prepare \(name)")
            return
        }
        let workload = DataWorkload(fixture: fixture)
        let operation = DataOperation.allCases.first { "concurrent-" + $0.profileName == name }
        if operation == nil && name != "mix" {
            print("unknown \(name); use concurrent-product, -page, -search, -cart, -checkout, or mix")
            return
        }
        let mix =
            operation.map { ConcurrentMix(workload: workload, operation: $0) }
            ?? ConcurrentMix(workload: workload)
        for _ in 0..<rounds { await mix.runRound(nil) }
        print(mix.comparison.summary)
    case let name where name.hasPrefix("data-"):
        let path = benchmarkDataDirectory() + "/shop-10000.sqlite"
        guard
            let fixture = try? ShopFixture(path: path, products: 10_000, users: 16, fresh: false, unlimitedStock: true),
            let operation = DataOperation.allCases.first(where: { "data-" + $0.profileName == name })
        else {
            print("cannot prepare \(name); use data-product, data-page, data-search, data-cart or data-checkout")
            return
        }
        let comparison = DataComparison(workload: DataWorkload(fixture: fixture), operation: operation)
        for _ in 0..<rounds { await comparison.runRound(nil) }
        print(comparison.comparison.summary + "; floor p50 \(formatted(comparison.floorMedian))")
    default:
        print("unknown scenario '\(scenario)'; use round-trip, block-task, barrier or production")
        return
    }
    print("\(scenario): \(rounds) rounds in \(formatted(Double(monotonicNanoseconds() - began) / 1e6)) ms")
}

// BOARDY_PROFILE_BLOCK_ONE_THREAD=1 blocks one cooperative thread for the whole run, as the benchmark harness
// does while it waits for an async benchmark, to compare numbers with and without that. (The concurrent scenarios'
// board workers run on DedicatedThreadsExecutor.perCore, so it should not change them.)
if ProcessInfo.processInfo.environment["BOARDY_PROFILE_BLOCK_ONE_THREAD"] == "1" {
    let blocker = DispatchSemaphore(value: 0)
    Task.detached { blocker.wait() }
    try? await Task.sleep(for: .milliseconds(50))
}
await profile()
