import DataFailure
import PostgresStore
import Testing

@Suite("PostgreSQL errors as database failures")
struct PostgresStoreErrorTests {
    @Test(
        "SQLSTATEs map to the failure kinds modules report",
        arguments: [
            ("23505", DatabaseFailure.Kind.constraint), ("23514", .constraint), ("23503", .constraint),
            ("40001", .busy), ("40P01", .busy), ("55P03", .busy), ("53300", .busy), ("53100", .full),
            ("XX001", .corrupt), ("25006", .readOnly), ("58030", .ioError), ("3D000", .cannotOpen),
            ("28P01", .cannotOpen), ("42601", .other), ("08006", .unavailable), ("08001", .unavailable),
            ("57P01", .unavailable), ("57P02", .unavailable), ("57P03", .unavailable), ("57014", .busy),
        ])
    func mapsSQLStates(state: String, kind: DatabaseFailure.Kind) {
        let error = PostgresStoreError.server(sqlState: state, message: "m", detail: nil)
        #expect(error.failureKind == kind)
        #expect(error.databaseFailure == DatabaseFailure(kind, "PostgreSQL error \(state): m"))
    }

    @Test("only a serialization failure or a deadlock is worth retrying; a unique violation is recognised")
    func classifies() {
        #expect(PostgresStoreError.server(sqlState: "40001", message: "", detail: nil).isRetryable)
        #expect(PostgresStoreError.server(sqlState: "40P01", message: "", detail: nil).isRetryable)
        #expect(!PostgresStoreError.server(sqlState: "23505", message: "", detail: nil).isRetryable)
        #expect(PostgresStoreError.server(sqlState: "23505", message: "", detail: nil).isUniqueViolation)
    }

    @Test("a server that cannot be reached or answer in time is unavailable; a database this program closed is not")
    func unavailable() {
        #expect(PostgresStoreError.cannotConnect("x", reason: "refused").failureKind == .unavailable)
        #expect(PostgresStoreError.connectionLost("reset").failureKind == .unavailable)
        #expect(PostgresStoreError.timedOut("no connection within 1 s").failureKind == .unavailable)
        #expect(PostgresStoreError.closed.failureKind == .cannotOpen)
        #expect(PostgresStoreError.invalidURL("x", reason: "y").failureKind == .cannotOpen)
        #expect(DatabaseFailure(postgres: PostgresStoreError.timedOut("t")).kind == .unavailable)
        #expect(PostgresStoreError.timedOut("no connection within 1 s").description.contains("did not answer in time"))
    }
}
