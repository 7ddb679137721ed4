import AuthDataIO
import Boardy
import BoardyComponentKit
import ShopOperations

extension RequestGraph {
    /// The user AuthData's auth gate releases the request's work with.
    ///
    /// The bearer token, when there is one, is resumed in the graph first (which signs the graph in). Then the work
    /// is queued on the gate, as the REPL queues a command: with a user it runs at once; without one the gate would
    /// wait for a sign-in, which an HTTP request never brings, so the wait is cancelled at once and the request is
    /// answered 401. The data is never reached without the gate's user.
    ///
    /// - Parameters:
    ///   - bearerToken: The `Authorization: Bearer` token, or `nil`.
    ///   - context: The request's context (its graph, the IO timing).
    /// - Returns: The signed-in user.
    /// - Throws: ``OperationErrorCode/notSignedIn`` when there is no token or it does not resume (malformed,
    ///   unknown, revoked, expired); the resume's database error when it failed.
    func signedInUser(_ bearerToken: String?, in context: OperationContext) async throws(OperationError)
        -> AuthenticatedUser
    {
        if let bearerToken {
            do {
                _ = try await context.call(context.mainboard.ioResumeSession(), bearerToken)
            } catch  where error.code == .notSignedIn {
                throw Self.invalidToken
            }
        }
        guard let released = gateUser(in: context) else {
            throw bearerToken == nil ? Self.missingToken : Self.invalidToken
        }
        return released
    }

    /// The user the graph's auth gate releases work with now, or `nil` when nobody is signed in in the graph (the
    /// work queued to find out is cancelled at once: no sign-in can come during a request).
    ///
    /// - Parameter context: The request's context.
    /// - Returns: The user, without a database read.
    func gateUser(in context: OperationContext) -> AuthenticatedUser? {
        let gate = context.mainboard.ioAuthGate()
        var released: AuthenticatedUser?
        gate.activation.activate(with: .perform({ released = $0 }, onCancel: {}))
        if released == nil {
            gate.activation.activate(with: .cancel)
        }
        return released
    }

    /// No `Authorization: Bearer` token.
    static let missingToken = OperationError(
        .notSignedIn, "this needs a signed-in user: send Authorization: Bearer <token>")
    /// A token that does not resume a session.
    static let invalidToken = OperationError(.notSignedIn, "the bearer token is invalid or has expired")
}
