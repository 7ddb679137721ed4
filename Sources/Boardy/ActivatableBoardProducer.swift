/// Builds boards on demand for a motherboard.
///
/// A motherboard asks its producer for a board the first time an id is activated, installs the result and keeps it
/// until the board completes. Producers chain: a ``BoardProducer`` falls back to its external producer for ids it
/// does not know, which is how a module's internal producer reaches the application's boards.
public protocol ActivatableBoardProducer: AnyObject {
    /// Builds the board for `identifier`, or returns `nil` when this producer cannot.
    func produceBoard(identifier: BoardID) -> (any ActivatableBoard)?

    /// Builds the gateway board that guards `identifier`, or returns `nil` when no gateway applies.
    ///
    /// The returned board must have the identifier `identifier.appending(.gatewaySuffix)`.
    func produceGatewayBoard(identifier: BoardID) -> (any ActivatableBoard)?
}

extension ActivatableBoardProducer {
    /// No gateways by default.
    public func produceGatewayBoard(identifier: BoardID) -> (any ActivatableBoard)? { nil }
}

/// A producer reference that does not retain its target, for fallbacks that must not form retain cycles.
///
/// Once the target is released, it produces nothing.
public final class WeakBoardProducer: ActivatableBoardProducer {
    /// The producer asked for boards, while it lives.
    public private(set) weak var target: (any ActivatableBoardProducer)?

    /// Wraps `target` without retaining it.
    public init(_ target: any ActivatableBoardProducer) {
        self.target = target
    }

    /// Forwards to the target.
    public func produceBoard(identifier: BoardID) -> (any ActivatableBoard)? {
        target?.produceBoard(identifier: identifier)
    }

    /// Forwards to the target.
    public func produceGatewayBoard(identifier: BoardID) -> (any ActivatableBoard)? {
        target?.produceGatewayBoard(identifier: identifier)
    }
}
