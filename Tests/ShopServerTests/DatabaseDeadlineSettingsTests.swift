import ShopApp
import ShopServer
import Testing

@Suite("settings: the database deadlines")
struct DatabaseDeadlineSettingsTests {
    @Test("by default 5 s to get a connection and 10 s for a call; both reach the shop's configuration")
    func defaults() throws {
        let settings = try ShopServerSettings.resolve(flags: [:], environment: [:])
        #expect(settings.shop.databaseConnectTimeout == .seconds(5))
        #expect(settings.shop.databaseStatementTimeout == .seconds(10))
        #expect(settings.shown.first { $0.setting == .databaseConnectTimeout }?.value == "5s")
        #expect(settings.shown.first { $0.setting == .databaseStatementTimeout }?.value == "10s")
        let configuration = ShopConfiguration(
            settings: try ShopServerSettings.resolve(
                flags: ["database-connect-timeout": "250ms"], environment: ["SHOP_DATABASE_STATEMENT_TIMEOUT": "2m"]
            ).shop, environment: [:])
        #expect(configuration.databaseConnectTimeout == .milliseconds(250))
        #expect(configuration.databaseStatementTimeout == .seconds(120))
    }

    @Test(
        "durations are read as the catalog reads them: ms, s, m, h or bare seconds",
        arguments: [
            ("500ms", Duration.milliseconds(500)), ("1ms", .milliseconds(1)), ("5s", .seconds(5)),
            ("2m", .seconds(120)),
            ("1h", .seconds(3600)), ("7", .seconds(7)), (" 3S ", .seconds(3)),
        ])
    func parses(_ text: String, _ expected: Duration) throws {
        let settings = try ShopServerSettings.resolve(flags: ["database-statement-timeout": text], environment: [:])
        #expect(settings.shop.databaseStatementTimeout == expected)
    }

    @Test(
        "zero, negative, too long or not a duration is refused, naming the setting and where it came from",
        arguments: ["0", "0s", "0ms", "-1s", "1h1s", "2h", "abc", "5 s", "1.5s", "ms", "5x"])
    func refuses(_ text: String) {
        #expect {
            _ = try ShopServerSettings.resolve(flags: ["database-connect-timeout": text], environment: [:])
        } throws: { error in
            let message = (error as? ShopSettingsError)?.description ?? ""
            return message.contains("--database-connect-timeout") && message.contains("a duration")
        }
    }
}
