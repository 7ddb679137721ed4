import AuthDataIO
import Foundation
import SQLiteStore

/// AuthData's statements on the SQLite writer connection, inside one write transaction.
struct SQLiteAuthTransaction: AuthStoreTransaction {
    /// The writer connection, in its transaction.
    let db: Connection

    func insertUser(username: String, passwordHash: String, createdAt: Date) throws -> Int64 {
        do {
            try db.cachedStatement("INSERT INTO user (username, passwordHash, createdAt) VALUES (?, ?, ?)")
                .bind(username, passwordHash, DatabaseTimestamp.text(createdAt)).execute()
        } catch let error as SQLiteError where error.isUniqueViolation {
            throw AuthDataError.usernameTaken(username)
        }
        return db.lastInsertRowID
    }

    func setPasswordHash(_ passwordHash: String, userID: Int64) throws {
        try db.cachedStatement("UPDATE user SET passwordHash = ? WHERE id = ?").bind(passwordHash, userID).execute()
    }

    func deleteExpiredSessions(at now: Date) throws {
        try db.cachedStatement("DELETE FROM session WHERE expiresAt <= ?").bind(DatabaseTimestamp.text(now)).execute()
    }

    func deleteSession(tokenHash: [UInt8]) throws {
        try db.cachedStatement("DELETE FROM session WHERE tokenHash = ?").bind(tokenHash).execute()
    }

    func insertSession(tokenHash: [UInt8], userID: Int64, createdAt: Date, expiresAt: Date) throws -> String {
        let expiresAtText = DatabaseTimestamp.text(expiresAt)
        try db.cachedStatement("INSERT INTO session (tokenHash, userId, createdAt, expiresAt) VALUES (?, ?, ?, ?)")
            .bind(tokenHash, userID, DatabaseTimestamp.text(createdAt), expiresAtText).execute()
        return expiresAtText
    }

    func deleteOtherSessions(userID: Int64, keeping tokenHash: [UInt8]) throws -> Int {
        try db.cachedStatement("DELETE FROM session WHERE userId = ? AND tokenHash != ?").bind(userID, tokenHash)
            .execute()
        return db.changes
    }

    /// Nothing to do: SQLite has one writer, so write transactions already run one after another.
    func lockFailureCounters(_ rows: [(scope: String, key: String)]) {}

    func deleteFailureCounters(scope: String, windowStartedBy windowStart: Date) throws {
        try db.cachedStatement("DELETE FROM loginFailure WHERE scope = ? AND windowStart <= ?")
            .bind(scope, DatabaseTimestamp.text(windowStart)).execute()
    }

    /// The counter of `key`; a stored date that is not a ``SQLiteStore/DatabaseTimestamp`` (a damaged row) reads as
    /// `nil`.
    func failureCounter(scope: String, key: String) throws -> LoginFailureCounter? {
        try db.cachedStatement(
            "SELECT failureCount, windowStart, lastFailureAt FROM loginFailure WHERE scope = ? AND key = ?"
        )
        .bind(scope, key)
        .fetchOne { row in
            LoginFailureCounter(
                failures: row.int(at: 0), windowStart: Self.date(row.string(at: 1)),
                lastFailure: Self.date(row.string(at: 2)))
        }
    }

    func chargeFailure(scope: String, key: String, at now: Date) throws {
        let nowText = DatabaseTimestamp.text(now)
        try db.cachedStatement(
            """
            INSERT INTO loginFailure (scope, key, failureCount, windowStart, lastFailureAt)
            VALUES (?, ?, 1, ?, ?)
            ON CONFLICT (scope, key) DO UPDATE
            SET failureCount = failureCount + 1, lastFailureAt = excluded.lastFailureAt
            """
        )
        .bind(scope, key, nowText, nowText).execute()
    }

    func deleteFailureCounter(scope: String, key: String) throws {
        try db.cachedStatement("DELETE FROM loginFailure WHERE scope = ? AND key = ?").bind(scope, key).execute()
    }

    /// Reads a stored timestamp (``SQLiteStore/DatabaseTimestamp`` text), or `nil` when it is not one.
    static func date(_ text: String) -> Date? {
        try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt))
    }
}
