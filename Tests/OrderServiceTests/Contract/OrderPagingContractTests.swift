import OrderServiceIO
import ShopTestSupport
import Testing

@Suite("OrderService contract: pages of orders", .timeLimit(.minutes(10)))
@MainActor
struct OrderPagingContractTests {
    @Test("a customer's history comes a page at a time, newest first, with the total", arguments: Backend.enabled)
    func history(backend: Backend) async throws {
        try await withShop(backend) { shop in
            let ada = try await shop.user("ada")
            let bob = try await shop.user("bob")
            let mug = try await shop.product("Mug", priceCents: 100, stock: 100)
            var placed: [Int64] = []
            for _ in 0..<5 { placed.append(try await shop.place(ada, mug).id) }
            _ = try await shop.place(bob, mug)
            let newestFirst = Array(placed.reversed())
            let first = try await shop.orderPage(ada, page: 1, perPage: 2).get()
            #expect(first.items.map(\.id) == Array(newestFirst[0..<2]))
            #expect((first.page, first.perPage, first.total) == (1, 2, 5))
            #expect(first.items.allSatisfy { $0.username == nil && $0.updatedAt == $0.createdAt })
            #expect(try await shop.orderPage(ada, page: 3, perPage: 2).get().items.map(\.id) == [newestFirst[4]])
            let past = try await shop.orderPage(ada, page: 4, perPage: 2).get()
            #expect(past.items.isEmpty && past.total == 5)
            let absurd = try await shop.orderPage(ada, page: .max, perPage: 100).get()
            #expect(absurd.items.isEmpty && absurd.total == 5)
            #expect(try await shop.orderPage(ada).get().items.count == 5, "20 a page by default")
        }
    }

    @Test(
        "a page below 1 or a size outside 1...100 is refused",
        arguments: Backend.enabled, [(0, 20), (-1, 20), (1, 0), (1, 101), (.min, .max)])
    func invalidPaging(backend: Backend, paging: (page: Int, perPage: Int)) async throws {
        try await withShop(backend) { shop in
            let ada = try await shop.user("ada")
            #expect(
                try await shop.orderPage(ada, page: paging.page, perPage: paging.perPage)
                    == .failure(.invalidPaging(page: paging.page, perPage: paging.perPage)))
            #expect(
                try await shop.staffOrders(StaffOrderQuery(page: paging.page, perPage: paging.perPage))
                    == .failure(.invalidPaging(page: paging.page, perPage: paging.perPage)))
        }
    }

    @Test("the staff list filters by status and username and names each buyer", arguments: Backend.enabled)
    func staffList(backend: Backend) async throws {
        try await withShop(backend) { shop in
            let ada = try await shop.user("Ada")
            let bob = try await shop.user("bob")
            let staff = try await shop.user("staff")
            let mug = try await shop.product("Mug", stock: 100)
            let adaFirst = try await shop.place(ada, mug)
            let bobs = try await shop.place(bob, mug)
            let adaSecond = try await shop.place(ada, mug)
            _ = try await shop.staff(shop.mainboard.ioShipOrder(), by: staff, adaFirst.id).get()

            let all = try await shop.staffOrders(StaffOrderQuery()).get()
            #expect(all.items.map(\.id) == [adaSecond.id, bobs.id, adaFirst.id])
            #expect(all.items.map(\.username) == ["Ada", "bob", "Ada"])
            #expect(all.total == 3)
            let adas = try await shop.staffOrders(StaffOrderQuery(username: "ADA")).get()
            #expect(adas.items.map(\.id) == [adaSecond.id, adaFirst.id], "usernames match regardless of case")
            let placed = try await shop.staffOrders(StaffOrderQuery(status: .placed)).get()
            #expect(placed.items.map(\.id) == [adaSecond.id, bobs.id])
            let adasShipped = try await shop.staffOrders(StaffOrderQuery(status: .shipped, username: "ada")).get()
            #expect(adasShipped.items.map(\.id) == [adaFirst.id])
            #expect(adasShipped.items.first?.status == .shipped)
            let paged = try await shop.staffOrders(StaffOrderQuery(page: 2, perPage: 2)).get()
            #expect(paged.items.map(\.id) == [adaFirst.id] && paged.total == 3)
            let nobody = try await shop.staffOrders(StaffOrderQuery(username: "nobody")).get()
            #expect(nobody.items.isEmpty && nobody.total == 0)
            let delivered = try await shop.staffOrders(StaffOrderQuery(status: .delivered)).get()
            #expect(delivered.items.isEmpty && delivered.total == 0)
        }
    }
}
