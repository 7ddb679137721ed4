/// The objects attached to an ``AttachableObject`` owner, held strongly until they are detached or the owner goes.
///
/// An owner keeps one instance in a stored property; releasing the owner releases the storage and with it every
/// attached object.
public final class Attachments {
    /// The attached objects, in attachment order.
    public private(set) var objects: [AnyObject] = []

    /// Creates empty storage.
    public init() {}

    /// Adds `object`; attaching the same object twice keeps one entry.
    ///
    /// - Returns: `false` when the object was attached already.
    @discardableResult
    func add(_ object: AnyObject) -> Bool {
        guard !objects.contains(where: { $0 === object }) else { return false }
        objects.append(object)
        return true
    }

    /// Removes the objects `shouldRemove` selects and returns how many it removed.
    @discardableResult
    func remove(where shouldRemove: (AnyObject) -> Bool) -> Int {
        let before = objects.count
        objects.removeAll(where: shouldRemove)
        return before - objects.count
    }
}
