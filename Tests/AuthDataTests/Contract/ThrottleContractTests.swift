import AuthData
import AuthDataIO
import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import ShopTestSupport
import Testing

@Suite("AuthData contract: the login throttle", .timeLimit(.minutes(10)))
@MainActor
struct ThrottleContractTests {
    @Test(
        "after 5 failures of a username each further attempt waits 1 s, then 2 s; a success forgets",
        arguments: Backend.enabled)
    func delays(backend: Backend) async throws {
        try await withAuth(backend) { auth in
            _ = try await auth.mainboard.register("alice", "password-a").get()
            let board = try auth.graph().mainboard
            for index in 0..<5 {
                #expect(
                    try await board.signIn("ALICE", "wrong-\(index)", client: "c\(index)")
                        == .failure(.invalidCredentials))
            }
            #expect(
                try await board.signIn("alice", "password-a", client: "x")
                    == .failure(.rateLimited(retryAfterSeconds: 1)))
            auth.clock.advance(by: 1)
            #expect(try await board.signIn("alice", "wrong-5", client: "y") == .failure(.invalidCredentials))
            auth.clock.advance(by: 1)
            #expect(
                try await board.signIn("alice", "password-a", client: "z")
                    == .failure(.rateLimited(retryAfterSeconds: 1)))
            auth.clock.advance(by: 1)
            #expect(try await board.signIn("alice", "password-a", client: "z").map(\.username) == .success("alice"))
            #expect(
                try await board.signIn("alice", "wrong-6", client: "w") == .failure(.invalidCredentials), "forgotten")
        }
    }

    @Test("failures count per client too, whichever usernames it tries", arguments: Backend.enabled)
    func perClient(backend: Backend) async throws {
        try await withAuth(backend) { auth in
            _ = try await auth.mainboard.register("alice", "password-a").get()
            let board = try auth.graph().mainboard
            for index in 0..<5 {
                #expect(
                    try await board.signIn("user\(index)", "password-x", client: "robot")
                        == .failure(.invalidCredentials))
            }
            #expect(
                try await board.signIn("alice", "password-a", client: "robot")
                    == .failure(.rateLimited(retryAfterSeconds: 1)))
            #expect(try await board.signIn("alice", "password-a", client: "human").map(\.username) == .success("alice"))
        }
    }

    @Test("failures are forgotten when their 15-minute window ends", arguments: Backend.enabled)
    func window(backend: Backend) async throws {
        try await withAuth(backend) { auth in
            _ = try await auth.mainboard.register("alice", "password-a").get()
            let board = try auth.graph().mainboard
            for index in 0..<5 {
                _ = try await board.signIn("alice", "wrong-\(index)", client: "c\(index)")
            }
            #expect(
                try await board.signIn("alice", "wrong", client: "d") == .failure(.rateLimited(retryAfterSeconds: 1)))
            auth.clock.advance(by: 15 * 60 - 1)
            #expect(try await board.signIn("alice", "wrong", client: "d") == .failure(.invalidCredentials))
            #expect(
                try await board.signIn("alice", "wrong", client: "d") == .failure(.rateLimited(retryAfterSeconds: 1)))
            auth.clock.advance(by: 1)
            #expect(try await board.signIn("alice", "password-a", client: "d").map(\.username) == .success("alice"))
        }
    }

    @Test(
        "parallel wrong attempts learn no more than sequential ones: 5 of 20 are answered, 5 counted",
        arguments: Backend.enabled)
    func parallelAttempts(backend: Backend) async throws {
        try await withAuth(backend) { auth in
            _ = try await auth.mainboard.register("alice", "password-a").get()
            let board = auth.mainboard
            let results = try await concurrently(over: Array(0..<20)) { index in
                try await board.signIn("alice", "wrong-password", client: "p\(index)")
            }
            #expect(results.filter { $0 == .failure(.invalidCredentials) }.count == 5)
            #expect(results.filter { $0 == .failure(.rateLimited(retryAfterSeconds: 1)) }.count == 15)
            #expect(try await auth.database.failureCount(scope: "user", key: "alice") == 5)
        }
    }

    @Test(
        "16 concurrent correct logins from one address are all admitted, three rounds, and count nothing",
        arguments: Backend.enabled)
    func concurrentCorrectLogins(backend: Backend) async throws {
        try await withAuth(backend) { auth in
            _ = try await auth.mainboard.register("alice", "password-a").get()
            for round in 1...3 {
                // Each login on a graph of its own, as each HTTP request has.
                let results = try await concurrently(over: Array(0..<16)) { _ in
                    try await auth.graph().mainboard.signIn("alice", "password-a", client: "203.0.113.7")
                }
                #expect(results.allSatisfy { $0.map(\.username) == .success("alice") }, "round \(round)")
                #expect(try await auth.database.failureCounterRows() == 0, "round \(round)")
            }
        }
    }

    @Test(
        "wrong passwords from that address are still throttled as before, and correct logins in between clear nothing",
        arguments: Backend.enabled)
    func wrongPasswordsStillThrottled(backend: Backend) async throws {
        try await withAuth(backend) { auth in
            _ = try await auth.mainboard.register("alice", "password-a").get()
            let board = try auth.graph().mainboard
            for index in 0..<4 {
                #expect(
                    try await board.signIn("user\(index)", "wrong", client: "203.0.113.7")
                        == .failure(.invalidCredentials))
            }
            let results = try await concurrently(over: Array(0..<16)) { _ in
                try await auth.graph().mainboard.signIn("alice", "password-a", client: "203.0.113.7")
            }
            #expect(results.allSatisfy { $0.map(\.username) == .success("alice") })
            #expect(try await auth.database.failureCount(scope: "client", key: "203.0.113.7") == 4)
            #expect(try await board.signIn("user4", "wrong", client: "203.0.113.7") == .failure(.invalidCredentials))
            #expect(
                try await board.signIn("alice", "password-a", client: "203.0.113.7")
                    == .failure(.rateLimited(retryAfterSeconds: 1)))
            #expect(
                try await board.signIn("user5", "wrong", client: "203.0.113.7")
                    == .failure(.rateLimited(retryAfterSeconds: 1)))
            auth.clock.advance(by: 1)
            #expect(try await board.signIn("user5", "wrong", client: "203.0.113.7") == .failure(.invalidCredentials))
            #expect(
                try await board.signIn("alice", "password-a", client: "203.0.113.7")
                    == .failure(.rateLimited(retryAfterSeconds: 2)))
            #expect(try await auth.database.failureCount(scope: "client", key: "203.0.113.7") == 6)
        }
    }
}

