import Boardy

/// The board identifiers AuthData publishes.
public enum AuthDataID {
    /// Creates an account and signs it in.
    public static let register: BoardID = "mod.authData.register"
    /// Signs in with a username and password.
    public static let signIn: BoardID = "mod.authData.signIn"
    /// The signed-in user of this application, if any.
    public static let currentUser: BoardID = "mod.authData.currentUser"
    /// Signs the current user out and revokes the session.
    public static let signOut: BoardID = "mod.authData.signOut"
    /// Ends every session of the signed-in user, this one included.
    public static let signOutEverywhere: BoardID = "mod.authData.signOutEverywhere"
    /// Changes the signed-in user's password and ends the user's other sessions.
    public static let changePassword: BoardID = "mod.authData.changePassword"
    /// The bearer token of this graph's session, for a front that hands it to its client.
    public static let sessionToken: BoardID = "mod.authData.sessionToken"
    /// Resumes a session from a bearer token in this graph (a fresh graph per HTTP request, for instance).
    public static let resumeSession: BoardID = "mod.authData.resumeSession"
    /// The auth gate: runs work with the signed-in user now, or queues it until a sign-in.
    public static let authGate: BoardID = "mod.authData.authGate"
    /// The staff gate: lets work through with the signed-in user once the database confirms the user is staff, or
    /// refuses it.
    public static let staffGate: BoardID = "mod.authData.staffGate"
    /// Grants or removes the staff role of an account by username (an operator tool: `shop-cli users promote`).
    public static let setRole: BoardID = "mod.authData.setRole"
    /// Whether the database has any account at all (a front's hint: "no accounts yet; register one").
    public static let hasAccounts: BoardID = "mod.authData.hasAccounts"
    /// Claims a user's idempotency key for a request, or says why not (replay, in flight, reused).
    public static let claimIdempotencyKey: BoardID = "mod.authData.claimIdempotencyKey"
    /// Stores the answer of the request that claimed a key (a 5xx or 429 answer releases the key instead).
    public static let completeIdempotencyKey: BoardID = "mod.authData.completeIdempotencyKey"
    /// Frees a claimed key without storing an answer, so that a retry runs the request.
    public static let releaseIdempotencyKey: BoardID = "mod.authData.releaseIdempotencyKey"
}
