import Foundation
import ShopSeeding
import ShopTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `kill -9` in the middle of a stream of checkouts, again and again on the same file: SQLite's WAL must leave a
/// sound database in which every unit is either in stock or in an order line.
@Suite("Reliability: crashes")
struct CrashRecoveryTests {
    static let kills = 30
    static let seed: UInt64 = 0xC0FF_EE00_0009
    static let products: [Int64] = [11, 12, 13]

    @Test("30 kill -9 at seeded points of a checkout stream: the file opens, is sound, loses no unit")
    func killsDuringCheckouts() async throws {
        let workspace = try ShopWorkspace("crash")
        try await workspace.create()
        let inspector = ShopInspector(path: workspace.database)
        for product in Self.products { try inspector.setStock(product, to: 100_000) }
        // Stock plus units ever ordered is constant: checkout moves units from one to the other.
        let units = try Self.products.map { try inspector.stock($0) + inspector.soldUnits($0) }
        var random = SeededRandom(seed: Self.seed)
        var killPoints: [Int] = []
        var acknowledged = 0
        var hotLogs = 0
        let ordersBefore = try inspector.scalar("SELECT count(*) FROM customerOrder")
        for round in 0..<Self.kills {
            let user = round % 3 + 1
            var script = ["login user000\(user) password-000\(user)"]
            for _ in 0..<700 {
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    script.append("cart add \(random.pick(Self.products)) \(Int.random(in: 1...3, using: &random))")
                }
                script.append("checkout")
            }
            let killPoint = round == 0 ? 0 : Int.random(in: 1...150, using: &random)
            killPoints.append(killPoint)
            let process = try workspace.start()
            // Input stays open: the process can only end by the kill (or by crashing).
            process.feedInBackground(Array(script.map { $0 + "\n" }.joined().utf8), close: false)
            let arrived = await process.kill(whenOutputReaches: killPoint)
            let (status, _) = await process.wait(timeout: .seconds(30))
            #expect(arrived, "round \(round): \(killPoint) lines never came: \(process.errorOutput)")
            #expect(status == 128 + SIGKILL, "round \(round): ended by itself with \(status) before the kill")
            #expect(process.outputLines.count < script.count, "round \(round): the kill came after the last answer")
            // A write-ahead log left behind holds frames the next open must recover.
            if (workspace.databaseFiles()["-wal"]?.count ?? 0) > 0 { hotLogs += 1 }

            // The audit (an integrity check of the whole file, JSON parsing, queries) blocks: off the pool.
            let outputLines = process.outputLines
            let audit = try await offPool {
                let reported = parseJSONLines(outputLines).lines.filter(\.isOrder).compactMap { $0.payload.int("id") }
                return (
                    integrity: try inspector.integrity(), orderProblems: try inspector.orderProblems(),
                    units: try Self.products.map { try inspector.stock($0) + inspector.soldUnits($0) },
                    reported: reported,
                    stored: try reported.map {
                        try inspector.scalar("SELECT count(*) FROM customerOrder WHERE id = ?", [Int64($0)])
                    }
                )
            }
            #expect(audit.integrity == "ok", "round \(round)")
            #expect(audit.orderProblems == [], "round \(round)")
            for (product, (now, total)) in zip(Self.products, zip(audit.units, units)) {
                #expect(now == total, "round \(round): product \(product) has \(now) units instead of \(total)")
            }
            // Every checkout the process reported before dying is in the file.
            acknowledged += audit.reported.count
            for (id, stored) in zip(audit.reported, audit.stored) {
                #expect(stored == 1, "round \(round): reported order \(id) is gone")
            }
        }
        let after = try await workspace.run(["login user0001 password-0001", "orders"])
        #expect(after.status == 0, "the shop still works: \(after.lines.prefix(2)) \(after.errorLines)")
        let listed =
            after.lines.count == 2 ? parseJSONLines([after.lines[1]]).lines.first?.payload["total"] as? Int : nil
        let stored = try inspector.scalar(
            "SELECT count(*) FROM customerOrder o JOIN user u ON u.id = o.userId WHERE u.username = 'user0001'")
        #expect(listed == stored, "orders the CLI counts (its pages' total) = orders in the file")
        let placed = try inspector.scalar("SELECT count(*) FROM customerOrder") - ordersBefore
        report(
            "crashes: \(Self.kills) kill -9 (seed \(Self.seed)) after \(killPoints) output lines; "
                + "all mid-stream; \(hotLogs) left a write-ahead log to recover; \(placed) orders committed, of which \(acknowledged) were "
                + "acknowledged before the kill (all present); integrity ok each time")
    }
}
