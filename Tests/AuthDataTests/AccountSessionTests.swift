import AuthDataIO
import Foundation
import Testing

@testable import AuthData

@MainActor
@Suite("AuthData sign-out everywhere and password change")
struct AccountSessionTests {
    /// `count` more applications on the same database and clock (other devices or processes), each signed in.
    private func devices(
        of auth: AuthHarness, _ count: Int, as username: String, _ password: String
    ) async throws -> [AuthHarness] {
        var devices: [AuthHarness] = []
        for _ in 0..<count {
            let device = try AuthHarness(database: auth.database, clock: auth.clock)
            _ = try await device.signIn(username, password).get()
            devices.append(device)
        }
        return devices
    }

    @Test("sign-out everywhere ends every session of the user, here and elsewhere, and no one else's")
    func signOutEverywhere() async throws {
        let auth = try AuthHarness()
        defer { auth.remove() }
        _ = try await auth.register("bob", "password-b").get()
        _ = try await auth.register("alice", "password-a").get()
        let others = try await devices(of: auth, 2, as: "alice", "password-a")
        let bob = try await devices(of: auth, 1, as: "bob", "password-b")[0]
        #expect(try auth.count("session") == 4)

        #expect(try await auth.signOutEverywhere() == .success(3))
        #expect(auth.store.user == nil)
        for device in others {
            #expect(try await device.currentUser().get() == nil)
        }
        #expect(try await bob.currentUser().get()?.username == "bob")
        #expect(try auth.count("session") == 1)
        // Signed out already: nothing to end.
        #expect(try await auth.signOutEverywhere() == .success(0))
        #expect(try await others[0].signOutEverywhere() == .success(0))
    }

    @Test("a password change ends the user's other sessions, keeps this one, and swaps the passwords")
    func changePassword() async throws {
        let auth = try AuthHarness()
        defer { auth.remove() }
        let alice = try await auth.register("alice", "password-a").get()
        let others = try await devices(of: auth, 2, as: "alice", "password-a")
        _ = try await auth.register("bob", "password-b").get()
        _ = try await auth.signIn("alice", "password-a").get()

        auth.derivations.reset()
        #expect(try await auth.changePassword("password-a", "new-password-a") == .success(2))
        #expect(auth.derivations.all == [.verifying, .hashing])
        #expect(try await auth.currentUser().get()?.id == alice.id)
        for device in others {
            #expect(try await device.currentUser().get() == nil)
        }
        #expect(try await others[0].signIn("alice", "password-a") == .failure(.invalidCredentials))
        #expect(try await others[0].signIn("alice", "new-password-a").map(\.id) == .success(alice.id))
    }

    @Test("a password change needs a session, a valid new password and the right current password")
    func refusedChanges() async throws {
        let auth = try AuthHarness()
        defer { auth.remove() }
        #expect(try await auth.changePassword("password-a", "new-password-a") == .failure(.notSignedIn))
        _ = try await auth.register("alice", "password-a").get()
        let other = try await devices(of: auth, 1, as: "alice", "password-a")[0]
        auth.derivations.reset()
        #expect(
            try await auth.changePassword("password-a", "short")
                == .failure(.invalidPassword("it must have at least 8 characters (has 5)")))
        #expect(auth.derivations.all.isEmpty, "the rules are checked before any derivation")
        #expect(try await auth.changePassword("wrong-password", "new-password-a") == .failure(.invalidCredentials))
        #expect(try await other.currentUser().get()?.username == "alice", "a refused change ends nothing")
        #expect(try await auth.signIn("alice", "password-a").map(\.username) == .success("alice"))
    }

    @Test("wrong current passwords count as failed logins: the rate limit stops guessing through a session")
    func changePasswordIsRateLimited() async throws {
        let auth = try AuthHarness()
        defer { auth.remove() }
        _ = try await auth.register("alice", "password-a").get()
        for index in 1...5 {
            #expect(
                try await auth.changePassword("guess-\(index)-x", "new-password-a")
                    == .failure(.invalidCredentials))
        }
        #expect(
            try await auth.changePassword("password-a", "new-password-a")
                == .failure(.rateLimited(retryAfterSeconds: 1)))
        auth.clock.advance(by: 1)
        #expect(try await auth.changePassword("password-a", "new-password-a") == .success(0))
        #expect(try auth.loginCounterRows() == 1, "the username's failures are forgotten, the client's remain")
    }
}
