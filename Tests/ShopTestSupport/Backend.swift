/// A storage backend the data modules' contract tests run against: the same tests, once per backend.
public enum Backend: String, Sendable, CaseIterable, CustomStringConvertible {
    /// A fresh SQLite file in a temporary directory.
    case sqlite
    /// A fresh database on the PostgreSQL server of `SHOP_TEST_DATABASE_URL`.
    case postgres

    /// The backends to run: SQLite always; PostgreSQL when ``PostgresTestServer/isEnabled``.
    ///
    /// Use as `@Test(arguments: Backend.enabled)`; give the suite a ``PostgresTestServer/sentinelTrait``-guarded test
    /// (see ``PostgresTestServer``) so a missing server shows up as one skipped test with its reason.
    public static var enabled: [Backend] {
        PostgresTestServer.isEnabled ? [.sqlite, .postgres] : [.sqlite]
    }

    /// The name shown in test results.
    public var description: String {
        switch self {
        case .sqlite: "SQLite"
        case .postgres: "PostgreSQL"
        }
    }
}
