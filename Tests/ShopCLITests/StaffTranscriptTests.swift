import Foundation
import ShopTestSupport
import Testing

/// The demo staff account, `users promote` / `users demote` and the role in the REPL's answers, through the real
/// executable.
@Suite("Transcripts: staff accounts")
struct StaffTranscriptTests {
    @Test(
        "the demo catalog's staff account logs in as staff; login and whoami answer the role",
        arguments: Backend.enabled)
    func demoStaffAccount(_ backend: Backend) async throws {
        try await withShopFixture(backend, cheapPasswords: true) { fixture in
            _ = try await fixture.shop([])
            let human = try await fixture.shop(["login staff staff-password", "whoami", "login user0001 password-0001"])
            #expect(human.status == 0)
            #expect(
                human.lines == ["Logged in as staff (staff).", "Logged in as staff (staff).", "Logged in as user0001."])
            let json = try await fixture.shop(["login staff staff-password", "whoami", "logout", "whoami"], json: true)
            #expect(
                json.lines == [
                    #"{"ok":true,"result":{"username":"staff","role":"staff"},"command":"login"}"#,
                    #"{"ok":true,"result":{"username":"staff","role":"staff"},"command":"whoami"}"#,
                    #"{"ok":true,"result":{"username":null},"command":"logout"}"#,
                    #"{"ok":true,"result":{"username":null,"role":null},"command":"whoami"}"#,
                ])
        }
    }

    @Test("users promote and demote change the role; an unknown name is an error", arguments: Backend.enabled)
    func promoteAndDemote(_ backend: Backend) async throws {
        try await withShopFixture(backend, cheapPasswords: true) { fixture in
            _ = try await fixture.shop([])
            let promoted = try await fixture.run(["users", "promote", "USER0001"] + fixture.databaseArguments)
            #expect(promoted.status == 0)
            #expect(promoted.lines == ["Made 'user0001' staff."])
            let asStaff = try await fixture.shop(["login user0001 password-0001"])
            #expect(asStaff.lines == ["Logged in as user0001 (staff)."])
            let demoted = try await fixture.run(["users", "demote", "user0001", "--json"] + fixture.databaseArguments)
            #expect(
                demoted.lines == [
                    #"{"ok":true,"result":{"username":"user0001","role":"customer"},"command":"users demote"}"#
                ])
            let unknown = try await fixture.run(["users", "promote", "nobody"] + fixture.databaseArguments)
            #expect(unknown.status == 1)
            #expect(unknown.errorLines.first?.contains("no user is named 'nobody'") == true)
        }
    }

    @Test("users promote refuses a database file that does not exist, without creating it")
    func missingDatabase() async throws {
        let fixture = try ShopFixture()
        let result = try await fixture.run(["users", "promote", "staff", "--db", fixture.database])
        #expect(result.status == 69)
        #expect(result.errorLines == ["error: database error: no database at '\(fixture.database)'"])
        #expect(!FileManager.default.fileExists(atPath: fixture.database))
    }
}
