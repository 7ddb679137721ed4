import AuthDataIO
import Foundation
import SQLiteStore

extension SQLiteAuthTransaction {
    func deleteIdempotencyKeys(userID: Int64, createdBy cutoff: Date) throws {
        try db.cachedStatement("DELETE FROM idempotencyKey WHERE userId = ? AND createdAt <= ?")
            .bind(userID, DatabaseTimestamp.text(cutoff)).execute()
    }

    /// `INSERT … ON CONFLICT DO NOTHING` on the one writer: the claim and every other write take turns.
    func insertIdempotencyKey(_ key: IdempotencyKey, fingerprint: RequestFingerprint, createdAt: Date) throws -> Bool {
        try db.cachedStatement(
            """
            INSERT INTO idempotencyKey (userId, key, method, path, bodyHash, state, createdAt)
            VALUES (?, ?, ?, ?, ?, 'in-flight', ?) ON CONFLICT (userId, key) DO NOTHING
            """
        )
        .bind(
            key.userID, key.key, fingerprint.method, fingerprint.path, fingerprint.bodyHash,
            DatabaseTimestamp.text(createdAt)
        ).execute()
        return db.changes == 1
    }

    func idempotencyKey(_ key: IdempotencyKey) throws -> StoredIdempotencyKey? {
        try db.cachedStatement(
            """
            SELECT method, path, bodyHash, responseStatus, responseHeaders, responseBody FROM idempotencyKey
            WHERE userId = ? AND key = ?
            """
        )
        .bind(key.userID, key.key)
        .fetchOne { row in
            let fingerprint = RequestFingerprint(
                method: row.string(at: 0), path: row.string(at: 1), bodyHash: row.blob(at: 2))
            let response =
                row.isNull(at: 3)
                ? nil
                : StoredResponse(status: row.int(at: 3), headerText: row.string(at: 4), body: row.blob(at: 5))
            return StoredIdempotencyKey(fingerprint: fingerprint, response: response)
        }
    }
}
