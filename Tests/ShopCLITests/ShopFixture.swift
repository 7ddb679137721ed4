import Foundation
import Testing

/// A temporary directory with a shop database path in it, removed when the fixture goes away.
final class ShopFixture: Sendable {
    /// The directory (also the working directory and `HOME` of every run).
    let directory: URL
    /// The database path, `shop.sqlite` in ``directory``.
    let database: String

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("shop-cli-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        database = directory.appendingPathComponent("shop.sqlite").path
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs the REPL on ``database`` with `lines` as input (one per line).
    func shop(
        _ lines: [String],
        json: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> ProcessResult {
        try await run(["--db", database] + (json ? ["--json"] : []), input: lines, sourceLocation: sourceLocation)
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
            arguments, input: input, in: directory, environment: environment, sourceLocation: sourceLocation)
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
