import DataFailure
import Foundation
import PostgresNIO
import PostgresStore
import ShopMigrations
import ShopTestSupport
import Testing

@Suite("Shop PostgreSQL migrations")
struct ShopPostgresMigrationsTests {
    /// Migrations/Postgres in the source tree.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Migrations/Postgres").path

    @Test("every .sql file in Migrations/Postgres is listed, in order, with its id, name and exact content")
    func everyFileListed() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory)
            .filter { $0.hasSuffix(".sql") }.sorted()
        #expect(files.count == ShopPostgresMigrations.all.count)
        for (index, (file, migration)) in zip(files, ShopPostgresMigrations.all).enumerated() {
            let stem = String(file.dropLast(4))
            #expect(Int(stem.prefix(4)) == migration.id)
            #expect(migration.id == index + 1)
            #expect(String(stem.dropFirst(5)) == migration.name)
            let content = try String(contentsOfFile: Self.directory + "/" + file, encoding: .utf8)
            #expect(content == migration.sql, "\(file) differs from the embedded migration")
        }
    }

    @Test(
        "the schema applies on an empty database and its CHECK constraints refuse negative stock",
        .enabled(if: PostgresTestServer.isEnabled, Comment(rawValue: PostgresTestServer.skipReason)))
    func schemaApplies() async throws {
        try await PostgresTestServer.withDatabase { database async throws in
            #expect(
                try await ShopPostgresMigrations.migrator.migrate(database).count == ShopPostgresMigrations.all.count)
            await #expect {
                try await database.withConnection { connection in
                    try await connection.query(
                        "INSERT INTO category (slug, name) VALUES (\("a"), \("A"))", logger: database.logger)
                    try await connection.query(
                        """
                        INSERT INTO product (sku, name, description, category_id, price_cents, stock, created_at,
                            updated_at)
                        SELECT \("S"), \("N"), \(""), id, \(100), \(-1), now(), now() FROM category
                        """, logger: database.logger)
                }
            } throws: { error in
                PostgresStoreError(error).failureKind == .constraint
                    && DatabaseFailure(postgres: error).kind == DatabaseFailure.Kind.constraint
            }
        }
    }

    @Test(
        "a user's role defaults to customer and is customer or staff only",
        .enabled(if: PostgresTestServer.isEnabled, Comment(rawValue: PostgresTestServer.skipReason)))
    func roleColumn() async throws {
        try await PostgresTestServer.withDatabase { database async throws in
            try await ShopPostgresMigrations.migrator.migrate(database)
            let role = try await database.withConnection { connection in
                let rows = try await connection.query(
                    """
                    INSERT INTO shop_user (username, password_hash, created_at) VALUES (\("ann"), \("h"), now())
                    RETURNING role
                    """, logger: database.logger)
                var roles: [String] = []
                for try await role in rows.decode(String.self) { roles.append(role) }
                return roles
            }
            #expect(role == ["customer"])
            await #expect {
                try await database.withConnection { connection in
                    try await connection.query("UPDATE shop_user SET role = \("admin")", logger: database.logger)
                }
            } throws: { error in
                PostgresStoreError(error).failureKind == .constraint
            }
        }
    }

    @Test(
        "the search index holds exactly the stored terms, whatever the locale, and a changed field forgets them",
        .enabled(if: PostgresTestServer.isEnabled, Comment(rawValue: PostgresTestServer.skipReason)),
        arguments: [false, true])
    func searchTermsIgnoreTheLocale(cLocale: Bool) async throws {
        try await PostgresTestServer.withDatabase(cLocale: cLocale) { database async throws in
            try await ShopPostgresMigrations.migrator.migrate(database)
            let logger = database.logger
            let found = try await database.withConnection { connection in
                try await connection.query("INSERT INTO category (id, slug, name) VALUES (1, 'a', 'A')", logger: logger)
                try await connection.query(
                    """
                    INSERT INTO product (id, sku, name, description, category_id, price_cents, stock, created_at,
                        updated_at, search_primary, search_secondary)
                    VALUES (1, 'S', 'Café', '', 1, 100, 1, now(), now(), \("cafe привет 東京 a12"), \("usb c the"))
                    """, logger: logger)
                var results: [String] = []
                let rows = try await connection.query(
                    """
                    SELECT search_terms::text, (SELECT count(*) FROM product WHERE search_terms @@ \("('прив':*) & ('東京')")::tsquery)::text
                    FROM product
                    """, logger: logger)
                for try await (terms, count) in rows.decode((String, String).self) { results += [terms, count] }
                try await connection.query("UPDATE product SET stock = 2 WHERE id = 1", logger: logger)
                for try await terms in try await connection.query(
                    "SELECT coalesce(search_primary, '-') FROM product", logger: logger
                ).decode(String.self) { results.append(terms) }
                try await connection.query("UPDATE product SET name = 'Cafe' WHERE id = 1", logger: logger)
                for try await terms in try await connection.query(
                    "SELECT coalesce(search_primary, '-') || search_terms::text FROM product", logger: logger
                ).decode(String.self) { results.append(terms) }
                return results
            }
            #expect(found == ["'a12' 'c' 'cafe' 'the' 'usb' 'привет' '東京'", "1", "cafe привет 東京 a12", "-"])
        }
    }

    @Test(
        "an existing database upgrades with its orders and lines intact, delivered allowed, and opens the ledger",
        .enabled(if: PostgresTestServer.isEnabled, Comment(rawValue: PostgresTestServer.skipReason)))
    func orderUpgradeOnPopulatedDatabase() async throws {
        try await PostgresTestServer.withDatabase { database async throws in
            let upgrade = try #require(
                ShopPostgresMigrations.all.firstIndex { $0.name == "add_order_delivered_and_updated_at" })
            try await PostgresMigrator(migrations: Array(ShopPostgresMigrations.all.prefix(upgrade))).migrate(database)
            let logger = database.logger
            try await database.withConnection { connection in
                for statement: PostgresQuery in [
                    "INSERT INTO category (id, slug, name) VALUES (1, 'a', 'A')",
                    """
                    INSERT INTO product (id, sku, name, description, category_id, price_cents, stock, created_at,
                        updated_at)
                    VALUES (1, 'MUG', 'Mug', '', 1, 450, 7, now(), now()), (2, 'PEN', 'Pen', '', 1, 199, 0, now(), now())
                    """,
                    "INSERT INTO shop_user (id, username, password_hash, created_at) VALUES (1, 'ann', 'h', now())",
                    """
                    INSERT INTO customer_order (id, user_id, status, total_cents, created_at)
                    VALUES (1, 1, 'placed', 1099, '2025-01-02T03:04:05.678Z'),
                        (2, 1, 'shipped', 450, '2025-02-02T03:04:05.678Z')
                    """,
                    """
                    INSERT INTO order_line (order_id, line_number, product_id, name, unit_price_cents, quantity)
                    VALUES (1, 1, 1, 'Mug', 450, 2), (1, 2, 2, 'Pen (old name)', 199, 1), (2, 1, 1, 'Mug', 450, 1)
                    """,
                ] {
                    try await connection.query(statement, logger: logger)
                }
            }
            let applied = try await ShopPostgresMigrations.migrator.migrate(database).map(\.name)
            #expect(applied.starts(with: ["add_order_delivered_and_updated_at", "create_stock_ledger"]))
            let rows = try await database.withConnection { connection in
                var found: [String] = []
                let orders = try await connection.query(
                    """
                    SELECT id || ' ' || status || ' ' || total_cents || ' ' || (updated_at = created_at)
                        || ' ' || (SELECT string_agg(name || 'x' || quantity, ',' ORDER BY line_number)
                            FROM order_line WHERE order_id = o.id)
                    FROM customer_order AS o ORDER BY id
                    """, logger: logger)
                for try await text in orders.decode(String.self) { found.append(text) }
                let ledger = try await connection.query(
                    "SELECT product_id || ' ' || delta || ' ' || reason FROM stock_ledger ORDER BY id", logger: logger)
                for try await text in ledger.decode(String.self) { found.append(text) }
                try await connection.query(
                    "UPDATE customer_order SET status = 'delivered' WHERE id = 2", logger: logger)
                return found
            }
            #expect(
                rows == [
                    "1 placed 1099 true Mugx2,Pen (old name)x1", "2 shipped 450 true Mugx1", "1 7 opening",
                ])
            await #expect {
                try await database.withConnection { connection in
                    try await connection.query(
                        "UPDATE customer_order SET status = 'lost' WHERE id = 1", logger: database.logger)
                }
            } throws: { error in
                PostgresStoreError(error).failureKind == .constraint
            }
        }
    }
}
