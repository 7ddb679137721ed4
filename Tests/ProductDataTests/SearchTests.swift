import ProductDataIO
import SQLiteStore
import ShopTestSupport
import Testing

@Suite("Search board")
@MainActor
struct SearchTests {
    @Test("every word is a prefix: 'lapt' finds Laptop in a name and in a description, name first")
    func prefix() async throws {
        try await withHarness { harness in
            let catalog = try SearchCatalog(harness.database)
            let result = try await harness.search("lapt").get()
            #expect(result.items.map(\.id) == [catalog.laptop, catalog.mouse])
            #expect(result.total == 2)
            #expect(result.items.first?.categorySlug == "shop")
            #expect(try await harness.search("LAPTOP") == .success(result))
            let twoLetters = try await harness.search("la").get().items.map(\.id)
            #expect(Set(twoLetters) == [catalog.laptop, catalog.mouse, catalog.lantern])
            #expect(twoLetters.last == catalog.mouse, "the description-only match ranks last")
        }
    }

    @Test("several words must all match")
    func allWords() async throws {
        try await withHarness { harness in
            let catalog = try SearchCatalog(harness.database)
            #expect(try await harness.search("wireless key").get().items.map(\.id) == [catalog.keyboard])
            #expect(try await harness.search("wire").get().total == 2)
            #expect(try await harness.search("bistro table").get().items.map(\.id) == [catalog.cafeTable])
            #expect(try await harness.search("wireless desk").get().total == 0)
        }
    }

    @Test("a match in the name ranks above a description-only match")
    func ranking() async throws {
        try await withHarness { harness in
            let category = try harness.database.insertCategory(slug: "bags", name: "Bags")
            // The description-only match has a one-word description (a strong bm25 signal on its own) and the
            // smaller id; the name weight must still win.
            let descriptionOnly = try harness.database.insertProduct(
                sku: "D", name: "Travel pouch", description: "sleeve", categoryID: category, priceCents: 1, stock: 1
            )
            let inName = try harness.database.insertProduct(
                sku: "N", name: "Sleeve for travel", description: "Padded with soft fabric and a zip pocket",
                categoryID: category, priceCents: 1, stock: 1
            )
            #expect(try await harness.search("sleeve").get().items.map(\.id) == [inName, descriptionOnly])
            #expect(try await harness.search("travel").get().items.map(\.id) == [descriptionOnly, inName])
        }
    }

    @Test("diacritics and case are folded both ways, and non-Latin words are searchable")
    func unicode() async throws {
        try await withHarness { harness in
            let catalog = try SearchCatalog(harness.database)
            let bothCafes = [catalog.cafeTable, catalog.cafeChair]
            for text in ["café", "cafe", "CAFÉ", "Cafe\u{301}", "caf"] {
                let ids = try await harness.search(text).get().items.map(\.id)
                #expect(Set(ids) == Set(bothCafes), "\(text)")
            }
            #expect(try await harness.search("東京").get().items.map(\.id) == [catalog.lantern])
            // Every word is required ("sofa" is too short for typo tolerance; "chaise" would be one edit from "chair").
            #expect(try await harness.search("sofa café").get().total == 0)
        }
    }

    @Test(
        "text without a letter or digit fails with emptySearch",
        arguments: ["", "   ", "!!!", "🙂🙂", "--", "\"\"", "*", "\n\t"]
    )
    func emptySearch(text: String) async throws {
        try await withHarness { harness in
            _ = try SearchCatalog(harness.database)
            #expect(try await harness.search(text) == .failure(.emptySearch))
        }
    }

    @Test("SQL metacharacters are searched as words and returned literally")
    func sqlMetacharacters() async throws {
        try await withHarness { harness in
            let catalog = try SearchCatalog(harness.database)
            let result = try await harness.search(SearchCatalog.metacharacterName).get()
            #expect(result.items.map(\.id) == [catalog.metacharacters])
            #expect(result.items.first?.name == SearchCatalog.metacharacterName)
            #expect(result.items.first?.description == "100% \"quoted\" text")
            #expect(try await harness.search("100%").get().items.map(\.id) == [catalog.metacharacters])
            #expect(try await harness.search("'; SELECT * FROM user; --").get().total == 0)
            #expect(try harness.database.scalar("SELECT count(*) FROM product") == SearchCatalog.count)
        }
    }

    @Test("the index follows an UPDATE of a product's name made through SQL")
    func followsUpdates() async throws {
        try await withHarness { harness in
            let catalog = try SearchCatalog(harness.database)
            try await harness.database.pool.write { db in
                try db.prepare("UPDATE product SET name = ? WHERE id = ?").bind("Treadmill Workstation", catalog.desk)
                    .execute()
            }
            #expect(try await harness.search("standing").get().total == 0)
            let renamed = try await harness.search("treadm work").get()
            #expect(renamed.items.map(\.name) == ["Treadmill Workstation"])
            #expect(try await harness.search("oak").get().items.map(\.id) == [catalog.desk])
        }
    }

    @Test("search results are paged with the total number of matches")
    func paging() async throws {
        try await withHarness { harness in
            let category = try harness.database.insertCategory(slug: "w", name: "W")
            let ids = try harness.insertProducts(count: 25, categoryID: category, name: { "Widget \($0)" })
            var seen: [Int64] = []
            for page in 1...3 {
                let result = try await harness.search("widget", page: page, perPage: 10).get()
                #expect(result.total == 25)
                #expect(result.items.count == (page == 3 ? 5 : 10))
                seen += result.items.map(\.id)
            }
            // Equal scores: ties come by id.
            #expect(seen == ids)
            let pastEnd = try await harness.search("widget", page: 4, perPage: 10)
            #expect(pastEnd == .success(ProductPage(items: [], page: 4, perPage: 10, total: 25)))
            let huge = try await harness.search("widget", page: Int.max, perPage: 100)
            #expect(huge == .success(ProductPage(items: [], page: Int.max, perPage: 100, total: 25)))
        }
    }
}
