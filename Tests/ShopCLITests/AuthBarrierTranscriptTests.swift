import Foundation
import ShopTestSupport
import Testing

/// The auth barrier in front of cart commands, checkout and orders, through the real executable.
@Suite("Transcripts: auth barrier")
struct AuthBarrierTranscriptTests {
    @Test(
        "a login at the barrier prints the login result, then the queued command's result",
        arguments: Backend.enabled)
    func loginSucceeds(_ backend: Backend) async throws {
        try await withShopFixture(backend) { fixture in
            let product = try #require(try await fixture.seededProducts(1).first)
            let result = try await fixture.shop([
                "cart add \(product.id) 2", "user0001", "password-0001", "cart set \(product.id) 1", "whoami",
            ])
            #expect(result.status == 0)
            #expect(result.errorLines == [])
            #expect(
                result.lines.prefix(3) == [
                    "Login required for 'cart add'.", "Logged in as user0001.",
                    "Added 2 × \(product.name) to your cart.",
                ])
            #expect(result.lines.contains("Set \(product.name) to 1 in your cart."), "no second login is asked for")
            #expect(result.lines.last == "Logged in as user0001.")
        }
    }

    @Test("an empty username cancels: the command does not run", arguments: Backend.enabled)
    func emptyUsername(_ backend: Backend) async throws {
        try await withShopFixture(backend) { fixture in
            let result = try await fixture.shop(["cart clear", "", "whoami"])
            #expect(result.status == 1)
            #expect(result.lines == ["Login required for 'cart clear'.", "Cancelled.", "Not logged in."])
            #expect(result.errorLines.count == 1, "only the first-run note: \(result.errorLines)")
        }
    }

    @Test("end of input cancels", arguments: Backend.enabled)
    func endOfInput(_ backend: Backend) async throws {
        try await withShopFixture(backend) { fixture in
            _ = try await fixture.shop([])
            let atUsername = try await fixture.shop(["checkout"])
            #expect(atUsername.status == 1)
            #expect(atUsername.lines == ["Login required for 'checkout'.", "Cancelled."])
            let atPassword = try await fixture.shop(["orders", "user0001"])
            #expect(atPassword.status == 1)
            #expect(atPassword.lines == ["Login required for 'orders'.", "Cancelled."])
            #expect(atPassword.errorLines == [])
        }
    }

    @Test("a wrong password prints the credentials error, then cancels; the shell goes on", arguments: Backend.enabled)
    func wrongPassword(_ backend: Backend) async throws {
        try await withShopFixture(backend) { fixture in
            _ = try await fixture.shop([])
            let result = try await fixture.shop([
                "order 1", "user0001", "not-the-password", "whoami", "cart", "nobody_here",
                "password-9999",
            ])
            #expect(result.status == 1)
            #expect(
                result.lines == [
                    "Login required for 'order'.", "Cancelled.", "Not logged in.", "Login required for 'cart'.",
                    "Cancelled.",
                ])
            #expect(
                result.errorLines == [
                    "error: wrong username or password. Check the username and password, or 'register' a new account.",
                    "error: wrong username or password. Check the username and password, or 'register' a new account.",
                ])
        }
    }

    @Test(
        "--json: the notice goes to stderr, stdout has the login line then the command's line",
        arguments: Backend.enabled)
    func jsonBarrier(_ backend: Backend) async throws {
        try await withShopFixture(backend) { fixture in
            let product = try #require(try await fixture.seededProducts(1).first)
            let result = try await fixture.shop(
                [
                    "cart add \(product.id)", "user0002", "password-0002", "logout",
                    "cart", "", "orders", "user0002", "wrong-password", "checkout",
                ], json: true)
            #expect(result.status == 1)
            #expect(
                result.errorLines == [
                    "Login required for 'cart add'.", "Login required for 'cart'.", "Login required for 'orders'.",
                    "Login required for 'checkout'.",
                ])
            let cart =
                #"{"ok":true,"result":{"items":[{"productId":\#(product.id),"name":"\#(product.name)","quantity":1,"#
                + #""unitPriceCents":\#(product.priceCents),"lineTotalCents":\#(product.priceCents)}],"#
                + #""totalCents":\#(product.priceCents)},"command":"cart add"}"#
            #expect(
                result.lines == [
                    #"{"ok":true,"result":{"username":"user0002","role":"customer"},"#
                        + #""command":"login"}"#,
                    cart,
                    #"{"ok":true,"result":{"username":null},"command":"logout"}"#,
                    #"{"ok":false,"error":{"code":"cancelled","message":"login was cancelled; 'cart' did not run"},"#
                        + #""command":"cart"}"#,
                    #"{"ok":false,"error":{"code":"invalid-credentials","message":"wrong username or password"},"#
                        + #""command":"login"}"#,
                    #"{"ok":false,"error":{"code":"cancelled","message":"login was cancelled; 'orders' did not run"},"#
                        + #""command":"orders"}"#,
                    #"{"ok":false,"error":{"code":"cancelled","message":"login was cancelled; 'checkout' did not run"},"#
                        + #""command":"checkout"}"#,
                ])
        }
    }

    @Test("login without a password reads it from the next line; end of input cancels", arguments: Backend.enabled)
    func loginReadsPassword(_ backend: Backend) async throws {
        try await withShopFixture(backend) { fixture in
            _ = try await fixture.shop([])
            let result = try await fixture.shop(["login user0003", "password-0003", "login user0003"], json: true)
            #expect(result.status == 1)
            #expect(
                result.lines == [
                    #"{"ok":true,"result":{"username":"user0003","role":"customer"},"#
                        + #""command":"login"}"#,
                    #"{"ok":false,"error":{"code":"cancelled","message":"login was cancelled"},"#
                        + #""command":"login"}"#,
                ])
        }
    }
}
