import AuthDataIO
import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import Foundation
import ShopTestSupport
import Testing

@Suite("AuthData contract: idempotency keys", .timeLimit(.minutes(10)))
@MainActor
struct IdempotencyContractTests {
    /// A stored 201 with a `Location`.
    static let created = StoredResponse(
        status: 201,
        headers: [.init(name: "Content-Type", value: "application/json"), .init(name: "Location", value: "/orders/7")],
        body: Array(#"{"id":7}"#.utf8))

    @Test(
        "a claimed key is in flight, then replays its stored answer to the same request and refuses another",
        arguments: Backend.enabled)
    func claimCompleteReplay(backend: Backend) async throws {
        try await withAuth(backend) { auth in
            let user = try await auth.mainboard.register("alice", "password-a").get()
            let board = auth.mainboard
            let key = IdempotencyKey(userID: user.id, key: "order-1")
            let checkout = IdempotencyClaim(key: key, method: "POST", path: "/orders", body: [])
            #expect(try await board.claim(checkout) == .success(.claimed))
            #expect(try await board.claim(checkout) == .success(.inFlight))
            #expect(try await auth.graph().mainboard.claim(checkout) == .success(.inFlight), "another graph too")
            try await board.complete(IdempotencyCompletion(key: key, response: Self.created)).get()
            #expect(try await board.claim(checkout) == .success(.replay(Self.created)))
            #expect(try await auth.graph().mainboard.claim(checkout) == .success(.replay(Self.created)))
            for other in [
                IdempotencyClaim(key: key, method: "POST", path: "/orders", body: Array("{}".utf8)),
                IdempotencyClaim(key: key, method: "POST", path: "/cart/items", body: []),
                IdempotencyClaim(key: key, method: "DELETE", path: "/orders", body: []),
            ] {
                #expect(try await board.claim(other) == .success(.reused))
            }
            try await board.release(key).get()
            #expect(try await board.claim(checkout) == .success(.replay(Self.created)), "a completed key stays")
        }
    }

    @Test("a different request with a key still in flight is reused, not in flight", arguments: Backend.enabled)
    func reusedWhileInFlight(backend: Backend) async throws {
        try await withAuth(backend) { auth in
            let user = try await auth.mainboard.register("alice", "password-a").get()
            let key = IdempotencyKey(userID: user.id, key: "k")
            let first = IdempotencyClaim(
                key: key, method: "POST", path: "/cart/items", body: Array("{\"productId\":1}".utf8))
            let second = IdempotencyClaim(
                key: key, method: "POST", path: "/cart/items", body: Array("{\"productId\":2}".utf8))
            #expect(try await auth.mainboard.claim(first) == .success(.claimed))
            #expect(try await auth.mainboard.claim(second) == .success(.reused))
        }
    }

    @Test(
        "release and a 5xx or 429 completion free the key for a retry; a 4xx is stored", arguments: Backend.enabled)
    func releaseAndUnstoredAnswers(backend: Backend) async throws {
        try await withAuth(backend) { auth in
            let user = try await auth.mainboard.register("alice", "password-a").get()
            let board = auth.mainboard
            let key = IdempotencyKey(userID: user.id, key: "retry-me")
            let claim = IdempotencyClaim(key: key, method: "POST", path: "/orders", body: [])
            #expect(try await board.claim(claim) == .success(.claimed))
            try await board.release(key).get()
            #expect(try await board.claim(claim) == .success(.claimed), "released: claimed again")
            for status in [500, 503, 507, 429] {
                let failure = StoredResponse(status: status, headers: [], body: Array("{}".utf8))
                try await board.complete(IdempotencyCompletion(key: key, response: failure)).get()
                #expect(try await board.claim(claim) == .success(.claimed), "\(status) is not stored")
            }
            let refusal = StoredResponse(
                status: 422, headers: [.init(name: "Content-Type", value: "application/json")],
                body: Array(#"{"error":{"code":"empty-cart","message":"the cart is empty"}}"#.utf8))
            try await board.complete(IdempotencyCompletion(key: key, response: refusal)).get()
            #expect(try await board.claim(claim) == .success(.replay(refusal)))
            let late = IdempotencyCompletion(key: key, response: Self.created)
            try await board.complete(late).get()
            #expect(try await board.claim(claim) == .success(.replay(refusal)), "a completed key is not overwritten")
        }
    }

    @Test("keys are per user: another user's same key is independent", arguments: Backend.enabled)
    func perUser(backend: Backend) async throws {
        try await withAuth(backend) { auth in
            let alice = try await auth.mainboard.register("alice", "password-a").get()
            let bob = try await auth.graph().mainboard.register("bob", "password-b").get()
            let board = auth.mainboard
            let aliceClaim = IdempotencyClaim(
                key: IdempotencyKey(userID: alice.id, key: "same"), method: "POST", path: "/orders", body: [])
            let bobClaim = IdempotencyClaim(
                key: IdempotencyKey(userID: bob.id, key: "same"), method: "DELETE", path: "/cart", body: [])
            #expect(try await board.claim(aliceClaim) == .success(.claimed))
            #expect(try await board.claim(bobClaim) == .success(.claimed))
            try await board.complete(IdempotencyCompletion(key: aliceClaim.key, response: Self.created)).get()
            #expect(try await board.claim(bobClaim) == .success(.inFlight))
            #expect(try await board.claim(aliceClaim) == .success(.replay(Self.created)))
        }
    }

    @Test("a key older than 24 hours counts as absent: any request claims it anew", arguments: Backend.enabled)
    func expiry(backend: Backend) async throws {
        try await withAuth(backend) { auth in
            let user = try await auth.mainboard.register("alice", "password-a").get()
            let board = auth.mainboard
            let key = IdempotencyKey(userID: user.id, key: "old")
            let claim = IdempotencyClaim(key: key, method: "POST", path: "/orders", body: [])
            #expect(try await board.claim(claim) == .success(.claimed))
            try await board.complete(IdempotencyCompletion(key: key, response: Self.created)).get()
            auth.clock.advance(by: 24 * 60 * 60 - 1)
            #expect(try await board.claim(claim) == .success(.replay(Self.created)), "still remembered")
            auth.clock.advance(by: 2)
            let other = IdempotencyClaim(key: key, method: "DELETE", path: "/cart", body: [])
            #expect(try await board.claim(other) == .success(.claimed), "over 24 hours on: a new key")
            #expect(try await board.claim(claim) == .success(.reused), "now it is the new request's key")
        }
    }

    @Test("32 graphs claiming one key at once: exactly one claims it", arguments: Backend.enabled)
    func concurrentClaims(backend: Backend) async throws {
        try await withAuth(backend) { auth in
            let user = try await auth.mainboard.register("alice", "password-a").get()
            let claim = IdempotencyClaim(
                key: IdempotencyKey(userID: user.id, key: "race"), method: "POST", path: "/orders", body: [])
            let graphs = try (0..<32).map { _ in try auth.graph() }
            let outcomes = try await concurrently(over: Array(graphs.indices)) { index in
                try await graphs[index].mainboard.claim(claim)
            }
            #expect(outcomes.filter { $0 == .success(.claimed) }.count == 1, "\(outcomes)")
            #expect(outcomes.filter { $0 == .success(.inFlight) }.count == 31, "\(outcomes)")
        }
    }

    @Test("a key that is empty, too long or not visible ASCII is refused by every board", arguments: Backend.enabled)
    func invalidKeys(backend: Backend) async throws {
        try await withAuth(backend) { auth in
            let user = try await auth.mainboard.register("alice", "password-a").get()
            let board = auth.mainboard
            let longest = String(repeating: "k", count: 255)
            #expect(
                try await board.claim(
                    IdempotencyClaim(
                        key: IdempotencyKey(userID: user.id, key: longest), method: "POST", path: "/orders", body: []))
                    == .success(.claimed))
            for text in ["", String(repeating: "k", count: 256), "a b", "tab\tkey", "ключ", "new\nline"] {
                let key = IdempotencyKey(userID: user.id, key: text)
                guard
                    case .failure(.invalidIdempotencyKey) = try await board.claim(
                        IdempotencyClaim(key: key, method: "POST", path: "/orders", body: []))
                else {
                    Issue.record("'\(text)' was not refused")
                    continue
                }
                #expect(IdempotencyKey.problem(with: text) != nil)
                guard case .failure(.invalidIdempotencyKey) = try await board.release(key) else {
                    Issue.record("release of '\(text)' was not refused")
                    continue
                }
            }
        }
    }
}

@MainActor
extension Motherboard {
    /// Claims an idempotency key through the board.
    func claim(_ claim: IdempotencyClaim) async throws -> Result<IdempotencyClaimOutcome, AuthDataError> {
        try await ioClaimIdempotencyKey().blockActivation.run(claim)
    }

    /// Completes an idempotency key through the board.
    func complete(_ completion: IdempotencyCompletion) async throws -> Result<Void, AuthDataError> {
        try await ioCompleteIdempotencyKey().blockActivation.run(completion)
    }

    /// Releases an idempotency key through the board.
    func release(_ key: IdempotencyKey) async throws -> Result<Void, AuthDataError> {
        try await ioReleaseIdempotencyKey().blockActivation.run(key)
    }
}
