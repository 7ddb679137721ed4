import AuthDataIO

/// What an operation produced in a request's graph, and the session the graph holds afterwards when the route
/// answers with it.
struct GraphReply<Output: Sendable>: Sendable {
    /// The operation's output.
    let output: Output
    /// For a binding that answers with a session, the user the graph is signed in as after the operation (`nil` when
    /// the operation found the session ended); else `nil`.
    let user: AuthenticatedUser?
    /// For a binding that answers with the new session, its bearer token; else `nil`.
    let sessionToken: String?
}
