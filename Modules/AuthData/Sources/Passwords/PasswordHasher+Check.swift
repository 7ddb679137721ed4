import AuthDataIO
import DataFailure

extension PasswordHasher {
    /// Verifies `password` with one scrypt derivation at the current cost, on `pool`: against `storedHash`, or the
    /// dummy hash when there is no account or its stored hash cannot be read — the check AuthData runs for a sign-in
    /// or a password change.
    ///
    /// A stored hash of a cheaper cost (seeded demo accounts, or hashes from before a cost increase) would answer
    /// faster than the dummy and reveal that the account exists, so such a check is followed by one derivation of
    /// the dummy as well: no answer comes back sooner than an unknown user's.
    ///
    /// - Returns: whether the password matches; `AuthDataError/busy(retryAfterSeconds:)` when `pool` is saturated
    ///   (nothing was derived); `AuthDataError/database(_:)` when scrypt failed.
    package static func checkPassword(
        hasher: PasswordHasher, on pool: PasswordHashPool, _ password: String, against storedHash: String?
    ) async -> Result<Bool, AuthDataError> {
        guard let result = await pool.run({ check(hasher: hasher, password, against: storedHash) }) else {
            return .failure(.busy(retryAfterSeconds: PasswordHashPool.retryAfterSeconds))
        }
        return result
    }

    /// Hashes a new password with `hasher`, on `pool`.
    ///
    /// - Returns: the hash to store; `AuthDataError/busy(retryAfterSeconds:)` when `pool` is saturated;
    ///   `AuthDataError/database(_:)` when hashing failed.
    package static func hash(
        _ password: String, with hasher: PasswordHasher, on pool: PasswordHashPool
    ) async -> Result<String, AuthDataError> {
        let hashed = await pool.run { () -> Result<String, PasswordHashError> in
            Result { () throws(PasswordHashError) -> String in try hasher.hash(password: password) }
        }
        guard let hashed else { return .failure(.busy(retryAfterSeconds: PasswordHashPool.retryAfterSeconds)) }
        return hashed.mapError { .database(.other("could not hash the password: \($0)")) }
    }

    /// ``checkPassword(hasher:on:_:against:)``'s derivations, on the calling thread.
    private static func check(
        hasher: PasswordHasher, _ password: String, against storedHash: String?
    ) -> Result<Bool, AuthDataError> {
        do {
            if let storedHash {
                do {
                    let matches = try hasher.verify(password: password, against: storedHash)
                    if let stored = try? EncodedPasswordHash(parsing: storedHash),
                        stored.cost.rounds * stored.cost.blockSize * stored.cost.parallelism
                            < hasher.cost.rounds * hasher.cost.blockSize * hasher.cost.parallelism
                    {
                        _ = try hasher.verify(password: password, against: hasher.dummyHash)
                    }
                    return .success(matches)
                } catch .malformedHash {
                    // A damaged row: fall through to the dummy, so it looks like any other failure.
                }
            }
            _ = try hasher.verify(password: password, against: hasher.dummyHash)
            return .success(false)
        } catch {
            return .failure(.database(.other("could not check the password: \(error)")))
        }
    }
}
