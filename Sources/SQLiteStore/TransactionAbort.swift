import DataFailure

/// A domain failure thrown out of a transaction body so that the transaction rolls back.
///
/// `DatabasePool.write` commits when its body returns and rolls back when it throws. A module that must abort
/// on a business rule ("insufficient stock") throws `TransactionAbort(.insufficientStock(...))` inside the body;
/// ``DatabaseOutcome/capture(_:_:)`` turns it back into the `.failure` of the module's `Result` outside.
public struct TransactionAbort<Failure: Error>: Error {
    /// The domain failure to report.
    public let failure: Failure

    /// Wraps `failure`.
    public init(_ failure: Failure) {
        self.failure = failure
    }
}

/// Turns the outcome of database work into a module's typed `Result`.
public enum DatabaseOutcome {
    /// Runs `work` and returns its value as `.success`.
    ///
    /// A `Failure` thrown as it is, or carried by a ``TransactionAbort``, becomes `.failure`; any other error becomes
    /// `databaseFailure(failure)` with a ``DataFailure/DatabaseFailure`` that keeps the kind of the error (see
    /// ``SQLiteError/databaseFailure``), except cancellation (including a statement interrupted because its task was
    /// cancelled), which is thrown again so a cancelled activation ends as cancelled.
    @inlinable
    nonisolated(nonsending) public static func capture<Value, Failure: Error>(
        _ databaseFailure: (DatabaseFailure) -> Failure,
        _ work: nonisolated(nonsending) () async throws -> Value
    ) async throws(CancellationError) -> Result<Value, Failure> {
        do {
            return .success(try await work())
        } catch {
            return .failure(try failure(from: error, databaseFailure))
        }
    }

    /// The domain failure for an error thrown by database work (see ``capture(_:_:)``).
    ///
    /// - Throws: `CancellationError` for a cancellation.
    public static func failure<Failure: Error>(
        from error: any Error,
        _ databaseFailure: (DatabaseFailure) -> Failure
    ) throws(CancellationError) -> Failure {
        switch error {
        case let failure as Failure:
            return failure
        case let abort as TransactionAbort<Failure>:
            return abort.failure
        case let cancellation as CancellationError:
            throw cancellation
        case let sqlite as SQLiteError:
            if sqlite.isInterrupted, Task.isCancelled { throw CancellationError() }
            return databaseFailure(sqlite.databaseFailure)
        default:
            return databaseFailure(DatabaseFailure(describing: error))
        }
    }
}
