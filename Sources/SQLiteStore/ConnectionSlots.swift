import Foundation

/// A fixed set of connections lent to one borrower at a time.
///
/// Borrowers are pool worker threads (async API) and callers of the synchronous API; when every
/// connection is lent out, ``checkout()`` blocks until one is returned.
final class ConnectionSlots: @unchecked Sendable {
    // Safety: `idle` is only touched under `condition`'s lock; a checked-out connection has exactly one user.
    private let condition = NSCondition()
    private var idle: [Connection]

    /// Takes ownership of `connections`.
    init(_ connections: [Connection]) {
        self.idle = connections
    }

    /// Borrows a connection, waiting for one to be returned if all are in use.
    func checkout() -> Connection {
        condition.lock()
        while idle.isEmpty {
            condition.wait()
        }
        let connection = idle.removeLast()
        condition.unlock()
        return connection
    }

    /// Returns a borrowed connection after cleaning up what the borrower may have left running.
    func checkin(_ connection: Connection) {
        connection.prepareForReuse()
        condition.lock()
        idle.append(connection)
        condition.signal()
        condition.unlock()
    }

    /// Runs `body` with a borrowed connection.
    func withConnection<T>(_ body: (Connection) throws -> T) rethrows -> T {
        let connection = checkout()
        defer { checkin(connection) }
        return try body(connection)
    }

    /// Closes every connection; called once nothing can borrow any more.
    func closeAll() {
        condition.lock()
        idle.removeAll()
        condition.unlock()
    }
}
