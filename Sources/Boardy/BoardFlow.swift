/// A rule a motherboard applies to every message its boards send: a matcher and a handler.
///
/// Most code registers flows through the typed helpers on ``Motherboard`` (``Motherboard/registerFlow(matchedIdentifiers:outputType:handler:)``,
/// ``Motherboard/registerCompletionFlow(matchedIdentifiers:handler:)``, ...) or through an IOInterface's
/// ``FlowHandler``; build a `BoardFlow` directly for custom matching.
public struct BoardFlow {
    /// Identifies the flow for ``Motherboard/removeFlow(identifier:)``.
    public let identifier: String
    /// Decides whether the flow handles an event.
    public let matcher: (BoardEvent) -> Bool
    /// Handles a matched event.
    public let handler: (BoardEvent) -> Void

    /// Creates a flow; the identifier defaults to a fresh unique string.
    public init(
        identifier: String = BoardID.random().rawValue,
        matcher: @escaping (BoardEvent) -> Bool,
        handler: @escaping (BoardEvent) -> Void
    ) {
        self.identifier = identifier
        self.matcher = matcher
        self.handler = handler
    }
}

/// A registered flow, with a flag so a flow removed during a dispatch no longer receives the message in flight.
final class FlowEntry {
    let flow: BoardFlow
    // Exclusivity unchecked: one isolation domain; every access is an instantaneous read or write.
    @exclusivity(unchecked) var isActive = true

    init(flow: BoardFlow) {
        self.flow = flow
    }
}
