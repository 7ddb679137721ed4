import AuthDataIO
import DataFailure

extension AuthService {
    /// Ends every session of the signed-in user (this one and those of other devices or processes), then clears
    /// the store.
    ///
    /// - Returns: the number of sessions ended: 0 when nobody is signed in here, or when this session was already
    ///   gone (then no other session can be found either, and the store is cleared).
    nonisolated(nonsending) func signOutEverywhere() async throws -> Result<Int, AuthDataError> {
        guard let token = store.token else { return .success(0) }
        let outcome = try await database.outcome { try await database.deleteSessionsOfUser(tokenHash: token.hash) }
        if case .success = outcome {
            store.clear(ifCurrent: token)
        }
        return outcome
    }

    /// Changes the signed-in user's password and ends the user's other sessions; this one stays.
    ///
    /// In order: a live session is required (`AuthDataError/notSignedIn` otherwise, clearing a store whose session
    /// expired or was revoked); the new password must meet the registration rules; the rate limit of sign-ins
    /// applies, keyed by the user's name and `change.client`; the current password is checked with the same one
    /// derivation as a sign-in (`AuthDataError/invalidCredentials` when wrong, counted as a failed login by
    /// ``recordFailure(_:)``). Then one transaction checks the rate limit again and forgets the username's failures
    /// (``settleSuccess(_:in:)``), stores the new hash and deletes the user's other sessions.
    ///
    /// - Returns: the number of other sessions ended.
    nonisolated(nonsending) func changePassword(_ change: PasswordChange) async throws -> Result<Int, AuthDataError> {
        guard let token = store.token else { return .failure(.notSignedIn) }
        let tokenHash = token.hash
        let instant = now()
        let found = try await database.outcome {
            try await database.account(sessionTokenHash: tokenHash, at: instant)
        }
        let account: StoredAccount
        switch found {
        case let .success(live?):
            account = live
        case .success(nil):
            store.clear(ifCurrent: token)
            return .failure(.notSignedIn)
        case let .failure(error):
            return .failure(error)
        }
        if let problem = CredentialRules.passwordProblem(change.newPassword) {
            return .failure(problem)
        }
        let keys = ThrottleKeys(username: account.user.username, client: change.client)
        if let refusal = try await admitAttempt(keys) {
            return .failure(refusal)
        }
        switch await PasswordHasher.checkPassword(
            hasher: hasher, on: hashing, change.currentPassword, against: account.passwordHash)
        {
        case let .failure(error): return .failure(error)
        case .success(false): return .failure(try await recordFailure(keys))
        case .success(true): break
        }
        let newHash: String
        switch await PasswordHasher.hash(change.newPassword, with: hasher, on: hashing) {
        case let .success(hash): newHash = hash
        case let .failure(error): return .failure(error)
        }
        let userID = account.user.id
        return try await database.outcome {
            try await database.write { transaction in
                try await settleSuccess(keys, in: transaction)
                try await transaction.setPasswordHash(newHash, userID: userID)
                return try await transaction.deleteOtherSessions(userID: userID, keeping: tokenHash)
            }
        }
    }
}
