/// Receives what a board sends: the motherboard the board is installed in.
public protocol BoardDelegate: AnyObject {
    /// Handles a message sent by `board`.
    func board(_ board: any IdentifiableBoard, didSend message: BoardMessage)

    /// Handles a diagnostic raised by `board` (a wrong input type, for example).
    func board(_ board: any IdentifiableBoard, didReport diagnostic: BoardDiagnostic)

    /// The actor the board graph lives on (see ``Motherboard/isolation``); a delegate that relays for another board
    /// answers that board's. The default is `nil`.
    var graphIsolation: (any Actor)? { get }
}

extension BoardDelegate {
    /// No isolation known: the default for delegates that are not part of a graph.
    public var graphIsolation: (any Actor)? { nil }
}
