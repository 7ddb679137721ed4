import AuthDataIO
import Boardy
import BoardyModulePlugin
import ShopApp
import ShopOperations

/// One request's fresh board graph, for the routes that touch a session.
///
/// ``perform(_:_:access:)`` builds a fresh graph from the ``ShopBackend`` (its own AuthData session, the shared
/// database pool) in the request's own task, uses it and drops it: the graph belongs to that one task
/// (docs/adr/0001-boards-on-any-actor.md: a graph lives in the isolation domain that creates it — an actor, or one
/// task), so requests never queue behind a shared actor, there is no hop, and one request's session can never leak
/// into another's. Executors and their SQL run inline in the task.
struct RequestGraph {
    private let backend: ShopBackend
    private let metrics: ShopMetrics

    /// Prepares a request's graph (built by ``perform(_:_:access:)``).
    init(backend: ShopBackend, metrics: ShopMetrics) {
        self.backend = backend
        self.metrics = metrics
    }

    /// Runs `Operation` with `input` in a fresh graph, after what `access` asks for.
    ///
    /// - Parameters:
    ///   - operation: The shop operation.
    ///   - input: Its validated input.
    ///   - access: Whether the route needs a signed-in user (resumed from the bearer token, through the
    ///     auth gate) or starts a session (whose token is read afterwards).
    /// - Returns: The output, and the new session's token for ``RouteAccess/startsSession``.
    /// - Throws: ``APIError`` — 401 when a signed-in user is needed and the token is missing or does not resume,
    ///   else the operation's error with its status.
    func perform<Operation: ShopOperation>(
        _ operation: Operation.Type, _ input: Operation.Input, access: RouteAccess
    ) async throws(APIError) -> GraphReply<Operation.Output> {
        let launcher: PluginLauncher
        do {
            launcher = try backend.makeLauncher()
        } catch {
            throw .graphNotBuilt(error)
        }
        let mainboard = launcher.mainboard
        var context = OperationContext(mainboard: mainboard, callObserver: metrics.ioCallObserver)
        do {
            if case let .signedIn(bearerToken) = access {
                let user = try await signedInUser(bearerToken, in: context)
                context = OperationContext(mainboard: mainboard, user: user, callObserver: context.callObserver)
            }
            let output = try await Operation.perform(input, in: context)
            var token: String?
            if access == .startsSession {
                token = try await context.call(mainboard.ioSessionToken(), ())
            }
            return GraphReply(output: output, sessionToken: token)
        } catch {
            throw APIError(error)
        }
    }
}
