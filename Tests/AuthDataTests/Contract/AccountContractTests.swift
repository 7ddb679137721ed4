import AuthDataIO
import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import Foundation
import ShopTestSupport
import Testing

@Suite("AuthData contract: accounts and sign-in", .timeLimit(.minutes(10)))
@MainActor
struct AccountContractTests {
    @Test(
        "register → currentUser → signOut → signIn → currentUser, with the session's expiry", arguments: Backend.enabled
    )
    func lifecycle(backend: Backend) async throws {
        try await withAuth(backend) { auth in
            let board = auth.mainboard
            let user = try await board.register("Alice", "password-a").get()
            #expect(user.username == "Alice")
            let expected = auth.clock.now.addingTimeInterval(30 * 24 * 60 * 60)
            #expect(
                user.sessionExpiresAt
                    == expected.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt)))
            #expect(try await board.currentUser() == .success(user))
            try await board.ioSignOut().blockActivation.run().get()
            #expect(try await board.currentUser() == .success(nil))
            let again = try await board.signIn("alice", "password-a").get()
            #expect(again.id == user.id)
            #expect(again.username == "Alice", "the name as registered, whatever the case typed")
        }
    }

    @Test("a username is taken in any letter case", arguments: Backend.enabled)
    func usernameTaken(backend: Backend) async throws {
        try await withAuth(backend) { auth in
            _ = try await auth.mainboard.register("alice", "password-a").get()
            #expect(
                try await auth.graph().mainboard.register("ALICE", "password-b") == .failure(.usernameTaken("ALICE")))
            #expect(try await auth.graph().mainboard.signIn("alice", "password-b") == .failure(.invalidCredentials))
        }
    }

    @Test("a wrong password and an unknown user both fail as invalidCredentials", arguments: Backend.enabled)
    func wrongPassword(backend: Backend) async throws {
        try await withAuth(backend) { auth in
            _ = try await auth.mainboard.register("alice", "password-a").get()
            let other = try auth.graph().mainboard
            #expect(try await other.signIn("alice", "password-b") == .failure(.invalidCredentials))
            #expect(try await other.signIn("bob", "password-a") == .failure(.invalidCredentials))
            #expect(try await other.signIn("no way!", "password-a") == .failure(.invalidCredentials))
            #expect(try await other.currentUser() == .success(nil))
        }
    }

    @Test(
        "registration applies the username and password rules before touching the database", arguments: Backend.enabled)
    func rules(backend: Backend) async throws {
        try await withAuth(backend) { auth in
            let board = auth.mainboard
            guard case .failure(.invalidUsername) = try await board.register("a b", "password-a") else {
                Issue.record("a space is not allowed in a username")
                return
            }
            guard case .failure(.invalidPassword) = try await board.register("alice", "short") else {
                Issue.record("a short password is refused")
                return
            }
            #expect(try await board.signIn("alice", "short") == .failure(.invalidCredentials))
        }
    }

    @Test("concurrent registrations of one name: exactly one wins", arguments: Backend.enabled)
    func concurrentRegistrations(backend: Backend) async throws {
        try await withAuth(backend) { auth in
            let graphs = try (0..<6).map { _ in try auth.graph() }
            let results = try await concurrently(over: Array(graphs.indices)) { index in
                try await graphs[index].mainboard.register(
                    index.isMultiple(of: 2) ? "carol" : "CAROL", "password-\(index)")
            }
            #expect(results.filter { (try? $0.get()) != nil }.count == 1)
            #expect(results.filter { if case .failure(.usernameTaken) = $0 { true } else { false } }.count == 5)
        }
    }
}
