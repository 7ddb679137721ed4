import NIOCore

/// How long PostgreSQL work may take before its caller gets an answer anyway.
///
/// With deadlines, ``PostgresDatabase`` bounds every lease: waiting for a pooled connection and opening one take at
/// most ``connect``; the work done on the connection (one transaction, or one borrowed connection's statements)
/// takes at most ``statement``, after which its backend statement is cancelled and, if the server still does not
/// answer within ``connect``, the connection is closed. The caller then gets
/// ``PostgresStoreError/timedOut(_:)``. A database opened without deadlines (the command-line tools: seeding,
/// backups) waits as long as the work takes.
public struct PostgresDeadlines: Sendable, Equatable, Hashable {
    /// The longest wait for a pooled connection, and for a new connection to be made.
    public var connect: Duration
    /// The longest a lease's work may run.
    public var statement: Duration

    /// Creates deadlines; both must be positive.
    ///
    /// - Parameters:
    ///   - connect: The longest wait for a connection (default 5 s).
    ///   - statement: The longest a lease's work may run (default 10 s).
    public init(connect: Duration = Self.standard.connect, statement: Duration = Self.standard.statement) {
        precondition(connect > .zero && statement > .zero, "deadlines must be positive")
        self.connect = connect
        self.statement = statement
    }

    private init(standardConnect connect: Duration, statement: Duration) {
        self.connect = connect
        self.statement = statement
    }

    /// The defaults: 5 s to get a connection, 10 s for the work.
    public static let standard = PostgresDeadlines(standardConnect: .seconds(5), statement: .seconds(10))

    /// `duration` as NIO's `TimeAmount` (PostgresNIO's connection options use it).
    static func timeAmount(_ duration: Duration) -> TimeAmount {
        let (seconds, attoseconds) = duration.components
        return .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }

    /// `1 s`, `250 ms`: a duration for messages.
    static func describe(_ duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(milliseconds) ms"
    }
}
