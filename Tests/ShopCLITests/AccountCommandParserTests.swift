import ShopCLI
import ShopOperations
import Testing

@Suite("ShellCommandParser: logout --all and password")
struct AccountCommandParserTests {
    let parser = ShellCommandParser()

    @Test("logout --all and password parse; other arguments are invalid; neither is gated or keeps a secret")
    func accountCommands() throws {
        #expect(try parser.parse("logout --all") == .logoutEverywhere)
        #expect(try parser.parse("LOGOUT --ALL") == .logoutEverywhere)
        #expect(try parser.parse("password") == .changePassword)
        for line in ["logout --all now", "logout all", "password old new", "password --all"] {
            #expect(throws: ShellError.self, "\(line)") { try parser.parse(line) }
        }
        do {
            _ = try parser.parse("password hunter22")
            Issue.record("a password on the command line is refused")
        } catch {
            #expect(error.message == "'password' takes no arguments")
            #expect(error.hint == "Usage: password")
        }
        #expect(try parser.parse("logout --all")?.requiresSignIn == false)
        #expect(try parser.parse("password")?.historyEntry(for: "password") == "password")
        #expect(try parser.parse("password")?.name == "password")
    }
}
