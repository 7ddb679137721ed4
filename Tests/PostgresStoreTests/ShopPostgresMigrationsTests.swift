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
        "search text folds case, diacritics and non-Latin letters alike in a database with the C locale",
        .enabled(if: PostgresTestServer.isEnabled, Comment(rawValue: PostgresTestServer.skipReason)),
        arguments: [false, true])
    func searchTextIgnoresTheLocale(cLocale: Bool) async throws {
        try await PostgresTestServer.withDatabase(cLocale: cLocale) { database async throws in
            try await ShopPostgresMigrations.migrator.migrate(database)
            let folded = try await database.withConnection { connection in
                var texts: [String] = []
                let rows = try await connection.query(
                    "SELECT shop_search_text(\("Café ПРИВЕТ 東京 USB-C; x.y")), shop_search_query(\("CAFE прив 東"))::text",
                    logger: database.logger)
                for try await (text, query) in rows.decode((String, String).self) { texts += [text, query] }
                return texts
            }
            #expect(folded == ["cafe привет 東京 usb c x y", "'cafe':* & 'прив':* & '東':*"])
        }
    }
}
