import Foundation

/// Generates the seeder's products on a background thread, in order, a few batches ahead of the inserting thread.
///
/// Building a product (its name and description strings) costs about a third of inserting it; with two cores the
/// seeder overlaps the two instead of alternating. The producer stays at most ``depth`` batches ahead, so memory
/// stays bounded whatever the count, and ``nextBatch()`` hands batches out in generation order, so the catalog is
/// exactly the one generating inline would give. ``stop()`` (also safe after the last batch) makes the producer
/// quit early and waits until its thread has exited, so no work outlives the seeding transaction.
final class ProductPrefetcher: @unchecked Sendable {  // Every mutable field is read and written only under `condition`.
    /// How many batches the producer may have ready before it waits.
    let depth: Int
    private let condition = NSCondition()
    private var ready: [[CatalogGenerator.ProductRecord]] = []
    private var stopRequested = false
    /// Set by the producer thread as its last act: every batch it will make is in ``ready`` (or it was stopped).
    private var producerExited = false

    /// Starts generating `count` products from `generator`, `batchSize` at a time (indexes 0..<count).
    init(generator: CatalogGenerator, count: Int, batchSize: Int = 2_048, depth: Int = 4) {
        self.depth = max(1, depth)
        let batchSize = max(1, batchSize)
        let thread = Thread { [self] in
            var generator = generator
            var start = 0
            while start < count {
                let end = min(count, start + batchSize)
                let batch = (start..<end).map { generator.nextProduct(index: $0) }
                guard hand(batch) else { break }
                start = end
            }
            condition.lock()
            producerExited = true
            condition.broadcast()
            condition.unlock()
        }
        thread.name = "shop-seed-products"
        thread.start()
    }

    /// The next batch in order, waiting for the producer if needed; `nil` once every product has been handed out.
    func nextBatch() -> [CatalogGenerator.ProductRecord]? {
        condition.lock()
        defer { condition.unlock() }
        while ready.isEmpty && !producerExited {
            condition.wait()
        }
        guard !ready.isEmpty else { return nil }
        let batch = ready.removeFirst()
        condition.broadcast()
        return batch
    }

    /// Asks the producer to stop and waits until its thread has exited.
    func stop() {
        condition.lock()
        defer { condition.unlock() }
        stopRequested = true
        condition.broadcast()
        while !producerExited {
            condition.wait()
        }
    }

    /// Queues one batch, waiting while ``depth`` batches are ready; false when asked to stop.
    private func hand(_ batch: [CatalogGenerator.ProductRecord]) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while ready.count >= depth && !stopRequested {
            condition.wait()
        }
        guard !stopRequested else { return false }
        ready.append(batch)
        condition.broadcast()
        return true
    }
}
