import CartDataIO
import CrashVFS
import DataFailure
import Foundation
import OrderServiceIO
import SQLiteStore
import Testing

/// One kind of injected I/O failure.
struct InjectedFault: Sendable, CustomStringConvertible {
    let description: String
    let operation: crashvfs_operation
    let sqliteCode: Int32
    let systemErrno: Int32
    /// The text the checkout's error must contain.
    let expectedText: String
    /// The kind of database failure the checkout's error must keep.
    let expectedKind: DatabaseFailure.Kind
    /// The call numbers tried: the Nth write (or sync) of the checkout fails.
    let calls: ClosedRange<Int>

    static let sqliteFull: Int32 = 13
    static let sqliteIOErrorWrite: Int32 = 10 | (3 << 8)
    static let sqliteIOErrorFsync: Int32 = 10 | (4 << 8)

    static let all: [InjectedFault] = [
        InjectedFault(
            description: "write: SQLITE_IOERR_WRITE (EIO)", operation: CRASHVFS_WRITE, sqliteCode: sqliteIOErrorWrite,
            systemErrno: EIO, expectedText: "disk I/O error", expectedKind: .ioError,
            calls: 1...24
        ),
        InjectedFault(
            description: "write: SQLITE_FULL (ENOSPC)", operation: CRASHVFS_WRITE, sqliteCode: sqliteFull,
            systemErrno: ENOSPC, expectedText: "the disk is full", expectedKind: .full,
            calls: 1...24
        ),
        InjectedFault(
            description: "write: SQLITE_IOERR_WRITE (EFBIG, a file size limit)", operation: CRASHVFS_WRITE,
            sqliteCode: sqliteIOErrorWrite, systemErrno: EFBIG, expectedText: "the disk is full",
            expectedKind: .full, calls: 1...24
        ),
        InjectedFault(
            description: "fsync: SQLITE_IOERR_FSYNC (EIO)", operation: CRASHVFS_SYNC, sqliteCode: sqliteIOErrorFsync,
            systemErrno: EIO, expectedText: "disk I/O error", expectedKind: .ioError,
            calls: 1...3
        ),
    ]
}

@Suite("Durability: injected I/O errors")
@MainActor
struct IOFaultTests {
    /// The counts a failed checkout must leave unchanged: orders, order lines, the buyer's cart lines, total stock.
    func counts(_ shop: CrashShop) throws -> [Int] {
        try shop.pool.read { db in
            try db.prepare(
                """
                SELECT (SELECT count(*) FROM customerOrder), (SELECT count(*) FROM orderLine),
                       (SELECT count(*) FROM cartItem), (SELECT sum(stock) FROM product)
                """
            ).fetchOne { [$0.int(at: 0), $0.int(at: 1), $0.int(at: 2), $0.int(at: 3)] } ?? []
        }
    }

    @Test(
        "the Nth write or fsync of a checkout fails: a clear error, no partial order, the next checkout works",
        arguments: InjectedFault.all)
    func checkoutSurvivesFault(fault: InjectedFault) async throws {
        let shop = try CrashShop()
        var failed = 0
        for call in fault.calls {
            _ = try await shop.add(shop.productIDs[call % shop.productIDs.count], 2)
            _ = try await shop.add(shop.productIDs[(call + 1) % shop.productIDs.count], 1)
            let before = try counts(shop)
            let injectedBefore = crashvfs_faults_injected(shop.vfs)
            crashvfs_inject_fault(shop.vfs, fault.operation, Int64(call), fault.sqliteCode, fault.systemErrno)
            let outcome = try await shop.checkout()
            crashvfs_inject_fault(shop.vfs, fault.operation, 0, 0, 0)
            let fired = crashvfs_faults_injected(shop.vfs) > injectedBefore
            switch outcome {
            case .success:
                // The checkout made fewer such calls than `call`: nothing was injected.
                #expect(!fired, "\(fault), call \(call): the fault fired but the checkout succeeded")
            case let .failure(error):
                failed += 1
                #expect(fired, "\(fault), call \(call): \(error)")
                guard case let .database(failure) = error else {
                    Issue.record("\(fault), call \(call): expected a database error, got \(error)")
                    continue
                }
                #expect("\(error)".contains(fault.expectedText), "\(fault), call \(call): \(error)")
                #expect(failure.kind == fault.expectedKind, "\(fault), call \(call): \(error)")
                #expect(try counts(shop) == before, "\(fault), call \(call): a failed checkout changed the data")
                // The process goes on serving: the same cart checks out at the next attempt.
                guard case .success = try await shop.checkout() else {
                    Issue.record("\(fault), call \(call): the checkout after the fault failed")
                    continue
                }
            }
        }
        let integrity = try await shop.pool.read { db in
            try db.prepare("PRAGMA integrity_check").fetchAll { $0.string(at: 0) }
        }
        let inconsistent = try await shop.pool.read { db in
            try db.prepare(
                """
                SELECT count(*) FROM customerOrder AS o
                WHERE NOT EXISTS (SELECT 1 FROM orderLine WHERE orderId = o.id)
                   OR o.totalCents != (SELECT sum(unitPriceCents * quantity) FROM orderLine WHERE orderId = o.id)
                """
            ).fetchOne { $0.int(at: 0) } ?? -1
        }
        print(
            "[durability] injected \(fault): \(fault.calls.count) checkouts, \(failed) failed cleanly and were "
                + "retried; integrity \(integrity.joined(separator: "; "))")
        #expect(failed >= 1)
        #expect(integrity == ["ok"])
        #expect(inconsistent == 0)
        // The file as it is on disk (a fresh connection, no VFS) agrees.
        let reopened = try CrashShop.contents(of: shop.path)
        #expect(reopened.integrity == "ok")
        #expect(reopened.orders.count == (try counts(shop))[0])
    }
}
