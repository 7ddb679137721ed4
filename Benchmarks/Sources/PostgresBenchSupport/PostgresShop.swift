import AuthData
import Boardy
import BoardyModulePlugin
import CartData
import Foundation
import OrderService
import PostgresNIO
import PostgresStore
import ProductData
import ShopBenchSupport
import ShopMigrations
import ShopSeeding

/// The shop on a PostgreSQL server, for the PostgreSQL data rows (issue 24): a pool on the database at
/// `$BOARDY_BENCH_DATABASE_URL`, migrated and seeded once (deterministically; a database already holding the same
/// catalog is reused), every product's stock made unlimited, and the facts both sides draw their inputs from.
///
/// Board graphs are built from it with the four data modules' PostgreSQL plugins, as `ShopBackend.makeLauncher`
/// builds them with the SQLite ones. The users are split in two: the first half for the boards, the second half
/// (consecutive ids) for pgbench, so neither side's carts or locks meet the other's.
public final class PostgresShop: Sendable {
    /// The environment variable naming the database (`Scripts/bench-postgres.sh` sets it).
    public static let urlVariable = "BOARDY_BENCH_DATABASE_URL"
    /// The environment variable overriding the number of products (``defaultProducts``).
    public static let productsVariable = "BOARDY_BENCH_PG_PRODUCTS"
    /// Products in the database by default: the SQLite data rows' size.
    public static let defaultProducts = 10_000
    /// Users in the database (as the SQLite data rows).
    public static let users = 16
    /// How many search texts the rows draw from (each becomes one pgbench script).
    public static let searchTextCount = 40

    /// The database's URL, as given.
    public let url: String
    /// The connection pool the modules share.
    public let database: PostgresStore.PostgresDatabase
    /// Product ids run from 1 to this.
    public let maxProductID: Int64
    /// Every category slug, by id.
    public let categorySlugs: [String]
    /// Search texts (one or two words from product names, alternately), each with what pgbench binds for it.
    public let searches: [PostgresSearch]
    /// The users whose carts the boards use.
    public let boardUsers: [Int64]
    /// The users pgbench uses: consecutive ids, so a script can draw one with `random(first, last)`.
    public let pgbenchUsers: ClosedRange<Int64>
    /// How long seeding took when this open seeded the database (`nil` when it reused one).
    public let seedSeconds: Double?

    /// The URL from the environment, `nil` when unset or empty.
    public static var configuredURL: String? {
        ProcessInfo.processInfo.environment[urlVariable].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The number of products from the environment, else ``defaultProducts``.
    public static var configuredProducts: Int {
        ProcessInfo.processInfo.environment[productsVariable].flatMap { Int($0) } ?? defaultProducts
    }

    private init(
        url: String, database: PostgresStore.PostgresDatabase, facts: ShopFacts, searches: [PostgresSearch],
        seedSeconds: Double?
    ) throws {
        self.url = url
        self.database = database
        maxProductID = facts.maxProductID
        categorySlugs = facts.slugs
        self.seedSeconds = seedSeconds
        let half = facts.users.count / 2
        boardUsers = Array(facts.users[..<half])
        let pgbench = Array(facts.users[half...])
        guard let first = pgbench.first, let last = pgbench.last, last - first + 1 == Int64(pgbench.count) else {
            throw SetupError("the pgbench users' ids are not consecutive: \(pgbench)")
        }
        pgbenchUsers = first...last
        self.searches = searches
    }

    /// ``searchTextCount`` search texts from words of `names`: one word, then two, alternately.
    private static func searchTexts(names: [String]) throws -> [String] {
        let words = ShopFixture.words(in: names)
        guard !words.isEmpty else { throw SetupError("no search words in the product names") }
        var random = BenchRandom(seed: 11)
        return (0..<Self.searchTextCount).map { index in
            index % 2 == 0 ? random.pick(words) : random.pick(words) + " " + random.pick(words)
        }
    }

    /// Connects to `url`, migrates, seeds `products` products and ``users`` users unless the database already holds
    /// exactly that many, all with their search terms (seed 42, replacing whatever else is there: a catalog seeded
    /// under an older schema has products without terms, which the module would index on the first search), makes
    /// every stock unlimited, and works out the search texts (``PostgresSearch``).
    public static func open(url: String, products: Int = configuredProducts) async throws -> PostgresShop {
        let database = try await PostgresStore.PostgresDatabase.connect(url: url, maximumConnections: 10)
        try await ShopPostgresMigrations.migrator.migrate(database)
        let logger = database.logger
        let counts = try await database.withConnection { connection in
            let rows = try await connection.query(
                """
                SELECT (SELECT count(*) FROM product), (SELECT count(*) FROM shop_user),
                    EXISTS (SELECT 1 FROM product WHERE search_primary IS NULL AND archived_at IS NULL)
                """, logger: logger)
            for try await (products, users, unindexed) in rows.decode((Int64, Int64, Bool).self) {
                return (products, users, unindexed)
            }
            return (Int64(0), Int64(0), false)
        }
        var seedSeconds: Double?
        if counts.0 != Int64(products) || counts.1 != Int64(users) || counts.2 {
            let began = monotonicSeconds()
            try await PostgresSeeder(hashPassword: hashSeedPassword).seed(
                database, options: SeedOptions(products: products, users: users, seed: 42, staffAccount: false),
                replacing: true)
            seedSeconds = monotonicSeconds() - began
        }
        try await database.withConnection { connection in
            // A stored generated column (search_terms) makes this rewrite every row once; later opens update nothing.
            let updated = try await connection.query(
                "UPDATE product SET stock = 1000000000 WHERE stock < 500000000 RETURNING id", logger: logger)
            var any = false
            for try await _ in updated { any = true }
            if any { try await connection.query("VACUUM ANALYZE product", logger: logger) }
        }
        let facts = try await ShopFacts.read(database)
        let searches = try await PostgresSearch.resolve(searchTexts(names: facts.names), in: database)
        return try PostgresShop(
            url: url, database: database, facts: facts, searches: searches, seedSeconds: seedSeconds)
    }

    /// Builds a board graph with the four data modules' PostgreSQL plugins, in the caller's isolation.
    public func makeLauncher(isolation: isolated (any Actor)? = #isolation) throws -> PluginLauncher {
        try PluginLauncher.with()
            .install(plugins: ProductDataModulePlugin.bundledPlugins(database: database))
            .install(plugins: AuthDataModulePlugin.bundledPlugins(database: database))
            .install(plugins: CartDataModulePlugin.bundledPlugins(database: database))
            .install(plugins: OrderServiceModulePlugin.bundledPlugins(database: database))
            .initialize(isolation: isolation)
    }

    /// Untimed set-up: empties the carts of every user; the benchmark stops if it cannot (its rounds would measure
    /// full carts).
    public func clearCarts() async {
        let logger = database.logger
        do {
            try await database.withConnection { connection in
                try await connection.query("DELETE FROM cart_item", logger: logger)
            }
        } catch {
            fatalError("cannot empty the carts: \(error)")
        }
    }

    /// Hashes a seeded user's password as `ShopApplication.makeSeeder()` does (seeding cost, deterministic salt).
    private static let hashSeedPassword: PostgresSeeder.PasswordHashing = { password, index in
        let hasher = PasswordHasher(cost: .testing) {
            var random = SeededRandom(seed: 0xD3_5A17 &+ UInt64(index))
            return (0..<PasswordHasher.saltByteCount).map { _ in UInt8.random(in: 0...255, using: &random) }
        }
        return try hasher.hash(password: password)
    }
}
