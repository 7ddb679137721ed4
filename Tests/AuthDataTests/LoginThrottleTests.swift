import AuthDataIO
import Foundation
import SQLiteStore
import ShopTestSupport
import Testing

@testable import AuthData

@MainActor
@Suite("AuthData login rate limit")
struct LoginThrottleTests {
    /// Signs up `username` and signs out, so the tests start signed out with one account.
    private func harnessWithAccount(
        _ username: String = "alice", _ password: String = "password-a", throttle: LoginThrottle = .standard
    ) async throws -> AuthHarness {
        let auth = try AuthHarness(throttle: throttle)
        _ = try await auth.register(username, password).get()
        try await auth.signOut().get()
        return auth
    }

    @Test("after 5 failures of a username each further attempt waits 1 s, 2 s, 4 s; sooner ones are refused")
    func exponentialDelayPerUsername() async throws {
        let auth = try await harnessWithAccount()
        defer { auth.remove() }
        // A new client each time, so only the username's counter is at work.
        var clientNumber = 0
        func attempt(_ password: String) async throws -> Result<AuthenticatedUser, AuthDataError> {
            clientNumber += 1
            return try await auth.signIn("alice", password, client: "client-\(clientNumber)")
        }
        for _ in 1...5 {
            #expect(try await attempt("wrong-password") == .failure(.invalidCredentials))
        }
        // The right password is refused too: a refused attempt is not checked at all.
        #expect(try await attempt("password-a") == .failure(.rateLimited(retryAfterSeconds: 1)))
        auth.clock.advance(by: 0.5)
        #expect(try await attempt("password-a") == .failure(.rateLimited(retryAfterSeconds: 1)))
        auth.clock.advance(by: 0.5)
        #expect(try await attempt("wrong-password") == .failure(.invalidCredentials))
        #expect(try await attempt("password-a") == .failure(.rateLimited(retryAfterSeconds: 2)))
        auth.clock.advance(by: 2)
        #expect(try await attempt("wrong-password") == .failure(.invalidCredentials))
        #expect(try await attempt("wrong-password") == .failure(.rateLimited(retryAfterSeconds: 4)))
        auth.clock.advance(by: 3)
        #expect(try await attempt("password-a") == .failure(.rateLimited(retryAfterSeconds: 1)))
        auth.clock.advance(by: 1)
        #expect(try await attempt("password-a").map(\.username) == .success("alice"))
        // The success forgot the username's failures: five free failures again.
        try await auth.signOut().get()
        for _ in 1...5 {
            #expect(try await attempt("wrong-password") == .failure(.invalidCredentials))
        }
        #expect(try await attempt("password-a") == .failure(.rateLimited(retryAfterSeconds: 1)))
    }

