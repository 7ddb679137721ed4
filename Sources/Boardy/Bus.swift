/// A typed broadcast channel to weakly held targets, delivered in connection order.
///
/// ```swift
/// let cartChanged = Bus<Int>()
/// cartChanged.connect(target: badge) { badge, count in badge.count = count }
/// cartChanged.transport(3)
/// ```
///
/// Delivery iterates a snapshot: a cable connected inside a handler receives the next transport, and a cable
/// invalidated inside a handler does not receive the value in flight. Re-entrant transport is allowed.
public final class Bus<Value> {
    private var cables: [BusCable<Value>] = []

    /// Creates a bus with no cables.
    public init() {}

    /// The number of cables still connected (targets alive and not invalidated).
    public var cableCount: Int {
        cables.removeAll { !$0.isValid }
        return cables.count
    }

    /// Connects a handler that runs while `target` lives; the target is held weakly.
    @discardableResult
    public func connect<Target: AnyObject>(
        target: Target,
        handler: @escaping (Target, Value) -> Void
    ) -> BusCable<Value> {
        let weakTarget = WeakReference(target)
        let cable = BusCable<Value>(
            isAlive: { weakTarget.value != nil },
            deliver: { value in
                guard let target = weakTarget.value else { return }
                handler(target, value)
            }
        )
        return connect(cable)
    }

    /// Connects a handler held strongly until its cable is invalidated.
    @discardableResult
    public func connect(handler: @escaping (Value) -> Void) -> BusCable<Value> {
        connect(BusCable<Value>(isAlive: { true }, deliver: handler))
    }

    /// Sends `value` to every valid cable, in connection order.
    public func transport(_ value: Value) {
        cables.removeAll { !$0.isValid }
        let snapshot = cables
        for cable in snapshot where cable.isValid {
            cable.deliver(value)
        }
    }

    /// Sends `()` on a `Void` bus.
    public func transport() where Value == Void {
        transport(())
    }

    private func connect(_ cable: BusCable<Value>) -> BusCable<Value> {
        cables.removeAll { !$0.isValid }
        cables.append(cable)
        return cable
    }
}

/// A connection to a ``Bus``; invalidate it to stop receiving.
public final class BusCable<Value> {
    private let isAlive: () -> Bool
    let deliver: (Value) -> Void
    private var isInvalidated = false

    init(isAlive: @escaping () -> Bool, deliver: @escaping (Value) -> Void) {
        self.isAlive = isAlive
        self.deliver = deliver
    }

    /// Whether the cable still receives values.
    public var isValid: Bool { !isInvalidated && isAlive() }

    /// Stops delivery to this cable, effective immediately (even during a transport).
    public func invalidate() {
        isInvalidated = true
    }
}
