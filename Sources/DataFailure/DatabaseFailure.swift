/// A database failure as modules report it: what ``Kind`` of failure it was, and a human message.
///
/// The modules' error enums carry it in their `.database(_:)` case, so a front can tell a busy database (try again
/// later) from a full disk or a damaged file without parsing text. The storage layer builds it from its own errors;
/// this type depends on nothing, so interface targets may use it without seeing the storage layer.
public struct DatabaseFailure: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// What kind of database failure happened.
    public enum Kind: String, Equatable, Hashable, Sendable, CaseIterable {
        /// Another connection held a lock for too long (busy or locked); trying again later may succeed.
        case busy
        /// The disk, or a size limit, is full.
        case full
        /// The file is damaged, or is not a database at all.
        case corrupt
        /// A constraint of the schema (unique, check, foreign key, not null...) refused the change.
        case constraint
        /// Reading or writing the file failed for another reason.
        case ioError
        /// The database, or its file, cannot be written.
        case readOnly
        /// The database file could not be opened or created.
        case cannotOpen
        /// The database server cannot be reached or did not answer in time: a refused or lost connection, a server
        /// shutting down or starting, a connection pool whose new connections keep failing, or a connect or
        /// statement deadline that passed. Trying again once it is back may succeed; nothing was committed.
        case unavailable
        /// Any other failure, including a stored value the module cannot use.
        case other
    }

    /// What kind of failure this is.
    public let kind: Kind

    /// What went wrong, for people.
    public let message: String

    /// Creates a failure.
    ///
    /// - Parameters:
    ///   - kind: What kind of failure this is.
    ///   - message: What went wrong, for people.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// A failure of kind ``Kind/other`` with `message`, for problems a module finds in data it read.
    ///
    /// - Parameter message: What went wrong, for people.
    /// - Returns: The failure.
    public static func other(_ message: String) -> DatabaseFailure {
        DatabaseFailure(.other, message)
    }

    /// The human message (the kind is not repeated: it is for programs).
    public var description: String { message }
}
