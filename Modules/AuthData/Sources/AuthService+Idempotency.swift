import AuthDataIO
import Foundation

extension AuthService {
    /// Claims `claim.key` for its request, atomically on every backend.
    ///
    /// One write transaction first forgets the user's keys older than ``AuthDataIO/IdempotencyKey/lifetime`` (an
    /// expired key counts as absent), then inserts the key in flight unless the user has it
    /// (``AuthStoreTransaction/insertIdempotencyKey(_:fingerprint:createdAt:)``: `ON CONFLICT DO NOTHING`, so of
    /// two servers claiming one key at once exactly one inserts). When the key exists it answers by the request
    /// that claimed it: another request is `reused`, the same one `replay`ed when it has answered, else `inFlight`.
    /// Should the row vanish between the insert and the read (released by its request), the insert is tried again.
    ///
    /// - Returns: The outcome; `AuthDataError/invalidIdempotencyKey(_:)` for a key that breaks the rules.
    nonisolated(nonsending) func claimIdempotencyKey(_ claim: IdempotencyClaim) async throws -> Result<
        IdempotencyClaimOutcome, AuthDataError
    > {
        if let problem = IdempotencyKey.problem(with: claim.key.key) {
            return .failure(.invalidIdempotencyKey(problem))
        }
        let fingerprint = RequestFingerprint(claim)
        let start = now()
        let cutoff = start.addingTimeInterval(-IdempotencyKey.lifetime.timeInterval)
        let key = claim.key
        return try await database.outcome {
            try await database.write { transaction -> IdempotencyClaimOutcome in
                try await transaction.deleteIdempotencyKeys(userID: key.userID, createdBy: cutoff)
                for _ in 0..<3 {
                    if try await transaction.insertIdempotencyKey(key, fingerprint: fingerprint, createdAt: start) {
                        return .claimed
                    }
                    if let stored = try await transaction.idempotencyKey(key) {
                        return stored.outcome(for: fingerprint)
                    }
                }
                return .inFlight
            }
        }
    }

    /// Stores the answer of the request that claimed `completion.key`; an answer that is not stored
    /// (``AuthDataIO/StoredResponse/isStored``: a 5xx or 429) releases the key instead. A key that is not in flight
    /// (released, expired, already completed) is left as it is.
    nonisolated(nonsending) func completeIdempotencyKey(_ completion: IdempotencyCompletion) async throws -> Result<
        Void, AuthDataError
    > {
        guard completion.response.isStored else { return try await releaseIdempotencyKey(completion.key) }
        if let problem = IdempotencyKey.problem(with: completion.key.key) {
            return .failure(.invalidIdempotencyKey(problem))
        }
        return try await database.outcome {
            try await database.completeIdempotencyKey(completion.key, response: completion.response)
        }
    }

    /// Frees `key` while it is in flight, so that a retry runs its request; a completed key keeps its answer.
    nonisolated(nonsending) func releaseIdempotencyKey(_ key: IdempotencyKey) async throws -> Result<
        Void, AuthDataError
    > {
        if let problem = IdempotencyKey.problem(with: key.key) {
            return .failure(.invalidIdempotencyKey(problem))
        }
        return try await database.outcome { try await database.releaseIdempotencyKey(key) }
    }
}
