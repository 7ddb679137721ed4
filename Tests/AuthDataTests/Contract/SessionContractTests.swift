import AuthDataIO
import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import ShopTestSupport
import Testing

@Suite("AuthData contract: sessions and bearer tokens", .timeLimit(.minutes(10)))
@MainActor
struct SessionContractTests {
    @Test(
        "another graph resumes the session from the token; signing out there revokes it everywhere",
        arguments: Backend.enabled)
    func resumeAndRevoke(backend: Backend) async throws {
        try await withAuth(backend) { auth in
            #expect(try await auth.mainboard.sessionToken() == nil)
            let user = try await auth.mainboard.register("alice", "password-a").get()
            let token = try #require(try await auth.mainboard.sessionToken())
            #expect(token.count == 43)
            let request = try auth.graph().mainboard
            #expect(try await request.resume(token) == .success(user))
            #expect(try await request.currentUser() == .success(user))
            #expect(try await request.sessionToken() == token)
            try await request.ioSignOut().blockActivation.run().get()
            #expect(try await auth.graph().mainboard.resume(token) == .failure(.notSignedIn))
            #expect(try await auth.mainboard.currentUser() == .success(nil))
        }
    }

    @Test("malformed and unknown tokens are refused as notSignedIn", arguments: Backend.enabled)
    func badTokens(backend: Backend) async throws {
        try await withAuth(backend) { auth in
            _ = try await auth.mainboard.register("alice", "password-a").get()
            let token = try #require(try await auth.mainboard.sessionToken())
            let unknown = String(repeating: "A", count: 43)
            let request = try auth.graph().mainboard
            for text in [
                "", "not a token", unknown, String(token.dropLast()), token + "A", "'; DROP TABLE session; --",
            ] {
                #expect(try await request.resume(text) == .failure(.notSignedIn))
            }
            #expect(try await request.currentUser() == .success(nil))
        }
    }

    @Test("a session expires on the clock: currentUser reads nil and the token is refused", arguments: Backend.enabled)
    func expiry(backend: Backend) async throws {
        try await withAuth(backend, sessionLifetime: .seconds(60)) { auth in
            _ = try await auth.mainboard.register("alice", "password-a").get()
            let token = try #require(try await auth.mainboard.sessionToken())
            auth.clock.advance(by: 59.5)
            #expect(try await auth.graph().mainboard.resume(token).map(\.username) == .success("alice"))
            auth.clock.advance(by: 0.5)
            #expect(try await auth.graph().mainboard.resume(token) == .failure(.notSignedIn))
            #expect(try await auth.mainboard.currentUser() == .success(nil))
            #expect(try await auth.mainboard.sessionToken() == nil, "the store was cleared")
        }
    }

    @Test("sign-out everywhere ends every session of the user and no one else's", arguments: Backend.enabled)
    func signOutEverywhere(backend: Backend) async throws {
        try await withAuth(backend) { auth in
            _ = try await auth.mainboard.register("alice", "password-a").get()
            let laptop = try auth.graph().mainboard
            _ = try await laptop.signIn("alice", "password-a").get()
            let bob = try auth.graph().mainboard
            _ = try await bob.register("bob", "password-b").get()
            #expect(try await laptop.ioSignOutEverywhere().blockActivation.run() == .success(2))
            #expect(try await auth.mainboard.currentUser() == .success(nil))
            #expect(try await laptop.currentUser() == .success(nil))
            #expect(try await bob.currentUser().map { $0?.username } == .success("bob"))
            #expect(try await laptop.ioSignOutEverywhere().blockActivation.run() == .success(0))
        }
    }

    @Test(
        "a password change needs the current password, ends the other sessions and swaps the passwords",
        arguments: Backend.enabled)
    func changePassword(backend: Backend) async throws {
        try await withAuth(backend) { auth in
            let board = auth.mainboard
            #expect(
                try await board.ioChangePassword().blockActivation.run(
                    PasswordChange(currentPassword: "password-a", newPassword: "password-n")) == .failure(.notSignedIn))
            _ = try await board.register("alice", "password-a").get()
            let other = try auth.graph().mainboard
            _ = try await other.signIn("alice", "password-a").get()
            let change = board.ioChangePassword().blockActivation
            #expect(
                try await change.run(PasswordChange(currentPassword: "wrong-one", newPassword: "password-n"))
                    == .failure(.invalidCredentials))
            guard
                case .failure(.invalidPassword) = try await change.run(
                    PasswordChange(currentPassword: "password-a", newPassword: "short"))
            else {
                Issue.record("a short new password is refused")
                return
            }
            #expect(
                try await change.run(PasswordChange(currentPassword: "password-a", newPassword: "password-n"))
                    == .success(1))
            #expect(try await other.currentUser() == .success(nil))
            #expect(try await board.currentUser().map { $0?.username } == .success("alice"))
            let fresh = try auth.graph().mainboard
            #expect(try await fresh.signIn("alice", "password-a") == .failure(.invalidCredentials))
            #expect(try await fresh.signIn("alice", "password-n").map(\.username) == .success("alice"))
        }
    }
}
