import Foundation
import ShopBenchSupport

/// The pgbench side of every PostgreSQL row: script files made from the SQL templates in `Benchmarks/pgbench/` (the
/// modules' statements, copied from their sources) and the lines put before them that choose the user and products.
///
/// pgbench has no strings in its expressions, so a string parameter (a category slug, a search text) cannot be drawn
/// at random: such a row gets one copy of its template per value, each binding its own variable (`-D slug_3=…`), and
/// pgbench picks a copy at random for each transaction. The user is drawn from ``PostgresShop/pgbenchUsers``: at
/// random with one client, one per client (`:client_id`) with several, as each board-side worker has its own.
public struct PgbenchScripts: Sendable {
    /// Where the templates are: `$BOARDY_BENCH_PGBENCH_SCRIPTS`, else `Benchmarks/pgbench/` of this checkout.
    let templates: URL
    /// Where the generated scripts go (a directory of this process's own).
    let output: URL
    /// The facts the variables come from.
    let shop: PostgresShop

    /// Generated scripts for `shop`, in a new temporary directory.
    public init(shop: PostgresShop) throws {
        self.shop = shop
        if let directory = ProcessInfo.processInfo.environment["BOARDY_BENCH_PGBENCH_SCRIPTS"], !directory.isEmpty {
            templates = URL(fileURLWithPath: directory)
        } else {
            templates = URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("pgbench")
        }
        output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "boardy-pgbench-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    }

    /// The run of `operation`'s unit: one client (`-c 1 -j 1`) or ``PostgresConcurrent/workers`` (`-c 4 -j 2`).
    public func run(_ operation: DataOperation, concurrent: Bool, transactionsPerClient: Int) throws -> Pgbench.Run {
        let user = userLine(concurrent: concurrent)
        let scripts: [String]
        var variables = commonVariables
        switch operation {
        case .productByID:
            scripts = [try write("product-by-id", user + template("product-by-id"))]
        case .categoryPage:
            scripts = try shop.categorySlugs.indices.map { index in
                variables["slug_\(index)"] = shop.categorySlugs[index]
                return try write("category-page-\(index)", user + categoryPage(index))
            }
        case .search:
            scripts = try shop.searches.indices.map { index in
                variables.merge(shop.searches[index].variables(index: index)) { _, new in new }
                return try write("search-\(index)", user + search(index))
            }
        case .addToCart:
            scripts = [
                try write("add-to-cart", user + "\\set product random(1, :max_product)\n" + template("add-to-cart"))
            ]
        case .checkout:
            scripts = [try write("checkout", user + checkoutUnit())]
        }
        return Pgbench.Run(
            scripts: scripts, variables: variables, mode: operation == .search ? "extended" : "prepared",
            clients: concurrent ? PostgresConcurrent.workers : 1, threads: concurrent ? 2 : 1,
            transactionsPerClient: transactionsPerClient)
    }

    /// The run of the mix from ``PostgresConcurrent/workers`` clients: per transaction a product by id, a category
    /// page, a search and the checkout unit (`-M prepared`: search runs named there, planned generically after its
    /// first executions, which a mix of prepared scripts cannot avoid).
    public func mixRun(transactionsPerClient: Int) throws -> Pgbench.Run {
        var variables = commonVariables
        let count = min(shop.categorySlugs.count, shop.searches.count)
        let scripts = try (0..<count).map { index in
            variables["slug_\(index)"] = shop.categorySlugs[index]
            variables.merge(shop.searches[index].variables(index: index)) { _, new in new }
            let text =
                try userLine(concurrent: true) + template("product-by-id") + categoryPage(index) + search(index)
                + checkoutUnit()
            return try write("mix-\(index)", text)
        }
        return Pgbench.Run(
            scripts: scripts, variables: variables, mode: "prepared", clients: PostgresConcurrent.workers, threads: 2,
            transactionsPerClient: transactionsPerClient)
    }

    /// The variables every script may use.
    private var commonVariables: [String: String] {
        [
            "max_product": String(shop.maxProductID),
            "first_user": String(shop.pgbenchUsers.lowerBound),
            "last_user": String(shop.pgbenchUsers.upperBound),
            "now": "2026-11-26 12:00:00+00",
        ]
    }

    /// The line choosing the transaction's user.
    private func userLine(concurrent: Bool) -> String {
        concurrent ? "\\set user :first_user + :client_id\n" : "\\set user random(:first_user, :last_user)\n"
    }

    /// Three adds (products first, first + 1, first + 2), then the checkout of that cart.
    private func checkoutUnit() throws -> String {
        let add = try template("add-to-cart")
        return try "\\set first random(1, :max_product - 2)\n\\set second :first + 1\n\\set third :first + 2\n"
            + ["first", "second", "third"].map { "\\set product :\($0)\n" + add }.joined()
            + template("checkout-lines") + template("checkout")
    }

    /// The category page template bound to the slug variable of category `index`.
    private func categoryPage(_ index: Int) throws -> String {
        try replacing(":slug ", with: ":slug_\(index) ", in: template("category-page"), count: 1)
    }

    /// The search template bound to the variables of search `index` (``PostgresSearch/variables(index:)``).
    private func search(_ index: Int) throws -> String {
        try replacing(":search_", with: ":search\(index)_", in: template("search"), count: 7)
    }

    /// `text` with `target` replaced, checking it occurs exactly `count` times (a template edit shows at once).
    private func replacing(_ target: String, with replacement: String, in text: String, count: Int) throws -> String {
        let found = text.components(separatedBy: target).count - 1
        guard found == count else {
            throw SetupError("expected \(target) \(count) times in a pgbench template, found it \(found) times")
        }
        return text.replacingOccurrences(of: target, with: replacement)
    }

    /// The template `name`.sql.
    private func template(_ name: String) throws -> String {
        let file = templates.appendingPathComponent(name + ".sql")
        do {
            return try String(contentsOf: file, encoding: .utf8)
        } catch {
            throw SetupError("cannot read the pgbench template \(file.path): \(error)")
        }
    }

    /// Writes `text` as the generated script `name`.sql and returns its path.
    private func write(_ name: String, _ text: String) throws -> String {
        let file = output.appendingPathComponent(name + ".sql")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }
}
