import Foundation
import ShopTestSupport
import Testing

/// `login` on a database without any account says so, where "check the spelling" cannot help.
@Suite("Transcripts: a failed login on a shop without accounts hints at register")
struct LoginHintTranscriptTests {
    @Test("no account at all: the hint names register; with accounts: the usual hint", arguments: Backend.enabled)
    func hint(_ backend: Backend) async throws {
        try await withShopFixture(backend, cheapPasswords: true) { fixture in
            let seeded = try await fixture.run(
                fixture.databaseArguments + ["seed", "--products", "5", "--users", "0", "--no-staff-account", "-q"])
            #expect(seeded.status == 0, "\(seeded.errorLines)")
            let empty = try await fixture.run(fixture.databaseArguments + ["login", "nobody", "some-password"])
            #expect(empty.status != 0)
            #expect(
                empty.errorLines.contains { line in
                    line.hasPrefix("error: wrong username or password.") && line.contains("There are no accounts yet")
                }, "\(empty.errorLines)")
            let registered = try await fixture.run(
                fixture.databaseArguments + ["register", "first-user", "first-password"])
            #expect(registered.status == 0, "\(registered.errorLines)")
            let wrong = try await fixture.run(fixture.databaseArguments + ["login", "first-user", "wrong-password"])
            #expect(wrong.status == empty.status)
            #expect(wrong.errorLines.contains { $0.contains("Check the username and password") }, "\(wrong.errorLines)")
            #expect(!wrong.errorLines.contains { $0.contains("no accounts") }, "\(wrong.errorLines)")
        }
    }
}
