import Foundation
import ShopTestSupport
import Testing

/// Four `shop-cli` processes, four users, one product with 10 units: the database serialises the checkouts.
@Suite("Reliability: concurrent processes")
struct ConcurrentCheckoutTests {
    static let processCount = 4
    static let attempts = 5
    static let stock = 10

    @Test("4 processes × 5 checkouts of a product with 10 in stock sell exactly 10")
    func lastUnits() async throws {
        let workspace = try ShopWorkspace("concurrent")
        try await workspace.create()
        let users = (1...Self.processCount).map { ("buyer\($0)", "buyer-password-\($0)") }
        try await workspace.register(users)
        let inspector = ShopInspector(path: workspace.database)
        let product: Int64 = 42
        try inspector.setStock(product, to: Self.stock)
        let soldBefore = try inspector.soldUnits(product)
        let ordersBefore = try inspector.scalar("SELECT count(*) FROM customerOrder")

        // Each attempt empties the cart, adds one unit and checks out: a failed checkout leaves nothing behind.
        // All four sign in first (scrypt takes a while), then the attempts start together.
        let processes = try users.map { _ in try workspace.start() }
        for (process, (user, password)) in zip(processes, users) {
            process.send(["login \(user) \(password)"])
        }
        for process in processes {
            _ = await process.waitForOutputLines(1, timeout: .seconds(30))
        }
        // Lock-step rounds: all carts are filled, then all four check out at the same moment, so each checkout is a
        // real race (in the third round four buyers with a unit each race for the last two units).
        for round in 1...Self.attempts {
            for (lines, count) in [
                (["cart clear", "cart add \(product) 1"], 3 * round), (["checkout"], 1 + 3 * round),
            ] {
                for process in processes { process.send(lines) }
                for process in processes {
                    #expect(await process.waitForOutputLines(count, timeout: .seconds(30)), "round \(round)")
                }
            }
        }
        for process in processes { process.closeInput() }
        var outputs: [[JSONLine]] = []
        for (index, process) in processes.enumerated() {
            let (status, timedOut) = await process.wait(timeout: .seconds(60))
            #expect(!timedOut && (status == 0 || status == 1), "process \(index): status \(status)")
            let (parsed, violations) = parseJSONLines(process.outputLines)
            #expect(violations.isEmpty, "\(violations)")
            #expect(parsed.count == 1 + 3 * Self.attempts, "process \(index): \(process.outputLines)")
            outputs.append(parsed)
        }

        var placed: [(user: String, order: Int)] = []
        var refusals = 0
        var refusedAtAdd = 0
        for (outcome, (user, _)) in zip(outputs, users) where outcome.count == 1 + 3 * Self.attempts {
            #expect(outcome[0].username == .some(user))
            for attempt in 0..<Self.attempts {
                let add = outcome[1 + 3 * attempt + 1]
                let checkout = outcome[1 + 3 * attempt + 2]
                #expect(outcome[1 + 3 * attempt].isCart, "cart clear: \(outcome[1 + 3 * attempt].text)")
                if checkout.ok, let id = checkout.payload.int("id") {
                    #expect(add.ok && checkout.items.count == 1 && checkout.items.first?.int("quantity") == 1)
                    placed.append((user, id))
                } else {
                    refusals += 1
                    // Out of stock when adding (then the cart is empty) or when checking out.
                    let codes = [add.code, checkout.code]
                    if add.code != nil { refusedAtAdd += 1 }
                    #expect(
                        codes == [nil, "insufficient-stock"] || codes == ["insufficient-stock", "empty-cart"],
                        "\(user) attempt \(attempt): \(add.text) \(checkout.text)")
                }
            }
        }
        #expect(placed.count == Self.stock, "units sold through the CLI")
        #expect(refusals == Self.processCount * Self.attempts - Self.stock)
        #expect(try inspector.stock(product) == 0)
        #expect(try inspector.soldUnits(product) - soldBefore == Self.stock, "units in order lines")
        #expect(try inspector.scalar("SELECT count(*) FROM customerOrder") - ordersBefore == Self.stock)
        #expect(try inspector.integrity() == "ok")
        #expect(try inspector.orderProblems() == [])
        for (user, order) in placed {
            let owner = try inspector.rows(
                "SELECT u.username FROM customerOrder o JOIN user u ON u.id = o.userId WHERE o.id = ?", [Int64(order)])
            #expect(owner.first?.first == user, "order \(order) belongs to \(user)")
        }
        let perUser = users.map { user, _ in "\(user): \(placed.filter { $0.user == user }.count)" }
        report(
            "concurrency: \(Self.processCount) processes × \(Self.attempts) attempts on product \(product) "
                + "(stock \(Self.stock)): \(placed.count) orders, \(refusals) insufficient-stock refusals "
                + "(\(refusedAtAdd) at cart add, \(refusals - refusedAtAdd) at checkout); sold per user \(perUser)")
    }
}
