import Foundation
import PostgresStore
import ShopApp
import ShopTestSupport
import Testing

/// A temporary directory with a shop database path in it (removed when the fixture goes away), or with a fresh, empty
/// PostgreSQL database (dropped by ``remove()``; see ``withShopFixture(_:_:)``).
final class ShopFixture: Sendable {
    /// The directory (also the working directory and `HOME` of every run).
    let directory: URL
    /// The database as shop-cli names it: the path, `shop.sqlite` in ``directory``, or the PostgreSQL URL.
    let database: String
    /// `--db PATH` or `--database URL`.
    let databaseArguments: [String]
    /// The PostgreSQL database, `nil` on SQLite.
    let postgres: PostgresURL?
    /// Variables every run gets (`SHOP_TEST_PASSWORD_COST=testing` for a fixture made with cheap passwords).
    let environment: [String: String]

    /// A fixture on a new SQLite file.
    ///
    /// - Parameter cheapPasswords: Whether every run (the demo catalog's seeding included) hashes and verifies
    ///   passwords at the testing cost, for suites whose subject is not the password cost.
    init(cheapPasswords: Bool = false) throws {
        directory = try Self.makeDirectory()
        database = directory.appendingPathComponent("shop.sqlite").path
        databaseArguments = ["--db", database]
        postgres = nil
        environment = Self.environment(cheapPasswords: cheapPasswords)
    }

    /// A fixture on a new, empty PostgreSQL database (no schema: shop-cli migrates and seeds it on first use).
    private init(postgres url: PostgresURL, cheapPasswords: Bool) throws {
        directory = try Self.makeDirectory()
        database = url.description
        databaseArguments = ["--database", Self.text(of: url)]
        postgres = url
        environment = Self.environment(cheapPasswords: cheapPasswords)
    }

    /// A fixture on `backend`.
    static func make(_ backend: Backend, cheapPasswords: Bool = false) async throws -> ShopFixture {
        switch backend {
        case .sqlite: return try ShopFixture(cheapPasswords: cheapPasswords)
        case .postgres:
            return try ShopFixture(
                postgres: try await PostgresTestServer.createDatabase(), cheapPasswords: cheapPasswords)
        }
    }

    private static func environment(cheapPasswords: Bool) -> [String: String] {
        cheapPasswords ? [ShopConfiguration.testPasswordCostVariable: "testing"] : [:]
    }

    /// Drops the PostgreSQL database, if any.
    /// Creates ``database`` as the first start of the shop does (migrated, with the demo catalog and its users'
    /// scrypt hashes), on a thread of its own: an in-process start afterwards only opens it, so a `@MainActor` test
    /// does not hold the main actor (or a test the cooperative pool) while the file is built.
    func createDemoShop() async throws {
        let path = database
        try await offPool { _ = try ShopBackend.open(ShopConfiguration(databasePath: path)) }
    }

    func remove() async {
        if let postgres { try? await PostgresTestServer.dropDatabase(postgres) }
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// A new temporary directory.
    private static func makeDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("shop-cli-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// `url` as a URL string, password included (test servers have none).
    static func text(of url: PostgresURL) -> String {
        let password = url.password.map { ":" + $0 } ?? ""
        return "postgres://\(url.username)\(password)@\(url.host):\(url.port)/\(url.database)"
    }

    /// Runs the REPL on ``database`` with `lines` as input (one per line).
    func shop(
        _ lines: [String],
        json: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> ProcessResult {
        try await run(databaseArguments + (json ? ["--json"] : []), input: lines, sourceLocation: sourceLocation)
    }

    /// Runs `shop-cli arguments…` in ``directory`` with `lines` as input.
    func run(
        _ arguments: [String],
        input lines: [String] = [],
        environment: [String: String] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> ProcessResult {
        let input = lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
        return try await ShopCLIProcess.run(
            arguments, input: input, in: directory, environment: self.environment.merging(environment) { $1 },
            sourceLocation: sourceLocation)
    }

    /// Creates the demo database (the REPL seeds it on first use) and returns the first `count` products with at
    /// least 5 units in stock, cheapest first, looked up through `--json` output.
    func seededProducts(_ count: Int = 3) async throws -> [SeededProduct] {
        let result = try await shop(["products --sort price --per-page 100"], json: true)
        let line = try #require(result.lines.first, "no output: \(result.standardError)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let page = try #require(object["result"] as? [String: Any])
        let items = try #require(page["items"] as? [[String: Any]])
        let products = items.compactMap { item -> SeededProduct? in
            guard let stock = item["stock"] as? Int, stock >= 5, let id = item["id"] as? Int,
                let name = item["name"] as? String, let price = item["priceCents"] as? Int
            else { return nil }
            return SeededProduct(id: id, name: name, priceCents: price, stock: stock)
        }
        try #require(products.count >= count)
        return Array(products.prefix(count))
    }
}

/// Runs `body` with a fixture on `backend` and drops its PostgreSQL database afterwards, also when `body` throws.
func withShopFixture<T>(
    _ backend: Backend, cheapPasswords: Bool = false, _ body: (ShopFixture) async throws -> T
) async throws -> T {
    let fixture = try await ShopFixture.make(backend, cheapPasswords: cheapPasswords)
    do {
        let value = try await body(fixture)
        await fixture.remove()
        return value
    } catch {
        await fixture.remove()
        throw error
    }
}
