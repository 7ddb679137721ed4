import Foundation
import Testing

/// The login rate limit, session-wide logout and password changes, through the real executable.
///
/// Runs that must see a refusal set `SHOP_TEST_LOGIN_THROTTLE=strict` (a debug build then waits an hour, capped by
/// the end of the 15-minute window, instead of 1 s after the fifth failure), so no refusal depends on how fast the
/// machine is.
@Suite("Transcripts: login abuse and sessions")
struct LoginAbuseTranscriptTests {
    static let strict = ["SHOP_TEST_LOGIN_THROTTLE": "strict"]

    @Test("five failed logins, then every attempt is refused with the wait, in this run and the next")
    func rateLimited() async throws {
        let fixture = try ShopFixture()
        _ = try await fixture.shop([])
        let wrong = (1...5).map { "login user0001 wrong-password-\($0)" }
        let first = try await fixture.run(["--db", fixture.database], input: wrong + ["login user0001 password-0001"],
                                          environment: Self.strict)
        #expect(first.status == 1)
        #expect(first.lines == [])
        #expect(first.errorLines.prefix(5).allSatisfy { $0.hasPrefix("error: wrong username or password.") })
        let refusal = try #require(first.errorLines.last)
        // The wait is the window's end at most (15 minutes after the first failure), however slow the run was.
        let wait = try #require(refusal.wholeMatch(of: /error: too many failed logins; try again in (\d+) s\./),
                                "\(refusal)")
        #expect((600...900).contains(Int(wait.1) ?? 0), "\(refusal)")

        // Another process (a restart): the counters are in the database. An unknown user from the same client
        // is refused too (the client's counter), and the JSON line carries the stable code.
        let second = try await fixture.run(
            ["--db", fixture.database, "--json"],
            input: ["login USER0001 password-0001", "login nobody_at_all password-0001", "whoami"],
            environment: Self.strict)
        #expect(second.status == 1)
        #expect(second.lines.count == 3)
        let prefix = #"{"ok":false,"error":{"code":"rate-limited","message":"#
            + #""too many failed logins; try again in "#
        for line in second.lines.prefix(2) {
            #expect(line.hasPrefix(prefix) && line.hasSuffix(#" s"}}"#), "\(line)")
            let seconds = line.dropFirst(prefix.count).dropLast(5)
            #expect((600...900).contains(Int(seconds) ?? 0), "\(line)")
        }
        #expect(second.lines.last == #"{"ok":true,"result":{"username":null}}"#)
    }
}
