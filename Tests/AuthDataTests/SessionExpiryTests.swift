import AuthDataIO
import Foundation
import SQLiteStore
import Testing

@testable import AuthData

@MainActor
@Suite("AuthData session expiry")
struct SessionExpiryTests {
    @Test("a session ends when its lifetime has passed on the clock; sign-in and currentUser report expiresAt")
    func expiresOnTheClock() async throws {
        let auth = try AuthHarness(sessionLifetime: .seconds(3600))
        defer { auth.remove() }
        let expected = DatabaseTimestamp.text(auth.clock.now.addingTimeInterval(3600))
        let alice = try await auth.register("alice", "password-a").get()
        #expect(alice.sessionExpiresAt == expected)
        #expect(try await auth.currentUser().get()?.sessionExpiresAt == expected)
        auth.clock.advance(by: 3599)
        #expect(try await auth.currentUser().get() == alice)
        auth.clock.advance(by: 1)
        #expect(try await auth.currentUser().get() == nil, "refused from the moment it expires")
        #expect(auth.store.user == nil)
        #expect(try auth.count("session") == 1, "the row goes lazily, at the next sign-in's sweep")

        let again = try await auth.signIn("alice", "password-a").get()
        #expect(again.sessionExpiresAt == DatabaseTimestamp.text(auth.clock.now.addingTimeInterval(3600)))
        #expect(try auth.count("session") == 1, "the expired row was swept")
    }

    @Test("by default a session lasts 30 days")
    func thirtyDays() async throws {
        #expect(AuthDataConfiguration().sessionLifetime == .seconds(30 * 24 * 3600))
        let auth = try AuthHarness()
        defer { auth.remove() }
        let alice = try await auth.register("alice", "password-a").get()
        #expect(alice.sessionExpiresAt == DatabaseTimestamp.text(auth.clock.now.addingTimeInterval(30 * 24 * 3600)))
        auth.clock.advance(by: 30 * 24 * 3600 - 1)
        #expect(try await auth.currentUser().get()?.username == "alice")
        auth.clock.advance(by: 1)
        #expect(try await auth.currentUser().get() == nil)
    }

    @Test("an expired session cannot change the password or sign out other sessions")
    func expiredSessionCanDoNothing() async throws {
        let auth = try AuthHarness(sessionLifetime: .seconds(60))
        defer { auth.remove() }
        _ = try await auth.register("alice", "password-a").get()
        let device = try AuthHarness(database: auth.database, clock: auth.clock)
        _ = try await device.signIn("alice", "password-a").get()
        auth.clock.advance(by: 60)
        #expect(try await auth.changePassword("password-a", "password-b") == .failure(.notSignedIn))
        #expect(auth.store.user == nil)
        #expect(try await auth.signOutEverywhere() == .success(0))
        let stored = try #require(try auth.storedHash(of: "alice"))
        #expect(try PasswordHasher(cost: .testing).verify(password: "password-a", against: stored), "unchanged")
    }
}
