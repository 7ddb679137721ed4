/// One step of a message's way through the board graph, as the opt-in trace reports it.
///
/// Motherboards emit events only while their ``Motherboard/traceHandler`` is set; see <doc:Tracing>.
public struct BoardTraceEvent: Equatable, Sendable, CustomStringConvertible {
    /// What happened.
    public enum Kind: Equatable, Sendable {
        /// The board was activated (its `activate(withOption:)` is about to run).
        case activation
        /// The board sent an output.
        case output
        /// The board sent (or forwarded) an action.
        case action
        /// The board sent a command for `target`.
        case command(target: BoardID)
        /// The board asked to activate `target`.
        case activationRequest(target: BoardID)
        /// The board completed.
        case completion(isDone: Bool)
        /// An activation of the board met a barrier with no cycle running, so a new cycle opened and `gate` runs.
        case barrierOpen(gate: BoardID)
        /// The gate (the event's board) completed successfully; `count` waiting activations are delivered.
        case barrierDeliver(count: Int)
        /// The gate (the event's board) failed or could not run; `count` waiting activations are dropped.
        case barrierCancel(count: Int)
    }

    /// What happened.
    public let kind: Kind
    /// The board the event is about: the sender of a message, the activated board, the board waiting behind a new
    /// barrier, or the gate of a delivered or cancelled barrier.
    public let board: BoardID
    /// The ids of the motherboards the event happened in, outermost first (a nested motherboard's path ends with
    /// its own id).
    public let motherboardPath: [BoardID]

    /// Creates an event.
    public init(kind: Kind, board: BoardID, motherboardPath: [BoardID]) {
        self.kind = kind
        self.board = board
        self.motherboardPath = motherboardPath
    }

    /// One line: the path, the kind and the board, for example `boardy.mainboard: output from 'cart'`.
    public var description: String {
        let path = motherboardPath.map(\.rawValue).joined(separator: " > ")
        let what =
            switch kind {
            case .activation: "activate '\(board)'"
            case .output: "output from '\(board)'"
            case .action: "action from '\(board)'"
            case let .command(target): "command from '\(board)' to '\(target)'"
            case let .activationRequest(target): "'\(board)' asks to activate '\(target)'"
            case let .completion(isDone): "'\(board)' completed (\(isDone ? "done" : "not done"))"
            case let .barrierOpen(gate): "'\(board)' waits: barrier opened, gate '\(gate)' runs"
            case let .barrierDeliver(count): "gate '\(board)' passed: \(count) waiting activation(s) delivered"
            case let .barrierCancel(count): "gate '\(board)' failed: \(count) waiting activation(s) dropped"
            }
        return "\(path): \(what)"
    }
}
