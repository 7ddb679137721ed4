import DataFailure
import SQLiteStore
import ShopApp
import ShopSeeding
import ShopTestSupport
import Testing

@Suite("Shop errors keep the kind of their database failure")
struct ShopErrorKindTests {
    @Test("seeding a read-only database fails with a read-only database failure, and stores nothing")
    func seedingReadOnly() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let readOnly = try DatabasePool.open(path: database.path, configuration: .init(readOnly: true))
        let error = #expect(throws: SeedError.self) {
            try ShopApplication.makeSeeder().seed(readOnly, options: SeedOptions(products: 5, users: 1, seed: 1))
        }
        guard case let .database(failure)? = error else {
            Issue.record("expected a database failure, got \(String(describing: error))")
            return
        }
        #expect(failure.kind == .readOnly)
        #expect(failure.message.contains("SQLITE_READONLY"))
        #expect(try database.scalar("SELECT count(*) FROM product") == 0)
    }

    @Test("checking a missing file is a cannot-open failure")
    func checkMissing() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let error = #expect(throws: ShopDatabaseError.self) {
            _ = try ShopDatabase.check(path: database.path + "-missing")
        }
        #expect(error?.failureKind == .cannotOpen)
        #expect(error?.description.contains("no database at") == true)
    }

    @Test("every start-up error tells its kind")
    func startupKinds() {
        #expect(ShopDatabaseError.full("the disk is full").failureKind == .full)
        #expect(ShopDatabaseError.readOnly("/x").failureKind == .readOnly)
        #expect(ShopDatabaseError.corrupt(path: "/x", detail: "d").failureKind == .corrupt)
        #expect(ShopDatabaseError.missingDirectory("/x").failureKind == .cannotOpen)
        #expect(ShopDatabaseError.incompatibleSchema(path: "/x", detail: "d").failureKind == .other)
        let full = ShopDatabaseError.full("the disk is full")
        #expect(full.databaseFailure.message == full.description)
    }
}
