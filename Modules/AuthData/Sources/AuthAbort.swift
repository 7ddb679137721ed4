import AuthDataIO
import AuthDataShared
import SQLiteStore

/// Carries an AuthData failure out of a `DatabasePool.write` body, so the transaction rolls back, and is turned
/// back into `.failure` outside (see ``AuthService/failure(from:)``).
typealias AuthAbort = TransactionAbort<AuthDataError>

extension AuthService {
    /// The domain failure for an error thrown by a database call.
    ///
    /// - Returns: the carried error of an ``AuthAbort``; `AuthDataError/database(_:)` for anything else.
    /// - Throws: `CancellationError` again, so a cancelled activation ends as cancelled.
    static func failure(from error: any Error) throws -> AuthDataError {
        try DatabaseOutcome.failure(from: error, AuthDataError.database)
    }
}
