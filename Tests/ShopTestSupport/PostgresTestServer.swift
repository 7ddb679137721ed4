import Foundation
import PostgresNIO
import PostgresStore

/// The PostgreSQL server tests use: `SHOP_TEST_DATABASE_URL` (`.ci/run` starts one with Scripts/postgres-server.sh
/// and exports it), and whether it is required (`SHOP_REQUIRE_POSTGRES=1`, set by CI).
///
/// Without the URL the PostgreSQL tests are disabled, with ``skipReason``; with `SHOP_REQUIRE_POSTGRES=1` they are
/// enabled anyway and fail on ``url()``, so CI cannot pass with the PostgreSQL suite skipped.
public enum PostgresTestServer {
    /// The environment variable holding the server's URL.
    public static let urlVariable = "SHOP_TEST_DATABASE_URL"
    /// The environment variable that makes a missing server a failure.
    public static let requireVariable = "SHOP_REQUIRE_POSTGRES"

    /// Why PostgreSQL tests are disabled, in one line.
    public static let skipReason =
        "no PostgreSQL: set SHOP_TEST_DATABASE_URL (Scripts/postgres-server.sh start DIR prints one)"

    /// Whether PostgreSQL tests run: a URL is set, or PostgreSQL is required (then they fail without one).
    public static var isEnabled: Bool {
        environment(urlVariable) != nil || environment(requireVariable) == "1"
    }

    /// The server's URL.
    ///
    /// - Throws: ``Missing`` when `SHOP_TEST_DATABASE_URL` is not set (only reached when PostgreSQL is required).
    public static func url() throws -> PostgresURL {
        guard let text = environment(urlVariable) else { throw Missing() }
        return try PostgresURL(parsing: text)
    }

    /// Creates a database with a fresh unique name on the server and returns its URL.
    ///
    /// - Parameter cLocale: Whether the database uses the C locale (ASCII-only case and character classes) rather
    ///   than the server's default.
    public static func createDatabase(cLocale: Bool = false) async throws -> PostgresURL {
        let server = try url()
        let name = "shop_test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        let locale = cLocale ? " TEMPLATE template0 LC_COLLATE 'C' LC_CTYPE 'C'" : ""
        try await administer(server, "CREATE DATABASE \(name)\(locale)")
        return server.with(database: name)
    }

    /// Drops a database made by ``createDatabase()``, disconnecting whoever is still connected.
    public static func dropDatabase(_ database: PostgresURL) async throws {
        try await administer(try url(), "DROP DATABASE IF EXISTS \(database.database) WITH (FORCE)")
    }

    /// Runs one statement on a connection of its own to the server's own database.
    ///
    /// The statement names a database, which cannot be a bound parameter; the names come from ``createDatabase()``
    /// (letters, digits and `_` only).
    private static func administer(_ server: PostgresURL, _ sql: String) async throws {
        let connection = try await PostgresConnection.connect(
            configuration: .init(
                host: server.host, port: server.port, username: server.username, password: server.password,
                database: server.database, tls: .disable),
            id: 1, logger: PostgresStore.PostgresDatabase.silentLogger)
        do {
            try await connection.query(
                PostgresQuery(unsafeSQL: sql), logger: PostgresStore.PostgresDatabase.silentLogger)
        } catch {
            try? await connection.close()
            throw PostgresStoreError(error)
        }
        try await connection.close()
    }

    /// The value of an environment variable, `nil` when unset or empty.
    private static func environment(_ name: String) -> String? {
        guard let value = ProcessInfo.processInfo.environment[name], !value.isEmpty else { return nil }
        return value
    }

    /// `SHOP_REQUIRE_POSTGRES=1` without `SHOP_TEST_DATABASE_URL`.
    public struct Missing: Error, CustomStringConvertible {
        /// The explanation.
        public var description: String {
            "SHOP_REQUIRE_POSTGRES=1 but SHOP_TEST_DATABASE_URL is not set: the PostgreSQL tests cannot run"
        }
    }
}
