import AuthDataIO
import Boardy
import BoardyComponentKit

extension OperationContext {
    /// The signed-in user, once AuthData's staff gate let the work through: what a front runs before an operation
    /// whose definition ``OperationDefinition/requiresStaff``, after the sign-in.
    ///
    /// The work is queued on the gate, which waits for the role to be confirmed; this activates `currentUser`, which
    /// reads the session and the role from the database again, and the gate answers with its verdict. So a user
    /// promoted after signing in passes on their next staff request, and a demoted one is refused.
    ///
    /// - Returns: The staff user, as the database just confirmed it.
    /// - Throws: ``OperationErrorCode/forbidden`` for a customer ("staff only"); ``OperationErrorCode/notSignedIn``
    ///   when nobody is signed in or the session is gone; the confirmation's database error (the wait is then
    ///   cancelled).
    nonisolated(nonsending) public func passStaffGate() async throws(OperationError) -> AuthenticatedUser {
        let gate = mainboard.ioStaffGate()
        var verdict: Result<AuthenticatedUser, AuthDataError>?
        gate.activation.activate(with: .perform({ verdict = $0 }, onCancel: {}))
        if verdict == nil {
            do {
                _ = try await call(mainboard.ioCurrentUser(), ())
            } catch {
                gate.activation.activate(with: .cancel)
                throw error
            }
        }
        switch verdict {
        case let .success(user)?:
            return user
        case let .failure(refusal)?:
            throw refusal.operationError
        case nil:
            gate.activation.activate(with: .cancel)
            throw OperationError(.internalError, "the staff gate gave no verdict")
        }
    }
}