    @Test("the delay doubles up to its cap, and the policy is configurable")
    func delaySchedule() {
        let standard = LoginThrottle.standard
        #expect((0...4).allSatisfy { standard.delay(afterFailures: $0) == .zero })
        #expect((5...10).map { standard.delay(afterFailures: $0) } == [1, 2, 4, 8, 16, 32].map { .seconds($0) })
        #expect(standard.delay(afterFailures: 15) == .seconds(900))
        #expect(standard.delay(afterFailures: Int.max) == .seconds(900))
        let custom = LoginThrottle(
            freeFailures: 2, window: .seconds(60), firstDelay: .seconds(10),
            maximumDelay: .seconds(25))
        #expect((1...5).map { custom.delay(afterFailures: $0) } == [0, 10, 20, 25, 25].map { .seconds($0) })
        // Nonsense values are clamped, not trusted.
        let clamped = LoginThrottle(freeFailures: -3, window: .zero, firstDelay: .seconds(-5), maximumDelay: .zero)
        #expect(clamped.freeFailures == 1 && clamped.window == .seconds(1))
        #expect(clamped.delay(afterFailures: 1) == .seconds(1))
        #expect(
            AuthDataError.rateLimited(retryAfterSeconds: 4).description
                == "too many failed logins; try again in 4 s")
    }

    @Test("failures count per client too, whichever usernames they try, existing or not")
    func perClient() async throws {
        let auth = try await harnessWithAccount()
        defer { auth.remove() }
        for name in ["ghost1", "ghost2", "alice", "ghost3", "x"] {
            #expect(try await auth.signIn(name, "wrong-password", client: "10.0.0.1") == .failure(.invalidCredentials))
        }
        #expect(
            try await auth.signIn("alice", "password-a", client: "10.0.0.1")
                == .failure(.rateLimited(retryAfterSeconds: 1)))
        #expect(
            try await auth.signIn("someone", "password-a", client: "10.0.0.1")
                == .failure(.rateLimited(retryAfterSeconds: 1)))
        // Another client is not affected (alice had only one failure).
        #expect(try await auth.signIn("alice", "password-a", client: "10.0.0.2").map(\.username) == .success("alice"))
    }

    @Test("an unknown username is locked exactly like an existing one, and refusals derive nothing")
    func noExistenceOracle() async throws {
        let auth = try await harnessWithAccount()
        defer { auth.remove() }
        var answers: [String: [Result<AuthenticatedUser, AuthDataError>]] = [:]
        for username in ["alice", "nobody"] {
            for index in 1...7 {
                answers[username, default: []].append(
                    try await auth.signIn(
                        username, "wrong-password",
                        client: "\(username)-\(index)"))
            }
        }
        #expect(answers["alice"] == answers["nobody"])
        #expect(
            answers["alice"]?.suffix(2) == [
                .failure(.rateLimited(retryAfterSeconds: 1)),
                .failure(.rateLimited(retryAfterSeconds: 1)),
            ])
        // A refused attempt runs no derivation, whether the user exists and whether the password is right.
        auth.derivations.reset()
        for (username, password) in [("alice", "password-a"), ("alice", "wrong"), ("nobody", "password-a")] {
            #expect(
                try await auth.signIn(username, password, client: "fresh")
                    == .failure(.rateLimited(retryAfterSeconds: 1)))
        }
        #expect(auth.derivations.all.isEmpty)
        // Both usernames have the same counter row; nothing in the table says which one exists.
        #expect(try auth.database.scalar("SELECT count(*) FROM loginFailure WHERE scope = 'user'") == 2)
        #expect(
            try auth.database.scalar(
                "SELECT count(DISTINCT failureCount || windowStart) FROM loginFailure WHERE scope = 'user'") == 1)
    }

    @Test("usernames are counted as sign-ins compare them: case is ignored")
    func normalisedUsername() async throws {
        let auth = try await harnessWithAccount()
        defer { auth.remove() }
        for (index, name) in ["ALICE", "Alice", "alice", "aLiCe", "ALIce"].enumerated() {
            #expect(
                try await auth.signIn(name, "wrong-password", client: "c\(index)")
                    == .failure(.invalidCredentials))
        }
        #expect(
            try await auth.signIn("alice", "password-a", client: "c9")
                == .failure(.rateLimited(retryAfterSeconds: 1)))
        #expect(
            try await auth.database.pool.read { db in
                try db.prepare("SELECT key FROM loginFailure WHERE scope = 'user'").fetchAll { $0.string(at: 0) }
            } == ["alice"])
    }

    @Test("a success leaves the client's failures: guesses at other accounts still count")
    func successKeepsClientFailures() async throws {
        let auth = try await harnessWithAccount()
        defer { auth.remove() }
        for index in 1...4 {
            #expect(
                try await auth.signIn("victim\(index)", "guess", client: "attacker")
                    == .failure(.invalidCredentials))
        }
        _ = try await auth.signIn("alice", "password-a", client: "attacker").get()
        #expect(try await auth.signIn("victim5", "guess", client: "attacker") == .failure(.invalidCredentials))
        #expect(
            try await auth.signIn("victim6", "guess", client: "attacker")
                == .failure(.rateLimited(retryAfterSeconds: 1)))
    }

    @Test("failures are forgotten when their window of 15 minutes ends; expired rows are swept")
    func windowEnds() async throws {
        let auth = try await harnessWithAccount()
        defer { auth.remove() }
        for _ in 1...5 {
            #expect(try await auth.signIn("alice", "wrong-password") == .failure(.invalidCredentials))
        }
        auth.clock.advance(by: 899)
        #expect(try await auth.signIn("alice", "wrong-password") == .failure(.invalidCredentials))
        #expect(try await auth.signIn("alice", "password-a") == .failure(.rateLimited(retryAfterSeconds: 1)))
        auth.clock.advance(by: 1)
        #expect(try await auth.signIn("ghost", "wrong-password", client: "other") == .failure(.invalidCredentials))
        #expect(try auth.loginCounterRows() == 2, "alice's rows are swept")
        #expect(try await auth.signIn("alice", "password-a").map(\.username) == .success("alice"))
    }

    @Test("the counters live in the database: another process, or a restart, sees the lockout")
    func acrossProcesses() async throws {
        let first = try await harnessWithAccount()
        defer { first.remove() }
        for _ in 1...5 {
            #expect(try await first.signIn("alice", "wrong-password") == .failure(.invalidCredentials))
        }
        let second = try AuthHarness(database: first.database, clock: first.clock)
        #expect(
            try await second.signIn("alice", "password-a", client: "elsewhere")
                == .failure(.rateLimited(retryAfterSeconds: 1)))
        first.clock.advance(by: 1)
        #expect(
            try await second.signIn("alice", "password-a", client: "elsewhere").map(\.username)
                == .success("alice"))
        #expect(try await first.signIn("alice", "wrong-password") == .failure(.invalidCredentials))
    }

    @Test("parallel wrong attempts are answered as sequential ones are: 5 of 20, and only those are counted")
    func parallelAttempts() async throws {
        let auth = try await harnessWithAccount()
        defer { auth.remove() }
        let results = try await concurrently(over: Array(0..<20)) { index in
            try await auth.signIn("alice", "wrong-password", client: "p\(index)")
        }
        #expect(results.filter { $0 == .failure(.invalidCredentials) }.count == 5)
        #expect(results.filter { $0 == .failure(.rateLimited(retryAfterSeconds: 1)) }.count == 15)
        // Admission no longer charges in advance, so attempts admitted together are all checked (at most 20); the
        // check after the derivation refuses those beyond the limit, and only answered failures are counted.
        #expect((5...20).contains(auth.derivations.all.filter { $0 == .verifying }.count))
        #expect(try auth.database.scalar("SELECT failureCount FROM loginFailure WHERE key = 'alice'") == 5)
    }

    @Test("odd client ids are fine: empty, huge, control characters")
    func oddClients() async throws {
        let auth = try await harnessWithAccount()
        defer { auth.remove() }
        let huge = String(repeating: "ü", count: 20_000)
        for client in ["", huge, "\u{0}\n'; DROP TABLE loginFailure; --"] {
            #expect(try await auth.signIn("ghost", "wrong-password", client: client) == .failure(.invalidCredentials))
            _ = try await auth.signIn("alice", "password-a", client: client).get()
            try await auth.signOut().get()
        }
        #expect(try auth.database.scalar("SELECT max(length(key)) FROM loginFailure") == 200)
    }

    @Test("a disabled throttle counts nothing and refuses nothing")
    func disabled() async throws {
        let auth = try await harnessWithAccount(throttle: .disabled)
        defer { auth.remove() }
        for _ in 1...12 {
            #expect(try await auth.signIn("alice", "wrong-password") == .failure(.invalidCredentials))
        }
        #expect(try await auth.signIn("alice", "password-a").map(\.username) == .success("alice"))
        #expect(try auth.loginCounterRows() == 0)
    }
}
