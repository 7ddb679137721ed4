import Foundation
import ShopTestSupport

/// The oracle of the bad-input run: replays the `--json` output of a session, in order, on a model of what the
/// successful commands changed, and predicts the database content from the content before the run.
///
/// Only successful lines change the model: `{"username":…}` (register, login, whoami, logout) sets who is signed in
/// and names any new account; a cart payload is the signed-in user's whole cart after a change; an order payload
/// with an id never seen before is a checkout (which empties that user's cart). Everything else (listings, errors,
/// cancelled logins) must leave the database alone. A prediction that differs from the file means a command changed
/// data without saying so, or said so without doing it.
struct SessionModel {
    private(set) var signedIn: String?
    /// Usernames that appeared in a `{"username":…}` result.
    private(set) var usernames: Set<String> = []
    /// The last cart payload of each user, as `productId|quantity` rows.
    private(set) var carts: [String: [String]] = [:]
    /// The orders placed in the session: id → (user, `id|status|total` tail, line rows).
    private(set) var placed: [Int: (user: String, totalCents: Int, lines: [String])] = [:]
    private(set) var problems: [String] = []
    private let ordersBefore: Set<Int>

    init(ordersBefore: Set<Int>) {
        self.ordersBefore = ordersBefore
    }

    mutating func apply(_ line: JSONLine) {
        guard line.ok else { return }
        if let username = line.username {
            signedIn = username
            if let username { usernames.insert(username) }
        } else if line.isCart {
            guard let user = signedIn else {
                return problems.append("a cart while signed out: \(line.text.prefix(200))")
            }
            carts[user] = line.items.map { "\($0.int("productId") ?? -1)|\($0.int("quantity") ?? -1)" }.sorted()
        } else if line.isOrder, let id = line.payload.int("id"), !ordersBefore.contains(id), placed[id] == nil {
            guard let user = signedIn else {
                return problems.append("an order while signed out: \(line.text.prefix(200))")
            }
            let lines = line.items.map { item in
                "\(id)|\(item.int("productId") ?? -1)|\(item["name"] as? String ?? "?")|"
                    + "\(item.int("unitPriceCents") ?? -1)|\(item.int("quantity") ?? -1)"
            }
            placed[id] = (user, line.payload.int("totalCents") ?? -1, lines)
            carts[user] = []
        }
    }

    /// The content the database should have now, given its content before the session and the user ids after it.
    func expectedContent(before: [String: [String]], userIDs: [String: Int64]) -> [String: [String]] {
        var expected = before
        var sold: [String: Int] = [:]
        for order in placed.values {
            for line in order.lines {
                let fields = line.split(separator: "|", omittingEmptySubsequences: false)
                sold[String(fields[1]), default: 0] += Int(fields[fields.count - 1]) ?? 0
            }
        }
        expected["product"] = before["product", default: []].map { row in
            var fields = row.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            if let units = sold[fields[0]], let stock = Int(fields[6]) { fields[6] = String(stock - units) }
            return fields.joined(separator: "|")
        }.sorted()
        let touched = Set(carts.keys.compactMap { userIDs[$0].map(String.init) })
        expected["cartItem"] =
            (before["cartItem", default: []].filter { row in
                !touched.contains(String(row.prefix { $0 != "|" }))
            } + carts.flatMap { user, rows in rows.map { "\(userIDs[user] ?? -1)|\($0)" } }).sorted()
        expected["customerOrder"] =
            (before["customerOrder", default: []]
            + placed.map { id, order in
                "\(id)|\(userIDs[order.user] ?? -1)|placed|\(order.totalCents)"
            }).sorted()
        expected["orderLine"] = (before["orderLine", default: []] + placed.values.flatMap(\.lines)).sorted()
        return expected
    }
}

/// The differences between two table contents, table by table (at most `limit` rows each way).
func contentDifferences(expected: [String: [String]], actual: [String: [String]], limit: Int = 5) -> [String] {
    var differences: [String] = []
    for table in Set(expected.keys).union(actual.keys).sorted() {
        let expectedRows = expected[table, default: []]
        let actualRows = actual[table, default: []]
        guard expectedRows != actualRows else { continue }
        let missing = Set(expectedRows).subtracting(actualRows).sorted().prefix(limit)
        let unexpected = Set(actualRows).subtracting(expectedRows).sorted().prefix(limit)
        differences.append(
            "\(table): \(expectedRows.count) rows expected, \(actualRows.count) found; "
                + "missing \(missing.map { String($0.prefix(120)) }), unexpected \(unexpected.map { String($0.prefix(120)) })"
        )
    }
    return differences
}
