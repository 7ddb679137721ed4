import BenchSupport
import Foundation
import ShopBenchSupport

/// Experiment: the least thread hand-off a main-actor caller can pay for an off-thread SQLite read. A dedicated
/// thread runs the raw query and resumes the caller's continuation directly, so the main-actor task wakes once
/// (2 hand-offs: main → worker → main), against the 4 of today's board path (main → cooperative pool → reader
/// thread → cooperative pool → main).
final class HopFloorWorker: @unchecked Sendable {
    // Safety: `jobs` is only touched under `condition`'s lock; `connection` only by the worker thread.
    private let condition = NSCondition()
    private var jobs: [(Int64, UnsafeContinuation<Int, Never>)] = []
    private let connection: RawConnection

    init(path: String) {
        connection = RawConnection(path: path, readOnly: true)
        let thread = Thread { [self] in serve() }
        thread.start()
    }

    func product(_ id: Int64) async -> Int {
        await withUnsafeContinuation { continuation in
            condition.lock()
            jobs.append((id, continuation))
            condition.signal()
            condition.unlock()
        }
    }

    private func serve() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let (id, continuation) = jobs.removeFirst()
            condition.unlock()
            continuation.resume(returning: connection.product(id: id))
        }
    }
}

@MainActor
func hopFloor(rounds: Int) async {
    let path = benchmarkDataDirectory() + "/shop-10000.sqlite"
    let worker = HopFloorWorker(path: path)
    let inline = RawConnection(path: path, readOnly: true)
    var twoHops = Samples()
    var raw = Samples()
    var random = BenchRandom(seed: 5)
    for _ in 0..<(rounds * 100) {
        let id = Int64(random.int(in: 1...10_000))
        var began = monotonicNanoseconds()
        _ = await worker.product(id)
        twoHops.add(Double(monotonicNanoseconds() - began))
        began = monotonicNanoseconds()
        _ = inline.product(id: id)
        raw.add(Double(monotonicNanoseconds() - began))
    }
    print(
        "product by id, 2 hand-offs (main → worker thread → main): p50 \(formatted(twoHops.median)) ns, "
            + "mean \(formatted(twoHops.mean)) ns; raw C inline p50 \(formatted(raw.median)) ns; "
            + "throughput ratio \(formatted(raw.mean / twoHops.mean))×")
}
