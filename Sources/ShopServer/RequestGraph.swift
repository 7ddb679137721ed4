import AuthDataIO
import Boardy
import BoardyModulePlugin
import Hummingbird
import ShopApp
import ShopOperations

/// One request's fresh board graph, for the routes that touch a session.
///
/// ``respond(_:_:binding:caller:idempotency:answer:)`` builds a fresh graph from the ``ShopBackend`` (its own AuthData session, the
/// shared database pool) in the request's own task, uses it and drops it: the graph belongs to that one task
/// (docs/adr/0001-boards-on-any-actor.md: a graph lives in the isolation domain that creates it — an actor, or one
/// task), so requests never queue behind a shared actor, there is no hop, and one request's session can never leak
/// into another's. Executors and their SQL run inline in the task.
struct RequestGraph {
    let backend: ShopBackend
    private let metrics: ShopMetrics

    /// Prepares a request's graph (built by ``respond(_:_:binding:caller:idempotency:answer:)``).
    init(backend: ShopBackend, metrics: ShopMetrics) {
        self.backend = backend
        self.metrics = metrics
    }

    /// Runs `Operation` with `input` in a fresh graph, after what the binding's access asks for, and answers.
    ///
    /// - Parameters:
    ///   - operation: The shop operation.
    ///   - input: Its validated input.
    ///   - binding: The route's binding: a ``ShopOperations/HTTPBinding/Access/signedIn`` one first resumes the
    ///     caller's bearer token and passes the auth gate, a ``ShopOperations/HTTPBinding/Access/staff`` one then
    ///     passes the staff gate too; one that answers with a session reads the graph's user afterwards (and, for a
    ///     new session, its token).
    ///   - caller: The bearer token and the client's address.
    ///   - idempotency: The request's `Idempotency-Key`, if it sent one the route takes: the operation then runs
    ///     at most once per key and user (``idempotently(_:user:in:_:)``).
    ///   - answer: Turns the operation's output (and the session the binding answers with) into the response.
    /// - Returns: The response.
    /// - Throws: ``APIError`` — 401 when a signed-in user is needed and the token is missing or does not resume, 403
    ///   `forbidden` when staff is needed and the user is a customer, 409 or 422 for an idempotency key in flight or
    ///   reused, else the operation's error with its status.
    func respond<Operation: ShopOperation>(
        _ operation: Operation.Type, _ input: Operation.Input, binding: HTTPBinding, caller: RequestCaller,
        idempotency: IdempotentRequest?,
        answer: (GraphReply<Operation.Output>) throws(APIError) -> Response
    ) async throws(APIError) -> Response {
        let launcher: PluginLauncher
        do {
            launcher = try backend.makeLauncher()
        } catch {
            throw .graphNotBuilt(error)
        }
        let mainboard = launcher.mainboard
        var context = OperationContext(
            mainboard: mainboard, client: caller.client, callObserver: metrics.ioCallObserver)
        if binding.access.needsSignIn {
            var user: AuthenticatedUser
            do {
                user = try await signedInUser(caller.bearerToken, in: context)
                if binding.access == .staff {
                    user = try await context.passStaffGate()
                }
            } catch {
                throw APIError(error, binding: binding)
            }
            context = OperationContext(
                mainboard: mainboard, user: user, client: caller.client, callObserver: context.callObserver)
            if let idempotency {
                return try await idempotently(idempotency, user: user, in: context) {
                    () async throws(APIError) -> Response in
                    try answer(try await run(operation, input, binding: binding, in: context))
                }
            }
        }
        return try answer(try await run(operation, input, binding: binding, in: context))
    }

    /// Runs `Operation` in the graph of `context`: its output, and the session the binding answers with.
    private func run<Operation: ShopOperation>(
        _ operation: Operation.Type, _ input: Operation.Input, binding: HTTPBinding, in context: OperationContext
    ) async throws(APIError) -> GraphReply<Operation.Output> {
        do {
            let output = try await Operation.perform(input, in: context, tracing: backend.configuration.tracing)
            switch binding.response.body {
            case .result:
                return GraphReply(output: output, user: nil, sessionToken: nil)
            case .currentSession:
                return GraphReply(output: output, user: gateUser(in: context), sessionToken: nil)
            case .newSession:
                let token = try await context.call(context.mainboard.ioSessionToken(), ())
                return GraphReply(output: output, user: gateUser(in: context), sessionToken: token)
            }
        } catch {
            throw APIError(error, binding: binding)
        }
    }
}
