import DataFailure
import Foundation
import ProductDataIO
import SQLiteStore

/// Fills a migrated shop database deterministically: categories, products, demo users and their past orders.
///
/// Everything happens in one write transaction, so a failed or interrupted run leaves the database as it was.
/// Products go in through one prepared statement with the full-text triggers and the secondary indexes set aside
/// and a large page cache, generated on a second thread meanwhile (``ProductPrefetcher``); the indexes are then
/// rebuilt, the search index is rebuilt once (`'rebuild'`, with a 64 MiB term buffer), and the triggers are
/// restored from their own stored SQL. Each product goes in with its search terms (``CatalogGenerator/ProductRecord/searchTerms``)
/// and the search vocabulary gets their spellable terms, so search needs no indexing pass afterwards.
public struct DatabaseSeeder: Sendable {
    /// Hashes a demo user's password; `index` makes the salt deterministic.
    public typealias PasswordHashing = @Sendable (_ password: String, _ index: Int) throws -> String

    private let hashPassword: PasswordHashing
    /// A fixed timestamp for seeded rows, so the same seed gives byte-for-byte the same content.
    static let seededAt = "2026-01-01T00:00:00.000Z"
    /// FTS5's in-memory term buffer while the seeder rebuilds the search index.
    static let seedingSearchBufferBytes = 64 << 20
    /// FTS5's default term buffer (`FTS5_DEFAULT_HASHSIZE`).
    static let defaultSearchBufferBytes = 1 << 20

    /// Creates a seeder that hashes demo passwords with `hashPassword`.
    public init(hashPassword: @escaping PasswordHashing) {
        self.hashPassword = hashPassword
    }

    /// Seeds `pool`; refuses a database that holds products or users unless `replacing` is true.
    ///
    /// - Parameter progress: Called on the calling thread as each phase starts, advances and ends (see
    ///   ``SeedProgress``); the wipe is reported only when there is something to wipe.
    @discardableResult
    public func seed(
        _ pool: DatabasePool,
        options: SeedOptions,
        replacing: Bool = false,
        progress: (SeedProgress) -> Void = { _ in }
    ) throws(SeedError) -> SeedReport {
        guard (0...SeedOptions.maximumProducts).contains(options.products) else {
            throw .invalidCount("--products must be between 0 and \(SeedOptions.maximumProducts)")
        }
        guard (0...SeedOptions.maximumUsers).contains(options.users) else {
            throw .invalidCount("--users must be between 0 and \(SeedOptions.maximumUsers)")
        }
        let started = Date()
        do {
            let seeded = try pool.write { db in
                let existing = try counts(db)
                if existing.products + existing.users + existing.categories > 0 {
                    guard replacing else {
                        throw SeedError.databaseNotEmpty(products: existing.products, users: existing.users)
                    }
                    progress(SeedProgress(.wipe, completed: 0, of: 1))
                    try wipe(db)
                    progress(SeedProgress(.wipe, completed: 1, of: 1))
                }
                let generator = CatalogGenerator(seed: options.seed)
                let categoryIDs = try insertCategories(generator.categories, db)
                try insertProducts(
                    options.products, categoryIDs: categoryIDs, generator: generator, db,
                    progress: progress)
                let userIDs = try insertUsers(options.users, db, progress: progress)
                if options.staffAccount { try insertStaffAccount(db) }
                var random = SeededRandom(seed: options.seed ^ 0x5EED_0DE5)
                let orders = try insertOrders(
                    userIDs: userIDs, productCount: options.products, random: &random, db, progress: progress)
                progress(SeedProgress(.checkpoint, completed: 0, of: 1))
                return (categories: categoryIDs.count, users: userIDs.count, orders: orders)
            }
            progress(SeedProgress(.checkpoint, completed: 1, of: 1))
            // Timed after the commit: writing the transaction out (and the checkpoint it triggers) is part of seeding.
            return SeedReport(
                categories: seeded.categories, products: options.products, users: seeded.users,
                orders: seeded.orders, seconds: Date().timeIntervalSince(started)
            )
        } catch let error as SeedError {
            throw error
        } catch {
            throw .database(DatabaseFailure(describing: error))
        }
    }

    private func counts(_ db: Connection) throws -> (categories: Int, products: Int, users: Int) {
        func count(_ table: String) throws -> Int {
            try db.prepare("SELECT count(*) FROM \(table)").fetchOne { $0.int(at: 0) } ?? 0
        }
        return (try count("category"), try count("product"), try count("user"))
    }

