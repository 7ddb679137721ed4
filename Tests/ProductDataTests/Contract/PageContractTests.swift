import ProductDataIO
import ShopTestSupport
import Testing

@Suite("ProductData contract: product pages")
@MainActor
struct PageContractTests {
    @Test("paging math: total, full pages, the last partial page and a page past the end", arguments: Backend.enabled)
    func pagingMath(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            let books = try await harness.database.insertCategory(slug: "books", name: "Books")
            let other = try await harness.database.insertCategory(slug: "other", name: "Other")
            try await harness.database.insertProducts(count: 25, categoryID: books, name: { Self.bookName($0) })
            try await harness.database.insertProducts(count: 4, categoryID: other, name: { "Other \($0)" })
            var seen: [String] = []
            for page in 1...3 {
                let result = try await harness.page(ProductQuery(categorySlug: "books", page: page, perPage: 10)).get()
                #expect(result.total == 25 && result.page == page && result.perPage == 10)
                #expect(result.items.count == (page == 3 ? 5 : 10))
                #expect(result.items.allSatisfy { $0.categorySlug == "books" })
                seen += result.items.map(\.name)
            }
            #expect(seen == (0..<25).map { Self.bookName($0) })
            let pastEnd = try await harness.page(ProductQuery(categorySlug: "books", page: 4, perPage: 10))
            #expect(pastEnd == .success(ProductPage(items: [], page: 4, perPage: 10, total: 25)))
            let whole = try await harness.page(ProductQuery(page: 1, perPage: 100)).get()
            #expect(whole.total == 29 && whole.items.count == 29)
        }
    }

    @Test(
        "sorting by name (by code point) breaks ties by id, in a category and across the catalog",
        arguments: Backend.enabled)
    func nameSort(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            let audio = try await harness.database.insertCategory(slug: "audio", name: "Audio")
            let video = try await harness.database.insertCategory(slug: "video", name: "Video")
            let names = ["Speaker", "Amplifier", "Speaker", "Amplifier", "Cable", "amp", "Émetteur"]
            let a = try await harness.database.insertProducts(count: 7, categoryID: audio, name: { names[$0] })
            let v = try await harness.database.insertProducts(count: 1, categoryID: video, name: { _ in "Amplifier" })
            let inAudio = try await harness.page(ProductQuery(categorySlug: "audio", sort: .name)).get()
            #expect(inAudio.items.map(\.id) == [a[1], a[3], a[4], a[0], a[2], a[5], a[6]])
            let everything = try await harness.page(ProductQuery(sort: .name)).get()
            #expect(everything.items.map(\.id) == [a[1], a[3], v[0], a[4], a[0], a[2], a[5], a[6]])
            let first = try await harness.page(ProductQuery(page: 1, perPage: 2, sort: .name)).get()
            let second = try await harness.page(ProductQuery(page: 2, perPage: 2, sort: .name)).get()
            #expect((first.items + second.items).map(\.id) == Array(everything.items.prefix(4)).map(\.id))
        }
    }

    @Test("sorting by price is ascending and breaks ties by id", arguments: Backend.enabled)
    func priceSort(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            let audio = try await harness.database.insertCategory(slug: "audio", name: "Audio")
            let video = try await harness.database.insertCategory(slug: "video", name: "Video")
            let prices = [500, 100, 500, 0, 100]
            let a = try await harness.database.insertProducts(
                count: 5, categoryID: audio, name: { "Z\($0)" }, priceCents: { prices[$0] })
            let v = try await harness.database.insertProducts(
                count: 1, categoryID: video, name: { _ in "A" }, priceCents: { _ in 100 })
            let inAudio = try await harness.page(ProductQuery(categorySlug: "audio", sort: .price)).get()
            #expect(inAudio.items.map(\.id) == [a[3], a[1], a[4], a[0], a[2]])
            #expect(inAudio.items.map(\.priceCents) == [0, 100, 100, 500, 500])
            let everything = try await harness.page(ProductQuery(page: 1, perPage: 4, sort: .price)).get()
            #expect(everything.items.map(\.id) == [a[3], a[1], a[4], v[0]])
            #expect(everything.total == 6)
        }
    }

    @Test(
        "an unknown category slug fails with categoryNotFound, even one full of SQL metacharacters",
        arguments: Backend.enabled)
    func unknownCategory(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            try await harness.database.insertCategory(slug: "books", name: "Books")
            for slug in ["nope", "", "BOOKS", "' OR 1=1 --", "books%", "books "] {
                #expect(try await harness.page(ProductQuery(categorySlug: slug)) == .failure(.categoryNotFound(slug)))
            }
            #expect(try await harness.categories().get().count == 1)
        }
    }

    @Test(
        "out-of-range pages or page sizes fail with invalidPaging, for listings and search",
        arguments: Backend.enabled)
    func invalidPaging(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            try await harness.database.insertCategory(slug: "books", name: "Books")
            let cases = [(0, 20), (-1, 20), (Int.min, 20), (1, 0), (1, -1), (1, 101), (1, Int.max), (0, 0)]
            for (page, perPage) in cases {
                let expected = Result<ProductPage, ProductDataError>.failure(
                    .invalidPaging(page: page, perPage: perPage))
                #expect(try await harness.page(ProductQuery(page: page, perPage: perPage)) == expected)
                #expect(
                    try await harness.page(ProductQuery(categorySlug: "books", page: page, perPage: perPage))
                        == expected)
                #expect(try await harness.search("book", page: page, perPage: perPage) == expected)
            }
        }
    }

    @Test(
        "the largest page size is accepted; a huge page number is an empty page; an empty catalog has none",
        arguments: Backend.enabled)
    func pagingLimits(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            #expect(
                try await harness.page(ProductQuery())
                    == .success(
                        ProductPage(
                            items: [], page: 1, perPage: 20,
                            total: 0)))
            let books = try await harness.database.insertCategory(slug: "books", name: "Books")
            try await harness.database.insertCategory(slug: "empty", name: "Empty")
            try await harness.database.insertProducts(count: 3, categoryID: books, name: { "Book \($0)" })
            #expect(try await harness.page(ProductQuery(page: 1, perPage: 100)).get().items.count == 3)
            for query in [ProductQuery(page: Int.max, perPage: 100), ProductQuery(categorySlug: "books", page: .max)] {
                #expect(
                    try await harness.page(query)
                        == .success(ProductPage(items: [], page: Int.max, perPage: query.perPage, total: 3)))
            }
            #expect(
                try await harness.page(ProductQuery(categorySlug: "empty", sort: .price))
                    == .success(ProductPage(items: [], page: 1, perPage: 20, total: 0)))
        }
    }

    /// "Book 00" ... "Book 99": zero-padded so names sort like their numbers.
    static func bookName(_ index: Int) -> String {
        index < 10 ? "Book 0\(index)" : "Book \(index)"
    }
}
