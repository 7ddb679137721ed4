import Boardy

extension Motherboard {
    /// The service map over this motherboard; a new, cheap value on every access.
    public var serviceMap: ServiceMap {
        ServiceMap(mainboard: self)
    }
}

extension IdentifiableBoard {
    /// The service map over the motherboard this board is installed in.
    ///
    /// A board that is not installed gets a map whose destinations do nothing (the original trapped here).
    public var serviceMap: ServiceMap {
        ServiceMap(mainboard: delegate as? Motherboard)
    }
}
