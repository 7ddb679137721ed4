/// Receives what a board sends: the motherboard the board is installed in.
public protocol BoardDelegate: AnyObject {
    /// Handles a message sent by `board`.
    func board(_ board: any IdentifiableBoard, didSend message: BoardMessage)

    /// Handles an output sent by `board`: the same as `board(_:didSend: .output(output))`, which is the default.
    /// The motherboard implements it to dispatch an output without matching the message first.
    func board(_ board: any IdentifiableBoard, didSendOutput output: Any)

    /// Whether an output `board` sent now would reach anything (a flow, a trace handler, a relay). `false` lets the
    /// board skip sending it, and boxing it into `Any` first. The default is `true`; the motherboard answers `false`
    /// while it has no flow and no trace handler.
    func wantsOutput(from board: any IdentifiableBoard) -> Bool

    /// Handles a diagnostic raised by `board` (a wrong input type, for example).
    func board(_ board: any IdentifiableBoard, didReport diagnostic: BoardDiagnostic)

    /// The actor the board graph lives on (see ``Motherboard/isolation``); a delegate that relays for another board
    /// answers that board's. The default is `nil`.
    var graphIsolation: (any Actor)? { get }
}

extension BoardDelegate {
    /// Sends the output as ``BoardMessage/output(_:)`` through `board(_:didSend:)`.
    public func board(_ board: any IdentifiableBoard, didSendOutput output: Any) {
        self.board(board, didSend: .output(output))
    }

    /// Every output is wanted: the safe answer for a delegate that relays or records what it receives.
    public func wantsOutput(from board: any IdentifiableBoard) -> Bool { true }

    /// No isolation known: the default for delegates that are not part of a graph.
    public var graphIsolation: (any Actor)? { nil }
}
