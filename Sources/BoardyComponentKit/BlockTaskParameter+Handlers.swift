import Boardy

extension BlockTaskParameter {
    /// Returns a copy that also calls `handler` with the executor's value, before it is sent as output.
    public func onSuccess(_ handler: @escaping @MainActor (Output) -> Void) -> Self {
        var copy = self
        copy.callbacks.success = Self.chain(callbacks.success, handler)
        return copy
    }

    /// Returns a copy that also calls `handler` with `target` (held weakly) and the executor's value; nothing runs
    /// once the target is released.
    @MainActor
    public func onSuccess<Target: AnyObject>(
        target: Target,
        _ handler: @escaping @MainActor (Target, Output) -> Void
    ) -> Self {
        onSuccess(Self.weakly(target, handler))
    }

    /// Returns a copy that also calls `handler` with `true` when the activation is accepted and `false` just before
    /// its completion status.
    public func onProgress(_ handler: @escaping @MainActor (Bool) -> Void) -> Self {
        var copy = self
        copy.callbacks.processing = Self.chain(callbacks.processing, handler)
        return copy
    }

    /// Returns a copy that also calls `handler` with `target` (held weakly) and the processing flag.
    @MainActor
    public func onProgress<Target: AnyObject>(
        target: Target,
        _ handler: @escaping @MainActor (Target, Bool) -> Void
    ) -> Self {
        onProgress(Self.weakly(target, handler))
    }

    /// The original Boardy's name of ``onProgress(_:)``: `handler` gets `true` when the activation is accepted and
    /// `false` just before its completion status.
    public func onProcessing(_ handler: @escaping @MainActor (Bool) -> Void) -> Self {
        onProgress(handler)
    }

    /// The original Boardy's name of ``onProgress(target:_:)``: `handler` gets `target` (held weakly) and the
    /// processing flag.
    @MainActor
    public func onProcessing<Target: AnyObject>(
        target: Target,
        _ handler: @escaping @MainActor (Target, Bool) -> Void
    ) -> Self {
        onProgress(target: target, handler)
    }

    /// Returns a copy that also calls `handler` with the error the executor threw.
    ///
    /// A `CancellationError` is not an error here: it ends the activation as cancelled.
    public func onError(_ handler: @escaping @MainActor (any Error) -> Void) -> Self {
        var copy = self
        copy.callbacks.error = Self.chain(callbacks.error, handler)
        return copy
    }

    /// Returns a copy that also calls `handler` with `target` (held weakly) and the executor's error.
    @MainActor
    public func onError<Target: AnyObject>(
        target: Target,
        _ handler: @escaping @MainActor (Target, any Error) -> Void
    ) -> Self {
        onError(Self.weakly(target, handler))
    }

    /// Returns a copy that also calls `handler` with the activation's terminal status, the last callback of every
    /// activation.
    public func onCompletion(_ handler: @escaping @MainActor (TaskCompletionStatus) -> Void) -> Self {
        var copy = self
        copy.callbacks.completion = Self.chain(callbacks.completion, handler)
        return copy
    }

    /// Returns a copy that also calls `handler` with `target` (held weakly) and the terminal status.
    @MainActor
    public func onCompletion<Target: AnyObject>(
        target: Target,
        _ handler: @escaping @MainActor (Target, TaskCompletionStatus) -> Void
    ) -> Self {
        onCompletion(Self.weakly(target, handler))
    }

    /// `handler` run after `previous` (if any): handlers of one kind compose in the order they were added.
    private static func chain<Value>(
        _ previous: (@MainActor (Value) -> Void)?,
        _ handler: @escaping @MainActor (Value) -> Void
    ) -> @MainActor (Value) -> Void {
        { value in
            previous?(value)
            handler(value)
        }
    }

    /// `handler` bound to `target` held weakly; nothing runs once the target is released.
    @MainActor
    private static func weakly<Target: AnyObject, Value>(
        _ target: Target,
        _ handler: @escaping @MainActor (Target, Value) -> Void
    ) -> @MainActor (Value) -> Void {
        let box = WeakReference(target)
        return { value in
            guard let target = box.value else { return }
            handler(target, value)
        }
    }
}
