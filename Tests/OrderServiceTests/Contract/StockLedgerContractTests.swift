import Boardy
import BoardyComponentKit
import CartDataIO
import OrderServiceIO
import ProductDataIO
import ShopTestSupport
import Testing

@Suite("OrderService contract: the stock ledger", .timeLimit(.minutes(10)))
@MainActor
struct StockLedgerContractTests {
    /// A small deterministic generator (SplitMix64), so a failing mix can be replayed from its seed.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test(
        "after a random mix of sales, cancels, restocks and corrections each product's stock is the sum of its ledger",
        arguments: Backend.enabled, [UInt64(1), 37, 2026])
    func randomMix(backend: Backend, seed: UInt64) async throws {
        try await withShop(backend) { shop in
            var random = SeededGenerator(state: seed)
            var products: [Int64] = []
            for index in 0..<4 {
                products.append(try await shop.product("P\(index)", stock: Int.random(in: 0...12, using: &random)))
            }
            var users: [Int64] = []
            for index in 0..<3 { users.append(try await shop.user("buyer\(index)")) }
            let staff = try await shop.user("staff")
            try await shop.database.openStockLedger()
            var placed: [(user: Int64, order: Int64)] = []
            var cancelled = Set<Int64>()
            var adjustments = 0
            for _ in 0..<50 {
                let user = users.randomElement(using: &random)!
                switch Int.random(in: 0..<12, using: &random) {
                case 0..<5:
                    // A sale of one to three lines; a short one fails and changes nothing.
                    for product in products.shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random)) {
                        _ = try await shop.mainboard.ioAddToCart().blockActivation.run(
                            .init(userID: user, productID: product, quantity: Int.random(in: 1...3, using: &random)))
                    }
                    if case let .success(order) = try await shop.checkout(user) { placed.append((user, order.id)) }
                    _ = try await shop.mainboard.ioClearCart().blockActivation.run(user)
                case 5..<8:
                    guard let pick = placed.randomElement(using: &random) else { continue }
                    if case .success = try await shop.cancel(pick.user, pick.order) { cancelled.insert(pick.order) }
                case 8:
                    guard let pick = placed.randomElement(using: &random) else { continue }
                    if case .success = try await shop.staff(shop.mainboard.ioStaffCancelOrder(), by: staff, pick.order)
                    {
                        cancelled.insert(pick.order)
                    }
                case 9:
                    guard let pick = placed.randomElement(using: &random) else { continue }
                    _ = try await shop.staff(shop.mainboard.ioShipOrder(), by: staff, pick.order)
                default:
                    // A restock or a correction by staff; one that would go below 0 fails and changes nothing.
                    var delta = Int.random(in: -4...6, using: &random)
                    if delta == 0 { delta = 1 }
                    let adjustment = StockAdjustment(
                        productID: products.randomElement(using: &random)!, delta: delta, reason: "count",
                        staffUserID: staff)
                    if case .success = try await shop.mainboard.ioAdjustStock().blockActivation.run(adjustment) {
                        adjustments += 1
                    }
                }
            }
            #expect(try await shop.database.ledgerMismatchCount() == 0)
            for product in products {
                #expect(
                    try await shop.database.stock(ofProduct: product)
                        == (try await shop.database.ledgerSum(ofProduct: product)))
                #expect(try await shop.database.stock(ofProduct: product) >= 0)
            }
            var saleLines = 0
            var cancelLines = 0
            for (user, order) in placed {
                let lines = try await shop.order(user, order).get().items.count
                saleLines += lines
                if cancelled.contains(order) { cancelLines += lines }
                #expect(
                    try await shop.database.ledgerRowCount(reason: "cancel", order: order)
                        == (cancelled.contains(order) ? lines : 0))
            }
            #expect(try await shop.database.ledgerRowCount(reason: "sale") == saleLines)
            #expect(try await shop.database.ledgerRowCount(reason: "cancel") == cancelLines)
            #expect(try await shop.database.ledgerRowCount(reason: "count") == adjustments)
        }
    }
}
