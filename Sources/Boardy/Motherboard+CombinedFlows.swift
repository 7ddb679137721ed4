extension Motherboard {
    /// Waits for the outputs of several boards and hands them over together, typed and in order (the original's
    /// `OutputCombined2…5Flow`; a parameter pack takes any number of slots).
    ///
    /// ```swift
    /// motherboard.registerCombinedFlow(("cart", Cart.self), ("address", Address?.self)) { cart, address in
    ///     checkout(cart, shippingTo: address)
    /// }
    /// ```
    ///
    /// A `nil` output fills its slot like any value. An output of another type from a listed board is reported as
    /// ``BoardDiagnostic/outputTypeMismatch(sender:expected:received:)`` and fills nothing. The handler runs after
    /// the state is updated (no lock, nothing in flight), so it may re-enter the flow.
    @discardableResult
    public func registerCombinedFlow<each Output>(
        _ sources: repeat (BoardID, (each Output).Type),
        strategy: CombinedFlowStrategy = .batchOneByOne,
        handler: @escaping (repeat each Output) -> Void
    ) -> String {
        var slots: [CombinedSlot] = []
        for source in repeat each sources {
            slots.append(CombinedSlot(source.0, source.1))
        }
        return registerCombined(slots: slots, strategy: strategy) { values in
            let cursor = CombinedValueCursor(values)
            handler(repeat cursor.next((each Output).self))
            return true
        }
    }

    /// Like ``registerCombinedFlow(_:strategy:handler:)``, while `target` lives (held weakly); the flow removes
    /// itself once the target is released.
    @discardableResult
    public func registerCombinedFlow<Target: AnyObject, each Output>(
        _ sources: repeat (BoardID, (each Output).Type),
        target: Target,
        strategy: CombinedFlowStrategy = .batchOneByOne,
        handler: @escaping (Target, repeat each Output) -> Void
    ) -> String {
        var slots: [CombinedSlot] = []
        for source in repeat each sources {
            slots.append(CombinedSlot(source.0, source.1))
        }
        let weakTarget = WeakReference(target)
        return registerCombined(
            slots: slots,
            strategy: strategy,
            isAlive: { weakTarget.value != nil },
            fire: { values in
                guard let target = weakTarget.value else { return false }
                let cursor = CombinedValueCursor(values)
                handler(target, repeat cursor.next((each Output).self))
                return true
            }
        )
    }

    /// Waits for one output of the same type from each listed board and hands them over in the order of the ids
    /// (the original's `OutputCombinedCollectionFlow`). An empty list never fires.
    @discardableResult
    public func registerCombinedFlow<Value>(
        matchedIdentifiers identifiers: [BoardID],
        outputType: Value.Type = Value.self,
        strategy: CombinedFlowStrategy = .batchOneByOne,
        handler: @escaping ([Value]) -> Void
    ) -> String {
        let slots = identifiers.map { CombinedSlot($0, Value.self) }
        return registerCombined(slots: slots, strategy: strategy) { values in
            let cursor = CombinedValueCursor(values)
            handler(values.indices.map { _ in cursor.next(Value.self) })
            return true
        }
    }

    /// Like ``registerCombinedFlow(matchedIdentifiers:outputType:strategy:handler:)``, while `target` lives (held
    /// weakly); the flow removes itself once the target is released.
    @discardableResult
    public func registerCombinedFlow<Target: AnyObject, Value>(
        matchedIdentifiers identifiers: [BoardID],
        target: Target,
        outputType: Value.Type = Value.self,
        strategy: CombinedFlowStrategy = .batchOneByOne,
        handler: @escaping (Target, [Value]) -> Void
    ) -> String {
        let slots = identifiers.map { CombinedSlot($0, Value.self) }
        let weakTarget = WeakReference(target)
        return registerCombined(
            slots: slots,
            strategy: strategy,
            isAlive: { weakTarget.value != nil },
            fire: { values in
                guard let target = weakTarget.value else { return false }
                let cursor = CombinedValueCursor(values)
                handler(target, values.indices.map { _ in cursor.next(Value.self) })
                return true
            }
        )
    }

    /// Registers the flow behind every combined variant. `fire` returns `false` when its target is gone.
    private func registerCombined(
        slots: [CombinedSlot],
        strategy: CombinedFlowStrategy,
        isAlive: @escaping () -> Bool = { true },
        fire: @escaping ([Any]) -> Bool
    ) -> String {
        let ids = Set(slots.map(\.identifier))
        let state = CombinedFlowState(slotCount: slots.count, strategy: strategy)
        let flowID = BoardID.random().rawValue
        return registerFlow(
            BoardFlow(identifier: flowID) { event in
                guard event.isOutput else { return false }
                return ids.contains(event.sender)
            } handler: { [link] event in
                guard event.isOutput else { return }
                let value = event.output
                guard isAlive() else {
                    link.motherboard?.removeFlow(identifier: flowID)
                    return
                }
                var full: [Any]?
                var accepted = false
                for (index, slot) in slots.enumerated() where slot.identifier == event.sender {
                    guard let cast = slot.cast(value) else { continue }
                    accepted = true
                    if let values = state.store(cast, at: index) { full = values }
                }
                guard accepted else {
                    let expected = slots.first { $0.identifier == event.sender }?.typeName ?? "?"
                    link.motherboard?.reportOutputTypeMismatch(from: event.sender, expected: expected, received: value)
                    return
                }
                if let full, !fire(full) {
                    link.motherboard?.removeFlow(identifier: flowID)
                }
            })
    }
}

/// One slot of a combined flow: the board it waits for and the cast of that board's output to the slot's type.
struct CombinedSlot {
    let identifier: BoardID
    let typeName: String
    let cast: (Any) -> Any?

    init<Output>(_ identifier: BoardID, _ type: Output.Type) {
        self.identifier = identifier
        typeName = String(reflecting: Output.self)
        cast = { value in BoardOption.castValue(value, to: Output.self).map { $0 as Any } }
    }
}
