import AuthDataIO

/// Something that reacts to a ``SessionStore``'s changes: the auth gate overcomes its barrier on a new session, the
/// staff gate gives its verdict when the user is confirmed or the session ends.
package protocol SessionStoreObserver: AnyObject {
    /// Called after the store holds the new session.
    func sessionStore(_ store: SessionStore, didSignIn user: AuthenticatedUser)
    /// Called after `currentUser` read the session's user again from the database (its role as it is now).
    func sessionStore(_ store: SessionStore, didConfirm user: AuthenticatedUser)
    /// Called after the store lost its session (signed out, revoked or expired).
    func sessionStoreDidEnd(_ store: SessionStore)
}

extension SessionStoreObserver {
    /// Nothing, unless the observer cares.
    package func sessionStore(_ store: SessionStore, didSignIn user: AuthenticatedUser) {}
    /// Nothing, unless the observer cares.
    package func sessionStore(_ store: SessionStore, didConfirm user: AuthenticatedUser) {}
    /// Nothing, unless the observer cares.
    package func sessionStoreDidEnd(_ store: SessionStore) {}
}
