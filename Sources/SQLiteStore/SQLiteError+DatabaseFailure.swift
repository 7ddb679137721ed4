import CSQLite
import DataFailure

extension SQLiteError {
    /// The kind of ``DataFailure/DatabaseFailure`` this error is reported as.
    ///
    /// Busy and locked are ``DataFailure/DatabaseFailure/Kind/busy``; a full disk (``isFull``, including an I/O
    /// error with `ENOSPC`/`EFBIG`) is ``DataFailure/DatabaseFailure/Kind/full``; a damaged file or one that is not
    /// a database is ``DataFailure/DatabaseFailure/Kind/corrupt``.
    public var failureKind: DatabaseFailure.Kind {
        if isFull { return .full }
        if isBusy || isLocked { return .busy }
        if isCorrupt { return .corrupt }
        if isConstraintViolation { return .constraint }
        if isReadOnly { return .readOnly }
        if isCannotOpen { return .cannotOpen }
        if primaryCode == SQLITE_IOERR { return .ioError }
        return .other
    }

    /// This error as a module reports it: its ``failureKind`` and its ``description`` as the message.
    public var databaseFailure: DatabaseFailure {
        DatabaseFailure(failureKind, description)
    }
}

extension DatabaseFailure {
    /// The failure for any error thrown by database work.
    ///
    /// A ``SQLiteError`` keeps its kind (``SQLiteError/databaseFailure``), a `DatabaseFailure` is kept as it is,
    /// and any other error is ``DataFailure/DatabaseFailure/Kind/other`` with its description as the message.
    ///
    /// - Parameter error: What the database work threw.
    public init(describing error: any Error) {
        switch error {
        case let failure as DatabaseFailure: self = failure
        case let sqlite as SQLiteError: self = sqlite.databaseFailure
        default: self.init(.other, String(describing: error))
        }
    }
}
