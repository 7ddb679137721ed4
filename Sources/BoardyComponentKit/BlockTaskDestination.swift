import Boardy

/// The IOInterface destination of a ``BlockTaskBoard``: its input is a ``BlockTaskParameter``, so callers can use
/// `blockActivation` (`activate(with:)`, `run(_:)`) as well as the plain `activation` and `flow`.
///
/// ```swift
/// extension Motherboard {
///     public func ioProduct() -> BlockTaskDestination<Int64, Result<Product, ProductDataError>> {
///         ioDestination(ProductDataID.product)
///     }
/// }
/// let product = try await mainboard.ioProduct().blockActivation.run(42).get()
/// ```
public typealias BlockTaskDestination<Input: Sendable, Output: Sendable> =
    MainboardGenericDestination<BlockTaskParameter<Input, Output>, Output, BoardNoCommand, BoardNoAction>
