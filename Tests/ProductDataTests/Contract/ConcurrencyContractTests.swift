import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import ProductData
import ProductDataIO
import ShopTestSupport
import Testing

@Suite("ProductData contract: concurrency and isolation", .timeLimit(.minutes(10)))
@MainActor
struct ConcurrencyContractTests {
    @Test("many tasks reading at once get the same results as one reading alone", arguments: Backend.enabled)
    func consistentResults(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            let catalog = try await ContractCatalog(harness.database)
            let query = ProductQuery(categorySlug: "shop", page: 1, perPage: 5, sort: .price)
            let product = try await harness.product(catalog.desk)
            let page = try await harness.page(query)
            let search = try await harness.search("wireless")
            let categories = try await harness.categories()
            let tasks = (0..<64).map { index in
                Task { @MainActor () throws -> Bool in
                    switch index % 4 {
                    case 0: try await harness.product(catalog.desk) == product
                    case 1: try await harness.page(query) == page
                    case 2: try await harness.search("wireless") == search
                    default: try await harness.categories() == categories
                    }
                }
            }
            var mismatches = 0
            for task in tasks where try await !task.value {
                mismatches += 1
            }
            #expect(mismatches == 0)
        }
    }

    @Test("a count and its page come from one snapshot while products are being inserted", arguments: Backend.enabled)
    func snapshotWhileWriting(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            let category = try await harness.database.insertCategory(slug: "live", name: "Live")
            let writer = Task.detached { [database = harness.database] in
                for index in 0..<400 {
                    try await database.insertProduct(
                        sku: "L-\(index)", name: "Gadget \(index)", description: "fresh gadget", categoryID: category,
                        priceCents: index)
                }
            }
            var inconsistent = 0
            var lastTotal = 0
            var rounds = 0
            // Reads until every insert is visible; the round limit only stops a runaway loop if the writer failed.
            while lastTotal < 400, rounds < 50_000 {
                rounds += 1
                let page = try await harness.page(ProductQuery(categorySlug: "live", perPage: 100, sort: .price)).get()
                let found = try await harness.search("gadget", perPage: 100).get()
                if page.items.count != min(page.total, 100) || found.items.count != min(found.total, 100) {
                    inconsistent += 1
                }
                #expect(page.total >= lastTotal, "totals never go back")
                lastTotal = page.total
                await Task.yield()
            }
            try await writer.value
            #expect(lastTotal == 400)
            #expect(inconsistent == 0)
        }
    }

    @Test("a board graph owned by another actor answers as one on the main actor", arguments: Backend.enabled)
    func graphOnAnyActor(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            let catalog = try await ContractCatalog(harness.database)
            let expected = try await harness.product(catalog.laptop)
            let storage = harness.database.storage
            let owner = QueueActor(label: "product-graph")
            let (result, stayed) = try await owner.run { owner in
                let plugins: [any ModulePlugin] =
                    switch storage {
                    case let .sqlite(pool, _): ProductDataModulePlugin.bundledPlugins(database: pool)
                    case let .postgres(postgres): ProductDataModulePlugin.bundledPlugins(database: postgres)
                    }
                let launcher = try PluginLauncher.with().install(plugins: plugins).initialize()
                let result = try await launcher.mainboard.ioProduct().blockActivation.run(catalog.laptop)
                return (result, owner.executor.isCurrent)
            }
            #expect(result == expected)
            #expect(stayed, "the activation resumes on the graph's actor")
        }
    }
}
