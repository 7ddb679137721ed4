/// An owner that keeps other objects alive for as long as it lives: the headless `AttachableObject` of the original.
///
/// Adopt it by storing one ``Attachments`` value; ``BoardContext`` adopts it. Attached objects are held strongly by
/// the owner only, so releasing the owner releases them (and nothing else keeps them).
///
/// ```swift
/// final class CheckoutScreen: AttachableObject {
///     let attachments = Attachments()
/// }
/// screen.attachObject(presenter)
/// screen.firstAttachedObject(Presenter.self)?.refresh()
/// ```
public protocol AttachableObject: AnyObject {
    /// The storage of the attached objects.
    var attachments: Attachments { get }
}

extension AttachableObject {
    /// Keeps `object` alive for as long as this owner lives, or until it is detached. Attaching twice is harmless.
    ///
    /// - Returns: `false` when `object` was attached already.
    @discardableResult
    public func attachObject(_ object: AnyObject) -> Bool {
        attachments.add(object)
    }

    /// The attached objects of type `T`, in attachment order.
    public func attachedObjects<T>(_ type: T.Type = T.self) -> [T] {
        attachments.objects.compactMap { $0 as? T }
    }

    /// The first attached object of type `T`, if any.
    public func firstAttachedObject<T>(_ type: T.Type = T.self) -> T? {
        attachments.objects.lazy.compactMap { $0 as? T }.first
    }

    /// The last attached object of type `T`, if any.
    public func lastAttachedObject<T>(_ type: T.Type = T.self) -> T? {
        attachments.objects.reversed().lazy.compactMap { $0 as? T }.first
    }

    /// Stops keeping `object` alive.
    ///
    /// - Returns: `false` when it was not attached.
    @discardableResult
    public func detachObject(_ object: AnyObject) -> Bool {
        attachments.remove { $0 === object } > 0
    }

    /// Detaches every attached object of type `T`.
    ///
    /// - Returns: how many were detached.
    @discardableResult
    public func detachObjects<T>(ofType type: T.Type) -> Int {
        attachments.remove { $0 is T }
    }

    /// Detaches every attached object.
    public func detachAllObjects() {
        attachments.remove { _ in true }
    }
}