    private func wipe(_ db: Connection) throws {
        for table in [
            "idempotencyKey", "stockLedger", "orderLine", "customerOrder", "cartItem", "session", "user", "product",
            "category",
        ] {
            try db.execute(sql: "DELETE FROM \(table)")
        }
    }

    private func insertCategories(
        _ categories: [CatalogGenerator.CategoryRecord],
        _ db: Connection
    ) throws -> [Int64] {
        let insert = try db.prepare("INSERT INTO category (slug, name) VALUES (?, ?)")
        return try categories.map { category in
            try insert.bind(category.slug, category.name).execute()
            return db.lastInsertRowID
        }
    }

    private func insertProducts(
        _ count: Int,
        categoryIDs: [Int64],
        generator: CatalogGenerator,
        _ db: Connection,
        progress: (SeedProgress) -> Void
    ) throws {
        progress(SeedProgress(.products, completed: 0, of: count))
        guard count > 0 else {
            progress(SeedProgress(.searchIndex, completed: 0, of: 1))
            progress(SeedProgress(.searchIndex, completed: 1, of: 1))
            return
        }
        // Set aside what would be maintained row by row: the full-text triggers and the secondary indexes. Their
        // own stored SQL restores them afterwards, so the schema stays exactly what the migrations made.
        let triggers = try db.prepare(
            "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'product' ORDER BY name"
        ).fetchAll { ($0.string(at: 0), $0.string(at: 1)) }
        let indexes = try db.prepare(
            """
            SELECT name, sql FROM sqlite_master
            WHERE type = 'index' AND tbl_name = 'product' AND sql IS NOT NULL ORDER BY name
            """
        ).fetchAll { ($0.string(at: 0), $0.string(at: 1)) }
        for (name, _) in triggers {
            try db.execute(sql: "DROP TRIGGER \"\(name)\"")
        }
        for (name, _) in indexes {
            try db.execute(sql: "DROP INDEX \"\(name)\"")
        }
        let previousCacheSize = try db.prepare("PRAGMA cache_size").fetchOne { $0.int(at: 0) } ?? -2000
        try db.execute(sql: "PRAGMA cache_size = -262144")
        defer { try? db.execute(sql: "PRAGMA cache_size = \(previousCacheSize)") }
        let insert = try db.prepare(
            """
            INSERT INTO product (
                sku, name, description, categoryId, priceCents, stock, createdAt, updatedAt, searchPrimary,
                searchSecondary)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        let step = max(1, count / 200)
        let products = ProductPrefetcher(generator: generator, count: count)
        defer { products.stop() }
        var inserted = 0
        var vocabulary: Set<String> = []
        while let batch = products.nextBatch() {
            for product in batch {
                try insert.bind(
                    product.sku, product.name, product.description, categoryIDs[product.categoryIndex],
                    product.priceCents, product.stock, Self.seededAt, Self.seededAt, product.searchTerms.primary,
                    product.searchTerms.secondary
                ).execute()
                vocabulary.formUnion(product.searchTerms.vocabulary)
                inserted += 1
                if inserted % step == 0, inserted < count {
                    progress(SeedProgress(.products, completed: inserted, of: count))
                }
            }
        }
        for (_, sql) in indexes {
            try db.execute(sql: sql)
        }
        // The spellable search terms under their deletion-index keys: what a misspelt search word is corrected against.
        let addTermKey = try db.prepare(
            "INSERT INTO searchTermKey (key, term) VALUES (?, ?) ON CONFLICT (key, term) DO NOTHING")
        for row in SearchTypoKeys.rows(for: vocabulary) { try addTermKey.bind(row.key, row.term).execute() }
        // Each product's stock opens its ledger, so the stock is the sum of its ledger from the start.
        try db.prepare(
            "INSERT INTO stockLedger (productId, delta, reason, createdAt) SELECT id, stock, 'seed', ? FROM product "
                + "WHERE stock > 0 ORDER BY id"
        ).bind(Self.seededAt).execute()
        progress(SeedProgress(.products, completed: count, of: count))
        progress(SeedProgress(.searchIndex, completed: 0, of: 1))
        try rebuildSearchIndex(db)
        progress(SeedProgress(.searchIndex, completed: 1, of: 1))
        for (_, sql) in triggers {
            try db.execute(sql: sql)
        }
    }

    /// Rebuilds the full-text index in one pass with a 64 MiB in-memory term buffer instead of FTS5's 1 MiB.
    ///
    /// FTS5 flushes its pending terms to a new on-disk segment whenever they outgrow `hashsize`, and merges
    /// segments as they pile up; a larger buffer writes far fewer, larger segments (at 1,000,000 products the
    /// rebuild takes ~6 s instead of ~11 s). The option is stored in the index's config table, so it is set back
    /// to the default and its row removed afterwards: the index is configured exactly as the migrations made it.
    private func rebuildSearchIndex(_ db: Connection) throws {
        let setBufferSize = try db.prepare("INSERT INTO productSearch (productSearch, rank) VALUES ('hashsize', ?)")
        try setBufferSize.bind(Self.seedingSearchBufferBytes).execute()
        try db.execute(sql: "INSERT INTO productSearch (productSearch) VALUES ('rebuild')")
        try setBufferSize.bind(Self.defaultSearchBufferBytes).execute()
        try db.execute(sql: "DELETE FROM productSearch_config WHERE k = 'hashsize'")
    }

    /// The staff account (``SeedOptions/staffUsername``), its salt derived from an index no demo user has.
    private func insertStaffAccount(_ db: Connection) throws {
        let hash = try hashPassword(SeedOptions.staffPassword, SeedOptions.maximumUsers)
        try db.prepare("INSERT INTO user (username, passwordHash, createdAt, role) VALUES (?, ?, ?, 'staff')")
            .bind(SeedOptions.staffUsername, hash, Self.seededAt).execute()
    }

    private func insertUsers(_ count: Int, _ db: Connection, progress: (SeedProgress) -> Void) throws -> [Int64] {
        progress(SeedProgress(.users, completed: 0, of: count))
        let insert = try db.prepare("INSERT INTO user (username, passwordHash, createdAt) VALUES (?, ?, ?)")
        let step = max(1, count / 100)
        let ids = try (0..<count).map { index in
            let number = String(index + 1).leftPadded(to: 4)
            let hash = try hashPassword("password-\(number)", index)
            try insert.bind("user\(number)", hash, Self.seededAt).execute()
            if (index + 1) % step == 0, index + 1 < count {
                progress(SeedProgress(.users, completed: index + 1, of: count))
            }
            return db.lastInsertRowID
        }
        progress(SeedProgress(.users, completed: count, of: count))
        return ids
    }

    private func insertOrders(
        userIDs: [Int64],
        productCount: Int,
        random: inout SeededRandom,
        _ db: Connection,
        progress: (SeedProgress) -> Void
    ) throws -> Int {
        progress(SeedProgress(.orders, completed: 0, of: userIDs.count))
        let finished = SeedProgress(.orders, completed: userIDs.count, of: userIDs.count)
        guard productCount > 0 else {
            progress(finished)
            return 0
        }
        let step = max(1, userIDs.count / 100)
        let product = try db.prepare("SELECT name, priceCents FROM product WHERE id = ?")
        let order = try db.prepare(
            "INSERT INTO customerOrder (userId, status, totalCents, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)")
        let line = try db.prepare(
            """
            INSERT INTO orderLine (orderId, lineNumber, productId, name, unitPriceCents, quantity)
            VALUES (?, ?, ?, ?, ?, ?)
            """)
        let firstProductID = try db.prepare("SELECT min(id) FROM product").fetchOne { $0.int64(at: 0) } ?? 1
        var inserted = 0
        for (userIndex, userID) in userIDs.enumerated() {
            if userIndex > 0, userIndex % step == 0 {
                progress(SeedProgress(.orders, completed: userIndex, of: userIDs.count))
            }
            for orderIndex in 0..<random.int(in: 0...3) {
                var lines: [(id: Int64, name: String, price: Int, quantity: Int)] = []
                var seen = Set<Int64>()
                for _ in 0..<random.int(in: 1...3) {
                    let id = firstProductID + Int64(random.int(in: 0...(productCount - 1)))
                    guard seen.insert(id).inserted,
                        let (name, price) = try product.bind(id).fetchOne({ ($0.string(at: 0), $0.int(at: 1)) })
                    else { continue }
                    lines.append((id, name, price, random.int(in: 1...3)))
                }
                let total = lines.reduce(0) { $0 + $1.price * $1.quantity }
                let status = random.pick(["placed", "shipped", "shipped"])
                let createdAt =
                    "2025-\(String(random.int(in: 1...12)).leftPadded(to: 2))-"
                    + "\(String(random.int(in: 1...28)).leftPadded(to: 2))T1\(orderIndex):00:00.000Z"
                try order.bind(userID, status, total, createdAt, createdAt).execute()
                let orderID = db.lastInsertRowID
                for (number, item) in lines.enumerated() {
                    try line.bind(orderID, number + 1, item.id, item.name, item.price, item.quantity).execute()
                }
                inserted += 1
            }
        }
        progress(finished)
        return inserted
    }
}
