import OrderServiceIO
import ShopTestSupport
import Testing

@Suite("OrderService contract: cancel, ship and deliver", .timeLimit(.minutes(10)))
@MainActor
struct OrderLifecycleContractTests {
    @Test(
        "a customer cancels a placed order: every line's stock comes back with a cancel ledger row each",
        arguments: Backend.enabled)
    func cancelRestoresStock(backend: Backend) async throws {
        try await withShop(backend) { shop in
            let ada = try await shop.user("ada")
            let mug = try await shop.product("Mug", priceCents: 300, stock: 10)
            let lamp = try await shop.product("Lamp", priceCents: 1_000, stock: 4)
            try await shop.database.openStockLedger()
            try await shop.add(ada, mug, 3)
            try await shop.add(ada, lamp, 2)
            let placed = try await shop.checkout(ada).get()
            #expect(placed.updatedAt == placed.createdAt)
            #expect(try await shop.database.ledgerRowCount(reason: "sale", order: placed.id) == 2)
            #expect(try await shop.database.stock(ofProduct: mug) == 7)

            let cancelled = try await shop.cancel(ada, placed.id).get()
            #expect(cancelled.id == placed.id)
            #expect(cancelled.status == .cancelled)
            #expect(cancelled.items == placed.items, "the lines keep their names and prices as sold")
            #expect(cancelled.totalCents == placed.totalCents)
            #expect(cancelled.updatedAt >= placed.createdAt)
            #expect(try await shop.database.stock(ofProduct: mug) == 10)
            #expect(try await shop.database.stock(ofProduct: lamp) == 4)
            #expect(try await shop.database.ledgerRowCount(reason: "cancel", order: placed.id) == 2)
            #expect(try await shop.database.ledgerMismatchCount() == 0)
            #expect(try await shop.order(ada, placed.id) == .success(cancelled))
            #expect(try await shop.orders(ada).get().map(\.status) == [.cancelled])
        }
    }

    @Test(
        "an order that is not placed is not cancellable, and the refusal changes nothing", arguments: Backend.enabled)
    func notCancellable(backend: Backend) async throws {
        try await withShop(backend) { shop in
            let ada = try await shop.user("ada")
            let staff = try await shop.user("staff")
            let mug = try await shop.product("Mug", stock: 10)
            let first = try await shop.place(ada, mug, 2)
            _ = try await shop.cancel(ada, first.id).get()
            #expect(
                try await shop.cancel(ada, first.id)
                    == .failure(.orderNotCancellable(orderID: first.id, status: .cancelled)))
            let second = try await shop.place(ada, mug, 1)
            _ = try await shop.staff(shop.mainboard.ioShipOrder(), by: staff, second.id).get()
            #expect(
                try await shop.cancel(ada, second.id)
                    == .failure(.orderNotCancellable(orderID: second.id, status: .shipped)))
            #expect(
                try await shop.staff(shop.mainboard.ioStaffCancelOrder(), by: staff, second.id)
                    == .failure(.orderNotCancellable(orderID: second.id, status: .shipped)))
            #expect(try await shop.database.stock(ofProduct: mug) == 9)
            #expect(try await shop.database.ledgerRowCount(reason: "cancel") == 1)
        }
    }

    @Test(
        "another user's order and unknown ids are not found, and nothing changes",
        arguments: Backend.enabled, [Int64(0), -1, 999, .max, .min])
    func notFound(backend: Backend, unknownID: Int64) async throws {
        try await withShop(backend) { shop in
            let ada = try await shop.user("ada")
            let bob = try await shop.user("bob")
            let staff = try await shop.user("staff")
            let mug = try await shop.product("Mug", stock: 10)
            let adas = try await shop.place(ada, mug, 2)
            #expect(try await shop.cancel(bob, adas.id) == .failure(.orderNotFound(adas.id)))
            #expect(try await shop.cancel(ada, unknownID) == .failure(.orderNotFound(unknownID)))
            for destination in [
                shop.mainboard.ioShipOrder(), shop.mainboard.ioDeliverOrder(), shop.mainboard.ioStaffCancelOrder(),
            ] {
                #expect(try await shop.staff(destination, by: staff, unknownID) == .failure(.orderNotFound(unknownID)))
            }
            #expect(try await shop.order(ada, adas.id).get().status == .placed)
            #expect(try await shop.database.stock(ofProduct: mug) == 8)
            #expect(try await shop.database.ledgerRowCount(reason: "cancel") == 0)
        }
    }

    @Test("staff ship a placed order and deliver a shipped one; other moves conflict", arguments: Backend.enabled)
    func shipAndDeliver(backend: Backend) async throws {
        try await withShop(backend) { shop in
            let ada = try await shop.user("ada")
            let staff = try await shop.user("staff")
            let mug = try await shop.product("Mug", stock: 10)
            let order = try await shop.place(ada, mug, 2)
            let ship = shop.mainboard.ioShipOrder()
            let deliver = shop.mainboard.ioDeliverOrder()
            #expect(
                try await shop.staff(deliver, by: staff, order.id)
                    == .failure(.orderStateConflict(orderID: order.id, status: .placed, wanted: .delivered)))
            let shipped = try await shop.staff(ship, by: staff, order.id).get()
            #expect(shipped.status == .shipped)
            #expect(shipped.items == order.items)
            #expect(
                try await shop.staff(ship, by: staff, order.id)
                    == .failure(.orderStateConflict(orderID: order.id, status: .shipped, wanted: .shipped)))
            let delivered = try await shop.staff(deliver, by: staff, order.id).get()
            #expect(delivered.status == .delivered)
            #expect(delivered.updatedAt >= shipped.updatedAt)
            #expect(
                try await shop.staff(ship, by: staff, order.id)
                    == .failure(.orderStateConflict(orderID: order.id, status: .delivered, wanted: .shipped)))
            #expect(try await shop.order(ada, order.id).get().status == .delivered)
            #expect(try await shop.database.stock(ofProduct: mug) == 8, "shipping never touches stock")
        }
    }

    @Test(
        "staff cancel any customer's placed order; the cancel rows name the staff member", arguments: Backend.enabled)
    func staffCancel(backend: Backend) async throws {
        try await withShop(backend) { shop in
            let ada = try await shop.user("ada")
            let staff = try await shop.user("staff")
            let mug = try await shop.product("Mug", stock: 5)
            let order = try await shop.place(ada, mug, 5)
            let cancelled = try await shop.staff(shop.mainboard.ioStaffCancelOrder(), by: staff, order.id).get()
            #expect(cancelled.status == .cancelled)
            #expect(try await shop.database.stock(ofProduct: mug) == 5)
            #expect(try await shop.database.ledgerRowCount(reason: "cancel", order: order.id, user: staff) == 1)
            let staffShip = try await shop.staff(shop.mainboard.ioShipOrder(), by: staff, order.id)
            #expect(staffShip == .failure(.orderStateConflict(orderID: order.id, status: .cancelled, wanted: .shipped)))
        }
    }
}
