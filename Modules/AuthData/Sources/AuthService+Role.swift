import AuthDataIO

extension AuthService {
    /// Gives the account named `change.username` the role `change.role` (an operator's tool, no session needed).
    ///
    /// Sessions are not touched: the staff gate reads the role again on the user's next staff request, so the
    /// change counts from then on.
    nonisolated(nonsending) func setRole(_ change: RoleChange) async throws -> Result<AuthenticatedUser, AuthDataError>
    {
        let outcome = try await database.outcome {
            try await database.setRole(change.role, username: change.username)
        }
        switch outcome {
        case let .success(user?): return .success(user)
        case .success(nil): return .failure(.unknownUser(change.username))
        case let .failure(error): return .failure(error)
        }
    }

    /// Whether any account exists (no session needed; it reveals only that the shop is empty).
    nonisolated(nonsending) func hasAccounts() async throws -> Result<Bool, AuthDataError> {
        try await database.outcome { try await database.hasAccounts() }
    }
}
