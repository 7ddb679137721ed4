import AuthDataIO

extension AuthService {
    /// The text of this graph's session token (``SessionToken/text``), or `nil` when signed out.
    ///
    /// For a front whose client holds the session between requests (an HTTP `Authorization: Bearer` token): it
    /// asks right after a sign-in or registration. The REPL never asks; the token stays in memory.
    func sessionToken() -> Result<String?, AuthDataError> {
        .success(store.token?.text)
    }

    /// Resumes the session of `text` in this graph: checks its hash against the sessions (joined with its user,
    /// not expired) and makes it the store's session, which overcomes the auth gate.
    ///
    /// A malformed token is refused without touching the database. Every refusal is the same
    /// ``AuthDataError/notSignedIn`` (malformed, unknown, revoked or expired: the caller learns nothing about which)
    /// and leaves the store as it was. Resuming does not start a session, so it writes nothing: a session this
    /// graph held before is replaced in the store, not ended.
    nonisolated(nonsending) func resumeSession(_ text: String) async throws -> Result<AuthenticatedUser, AuthDataError>
    {
        guard let token = SessionToken(text: text) else { return .failure(.notSignedIn) }
        switch try await liveSessionUser(token) {
        case let .success(user?):
            store.establish(token, for: user)
            return .success(user)
        case .success(nil):
            return .failure(.notSignedIn)
        case let .failure(error):
            return .failure(error)
        }
    }
}
