import AuthData
import Foundation

extension ShopConfiguration {
    /// The environment variable a **debug** build reads for a cheap password cost (see ``passwordCost(environment:)``).
    public static let testPasswordCostVariable = "SHOP_TEST_PASSWORD_COST"

    /// The password cost `shop-cli` starts with: ``PasswordHasher/Cost/production``, except in a debug build whose
    /// environment has `SHOP_TEST_PASSWORD_COST=testing`.
    ///
    /// That cost (``PasswordHasher/Cost/testing``) then applies to new hashes *and* to the sign-in padding, so demo
    /// accounts, hashed at that cost when seeded, need no padding. It exists only for tests that drive the real
    /// executable through hundreds of sign-ins (each ~0.35 s at the production cost in a debug build); a release
    /// build ignores the variable, and any other value means production.
    public static func passwordCost(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> PasswordHasher.Cost {
        #if DEBUG
        if environment[testPasswordCostVariable] == "testing" { return .testing }
        #endif
        return .production
    }
}
