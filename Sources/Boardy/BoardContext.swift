/// What a board graph runs for — a REPL session, a server request, a test: the headless counterpart of the
/// original's `UIViewController` context.
///
/// A context owns the motherboards put into it (``Motherboard/putIntoContext(_:)``) and the objects attached to it
/// (``AttachableObject``), and releases them all when it goes. Every motherboard and board below a motherboard put
/// into it sees it as ``Motherboard/context`` and ``IdentifiableBoard/context``, including boards of nested
/// motherboards. Motherboards and boards hold it weakly, so it never outlives its owner.
///
/// ```swift
/// let session = BoardContext(name: "repl")
/// launcher.mainboard.putIntoContext(session)
/// session.attachObject(history)               // lives exactly as long as the session
/// ```
public final class BoardContext: AttachableObject {
    /// A name for diagnostics and traces.
    public let name: String
    /// The objects attached to the context.
    public let attachments = Attachments()
    /// The motherboards the context owns, in the order they were put into it.
    public private(set) var motherboards: [Motherboard] = []

    /// Creates an empty context.
    public init(name: String = "context") {
        self.name = name
    }

    /// Starts owning `motherboard`; owning it twice keeps one entry.
    func own(_ motherboard: Motherboard) {
        guard !motherboards.contains(where: { $0 === motherboard }) else { return }
        motherboards.append(motherboard)
    }

    /// Stops owning `motherboard`.
    func disown(_ motherboard: Motherboard) {
        motherboards.removeAll { $0 === motherboard }
    }
}
