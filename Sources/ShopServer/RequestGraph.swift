import AuthDataIO
import Boardy
import BoardyModulePlugin
import ShopApp
import ShopOperations

/// The actor one request's board graph lives on.
///
/// Every request gets a new `RequestGraph` and, in it, a fresh graph from the ``ShopBackend`` (its own AuthData
/// session, the shared database pool): requests never queue behind a shared actor, and one request's session can
/// never leak into another's. The graph is built, used and dropped inside ``perform(_:_:access:)``; executors run
/// inline in this actor's isolation (docs/adr/0001-boards-on-any-actor.md).
actor RequestGraph {
    private let backend: ShopBackend
    private let metrics: ShopMetrics

    /// Creates the actor of one request.
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
            throw .internal("the shop's board graph could not be built: \(error.description)")
        }
        let mainboard = launcher.mainboard
        let metrics = metrics
        var context = OperationContext(
            mainboard: mainboard, callObserver: { board, duration in metrics.recordIOCall(board, duration: duration) })
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
