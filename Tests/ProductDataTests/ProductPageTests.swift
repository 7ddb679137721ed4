import ProductDataIO
import ShopTestSupport
import Testing

@Suite("Product page board")
@MainActor
struct ProductPageTests {
    @Test("paging math: total, full pages, the last partial page and a page past the end")
    func pagingMath() async throws {
        try await withHarness { harness in
            let books = try harness.database.insertCategory(slug: "books", name: "Books")
            let other = try harness.database.insertCategory(slug: "other", name: "Other")
            try harness.insertProducts(count: 25, categoryID: books, name: { bookName($0) })
            try harness.insertProducts(count: 4, categoryID: other, name: { "Other \($0)" })

            var seen: [String] = []
            for page in 1...3 {
                let result = try await harness.page(ProductQuery(categorySlug: "books", page: page, perPage: 10)).get()
                #expect(result.total == 25)
                #expect(result.page == page)
                #expect(result.perPage == 10)
                #expect(result.items.count == (page == 3 ? 5 : 10))
                #expect(result.items.allSatisfy { $0.categorySlug == "books" })
                seen += result.items.map(\.name)
            }
            #expect(seen == (0..<25).map { bookName($0) })

            let pastEnd = try await harness.page(ProductQuery(categorySlug: "books", page: 4, perPage: 10))
            #expect(pastEnd == .success(ProductPage(items: [], page: 4, perPage: 10, total: 25)))
            let whole = try await harness.page(ProductQuery(page: 1, perPage: 100)).get()
            #expect(whole.total == 29)
            #expect(whole.items.count == 29)
        }
    }

    @Test("sorting by name breaks ties by id, in a category and across the catalog")
    func nameSortTies() async throws {
        try await withHarness { harness in
            let audio = try harness.database.insertCategory(slug: "audio", name: "Audio")
            let video = try harness.database.insertCategory(slug: "video", name: "Video")
            let names = ["Speaker", "Amplifier", "Speaker", "Amplifier", "Cable"]
            let audioIDs = try harness.insertProducts(count: 5, categoryID: audio, name: { names[$0] })
            let videoIDs = try harness.insertProducts(count: 1, categoryID: video, name: { _ in "Amplifier" })

            let inAudio = try await harness.page(ProductQuery(categorySlug: "audio", sort: .name)).get()
            #expect(inAudio.items.map(\.id) == [audioIDs[1], audioIDs[3], audioIDs[4], audioIDs[0], audioIDs[2]])
            let everything = try await harness.page(ProductQuery(sort: .name)).get()
            #expect(
                everything.items.map(\.id)
                    == [audioIDs[1], audioIDs[3], videoIDs[0], audioIDs[4], audioIDs[0], audioIDs[2]])
            #expect(everything.items.map(\.categorySlug) == ["audio", "audio", "video", "audio", "audio", "audio"])

            // Ties straddling a page boundary are split by id, so two pages never repeat or skip a product.
            let first = try await harness.page(ProductQuery(page: 1, perPage: 2, sort: .name)).get()
            let second = try await harness.page(ProductQuery(page: 2, perPage: 2, sort: .name)).get()
            #expect((first.items + second.items).map(\.id) == Array(everything.items.prefix(4)).map(\.id))
        }
    }

    @Test("sorting by price is ascending and breaks ties by id, in a category and across the catalog")
    func priceSortTies() async throws {
        try await withHarness { harness in
            let audio = try harness.database.insertCategory(slug: "audio", name: "Audio")
            let video = try harness.database.insertCategory(slug: "video", name: "Video")
            let prices = [500, 100, 500, 0, 100]
            let audioIDs = try harness.insertProducts(
                count: 5, categoryID: audio, name: { "Z\($0)" }, priceCents: { prices[$0] }
            )
            let videoIDs = try harness.insertProducts(
                count: 1, categoryID: video, name: { _ in "A" }, priceCents: { _ in 100 }
            )

            let inAudio = try await harness.page(ProductQuery(categorySlug: "audio", sort: .price)).get()
            #expect(inAudio.items.map(\.id) == [audioIDs[3], audioIDs[1], audioIDs[4], audioIDs[0], audioIDs[2]])
            #expect(inAudio.items.map(\.priceCents) == [0, 100, 100, 500, 500])
            let everything = try await harness.page(ProductQuery(page: 1, perPage: 4, sort: .price)).get()
            #expect(everything.items.map(\.id) == [audioIDs[3], audioIDs[1], audioIDs[4], videoIDs[0]])
            #expect(everything.total == 6)
        }
    }

    @Test("an unknown category slug fails with categoryNotFound, even one full of SQL metacharacters")
    func unknownCategory() async throws {
        try await withHarness { harness in
            try harness.database.insertCategory(slug: "books", name: "Books")
            for slug in ["nope", "", "BOOKS", "' OR 1=1 --", "books%", "books "] {
                #expect(try await harness.page(ProductQuery(categorySlug: slug)) == .failure(.categoryNotFound(slug)))
            }
            #expect(try harness.database.scalar("SELECT count(*) FROM category") == 1)
        }
    }

    @Test(
        "out-of-range page or page size fails with invalidPaging",
        arguments: [(0, 20), (-1, 20), (Int.min, 20), (1, 0), (1, -1), (1, 101), (1, Int.max), (1, Int.min), (0, 0)]
    )
    func invalidPaging(page: Int, perPage: Int) async throws {
        try await withHarness { harness in
            try harness.database.insertCategory(slug: "books", name: "Books")
            let expected = Result<ProductPage, ProductDataError>.failure(.invalidPaging(page: page, perPage: perPage))
            #expect(try await harness.page(ProductQuery(page: page, perPage: perPage)) == expected)
            let inCategory = ProductQuery(categorySlug: "books", page: page, perPage: perPage)
            #expect(try await harness.page(inCategory) == expected)
            #expect(try await harness.search("book", page: page, perPage: perPage) == expected)
        }
    }

    @Test("the largest page size is accepted and a huge page number is an empty page, not an overflow")
    func pagingLimits() async throws {
        try await withHarness { harness in
            let books = try harness.database.insertCategory(slug: "books", name: "Books")
            try harness.insertProducts(count: 3, categoryID: books, name: { "Book \($0)" })
            let largest = try await harness.page(ProductQuery(page: 1, perPage: 100)).get()
            #expect(largest.items.count == 3)
            let hugePages = [
                ProductQuery(page: Int.max, perPage: 100), ProductQuery(categorySlug: "books", page: Int.max),
            ]
            for query in hugePages {
                let result = try await harness.page(query)
                #expect(result == .success(ProductPage(items: [], page: Int.max, perPage: query.perPage, total: 3)))
            }
        }
    }

    @Test("an empty category and an empty catalog give an empty first page")
    func emptyListings() async throws {
        try await withHarness { harness in
            let catalog = try await harness.page(ProductQuery())
            #expect(catalog == .success(ProductPage(items: [], page: 1, perPage: 20, total: 0)))
            try harness.database.insertCategory(slug: "empty", name: "Empty")
            let result = try await harness.page(ProductQuery(categorySlug: "empty", sort: .price))
            #expect(result == .success(ProductPage(items: [], page: 1, perPage: 20, total: 0)))
        }
    }
}

/// "Book 00" ... "Book 99": zero-padded so names sort like their numbers.
private func bookName(_ index: Int) -> String {
    index < 10 ? "Book 0\(index)" : "Book \(index)"
}
