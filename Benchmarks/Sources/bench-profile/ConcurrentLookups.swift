import BenchSupport
import Foundation
import ShopBenchSupport

/// `bench-profile compare-concurrent`: the 4-task product row taken apart. Each round draws 4 workers × 200 ids and
/// runs them four ways, in rotating order: raw C on 4 new threads (the row's baseline), the pool's synchronous read
/// in 4 tasks, the boards in 4 tasks (the row's subject) and the pool's async read in 4 tasks — the tasks on
/// ``DedicatedThreadsExecutor/pinnedPerCore``, started together, as in the row. `BENCH_MODES=2` (any of 0–3) runs only those ways, for a
/// profiler.
@MainActor
func compareConcurrentProducts(rounds: Int) async -> String {
    let path = benchmarkDataDirectory() + "/shop-10000.sqlite"
    guard
        let fixture = try? ShopFixture(path: path, products: 10_000, users: 16, fresh: false, unlimitedStock: true)
    else {
        return "cannot prepare the fixture"
    }
    let backend = fixture.app.backend
    let graphs = WorkerGraphs { try backend.makeLauncher() }
    let readers = (0..<4).map { _ in RawConnection(path: fixture.path, readOnly: true) }
    let writer = RawConnection(path: fixture.path)
    let pool = fixture.pool
    let only = ProcessInfo.processInfo.environment["BENCH_MODES"]
    var random = BenchRandom(seed: 7)
    var samples: [[Double]] = [[], [], [], []]
    for round in 0..<rounds {
        let perWorker = (0..<4).map { _ in (0..<200).map { _ in Int64(random.int(in: 1...Int(fixture.maxProductID))) } }
        for step in 0..<4 {
            let mode = (step + round) % 4
            if let only, !only.contains(String(mode)) { continue }
            let began = monotonicNanoseconds()
            switch mode {
            case 0:
                let done = DispatchSemaphore(value: 0)
                let threads = zip(perWorker, readers).map { ids, reader in
                    Thread {
                        for id in ids { DataWorkload.runRaw(.product(id), reader: reader, writer: writer) }
                        done.signal()
                    }
                }
                for thread in threads { thread.start() }
                for _ in threads { done.wait() }
            case 2:
                _ = await DataWorkload.runWorkers(
                    perWorker.map { $0.map(DataInput.product) }, graphs: graphs, on: .pinnedPerCore)
            default:
                let isAsync = mode == 3
                await withTaskGroup(of: Void.self) { group in
                    DedicatedThreadsExecutor.pinnedPerCore.enqueueTogether {
                        for ids in perWorker {
                            group.addTask(executorPreference: DedicatedThreadsExecutor.pinnedPerCore) {
                                var checksum = 0
                                for id in ids {
                                    checksum &+=
                                        isAsync
                                        ? await DataWorkload.poolProductAsync(id, pool: pool)
                                        : DataWorkload.poolProduct(id, pool: pool)
                                }
                                if checksum == 0 { print("the pool found none of the products") }
                            }
                        }
                    }
                }
            }
            samples[mode].append(Double(monotonicNanoseconds() - began) / 800)
        }
    }
    let names = ["raw C, 4 threads", "pool read, 4 tasks", "boards, 4 tasks", "pool async read, 4 tasks"]
    let medians = samples.map { $0.isEmpty ? 0 : $0.sorted()[$0.count / 2] }
    return zip(names, medians).filter { $0.1 > 0 }
        .map { "\($0): \(formatted($1)) ns (\(formatted(medians[0] > 0 ? medians[0] / $1 : 0))× raw C)" }
        .joined(separator: "; ")
}
