extension HTTPBinding {
    /// What a route needs from the session before its operation runs.
    public enum Access: Sendable, Equatable {
        /// Nothing: the public catalog. The operation reads ProductData only and never signs in, signs out or reads
        /// the session, so a front may run it in a board graph shared by many requests (no session can be in one).
        case catalog
        /// A signed-in user: the request's bearer token is resumed and the work passes AuthData's auth gate; without
        /// a valid token the answer is 401 and the data is never reached. The default, and the only access an
        /// operation whose definition requires sign-in may have.
        case signedIn
        /// The operation signs in (login, registration): the new session's bearer token is handed to the client.
        case startsSession
        /// A signed-in staff user: as ``signedIn``, then the work passes AuthData's staff gate, which reads the
        /// user's role again; a customer is answered 403 `forbidden` (401 without a valid token) and the data is never
        /// reached. The only access an operation whose definition requires staff may have.
        case staff

        /// Whether the route needs a signed-in user (``signedIn`` or ``staff``): its bearer token is resumed first,
        /// and the API's document lists 401 and the bearer security for it.
        public var needsSignIn: Bool {
            self == .signedIn || self == .staff
        }
    }
}
