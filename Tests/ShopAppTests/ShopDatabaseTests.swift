import AuthData
import Foundation
import PostgresStore
import SQLiteStore
import ShopApp
import ShopSeeding
import ShopTestSupport
import Testing

@Suite("Opening the shop database")
@MainActor
struct ShopDatabaseTests {
    func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.path + "/ShopAppTests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func openingError(_ path: String) -> ShopDatabaseError? {
        do {
            _ = try ShopDatabase.open(path: path)
            return nil
        } catch {
            return error
        }
    }

    @Test("a first start creates a 0600 file, migrates it and seeds the demo catalog; a restart keeps the data")
    func firstStart() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/shop.sqlite"
        do {
            let app = try ShopApplication.start(ShopConfiguration(databasePath: path, passwordCost: .testing))
            #expect(app.createdDatabase)
            let products = try #require(app.pool).read { db in
                try db.prepare("SELECT count(*) FROM product").fetchOne { $0.int(at: 0) }
            }
            #expect(products == SeedOptions.demo.products)
        }
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect(((attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0) & 0o777 == 0o600)
        let again = try ShopApplication.start(ShopConfiguration(databasePath: path, passwordCost: .testing))
        #expect(!again.createdDatabase)
        #expect(!again.seededDemoCatalog)
    }

    @Test("an existing but empty database (an interrupted first start) gets the demo catalog")
    func emptyDatabaseIsSeeded() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/shop.sqlite"
        _ = try ShopDatabase.open(path: path)
        let app = try ShopApplication.start(ShopConfiguration(databasePath: path, passwordCost: .testing))
        #expect(!app.createdDatabase)
        #expect(app.seededDemoCatalog)
        let products = try #require(app.pool).read { db in
            try db.prepare("SELECT count(*) FROM product").fetchOne { $0.int(at: 0) }
        }
        #expect(products == SeedOptions.demo.products)
    }

    @Test("the path comes from the option, then SHOP_DB, then the default")
    func pathResolution() {
        #expect(ShopDatabase.resolvePath("a.sqlite", environment: ["SHOP_DB": "b.sqlite"]) == "a.sqlite")
        #expect(ShopDatabase.resolvePath(nil, environment: ["SHOP_DB": "b.sqlite"]) == "b.sqlite")
        #expect(ShopDatabase.resolvePath(nil, environment: [:]) == "shop.sqlite")
    }

    @Test("a missing directory is a clear error and creates nothing")
    func missingDirectory() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(throws: ShopDatabaseError.missingDirectory(directory + "/nope")) {
            try ShopDatabase.open(path: directory + "/nope/shop.sqlite")
        }
        #expect(!FileManager.default.fileExists(atPath: directory + "/nope"))
    }

    @Test("a file that is not a database is reported as corrupt and left untouched")
    func corruptFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/shop.sqlite"
        let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try garbage.write(to: URL(fileURLWithPath: path))
        let error = openingError(path)
        guard case .corrupt = error else {
            Issue.record("a corrupt file must be refused, got \(String(describing: error))")
            return
        }
        #expect(error?.description.contains(path) == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
    }

    @Test("a read-only file is refused with a clear error")
    func readOnlyFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/shop.sqlite"
        _ = try ShopDatabase.open(path: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o400], ofItemAtPath: path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path) }
        #expect(throws: ShopDatabaseError.readOnly(path)) { try ShopDatabase.open(path: path) }
    }

    @Test("a database from a newer build is refused without touching it")
    func newerDatabase() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/shop.sqlite"
        let opened = try ShopDatabase.open(path: path)
        try opened.pool.write { db in
            try db.execute(
                sql: """
                    INSERT INTO schemaMigration (id, name, checksum, appliedAt)
                    VALUES (999, 'from_the_future', 'x', '2030-01-01T00:00:00Z')
                    """)
        }
        let error = openingError(path)
        guard case .incompatibleSchema = error else {
            Issue.record("a newer database must be refused, got \(String(describing: error))")
            return
        }
    }

    @Test("the setting's precedence: --database, --db, $SHOP_DATABASE_URL, $SHOP_DB, ./shop.sqlite; both is an error")
    func precedence() throws {
        let environment = ["SHOP_DATABASE_URL": "postgres://env@h/e", "SHOP_DB": "env.sqlite"]
        let url = try PostgresURL(parsing: "postgres://cli@h/c")
        let env = try PostgresURL(parsing: "postgres://env@h/e")
        #expect(
            try ShopDatabaseLocation.resolve(path: nil, url: "postgres://cli@h/c", environment: environment)
                == .postgres(url))
        #expect(
            try ShopDatabaseLocation.resolve(path: "a.sqlite", url: nil, environment: environment)
                == .sqlite(path: "a.sqlite"))
        #expect(try ShopDatabaseLocation.resolve(path: nil, url: nil, environment: environment) == .postgres(env))
        #expect(
            try ShopDatabaseLocation.resolve(path: nil, url: nil, environment: ["SHOP_DB": "b"]) == .sqlite(path: "b"))
        #expect(try ShopDatabaseLocation.resolve(path: nil, url: nil, environment: [:]) == .sqlite(path: "shop.sqlite"))
        #expect(throws: ShopDatabaseError.conflictingSettings) {
            try ShopDatabaseLocation.resolve(path: "a", url: "postgres://cli@h/c", environment: [:])
        }
        #expect(throws: ShopDatabaseError.self) {
            try ShopDatabaseLocation.resolve(path: nil, url: "https://u:pw@h/c", environment: [:])
        }
    }
}
