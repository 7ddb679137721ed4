import AuthDataIO
import Boardy
import BoardyComponentKit
import Testing

@testable import AuthData

@MainActor
@Suite("AuthData bearer tokens: sessionToken and resumeSession")
struct BearerTokenTests {
    /// The token text of `auth`'s session.
    func token(_ auth: AuthHarness) async throws -> String? {
        try await auth.mainboard.ioSessionToken().blockActivation.run().get()
    }

    /// Resumes `token` in `auth`'s graph.
    func resume(_ auth: AuthHarness, _ token: String) async throws -> Result<AuthenticatedUser, AuthDataError> {
        try await auth.mainboard.ioResumeSession().blockActivation.run(token)
    }

    @Test("signed out there is no token; after a sign-in it is 43 base64url characters whose hash is stored")
    func tokenAfterSignIn() async throws {
        let auth = try AuthHarness()
        defer { auth.remove() }
        #expect(try await token(auth) == nil)
        _ = try await auth.register("alice", "password-a").get()
        let text = try #require(try await token(auth))
        #expect(text.count == 43)
        #expect(text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        let parsed = try #require(SessionToken(text: text))
        #expect(try auth.sessionHashes() == [parsed.hash], "only the hash is stored")
    }

    @Test("another graph resumes the session from the token: same user, currentUser agrees, the store holds it")
    func resumeInAnotherGraph() async throws {
        let auth = try AuthHarness()
        defer { auth.remove() }
        let alice = try await auth.register("alice", "password-a").get()
        let text = try #require(try await token(auth))
        let request = try AuthHarness(database: auth.database, clock: auth.clock)
        #expect(try await request.currentUser().get() == nil)
        #expect(try await resume(request, text) == .success(alice))
        #expect(request.store.user == alice)
        #expect(try await request.currentUser().get() == alice)
        #expect(try await token(request) == text, "the resumed graph holds the same token")
        #expect(try auth.count("session") == 1, "resuming starts no session")
    }

    @Test("an expired token is refused as not signed in and leaves the store empty")
    func expired() async throws {
        let auth = try AuthHarness(sessionLifetime: .seconds(60))
        defer { auth.remove() }
        _ = try await auth.register("alice", "password-a").get()
        let text = try #require(try await token(auth))
        let request = try AuthHarness(database: auth.database, clock: auth.clock)
        auth.clock.advance(by: 59)
        #expect(try await resume(request, text).get().username == "alice")
        let later = try AuthHarness(database: auth.database, clock: auth.clock)
        auth.clock.advance(by: 1)
        #expect(try await resume(later, text) == .failure(.notSignedIn))
        #expect(later.store.user == nil)
    }

    @Test("a well-formed token no session has is refused")
    func unknown() async throws {
        let auth = try AuthHarness()
        defer { auth.remove() }
        _ = try await auth.register("alice", "password-a").get()
        let stranger = SessionToken.random().text
        #expect(try await resume(auth, stranger) == .failure(.notSignedIn))
        #expect(auth.store.user?.username == "alice", "a refused token leaves the graph's own session alone")
    }

    @Test(
        "malformed tokens are refused",
        arguments: [
            "", "abc", String(repeating: "A", count: 42), String(repeating: "A", count: 44),
            String(repeating: "A", count: 42) + "=", String(repeating: "A", count: 42) + "+",
            String(repeating: "A", count: 42) + "B", "Bearer " + String(repeating: "A", count: 43),
            String(repeating: "é", count: 43),
        ])
    func malformed(_ text: String) async throws {
        let auth = try AuthHarness()
        defer { auth.remove() }
        #expect(SessionToken(text: text) == nil)
        #expect(try await resume(auth, text) == .failure(.notSignedIn))
    }

    @Test("every token's text parses back to the token")
    func roundTrip() {
        for _ in 0..<200 {
            let token = SessionToken.random()
            #expect(SessionToken(text: token.text) == token)
        }
    }

    @Test("signing out in a resumed graph ends the session: the token is refused afterwards, everywhere")
    func logoutInvalidates() async throws {
        let auth = try AuthHarness()
        defer { auth.remove() }
        _ = try await auth.register("alice", "password-a").get()
        let text = try #require(try await token(auth))
        let request = try AuthHarness(database: auth.database, clock: auth.clock)
        _ = try await resume(request, text).get()
        try await request.signOut().get()
        #expect(try auth.count("session") == 0)
        let next = try AuthHarness(database: auth.database, clock: auth.clock)
        #expect(try await resume(next, text) == .failure(.notSignedIn))
        #expect(try await auth.currentUser().get() == nil, "the graph that signed in sees it ended too")
    }

    @Test("resuming overcomes the auth gate: queued work runs with the token's user")
    func resumeOvercomesGate() async throws {
        let auth = try AuthHarness()
        defer { auth.remove() }
        _ = try await auth.register("alice", "password-a").get()
        let text = try #require(try await token(auth))
        let request = try AuthHarness(database: auth.database, clock: auth.clock)
        let log = EventLog()
        request.mainboard.ioAuthGate().activation.activate(
            with: .perform({ log.append("work(\($0.username))") }, onCancel: { log.append("cancelled") }))
        #expect(log.events.isEmpty)
        _ = try await resume(request, text).get()
        #expect(log.events == ["work(alice)"])
    }
}
