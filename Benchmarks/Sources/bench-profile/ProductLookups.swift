import BenchSupport
import ShopBenchSupport

/// `bench-profile product-by-id` and `raw-product-by-id`: product lookups by id through the boards only, or through
/// raw C only, with no alternation, so a profiler sees one side (`perf record -g`, `valgrind --tool=callgrind`).
/// Each round is 400 lookups of ids drawn up front, the same ids for both scenarios.
@MainActor
func profileProductLookups(raw: Bool, rounds: Int) async -> String {
    let path = benchmarkDataDirectory() + "/shop-10000.sqlite"
    guard
        let fixture = try? ShopFixture(path: path, products: 10_000, users: 16, fresh: false, unlimitedStock: true)
    else {
        return "cannot prepare the fixture"
    }
    let workload = DataWorkload(fixture: fixture)
    var random = BenchRandom(seed: 7)
    let ids = (0..<400).map { _ in DataInput.product(Int64(random.int(in: 1...Int(fixture.maxProductID)))) }
    let began = monotonicNanoseconds()
    for _ in 0..<rounds {
        for input in ids {
            if raw {
                workload.runRaw(input)
            } else {
                await workload.runBoards(input)
            }
        }
    }
    let perLookup = Double(monotonicNanoseconds() - began) / Double(rounds * ids.count)
    let failures = workload.failures.isEmpty ? "" : "; \(workload.failures.count) failures: \(workload.failures[0])"
    return "\(raw ? "raw C" : "boards"): \(formatted(perLookup)) ns per lookup" + failures
}
