import DataFailure
import PostgresNIO
import _ConnectionPoolModule

/// Turns the outcome of PostgreSQL work into a module's typed `Result`, as SQLiteStore's `DatabaseOutcome` does.
public enum PostgresOutcome {
    /// Runs `work` and returns its value as `.success`.
    ///
    /// A `Failure` thrown as it is, or carried by a ``PostgresAbort``, becomes `.failure`; any other error becomes
    /// `databaseFailure(failure)` with the ``DataFailure/DatabaseFailure`` of ``PostgresStoreError/databaseFailure``,
    /// except cancellation (also a statement cancelled because its task was), which is thrown again so a cancelled
    /// activation ends as cancelled.
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

    /// The domain failure for an error thrown by PostgreSQL work (see ``capture(_:_:)``).
    ///
    /// - Throws: `CancellationError` for a cancellation.
    public static func failure<Failure: Error>(
        from error: any Error,
        _ databaseFailure: (DatabaseFailure) -> Failure
    ) throws(CancellationError) -> Failure {
        switch error {
        case let failure as Failure:
            return failure
        case let abort as PostgresAbort<Failure>:
            return abort.failure
        case let cancellation as CancellationError:
            throw cancellation
        case let psql as PSQLError where psql.code == .queryCancelled && Task.isCancelled:
            throw CancellationError()
        case let pool as ConnectionPoolError where pool == .requestCancelled && Task.isCancelled:
            throw CancellationError()
        default:
            return databaseFailure(DatabaseFailure(postgres: error))
        }
    }
}
