import AuthData
import ShopApp
import ShopTestSupport
import Testing

@Suite("Test password cost switch")
struct TestPasswordCostTests {
    @Test("without the variable, or with any other value, shop-cli starts at the production cost")
    func productionByDefault() {
        #expect(ShopConfiguration.passwordCost(environment: [:]) == .production)
        for value in ["", "Testing", "test", "1", "production", "testing "] {
            #expect(ShopConfiguration.passwordCost(environment: ["SHOP_TEST_PASSWORD_COST": value]) == .production)
        }
        #expect(ShopConfiguration.passwordCost(environment: ["SHOP_PASSWORD_COST": "testing"]) == .production)
    }

    @Test("SHOP_TEST_PASSWORD_COST=testing selects the testing cost in a debug build only")
    func testingOnlyInDebug() {
        let cost = ShopConfiguration.passwordCost(environment: ["SHOP_TEST_PASSWORD_COST": "testing"])
        #if DEBUG
        #expect(cost == .testing)
        #else
        #expect(cost == .production)
        #endif
    }
}
