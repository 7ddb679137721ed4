import BenchSupport
import Benchmark
import ProductDataIO
import SQLiteStore

/// One data operation through the boards beside the same SQL through raw C, alternating A B / B A operation by
/// operation (each operation timed on its own), so slow drift in the machine's speed hits both sides alike.
@MainActor
public final class DataComparison {
    /// The operation compared.
    public let operation: DataOperation
    /// The measurements and the summary row.
    public let comparison: Comparison
    let workload: DataWorkload
    private var random = BenchRandom(seed: 7)
    private var round = 0
    /// Product by id only: the same path without any board (a main-actor task awaiting a nonisolated closure that
    /// reads through `DatabasePool.read`), to separate the boards' cost from the thread hand-offs.
    private var floor = Samples()

    /// Operations per round, so a round takes a few tens of milliseconds.
    var chunk: Int {
        switch operation {
        case .productByID: 400
        case .categoryPage: 200
        case .search: 60
        case .addToCart: 100
        case .checkout: 50
        }
    }

    /// Compares `operation` on `workload`.
    public init(workload: DataWorkload, operation: DataOperation) {
        self.workload = workload
        self.operation = operation
        comparison = Comparison(
            suite: "data", name: operation.rawValue, kind: .throughput(minimum: 0.8), warmupRounds: 2
        )
    }

    /// One round of ``chunk`` operations per side.
    public func runRound(_ benchmark: Benchmark?) async {
        round += 1
        var boards = Samples()
        var raw = Samples()
        if operation == .addToCart {
            workload.clearCarts(workload.boardUsers + workload.rawUsers)
        }
        for index in 0..<chunk {
            let boardUser = workload.boardUsers[index % workload.boardUsers.count]
            let rawUser = workload.rawUsers[index % workload.rawUsers.count]
            if operation == .checkout {
                workload.fillCart(boardUser, random: &random)
                workload.fillCart(rawUser, random: &random)
            }
            var rawRandom = random
            let boardInput = workload.input(operation, random: &random, user: boardUser)
            let rawInput = workload.input(operation, random: &rawRandom, user: rawUser)
            if (index + round) % 2 == 0 {
                boards.add(await timeBoards(boardInput))
                raw.add(timeRaw(rawInput))
            } else {
                raw.add(timeRaw(rawInput))
                boards.add(await timeBoards(boardInput))
            }
        }
        comparison.add(subject: boards, baseline: raw, to: benchmark)
        if operation == .productByID {
            var samples = Samples()
            for _ in 0..<chunk / 4 {
                samples.add(await timeFloor(Int64(random.int(in: 1...Int(workload.fixture.maxProductID)))))
            }
            if round > comparison.warmupRounds { floor.add(contentsOf: samples) }
        }
    }

    /// The floor's median, ns (product by id only; 0 otherwise).
    public var floorMedian: Double { floor.median }

    /// Writes the summary row (noting board-side failures, which would make the comparison meaningless).
    public func finish() {
        let failures = workload.failures
        let note = failures.isEmpty ? "" : "\(failures.count) board failures, first: \(failures[0])"
        comparison.finish(note: note)
        guard floor.count > 0 else { return }
        ResultLog.append(
            BenchRecord(
                suite: "data", name: "product by id without a board: Task + pool.read + resume (floor)",
                subject: floor.mean, baseline: comparison.baseline.mean, unit: "ns/op",
                ratio: comparison.baseline.mean / floor.mean, ratioKind: "floor ÷ raw C throughput",
                note: "the boards take \(formatted(comparison.subject.mean / floor.mean))× this floor; p50 "
                    + "\(formatted(floor.median)) ns; \(floor.count) samples"
            ))
    }

    private func timeFloor(_ id: Int64) async -> Double {
        let pool = workload.fixture.pool
        let read: @Sendable (Int64) async throws -> Product? = { id in
            try await pool.read { db in
                try db.cachedStatement(RawSQL.productByID).bind(id).fetchOne { row in
                    Product(
                        id: row.int64(at: 0), sku: row.string(at: 1), name: row.string(at: 2),
                        description: row.string(at: 3), categorySlug: row.string(at: 4),
                        priceCents: row.int(at: 5), stock: row.int(at: 6)
                    )
                }
            }
        }
        let began = monotonicNanoseconds()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Task { @MainActor in
                _ = try? await read(id)
                continuation.resume()
            }
        }
        return Double(monotonicNanoseconds() - began)
    }

    private func timeBoards(_ input: DataInput) async -> Double {
        let began = monotonicNanoseconds()
        await workload.runBoards(input)
        return Double(monotonicNanoseconds() - began)
    }

    private func timeRaw(_ input: DataInput) -> Double {
        let began = monotonicNanoseconds()
        workload.runRaw(input)
        return Double(monotonicNanoseconds() - began)
    }
}
