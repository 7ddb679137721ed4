import Logging
import PostgresNIO

extension SeedLoad {
    /// Past orders for the demo users: 0–3 each, of 1–3 distinct products, drawn from `random` exactly as
    /// ``ShopSeeding/DatabaseSeeder`` draws them, so both backends get the same orders. Returns how many.
    func insertOrders(userIDs: [Int64], productCount: Int, random: inout SeededRandom) async throws -> Int {
        progress(SeedProgress(.orders, completed: 0, of: userIDs.count))
        let finished = SeedProgress(.orders, completed: userIDs.count, of: userIDs.count)
        guard productCount > 0 else {
            progress(finished)
            return 0
        }
        let step = max(1, userIDs.count / 100)
        let firstProductID = try await scalar("SELECT coalesce(min(id), 1) FROM product")
        var inserted = 0
        for (userIndex, userID) in userIDs.enumerated() {
            if userIndex > 0, userIndex % step == 0 {
                progress(SeedProgress(.orders, completed: userIndex, of: userIDs.count))
            }
            for orderIndex in 0..<random.int(in: 0...3) {
                var lines: [(id: Int64, name: String, price: Int64, quantity: Int64)] = []
                var seen = Set<Int64>()
                for _ in 0..<random.int(in: 1...3) {
                    let id = firstProductID + Int64(random.int(in: 0...(productCount - 1)))
                    guard seen.insert(id).inserted, let (name, price) = try await product(id) else { continue }
                    lines.append((id, name, price, Int64(random.int(in: 1...3))))
                }
                let total = lines.reduce(Int64(0)) { $0 + $1.price * $1.quantity }
                let status = random.pick(["placed", "shipped", "shipped"])
                let month = String(random.int(in: 1...12))
                let day = String(random.int(in: 1...28))
                let createdAt =
                    "2025-\(month.count < 2 ? "0" : "")\(month)-\(day.count < 2 ? "0" : "")\(day)T1\(orderIndex):00:00.000Z"
                let orderID = try await scalar(
                    """
                    INSERT INTO customer_order (user_id, status, total_cents, created_at, updated_at)
                    VALUES (\(userID), \(status), \(total), \(createdAt)::timestamptz, \(createdAt)::timestamptz)
                    RETURNING id
                    """)
                for (number, item) in lines.enumerated() {
                    try await connection.query(
                        """
                        INSERT INTO order_line (order_id, line_number, product_id, name, unit_price_cents, quantity)
                        VALUES (\(orderID), \(number + 1), \(item.id), \(item.name), \(item.price), \(item.quantity))
                        """, logger: logger)
                }
                inserted += 1
            }
        }
        progress(finished)
        return inserted
    }

    private func product(_ id: Int64) async throws -> (String, Int64)? {
        let rows = try await connection.query("SELECT name, price_cents FROM product WHERE id = \(id)", logger: logger)
        for try await row in rows.decode((String, Int64).self) { return row }
        return nil
    }

    private func scalar(_ query: PostgresQuery) async throws -> Int64 {
        let rows = try await connection.query(query, logger: logger)
        for try await value in rows.decode(Int64.self) { return value }
        throw PostgresSeedFailure(description: "the query returned no row: \(query.sql)")
    }
}

/// A statement that should have returned a row and did not.
struct PostgresSeedFailure: Error, CustomStringConvertible {
    let description: String
}
