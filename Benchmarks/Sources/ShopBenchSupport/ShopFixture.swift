import Boardy
import Foundation
import SQLiteStore
import ShopApp
import ShopMigrations
import ShopSeeding

/// A seeded shop database with the application started on it, and the inputs the data benchmarks draw from.
@MainActor
public final class ShopFixture {
    /// The running application (its `mainboard` is what the subject side calls).
    public let app: ShopApplication
    /// The database file.
    public let path: String
    /// The application's SQLite pool (the fixture always opens a SQLite file).
    public let pool: DatabasePool
    /// How long seeding took, when this fixture seeded the file (`nil` when it reused one).
    public let seedSeconds: Double?
    /// Product ids run from 1 to this.
    public let maxProductID: Int64
    /// Every category slug.
    public let categorySlugs: [String]
    /// Words from product names, for searches.
    public let searchWords: [String]
    /// Every user id, in order.
    public let userIDs: [Int64]

    /// The mainboard.
    public var mainboard: Motherboard { app.mainboard }

    /// Opens (seeding it first when missing or `fresh`) the database at `path`.
    ///
    /// A file is reused only when its marker (`<path>.complete`) names the same products, users and seed and the
    /// newest migration of this build: a file seeded under an older schema (say before search terms and the typo
    /// index existed, which migrating it would leave unindexed) is seeded again with the current seeder.
    ///
    /// - Parameters:
    ///   - products: products to seed; users are seeded too (`users`), with the seeding password cost.
    ///   - fresh: delete any existing file first.
    ///   - unlimitedStock: give every product a huge stock, so cart and checkout benchmarks never run out.
    public init(path: String, products: Int, users: Int, fresh: Bool, unlimitedStock: Bool) throws {
        let manager = FileManager.default
        let marker = path + ".complete"
        let schema = ShopMigrations.all.last.map { "\($0.id)_\($0.name)" } ?? "none"
        let expected = "\(products) products, \(users) users, seed 42, schema \(schema)"
        let reusable = !fresh && (try? String(contentsOfFile: marker, encoding: .utf8)) == expected
        if !reusable {
            for suffix in ["", "-wal", "-shm", ".complete"] {
                try? manager.removeItem(atPath: path + suffix)
            }
        }
        self.path = path
        app = try ShopApplication.start(ShopConfiguration(databasePath: path, seedsDemoCatalogWhenCreated: false))
        guard let pool = app.pool else { preconditionFailure("ShopApplication.start opens a SQLite file") }
        self.pool = pool
        if reusable {
            seedSeconds = nil
        } else {
            if let mebibytes = ProcessInfo.processInfo.environment["BOARDY_BENCH_SEED_CACHE_MIB"].flatMap({ Int($0) }) {
                // Experiment knob: a bigger page cache on the pool's writer connection before seeding.
                try pool.write { db in try db.execute(sql: "PRAGMA cache_size = -\(mebibytes * 1024)") }
            }
            let began = monotonicSeconds()
            try ShopApplication.makeSeeder().seed(
                pool, options: SeedOptions(products: products, users: users, seed: 42, staffAccount: false))
            seedSeconds = monotonicSeconds() - began
            try expected.write(toFile: marker, atomically: true, encoding: .utf8)
        }
        if unlimitedStock {
            try pool.write { db in try db.execute(sql: "UPDATE product SET stock = 1000000000") }
        }
        let facts = try pool.read { db in
            let maxID = try db.prepare("SELECT max(id) FROM product").fetchOne { $0.int64(at: 0) } ?? 0
            let slugs = try db.prepare("SELECT slug FROM category ORDER BY id").fetchAll { $0.string(at: 0) }
            let users = try db.prepare("SELECT id FROM user ORDER BY id").fetchAll { $0.int64(at: 0) }
            // Names spread over the whole catalog (ids are dense from 1), for search words.
            let step = max(1, maxID / 400)
            let names = try db.prepare("SELECT name FROM product WHERE id % ? = 0 LIMIT 400").bind(step)
                .fetchAll { $0.string(at: 0) }
            return (maxID, slugs, users, names)
        }
        maxProductID = facts.0
        categorySlugs = facts.1
        userIDs = facts.2
        searchWords = Self.words(in: facts.3)
    }

    /// Distinct lowercase words of at least four letters from `names`, in first-seen order.
    public nonisolated static func words(in names: [String]) -> [String] {
        var seen: Set<String> = []
        var words: [String] = []
        for name in names {
            for word in name.split(whereSeparator: { !$0.isLetter }) where word.count >= 4 {
                let lower = word.lowercased()
                if seen.insert(lower).inserted { words.append(lower) }
            }
        }
        return words
    }

    /// Checkpoints the WAL into the database file (so its size is the database's) and returns the bytes of the
    /// database file and its WAL.
    public func checkpointedSize() -> Int {
        let raw = RawConnection(path: path)
        raw.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        let size = { (file: String) -> Int in
            ((try? FileManager.default.attributesOfItem(atPath: file))?[.size] as? Int) ?? 0
        }
        return size(path) + size(path + "-wal")
    }
}

/// The monotonic clock in seconds.
public func monotonicSeconds() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
}

/// Where benchmark databases live: `$BOARDY_BENCH_DATA`, else a per-user directory in the temporary directory.
public func benchmarkDataDirectory() -> String {
    let directory =
        ProcessInfo.processInfo.environment["BOARDY_BENCH_DATA"].flatMap { $0.isEmpty ? nil : $0 }
        ?? (NSTemporaryDirectory() + "boardy-bench-\(getuid())")
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    return directory
}

/// A small, fast, deterministic random generator (SplitMix64), so both sides of a comparison get the same inputs.
public struct BenchRandom: Sendable {
    private var state: UInt64

    /// Creates a generator for `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A uniform integer in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// A uniform element of `items`.
    public mutating func pick<Element>(_ items: [Element]) -> Element {
        items[int(in: 0...(items.count - 1))]
    }
}
