import AuthDataIO
import Foundation
import ShopTestSupport
import Synchronization
import Testing

@testable import AuthData

@Suite("AuthData password hashing pool")
struct PasswordHashPoolTests {
    @Test("saturated (1 thread, no queue): a second hash is refused at once, and runs once the first is done")
    func refusesBeyondTheBound() async throws {
        let pool = PasswordHashPool(concurrency: 1, queueLimit: 0)
        let gate = ThreadGate()
        async let first = pool.run { () -> Int in
            gate.arriveAndWait()
            return 1
        }
        await gate.arrivals(1)
        #expect(pool.depth == 1)
        #expect(await pool.run { 2 } == nil, "refused rather than queued")
        gate.open()
        #expect(await first == 1)
        #expect(await pool.run { 3 } == 3, "the slot is free again as soon as the first caller resumes")
        #expect(pool.depth == 0)
    }

    @Test("a queue of 1 behind 1 thread: the second waits its turn, the third is refused; the depth is observed")
    func queuesUpToItsLimit() async throws {
        let pool = PasswordHashPool(concurrency: 1, queueLimit: 1)
        let depths = Mutex<[Int]>([])
        let (changes, report) = AsyncStream.makeStream(of: Int.self)
        pool.observeDepth { depth in
            depths.withLock { $0.append(depth) }
            report.yield(depth)
        }
        let gate = ThreadGate()
        async let first = pool.run { () -> Int in
            gate.arriveAndWait()
            return 1
        }
        await gate.arrivals(1)
        async let second = pool.run { 2 }
        for await depth in changes where depth == 2 { break }  // The second is admitted and waits.
        #expect(await pool.run { 3 } == nil)
        gate.open()
        #expect(await first == 1)
        #expect(await second == 2)
        #expect(pool.depth == 0)
        #expect(depths.withLock { $0 }.max() == 2)
        #expect(depths.withLock { $0 }.last == 0)
    }

    @Test("the defaults: one thread per core and a queue of four per thread")
    func defaults() {
        let pool = PasswordHashPool()
        #expect(pool.concurrency == ProcessInfo.processInfo.activeProcessorCount)
        #expect(pool.queueLimit == 4 * pool.concurrency)
        #expect(PasswordHashPool(concurrency: 0, queueLimit: -1).concurrency == 1)
        #expect(PasswordHashPool(concurrency: 0, queueLimit: -1).queueLimit == 0)
    }

    @MainActor
    @Test("registering and signing in while hashing is saturated answer busy, derive nothing and count nothing")
    func busyOperations() async throws {
        let pool = PasswordHashPool(concurrency: 1, queueLimit: 0)
        let auth = try AuthHarness(hashing: pool)
        defer { auth.remove() }
        _ = try await auth.register("alice", "password-a").get()
        try await auth.signOut().get()
        let gate = ThreadGate()
        async let held = pool.run { gate.arriveAndWait() }
        await gate.arrivals(1)
        auth.derivations.reset()
        #expect(try await auth.register("bob", "password-b") == .failure(.busy(retryAfterSeconds: 1)))
        #expect(try await auth.signIn("alice", "password-a") == .failure(.busy(retryAfterSeconds: 1)))
        #expect(try await auth.signIn("alice", "wrong-password") == .failure(.busy(retryAfterSeconds: 1)))
        #expect(auth.derivations.all.isEmpty)
        #expect(try auth.count("user") == 1)
        #expect(try auth.database.scalar("SELECT count(*) FROM loginFailure WHERE scope <> 'register'") == 0)
        gate.open()
        _ = await held
        #expect(try await auth.register("bob", "password-b").map(\.username) == .success("bob"))
        #expect(
            AuthDataError.busy(retryAfterSeconds: 1).description
                == "too many passwords are being checked at once; try again in 1 s")
    }
}
