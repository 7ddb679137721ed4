import Boardy

extension BlockTaskParameter {
    /// Returns a copy that also calls `handler` with the executor's value, before it is sent as output.
    public func onSuccess(_ handler: @escaping @MainActor (Output) -> Void) -> Self {
        var copy = self
        let previous = callbacks.success
        copy.callbacks.success = { output in
            previous?(output)
            handler(output)
        }
        return copy
    }

    /// Returns a copy that also calls `handler` with `target` (held weakly) and the executor's value; nothing runs
    /// once the target is released.
    @MainActor
    public func onSuccess<Target: AnyObject>(
        target: Target,
        _ handler: @escaping @MainActor (Target, Output) -> Void
    ) -> Self {
        let box = WeakReference(target)
        return onSuccess { output in
            guard let target = box.value else { return }
            handler(target, output)
        }
    }

    /// Returns a copy that also calls `handler` with `true` when the activation is accepted and `false` just before
    /// its completion status.
    public func onProgress(_ handler: @escaping @MainActor (Bool) -> Void) -> Self {
        var copy = self
        let previous = callbacks.processing
        copy.callbacks.processing = { isProcessing in
            previous?(isProcessing)
            handler(isProcessing)
        }
        return copy
    }

    /// Returns a copy that also calls `handler` with `target` (held weakly) and the processing flag.
    @MainActor
    public func onProgress<Target: AnyObject>(
        target: Target,
        _ handler: @escaping @MainActor (Target, Bool) -> Void
    ) -> Self {
        let box = WeakReference(target)
        return onProgress { isProcessing in
            guard let target = box.value else { return }
            handler(target, isProcessing)
        }
    }

    /// Returns a copy that also calls `handler` with the error the executor threw.
    ///
    /// A `CancellationError` is not an error here: it ends the activation as cancelled.
    public func onError(_ handler: @escaping @MainActor (any Error) -> Void) -> Self {
        var copy = self
        let previous = callbacks.error
        copy.callbacks.error = { error in
            previous?(error)
            handler(error)
        }
        return copy
    }

    /// Returns a copy that also calls `handler` with `target` (held weakly) and the executor's error.
    @MainActor
    public func onError<Target: AnyObject>(
        target: Target,
        _ handler: @escaping @MainActor (Target, any Error) -> Void
    ) -> Self {
        let box = WeakReference(target)
        return onError { error in
            guard let target = box.value else { return }
            handler(target, error)
        }
    }

    /// Returns a copy that also calls `handler` with the activation's terminal status, the last callback of every
    /// activation.
    public func onCompletion(_ handler: @escaping @MainActor (TaskCompletionStatus) -> Void) -> Self {
        var copy = self
        let previous = callbacks.completion
        copy.callbacks.completion = { status in
            previous?(status)
            handler(status)
        }
        return copy
    }

    /// Returns a copy that also calls `handler` with `target` (held weakly) and the terminal status.
    @MainActor
    public func onCompletion<Target: AnyObject>(
        target: Target,
        _ handler: @escaping @MainActor (Target, TaskCompletionStatus) -> Void
    ) -> Self {
        let box = WeakReference(target)
        return onCompletion { status in
            guard let target = box.value else { return }
            handler(target, status)
        }
    }
}
