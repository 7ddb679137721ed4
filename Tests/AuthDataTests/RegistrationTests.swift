import AuthDataIO
import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import SQLiteStore
import ShopTestSupport
import Testing

@testable import AuthData

@MainActor
@Suite("AuthData registration and credential rules")
struct RegistrationTests {
    @Test("register → signIn → currentUser → signOut → currentUser is nil")
    func fullCycle() async throws {
        let auth = try AuthHarness()
        defer { auth.remove() }
        let registered = try await auth.register("alice", "correct horse").get()
        #expect(registered.username == "alice")
        #expect(try await auth.currentUser().get() == registered)
        #expect(try auth.count("session") == 1)

        try await auth.signOut().get()
        #expect(try await auth.currentUser().get() == nil)
        let signedIn = try await auth.signIn("alice", "correct horse").get()
        #expect(signedIn == registered)
        #expect(try await auth.currentUser().get() == registered)
        try await auth.signOut().get()
        #expect(try await auth.currentUser().get() == nil)
        #expect(auth.store.user == nil)
        #expect(try auth.count("session") == 0)
    }

    @Test("usernames are unique regardless of case")
    func duplicateUsernames() async throws {
        let auth = try AuthHarness()
        defer { auth.remove() }
        let alice = try await auth.register("Alice", "password-1").get()
        for name in ["Alice", "alice", "ALICE", "aLiCe"] {
            #expect(try await auth.register(name, "password-2") == .failure(.usernameTaken(name)))
        }
        #expect(try auth.count("user") == 1)
        // The failed registrations rolled back and left the session alone.
        #expect(try auth.count("session") == 1)
        #expect(auth.store.user == alice)
        // Sign-in is case-insensitive too and returns the name as registered.
        try await auth.signOut().get()
        #expect(try await auth.signIn("ALICE", "password-1").get() == alice)
    }

    @Test(
        "usernames that break the rules are rejected",
        arguments: [
            "", "ab", String(repeating: "a", count: 33), "a b", " alice", "alice\n", "tab\tname",
            "jösé", "名前です", "emoji🙂", "'; DROP TABLE user; --", "robert'); --", "a\"b", "100%", "a/b", "a\u{0}b",
        ])
    func invalidUsernames(_ name: String) async throws {
        let auth = try AuthHarness()
        defer { auth.remove() }
        let result = try await auth.register(name, "long enough password")
        guard case let .failure(.invalidUsername(reason)) = result else {
            Issue.record("expected invalidUsername, got \(result)")
            return
        }
        #expect(!reason.isEmpty)
        #expect(try auth.count("user") == 0)
        #expect(auth.derivations.all.isEmpty)
        #expect(try auth.count("product") == 0)
    }

    @Test(
        "usernames at the limits and with every allowed character are accepted",
        arguments: [
            "abc", String(repeating: "z", count: 32), "A_b.C-9", "0-0", "...", "___", "---",
        ])
    func validUsernames(_ name: String) async throws {
        let auth = try AuthHarness()
        defer { auth.remove() }
        let user = try await auth.register(name, "long enough password").get()
        #expect(user.username == name)
    }

    @Test("passwords must have 8 to 1024 characters and at most 4096 bytes")
    func passwordRules() async throws {
        let auth = try AuthHarness()
        defer { auth.remove() }
        let tooShort = ["", "1234567", "ééééééé", "🔑🔑🔑🔑🔑🔑🔑"]
        for password in tooShort {
            guard case .failure(.invalidPassword) = try await auth.register("user1", password) else {
                Issue.record("password of \(password.count) characters was accepted")
                continue
            }
        }
        let tooLong = [
            String(repeating: "a", count: 1025),
            // 200 characters, but each family emoji is 25 bytes: 5000 bytes.
            String(repeating: "👩‍👩‍👧‍👦", count: 200),
        ]
        for password in tooLong {
            guard case .failure(.invalidPassword) = try await auth.register("user1", password) else {
                Issue.record("password of \(password.utf8.count) bytes was accepted")
                continue
            }
        }
        #expect(try auth.count("user") == 0)
        #expect(auth.derivations.all.isEmpty)

        let accepted = [
            "12345678", String(repeating: "a", count: 1024), String(repeating: "🔑", count: 1024),
            "пароль🔑密码ü", "'; DROP TABLE user; --", "with spaces and \u{0} nul",
        ]
        for (index, password) in accepted.enumerated() {
            let name = "user\(index)"
            _ = try await auth.register(name, password).get()
            try await auth.signOut().get()
            #expect(try await auth.signIn(name, password).get().username == name)
        }
        #expect(try auth.count("user") == accepted.count)
    }

    @Test("a password typed in another Unicode normal form signs in")
    func unicodeNormalisation() async throws {
        let auth = try AuthHarness()
        defer { auth.remove() }
        let composed = "caf\u{E9}-cr\u{E8}me"
        let decomposed = "cafe\u{301}-cre\u{300}me"
        _ = try await auth.register("bob", composed).get()
        try await auth.signOut().get()
        #expect(try await auth.signIn("bob", decomposed).get().username == "bob")
    }

    @Test("concurrent registrations of one name: exactly one wins")
    func concurrentRegistrations() async throws {
        let auth = try AuthHarness()
        defer { auth.remove() }
        let mainboard = auth.mainboard
        let tasks = (0..<6).map { index in
            Task { @MainActor in
                try await mainboard.ioRegister().blockActivation.run(
                    Credentials(
                        username: index.isMultiple(of: 2) ? "carol" : "CAROL", password: "password-\(index)"
                    ))
            }
        }
        var results: [Result<AuthenticatedUser, AuthDataError>] = []
        for task in tasks {
            results.append(try await task.value)
        }
        let successes = results.filter { if case .success = $0 { true } else { false } }
        let taken = results.filter { if case .failure(.usernameTaken) = $0 { true } else { false } }
        #expect(successes.count == 1)
        #expect(taken.count == 5)
        #expect(try auth.count("user") == 1)
        #expect(try auth.count("session") == 1)
    }

    @Test("the public bundled plugins work through their Motherboard accessors")
    func publicPlugins() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let launcher = try PluginLauncher.with()
            .install(plugins: AuthDataModulePlugin.bundledPlugins(database: database.pool, passwordCost: .testing))
            .initialize()
        let auth = launcher.mainboard
        let dave = Credentials(username: "dave", password: "12345678")
        let user = try await auth.ioRegister().blockActivation.run(dave).get()
        #expect(try await auth.ioCurrentUser().blockActivation.run().get() == user)
        try await auth.ioSignOut().blockActivation.run().get()
        #expect(try await auth.ioCurrentUser().blockActivation.run().get() == nil)
        #expect(
            try await auth.ioSignIn().blockActivation.run(Credentials(username: "dave", password: "nope-nope"))
                == .failure(.invalidCredentials))
    }
}
