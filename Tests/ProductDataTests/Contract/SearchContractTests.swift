import ProductDataIO
import ShopTestSupport
import Testing

@Suite("ProductData contract: search")
@MainActor
struct SearchContractTests {
    @Test(
        "every word is a prefix: 'lapt' finds Laptop in a name and in a description, name first",
        arguments: Backend.enabled)
    func prefix(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            let catalog = try await ContractCatalog(harness.database)
            let result = try await harness.search("lapt").get()
            #expect(result.items.map(\.id) == [catalog.laptop, catalog.mouse])
            #expect(result.total == 2 && result.items.first?.categorySlug == "shop")
            #expect(try await harness.search("LAPTOP") == .success(result))
            let twoLetters = try await harness.search("la").get().items.map(\.id)
            #expect(Set(twoLetters) == [catalog.laptop, catalog.mouse, catalog.lantern])
            #expect(twoLetters.last == catalog.mouse, "the description-only match ranks last")
        }
    }

    @Test("several words must all match", arguments: Backend.enabled)
    func allWords(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            let catalog = try await ContractCatalog(harness.database)
            #expect(try await harness.search("wireless key").get().items.map(\.id) == [catalog.keyboard])
            #expect(try await harness.search("wire").get().total == 2)
            #expect(try await harness.search("bistro table").get().items.map(\.id) == [catalog.cafeTable])
            #expect(try await harness.search("wireless desk").get().total == 0)
        }
    }

    @Test("a match in the name ranks above a description-only match", arguments: Backend.enabled)
    func ranking(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            let bags = try await harness.database.insertCategory(slug: "bags", name: "Bags")
            // The description-only match has a one-word description and the smaller id; the name weight must win.
            let descriptionOnly = try await harness.database.insertProduct(
                sku: "D", name: "Travel pouch", description: "sleeve", categoryID: bags)
            let inName = try await harness.database.insertProduct(
                sku: "N", name: "Sleeve for travel", description: "Padded with soft fabric and a zip pocket",
                categoryID: bags)
            #expect(try await harness.search("sleeve").get().items.map(\.id) == [inName, descriptionOnly])
            #expect(try await harness.search("travel").get().items.map(\.id) == [descriptionOnly, inName])
        }
    }

    @Test("diacritics and case are folded both ways, and non-Latin words are searchable", arguments: Backend.enabled)
    func unicode(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            let catalog = try await ContractCatalog(harness.database)
            for text in ["café", "cafe", "CAFÉ", "Cafe\u{301}", "caf"] {
                let ids = try await harness.search(text).get().items.map(\.id)
                #expect(Set(ids) == [catalog.cafeTable, catalog.cafeChair], "\(text)")
            }
            #expect(try await harness.search("東京").get().items.map(\.id) == [catalog.lantern])
            // Every word is required ("sofa" is too short for typo tolerance; "chaise" would be one edit from "chair").
            #expect(try await harness.search("sofa café").get().total == 0)
        }
    }

    @Test("text without a letter or digit fails with emptySearch", arguments: Backend.enabled)
    func emptySearch(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            _ = try await ContractCatalog(harness.database)
            for text in ["", "   ", "!!!", "🙂🙂", "--", "\"\"", "*", "\n\t"] {
                #expect(try await harness.search(text) == .failure(.emptySearch), "\(text.debugDescription)")
            }
        }
    }

    @Test(
        "query syntax and SQL metacharacters are searched as words and returned literally",
        arguments: Backend.enabled)
    func metacharacters(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            let catalog = try await ContractCatalog(harness.database)
            let result = try await harness.search(ContractCatalog.metacharacterName).get()
            #expect(result.items.map(\.id) == [catalog.metacharacters])
            #expect(result.items.first?.name == ContractCatalog.metacharacterName)
            #expect(result.items.first?.description == "100% \"quoted\" text")
            #expect(try await harness.search("100%").get().items.map(\.id) == [catalog.metacharacters])
            #expect(try await harness.search("'; SELECT * FROM user; --").get().total == 0)
            for text in [
                "lap & !key", "lap | desk", "desk:*", "(desk)", "\"lap\" OR \"desk\"", "NEAR(lap desk)",
                "name:desk", "lap <-> top", "desk\\",
            ] {
                let found = try await harness.search(text).get()
                #expect(found.total <= 1, "\(text) matched \(found.total)")
            }
            #expect(try await harness.page(ProductQuery()).get().total == 8)
        }
    }

    @Test("the index follows a rename made behind the module's back", arguments: Backend.enabled)
    func followsUpdates(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            let catalog = try await ContractCatalog(harness.database)
            try await harness.database.renameProduct(catalog.desk, to: "Treadmill Workstation")
            #expect(try await harness.search("standing").get().total == 0)
            #expect(try await harness.search("treadm work").get().items.map(\.name) == ["Treadmill Workstation"])
            #expect(try await harness.search("oak").get().items.map(\.id) == [catalog.desk])
        }
    }

    @Test("results are paged with the exact total; equal ranks come by id", arguments: Backend.enabled)
    func paging(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            let category = try await harness.database.insertCategory(slug: "w", name: "W")
            let ids = try await harness.database.insertProducts(
                count: 25, categoryID: category, name: { "Widget \($0)" })
            var seen: [Int64] = []
            for page in 1...3 {
                let result = try await harness.search("widget", page: page, perPage: 10).get()
                #expect(result.total == 25 && result.items.count == (page == 3 ? 5 : 10))
                seen += result.items.map(\.id)
            }
            #expect(seen == ids)
            #expect(
                try await harness.search("widget", page: 4, perPage: 10)
                    == .success(ProductPage(items: [], page: 4, perPage: 10, total: 25)))
            #expect(
                try await harness.search("widget", page: Int.max, perPage: 100)
                    == .success(ProductPage(items: [], page: Int.max, perPage: 100, total: 25)))
        }
    }

    @Test(
        "ranking is tiered by recency: 500 matches rank in full, a 501st newer one moves the oldest to tier 2",
        arguments: Backend.enabled)
    func tiers(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            let gear = try await harness.database.insertCategory(slug: "gear", name: "Gear")
            // 501 matches; only the oldest has "gadget" three times in its name, so it ranks best of all.
            let ids = try await harness.database.insertProducts(
                count: 501, categoryID: gear,
                name: { $0 == 0 ? "Gadget Gadget Gadget" : "Gadget " + String(repeating: "extra ", count: $0 % 5) })
            let oldest = ids[0]
            let first = try await harness.search("gadget", page: 1, perPage: 100).get()
            #expect(first.total == 501 && !first.items.map(\.id).contains(oldest))
            #expect(try await harness.search("gadget", page: 6, perPage: 100).get().items.map(\.id) == [oldest])
            var walked: [Int64] = []
            for page in 1...18 {
                walked += try await harness.search("gadget", page: page, perPage: 30).get().items.map(\.id)
            }
            #expect(walked.count == 501 && Set(walked) == Set(ids), "every match exactly once")
            try await harness.database.deleteProduct(ids[500])
            let ranked = try await harness.search("gadget", page: 1, perPage: 1).get()
            #expect(ranked.items.map(\.id) == [oldest], "with one tier, the strongest match comes first")
            #expect(ranked.total == 500)
        }
    }
}
