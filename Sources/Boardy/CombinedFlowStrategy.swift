/// When a combined flow fires (see ``Motherboard/registerCombinedFlow(_:strategy:handler:)``).
public enum CombinedFlowStrategy: Sendable {
    /// Fire once every slot has received a value, then start over: the next firing needs a whole new batch. Before
    /// a batch is complete, a newer value of a slot replaces the older one.
    case batchOneByOne
    /// After the first complete set, fire on every new value, with the latest value of every other slot.
    case latestForever
}
