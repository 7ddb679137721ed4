extension BoardProducer {
    /// Registers one factory under several ids (the original's `registerBoards(_:factory:)`). The factory receives
    /// the id being produced, so every id gets a distinct instance of its own.
    ///
    /// ```swift
    /// producer.registerBoards("cart.summary", "checkout.summary") { id in SummaryBoard(identifier: id) }
    /// ```
    ///
    /// - Returns: `true` when every id was registered; a duplicate is reported and skipped as in
    ///   ``add(_:replacingExisting:)``, and the other ids are still registered.
    @discardableResult
    public func registerBoards(
        _ identifiers: BoardID...,
        replacingExisting: Bool = false,
        factory: @escaping (BoardID) -> (any ActivatableBoard)?
    ) -> Bool {
        registerBoards(identifiers, replacingExisting: replacingExisting, factory: factory)
    }

    /// Registers one factory under every id of `identifiers`, each producing a distinct instance; a duplicate is
    /// reported and skipped, and the other ids are still registered.
    @discardableResult
    public func registerBoards(
        _ identifiers: [BoardID],
        replacingExisting: Bool = false,
        factory: @escaping (BoardID) -> (any ActivatableBoard)?
    ) -> Bool {
        var registeredAll = true
        for identifier in identifiers {
            registeredAll =
                registerBoard(identifier, replacingExisting: replacingExisting, factory: factory)
                && registeredAll
        }
        return registeredAll
    }
}
