import AuthDataIO
import SQLiteStore

extension SQLiteAuthStore {
    func completeIdempotencyKey(_ key: IdempotencyKey, response: StoredResponse) async throws {
        try await pool.write { db in
            try db.cachedStatement(
                """
                UPDATE idempotencyKey
                SET state = 'completed', responseStatus = ?, responseHeaders = ?, responseBody = ?
                WHERE userId = ? AND key = ? AND state = 'in-flight'
                """
            )
            .bind(response.status, response.headerText, response.body, key.userID, key.key).execute()
        }
    }

    func releaseIdempotencyKey(_ key: IdempotencyKey) async throws {
        try await pool.write { db in
            try db.cachedStatement("DELETE FROM idempotencyKey WHERE userId = ? AND key = ? AND state = 'in-flight'")
                .bind(key.userID, key.key).execute()
        }
    }
}
