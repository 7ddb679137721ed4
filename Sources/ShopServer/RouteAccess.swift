/// What a route needs from the session before its operation runs in the request's fresh graph (the public catalog
/// needs nothing and runs in a shared graph instead: ``CatalogGraphPool``).
enum RouteAccess: Sendable, Equatable {
    /// A signed-in user: the bearer token (if any) is resumed in the graph, then the work passes AuthData's auth
    /// gate; no token, or one that does not resume, is answered 401.
    case signedIn(bearerToken: String?)
    /// The operation signs in (login, registration): afterwards the graph's session token is read for the client.
    case startsSession
}
