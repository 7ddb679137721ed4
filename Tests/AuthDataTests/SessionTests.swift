import AuthDataIO
import Foundation
import SQLiteStore
import ShopTestSupport
import Testing

@testable import AuthData

@MainActor
@Suite("AuthData sessions and storage")
struct SessionTests {
    @Test("an expired session reads as signed out and clears the store")
    func expiredSession() async throws {
        let auth = try AuthHarness()
        defer { auth.remove() }
        let alice = try await auth.register("alice", "password-a").get()
        #expect(try await auth.currentUser().get() == alice)
        try auth.execute("UPDATE session SET expiresAt = '2000-01-01T00:00:00Z'")
        #expect(try await auth.currentUser().get() == nil)
        #expect(auth.store.user == nil)
        // Signing out afterwards is harmless.
        try await auth.signOut().get()
    }

    @Test("a session deleted behind the module's back, or whose user is deleted, reads as signed out")
    func revokedSession() async throws {
        let auth = try AuthHarness()
        defer { auth.remove() }
        _ = try await auth.register("alice", "password-a").get()
        try auth.execute("DELETE FROM session")
        #expect(try await auth.currentUser().get() == nil)

        _ = try await auth.signIn("alice", "password-a").get()
        try auth.execute("DELETE FROM user WHERE username = 'alice'")
        #expect(try auth.count("session") == 0)
        #expect(try await auth.currentUser().get() == nil)
    }

    @Test("sessions get the configured lifetime, stored as sortable ISO-8601 UTC text")
    func sessionLifetime() async throws {
        let auth = try AuthHarness(sessionLifetime: .seconds(3600))
        defer { auth.remove() }
        _ = try await auth.register("alice", "password-a").get()
        let (createdAt, expiresAt) = try #require(
            try await auth.database.pool.read { db in
                try db.prepare("SELECT createdAt, expiresAt FROM session").fetchOne {
                    ($0.string(at: 0), $0.string(at: 1))
                }
            })
        let pattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
        #expect(createdAt.wholeMatch(of: pattern) != nil)
        #expect(expiresAt.wholeMatch(of: pattern) != nil)
        let format = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        let created = try Date(createdAt, strategy: format)
        let expires = try Date(expiresAt, strategy: format)
        #expect(expires.timeIntervalSince(created) == 3600)
        // "Now", not a fixed or shifted time; loose, because a loaded test run can delay this line by minutes.
        #expect(abs(created.timeIntervalSinceNow) < 600)
    }

    @Test("signing out while signed out succeeds; signing out deletes the row")
    func signOut() async throws {
        let auth = try AuthHarness()
        defer { auth.remove() }
        try await auth.signOut().get()
        _ = try await auth.register("alice", "password-a").get()
        let token = try #require(auth.store.token)
        try await auth.signOut().get()
        #expect(try auth.count("session") == 0)
        #expect(auth.store.token == nil)
        #expect(
            try await auth.database.pool.read { db in
                try db.prepare("SELECT count(*) FROM session WHERE tokenHash = ?").bind(token.hash)
                    .fetchOne { $0.int(at: 0) }
            } == 0)
        try await auth.signOut().get()
    }

    @Test("the database file holds no password or token in clear, only salted hashes and token hashes")
    func nothingInClear() async throws {
        let auth = try AuthHarness()
        defer { auth.remove() }
        let password = "Sup3r-Secret-Passw0rd-ünïcødé"
        _ = try await auth.register("alice", password).get()
        let aliceToken = try #require(auth.store.token)
        _ = try await auth.register("bob", password).get()
        try await auth.signOut().get()
        _ = try await auth.signIn("alice", password).get()
        let token = try #require(auth.store.token)

        let bytes = try ["", "-wal", "-shm", "-journal"].reduce(into: [UInt8]()) { bytes, suffix in
            let path = auth.database.path + suffix
            if FileManager.default.fileExists(atPath: path) {
                bytes += try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            }
        }
        func contains(_ needle: [UInt8]) -> Bool {
            guard needle.count <= bytes.count else { return false }
            return (0...(bytes.count - needle.count)).contains { start in
                bytes[start] == needle[0] && Array(bytes[start..<(start + needle.count)]) == needle
            }
        }
        // Sanity: the files we read do hold the data (the username and the live token's hash).
        #expect(contains(Array("alice".utf8)))
        #expect(contains(token.hash))
        for secret in [password, password.precomposedStringWithCanonicalMapping, token.text, aliceToken.text] {
            #expect(!contains(Array(secret.utf8)))
        }
        #expect(!contains(token.bytes))
        #expect(!contains(aliceToken.bytes))

        // Salted: the same password gives two different hashes, each verifying.
        let aliceHash = try #require(try auth.storedHash(of: "alice"))
        let bobHash = try #require(try auth.storedHash(of: "bob"))
        #expect(aliceHash != bobHash)
        #expect(aliceHash.hasPrefix("scrypt$1024$8$1$"))
        let hasher = PasswordHasher(cost: .testing)
        #expect(try hasher.verify(password: password, against: aliceHash))
        #expect(try hasher.verify(password: password, against: bobHash))
        #expect(try !hasher.verify(password: password + "x", against: aliceHash))
    }
}
