import AuthDataIO
import Foundation
import PostgresNIO
import PostgresStore

/// AuthData's named prepared statements on the hot path: parsed and planned once per pooled connection, then only
/// bound and executed. Every authenticated request resumes its session with ``LiveSessionUser``.
enum AuthStatements {
    /// The user of a live session: its id, username, expiry and role. Binds: the token's SHA-256, now.
    struct LiveSessionUser: PostgresPreparedStatement {
        typealias Row = AuthenticatedUser
        static let sql = """
            SELECT u.id, u.username, s.expires_at, u.role
            FROM session AS s JOIN shop_user AS u ON u.id = s.user_id
            WHERE s.token_hash = $1 AND s.expires_at > $2
            """
        let tokenHash: Data
        let now: SessionInstant
        func makeBindings() throws -> PostgresBindings {
            var bindings = PostgresBindings(capacity: 2)
            try bindings.append(tokenHash)
            bindings.append(now.bound)
            return bindings
        }
        func decodeRow(_ row: PostgresRow) throws -> AuthenticatedUser {
            let (id, username, expires, role) = try row.decode((Int64, String, Date, String).self)
            return AuthenticatedUser(
                id: id, username: username, sessionExpiresAt: SessionInstant(stored: expires).text,
                role: UserRole(stored: role))
        }
    }
}
