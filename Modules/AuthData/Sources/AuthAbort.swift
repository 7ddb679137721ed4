import AuthDataIO
import SQLiteStore

/// Carries a domain failure out of a `DatabasePool.write` body, so the transaction rolls back, and is turned back
/// into `.failure` outside (see ``AuthService/failure(from:)``).
struct AuthAbort: Error {
    /// The failure to report.
    let error: AuthDataError

    /// Wraps `error`.
    init(_ error: AuthDataError) {
        self.error = error
    }
}

extension AuthService {
    /// The domain failure for an error thrown by a database call.
    ///
    /// - Returns: the carried error of an ``AuthAbort``; `AuthDataError/database(_:)` for anything else.
    /// - Throws: `CancellationError` again, so a cancelled activation ends as cancelled.
    static func failure(from error: any Error) throws -> AuthDataError {
        switch error {
        case let abort as AuthAbort: return abort.error
        case let cancellation as CancellationError: throw cancellation
        case let sqlite as SQLiteError: return .database(sqlite.description)
        default: return .database(String(describing: error))
        }
    }
}
