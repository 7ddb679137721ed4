import ProductDataIO
import SQLiteStore
import ShopTestSupport
import Testing

@testable import ProductData

/// Tiered search ranking with more matches than one tier: ranks within tiers of the 500 newest matches, every match
/// exactly once across pages, exact totals.
@Suite("Tiered search ranking")
@MainActor
struct TieredSearchTests {
    /// A catalog of `count` products; every fourth one (i % 4 == 3) does not mention "gadget". Of the others, the
    /// oldest `strongest` have "gadget" in the name and the description (the best score of all), the rest
    /// alternately in the name only or in the description only.
    ///
    /// - Returns: The ids of the matching products, oldest first.
    private func insertGadgets(_ harness: ProductDataHarness, count: Int, strongest: Int = 100) throws -> [Int64] {
        let category = try harness.database.insertCategory(slug: "gear", name: "Gear")
        let ids = try harness.insertProducts(
            count: count,
            categoryID: category,
            name: { index in
                if index % 4 == 3 { return "Sprocket \(index)" }
                if index < strongest || index % 2 == 0 { return "Gadget \(index)" }
                return "Widget \(index)"
            },
            description: { index in
                if index % 4 == 3 { return "A plain part" }
                if index < strongest || index % 2 == 1 { return "A gadget, words \(index % 7)" }
                return "Words \(index % 7)"
            }
        )
        return ids.enumerated().filter { $0.offset % 4 != 3 }.map(\.element)
    }

