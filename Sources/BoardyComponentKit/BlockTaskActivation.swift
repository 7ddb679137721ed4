import Boardy

/// The typed activation of a ``BlockTaskBoard`` through a motherboard (the `blockActivation` of an IOInterface).
///
/// Fire and forget with callbacks, or await the value:
///
/// ```swift
/// mainboard.ioListProducts().blockActivation.activate(with: parameter)
/// let products = try await mainboard.ioListProducts().blockActivation.run(query)
/// ```
///
/// Does not keep the motherboard alive: once it is released, activating does nothing and ``run(_:)`` throws.
public struct BlockTaskActivation<Input: Sendable, Output: Sendable> {
    /// The board this activation targets.
    public let identifier: BoardID
    /// The motherboard that activates it.
    @inlinable public var motherboard: Motherboard? { link?.motherboard }
    /// How ``motherboard`` is reached without keeping it alive (see `MotherboardLink`).
    @usableFromInline let link: MotherboardLink?

    /// Creates an activation of `identifier` through `motherboard`.
    public init(identifier: BoardID, motherboard: Motherboard?) {
        self.identifier = identifier
        link = motherboard?.link
    }

    /// Activates the board with a parameter and its callbacks.
    public func activate(with parameter: BlockTaskParameter<Input, Output>) {
        motherboard?.activateBoard(identifier, withOption: parameter)
    }

    /// Activates the board with a plain input (no callbacks; the value still goes out as output).
    public func activate(with input: Input) {
        activate(with: BlockTaskParameter(input: input))
    }

    /// Activates a board whose input is `Void`.
    public func activate() where Input == Void {
        activate(with: BlockTaskParameter())
    }
}
