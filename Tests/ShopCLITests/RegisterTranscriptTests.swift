import Foundation
import ShopTestSupport
import Testing

/// `register` without a password asks for it twice without echo; a mismatch or an empty answer creates nothing.
@Suite("Transcripts: register asks for the password twice")
struct RegisterTranscriptTests {
    private static let cheap = ["SHOP_TEST_PASSWORD_COST": "testing"]

    @Test(
        "asked twice: equal answers register, different ones or an empty one create nothing", arguments: Backend.enabled
    )
    func askedTwice(_ backend: Backend) async throws {
        try await withShopFixture(backend) { fixture in
            let result = try await fixture.run(
                fixture.databaseArguments + ["--json"],
                input: [
                    "register newcomer1", "pass-word-1", "pass-word-1", "whoami", "logout",
                    "register newcomer2", "pass-word-1", "pass-word-2", "login newcomer2 pass-word-1",
                    "register newcomer3", "",
                ],
                environment: Self.cheap)
            #expect(
                result.lines == [
                    #"{"ok":true,"result":{"username":"newcomer1","role":"customer"},"command":"register"}"#,
                    #"{"ok":true,"result":{"username":"newcomer1","role":"customer"},"command":"whoami"}"#,
                    #"{"ok":true,"result":{"username":null},"command":"logout"}"#,
                    #"{"ok":false,"error":{"code":"invalid-arguments","message":"#
                        + #""the two passwords differ; nothing was created"},"command":"register"}"#,
                    #"{"ok":false,"error":{"code":"invalid-credentials","message":"wrong username or password"},"#
                        + #""command":"login"}"#,
                    #"{"ok":false,"error":{"code":"cancelled","message":"the registration was cancelled; nothing was created"},"#
                        + #""command":"register"}"#,
                ], "\(result.lines)")
            #expect(result.status == 1)
            #expect(!result.standardOutput.contains("pass-word") && !result.standardError.contains("pass-word"))
            #expect(!result.standardError.contains("warning"), "no warning when a pipe gives the password")
        }
    }

    @Test("the argument form still works for scripts, without a warning off a terminal")
    func argumentForm() async throws {
        let fixture = try ShopFixture()
        let result = try await fixture.run(
            fixture.databaseArguments + ["register", "scripted1", "pass-word-1"], input: [], environment: Self.cheap)
        #expect(result.status == 0, "\(result.errorLines)")
        #expect(result.lines == ["Registered and logged in as scripted1."])
        #expect(result.errorLines.allSatisfy { !$0.contains("warning") }, "\(result.errorLines)")
    }
}
