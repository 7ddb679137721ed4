/// Receives what a board sends: the motherboard the board is installed in.
public protocol BoardDelegate: AnyObject {
    /// Handles a message sent by `board`.
    func board(_ board: any IdentifiableBoard, didSend message: BoardMessage)

    /// Handles a diagnostic raised by `board` (a wrong input type, for example).
    func board(_ board: any IdentifiableBoard, didReport diagnostic: BoardDiagnostic)
}
