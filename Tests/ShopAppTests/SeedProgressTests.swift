import ShopApp
import ShopSeeding
import ShopTestSupport
import Testing

@Suite("Seeding progress")
struct SeedProgressTests {
    @Test("each phase starts, advances without going back and ends, in order; the wipe only when replacing data")
    func phases() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let reports = try await offPool {
            var reports: [SeedProgress] = []
            try ShopApplication.makeSeeder().seed(
                database.pool, options: SeedOptions(products: 500, users: 3, seed: 1)
            ) { reports.append($0) }
            return reports
        }
        let order: [SeedProgress.Phase] = [.products, .searchIndex, .users, .orders, .checkpoint]
        let phases = reports.map(\.phase).reduce(into: [SeedProgress.Phase]()) { if $0.last != $1 { $0.append($1) } }
        #expect(phases == order)
        for phase in order {
            let steps = reports.filter { $0.phase == phase }
            #expect(steps.first?.isStart == true && steps.last?.isEnd == true, "\(phase)")
            #expect(steps.map(\.completed) == steps.map(\.completed).sorted(), "\(phase)")
            #expect(steps.filter(\.isEnd).count == 1, "\(phase)")
        }
        #expect(reports.first { $0.phase == .products && !$0.isStart && !$0.isEnd } != nil, "products advance")
        #expect(reports.last { $0.phase == .products }?.completed == 500)

        var replaced: [SeedProgress] = []
        try ShopApplication.makeSeeder().seed(
            database.pool, options: SeedOptions(products: 5, users: 0, seed: 1), replacing: true
        ) { replaced.append($0) }
        #expect(replaced.first == SeedProgress(.wipe, completed: 0, of: 1))
        #expect(replaced.last == SeedProgress(.checkpoint, completed: 1, of: 1))
    }
}
