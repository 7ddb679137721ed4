import Boardy
import BoardyComponentKit
import OrderServiceIO
import ShopTestSupport
import Testing

@Suite("OrderService contract: racing changes of one order", .timeLimit(.minutes(10)))
@MainActor
struct OrderLifecycleConcurrencyContractTests {
    @Test("32 concurrent cancels of one order restore its stock exactly once", arguments: Backend.enabled)
    func concurrentCancels(backend: Backend) async throws {
        try await withShop(backend) { shop in
            let ada = try await shop.user("ada")
            let mug = try await shop.product("Mug", stock: 10)
            let lamp = try await shop.product("Lamp", stock: 10)
            try await shop.database.openStockLedger()
            try await shop.add(ada, mug, 3)
            try await shop.add(ada, lamp, 4)
            let order = try await shop.checkout(ada).get()
            let results = try await concurrently(over: Array(0..<32)) { [mainboard = shop.mainboard] _ in
                try await mainboard.ioCancelOrder().blockActivation.run(OrderLookup(userID: ada, orderID: order.id))
            }
            #expect(results.filter { (try? $0.get())?.status == .cancelled }.count == 1)
            #expect(
                results.filter { $0 == .failure(.orderNotCancellable(orderID: order.id, status: .cancelled)) }.count
                    == 31)
            #expect(try await shop.database.stock(ofProduct: mug) == 10)
            #expect(try await shop.database.stock(ofProduct: lamp) == 10)
            #expect(try await shop.database.ledgerRowCount(reason: "cancel", order: order.id) == 2)
            #expect(try await shop.database.ledgerMismatchCount() == 0)
        }
    }

    @Test("a cancel racing a ship ends in exactly one of the two", arguments: Backend.enabled)
    func cancelRacingShip(backend: Backend) async throws {
        try await withShop(backend) { shop in
            let ada = try await shop.user("ada")
            let staff = try await shop.user("staff")
            let mug = try await shop.product("Mug", stock: 100)
            try await shop.database.openStockLedger()
            for _ in 0..<8 {
                let order = try await shop.place(ada, mug, 2)
                let stockBefore = try await shop.database.stock(ofProduct: mug)
                let results = try await concurrently(over: [true, false]) { [mainboard = shop.mainboard] cancels in
                    (
                        cancels,
                        cancels
                            ? try await mainboard.ioCancelOrder().blockActivation
                                .run(OrderLookup(userID: ada, orderID: order.id))
                            : try await mainboard.ioShipOrder().blockActivation
                                .run(StaffOrderChange(staffUserID: staff, orderID: order.id))
                    )
                }
                let cancelled = try #require(results.first { $0.0 }?.1)
                let shipped = try #require(results.first { !$0.0 }?.1)
                let status = try await shop.order(ada, order.id).get().status
                switch status {
                case .cancelled:
                    #expect((try? cancelled.get()) != nil)
                    #expect(
                        shipped
                            == .failure(.orderStateConflict(orderID: order.id, status: .cancelled, wanted: .shipped)))
                    #expect(try await shop.database.stock(ofProduct: mug) == stockBefore + 2)
                    #expect(try await shop.database.ledgerRowCount(reason: "cancel", order: order.id) == 1)
                case .shipped:
                    #expect((try? shipped.get()) != nil)
                    #expect(cancelled == .failure(.orderNotCancellable(orderID: order.id, status: .shipped)))
                    #expect(try await shop.database.stock(ofProduct: mug) == stockBefore)
                    #expect(try await shop.database.ledgerRowCount(reason: "cancel", order: order.id) == 0)
                default:
                    Issue.record("order \(order.id) ended \(status)")
                }
            }
            #expect(try await shop.database.ledgerMismatchCount() == 0)
        }
    }
}
