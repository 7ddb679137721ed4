import Foundation
import ShopTestSupport
import Testing

/// The login rate limit, session-wide logout and password changes, through the real executable.
///
/// Runs that must see a refusal set `SHOP_TEST_LOGIN_THROTTLE=strict` (a debug build then waits an hour, capped by
/// the end of the 15-minute window, instead of 1 s after the fifth failure), so no refusal depends on how fast the
/// machine is. Every run uses `SHOP_TEST_PASSWORD_COST=testing` (the subject here is not the password cost), so a
/// loaded machine does not push a run of several logins past the watchdog.
@Suite("Transcripts: login abuse and sessions")
struct LoginAbuseTranscriptTests {
    static let cheap = ["SHOP_TEST_PASSWORD_COST": "testing"]
    static let strict = cheap.merging(["SHOP_TEST_LOGIN_THROTTLE": "strict"]) { $1 }

    /// The REPL on the fixture's database with `lines` as input, at the testing password cost.
    private func shop(_ fixture: ShopFixture, _ lines: [String], json: Bool = false) async throws -> ProcessResult {
        try await fixture.run(
            fixture.databaseArguments + (json ? ["--json"] : []), input: lines,
            environment: Self.cheap)
    }

    @Test(
        "five failed logins, then every attempt is refused with the wait, in this run and the next",
        arguments: Backend.enabled)
    func rateLimited(_ backend: Backend) async throws {
        try await withShopFixture(backend) { fixture in
            _ = try await shop(fixture, [])
            let wrong = (1...5).map { "login user0001 wrong-password-\($0)" }
            let first = try await fixture.run(
                fixture.databaseArguments, input: wrong + ["login user0001 password-0001"],
                environment: Self.strict)
            #expect(first.status == 1)
            #expect(first.lines == [])
            #expect(first.errorLines.prefix(5).allSatisfy { $0.hasPrefix("error: wrong username or password.") })
            let refusal = try #require(first.errorLines.last)
            // The wait is the window's end at most (15 minutes after the first failure), however slow the run was.
            let wait = try #require(
                refusal.wholeMatch(of: /error: too many failed logins; try again in (\d+) s\./),
                "\(refusal)")
            #expect((600...900).contains(Int(wait.1) ?? 0), "\(refusal)")

            // Another process (a restart): the counters are in the database. An unknown user from the same client
            // is refused too (the client's counter), and the JSON line carries the stable code.
            let second = try await fixture.run(
                fixture.databaseArguments + ["--json"],
                input: ["login USER0001 password-0001", "login nobody_at_all password-0001", "whoami"],
                environment: Self.strict)
            #expect(second.status == 1)
            #expect(second.lines.count == 3)
            let prefix =
                #"{"ok":false,"error":{"code":"rate-limited","message":"#
                + #""too many failed logins; try again in "#
            for line in second.lines.prefix(2) {
                #expect(line.hasPrefix(prefix) && line.hasSuffix(#" s"},"command":"login"}"#), "\(line)")
                let seconds = line.dropFirst(prefix.count).dropLast(23)
                #expect((600...900).contains(Int(seconds) ?? 0), "\(line)")
            }
            #expect(second.lines.last == #"{"ok":true,"result":{"username":null,"role":null},"command":"whoami"}"#)
        }
    }

    @Test(
        "logout --all ends the sessions other runs left behind; bad arguments and a signed-out shell are handled",
        arguments: Backend.enabled)
    func logoutEverywhere(_ backend: Backend) async throws {
        try await withShopFixture(backend) { fixture in
            _ = try await shop(fixture, [])
            // Each run that logs in and exits leaves its session in the database (a process on another terminal).
            _ = try await shop(fixture, ["login user0001 password-0001"])
            _ = try await shop(fixture, ["login user0001 password-0001"])
            let human = try await shop(
                fixture,
                [
                    "logout --all", "login user0001 password-0001", "logout --everything", "logout --all", "whoami",
                ])
            #expect(human.status == 1)
            #expect(
                human.lines == [
                    "You were not logged in.", "Logged in as user0001.", "Logged out of 3 sessions of user0001.",
                    "Not logged in.",
                ])
            #expect(human.errorLines == ["error: 'logout' takes no arguments. Usage: logout [--all]"])

            let json = try await shop(
                fixture, ["login user0001 password-0001", "logout --all", "logout --all"], json: true)
            #expect(
                json.lines == [
                    #"{"ok":true,"result":{"username":"user0001","role":"customer"},"command":"login"}"#,
                    #"{"ok":true,"result":{"username":null,"sessionsEnded":1},"command":"logout"}"#,
                    #"{"ok":true,"result":{"username":null,"sessionsEnded":0},"command":"logout"}"#,
                ])
        }
    }

    @Test(
        "password asks for the current and, twice, the new password, ends the other sessions and keeps this one",
        arguments: Backend.enabled)
    func changePassword(_ backend: Backend) async throws {
        try await withShopFixture(backend) { fixture in
            _ = try await shop(fixture, [])
            _ = try await shop(fixture, ["login user0002 password-0002"])
            let json = try await shop(
                fixture,
                [
                    "password",
                    "login user0002 password-0002", "password", "password-0002", "brand-new-pass", "brand-new-pass",
                    "whoami",
                    "password", "wrong-current-password", "another-pass-1", "another-pass-1",
                    "password", "brand-new-pass", "short", "short",
                    "password", "brand-new-pass", "typo-pass-1", "typo-pass-2",
                    "password", "",
                ], json: true)
            #expect(json.status == 1)
            #expect(
                json.lines == [
                    #"{"ok":false,"error":{"code":"not-signed-in","message":"nobody is signed in"},"#
                        + #""command":"password"}"#,
                    #"{"ok":true,"result":{"username":"user0002","role":"customer"},"command":"login"}"#,
                    #"{"ok":true,"result":{"passwordChanged":true,"otherSessionsEnded":1},"command":"password"}"#,
                    #"{"ok":true,"result":{"username":"user0002","role":"customer"},"command":"whoami"}"#,
                    #"{"ok":false,"error":{"code":"invalid-credentials","message":"wrong username or password"},"#
                        + #""command":"password"}"#,
                    #"{"ok":false,"error":{"code":"invalid-arguments","message":"#
                        + #""invalid password: it must have at least 8 characters (has 5)"},"command":"password"}"#,
                    #"{"ok":false,"error":{"code":"invalid-arguments","message":"#
                        + #""the two new passwords differ; the password was not changed"},"command":"password"}"#,
                    #"{"ok":false,"error":{"code":"cancelled","message":"the password change was cancelled"},"#
                        + #""command":"password"}"#,
                ])
            #expect(!json.standardOutput.contains("brand-new-pass") && !json.standardError.contains("brand-new-pass"))

            let human = try await shop(
                fixture,
                [
                    "login user0002 password-0002", "login user0002 brand-new-pass", "password", "brand-new-pass",
                    "password-0002", "password-0002",
                ])
            #expect(human.lines == ["Logged in as user0002.", "Password changed; 1 session elsewhere ended."])
            #expect(
                human.errorLines == [
                    "error: wrong username or password. Check the username and password, or 'register' a new account."
                ])
        }
    }
}
