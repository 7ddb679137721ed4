/// The base class of concrete boards: an identifier and a weak delegate.
///
/// Subclass it and adopt ``GuaranteedBoard`` (and ``GuaranteedOutputSendingBoard`` when the board has an output):
///
/// ```swift
/// final class GreetingBoard: Board, GuaranteedBoard, GuaranteedOutputSendingBoard {
///     typealias InputType = String
///     typealias OutputType = String
///     func activate(withGuaranteedInput name: String) { sendOutput("Hello, \(name)!") }
/// }
/// ```
open class Board: IdentifiableBoard {
    /// The board's identity inside its motherboard.
    public let identifier: BoardID
    /// The motherboard the board is installed in; set by the motherboard, `nil` when detached.
    // Exclusivity unchecked: read and set only in the graph's isolation, each access instantaneous (never inout).
    @exclusivity(unchecked) public weak var delegate: (any BoardDelegate)?

    /// Creates a board with the given identifier.
    public init(identifier: BoardID) {
        self.identifier = identifier
    }

    /// The motherboard this board is installed in, if any.
    public var installedMotherboard: Motherboard? {
        delegate as? Motherboard
    }
}
