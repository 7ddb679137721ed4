import AuthDataIO
import BoardyComponentKit
import SQLiteStore
import ShopTestSupport
import Testing

@testable import AuthData

@MainActor
@Suite("AuthData sign-in")
struct SignInTests {
    @Test("a wrong password and an unknown user both fail as invalidCredentials")
    func invalidCredentials() async throws {
        let auth = try AuthHarness(throttle: .disabled)  // more failures than the rate limit lets through
        defer { auth.remove() }
        _ = try await auth.register("alice", "correct horse").get()
        try await auth.signOut().get()
        let attempts: [(String, String)] = [
            ("alice", "wrong horse"), ("alice", "Correct horse"), ("alice", ""), ("alice", "correct horse "),
            ("bob", "correct horse"), ("alic", "correct horse"), ("", ""), ("a b", "x"),
            ("'; DROP TABLE user; --", "' OR '1'='1"), ("名前", "パスワード"), (String(repeating: "a", count: 5000), "x"),
        ]
        for (username, password) in attempts {
            #expect(try await auth.signIn(username, password) == .failure(.invalidCredentials))
        }
        #expect(auth.store.user == nil)
        #expect(try auth.count("session") == 0)
        #expect(try auth.count("user") == 1)
    }

    @Test("unknown-user and wrong-password sign-ins each run exactly one scrypt verification")
    func oneDerivationPerSignIn() async throws {
        let auth = try AuthHarness()
        defer { auth.remove() }
        _ = try await auth.register("alice", "correct horse").get()
        #expect(auth.derivations.all == [.hashing])
        try await auth.signOut().get()

        let cases: [(String, String)] = [
            ("nobody", "correct horse"),  // unknown user: verified against the dummy hash
            ("alice", "wrong horse"),  // wrong password: verified against alice's hash
            ("x", "correct horse"),  // a name that breaks the rules: never looked up, still one derivation
            ("alice", ""),  // an empty password still derives once
        ]
        for (username, password) in cases {
            auth.derivations.reset()
            #expect(try await auth.signIn(username, password) == .failure(.invalidCredentials))
            #expect(auth.derivations.all == [.verifying], "\(username)")
        }
        auth.derivations.reset()
        _ = try await auth.signIn("alice", "correct horse").get()
        #expect(auth.derivations.all == [.verifying])
    }

    @Test("an account hashed at a cheaper cost also derives the dummy, so it answers no sooner than an unknown user")
    func cheaperStoredCostIsPadded() async throws {
        let auth = try AuthHarness()
        defer { auth.remove() }
        let cheaper = try PasswordHasher.Cost(rounds: 256, blockSize: 8, parallelism: 1)
        let hash = try PasswordHasher(cost: cheaper).hash(password: "seeded password")
        try auth.execute(
            "INSERT INTO user (username, passwordHash, createdAt) VALUES (?, ?, '2026-01-01T00:00:00.000Z')",
            ["seeded", hash]
        )
        #expect(try await auth.signIn("seeded", "wrong password") == .failure(.invalidCredentials))
        #expect(auth.derivations.all == [.verifying, .verifying])
        auth.derivations.reset()
        #expect(try await auth.signIn("seeded", "seeded password").get().username == "seeded")
        #expect(auth.derivations.all == [.verifying, .verifying])
    }

    @Test("a damaged stored hash fails like a wrong password, with one derivation, and never crashes")
    func damagedStoredHash() async throws {
        let auth = try AuthHarness(throttle: .disabled)  // more failures than the rate limit lets through
        defer { auth.remove() }
        _ = try await auth.register("alice", "correct horse").get()
        try await auth.signOut().get()
        let damaged = [
            "", "garbage", "scrypt$1024$8$1$$", "scrypt$1099511627776$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAA",
            "scrypt$1024$0$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=",
            "bcrypt$1024$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=",
        ]
        for stored in damaged {
            try auth.execute("UPDATE user SET passwordHash = ? WHERE username = 'alice'", [stored])
            auth.derivations.reset()
            #expect(try await auth.signIn("alice", "correct horse") == .failure(.invalidCredentials))
            #expect(auth.derivations.all == [.verifying])
        }
    }

    @Test("signing in while signed in replaces the session")
    func replacesSession() async throws {
        let auth = try AuthHarness()
        defer { auth.remove() }
        _ = try await auth.register("alice", "password-a").get()
        let bob = try await auth.register("bob", "password-b").get()
        #expect(try auth.count("session") == 1)
        let firstToken = try #require(auth.store.token)

        let alice = try await auth.signIn("alice", "password-a").get()
        let secondToken = try #require(auth.store.token)
        #expect(firstToken != secondToken)
        #expect(try auth.sessionHashes() == [secondToken.hash])
        #expect(try await auth.currentUser().get() == alice)

        _ = try await auth.signIn("bob", "password-b").get()
        #expect(try auth.count("session") == 1)
        #expect(try await auth.currentUser().get() == bob)
        // A failed sign-in keeps the current session.
        #expect(try await auth.signIn("alice", "nope-nope") == .failure(.invalidCredentials))
        #expect(try await auth.currentUser().get() == bob)
    }

    @Test("sign-in purges expired sessions")
    func purgesExpiredSessions() async throws {
        let auth = try AuthHarness()
        defer { auth.remove() }
        let alice = try await auth.register("alice", "password-a").get()
        for index in 0..<3 {
            try auth.execute(
                "INSERT INTO session (tokenHash, userId, createdAt, expiresAt) VALUES (?, ?, ?, ?)",
                [[UInt8](repeating: UInt8(index), count: 32), alice.id, "2000-01-01T00:00:00Z", "2000-01-02T00:00:00Z"]
            )
        }
        try auth.execute(
            "INSERT INTO session (tokenHash, userId, createdAt, expiresAt) VALUES (?, ?, ?, ?)",
            [[UInt8](repeating: 9, count: 32), alice.id, "2000-01-01T00:00:00Z", "2999-01-01T00:00:00Z"]
        )
        #expect(try auth.count("session") == 5)
        _ = try await auth.signIn("alice", "password-a").get()
        // The three expired rows and the replaced session are gone; the other live session (another device) stays.
        #expect(try auth.count("session") == 2)
        #expect(try auth.database.scalar("SELECT count(*) FROM session WHERE expiresAt < '2026'") == 0)
    }
}
