import DataFailure
import PostgresStore

extension ShopDatabaseError {
    /// Classifies a PostgreSQL failure that happened while connecting to or migrating the database at `url`.
    static func classify(_ error: any Error, url: PostgresURL) -> ShopDatabaseError {
        if let error = error as? ShopDatabaseError { return error }
        if let error = error as? PostgresMigrationError {
            switch error {
            case let .migrationFailed(_, _, underlying):
                return .database(DatabaseFailure(underlying.failureKind, error.description))
            default:
                return .incompatibleSchema(path: url.description, detail: error.description)
            }
        }
        let failure = PostgresStoreError(error)
        return .database(DatabaseFailure(failure.failureKind, failure.description))
    }
}
