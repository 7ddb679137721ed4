/// A board that owns a nested motherboard, built lazily from its producer on first use.
///
/// The child motherboard (id `<board>.continuous-main`) runs a sub-flow. Actions sent inside it bubble up through
/// this board to its own motherboard; outputs, activation requests and completions stay inside. Relay a result
/// explicitly, for example from a flow registered on ``motherboard``. Diagnostics the child does not handle go up
/// too. Removing this board releases the child and every board in it.
open class ContinuousBoard: Board {
    /// Builds the boards of the nested motherboard.
    public let boardProducer: any ActivatableBoardProducer
    private var child: Motherboard?

    /// Creates a board whose child motherboard will use `boardProducer`.
    public init(identifier: BoardID, boardProducer: any ActivatableBoardProducer) {
        self.boardProducer = boardProducer
        super.init(identifier: identifier)
    }

    /// The nested motherboard, created on first access.
    public var motherboard: Motherboard {
        if let child { return child }
        let created = Motherboard(
            identifier: identifier.appending("continuous-main"),
            boardProducer: boardProducer
        )
        created.owner = self
        created.traceHandler = installedMotherboard?.traceHandler ?? created.traceHandler
        created.spanHook = installedMotherboard?.spanHook
        child = created
        return created
    }

    /// Whether the nested motherboard has been created yet.
    public var isMotherboardLoaded: Bool { child != nil }
}
