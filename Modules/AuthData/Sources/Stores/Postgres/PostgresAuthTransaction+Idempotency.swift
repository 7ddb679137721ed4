import AuthDataIO
import Foundation
import PostgresNIO
import PostgresStore

extension PostgresAuthTransaction {
    func deleteIdempotencyKeys(userID: Int64, createdBy cutoff: Date) async throws {
        try await connection.tracedQuery(
            "DELETE FROM idempotency_key WHERE user_id = \(userID) AND created_at <= \(SessionInstant(cutoff).bound)",
            logger: logger)
    }

    /// `INSERT … ON CONFLICT DO NOTHING`: of two transactions inserting one key, the second waits for the first to
    /// end and inserts nothing when it committed, so exactly one claims the key, across servers.
    func insertIdempotencyKey(_ key: IdempotencyKey, fingerprint: RequestFingerprint, createdAt: Date) async throws
        -> Bool
    {
        let rows = try await connection.tracedQuery(
            """
            INSERT INTO idempotency_key (user_id, key, method, path, body_hash, state, created_at)
            VALUES (\(key.userID), \(key.key), \(fingerprint.method), \(fingerprint.path), \(Data(fingerprint.bodyHash)),
                    'in-flight', \(SessionInstant(createdAt).bound))
            ON CONFLICT (user_id, key) DO NOTHING RETURNING user_id
            """, logger: logger)
        return try await Self.count(rows) == 1
    }

    func idempotencyKey(_ key: IdempotencyKey) async throws -> StoredIdempotencyKey? {
        let rows = try await connection.tracedQuery(
            """
            SELECT method, path, body_hash, response_status, response_headers, response_body FROM idempotency_key
            WHERE user_id = \(key.userID) AND key = \(key.key)
            """, logger: logger)
        for try await (method, path, hash, status, headers, body)
            in rows.decode((String, String, Data, Int32?, String?, Data?).self)
        {
            let fingerprint = RequestFingerprint(method: method, path: path, bodyHash: Array(hash))
            let response = status.map { status in
                StoredResponse(status: Int(status), headerText: headers ?? "", body: Array(body ?? Data()))
            }
            return StoredIdempotencyKey(fingerprint: fingerprint, response: response)
        }
        return nil
    }
}
