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
    /// The motherboard the board is installed in; set by the motherboard, `nil` when detached or once the delegate is
    /// released (it is not kept alive).
    public var delegate: (any BoardDelegate)? {
        get { motherboardLink?.motherboard ?? otherDelegate }
        set {
            if let motherboard = newValue as? Motherboard {
                motherboardLink = motherboard.link
                otherDelegate = nil
            } else {
                motherboardLink = nil
                otherDelegate = newValue
            }
        }
    }

    // Exclusivity unchecked (both below): read and set only in the graph's isolation, each access instantaneous.
    /// The delegate when it is a motherboard, through its link: no weak reference, so the motherboard keeps the
    /// runtime's fast reference counting (see ``MotherboardLink``).
    @exclusivity(unchecked) private var motherboardLink: MotherboardLink?
    /// Any other delegate, held weakly.
    @exclusivity(unchecked) private weak var otherDelegate: (any BoardDelegate)?

    /// Creates a board with the given identifier.
    public init(identifier: BoardID) {
        self.identifier = identifier
    }

    /// The motherboard this board is installed in, if any.
    public var installedMotherboard: Motherboard? {
        motherboardLink?.motherboard
    }
}
