import DataFailure

/// Why an AuthData request failed. Boards send it as the failure of their `Result` output.
public enum AuthDataError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The username breaks the rules; the reason says which.
    case invalidUsername(String)
    /// The password is too short (or too long).
    case invalidPassword(String)
    /// Another account has this username (compared case-insensitively).
    case usernameTaken(String)
    /// The username or password is wrong (deliberately not saying which).
    case invalidCredentials
    /// The operation needs a signed-in user.
    case notSignedIn
    /// Too many failed sign-ins for this username or from this client: no attempt is checked for this many more
    /// seconds (at least 1).
    case rateLimited(retryAfterSeconds: Int)
    /// Too many registrations from this client: no registration from it goes ahead for this many more seconds (at
    /// least 1).
    case registrationLimited(retryAfterSeconds: Int)
    /// Password hashing is saturated (every hashing thread busy and its queue full): the operation did not run; try
    /// again after this many seconds (at least 1).
    case busy(retryAfterSeconds: Int)
    /// The operation is for staff and the signed-in user is a customer (the staff gate's refusal).
    case staffOnly(username: String)
    /// No account has this username (the operator's `users promote` / `users demote`).
    case unknownUser(String)
    /// The database failed: the failure's kind (busy, full, corrupt...) and a message saying how.
    case database(DatabaseFailure)
    /// The idempotency key breaks the rules (1 to 255 visible ASCII characters); the reason says which.
    case invalidIdempotencyKey(String)

    /// A human sentence describing the failure.
    public var description: String {
        switch self {
        case let .invalidUsername(reason): "invalid username: \(reason)"
        case let .invalidPassword(reason): "invalid password: \(reason)"
        case let .usernameTaken(name): "the username '\(name)' is already taken"
        case .invalidCredentials: "wrong username or password"
        case .notSignedIn: "nobody is signed in"
        case let .rateLimited(seconds): "too many failed logins; try again in \(seconds) s"
        case let .registrationLimited(seconds): "too many registrations from this client; try again in \(seconds) s"
        case let .busy(seconds): "too many passwords are being checked at once; try again in \(seconds) s"
        case let .staffOnly(username): "staff only: '\(username)' is not a staff account"
        case let .unknownUser(name): "no user is named '\(name)'"
        case let .database(failure): "database error: \(failure.message)"
        case let .invalidIdempotencyKey(reason): "invalid idempotency key: \(reason)"
        }
    }
}
