/// A weak reference to a handler's target; `target:` handlers skip their call once it is released.
@MainActor
final class WeakTarget<Target: AnyObject> {
    weak var value: Target?

    init(_ value: Target) {
        self.value = value
    }
}