    /// Every match with its score by ``SearchRanking`` (negated, so lower is better), from the stored terms, after a
    /// search has indexed the products (no order, no tiers).
    private func scores(_ harness: ProductDataHarness) async throws -> [(id: Int64, score: Double)] {
        _ = try await harness.search("gadget")
        let match = SearchMatch(try #require(SearchWords(text: "gadget")), known: [])
        return try await harness.database.pool.read { db in
            try db.prepare(
                "SELECT rowid, searchPrimary, searchSecondary FROM productSearch WHERE productSearch MATCH ?"
            ).bind(match.matchExpression).fetchAll { row in
                let candidate = SearchRanking.Candidate(
                    id: row.int64(at: 0), primary: row.string(at: 1), secondary: row.string(at: 2))
                return (candidate.id, -Double(SearchRanking.score(candidate, match)))
            }
        }
    }

    /// The model of the tiered order: matches newest first, cut into tiers of 500, each sorted by score then id.
    private func tieredOrder(_ scores: [(id: Int64, score: Double)]) -> [Int64] {
        let newestFirst = scores.sorted { $0.id > $1.id }
        return stride(from: 0, to: newestFirst.count, by: 500).flatMap { start in
            newestFirst[start..<min(start + 500, newestFirst.count)]
                .sorted { ($0.score, $0.id) < ($1.score, $1.id) }
                .map(\.id)
        }
    }

    /// The full order of every match, score then id (the ranking without tiers).
    private func fullOrder(_ scores: [(id: Int64, score: Double)]) -> [Int64] {
        scores.sorted { ($0.score, $0.id) < ($1.score, $1.id) }.map(\.id)
    }

    /// Where `actual` first departs from `expected`, or `nil` when they are equal (keeps failures readable).
    private func firstDifference(_ actual: [Int64], _ expected: [Int64]) -> String? {
        guard actual != expected else { return nil }
        let index =
            zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(actual.count, expected.count)
        let found = index < actual.count ? "\(actual[index])" : "nothing"
        let wanted = index < expected.count ? "\(expected[index])" : "nothing"
        return "position \(index): \(found) instead of \(wanted) (\(actual.count) of \(expected.count) ids)"
    }

    @Test("page 1 holds the best-ranked of the 500 newest matches, not the best-ranked overall")
    func firstPage() async throws {
        try await withHarness { harness in
            let matches = try insertGadgets(harness, count: 1_600)
            #expect(matches.count == 1_200)
            let scores = try await scores(harness)
            #expect(Set(scores.map(\.id)) == Set(matches))
            let expected = tieredOrder(scores)

            let page = try await harness.search("gadget", page: 1, perPage: 20).get()
            #expect(page.total == 1_200)
            #expect(page.items.map(\.id) == Array(expected.prefix(20)))
            let newest500 = Set(matches.suffix(500))
            #expect(page.items.allSatisfy { newest500.contains($0.id) })
            #expect(page.items.allSatisfy { $0.categorySlug == "gear" && $0.name.hasPrefix("Gadget") })
            // The model differs from a full ranking here: the strongest matches are the oldest ones.
            let strongest = Set(matches.prefix(75))
            #expect(fullOrder(scores).prefix(20).allSatisfy { strongest.contains($0) })
            #expect(page.items.allSatisfy { !strongest.contains($0.id) })
        }
    }

    @Test(
        "walking every page yields each match exactly once, in tier order, with the exact total",
        arguments: [7, 30, 100]
    )
    func everyPage(perPage: Int) async throws {
        try await withHarness { harness in
            let matches = try insertGadgets(harness, count: 1_600)
            let expected = tieredOrder(try await scores(harness))
            var seen: [Int64] = []
            var page = 1
            while true {
                let result = try await harness.search("gadget", page: page, perPage: perPage).get()
                #expect(result.total == 1_200)
                #expect(result.page == page && result.perPage == perPage)
                if result.items.isEmpty { break }
                #expect(result.items.count == min(perPage, 1_200 - seen.count), "page \(page)")
                seen += result.items.map(\.id)
                page += 1
            }
            #expect(page - 1 == (1_200 + perPage - 1) / perPage)
            #expect(firstDifference(seen, expected) == nil)
            #expect(Set(seen) == Set(matches) && seen.count == matches.count)
        }
    }

    @Test("a page past the end is empty and keeps the exact total")
    func pastTheEnd() async throws {
        try await withHarness { harness in
            _ = try insertGadgets(harness, count: 1_600)
            let expected = tieredOrder(try await scores(harness))
            let last = try await harness.search("gadget", page: 12, perPage: 100).get()
            #expect(last.items.map(\.id) == Array(expected.suffix(100)))
            for (page, perPage) in [(13, 100), (41, 30), (173, 7), (Int.max, 100), (Int.max / 7, 7)] {
                let result = try await harness.search("gadget", page: page, perPage: perPage)
                #expect(result == .success(ProductPage(items: [], page: page, perPage: perPage, total: 1_200)))
            }
        }
    }

    @Test("500 matches are ranked in full; a 501st, newer match moves the oldest into a tier of its own")
    func tierBoundary() async throws {
        try await withHarness { harness in
            // 668 products, 501 matches; only the oldest match has "gadget" in its name and its description.
            let matches = try insertGadgets(harness, count: 668, strongest: 1)
            #expect(matches.count == 501)
            let oldest = matches[0]

            let split = try await harness.search("gadget", page: 1, perPage: 100).get()
            #expect(split.total == 501)
            #expect(!split.items.map(\.id).contains(oldest))
            let lastPage = try await harness.search("gadget", page: 6, perPage: 100).get()
            #expect(lastPage.items.map(\.id) == [oldest], "the oldest match is alone in tier 1")

            let newest = try #require(matches.last)
            try await harness.database.pool.write { db in
                try db.prepare("DELETE FROM product WHERE id = ?").bind(newest).execute()
            }
            let scores = try await scores(harness)
            #expect(scores.count == 500)
            #expect(firstDifference(tieredOrder(scores), fullOrder(scores)) == nil)
            var seen: [Int64] = []
            for page in 1...17 {
                seen += try await harness.search("gadget", page: page, perPage: 30).get().items.map(\.id)
            }
            #expect(firstDifference(seen, fullOrder(scores)) == nil)
            #expect(seen.first == oldest, "with one tier, the strongest match comes first")
        }
    }
}