@Suite("AuthData contract: the registration limit", .timeLimit(.minutes(10)))
@MainActor
struct RegistrationLimitContractTests {
    @Test(
        "a client registers 3 times an hour, taken names included; the 4th waits for the window, others are free",
        arguments: Backend.enabled)
    func limit(backend: Backend) async throws {
        let policy = RegistrationLimit(limit: 3, window: .seconds(3600))
        try await withAuth(backend, registrationLimit: policy) { auth in
            let board = try auth.graph().mainboard
            #expect(
                try await board.register("alice", "password-a", client: "198.51.100.9").map(\.username)
                    == .success("alice"))
            #expect(
                try await board.register("ALICE", "password-a", client: "198.51.100.9")
                    == .failure(.usernameTaken("ALICE")))
            // A name that breaks the rules is refused before the limit: not counted.
            guard case .failure(.invalidUsername) = try await board.register("x", "password-a", client: "198.51.100.9")
            else {
                Issue.record("a one-letter username was accepted")
                return
            }
            #expect(
                try await board.register("bob", "password-b", client: "198.51.100.9").map(\.username) == .success("bob")
            )
            #expect(
                try await board.register("carol", "password-c", client: "198.51.100.9")
                    == .failure(.registrationLimited(retryAfterSeconds: 3600)))
            #expect(
                try await board.register("carol", "password-c", client: "198.51.100.10").map(\.username)
                    == .success("carol"))
            auth.clock.advance(by: 1800)
            #expect(
                try await board.register("dave", "password-d", client: "198.51.100.9")
                    == .failure(.registrationLimited(retryAfterSeconds: 1800)))
            auth.clock.advance(by: 1800)
            #expect(
                try await board.register("dave", "password-d", client: "198.51.100.9").map(\.username)
                    == .success("dave"))
            #expect(try await auth.database.failureCount(scope: "register", key: "198.51.100.9") == 1)
        }
    }

    @Test("parallel registrations cannot slip past the limit: exactly 3 of 12 go ahead", arguments: Backend.enabled)
    func parallel(backend: Backend) async throws {
        let policy = RegistrationLimit(limit: 3, window: .seconds(3600))
        try await withAuth(backend, registrationLimit: policy) { auth in
            let results = try await concurrently(over: Array(0..<12)) { index in
                try await auth.graph().mainboard.register("user\(index)", "password-\(index)", client: "198.51.100.9")
            }
            #expect(results.filter { (try? $0.get()) != nil }.count == 3)
            #expect(results.filter { $0 == .failure(.registrationLimited(retryAfterSeconds: 3600)) }.count == 9)
        }
    }
}
