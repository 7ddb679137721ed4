import Foundation

/// Where a PostgreSQL database is: the parts of a `postgres://user[:password]@host[:port]/database` URL.
///
/// `postgresql://` is accepted too. The port defaults to 5432; the user is required (there is no default role), the
/// database name too. Percent-escapes in the user, password and database are decoded. TLS is not negotiated: the
/// server is expected on a trusted network (loopback, a private network or a tunnel).
public struct PostgresURL: Sendable, Equatable, CustomStringConvertible {
    /// The host name or IP address.
    public let host: String
    /// The TCP port.
    public let port: Int
    /// The role to connect as.
    public let username: String
    /// The password, if the URL has one.
    public let password: String?
    /// The database name.
    public let database: String

    /// Creates a location from its parts.
    public init(host: String, port: Int = 5432, username: String, password: String? = nil, database: String) {
        self.host = host
        self.port = port
        self.username = username
        self.password = password
        self.database = database
    }

    /// Parses a `postgres://` URL.
    ///
    /// - Throws: ``PostgresStoreError/invalidURL(_:reason:)`` saying what is wrong with it.
    public init(parsing text: String) throws(PostgresStoreError) {
        func invalid(_ reason: String) -> PostgresStoreError { .invalidURL(Self.redacted(text), reason: reason) }
        guard let components = URLComponents(string: text) else { throw invalid("it is not a URL") }
        guard let scheme = components.scheme?.lowercased(), scheme == "postgres" || scheme == "postgresql" else {
            throw invalid("the scheme must be postgres:// or postgresql://")
        }
        guard let host = components.host, !host.isEmpty else { throw invalid("it names no host") }
        guard let username = components.user, !username.isEmpty else {
            throw invalid("it names no user (postgres://USER@host/database)")
        }
        if let port = components.port, !(1...65535).contains(port) {
            throw invalid("the port must be 1 to 65535")
        }
        let path = components.percentEncodedPath
        let name = path.hasPrefix("/") ? String(path.dropFirst()) : path
        guard !name.isEmpty else { throw invalid("it names no database (postgres://user@host/DATABASE)") }
        guard !name.contains("/"), let database = name.removingPercentEncoding else {
            throw invalid("the database name must be one path segment")
        }
        if let query = components.queryItems, !query.isEmpty {
            throw invalid("query options (?\(query.map(\.name).joined(separator: "&"))) are not supported")
        }
        self.init(
            host: host, port: components.port ?? 5432, username: username, password: components.password,
            database: database)
    }

    /// The URL with the password hidden, for messages and logs.
    public var description: String {
        let secret = password == nil ? "" : ":***"
        return "postgres://\(username)\(secret)@\(host):\(port)/\(database)"
    }

    /// The same server and user, another database (tests create a database per test).
    public func with(database: String) -> PostgresURL {
        PostgresURL(host: host, port: port, username: username, password: password, database: database)
    }

    /// `text` with any password replaced by `***`, so an error message never repeats a secret.
    static func redacted(_ text: String) -> String {
        guard let components = URLComponents(string: text), components.password != nil else { return text }
        var copy = components
        copy.password = "***"
        return copy.string ?? "(unreadable URL)"
    }
}
