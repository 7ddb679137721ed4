/// The board an unknown id yields under the NoBoard producer option: it reports "feature not found" and completes.
///
/// Activating it calls its handler with a ``BoardNotFound`` (the id and the option), then completes with `false`,
/// so completion flows for the id run and the next activation produces a fresh one. It bypasses gateways: a
/// missing feature is not worth signing in for.
public final class NoBoard: Board, ActivatableBoard {
    /// Receives the report of each activation.
    public let handler: (BoardNotFound) -> Void

    /// Creates a placeholder for `identifier`.
    public init(identifier: BoardID, handler: @escaping (BoardNotFound) -> Void) {
        self.handler = handler
        super.init(identifier: identifier)
    }

    /// Reports the missing feature, then completes with `false`.
    public func activate(withOption option: Any?) {
        handler(BoardNotFound(identifier: identifier, option: option))
        complete(false)
    }

    /// Always `true`.
    public func shouldBypassGatewayBarrier() -> Bool { true }
}

/// The NoBoard producer option: asks its base producer first and answers every other id with a ``NoBoard``.
///
/// Install it with ``BoardProducer/produceNoBoardForUnknownIdentifiers(handler:)``, or use it as a motherboard's
/// producer so every id is a missing feature. Gateway requests go to the base producer only.
public final class NoBoardProducer: ActivatableBoardProducer {
    /// The producer asked first, if any.
    public let base: (any ActivatableBoardProducer)?
    /// The handler every produced ``NoBoard`` reports to.
    public let handler: (BoardNotFound) -> Void

    /// Creates a producer that falls back from `base` (or from nothing) to a ``NoBoard``.
    public init(
        fallingBackFrom base: (any ActivatableBoardProducer)? = nil,
        handler: @escaping (BoardNotFound) -> Void
    ) {
        self.base = base
        self.handler = handler
    }

    /// The base producer's board, else a ``NoBoard`` for `identifier`.
    public func produceBoard(identifier: BoardID) -> (any ActivatableBoard)? {
        base?.produceBoard(identifier: identifier) ?? NoBoard(identifier: identifier, handler: handler)
    }

    /// The base producer's gateway; a ``NoBoard`` never stands in for a gateway.
    public func produceGatewayBoard(identifier: BoardID) -> (any ActivatableBoard)? {
        base?.produceGatewayBoard(identifier: identifier)
    }
}

extension BoardProducer {
    /// The NoBoard option: from now on, an id neither this producer nor its external producer can build yields a
    /// ``NoBoard`` that reports to `handler` and completes, instead of the ``BoardDiagnostic/unregisteredBoard(_:)``
    /// diagnostic. The current external producer is still asked first.
    public func produceNoBoardForUnknownIdentifiers(handler: @escaping (BoardNotFound) -> Void) {
        externalProducer = NoBoardProducer(fallingBackFrom: externalProducer, handler: handler)
    }
}
