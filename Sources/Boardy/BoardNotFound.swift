/// What a ``NoBoard`` reports: a feature was asked for under an id no producer knows.
///
/// The original shows a "Feature Not Found" alert; here the handler given to ``NoBoardProducer`` decides what the
/// user sees.
public struct BoardNotFound: CustomStringConvertible {
    /// The id that was activated.
    public let identifier: BoardID
    /// The option of the activation, for a handler that can still make sense of it.
    public let option: Any?

    /// Creates a report.
    public init(identifier: BoardID, option: Any?) {
        self.identifier = identifier
        self.option = option
    }

    /// One human line, for example `feature not found: no board is registered for id 'wishlist'`.
    public var description: String {
        "feature not found: no board is registered for id '\(identifier)'"
    }
}
