extension Motherboard {
    /// Puts this motherboard into `context`, which then owns it (holds it strongly) until it leaves the context or
    /// the context goes. A motherboard is in one context at a time: putting it into another leaves the first.
    public func putIntoContext(_ context: BoardContext) {
        if let previous = ownContext, previous !== context {
            previous.disown(self)
        }
        ownContext = context
        context.own(self)
    }

    /// Leaves the context this motherboard was put into, which stops owning it.
    public func removeFromContext() {
        ownContext?.disown(self)
        ownContext = nil
    }

    /// The context this motherboard was put into, else the context of the motherboard its owner board is
    /// installed in (so every nested motherboard sees the context of the graph above it); `nil` when none.
    public var context: BoardContext? {
        var motherboard: Motherboard? = self
        var depth = 0
        while let current = motherboard, depth < 64 {
            if let context = current.ownContext { return context }
            motherboard = current.owner?.delegate as? Motherboard
            depth += 1
        }
        return nil
    }
}

extension IdentifiableBoard {
    /// The context of the motherboard this board is installed in (see ``Motherboard/context``); `nil` when the
    /// board is detached or no motherboard above it was put into a context.
    public var context: BoardContext? {
        (delegate as? Motherboard)?.context
    }

    /// Builds a new nested motherboard that this board owns in the graph: actions sent inside it bubble up through
    /// this board, diagnostics it does not handle go up too, and it sees this board's context and trace handler.
    ///
    /// Unlike ``ContinuousBoard/motherboard``, every call builds a separate motherboard and nothing retains it:
    /// keep it, or use ``attachContinuousMotherboard(to:identifier:boardProducer:configure:)``.
    public func mountContinuousMotherboard(
        identifier childIdentifier: BoardID? = nil,
        boardProducer: any ActivatableBoardProducer,
        configure: (Motherboard) -> Void = { _ in }
    ) -> Motherboard {
        let child = Motherboard(
            identifier: childIdentifier ?? identifier.appending("continuous-main"), boardProducer: boardProducer)
        child.owner = self
        child.traceHandler = (delegate as? Motherboard)?.traceHandler ?? child.traceHandler
        child.spanHook = (delegate as? Motherboard)?.spanHook
        configure(child)
        return child
    }

    /// Mounts a nested motherboard (see ``mountContinuousMotherboard(identifier:boardProducer:configure:)``) and
    /// attaches it to `owner` (typically the ``BoardContext``), which keeps it alive as long as it lives.
    @discardableResult
    public func attachContinuousMotherboard(
        to owner: any AttachableObject,
        identifier childIdentifier: BoardID? = nil,
        boardProducer: any ActivatableBoardProducer,
        configure: (Motherboard) -> Void = { _ in }
    ) -> Motherboard {
        let child = mountContinuousMotherboard(
            identifier: childIdentifier, boardProducer: boardProducer, configure: configure)
        owner.attachObject(child)
        return child
    }
}
