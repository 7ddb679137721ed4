import ShopTestSupport
import Testing

@testable import ShopSeeding

@Suite("Product prefetcher")
struct ProductPrefetcherTests {
    /// Every batch the prefetcher hands out, in order.
    private func drain(_ prefetcher: ProductPrefetcher) -> [[CatalogGenerator.ProductRecord]] {
        var batches: [[CatalogGenerator.ProductRecord]] = []
        while let batch = prefetcher.nextBatch() {
            batches.append(batch)
        }
        return batches
    }

    @Test("hands out exactly the products inline generation gives, in order, in batches of the asked size")
    func sameProductsAsInline() {
        var inline = CatalogGenerator(seed: 11)
        let expected = (0..<1_000).map { inline.nextProduct(index: $0) }
        let prefetcher = ProductPrefetcher(generator: CatalogGenerator(seed: 11), count: 1_000, batchSize: 64, depth: 2)
        defer { prefetcher.stop() }
        let batches = drain(prefetcher)
        #expect(batches.map(\.count) == Array(repeating: 64, count: 15) + [40])
        #expect(batches.flatMap { $0 } == expected)
        #expect(prefetcher.nextBatch() == nil, "an exhausted prefetcher stays exhausted")
    }

    @Test("zero products give no batch")
    func zeroProducts() {
        let prefetcher = ProductPrefetcher(generator: CatalogGenerator(seed: 1), count: 0)
        defer { prefetcher.stop() }
        #expect(prefetcher.nextBatch() == nil)
    }

    @Test("stop ends the producer early, even while it waits for room, and later calls return nil or stay quiet")
    func stopEarly() {
        // Depth 1 and a huge count: the producer is blocked waiting for room when stop() comes.
        let prefetcher = ProductPrefetcher(
            generator: CatalogGenerator(seed: 3), count: 10_000_000, batchSize: 8, depth: 1)
        let first = prefetcher.nextBatch()
        #expect(first?.count == 8)
        prefetcher.stop()
        prefetcher.stop()
        var leftover = 0
        while let batch = prefetcher.nextBatch() {
            leftover += batch.count
        }
        #expect(leftover <= 8, "at most the one batch that was ready remains after stop")
    }
}
