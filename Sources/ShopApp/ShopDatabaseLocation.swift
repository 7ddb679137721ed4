import Foundation
import PostgresStore

/// Which database the shop runs on: a SQLite file (the embedded default) or a PostgreSQL database (for several
/// processes, or machines, on one shop).
///
/// One setting picks it, resolved by ``resolve(path:url:environment:)`` in this order: an explicit
/// `--database postgres://…`, an explicit `--db PATH`, `$SHOP_DATABASE_URL`, `$SHOP_DB`, else `./shop.sqlite`.
/// Giving both `--db` and `--database` is refused.
public enum ShopDatabaseLocation: Sendable, Equatable, CustomStringConvertible {
    /// A SQLite database file.
    case sqlite(path: String)
    /// A PostgreSQL database (`postgres://user[:password]@host[:port]/database`).
    case postgres(PostgresURL)

    /// The environment variable naming a PostgreSQL database when neither `--db` nor `--database` is given.
    public static let urlEnvironmentVariable = "SHOP_DATABASE_URL"

    /// Resolves the setting.
    ///
    /// - Parameters:
    ///   - path: `--db PATH`, or `nil`.
    ///   - url: `--database URL`, or `nil`.
    ///   - environment: The process environment, read for `SHOP_DATABASE_URL` and `SHOP_DB`.
    /// - Returns: `--database`, else `--db`, else `$SHOP_DATABASE_URL`, else `$SHOP_DB`, else `./shop.sqlite`.
    /// - Throws: ``ShopDatabaseError/conflictingSettings`` when both `--db` and `--database` are given;
    ///   ``ShopDatabaseError/invalidURL(_:)`` when the URL is malformed or not a `postgres://` URL (the message
    ///   never repeats a password).
    public static func resolve(
        path: String?,
        url: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ShopDatabaseError) -> ShopDatabaseLocation {
        let path = path.flatMap { $0.isEmpty ? nil : $0 }
        let url = url.flatMap { $0.isEmpty ? nil : $0 }
        if path != nil, url != nil { throw .conflictingSettings }
        if let url { return try postgres(url, source: "--database") }
        if let path { return .sqlite(path: path) }
        if let fromEnvironment = environment[urlEnvironmentVariable], !fromEnvironment.isEmpty {
            return try postgres(fromEnvironment, source: "$" + urlEnvironmentVariable)
        }
        return .sqlite(path: ShopDatabase.resolvePath(nil, environment: environment))
    }

    /// Parses a PostgreSQL URL given by `source`.
    private static func postgres(_ text: String, source: String) throws(ShopDatabaseError) -> ShopDatabaseLocation {
        do {
            return .postgres(try PostgresURL(parsing: text))
        } catch {
            throw .invalidURL("\(source): \(error.description)")
        }
    }

    /// The file path, or the URL with its password hidden: what messages show.
    public var description: String {
        switch self {
        case let .sqlite(path): path
        case let .postgres(url): url.description
        }
    }

    /// Whether this is a PostgreSQL database.
    public var isPostgres: Bool {
        if case .postgres = self { return true }
        return false
    }
}
