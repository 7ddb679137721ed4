import AuthDataIO

/// The session of this application instance: the token (in memory only) and the user it belongs to.
///
/// One store is created per set of AuthData plugins
/// (``AuthDataModulePlugin/bundledPlugins(database:passwordCost:sessionLifetime:)`` makes it) and captured by the
/// factories of its boards, so they all see the same session. It is not a global: two launchers have two
/// independent sessions.
///
/// The store only remembers; the boards decide. Sign-in and registration ``establish(_:for:)`` a session after
/// writing its row, `currentUser` re-checks the token against the `session` table and clears the store when the
/// row is gone or expired, and `signOut` clears it after deleting the row.
public final class SessionStore {
    /// The signed-in session.
    package struct Session: Equatable {
        /// The token; the database only has its hash.
        package let token: SessionToken
        /// Whom it belongs to.
        package let user: AuthenticatedUser
    }

    /// A weak reference to an observer.
    private struct WeakObserver {
        weak var observer: (any SessionStoreObserver)?
    }

    /// The current session, if any.
    package private(set) var session: Session?
    private var observers: [WeakObserver] = []

    /// Creates an empty (signed-out) store.
    public init() {}

    /// The user of the current session as last confirmed (by a sign-in, registration or `currentUser`), or `nil`.
    ///
    /// This does not touch the database: activate `AuthDataID/currentUser` for an answer that also notices a
    /// revoked or expired session.
    public var user: AuthenticatedUser? { session?.user }

    /// The current token, if any.
    package var token: SessionToken? { session?.token }

    /// Makes `token` the current session, then tells the observers (the auth and staff gates) that `user` signed
    /// in.
    ///
    /// - Returns: the token this replaced, if any (its row is the caller's to delete).
    @discardableResult
    package func establish(_ token: SessionToken, for user: AuthenticatedUser) -> SessionToken? {
        let replaced = session?.token
        session = Session(token: token, user: user)
        notify { $0.sessionStore(self, didSignIn: user) }
        return replaced
    }

    /// Replaces the user of the session `token` with `user` as the database just confirmed it (its role, its
    /// expiry), then tells the observers (the staff gate); does nothing if the session is no longer `token`.
    package func confirm(_ user: AuthenticatedUser, for token: SessionToken) {
        guard session?.token == token else { return }
        session = Session(token: token, user: user)
        notify { $0.sessionStore(self, didConfirm: user) }
    }

    /// Clears the session if it is still `token` (a sign-in that raced ahead is kept), then tells the observers.
    package func clear(ifCurrent token: SessionToken) {
        if session?.token == token {
            session = nil
            notify { $0.sessionStoreDidEnd(self) }
        }
    }

    /// Calls `body` with each live observer, in registration order.
    private func notify(_ body: (any SessionStoreObserver) -> Void) {
        observers.removeAll { $0.observer == nil }
        for entry in observers {
            if let observer = entry.observer { body(observer) }
        }
    }

    /// Registers `observer` (held weakly) for sign-in, confirmation and sign-out notifications.
    package func addObserver(_ observer: any SessionStoreObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
        observers.append(WeakObserver(observer: observer))
    }
}
