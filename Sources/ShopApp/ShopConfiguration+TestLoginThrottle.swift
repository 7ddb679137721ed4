import AuthData
import Foundation

extension ShopConfiguration {
    /// The environment variable a **debug** build reads for another login rate limit (see
    /// ``loginThrottle(environment:)``).
    public static let testLoginThrottleVariable = "SHOP_TEST_LOGIN_THROTTLE"

    /// The login rate limit `shop-cli` starts with: ``AuthData/LoginThrottle/standard``, except in a debug build
    /// whose environment has `SHOP_TEST_LOGIN_THROTTLE=lenient` (failures are counted as usual, but a million are
    /// free: for tests that drive the real executable through many failed logins on purpose, such as the
    /// login-timing and fuzz runs, and still go through the counting) or `=strict` (the standard limit with delays
    /// of an hour, so a test can count on the next attempt being refused however slow the machine is). A release
    /// build ignores the variable, and any other value means standard.
    public static func loginThrottle(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> LoginThrottle {
        #if DEBUG
        switch environment[testLoginThrottleVariable] {
        case "lenient": return LoginThrottle(freeFailures: 1_000_000)
        case "strict": return LoginThrottle(firstDelay: .seconds(3600), maximumDelay: .seconds(3600))
        default: break
        }
        #endif
        return .standard
    }
}
