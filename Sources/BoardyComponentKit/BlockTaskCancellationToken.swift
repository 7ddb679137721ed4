/// Cancels the block-task activations it was given to.
///
/// Attach a token to a parameter with ``BlockTaskParameter/cancellable(with:)``, keep it, and call ``cancel()`` to
/// cancel that activation wherever it is: waiting, running (its executor's task is cancelled; an executor running
/// inline in an awaiting task finishes first and its result is discarded) or joined to another run. A cancelled
/// activation gets `onProgress(false)` (if it had received `onProgress(true)`) then `onCompletion(.cancelled)`, and
/// never a success or an error. A token is one-shot: an activation given an already
/// cancelled token is cancelled on arrival. One token may be given to several activations; ``cancel()`` cancels
/// them all, in the order they were accepted.
///
/// Cancelling the task awaiting ``BlockTaskActivation/run(_:)`` cancels its activation the same way, without a token,
/// while its executor has not started yet (see ``BlockTaskActivation/run(with:)``).
public final class BlockTaskCancellationToken {
    private var bindings: [(key: ObjectIdentifier, cancel: () -> Void)] = []

    /// Whether ``cancel()`` has been called.
    public private(set) var isCancelled = false

    /// Creates a token that has not been cancelled.
    public init() {}

    /// Cancels every activation bound to this token that has not ended yet; later calls do nothing.
    public func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        let bound = bindings
        bindings = []
        for binding in bound {
            binding.cancel()
        }
    }

    /// Binds an accepted activation; `cancel` runs when the token is cancelled.
    @usableFromInline
    func bind(_ key: ObjectIdentifier, cancel: @escaping () -> Void) {
        bindings.append((key, cancel))
    }

    /// Unbinds an activation that has ended.
    @usableFromInline
    func unbind(_ key: ObjectIdentifier) {
        // The usual case, one binding (an awaited run's own token), without the general removal's array machinery.
        if bindings.count == 1, bindings[0].key == key {
            bindings = []
            return
        }
        bindings.removeAll { $0.key == key }
    }
}
