import ShopTestSupport
import Testing

/// Makes a missing PostgreSQL server visible: without `SHOP_TEST_DATABASE_URL` this test is skipped with its reason
/// (the contract tests then run on SQLite only); with `SHOP_REQUIRE_POSTGRES=1` and no URL it fails.
@Suite("PostgreSQL backend of the AuthData contract")
struct PostgresBackendTests {
    @Test(
        "the PostgreSQL server is configured, so the contract also runs on PostgreSQL",
        .enabled(if: PostgresTestServer.isEnabled, Comment(rawValue: PostgresTestServer.skipReason)))
    func configured() throws {
        _ = try PostgresTestServer.url()
        #expect(Backend.enabled == [.sqlite, .postgres])
    }
}
