/// What an operation produced in a request's graph, and the session token the graph holds afterwards when the route
/// starts a session.
struct GraphReply<Output: Sendable>: Sendable {
    /// The operation's output.
    let output: Output
    /// For ``RouteAccess/startsSession``, the bearer token of the new session; else `nil`.
    let sessionToken: String?
}
