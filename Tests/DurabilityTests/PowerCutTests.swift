import CartDataIO
import CrashVFS
import Foundation
import OrderServiceIO
import Testing

/// What one power-cut run saw.
struct PowerCutOutcome {
    /// The checkout during which the power was cut (0-based), and after how many more writes/syncs.
    let cutCheckout: Int
    let cutOperations: Int
    /// Orders whose checkout reported success (id → total).
    let acknowledged: [Int64: Int]
    /// Acknowledged orders missing (or changed) in the disk image.
    let lost: Int
    /// Orders in the image that have no lines.
    let withoutLines: Int
    /// `PRAGMA integrity_check` of the image.
    let integrity: String
}

@Suite("Durability: power cuts")
@MainActor
struct PowerCutTests {
    /// 200 checkouts through the real boards, each after adding one to three units to the cart; the power goes at
    /// a seeded random checkout, after a random number (1–8) of its writes and syncs. Everything afterwards fails,
    /// as on a dead machine. The disk image then holds only what had been synced.
    func run(seed: UInt64, honorsDurableCommits: Bool) async throws -> PowerCutOutcome {
        let shop = try CrashShop(honorsDurableCommits: honorsDurableCommits)
        var random = SeededRandom(seed: seed)
        let cutCheckout = Int.random(in: 20..<190, using: &random)
        let cutOperations = Int.random(in: 1...8, using: &random)
        var acknowledged: [Int64: Int] = [:]
        for index in 0..<200 {
            if index == cutCheckout {
                crashvfs_arm_power_cut(shop.vfs, Int64(cutOperations))
            }
            _ = try await shop.add(random.pick(shop.productIDs), Int.random(in: 1...3, using: &random))
            if case let .success(order) = try await shop.checkout() {
                acknowledged[order.id] = order.totalCents
            }
        }
        #expect(crashvfs_is_powered_off(shop.vfs) != 0)
        let image = try shop.diskImage(named: "after-power-cut.sqlite")
        let contents = try CrashShop.contents(of: image)
        let lost = acknowledged.filter { id, total in contents.orders[id]?.total != total }.count
        return PowerCutOutcome(
            cutCheckout: cutCheckout, cutOperations: cutOperations, acknowledged: acknowledged, lost: lost,
            withoutLines: contents.orders.values.filter { $0.lines == 0 }.count, integrity: contents.integrity
        )
    }

    @Test(
        "a power cut loses no acknowledged order and leaves an intact file", arguments: [0xC0FFEE, 7, 2026] as [UInt64])
    func durableCheckoutsSurvive(seed: UInt64) async throws {
        let outcome = try await run(seed: seed, honorsDurableCommits: true)
        print(
            "[durability] power cut (durable commits), seed \(seed): cut in checkout \(outcome.cutCheckout) after "
                + "\(outcome.cutOperations) operations; \(outcome.acknowledged.count) orders acknowledged, "
                + "\(outcome.lost) lost; integrity \(outcome.integrity)")
        #expect(outcome.acknowledged.count >= 20)
        #expect(outcome.acknowledged.count < 200)
        #expect(outcome.lost == 0)
        #expect(outcome.withoutLines == 0)
        #expect(outcome.integrity == "ok")
    }

    @Test("negative control: with every commit at synchronous=NORMAL a power cut loses acknowledged orders")
    func standardCommitsLoseOrders() async throws {
        let outcome = try await run(seed: 0xC0FFEE, honorsDurableCommits: false)
        print(
            "[durability] power cut (synchronous=NORMAL), seed \(0xC0FFEE): cut in checkout \(outcome.cutCheckout) "
                + "after \(outcome.cutOperations) operations; \(outcome.acknowledged.count) orders acknowledged, "
                + "\(outcome.lost) lost; integrity \(outcome.integrity)")
        #expect(outcome.acknowledged.count >= 20)
        #expect(outcome.lost >= 1)
        #expect(outcome.withoutLines == 0)
        #expect(outcome.integrity == "ok")
    }
}
