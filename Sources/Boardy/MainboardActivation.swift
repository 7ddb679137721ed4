/// The typed activation of one board id through a motherboard (the `activation` of an IOInterface).
///
/// Does not keep the motherboard alive: once it is released, activating does nothing.
public struct MainboardActivation<Input> {
    /// The board this activation targets.
    public let identifier: BoardID
    /// The motherboard that activates it.
    @inlinable public var motherboard: Motherboard? { link?.motherboard }
    /// How ``motherboard`` is reached without keeping it alive (see ``MotherboardLink``).
    @usableFromInline let link: MotherboardLink?

    /// Creates an activation of `identifier` through `motherboard`.
    public init(identifier: BoardID, motherboard: Motherboard?) {
        self.identifier = identifier
        link = motherboard?.link
    }

    /// Creates the same value from a link another IO value holds.
    init(identifier: BoardID, link: MotherboardLink?) {
        self.identifier = identifier
        self.link = link
    }

    /// Activates the board with `input`.
    public func activate(with input: Input) {
        motherboard?.activateBoard(identifier, withOption: input)
    }

    /// Activates a board whose input is `Void`.
    public func activate() where Input == Void {
        activate(with: ())
    }

    /// Activates a board whose input is optional, with `nil`.
    public func activate<Wrapped>() where Input == Wrapped? {
        activate(with: nil)
    }

    /// A barrier that uses this board as the gate, activated with `input` once per activation: activations behind
    /// it never coalesce, and the barrier is never shared at application scope (as `barrier(with:)` in the original).
    ///
    /// Use ``uniqueBarrier(scope:with:)`` to let activations carrying an equal value share one gate run.
    public func barrier(scope: ActivationBarrier.Scope = .application, with input: Input) -> ActivationBarrier {
        ActivationBarrier(gate: identifier, scope: scope, option: .unidentified(input))
    }

    /// A barrier that uses this `Void`-input board as the gate; every activation behind it shares one gate run.
    public func barrier(scope: ActivationBarrier.Scope = .application) -> ActivationBarrier where Input == Void {
        ActivationBarrier(gate: identifier, scope: scope, option: .void)
    }

    /// A barrier that uses this board as the gate with an explicit sharing option.
    public func barrier(
        scope: ActivationBarrier.Scope = .application,
        option: ActivationBarrier.Option
    ) -> ActivationBarrier {
        ActivationBarrier(gate: identifier, scope: scope, option: option)
    }

    /// A barrier that uses this board as the gate, activated with `input`; activations carrying an equal value
    /// coalesce into one gate run (per motherboard or per process, after `scope`).
    public func uniqueBarrier(scope: ActivationBarrier.Scope = .application, with input: Input) -> ActivationBarrier
    where Input: Hashable {
        ActivationBarrier(gate: identifier, scope: scope, option: .unique(AnyHashable(input)))
    }
}

/// The typed activation of a sibling id by a board, through the board's motherboard.
public struct BoardActivation<Input> {
    /// The board this activation targets.
    public let identifier: BoardID
    /// The board that asks; it must be installed.
    public private(set) weak var source: (any IdentifiableBoard)?

    /// Creates an activation of `identifier` requested by `source`.
    public init(identifier: BoardID, source: any IdentifiableBoard) {
        self.identifier = identifier
        self.source = source
    }

    /// Asks the source's motherboard to activate the board with `input`.
    public func activate(with input: Input) {
        source?.nextToBoard(identifier, option: input)
    }

    /// Activates a board whose input is `Void`.
    public func activate() where Input == Void {
        activate(with: ())
    }
}

extension IdentifiableBoard {
    /// A typed activation of the sibling `identifier`, sent through this board's motherboard.
    public func activation<Input>(_ identifier: BoardID, with inputType: Input.Type) -> BoardActivation<Input> {
        BoardActivation(identifier: identifier, source: self)
    }
}
