import Foundation
import ProductDataIO
import ShopTestSupport
import Testing

/// Search quality, measured (issue 42): the judged queries (``JudgedQuery``) over the demo catalog on each backend,
/// and the behaviours the rule promises.
@Suite("ProductData contract: search quality")
@MainActor
struct SearchQualityTests {
    /// recall@20: the share of the relevant products (at most 20 of them can fit) in the first 20 results; for a
    /// query that should find nothing, 1 when it finds nothing.
    static func recall(_ results: [String], _ relevant: [String: Int], total: Int) -> Double {
        guard !relevant.isEmpty else { return total == 0 ? 1 : 0 }
        let found = results.prefix(20).filter { relevant[$0] != nil }.count
        return Double(found) / Double(min(20, relevant.count))
    }

    /// nDCG@10 with gains 2^grade − 1; for a query that should find nothing, 1 when it finds nothing.
    static func ndcg(_ results: [String], _ relevant: [String: Int], total: Int) -> Double {
        guard !relevant.isEmpty else { return total == 0 ? 1 : 0 }
        func dcg(_ grades: [Int]) -> Double {
            grades.prefix(10).enumerated().reduce(0) { sum, item in
                sum + (pow(2, Double(item.element)) - 1) / log2(Double(item.offset) + 2)
            }
        }
        let ideal = dcg(relevant.values.sorted(by: >))
        return dcg(results.map { relevant[$0] ?? 0 }) / ideal
    }

    @Test("the judged queries reach recall@20 ≥ 0.95 and nDCG@10 ≥ 0.9", arguments: Backend.enabled)
    func judgedQueries(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            let catalog = Set(try await DemoCatalog.insert(into: harness.database).values.joined())
            #expect(JudgedQuery.all.count >= 40)
            var recalls: [Double] = []
            var ndcgs: [Double] = []
            var byKind: [JudgedQuery.Kind: [Double]] = [:]
            for query in JudgedQuery.all {
                #expect(Set(query.relevant.keys).isSubset(of: catalog), "\(query.text): judged SKUs exist")
                let page = try await harness.search(query.text, perPage: 20).get()
                let results = page.items.map(\.sku)
                let (recall, ndcg) = (
                    Self.recall(results, query.relevant, total: page.total),
                    Self.ndcg(results, query.relevant, total: page.total)
                )
                recalls.append(recall)
                ndcgs.append(ndcg)
                byKind[query.kind, default: []].append(ndcg)
                if recall < 1 || ndcg < 0.9 {
                    print("search quality on \(backend): '\(query.text)' recall@20 \(recall), nDCG@10 \(ndcg)")
                }
            }
            let meanRecall = recalls.reduce(0, +) / Double(recalls.count)
            let meanNDCG = ndcgs.reduce(0, +) / Double(ndcgs.count)
            let kinds = JudgedQuery.Kind.allCases.map { kind in
                let values = byKind[kind] ?? []
                return "\(kind.rawValue) \(String(format: "%.3f", values.reduce(0, +) / Double(max(1, values.count))))"
            }
            print(
                "search quality on \(backend): \(recalls.count) judged queries, recall@20 = "
                    + "\(String(format: "%.4f", meanRecall)), nDCG@10 = \(String(format: "%.4f", meanNDCG)) "
                    + "(nDCG@10 by kind: \(kinds.joined(separator: ", ")))")
            #expect(meanRecall >= 0.95)
            #expect(meanNDCG >= 0.9)
        }
    }

    @Test("'shoe' finds every shoe and 'laptop' every laptop on its first pages", arguments: Backend.enabled)
    func categoriesByWord(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            let skus = try await DemoCatalog.insert(into: harness.database)
            let shoes = try await harness.search("shoe").get()
            #expect(shoes.total == 13 && Set(shoes.items.map(\.sku)) == Set(skus["shoes"] ?? []))
            var laptops: [String] = []
            for page in 1...2 { laptops += try await harness.search("laptop", page: page).get().items.map(\.sku) }
            #expect(laptops.count == 24 && Set(laptops) == Set(skus["laptops"] ?? []))
        }
    }

    @Test("'red shoe' finds the red shoes, in any form of the words", arguments: Backend.enabled)
    func severalWords(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            let shoes = try await harness.database.insertCategory(slug: "shoes", name: "Shoes")
            let red = try await harness.database.insertProduct(
                sku: "R", name: "Trail Runner", description: "A running shoe in red", categoryID: shoes)
            let blue = try await harness.database.insertProduct(
                sku: "B", name: "Road Runner", description: "A running shoe in blue", categoryID: shoes)
            #expect(try await harness.search("red shoe").get().items.map(\.id) == [red])
            #expect(try await harness.search("RED SHOES").get().items.map(\.id) == [red])
            #expect(Set(try await harness.search("run shoes").get().items.map(\.id)) == [red, blue])
        }
    }

    @Test(
        "one typo in a word of five letters or more is forgiven, in a shorter word it is not",
        arguments: Backend.enabled)
    func typos(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            let home = try await harness.database.insertCategory(slug: "home", name: "Home")
            let keyboard = try await harness.database.insertProduct(
                sku: "K", name: "Quiet Keyboard", description: "Low keys", categoryID: home)
            let lamp = try await harness.database.insertProduct(
                sku: "L", name: "Desk Lamp", description: "Warm light", categoryID: home)
            for text in ["keybaord", "keyborad", "kyeboard", "keyboar", "keybard", "keyboardd", "keyb0ard"] {
                let found = try await harness.search(text).get().items.map(\.id)
                #expect(found == (text == "keyb0ard" ? [] : [keyboard]), "\(text)")
            }
            #expect(try await harness.search("lamp").get().items.map(\.id) == [lamp])
            #expect(try await harness.search("lapm").get().total == 0, "four letters: no typo allowed")
            #expect(try await harness.search("keybaordd").get().total == 0, "two edits are too many")
        }
    }

    @Test("categories and SKUs are searchable", arguments: Backend.enabled)
    func categoriesAndSKUs(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            let garden = try await harness.database.insertCategory(slug: "garden", name: "Garden Tools")
            let hose = try await harness.database.insertProduct(
                sku: "GAR-0042", name: "Hose", description: "Twenty metres", categoryID: garden)
            #expect(try await harness.search("tools").get().items.map(\.id) == [hose])
            #expect(try await harness.search("GAR-0042").get().items.map(\.id) == [hose])
            #expect(try await harness.search("0042").get().items.map(\.id) == [hose])
        }
    }
}
