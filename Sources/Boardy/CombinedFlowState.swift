/// The latest value of each slot of a combined flow; a slot is empty until its board sends an output (a `nil`
/// output is a value and fills the slot).
final class CombinedFlowState {
    private let strategy: CombinedFlowStrategy
    private var slots: [Any?]
    private var filledCount = 0

    init(slotCount: Int, strategy: CombinedFlowStrategy) {
        self.strategy = strategy
        slots = Array(repeating: nil, count: slotCount)
    }

    /// Stores `value` in the slot at `index`; returns every slot's value, in order, when the flow must fire (and,
    /// for a batch, empties the slots first, so a handler that re-enters starts the next batch).
    func store(_ value: Any, at index: Int) -> [Any]? {
        if slots[index] == nil { filledCount += 1 }
        slots[index] = .some(value)
        guard filledCount == slots.count else { return nil }
        let values = slots.map { $0! }  // every slot is filled: filledCount counts the non-empty slots
        if case .batchOneByOne = strategy {
            slots = Array(repeating: nil, count: slots.count)
            filledCount = 0
        }
        return values
    }
}

/// Hands out the values of a full set one by one, in slot order, as the types of a parameter pack.
final class CombinedValueCursor {
    private let values: [Any]
    private var index = 0

    init(_ values: [Any]) {
        self.values = values
    }

    /// The next value; its slot only ever stores values already cast to `T`.
    func next<T>(_ type: T.Type) -> T {
        defer { index += 1 }
        // The slot's value was produced by casting to `T` when it was stored, so this cast cannot fail.
        return values[index] as! T
    }
}
