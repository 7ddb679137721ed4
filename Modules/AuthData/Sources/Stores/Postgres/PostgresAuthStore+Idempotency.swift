import AuthDataIO
import Foundation
import PostgresNIO
import PostgresStore

extension PostgresAuthStore {
    func completeIdempotencyKey(_ key: IdempotencyKey, response: StoredResponse) async throws {
        let (status, headers, body, logger) = (
            Int32(clamping: response.status), response.headerText, Data(response.body), database.logger
        )
        try await database.withConnection { connection in
            try await connection.tracedQuery(
                """
                UPDATE idempotency_key
                SET state = 'completed', response_status = \(status), response_headers = \(headers),
                    response_body = \(body)
                WHERE user_id = \(key.userID) AND key = \(key.key) AND state = 'in-flight'
                """, logger: logger)
        }
    }

    func releaseIdempotencyKey(_ key: IdempotencyKey) async throws {
        let logger = database.logger
        try await database.withConnection { connection in
            try await connection.tracedQuery(
                """
                DELETE FROM idempotency_key WHERE user_id = \(key.userID) AND key = \(key.key) AND state = 'in-flight'
                """, logger: logger)
        }
    }
}
