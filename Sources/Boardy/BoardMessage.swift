/// What a board sends to its motherboard.
///
/// The original framework sent everything as `Any?` and recognised control messages by type ("silent data").
/// Here every kind of message is its own case, so a typed output flow can never receive a completion, an action or
/// a command by accident.
public enum BoardMessage {
    /// A value the board produced; output flows match it by sender id and type.
    case output(Any)
    /// An action that bubbles up through every ancestor motherboard.
    case action(any BoardFlowAction)
    /// A request to activate another board of the same motherboard with an option.
    case activation(BoardID, option: Any?)
    /// A command for a sibling board, delivered through its `interact(command:)`.
    case command(BoardID, Any?)
    /// The sender has finished: the motherboard removes and releases it, then runs completion flows.
    case completion(isDone: Bool)

    /// A short name of the case, used in diagnostics.
    public var kindName: String {
        switch self {
        case .output: "output"
        case .action: "action"
        case .activation: "activation request"
        case .command: "command"
        case .completion: "completion"
        }
    }
}

/// A message together with the identifier of the board that sent it, as flows see it.
public struct BoardEvent {
    /// The identifier of the board that sent the message to this motherboard.
    public let sender: BoardID
    /// Whether ``message`` is an output: flows test this instead of matching the message, since matching an
    /// enum with an `Any` payload copies it.
    @usableFromInline let isOutput: Bool
    /// The output when ``isOutput`` (`()` otherwise), stored apart so that output flows read it in place.
    @usableFromInline let output: Any
    /// The message when it is not an output.
    private let otherMessage: BoardMessage?

    /// The message itself.
    public var message: BoardMessage {
        guard !isOutput, let otherMessage else { return .output(output) }
        return otherMessage
    }

    /// Creates an event.
    public init(sender: BoardID, message: BoardMessage) {
        if case let .output(value) = message {
            self.init(sender: sender, output: value)
        } else {
            self.init(sender: sender, otherMessage: message)
        }
    }

    /// Creates the event of an output.
    init(sender: BoardID, output: Any) {
        self.sender = sender
        isOutput = true
        self.output = output
        otherMessage = nil
    }

    /// Creates the event of a message that is not an output.
    init(sender: BoardID, otherMessage: BoardMessage) {
        self.sender = sender
        isOutput = false
        output = ()
        self.otherMessage = otherMessage
    }
}
