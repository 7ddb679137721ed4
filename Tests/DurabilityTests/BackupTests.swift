import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import CartData
import CartDataIO
import Foundation
import OrderService
import OrderServiceIO
import SQLiteStore
import ShopApp
import ShopTestSupport
import Testing

@Suite("Durability: backup and restore")
struct BackupTests {
    /// The permission bits of the file at `path`.
    func mode(_ path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return ((attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1) & 0o777
    }

    @Test("backups taken while another pool places orders are consistent copies that pass the check")
    func backupUnderLoad() async throws {
        let shop = try ShopFile()
        let (path, directory, buyer) = (shop.path, shop.directory, shop.buyerID)
        // Another pool on the same file, as another process would have, placing orders through the real boards. Its
        // graph belongs to an actor of its own: the boards run SQL (and sync every durable checkout) inline on their
        // graph's actor, and on the main actor that would hold up every other main-actor test for the whole loop.
        let writerPool = try DatabasePool.open(path: path, configuration: .init(readerCount: 1))
        let (progress, placed) = AsyncStream.makeStream(of: Int.self)
        let owner = QueueActor(label: "backup-writer")
        let writer = Task {
            try await owner.run { _ in
                let launcher = try PluginLauncher.with()
                    .install(plugins: CartDataModulePlugin.bundledPlugins(database: writerPool))
                    .install(plugins: OrderServiceModulePlugin.bundledPlugins(database: writerPool))
                    .initialize()
                let mainboard = launcher.mainboard
                var orders = 0
                for index in 0..<150 {
                    let change = CartChange(userID: buyer, productID: Int64(1 + index % 3), quantity: 1)
                    _ = try await mainboard.ioAddToCart().blockActivation.run(change).get()
                    _ = try await mainboard.ioCheckout().blockActivation.run(buyer).get()
                    orders += 1
                    placed.yield(orders)
                }
                placed.finish()
                return orders
            }
        }
        var backups: [(path: String, orders: Int)] = []
        var iterator = progress.makeAsyncIterator()
        for target in [10, 60, 110] {
            while let count = await iterator.next(), count < target {}
            let backup = directory + "/backup-\(target).sqlite"
            // Copying and counting block: off the cooperative pool.
            let orders = try await offPool {
                try ShopDatabase.backup(path: path, to: backup, replacing: false)
                return try ShopFile.orderCount(backup)
            }
            backups.append((backup, orders))
        }
        let placedOrders = try await writer.value
        while await iterator.next() != nil {}
        for backup in backups {
            #expect(try mode(backup.path) == 0o600)
            let report = try await offPool { try ShopDatabase.check(path: backup.path) }
            #expect(report.isHealthy, "\(backup.path): \(report.findings)")
            #expect(backup.orders >= 1 && backup.orders <= placedOrders + 1, "\(backup)")
        }
        #expect(backups.map(\.orders) == backups.map(\.orders).sorted())
        print(
            "[durability] backups under load: \(placedOrders) checkouts by another pool; backups held "
                + "\(backups.map(\.orders)) orders, all pass the check")
    }

    @Test("a backup never replaces an existing file unless asked to")
    func noOverwrite() throws {
        let shop = try ShopFile()
        let destination = shop.directory + "/backup.sqlite"
        try Data("precious".utf8).write(to: URL(fileURLWithPath: destination))
        #expect(throws: ShopBackupError.destinationExists(destination)) {
            try ShopDatabase.backup(path: shop.path, to: destination, replacing: false)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: destination)) == Data("precious".utf8))
        try ShopDatabase.backup(path: shop.path, to: destination, replacing: true)
        #expect(try ShopDatabase.check(path: destination).isHealthy)
        #expect(try mode(destination) == 0o600)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: shop.directory).filter {
            $0.contains("partial")
        }
        #expect(leftovers == [])
    }

    @Test("restore refuses a damaged or newer backup, leaving the database untouched, and restores a sound one")
    func restore() throws {
        let shop = try ShopFile()
        let backup = shop.directory + "/backup.sqlite"
        try ShopDatabase.backup(path: shop.path, to: backup, replacing: false)
        // The live database moves on: a second order.
        try shop.execute(
            """
            INSERT INTO customerOrder (userId, status, totalCents, createdAt, updatedAt)
            VALUES (1, 'placed', 99, '2026-01-02T00:00:00Z', '2026-01-02T00:00:00Z');
            INSERT INTO orderLine (orderId, lineNumber, productId, name, unitPriceCents, quantity)
            VALUES (2, 1, 3, 'Candle', 99, 1);
            """)
        #expect(try ShopFile.orderCount(shop.path) == 2)

        let damaged = shop.directory + "/damaged.sqlite"
        try FileManager.default.copyItem(atPath: backup, toPath: damaged)
        let broken = try Connection(path: damaged, mode: .readWrite)
        try broken.execute(sql: "UPDATE customerOrder SET totalCents = 1 WHERE id = 1")
        #expect {
            try ShopDatabase.restore(path: shop.path, from: damaged)
        } throws: { error in
            guard case let .damagedBackup(path, problems) = error as? ShopBackupError else { return false }
            return path == damaged && problems.contains { $0.contains("order 1: total 1 cents") }
        }

        let newer = shop.directory + "/newer.sqlite"
        try FileManager.default.copyItem(atPath: backup, toPath: newer)
        try Connection(path: newer, mode: .readWrite).execute(
            sql: """
                INSERT INTO schemaMigration (id, name, checksum, appliedAt)
                VALUES (9999, 'from_the_future', 'abc', '2031-01-01T00:00:00.000Z')
                """)
        #expect {
            try ShopDatabase.restore(path: shop.path, from: newer)
        } throws: { error in
            guard case .incompatibleBackup = error as? ShopBackupError else { return false }
            return "\(error)".contains("newer build")
        }
        #expect(try ShopFile.orderCount(shop.path) == 2, "a refused restore changed the database")

        try ShopDatabase.restore(path: shop.path, from: backup)
        #expect(try ShopFile.orderCount(shop.path) == 1)
        #expect(try ShopDatabase.check(path: shop.path).isHealthy)

        let fresh = shop.directory + "/fresh.sqlite"
        try ShopDatabase.restore(path: fresh, from: backup)
        #expect(try ShopFile.orderCount(fresh) == 1)
        #expect(try mode(fresh) == 0o600)
    }
}
