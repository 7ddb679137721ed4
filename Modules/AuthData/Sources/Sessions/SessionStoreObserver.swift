import AuthDataIO

/// Something that reacts when a ``SessionStore`` gets a new session (the auth gate overcomes its barrier).
package protocol SessionStoreObserver: AnyObject {
    /// Called after the store holds the new session.
    func sessionStore(_ store: SessionStore, didSignIn user: AuthenticatedUser)
}
